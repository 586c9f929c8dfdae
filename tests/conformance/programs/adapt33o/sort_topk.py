"""ops.sort / argsort / topk(largest=False) details (found by the adapt33o variant sweep of st ops' functional
tests): rows holding NaN are arranged as the kernel's std::stable_sort with ``<`` (``>`` descending) arranges
them ([nan, 1, -0., 0.] sorts to [nan, -0., 0., 1.]; msgraph put NaN last); the gradient of an ascending sort and
of a smallest-k topk is -scatter(-dout), -0.0 where nothing was taken (MindSpore sorts -x); the smallest k of an
unsigned Tensor are the largest of -x, which wraps (uint8 [3, 1, 0] gives 1 and 3)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


class G(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return ops.grad(self.f)(*a)


def signed(t):
    return {"value": t, "signbit": np.signbit(t.asnumpy())}


def sort_asc(x):
    return ops.sort(x)


def sort_desc(x):
    return ops.sort(x, descending=True)


def sort_axis0(x):
    return ops.sort(x, 0)


def argsort_asc(x):
    return ops.argsort(x)


def tensor_sort(x):
    return x.sort(descending=True)


def g_sort_first(x):
    return ops.sort(x)[0][:, 0].sum()


def g_sort_desc_first(x):
    return ops.sort(x, descending=True)[0][:, 0].sum()


def g_sort_axis0(x):
    return ops.sort(x, 0)[0][0].sum()


def g_sort_weighted(x):
    return (ops.sort(x)[0] * Tensor(np.array([1.0, -2.0, 0.0], np.float32))).sum()


def g_topk_small(x):
    return ops.topk(x, 1, largest=False)[0].sum()


def g_topk_large(x):
    return ops.topk(x, 1)[0].sum()


def g_tensor_topk_small(x):
    return x.topk(2, largest=False)[0].sum()


def topk_small(x):
    return ops.topk(x, 2, largest=False)


def topk_small_dim0(x):
    return ops.topk(x, 2, 0, largest=False)


nan = np.nan
sp = Tensor(np.array([[nan, 1.0, -0.0, 0.0], [np.inf, -np.inf, 2.0, nan], [1.0, 1.0, -1.0, 3e38]], np.float32))
long_row = np.array([[5, nan, 3, 1, nan, 2, 8, -1, 0, 7, nan, 4, 6, -3, 9, 2, nan, 1, 0, -2]], np.float32)
for f in (sort_asc, sort_desc, sort_axis0, argsort_asc, tensor_sort):
    emit_error(f.__name__ + "_nan", Net(f), sp)
    emit_error(f.__name__ + "_nan_long", Net(f), Tensor(long_row))
emit_error("sort_f64_nan", Net(sort_asc), Tensor(sp.asnumpy().astype(np.float64)))
emit_error("sort_f16_nan_desc", Net(sort_desc), Tensor(np.array([[nan, 1, 0.5, nan, -2]], np.float16)))

a = Tensor(np.array([[3.0, 1.0, 2.0], [0.5, -1.0, 4.0]], np.float32))
for f in (g_sort_first, g_sort_desc_first, g_sort_axis0, g_sort_weighted, g_topk_small, g_topk_large,
          g_tensor_topk_small):
    emit_error(f.__name__, lambda: signed(G(f)(a)))
emit_error("g_sort_f64", lambda: signed(G(g_sort_first)(a.astype(ms.float64))))

u = Tensor(np.array([[3, 1, 2, 0], [1, 5, 2, 2], [0, 2, 7, 3]], np.uint8))
emit_error("topk_small_uint8", Net(topk_small), u)
emit_error("topk_small_uint8_dim0", Net(topk_small_dim0), u)
emit_error("topk_small_int8", Net(topk_small), Tensor(u.asnumpy().astype(np.int8) - 2))
emit_error("topk_small_int32", Net(topk_small_dim0), Tensor(u.asnumpy().astype(np.int32)))
