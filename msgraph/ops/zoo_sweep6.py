"""Function forms and primitives a differential sweep of the model-zoo APIs found missing (h-sweep6, session 14):
``ops.rot90`` (also ``Tensor.rot90``), ``ops.unique_consecutive``, ``ops.kron`` (also ``mindspore.numpy.kron``), ``ops.dist``, ``ops.diag_embed``
and ``ops.MirrorPad``.  Compositions of registry ops (flip, transpose, mul, reshape, gather, reductions), so both
modes and gradients share the ops' definitions.  Recorded from MindSpore 2.10: tests/conformance/programs/diff_sweep6.
"""
from __future__ import annotations

import builtins
from typing import Any

import numpy as np

from ..common.aval import Aval
from ..common.tensor import Tensor
from ._compose import CompositePrimitive
from ._helpers import np_dtype, shape_of
from ._helpers import user_type
from .registry import OpKind, apply, define_op, op_function, prim, public_functions, raising_bprop


def _F():
    from . import functional

    return functional


def _is_tensor(x: Any) -> bool:
    from ..common.tensor_methods import TensorMethods

    return isinstance(x, TensorMethods) or getattr(x, "__msgraph_emit__", None) is not None


@op_function
def rot90(input: Any, k: Any, dims: Any) -> Any:  # noqa: A002 - MindSpore: no defaults (Tensor.rot90 has them)
    """``input`` rotated by 90 degrees ``k`` times in the plane of ``dims``, from ``dims[0]`` toward ``dims[1]``
    (numpy's rot90), as flips and a transpose; MindSpore's argument checks."""
    if not _is_tensor(input):
        raise TypeError(f"For `rot90`, the `input` must be Tensor!, but get {user_type(input)}.")
    from .value_dependent import at_run_time

    k = at_run_time(k)   # (int(t): the call runs when the graph runs; flip49)
    if not isinstance(k, int):
        raise TypeError(f"For `rot90`, the `k` must be int!, but get {user_type(k)}.")
    if not isinstance(dims, (list, tuple)):
        raise TypeError(f"For `rot90`, the `dims` must be list or tuple!, but get {user_type(dims)}.")
    F = _F()
    nd = len(tuple(shape_of(input)))
    if len(dims) != 2:
        raise ValueError(f"For `rot90`, total rotation dims must be 2, but get {len(dims)}.")
    if dims[0] == dims[1] or builtins.abs(dims[0] - dims[1]) == nd:
        raise RuntimeError(f"For `rot90`, rotation dims must be different, but get dim0={dims[0]}, dim1={dims[1]}.")
    for i in (0, 1):
        if dims[i] >= nd or dims[i] < -nd:
            raise ValueError(f"For `rot90`, rotation dim{i} is out of range, dim{i}={dims[i]}.")
    d0, d1 = dims[0] % nd, dims[1] % nd
    k = k % 4
    if k == 0:
        return input
    if k == 2:
        return F.flip(input, (d0, d1))
    perm = list(builtins.range(nd))
    perm[d0], perm[d1] = perm[d1], perm[d0]
    if k == 1:
        return F.transpose(F.flip(input, (d1,)), tuple(perm))
    return F.flip(F.transpose(input, tuple(perm)), (d1,))


@op_function
def kron(input: Any, other: Any) -> Any:  # noqa: A002
    """The Kronecker product: the operands' shapes right-aligned, ``out[i*m + j] = input[i] * other[j]`` per axis."""
    if not _is_tensor(input):
        raise TypeError("the input must be Tensor!")
    if not _is_tensor(other):
        raise TypeError("the other must be Tensor!")
    F = _F()
    sa, sb = tuple(shape_of(input)), tuple(shape_of(other))
    if not sa or not sb:
        return F.mul(input, other)
    nd = builtins.max(len(sa), len(sb))
    sa = (1,) * (nd - len(sa)) + sa
    sb = (1,) * (nd - len(sb)) + sb
    a = F.reshape(input, tuple(v for s in sa for v in (s, 1)))
    b = F.reshape(other, tuple(v for s in sb for v in (1, s)))
    return F.reshape(F.mul(a, b), tuple(x * y for x, y in zip(sa, sb)))


@op_function
def dist(input: Any, other: Any, p: Any = 2) -> Any:  # noqa: A002
    """The p-norm of ``input - other`` (broadcast) over all its entries (MindSpore's LpNorm of the flattened
    difference; a 0-d difference: its absolute value)."""
    if not _is_tensor(input):
        raise TypeError(f"For 'dist', 'input' must be a tensor, but got {user_type(input)}")
    if not _is_tensor(other):
        raise TypeError(f"For 'dist', 'other' must be a tensor, but got {user_type(other)}")
    F = _F()
    z = F.sub(input, other)
    if not tuple(shape_of(z)):
        return F.abs(z)
    from .st_extra import LpNorm

    return LpNorm(axis=0, p=p)(F.reshape(z, (-1,)))


_DIAG_EMBED_DTYPES = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                      "float16", "float32", "float64")


@op_function
def diag_embed(input: Any, offset: int = 0, dim1: int = -2, dim2: int = -1) -> Any:  # noqa: A002
    """Each last-axis vector of ``input`` as the ``offset`` diagonal of a square matrix placed in dims
    ``dim1`` (rows) and ``dim2`` (columns) of the output."""
    if not _is_tensor(input):
        raise TypeError("For 'diag_embed', 'input' must be Tensor.")
    dt = np.dtype(np_dtype(input))
    if dt.name not in _DIAG_EMBED_DTYPES:
        from ..common import dtype as _dt

        raise TypeError("For 'diag_embed', the dtype of 'input' must be int8, int16, int32, int64, "
                        f"uint8, uint16, uint32, uint64, float16, float32 or float64, but got '{_dt.from_numpy(dt)}'.")
    for name, v in (("offset", offset), ("dim1", dim1), ("dim2", dim2)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise TypeError(f"For 'diag_embed', the type of '{name}' should be int, but got {user_type(v).__name__}.")
    s = tuple(shape_of(input))
    if len(s) > 6:
        raise ValueError("For 'diag_embed', the dimension of 'input' must be 1-6D.")
    rank = len(s) + 1
    for name, d in (("dim1", dim1), ("dim2", dim2)):
        if d < -rank or d > rank - 1:
            raise ValueError(f"For 'diag_embed', '{name}' must be in range of [{-rank}, {rank - 1}], but got {d}.")
    d1, d2 = dim1 % rank, dim2 % rank
    if d1 == d2:
        raise ValueError("For 'diag_embed', 'dim1' must not be identical to 'dim2'.")
    F = _F()
    n = s[-1] if s else 1
    size = n + builtins.abs(offset)
    sel = np.zeros((n, size * size), dt)
    r0, c0 = builtins.max(-offset, 0), builtins.max(offset, 0)
    for j in builtins.range(n):
        sel[j, (j + r0) * size + j + c0] = 1
    x = input if s else F.reshape(input, (1,))
    planes = F.reduce_sum(F.mul(F.expand_dims(x, -1), Tensor(sel)), -2)   # (..., size*size)
    out = F.reshape(planes, s[:-1] + (size, size))
    out_rank = len(s) + 1
    src = iter(builtins.range(out_rank - 2))
    perm = tuple(out_rank - 2 if i == d1 else out_rank - 1 if i == d2 else next(src) for i in builtins.range(out_rank))
    return out if perm == tuple(builtins.range(out_rank)) else F.transpose(out, perm)


class MirrorPad(CompositePrimitive):
    """MirrorPad(mode='REFLECT')(x, paddings): ``paddings`` (rank, 2) before/after amounts per dimension, mirrored
    without the edge ('REFLECT', amounts < the dimension) or with it ('SYMMETRIC', amounts <= the dimension)."""

    _attrs = {"mode": "REFLECT"}

    def __init__(self, mode: str = "REFLECT") -> None:
        if mode not in ("REFLECT", "SYMMETRIC"):
            raise ValueError(f"For 'MirrorPad', the 'mode' must be one of ['REFLECT', 'SYMMETRIC'], but got {mode!r}.")
        super().__init__(mode)

    def __call__(self, x: Any, paddings: Any) -> Any:
        from .value_dependent import is_symbolic

        if is_symbolic(paddings):
            # a graph input (MindSpore 2.10 takes it there and pads when the graph runs): msgraph compiles the graph
            # again for its value (compiler.ValueSpecialized, which an ArgumentError asks for; adapt44cpub)
            from ..errors import ArgumentError

            raise ArgumentError("For 'MirrorPad', 'paddings' must be a constant Tensor in graph code.")
        pads = np.asarray(paddings.asnumpy() if hasattr(paddings, "asnumpy") else paddings).astype(np.int64)
        s = tuple(shape_of(x))
        if pads.shape != (len(s), 2):
            raise ValueError(f"For 'MirrorPad', the shape of 'paddings' must be ({len(s)}, 2), but got {pads.shape}.")
        symmetric = self.attrs["mode"] == "SYMMETRIC"
        F = _F()
        out = x
        for axis, (before, after) in enumerate(pads.tolist()):
            n = s[axis]
            limit = n if symmetric else n - 1
            if before < 0 or after < 0 or before > limit or after > limit:
                err = ValueError(f"For 'MirrorPad', the paddings of dimension {axis} must be in [0, {limit}], "
                                 f"but got ({before}, {after}).")
                err._msgraph_on_values = True   # (graph code with the paddings' value: reported, not the retry's cause)
                raise err
            if before or after:
                idx = np.pad(np.arange(n), (before, after), mode="symmetric" if symmetric else "reflect")
                out = F.gather(out, Tensor(idx.astype(np.int32)), axis)
        return out


UNIQUE_CONSECUTIVE = define_op("UniqueConsecutive", OpKind.OTHER,
                               attrs={"return_inverse": False, "return_counts": False, "dim": None}, n_outputs=3,
                               differentiable=False,
                               doc="UniqueConsecutive(return_inverse=False, return_counts=False, dim=None)(x) -> (x "
                                   "without consecutive repeats (dynamic length; flattened when dim is None, else "
                                   "slices along dim), int64 index of each entry or slice in them, int64 length of "
                                   "each run); an output not asked for is a 0-d int64 Tensor (MindSpore 2.10's CPU "
                                   "kernel leaves its value unset; 0 here).")
# MindSpore 2.10 defines no UniqueConsecutive bprop: a gradient reaching any of its outputs (a cast of the counts too) is
# its RuntimeError in both modes (measured, adapt44grad/unique_grad_raises)
raising_bprop(UNIQUE_CONSECUTIVE, "UniqueConsecutive")


def _uc_dim(shape: Any, dim: Any) -> Any:
    if dim is None:
        return None
    nd = len(shape)
    if not -nd <= dim < nd:
        raise ValueError(f"For 'unique_consecutive', the 'dim' must be in range [{-nd}, {nd}), but got {dim}.")
    return dim % nd


@UNIQUE_CONSECUTIVE.def_impl
def _unique_consecutive_impl(x: Any, return_inverse: bool = False, return_counts: bool = False,
                             dim: Any = None) -> Any:
    out, idx, counts = _unique_consecutive_all(x, dim)
    zero = np.zeros((), np.int64)
    return out, idx if return_inverse else zero, counts if return_counts else zero.copy()


def _unique_consecutive_all(x: Any, dim: Any = None) -> Any:
    x = np.asarray(x)
    d = _uc_dim(x.shape, dim)
    a = x.reshape(-1) if d is None else np.moveaxis(x, d, 0)
    n = a.shape[0]
    if n == 0:
        starts = np.zeros(0, np.int64)
    else:
        flat = a.reshape(n, -1)
        change = np.any(flat[1:] != flat[:-1], axis=1)
        starts = np.concatenate(([0], np.nonzero(change)[0] + 1)).astype(np.int64)
    out = a[starts]
    idx = (np.cumsum(np.isin(np.arange(n), starts)) - 1).astype(np.int64)
    counts = np.diff(np.append(starts, n)).astype(np.int64)
    if d is None:
        return out, idx.reshape(x.shape), counts
    return np.moveaxis(out, 0, d), idx, counts


@UNIQUE_CONSECUTIVE.def_infer
def _unique_consecutive_infer(x: Aval, return_inverse: bool = False, return_counts: bool = False,
                              dim: Any = None) -> Any:
    d = _uc_dim(tuple(x.shape), dim)
    i64 = np.dtype(np.int64)
    if d is None:
        out, idx, counts = Aval((None,), x.dtype), Aval(tuple(x.shape), i64), Aval((None,), i64)
    else:
        out = Aval(tuple(None if i == d else v for i, v in enumerate(x.shape)), x.dtype)
        idx, counts = Aval((x.shape[d],), i64), Aval((None,), i64)
    return out, idx if return_inverse else Aval((), i64), counts if return_counts else Aval((), i64)


@op_function
def unique_consecutive(input: Any, return_inverse: bool = False, return_counts: bool = False,  # noqa: A002
                       dim: Any = None) -> Any:
    """``input`` without consecutive repeats (flattened, or slices along ``dim``); with ``return_inverse`` the int64
    index of each entry in the result, with ``return_counts`` the int64 length of each run (MindSpore's order)."""
    if not _is_tensor(input):
        raise TypeError(f"For 'unique_consecutive', 'input' must be Tensor, but got {user_type(input)}.")
    output, idx, counts = apply(prim(UNIQUE_CONSECUTIVE, return_inverse=bool(return_inverse),
                                     return_counts=bool(return_counts), dim=dim), (input,))
    if return_inverse and return_counts:
        return output, idx, counts
    if return_inverse:
        return output, idx
    if return_counts:
        return output, counts
    return output


__all__ = public_functions(globals()) + ["MirrorPad"]
