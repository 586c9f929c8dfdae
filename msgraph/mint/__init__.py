"""``mindspore.mint``: MindSpore's PyTorch-style functional API.

msgraph provides the mint functions whose signature and behaviour are those of an existing msgraph op
function (the same definition in both modes); mint functions with other signatures (``mint.sum(input,
dim, keepdim)``, ``mint.add(input, other, alpha)``...) are not provided rather than approximated.
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
