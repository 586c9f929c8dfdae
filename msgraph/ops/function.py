"""``mindspore.ops.function``: the function forms of the ops (the same objects as ``msgraph.ops.functional``),
plus the functional gradient API (``grad``, ``value_and_grad``, ``vjp``, ``jvp``)."""
from .functional import *  # noqa: F401,F403
from .composite import jvp, partial, vjp  # noqa: F401
from ..autodiff.grad import grad, value_and_grad  # noqa: F401
from ..autodiff.vmap import vmap  # noqa: F401,E402  (h-vmap)

# MindSpore's submodules (``ops.function.random_func``, ``.math_func``...): the files of ops/_function/
__path__ = [__import__("os").path.join(__import__("os").path.dirname(__file__), "_function")]
# (h-grad2) ``ops.function.grad.grad_func`` (MindSpore's module path); ``ops.function.grad`` stays the function
from importlib import import_module as _import_module  # noqa: E402

_import_module(__name__ + ".grad.grad_func")
from ..autodiff.grad import grad  # noqa: E402,F401,F811
from .jacobian_ops import derivative, jacfwd, jacrev, jet, linearize  # noqa: E402,F401


def __getattr__(name: str):
    """MindSpore's submodules as attributes (``ops.function.array_func.gather_ext``): imported on first use (h-opsA)."""
    import os

    if not name.startswith("__") and os.path.exists(os.path.join(__path__[0], name + ".py")):
        return _import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
