"""``ops.coo_concat`` (MindSpore's SparseConcat on COOTensors; h-pyn2, session 8).

The inputs' indices are shifted along ``concat_dim`` by the sizes before them, joined, and put in row-major
order (a stable sort of the flattened positions, as MindSpore's CPU kernel returns them); written with
ops (concat, mul/sum, sort, gather) so that it runs in both modes.
"""
from __future__ import annotations

from typing import Any, List

import numpy as np

from ._helpers import np_dtype
from ._helpers import user_type
from .registry import op_function

__all__ = ["coo_concat"]


def _F():
    from . import functional

    return functional


@op_function
def coo_concat(sp_input: Any, concat_dim: int = 0) -> Any:
    """The COOTensors of ``sp_input`` (two or more) concatenated along ``concat_dim``."""
    from ..common.sparse_tensor import COOTensor

    F = _F()
    if not isinstance(sp_input, (tuple, list)) or len(sp_input) < 2:
        n = len(sp_input) if isinstance(sp_input, (tuple, list)) else 1
        raise ValueError(f"For 'coo_concat', the number of COOTensors in 'sp_input' must be at least 2, but got {n}.")
    if isinstance(concat_dim, bool) or not isinstance(concat_dim, (int, np.integer)):
        raise TypeError(f"For 'coo_concat', the 'concat_dim' must be an int, but got {user_type(concat_dim).__name__}.")
    shapes = [tuple(int(d) for d in t.shape) for t in sp_input]
    rank = len(shapes[0])
    if not -rank <= concat_dim < rank:
        raise IndexError(f"For 'coo_concat', the 'concat_dim' must be in range [{-rank}, {rank}), but got "
                         f"{concat_dim}.")
    axis = int(concat_dim) % rank
    v0 = sp_input[0].values
    for t, s in zip(sp_input, shapes):
        if len(s) != rank or any(s[d] != shapes[0][d] for d in range(rank) if d != axis):
            raise RuntimeError(f"For 'coo_concat', the shapes of the COOTensors must be equal except in dimension "
                               f"{axis}, but got {shapes}.")
        if np_dtype(t.values) != np_dtype(v0) or np_dtype(t.indices) != np_dtype(sp_input[0].indices):
            raise TypeError(f"For 'coo_concat', the COOTensors' values (and indices) must have one dtype, but got "
                            f"{[np_dtype(u.values).name for u in sp_input]}.")
    out_shape = list(shapes[0])
    out_shape[axis] = sum(s[axis] for s in shapes)
    pieces: List[Any] = []
    off = 0
    for t, s in zip(sp_input, shapes):
        ind = t.indices
        if off:
            shift = np.zeros((rank,), np.int64)
            shift[axis] = off
            ind = F.add(ind, _const(shift, ind))
        pieces.append(ind)
        off += s[axis]
    indices = F.concat(pieces, 0)
    values = F.concat([t.values for t in sp_input], 0)
    strides = np.cumprod([1] + out_shape[::-1][:-1])[::-1].astype(np.int64)
    key = F.reduce_sum(F.mul(F.cast(indices, np.int64), _const(strides, None)), 1)
    order = F.argsort(F.cast(key, np.float64))
    return COOTensor(F.gather(indices, order, 0), F.gather(values, order, 0), tuple(out_shape))


def _const(a: np.ndarray, like: Any) -> Any:
    from ..common.tensor import Tensor

    from ._helpers import np_dtype

    return Tensor(a if like is None else a.astype(np_dtype(like)))
