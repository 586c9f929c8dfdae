"""Function forms of losses MindSpore 2.10 exposes in ``ops``: ``ops.gaussian_nll_loss`` and
``ops.cosine_embedding_loss`` (h-cpu4, session 7; their Cell forms are nn.GaussianNLLLoss /
nn.CosineEmbeddingLoss).  Compositions of registry ops, so their gradients are the ops'; checks and words as
MindSpore's nn_func.py.
"""
from __future__ import annotations

import math
from typing import Any, List

import numpy as np

from ..common.tensor import Tensor
from .array_ops import cast as _cast
from .creation import zeros_like as _zeros_like
from .math import log as _log, maximum as _maximum, select as _select, sqrt as _sqrt, square as _square
from .reduce import reduce_mean as _reduce_mean, reduce_sum as _reduce_sum
from .shape_ops import expand_dims as _expand_dims
from ._helpers import np_dtype
from ._helpers import user_type
from .registry import op_function

__all__: List[str] = ["gaussian_nll_loss", "cosine_embedding_loss"]


def _is_tensor(x: Any) -> bool:
    return isinstance(x, Tensor) or hasattr(x, "__msgraph_emit__")


def _reduce(loss: Any, reduction: str) -> Any:
    if reduction == "mean":
        return _reduce_mean(loss)
    if reduction == "sum":
        return _reduce_sum(loss)
    return loss


@op_function
def gaussian_nll_loss(x: Any, target: Any, var: Any, full: bool = False, eps: float = 1e-6,
                      reduction: str = "mean") -> Any:
    """``0.5 * (log(max(var, eps)) + (x - target) ** 2 / max(var, eps))`` (+ ``0.5 * log(2 pi)`` when ``full``),
    reduced; a ``var`` one dimension short is unsqueezed at the end."""
    for name, v in (("x", x), ("target", target), ("var", var)):
        if not _is_tensor(v):
            raise TypeError(f"For 'gaussian_nll_loss', '{name}' must be a tensor, but got {user_type(v)}.")
    if not isinstance(full, bool):
        raise TypeError(f"For 'gaussian_nll_loss', 'full' must be a bool, but got {user_type(full)}.")
    if not isinstance(eps, float) or eps <= 0:
        raise ValueError(f"For 'gaussian_nll_loss', 'eps' must be a positive float, but got {eps}.")
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(f"For 'gaussian_nll_loss', 'reduction' must be one of 'none', 'mean', or 'sum',"
                         f"        but got {reduction}.")
    if tuple(x.shape) != tuple(var.shape) and tuple(x.shape[:-1]) == tuple(var.shape):
        var = _expand_dims(var, -1)
    maxima = _maximum(var, eps)
    loss = 0.5 * (_log(maxima) + _square(x - target) / maxima)
    if full:
        loss = loss + 0.5 * math.log(2 * math.pi)
    return _reduce(loss, reduction)


@op_function
def cosine_embedding_loss(input1: Any, input2: Any, target: Any, margin: float = 0.0,
                          reduction: str = "mean") -> Any:
    """``1 - cos(input1, input2)`` where target is 1, ``max(0, cos - margin)`` where it is -1 (cosine over
    axis 1), reduced in float32 and cast back to the input's dtype."""
    for name, v in (("input1", input1), ("input2", input2), ("target", target)):
        if not _is_tensor(v):
            raise TypeError(f"For 'ops.cosine_embedding_loss', the '{name}' must be a Tensor, but got {user_type(v)}.")
    if np_dtype(input1) != np_dtype(input2):
        raise TypeError(f"For ops.cosine_embedding_loss, the input1 dtype should be equal to input2 dtype, but got "
                        f"input1 dtype:{input1.dtype}, input2 dtype:{input2.dtype}.")
    s1, st = tuple(input1.shape), tuple(target.shape)
    if s1[:1] + s1[2:] != st:
        raise ValueError(f"For ops.cosine_embedding_loss, the shape of 'target' must be the shape of 'input1' "
                         f"without axis 1, but got input1 shape {s1}, target shape {st}.")
    if np.dtype(np_dtype(input1)).name in ("int32", "int64"):
        input1, input2 = _cast(input1, np.float32), _cast(input2, np.float32)
    margin_f = float(margin) if isinstance(margin, int) and not isinstance(margin, bool) else margin
    if not isinstance(margin_f, float):
        raise TypeError(f"For ops.cosine_embedding_loss, 'margin' must be float, but got {user_type(margin_f)}")
    if margin_f > 1.0 or margin_f < -1.0:
        raise ValueError(f"For ops.cosine_embedding_loss, the value of 'margin' should be in [-1, 1],"
                         f"but got {margin_f}.")
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"For 'cosine_embedding_loss', the 'reduction' must be in ['mean', 'sum', 'none'], "
                         f"but got {reduction}.")
    prod_sum = _reduce_sum(input1 * input2, (1,))
    denom = _sqrt(_reduce_sum(_square(input1), (1,))) * _sqrt(_reduce_sum(_square(input2), (1,)))
    cosine = prod_sum / denom
    zeros = _zeros_like(cosine)
    pos = _select(target == 1, 1.0 - cosine, zeros)
    neg = _select(target == -1, _maximum(cosine - margin_f, 0.0), zeros)
    out = pos + neg
    dt = np_dtype(out)
    return _cast(_reduce(_cast(out, np.float32), reduction), dt)
