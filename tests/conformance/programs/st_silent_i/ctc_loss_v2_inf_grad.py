"""Adapted from tests/st/ops/cpu/test_ctclossv2_op.py::test_ctc_loss_v2_un_padded_grad: a batch entry whose target
cannot be aligned (loss inf) gets a NaN gradient over its input length from MindSpore 2.10's CPU CTCLossV2 kernel
(zero_infinity=False; zeros with zero_infinity=True); msgraph gave zeros either way (a silent difference)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.composite import GradOperation
from _conf import emit


class Net(nn.Cell):
    def __init__(self, zero_infinity):
        super().__init__()
        self.loss = ops.CTCLossV2(blank=0, reduction='none', zero_infinity=zero_infinity)

    def construct(self, x, t, il, tl):
        return self.loss(x, t, il, tl)[0]


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = GradOperation(get_all=True)

    def construct(self, *args):
        return self.grad(self.net)(*args)[0]


x = np.random.RandomState(0).randn(4, 3, 3)
x = x - np.log(np.exp(x).sum(2, keepdims=True))
t = Tensor(np.array([[1, 1, 1], [1, 2, 0], [1, 1, 0]], np.int64))
il = Tensor(np.array([4, 4, 2], np.int64))
tl = Tensor(np.array([3, 2, 2], np.int64))
for zi in (False, True):
    emit("loss_zero_inf_%s" % zi, Net(zi)(Tensor(x), t, il, tl))
    emit("grad_zero_inf_%s" % zi, Grad(Net(zi))(Tensor(x), t, il, tl))
