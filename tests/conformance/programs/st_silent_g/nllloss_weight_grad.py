"""Adapted from tests/st/ops/dynamic_shape/test_nllloss_dyn.py::test_nllloss_cpu_mean_dynamic_shape: the NLLLoss
primitive's bprop gives the weight zeros (ops.nll_loss, a composition, differentiates it); msgraph's NLLLoss
differentiated the weight too."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, reduction):
        super().__init__()
        self.op = P.NLLLoss(reduction=reduction)

    def construct(self, x, t, w):
        return self.op(x, t, w)


class Functional(nn.Cell):
    def construct(self, x, t, w):
        return ops.nll_loss(x, t, w, reduction='mean')


x = Tensor(np.array([[-1.3739, -2.2700, -3.2333, -2.4589, -0.6566],
                     [-1.2156, -2.6026, -1.2200, -1.8731, -1.7119],
                     [-0.7130, -3.3672, -1.5368, -1.8289, -2.3058]]).astype(np.float32))
t = Tensor(np.array([1, 0, 4]).astype(np.int32))
w = Tensor(np.array([0.2, 0.3, 0.1, 0.15, 0.25]).astype(np.float32))
for r in ("none", "mean", "sum"):
    net = Net(r)
    loss, total = net(x, t, w)
    g = ops.GradOperation(get_all=True, sens_param=True)(net)(x, t, w, (loss + 0.5, total + 0.5))
    emit(r + "_weight_grad", g[2])
    emit(r + "_logits_grad", g[0])
emit("functional_weight_grad", ops.GradOperation(get_all=True)(Functional())(x, t, w)[2])
