"""``Round``: round half to even (``ops.round``, ``Tensor.round()``, Python's ``round(t)``).

MindSpore's Round supports ``decimals=0`` only on this backend ("For Round only support decimals
equal 0"), a RuntimeError; msgraph raises :class:`RoundDecimalsError` (an msgraph error that is a
RuntimeError).  The gradient is zero (the op is not differentiable), as for Floor.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import Aval
from ..errors import MsGraphError
from ..ir.builder import building_graph
from ._helpers import no_bprop
from .math_extra import ROUND, Round, round as _round  # noqa: F401 - the op's one definition
from .registry import OpKind, bprop_getters, define_op, op_function, public_functions, refuse_numbers

# P.Rint of a float Tensor: MindSpore defines no bprop for Rint, so a gradient reaching it is its RuntimeError
# (Round's zero gradient before h-grad26)
RINT_KERNEL = define_op("RintKernel", OpKind.OTHER, public=False,
                        doc="RintKernel()(x): P.Rint's round half to even of a float Tensor, with MindSpore's missing "
                            "bprop (an error).")
RINT_KERNEL.def_impl(lambda x: np.rint(np.asarray(x)))
RINT_KERNEL.def_infer(lambda x: Aval(tuple(x.shape), x.dtype))
bprop_getters.register(RINT_KERNEL.prim_class)(lambda self: no_bprop("Rint"))


class RoundDecimalsError(MsGraphError, RuntimeError):
    """``round(t, ndigits)`` with ``ndigits != 0``."""


def refuse_graph_round_kind(x: Any) -> None:
    """Graph code: MindSpore 2.10's CPU kernel selection has no Round of bool / int8 / uint8 (its TypeError while
    compiling, before the decimals check; outside graph code the kernel's RuntimeError; measured, adapt37am)."""
    if building_graph() and hasattr(x, "dtype"):
        import numpy as np
        from ._helpers import np_dtype
        from ..errors import GraphTypeError

        if np.dtype(np_dtype(x)).name in ("bool", "int8", "uint8"):
            raise GraphTypeError("Select CPU operator[Round] fail! Unsupported data type!")


@op_function
def round(input: Any, *, decimals: int = 0) -> Any:  # noqa: A001 - MindSpore's name
    """Round half to even (``decimals`` must be 0, as on MindSpore's CPU backend)."""
    refuse_numbers('Failed calling Round with "Round()(input={k0}, decimals=int)".', input)
    refuse_graph_round_kind(input)
    if decimals:
        raise RoundDecimalsError(f"For Round only support decimals equal 0, but got decimals equal {decimals}",
                                 hint="scale first: ops.round(x * 10) / 10")
    if hasattr(input, "dtype") and building_graph():
        import numpy as np
        from ._helpers import np_dtype

        if np.dtype(np_dtype(input)).name == "int16":
            # graph code: MindSpore 2.10 runs Round of an int16 Tensor (its values, Int16), which its PyNative
            # kernel refuses (measured: bag37/round_int16_graph)
            from . import functional as F

            return F.cast(input, np.int16)
    return _round(input)



__all__ = public_functions(globals())  # every function form defined here (op_function)
