"""Testing utilities for msgraph models: prove PyNative and Graph mode agree.

* :func:`assert_modes_equal` -- run a function or Cell in both modes (optionally with
  gradients) and fail with a readable report when they differ.
* :func:`check_grad` -- finite-difference gradient check.
* :func:`assert_close` -- the same dtype-strict, tolerance-aware comparison for two values.
* :mod:`msgraph.testing.strategies` -- hypothesis strategies (imported separately; needs
  hypothesis).
* :mod:`msgraph.testing.plugin` -- the pytest plugin (markers ``msgraph_modes`` and
  ``msgraph_max_compiles``, fixtures ``ms_mode`` and ``msgraph_compiles``), registered
  automatically through the ``pytest11`` entry point.
"""
from .compare import (  # noqa: F401
    DEFAULT_TOLERANCES, GRAD_TOLERANCE_FACTOR, ModesResult, assert_close, assert_modes_equal, default_tolerance,
)
from .gradcheck import GRADCHECK_DEFAULTS, check_grad  # noqa: F401

__all__ = [
    "assert_modes_equal", "check_grad", "assert_close", "default_tolerance", "ModesResult",
    "DEFAULT_TOLERANCES", "GRAD_TOLERANCE_FACTOR", "GRADCHECK_DEFAULTS",
]
