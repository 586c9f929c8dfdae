"""Gradients of reductions over values whose shape is known only when the graph runs (found by the adapt33o
variant sweep of st ops' functional tests): ``a[a > 0].sum()``, ``ops.masked_select(a, mask).mean()``, ``ops.sum``
/ ``ops.mean`` / ``ops.amax`` over a boolean row selection.  msgraph's Graph mode failed to compile them (the
ReduceSum bprop broadcast to a static shape holding a run-time dimension); PyNative was right."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class G(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, a):
        return ops.grad(self.f)(a)


def mask_sum(a):
    return a[a > 0].sum()


def mask_mean(a):
    return a[a > 0].mean()


def mask_sq_sum(a):
    return (a[a > 0] ** 2).sum()


def masked_select_sum(a):
    return ops.masked_select(a, a > 0).sum()


def masked_select_mean(a):
    return ops.mean(ops.masked_select(a, a > 1))


def mask_max(a):
    return a[a > 0].max()


def mask_prod(a):
    return ops.prod(a[a > 4])


def mask_sum_keepdim(a):
    return ops.sum(a[a > 0], 0, keepdim=True).sum()


def rows_sum1(a):
    return ops.sum(a[a[:, 0] > -3], 1).sum()


def rows_mean1(a):
    return ops.mean(a[a[:, 0] > -3], 1).sum()


def rows_sum0(a):
    return (ops.sum(a[a[:, 0] > -3], 0) * 2).sum()


def rows_amax(a):
    return ops.amax(a[a[:, 0] > -3], 1).sum()


def rows_sum_all(a):
    return ops.sum(a[a[:, 0] > -3] * a[a[:, 0] > -3])


x = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) - 5)
for f in (mask_sum, mask_mean, mask_sq_sum, masked_select_sum, masked_select_mean, mask_max, mask_prod,
          mask_sum_keepdim, rows_sum1, rows_mean1, rows_sum0, rows_amax, rows_sum_all):
    emit_error(f.__name__, G(f), x)
emit_error("mask_sum_f64", G(mask_sum), Tensor(np.array([[-1.0, 2.0], [3.0, -0.5]])))
