"""``mindspore.ops.operations.manually_defined``: MindSpore's hand-written primitives and their function
forms (``rank``, ``shape_``, ``scalar_add``...; h-dyn).  msgraph's scalar functions are Python's operators
(compile-time values in Graph mode); the primitive classes are msgraph's."""
import math as _math

from msgraph.ops.operations._reexport import export

export(globals())

from msgraph.ops.aliases import (  # noqa: E402,F401
    scalar_add, scalar_cast, scalar_div, scalar_eq, scalar_floordiv, scalar_ge, scalar_gt, scalar_le, scalar_lt,
    scalar_max, scalar_min, scalar_mod, scalar_mul, scalar_pow, scalar_sub,
)
from msgraph.ops.functional import rank, shape as shape_, tile  # noqa: E402,F401


def scalar_bool(x):
    """bool(x) of a Python number."""
    return bool(x)


def scalar_uadd(x):
    """+x of a Python number."""
    return x


def scalar_usub(x):
    """-x of a Python number."""
    return -x


def scalar_log(x):
    """The natural logarithm of a Python number (a float)."""
    return _math.log(x)


__all__ += ["scalar_add", "scalar_cast", "scalar_div", "scalar_eq", "scalar_floordiv", "scalar_ge",  # noqa: F821
            "scalar_gt", "scalar_le", "scalar_lt", "scalar_max", "scalar_min", "scalar_mod", "scalar_mul",
            "scalar_pow", "scalar_sub", "scalar_bool", "scalar_uadd", "scalar_usub", "scalar_log", "rank", "shape_",
            "tile"]
