"""ops.trapz (found by the adapt35f variant sweep of st/ops top-level functional tests): MindSpore 2.10 casts every
y that is not float16 / float32 to float32 (float64 too: _check_is_float), so a float64 y gives a Float32 result
(msgraph kept Float64), and the spacing form is (sum(y) - (y[0] + y[-1]) * 0.5) * dx (float16 1.8984375 where the
pairwise sum gave 1.900390625)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


def t_dx1(t):
    return ops.trapz(t)


def t_dx03(t):
    return ops.trapz(t, dx=0.3)


def t_dim0(t):
    return ops.trapz(t, dim=0)


def t_x(t, x):
    return ops.trapz(t, x)


def t_sum(t):
    return ops.trapz(t, dx=0.3).sum()


yv = np.array([[0.1, 0.7, 0.3, 1.9], [2.2, -1.3, 0.45, 3.3]])
xv = Tensor(np.array([0.0, 0.5, 1.5, 1.6]))
for dt in (np.float16, np.float32, np.float64, np.int32):
    y = Tensor(yv.astype(dt))
    emit_error("dx1_%s" % dt.__name__, Net(t_dx1), y)
    emit_error("dx03_%s" % dt.__name__, Net(t_dx03), y)
    emit_error("dim0_%s" % dt.__name__, Net(t_dim0), y)
    emit_error("x_%s" % dt.__name__, Net(t_x), y, xv)
emit_error("grad_f64", Net(ops.grad(t_sum)), Tensor(yv))
