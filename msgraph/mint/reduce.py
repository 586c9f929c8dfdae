"""``mint.sum`` / ``mint.prod`` / ``mint.mean`` (MindSpore 2.10's SumExt / ProdExt / MeanExt): PyTorch-style
``(input, dim=None, keepdim=False, *, dtype=None)``.  ``dtype`` casts the input first; without it an integer or
bool input sums / multiplies to int64, and ``mean`` keeps the input's dtype (an integer mean is truncated; a bool
mean is a RuntimeError), as MindSpore's CPU kernels do; a constant in graph code is MindSpore's compile-time numpy
fold (ops/reduce.py ``_ext_fold``)."""
from __future__ import annotations

import builtins
from typing import Any

from ..ops._helpers import np_dtype
from ..ops._helpers import user_type
from ..ops.registry import graph_fold, op_function


def _F():
    from ..ops import functional

    return functional


def _axis(dim: Any) -> Any:
    if dim is None:
        return ()
    if isinstance(dim, list):
        return tuple(dim)
    return dim


def _prepare(input: Any, dtype: Any) -> Any:  # noqa: A002
    F = _F()
    if dtype is not None:
        return F.cast(input, dtype), True
    from ..ops.reduce import _small_int

    if _small_int(np_dtype(input)):   # bool, int8-32, uint8; uint16/32/64 keep theirs (MindSpore 2.10)
        return F.cast(input, "int64"), True
    return input, False


@op_function
def sum(input: Any, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Any:  # noqa: A001,A002
    """The sum over ``dim`` (all dims when None)."""
    folded = graph_fold("SumExt", (input, dim, keepdim, dtype))   # (a constant in graph code: numpy's sum)
    if folded is not None:
        return folded
    x, _ = _prepare(input, dtype)
    return _F().reduce_sum(x, _axis(dim), keepdim)


@op_function
def prod(input: Any, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Any:  # noqa: A002
    """The product over one ``dim`` (all elements when None)."""
    from ..ops.value_dependent import is_graph_int, needs_constant_int

    if is_graph_int(dim) or is_graph_int(keepdim, "b"):   # ms.mutable(1) / mutable(True) in graph code: the graph is
        raise needs_constant_int("ProdExt", "dim")   # specialized on the value (MindSpore 2.10 computes it)
    if dim is not None and (isinstance(dim, builtins.bool) or not isinstance(dim, int)):
        raise TypeError(f"Failed calling ProdExt with \"ProdExt()(input=Tensor, dim={user_type(dim).__name__}, "
                        f"keepdim=bool, dtype=...)\". The valid calling should be: \"mint.prod(input=<Tensor>, "
                        f"dim=<int>, keepdim=<bool>, dtype=<mindspore.dtype>)\".")
    if not isinstance(keepdim, builtins.bool):
        raise TypeError(f"Failed calling ProdExt with \"ProdExt()(input=Tensor, dim={user_type(dim).__name__}, "
                        f"keepdim={user_type(keepdim).__name__}, dtype=mindspore.dtype)\".")
    if dim is None and keepdim:   # MindSpore 2.10's ProdExt check (measured, session 35)
        raise ValueError("For ProdExt, when axis is None, keep_dims can only set to false, but got keep_dims=True.")
    folded = graph_fold("ProdExt", (input, dim, keepdim, dtype))   # (a constant in graph code: numpy's product)
    if folded is not None:
        return folded
    x, _ = _prepare(input, dtype)
    return _F().reduce_prod(x, () if dim is None else dim, keepdim)


@op_function
def mean(input: Any, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Any:  # noqa: A002
    """The mean over ``dim`` (all dims when None), in the input's dtype (or ``dtype``)."""
    F = _F()
    folded = graph_fold("MeanExt", (input, dim, keepdim, dtype))   # (a constant in graph code: numpy's mean)
    if folded is not None:
        return folded
    x = F.cast(input, dtype) if dtype is not None else input
    kind = np_dtype(x).kind
    if kind == "b":
        raise RuntimeError("For 'ReduceMean', unsupported reduce operation for bool.")
    if kind in "iu":   # MeanExt: truncated to the integer dtype; the gradient is a float (h-tens)
        return F.mean_ext(x, _axis(dim), keepdim)
    return F.reduce_mean(x, _axis(dim), keepdim)

