"""ops.nll_loss / nn.NLLLoss gradients as MindSpore 2.10's _nll_loss builds them (found by the adapt33o variant
sweep of st ops' functional tests): the target's log-probability is gathered (GatherD), so the gradient is +0.0
at the other classes (msgraph's one-hot product gave -0.0, printed "-0."), and the smoothing term is added even
at label_smoothing=0.  Values, gradients of the input and of the class weight, signs by np.signbit."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class G(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return ops.grad(self.f, (0, 1))(*a)


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


C = Tensor(np.array([1, 3, 0]), ms.int32)
D = Tensor(np.array([1, -100, 0]), ms.int64)
NEG0 = Tensor(np.float32(-0.0))


def nll(x, w):
    return ops.nll_loss(x, C)


def nll_ignore(x, w):
    return ops.nll_loss(x, D)


def nll_weight_sum(x, w):
    return ops.nll_loss(x, C, weight=w, reduction='sum')


def nll_weight_none(x, w):
    return ops.nll_loss(x, D, weight=w, reduction='none').sum()


def nll_smooth(x, w):
    return ops.nll_loss(x, C, label_smoothing=0.2)


def nll_cell(x, w):
    return nn.NLLLoss()(x, C)


def nll_cell_weight(x, w):
    return nn.NLLLoss(weight=w, reduction='sum')(x, D)


def nll_neg_zero(x, w):
    return ops.nll_loss(x * NEG0, C, reduction="none")


def signed(r):
    r = r if isinstance(r, tuple) else (r,)
    return tuple({"value": t, "signbit": np.signbit(t.asnumpy())} for t in r)


a = Tensor(np.array([[0.5, -1.0, 2.0, 0.0], [1.5, 3.0, -2.0, 0.25], [0.0, 0.0, 0.0, 0.0]], np.float32))
w = Tensor(np.array([1.0, 2.0, 1.5, 1.2], np.float32))
for f in (nll, nll_ignore, nll_weight_sum, nll_weight_none, nll_smooth, nll_cell, nll_cell_weight):
    emit_error(f.__name__, lambda: signed(Net(f)(a, w)))
    emit_error(f.__name__ + "_grad", lambda: signed(G(f)(a, w)))
emit_error("neg_zero_input", lambda: signed(Net(nll_neg_zero)(a, w)))
emit_error("f64_grad", lambda: signed(G(nll_ignore)(a.astype(ms.float64), w.astype(ms.float64))))
