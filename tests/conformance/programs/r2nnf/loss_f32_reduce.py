"""Losses MindSpore 2.10 reduces in float32 whatever the input dtype (found by the r2nnf re-run of the adapt33o nn
sweep).  ops.mse_loss squares in the input dtype, casts to float32 for every reduction ('none' included) and back:
a float64 loss holds float32-rounded digits (sum 21.99250030517578, msgraph 21.992499999999996).  ops.l1_loss's
_get_loss casts for 'none' too.  nn.HuberLoss and nn.MultiLabelSoftMarginLoss call ops.huber_loss /
ops.multilabel_soft_margin_loss (float32 reduction; msgraph's Cells reduced in float64)."""
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
    """The values and their bit patterns (a value tolerance would hide the float32 rounding)."""
    a = t.asnumpy()
    return {"value": t, "dtype": str(t.dtype),
            "bits": a.view(np.int64 if a.itemsize == 8 else (np.int32 if a.itemsize == 4 else np.int16))}


base = np.array([[0.5, -1.0, 2.0, 0.0], [1.5, 3.0, -2.0, 0.25], [0.0, 0.1, 0.3, 0.7]])
tg = np.array([[0.0, 1.0, 0.5, 0.2], [1.0, 0.0, 0.3, 0.9], [0.5, 0.5, 0.5, 0.5]])

def mse_sum(a, b):
    return ops.mse_loss(a, b, 'sum')


def mse_mean(a, b):
    return ops.mse_loss(a, b)


def mse_none(a, b):
    return ops.mse_loss(a, b, 'none')


def l1_none(a, b):
    return ops.l1_loss(a, b, 'none')


def l1_sum(a, b):
    return ops.l1_loss(a, b, 'sum')


cases = {"mse_sum": mse_sum, "mse_mean": mse_mean, "mse_none": mse_none, "l1_none": l1_none, "l1_sum": l1_sum,
         "huber_cell": nn.HuberLoss(), "huber_cell_sum": nn.HuberLoss('sum', 0.5),
         "mlsm_cell": nn.MultiLabelSoftMarginLoss(), "mse_cell": nn.MSELoss()}
for dn, dt in (("f64", ms.float64), ("f16", ms.float16), ("f32", ms.float32)):
    a, b = Tensor(base, dt), Tensor(tg, dt)
    for name, f in cases.items():
        emit_error("%s_%s" % (name, dn), lambda: bits(Net(f)(a, b)))
        emit_error("%s_%s_eager" % (name, dn), lambda: bits(f(a, b)))
ai = Tensor(np.array([[1, -2, 3], [4, 0, -1]]), ms.int32)
bi = Tensor(np.array([[0, 1, 3], [2, 2, 2]]), ms.int32)
emit_error("mse_int_none", lambda: bits(ops.mse_loss(ai, bi, 'none')))
emit_error("mse_int_mean", lambda: bits(ops.mse_loss(ai, bi)))
