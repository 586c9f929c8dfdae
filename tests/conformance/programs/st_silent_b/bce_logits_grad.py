"""Adapted from tests/st/ops/dynamic_shape/grad/test_bce_with_logits_loss.py: the gradients of BCEWithLogitsLoss /
ops.binary_cross_entropy_with_logits reach the logits and the labels; weight and pos_weight get zeros."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, reduction, functional=False):
        super().__init__()
        self.op = ops.BCEWithLogitsLoss(reduction)
        self.reduction = reduction
        self.functional = functional

    def construct(self, p, t, w, pw):
        if self.functional:
            return ops.binary_cross_entropy_with_logits(p, t, w, pw, self.reduction)
        return self.op(p, t, w, pw)


p = Tensor(np.arange(6).reshape(2, 3).astype(np.float32) * 0.5 - 1)
t = Tensor(np.array([[0, 1, 0.5], [1, 0, 0.25]], np.float32))
w = Tensor(np.array([2, 3, 1], np.float32))
pw = Tensor(np.array([6, 3, 4], np.float32))
for reduction, functional in (("mean", False), ("none", False), ("sum", True)):
    emit(f"grad_{reduction}", ops.GradOperation(get_all=True)(Net(reduction, functional))(p, t, w, pw), rtol=1e-5)
