"""``mindspore.mint``: MindSpore's PyTorch-style functional API.

The functions keep MindSpore 2.10's mint signatures (``input``/``other``/``dim``/``keepdim``...) over the
existing op functions (one definition per op, both modes): ``_functions.py`` holds the thin entries, ``reduce.py``
the SumExt/ProdExt/MeanExt forms; ``mint.nn`` / ``mint.nn.functional`` the PyTorch-style layers and functions.
"""
from __future__ import annotations

from ..ops.functional import (  # noqa: F401
    abs, ceil, cos, erf, exp, floor, log, neg, reciprocal, rsqrt, sigmoid, sin, sqrt, square, tanh,
)
from ..ops.functional import ones_like, zeros_like  # noqa: F401  (mint's keyword-only dtype: the same call)
from ..ops.math import clamp  # noqa: F401

clip = clamp

__all__ = ["abs", "ceil", "clamp", "clip", "cos", "erf", "exp", "floor", "log", "neg", "reciprocal",
           "rsqrt", "sigmoid", "sin", "sqrt", "square", "tanh", "ones_like", "zeros_like"]
from .reduce import mean, prod, sum  # noqa: F401,E402,A004  (h-ut2: SumExt / ProdExt / MeanExt signatures)

__all__ += ["mean", "prod", "sum"]
from ..ops.functional import trunc as fix  # noqa: E402  (mint.fix(input): round toward zero, MindSpore's alias of trunc)

__all__ += ["fix"]
from ..ops.functional import eye, trunc  # noqa: E402  (h-opsA: mint.eye(n, m, dtype), mint.trunc(input): the ops' calls)

__all__ += ["eye", "trunc"]
from ._functions import *  # noqa: F401,F403,E402  (h-nn: MindSpore 2.10's mint signatures; clamp/clip overloads)
from ._functions import __all__ as _fn_all  # noqa: E402

__all__ += [n for n in _fn_all if n not in __all__]
from . import nn, linalg, special  # noqa: E402,F401  (h-nn: mint.nn, mint.nn.functional, mint.linalg, mint.special)
from ..ops.functional import polar  # noqa: E402,F401  (h-ops5: mint.polar(abs, angle), ops.polar's call)

__all__ += ["polar"]
from ..ops.functional import unique_consecutive  # noqa: E402,F401  (mint's signature is ops'; h-sweep6's op)

__all__ += ["unique_consecutive"]

# MindSpore 2.10 names some mint forms ``*_ext`` in ops.function's submodules (st tests import them from there)
from ..ops.function import array_func as _array_func, math_func as _math_func  # noqa: E402

_array_func.max_ext, _array_func.min_ext = _functions.max, _functions.min
_array_func.one_hot_ext = nn.functional.one_hot
_math_func.norm_ext = _functions.norm
from ._functions22 import *  # noqa: F401,F403,E402  (h-mint s22: addmm..., equal, item, random family, unique)
from ._functions22 import __all__ as _fn22_all  # noqa: E402
from .nn.functional import conv2d  # noqa: E402,F401  (mint.conv2d is mint.nn.functional.conv2d)
from . import optim, distributed  # noqa: E402,F401  (h-mint s22)

__all__ += _fn22_all + ["conv2d", "optim", "distributed"]

# api26: MindSpore 2.10's other names of these mint forms (mint.softmax_ext is mint.softmax, ops.float_power_ext is
# mint.float_power...); ops sits below mint, so mint registers the ops-level names.
from .. import ops as _ops  # noqa: E402
from ..ops import functional as _ops_functional  # noqa: E402

softmax_ext, flatten_ext, cdist_ = nn.functional.softmax, nn.functional.flatten, cdist  # noqa: F405
nn.functional.norm_ext = norm  # noqa: F405
for _mod in (_ops, _ops_functional):
    _mod.float_power_ext, _mod.isnan_ext = float_power, isnan  # noqa: F405
del _mod
# the loss functions mint.nn exports under MindSpore 2.10's internal names (the same functions)
nn.cross_entropy, nn.kl_div_ext, nn.mse_loss_ext = nn.functional.cross_entropy, nn.functional.kl_div, nn.functional.mse_loss
_ops.mse_loss_ext = _ops_functional.mse_loss_ext = nn.functional.mse_loss
_ops_functional.argmax_ext = argmax  # noqa: F405  (ops.functional.argmax_ext is mint.argmax)
