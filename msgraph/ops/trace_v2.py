"""``ops.auto_generate.TraceV2`` / ``TraceV2Grad`` (``trace_v2_op``, ``tracev2_grad_op``): the sum of a diagonal over
two axes, and its input gradient rebuilt from an int shape Tensor (h-ops5, st tests/st/ops/test_ops_tracev2_grad.py).

TraceV2 is ``Tensor.trace`` (diagonal, then a sum over it; integers sum to int64); TraceV2Grad places ``dout``
(the trace's shape) on every element of the diagonal of a zero Tensor of ``shape``.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import Aval
from ..common.tensor import Tensor
from ..errors import DTypeError, OpRuntimeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import seq_sum
from .registry import OpKind, apply, bprop_getters, define_op, prim

__all__ = ["TraceV2", "TraceV2Grad", "TraceGrad", "trace_sum", "seq_sum_all"]


class TraceV2(CompositePrimitive):
    """TraceV2()(input, offset=0, axis1=1, axis2=0, dtype=None): the sum of diagonal ``offset`` of the
    (axis1, axis2) planes (MindSpore's generated signature: axis1=1, axis2=0 by default)."""

    def __call__(self, input: Any, offset: int = 0, axis1: int = 1, axis2: int = 0, dtype: Any = None) -> Any:  # noqa: A002
        return input.trace(int(offset), int(axis1), int(axis2), dtype)


def _diag_index(n1: int, n2: int, offset: int):
    """Row and column indices of diagonal ``offset`` of an (n1, n2) matrix (numpy.diagonal's elements)."""
    if offset >= 0:
        count = max(min(n1, n2 - offset), 0)
        rows = np.arange(count)
        return rows, rows + offset
    count = max(min(n1 + offset, n2), 0)
    cols = np.arange(count)
    return cols - offset, cols


def _grad_impl(dout: Any, shape: Any, offset: int = 0, axis1: int = 1, axis2: int = 0) -> np.ndarray:
    dout = np.asarray(dout)
    shp = tuple(int(s) for s in np.asarray(shape).reshape(-1))
    nd = len(shp)
    a1, a2 = axis1 % nd, axis2 % nd
    perm = [i for i in range(nd) if i not in (a1, a2)] + [a1, a2]
    da = np.zeros([shp[i] for i in perm], dout.dtype)
    rows, cols = _diag_index(da.shape[-2], da.shape[-1], int(offset))
    da[..., rows, cols] = np.broadcast_to(dout, da.shape[:-2])[..., None]
    return np.ascontiguousarray(np.transpose(da, np.argsort(perm)))


_GRAD = define_op("TraceV2GradOp", OpKind.OTHER, attrs={"offset": 0, "axis1": 1, "axis2": 0}, differentiable=False,
                  public=False, doc="TraceV2Grad's kernel: dout on the diagonal of zeros(shape) (shape: an int Tensor).")
_GRAD.def_impl(_grad_impl)


@_GRAD.def_infer
def _grad_infer(dout: Aval, shape: Aval, offset: int = 0, axis1: int = 1, axis2: int = 0) -> Aval:
    if len(shape.shape) != 1:
        raise ShapeError(f"For 'TraceV2Grad', the 'shape' must be 1-D, but got {len(shape.shape)}-D.")
    n = shape.shape[0]
    if n is not None and int(n) < 2:
        raise ShapeError(f"For 'TraceV2Grad', the rank of the input must be at least 2, but got {int(n)}.")
    return Aval((None,) * (len(dout.shape) + 2 if n is None else int(n)), dout.dtype)


class TraceV2Grad(CompositePrimitive):
    """TraceV2Grad()(dout, shape, offset=0, axis1=1, axis2=0): TraceV2's input gradient; ``shape`` is an int
    Tensor (the input's shape), ``dout`` has the trace's shape."""

    def __call__(self, dout: Any, shape: Any, offset: int = 0, axis1: int = 1, axis2: int = 0) -> Any:
        return apply(prim(_GRAD, offset=int(offset), axis1=int(axis1), axis2=int(axis2)), (dout, shape))


class TraceGrad(CompositePrimitive):
    """TraceGrad()(y_grad, x_shape): Trace's input gradient, ``y_grad`` on the diagonal of zeros of ``x_shape`` (an
    int64 Tensor of two dims; MindSpore 2.10's CPU kernel: an int32 ``x_shape`` is a TypeError, another length a
    RuntimeError; tests/st/ops/gpu/test_trace_grad_op.py)."""

    def __call__(self, y_grad: Any, x_shape: Any) -> Any:
        from ._helpers import np_dtype, shape_of

        if np_dtype(x_shape) != np.int64:
            raise DTypeError(f"For 'TraceGrad', the 'x_shape' must be an int64 Tensor, but got "
                             f"{np_dtype(x_shape).name}.")
        n = tuple(shape_of(x_shape))
        if len(n) != 1 or (n[0] is not None and n[0] != 2):
            raise OpRuntimeError(f"For 'TraceGrad', the shape of input[x_shape] should be [const vector]{{2}}, but "
                                 f"got [const vector]{{{n[0] if len(n) == 1 else n}}}.")
        return apply(prim(_GRAD, offset=0, axis1=0, axis2=1), (y_grad, x_shape))


# -- sums added one by one in one dtype, as MindSpore 2.10's CPU kernels compute them (vd50g, session 50) ------------
# Trace (``ops.trace``) and TraceV2 (``Tensor.trace``) add the diagonal's elements one by one, reading nothing off the
# diagonal (an inf / NaN elsewhere does not reach the result): Trace in the input's dtype (float16 in float), TraceV2
# each element first cast to the output dtype (``dtype=``, Int64 for integer inputs, else the input's), in it
# (float16 in float16).  L2Loss's kernel adds every element (``res += x[i] * x[i]`` in T, then halved) the same way.
# Measured: tools/vd50g_sweep/README.md, programs vd50g/trace_kernels and vd50g/l2loss_scatter_nd_f16.  One op for
# both (``diagonal``: the (axis1, axis2) diagonal ``offset``, else every element in row-major order).
_SEQ_SUM = define_op("SeqSum", OpKind.OTHER,
                     attrs={"diagonal": True, "offset": 0, "axis1": 0, "axis2": 1, "acc": "float32", "out": "float32"},
                     public=False,
                     doc="SeqSum(diagonal, offset, axis1, axis2, acc, out)(x): the diagonal ``offset`` of x's "
                         "(axis1, axis2) planes (``diagonal``), else every element of x in row-major order, added "
                         "one by one in dtype ``acc`` (each element cast to it first), cast to ``out``: the sums of "
                         "the CPU kernels of Trace / TraceV2 (the diagonal) and L2Loss (every element).")


def _summed(x: Any, diagonal: bool, offset: int, axis1: int, axis2: int) -> np.ndarray:
    """The elements SeqSum adds, along the last axis."""
    x = np.asarray(x)
    return np.diagonal(x, offset, axis1, axis2) if diagonal else x.reshape(-1)


@_SEQ_SUM.def_impl
def _seq_sum_impl(x: Any, diagonal: bool = True, offset: int = 0, axis1: int = 0, axis2: int = 1,
                  acc: str = "float32", out: str = "float32") -> np.ndarray:
    return np.asarray(seq_sum(_summed(x, diagonal, offset, axis1, axis2), -1, np.dtype(acc))).astype(np.dtype(out))


@_SEQ_SUM.def_infer
def _seq_sum_infer(x: Aval, diagonal: bool = True, offset: int = 0, axis1: int = 0, axis2: int = 1,
                   acc: str = "float32", out: str = "float32") -> Aval:
    if not diagonal:
        return Aval((), np.dtype(out))
    nd = len(x.shape)
    a1, a2 = axis1 % nd, axis2 % nd
    return Aval(tuple(d for i, d in enumerate(x.shape) if i not in (a1, a2)), np.dtype(out))


@bprop_getters.register(_SEQ_SUM.prim_class)
def _get_seq_sum_bprop(self: Any):
    """``dout`` on every element summed, zeros elsewhere, in ``dout``'s dtype: TraceGrad / TraceV2Grad for the diagonal
    (``ms.grad`` of a float32 ``x.trace(dtype=ms.float64)`` is Float64 in MindSpore 2.10; selected, so an inf ``dout``
    leaves zeros off it), L2Loss's broadcast ``dout`` for every element."""
    from ._helpers import shape_of
    diagonal = bool(self.attrs["diagonal"])
    offset, axis1, axis2 = (int(self.attrs[k]) for k in ("offset", "axis1", "axis2"))

    def bprop(x, out, dout):  # noqa: ARG001
        from . import functional as F

        shp = tuple(int(v) for v in shape_of(x))
        if not diagonal:
            return (F.broadcast_to(dout, shp),)
        nd = len(shp)
        a1, a2 = axis1 % nd, axis2 % nd
        mask = _grad_impl(np.ones([shp[i] for i in range(nd) if i not in (a1, a2)], np.bool_), np.array(shp),
                          offset, a1, a2)
        g = F.expand_dims(F.expand_dims(dout, min(a1, a2)), max(a1, a2))
        g = F.broadcast_to(g, shp)
        return (F.select(Tensor(mask), g, F.zeros_like(g)),)

    return bprop


def trace_sum(x: Any, offset: int, axis1: int, axis2: int, acc: Any, out: Any) -> Any:
    """The diagonal ``offset`` of ``x``'s (axis1, axis2) planes summed in order in ``acc``, cast to ``out``."""
    return apply(prim(_SEQ_SUM, diagonal=True, offset=int(offset), axis1=int(axis1), axis2=int(axis2),
                      acc=np.dtype(acc).name, out=np.dtype(out).name), (x,))


def seq_sum_all(x: Any, acc: Any) -> Any:
    """Every element of ``x`` added in order in ``acc`` (a 0-d result of that dtype)."""
    return apply(prim(_SEQ_SUM, diagonal=False, acc=np.dtype(acc).name, out=np.dtype(acc).name), (x,))
