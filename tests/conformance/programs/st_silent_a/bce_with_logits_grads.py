"""Adapted from tests/st/ops/test_ops_binary_cross_entropy_with_logits.py (TEST_OP's gradient check):
MindSpore 2.10's BCEWithLogitsLoss bprop gives weight and pos_weight zero gradients (msgraph differentiated
through them) for ops.binary_cross_entropy_with_logits, the BCEWithLogitsLoss primitive and mint's function."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _conf import emit


class Net(nn.Cell):
    def __init__(self, kind, reduction):
        super().__init__()
        self.kind, self.reduction = kind, reduction
        self.prim = ops.BCEWithLogitsLoss(reduction)

    def construct(self, x, t, w, p):
        if self.kind == "ops":
            return ops.binary_cross_entropy_with_logits(x, t, w, p, self.reduction)
        if self.kind == "prim":
            return self.prim(x, t, w, p)
        return mint.nn.functional.binary_cross_entropy_with_logits(x, t, w, self.reduction, p)


x = Tensor(np.array([[-0.8, 1.2, 0.7], [-0.1, -0.4, 0.7]], np.float32))
t = Tensor(np.array([[0.3, 0.8, 1.2], [-0.6, 0.1, 2.2]], np.float32))
w = Tensor(np.array([1.0, 2.0, 1.0], np.float32))
p = Tensor(np.array([1.0, 1.5, 1.0], np.float32))
for kind, red in (("ops", "mean"), ("prim", "none"), ("mint", "sum")):
    net = Net(kind, red)
    emit(f"bce_logits_{kind}_{red}", (net(x, t, w, p),) + tuple(ms.grad(net, grad_position=(0, 1, 2, 3))(x, t, w, p)))
