"""ops.CTCLoss (MindSpore 2.10's docstring example with valid labels): loss and gradient; where the posterior of a
class equals its probability the gradient is exactly 0 (MindSpore's kernel takes the difference in float32), not a
1e-16 residue that would make print() switch to scientific notation.  (The docstring's own labels equal the blank
class: see docs/differences.md, session 25.)"""
import numpy as np
import mindspore
from mindspore import Tensor, ops, nn
from _conf import emit_error

X = Tensor(np.array([[[0.3, 0.6, 0.6], [0.4, 0.3, 0.9]], [[0.9, 0.4, 0.2], [0.9, 0.9, 0.1]],
                     [[0.2, 0.1, 0.5], [0.3, 0.3, 0.3]]]).astype(np.float32))
LI = Tensor(np.array([[0, 0], [0, 1], [1, 0]]), mindspore.int64)
LV = Tensor(np.array([0, 1, 1]), mindspore.int32)
SL = Tensor(np.array([3, 3]), mindspore.int32)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ctc = ops.CTCLoss()

    def construct(self, x, li, lv, sl):
        return self.ctc(x, li, lv, sl)


def run():
    loss, grad = Net()(X, LI, LV, SL)
    g = grad.asnumpy()
    return loss, grad, int((g == 0).sum()), float(np.abs(g[np.abs(g) < 1e-6]).max(initial=0.0))


emit_error("loss_grad_zeros", run)
