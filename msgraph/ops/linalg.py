"""Contractions: MatMul (2-D), BatchMatMul (batched, broadcast batch dims) and the function
forms ``matmul`` (numpy ``@`` semantics, 1-D included) and ``tensor_dot``, built on them.
"""
from __future__ import annotations

import builtins
from typing import Any, Tuple

import numpy as np

from ..autodiff.sweep import grad_wanted
from ..common.aval import Aval, broadcast_shapes
from ..errors import ArgumentError, DTypeError, OpRuntimeError, ShapeError
from ._helpers import (dtype_name, fmt_shape, is_tensorlike, normalize_axis, np_dtype, reduce_grad,
                       shape_of)
from ._helpers import user_type
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


def _check_matmul(name: str, x: Any, y: Any, ta: bool, tb: bool) -> Tuple[Tuple[Any, ...], np.dtype]:
    """Output shape and dtype of (batch) matmul; MindSpore's messages on mismatch.

    ``x``/``y`` are anything with ``.shape`` and ``.dtype`` (numpy arrays or Avals).
    """
    for arg, v in (("x1", x), ("x2", y)):
        if isinstance(v, (bool, int, float)):
            raise ArgumentError(f"For '{name}', the input '{arg}' must be a Tensor, but got {user_type(v).__name__}.")
    a, b = tuple(x.shape), tuple(y.shape)
    batched = name == "BatchMatMul"
    for arg, s in (("x1", a), ("x2", b)):
        if (not batched and len(s) != 2) or (batched and len(s) < 2):
            need = "at least 2-D" if batched else "a 2-D tensor"
            raise ShapeError(f"For '{name}', the input '{arg}' must be {need}, but got shape {fmt_shape(s)}.")
    dx, dy = np_dtype(x), np_dtype(y)
    from ..ir.builder import building_graph

    x1_col = a[-2] if ta else a[-1]
    x2_row = b[-1] if tb else b[-2]

    def check_dims():
        if x1_col is not None and x2_row is not None and x1_col != x2_row:
            raise ShapeError(f"For '{name}' the input dimensions must be equal, but got 'x1_col': {x1_col} and "
                             f"'x2_row': {x2_row}.")

    if building_graph():   # Graph mode selects the kernel before the shape checks, PyNative after them
        _matmul_kernel_dtype(name, dx, dy)
    else:   # PyNative infers the shape before the type: a float16 x2 of the wrong width is MindSpore's ValueError
        check_dims()
    if dx != dy:
        raise DTypeError(f"For '{name}', the type of 'x2' should be same as 'x1', but got 'x1' with type "
                         f"{dtype_name(dx)} and 'x2' with type {dtype_name(dy)}.")
    check_dims()
    _matmul_kernel_dtype(name, dx, dy)
    m = a[-1] if ta else a[-2]
    n = b[-2] if tb else b[-1]
    try:
        batch = broadcast_shapes(a[:-2], b[:-2])
    except ValueError:
        raise ShapeError(f"For '{name}', the batch dimensions {fmt_shape(a[:-2])} of 'x1' and "
                         f"{fmt_shape(b[:-2])} of 'x2' cannot be broadcast together.") from None
    out_dtype = np.matmul(np.zeros((1, 1), dx), np.zeros((1, 1), dy)).dtype
    return tuple(batch) + (m, n), out_dtype


def _matmul_kernel_dtype(name: str, dx: Any, dy: Any) -> None:
    if dx == np.bool_ and dy == np.bool_:  # MindSpore 2.10's CPU MatMul kernels have no bool variant
        raise DTypeError(f"Select CPU operator[{name}] fail! Unsupported data type! (bool)")
    if name == "MatMul" and dx == dy and np.dtype(dx).name in ("uint16", "uint32", "uint64"):  # nor these
        raise DTypeError(f"Select CPU operator[{name}] fail! Unsupported data type! ({np.dtype(dx).name})")


def _t(a: np.ndarray, flag: bool) -> np.ndarray:
    return np.swapaxes(a, -1, -2) if flag else a


#: multiply-adds above which a float16 product runs as a float32 GEMM (h-gk)
_F16_GEMM_WORK = 1 << 22


def _product(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``np.matmul(a, b)``; a large float16 product as a float32 GEMM rounded once to float16.

    numpy has no float16 BLAS: its loop runs ~100x slower than sgemm (a 4096x1024x2048 float16
    product takes minutes; MindSpore's graph_kernel st tests multiply such shapes).  Small products
    keep numpy's loop (it matched MindSpore's CPU kernel exactly on a 32x256x32 case); on a
    64x4096x48 case the float32 GEMM differed from MindSpore's result in 0.03% of the elements (one
    float16 ulp), numpy's loop in 0.1%.
    """
    if a.dtype == np.float16 and b.dtype == np.float16 and a.ndim >= 2 and b.ndim >= 2:
        batch = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
        if int(np.prod(batch, dtype=np.int64)) * a.shape[-2] * a.shape[-1] * b.shape[-1] > _F16_GEMM_WORK:
            return np.matmul(a.astype(np.float32), b.astype(np.float32)).astype(np.float16)
    return np.matmul(a, b)


# --- MatMul -----------------------------------------------------------------------------------
MATMUL = define_op("MatMul", OpKind.CONTRACTION, attrs={"transpose_a": False, "transpose_b": False},
                   doc="MatMul(transpose_a=False, transpose_b=False)(x1, x2): 2-D matrix product.")
MatMul = MATMUL.prim_class


@MATMUL.def_impl
def _matmul_impl(x: Any, y: Any, transpose_a: bool = False, transpose_b: bool = False) -> np.ndarray:
    if not _plain_2d_pair(x, y, transpose_a, transpose_b):
        _check_matmul("MatMul", x, y, transpose_a, transpose_b)
    if transpose_b and not transpose_a and _swap_pays(x, y):
        # x @ y.T as (y @ x.T).T: with the large weight as the untransposed operand OpenBLAS runs
        # the Dense forward GEMM faster (64x784 @ 784x512: 0.68 -> 0.56 ms, the copy of the small
        # result included).  Same dot products; BLAS may round the last bit differently, and
        # PyNative and Graph share this impl, so the modes still agree exactly.
        return np.ascontiguousarray(_product(y, x.T).T)
    return _product(_t(x, transpose_a), _t(y, transpose_b))


def _plain_2d_pair(x: Any, y: Any, ta: bool, tb: bool) -> bool:
    """The common valid case, cheaply: two 2-D arrays of one dtype whose inner dims agree.

    It implies every condition :func:`_check_matmul` tests (which costs ~20 us a call); any
    other input goes through the full check and its messages.
    """
    return (type(x) is np.ndarray and type(y) is np.ndarray and x.ndim == 2 and y.ndim == 2
            and x.dtype == y.dtype and x.shape[0 if ta else 1] == y.shape[1 if tb else 0]
            and (x.dtype.kind in "fic" or x.dtype == np.uint8))  # (bool, uint16/32/64: no CPU kernel)


def _swap_pays(x: np.ndarray, y: np.ndarray) -> bool:
    """Whether ``x @ y.T`` should run as ``(y @ x.T).T``: float32, both C-contiguous, the weight
    ``y`` with at least 4x the rows of ``x`` (a batch through a Dense layer) and enough work for
    GEMM packing to outweigh the copy.  Measured on OpenBLAS (1 thread): 1.1-1.7x faster over
    batch 8-128 x 128-4096 features; float64 and square-ish shapes were not faster, so stay put.
    """
    return (x.dtype == np.float32 and x.flags.c_contiguous and y.flags.c_contiguous
            and y.shape[0] >= 4 * x.shape[0] and x.shape[0] * y.shape[0] * x.shape[1] >= 1 << 18)


@MATMUL.def_infer
def _matmul_infer(x: Aval, y: Aval, transpose_a: bool = False, transpose_b: bool = False) -> Aval:
    return Aval(*_check_matmul("MatMul", x, y, transpose_a, transpose_b))


def _mm_grads(op: Any, x: Any, y: Any, dout: Any, ta: bool, tb: bool) -> Tuple[Any, Any]:
    """d(x @ y) for every transpose combination, each a product of the same op; None for an
    input whose gradient the eager sweep does not use (:func:`grad_wanted`)."""
    want_x, want_y = grad_wanted(0), grad_wanted(1)

    def mm(want: bool, a: Any, b: Any, t1: bool, t2: bool) -> Any:
        return apply(prim(op, transpose_a=t1, transpose_b=t2), (a, b)) if want else None

    if not ta and not tb:
        return mm(want_x, dout, y, False, True), mm(want_y, x, dout, True, False)
    if not ta and tb:
        return mm(want_x, dout, y, False, False), mm(want_y, dout, x, True, False)
    if ta and not tb:
        return mm(want_x, y, dout, False, True), mm(want_y, x, dout, False, False)
    return mm(want_x, y, dout, True, True), mm(want_y, dout, x, True, True)


@bprop_getters.register(MatMul)
def get_bprop_matmul(self: Any):
    ta, tb = self.attrs["transpose_a"], self.attrs["transpose_b"]

    def bprop(x, y, out, dout):
        return _mm_grads(MATMUL, x, y, dout, ta, tb)
    return bprop


# --- BatchMatMul ------------------------------------------------------------------------------
BATCH_MATMUL = define_op("BatchMatMul", OpKind.CONTRACTION, attrs={"transpose_a": False, "transpose_b": False},
                         call_check=lambda p, *args: _require_equal_batch(*args) if len(args) == 2 else None,
                         doc="BatchMatMul(transpose_a=False, transpose_b=False)(x1, x2): matrix product over "
                             "the last two dims, batch dims broadcast.")
BatchMatMul = BATCH_MATMUL.prim_class


def _require_equal_batch(x: Any, y: Any) -> None:
    """MindSpore 2.10's CPU BatchMatMul (the primitive, ``ops.bmm``, ``Tensor.bmm``, ``ops.baddbmm``...)
    broadcasts no batch dimension: the two inputs need the same rank and batch sizes (ValueError).  The
    registry op itself broadcasts: gradients and other ops' compositions use it so (h-asc2)."""
    a, b = shape_of(x), shape_of(y)
    if not (is_tensorlike(x) and is_tensorlike(y)) or len(a) < 2 or len(b) < 2:
        return
    from ..ir.builder import building_graph

    if building_graph() and np.bool_ in (np.dtype(np_dtype(x)), np.dtype(np_dtype(y))):
        # Graph mode, a bool input: MindSpore's dtype refusal (TypeError) comes before this check (measured,
        # fix32a; its PyNative class for the same call varies from run to run: msgraph keeps the ValueError there)
        return
    if len(a) != len(b) or any(p is not None and q is not None and p != q for p, q in zip(a[:-2], b[:-2])):
        def text(s: Tuple[Any, ...]) -> str:
            return "[const vector]{" + ", ".join("-1" if d is None else str(d) for d in s) + "}"
        raise ShapeError(f"For BatchMatMul, inputs shape cannot be broadcast on CPU/GPU, with x shape {text(a)}, "
                         f"y shape {text(b)}")



@BATCH_MATMUL.def_impl
def _batch_matmul_impl(x: Any, y: Any, transpose_a: bool = False, transpose_b: bool = False) -> np.ndarray:
    _check_matmul("BatchMatMul", x, y, transpose_a, transpose_b)
    return _product(_t(x, transpose_a), _t(y, transpose_b))


@BATCH_MATMUL.def_infer
def _batch_matmul_infer(x: Aval, y: Aval, transpose_a: bool = False, transpose_b: bool = False) -> Aval:
    return Aval(*_check_matmul("BatchMatMul", x, y, transpose_a, transpose_b))


@bprop_getters.register(BatchMatMul)
def get_bprop_batch_matmul(self: Any):
    ta, tb = self.attrs["transpose_a"], self.attrs["transpose_b"]

    def bprop(x, y, out, dout):
        dx, dy = _mm_grads(BATCH_MATMUL, x, y, dout, ta, tb)
        return (None if dx is None else reduce_grad(x, dx)), (None if dy is None else reduce_grad(y, dy))
    return bprop


# --- function forms ---------------------------------------------------------------------------
@op_function
def batch_matmul(x: Any, y: Any, transpose_a: bool = False, transpose_b: bool = False) -> Any:
    """Batched matrix product (batch dims broadcast)."""
    return apply(prim(BATCH_MATMUL, transpose_a=transpose_a, transpose_b=transpose_b), (x, y))


@op_function
def bmm(input_x: Any, mat2: Any) -> Any:
    """MindSpore 2.x ``ops.bmm``: BatchMatMul (no batch broadcasting on MindSpore's CPU backend)."""
    _require_equal_batch(input_x, mat2)
    return batch_matmul(input_x, mat2)


def _check_matmul_ext(x: Any, y: Any) -> None:
    """MindSpore 2.10's ``ops.matmul`` (the MatMulExt op) input checks, in its exception classes:
    a non-Tensor is a TypeError, mismatched or unbroadcastable shapes a RuntimeError (both modes)."""
    if not is_tensorlike(x) or not is_tensorlike(y):
        raise DTypeError(f'Failed calling MatMulExt with "MatMulExt()(input={_kind(x)}, other={_kind(y)})".')
    a, b = shape_of(x), shape_of(y)
    if not a or not b:
        raise OpRuntimeError(f"For 'MatMulExt' op, the inputs must have at least 1 dimension, but got shapes "
                             f"{fmt_shape(a)} and {fmt_shape(b)}.")
    if len(b) == 1:  # MindSpore runs a vector ``other`` through MatMul/BatchMatMul: their ValueError
        return
    k1 = a[-1]
    k2 = b[-2]
    if k1 is not None and k2 is not None and k1 != k2:
        raise OpRuntimeError(f"For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got {k1} and {k2}.")
    try:
        broadcast_shapes(a[:-2], b[:-2])
    except ValueError:
        raise OpRuntimeError(f"For 'MatMulExt' op,  shape1 and shape2 must be broadcastable, but got "
                             f"{list(a)} and {list(b)}") from None


def _kind(v: Any) -> str:
    return "Tensor" if is_tensorlike(v) else ("None" if v is None else type(v).__name__)


@op_function
def matmul(input: Any, other: Any) -> Any:  # noqa: A002
    """numpy ``@``: 1-D operands are promoted (and the added dim removed), batch dims broadcast."""
    _check_matmul_ext(input, other)
    with _o1_skip_matmul():
        return _matmul(input, other)


def _o1_skip_matmul() -> Any:
    """amp O1 casts the MatMul / BatchMatMul primitives (ops.mm, ops.bmm, P.MatMul), not MindSpore 2.10's
    MatMulExt and Dense, which ops.matmul, Tensor.matmul, ``@``, mint.matmul and ops.dense run: those keep
    float32 under O1 (measured in both modes, session 33)."""
    import contextlib

    from . import amp_state

    white = amp_state.STATE.white
    if isinstance(white, frozenset) and amp_state.STATE.dtype is not None:
        return amp_state.scope(amp_state.STATE.dtype, white - {"MatMul", "BatchMatMul"})
    return contextlib.nullcontext()


@op_function
def _matmul(input: Any, other: Any) -> Any:  # noqa: A002
    """``matmul`` on the MatMul/BatchMatMul primitives and their checks (ValueError on mismatched shapes),
    for the function forms MindSpore builds on MatMul: ``ops.mm``, ``ops.addmm``, ``ops.dense``."""
    from .shape_ops import reshape, squeeze

    a, b = shape_of(input), shape_of(other)
    if not a or not b:
        raise ShapeError(f"For 'matmul', the inputs must have at least 1 dimension, but got shapes "
                         f"{fmt_shape(a)} and {fmt_shape(b)}.")
    x = reshape(input, (1, a[0])) if len(a) == 1 else input
    y = reshape(other, (b[0], 1)) if len(b) == 1 else other
    if len(shape_of(x)) == 2 and len(shape_of(y)) == 2:
        r = apply(prim(MATMUL, transpose_a=False, transpose_b=False), (x, y))
    else:
        r = apply(prim(BATCH_MATMUL, transpose_a=False, transpose_b=False), (x, y))
    if len(a) == 1 and len(b) == 1:
        return reshape(r, ())
    if len(a) == 1:
        return squeeze(r, -2)
    if len(b) == 1:
        return squeeze(r, -1)
    return r


@op_function
def tensor_dot(x1: Any, x2: Any, axes: Any) -> Any:
    """Sum of products over ``axes`` (an int n: last n of x1 with first n of x2; or two axis lists)."""
    from .shape_ops import reshape, transpose

    a, b = tuple(shape_of(x1)), tuple(shape_of(x2))
    if isinstance(axes, (int, np.integer)) and not isinstance(axes, bool):
        n = int(axes)
        if n < 0 or n > len(a) or n > len(b):
            raise ShapeError(f"For 'tensor_dot', 'axes' ({n}) must be in [0, min(rank(x1), rank(x2))], "
                             f"but got ranks {len(a)} and {len(b)}.")
        ax1, ax2 = tuple(builtins.range(len(a) - n, len(a))), tuple(builtins.range(n))
    else:
        p, q = axes
        ax1 = tuple(p) if isinstance(p, (tuple, list)) else (p,)
        ax2 = tuple(q) if isinstance(q, (tuple, list)) else (q,)
        ax1 = tuple(normalize_axis("tensor_dot", i, len(a), "axes") for i in ax1)
        ax2 = tuple(normalize_axis("tensor_dot", i, len(b), "axes") for i in ax2)
    # MindSpore 2.10 accepts the contracted dimensions matched in order or in reverse order (then the flattened
    # contraction pairs them as the transposes and reshapes below do: tests/st/ops/gpu/test_tensordot_op.py)
    if len(ax1) != len(ax2) or (builtins.any(a[i] != b[j] for i, j in zip(ax1, ax2))
                                and builtins.any(a[i] != b[j] for i, j in zip(ax1, reversed(ax2)))):
        raise ShapeError(f"For 'tensor_dot', the contracted dimensions must match, but got "
                         f"{tuple(a[i] for i in ax1)} of x1 (axes {ax1}) and {tuple(b[j] for j in ax2)} of x2 "
                         f"(axes {ax2}).")
    free1 = tuple(i for i in builtins.range(len(a)) if i not in ax1)
    free2 = tuple(j for j in builtins.range(len(b)) if j not in ax2)
    k = int(np.prod([a[i] for i in ax1], dtype=np.int64))
    p1 = free1 + ax1
    p2 = ax2 + free2
    xt = x1 if p1 == tuple(builtins.range(len(a))) else transpose(x1, p1)
    yt = x2 if p2 == tuple(builtins.range(len(b))) else transpose(x2, p2)
    m = int(np.prod([a[i] for i in free1], dtype=np.int64))
    n = int(np.prod([b[j] for j in free2], dtype=np.int64))
    r = apply(prim(MATMUL, transpose_a=False, transpose_b=False), (reshape(xt, (m, k)), reshape(yt, (k, n))))
    return reshape(r, tuple(a[i] for i in free1) + tuple(b[j] for j in free2))

__all__ = public_functions(globals())  # every function form defined here (op_function)
