"""Tensor methods of MindSpore 2.10 used by its st tensor tests (tests/st/tensor), called inside a jit
function (compiled in Graph mode): NaN-aware reductions, integer math, determinants, splits, scatters."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit

x = Tensor(np.array([[1.0, np.nan, 3.0], [np.inf, -np.inf, 2.0]], np.float32))
y = Tensor(np.array([[1.0, np.nan, 3.0], [4.0, 0.5, 2.0]], np.float32))
i = Tensor(np.array([4, 6, -9], np.int32))
j = Tensor(np.array([6, 4, 6], np.int32))
m = Tensor(np.array([[2.0, 1.0], [1.0, 3.0]], np.float32))
z = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))


@ms.jit
def nan_ops(x, y):
    return x.nan_to_num(), x.nan_to_num(1.0, 2.0, 3.0), y.nansum(), y.nansum(1, True), y.nanmean(), \
        y.nanmedian()


@ms.jit
def int_ops(i, j):
    return i.gcd(j), i.lcm(j), i.bitwise_left_shift(j), ops.bitwise_right_shift(i, j), i.ldexp(j), \
        i.float_power(2), i.signbit()


@ms.jit
def linalg_ops(m):
    return m.det(), m.slogdet(), m.logdet(), m.inverse(), m.adjoint(), m.mH, m.i0(), m.logaddexp2(m), \
        ops.cholesky_solve(Tensor(np.array([[1.0], [2.0]], np.float32)), m)


@ms.jit
def shape_ops(z, m):
    return z.tensor_split(3), z.tensor_split((1, 3), 1), z.sum_to_size(1, 4), z.diff(), z.diff(1, 0), \
        m.diagflat(), m.diagflat(-1), z.cov(), ops.aminmax(z, axis=1), z.logcumsumexp(1), z.t()


@ms.jit
def scatter_ops(z):
    return ops.slice_scatter(z, Tensor(np.ones((3, 2), np.float32)), 1, 0, 4, 2), \
        ops.select_scatter(z, Tensor(np.ones(4, np.float32)), 0, 1), \
        ops.diagonal_scatter(z, Tensor(np.full(3, 9.0, np.float32)), 1), \
        z.masked_scatter(z > 5, Tensor(np.arange(12, dtype=np.float32) * -1)), \
        ops.addbmm(z[:2, :2], Tensor(np.ones((3, 2, 2), np.float32)), Tensor(np.ones((3, 2, 2), np.float32)),
                   beta=2, alpha=0.5)


def overload_kwargs(z):  # outside graph code: in a jit function MindSpore's CPU lacks these kernels
    return z.cumsum(dim=1), z.index_select(dim=1, index=Tensor(np.array([0, 2], np.int32))), \
        z.gather(1, Tensor(np.array([[0, 1], [1, 0], [3, 3]], np.int64))), z.remainder(divisor=3.0), \
        z.subtract(z, alpha=2), z.sum(dim=1, keepdim=True), z.add(z, alpha=2), \
        z.mean(1, keepdim=True)


emit("nan_ops", nan_ops(x, y))
emit("int_ops", int_ops(i, j))
emit("linalg_ops", linalg_ops(m), rtol=1e-5, atol=1e-6)
emit("shape_ops", shape_ops(z, m), rtol=1e-5, atol=1e-6)
emit("scatter_ops", scatter_ops(z))
emit("overload_kwargs", overload_kwargs(z))
emit("histc", ops.histc(Tensor(np.array([1.0, 2.0, 1.0, 2.5], np.float32)), 4, 0.0, 3.0))
emit("bincount", ops.bincount(Tensor(np.array([0, 1, 1, 3], np.int32)), minlength=6))
emit("fill_diagonal", m.fill_diagonal(5.0))
emit("index_put", Tensor(np.zeros((3, 3), np.float32)).index_put(
    (Tensor(np.array([0, 0], np.int32)), Tensor(np.array([1, 1], np.int32))), Tensor(np.array([1.0, 2.0], np.float32)),
    True))
emit("predicates", (m.is_complex(), m.is_signed(), m.ndimension(), m.stride(), m.storage_offset(),
                    m.is_contiguous(), str(m.type()), m.isreal()))


@ms.jit
def extremum_graph(z):
    return z.max(), z.max(axis=1, keepdims=True), z.min(axis=0), z.max(0), z.min(1, True)


w = Tensor(np.array([[1.0, 5.0], [3.0, 2.0]], np.float32))
emit("extremum", (w.max(), w.max(0), w.max(1, True), w.max(dim=0), w.max(axis=1, keepdims=True), w.min(0),
                  w.min(axis=0), w.max(axis=0, initial=4.0), w.min()))
emit("extremum_graph", extremum_graph(w))
s = Tensor(np.array([[4.0, 2.0], [2.0, 3.0]], np.float32))
emit("forwards", (s.inner(s), s.cholesky(), s.cholesky(True), s.cholesky_inverse()), rtol=1e-5, atol=1e-6)
fd = Tensor(np.array([7.0, -7.0, 5.5], np.float32))
emit("floor_divide_", fd.floor_divide_(2))   # the result (MindSpore 2.10's CPU leaves fd itself unchanged)


@ms.jit
def trace_graph(a, b):
    return b.trace(), b.trace(1), a.trace(0, 1, 2), a.trace(1, 0, 2, dtype=None)


ta = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
tb = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
emit("trace", (tb.trace(), tb.trace(-1, 0, 1), ta.trace(0, 1, 2), tb.trace(0, 0, 1, ms.int32)))
emit("trace_graph", trace_graph(ta, tb))
def trace_fn(v):
    return v.trace(1, 0, 2)


emit("trace_grad", ms.grad(trace_fn)(ta))
