"""SmoothL1Loss of float16 Tensors (found by the r2nnf re-run of the adapt33o nn sweep).  MindSpore 2.10's CPU kernel
computes float16 in float32 and rounds once: |-2 - 0.2998| - 0.5 is 1.7998046875 and 0.5 * 0.40002^2 is
0.08001708984375 (msgraph's float16 arithmetic: 1.80078125 and 0.0799560546875)."""
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


def bits(t):
    a = t.asnumpy()
    return {"value": t, "dtype": str(t.dtype), "bits": a.view(np.int16 if a.itemsize == 2 else np.int32)}


def sl1(a, b):
    return ops.smooth_l1_loss(a, b)


def sl1_half(a, b):
    return ops.smooth_l1_loss(a, b, 0.5, 'none')


def sl1_sum(a, b):
    return ops.smooth_l1_loss(a, b, 0.5, 'sum')


def sl1_mean(a, b):
    return ops.smooth_l1_loss(a, b, reduction='mean')


base = np.array([[0.5, -1.0, 2.0, 0.0], [1.5, 3.0, -2.0, 0.25], [0.0, 0.1, 0.3, 0.7]])
tg = np.array([[0.0, 1.0, 0.5, 0.2], [1.0, 0.0, 0.3, 0.9], [0.5, 0.5, 0.5, 0.5]])
cases = {"sl1": sl1, "sl1_beta_half": sl1_half, "sl1_sum": sl1_sum, "sl1_mean": sl1_mean,
         "cell": nn.SmoothL1Loss(), "cell_beta": nn.SmoothL1Loss(beta=0.3), "prim": ops.SmoothL1Loss(1.0)}
for dn, dt in (("f16", ms.float16), ("f32", ms.float32)):
    a, b = Tensor(base, dt), Tensor(tg, dt)
    for name, f in cases.items():
        emit_error("%s_%s" % (name, dn), lambda: bits(Net(f)(a, b)))
        emit_error("%s_%s_eager" % (name, dn), lambda: bits(f(a, b)))
x = Tensor(np.arange(-3.0, 3.0, 0.37).astype(np.float16))
y = Tensor((np.arange(-3.0, 3.0, 0.37) * 0.3).astype(np.float16))
emit_error("range_f16", lambda: bits(ops.smooth_l1_loss(x, y, 0.7)))
