"""Adapted from tests/st/ops/dynamic_shape/grad/test_bce_with_logits_loss.py::test_bcewithlogitsloss_dynamic_shape:
the gradient of BCEWithLogitsLoss is MindSpore's bprop (dx = ((t + 1 - y) s - t) dout with t = y pos_weight, the
label's (log(1 - s) - pos_weight log s) dout as softplus terms, times weight, over the size for 'mean'); msgraph
differentiated its forward composition, float16 results ulps off."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, reduction):
        super().__init__()
        self.op = ops.BCEWithLogitsLoss(reduction=reduction)

    def construct(self, p, y, w, pw):
        return self.op(p, y, w, pw)


class Plain(nn.Cell):
    def construct(self, p, y):
        return ops.BCEWithLogitsLoss()(p, y, None, None)


class Functional(nn.Cell):
    def construct(self, p, y, w, pw):
        return ops.binary_cross_entropy_with_logits(p, y, w, pw, 'sum')


h = np.float16
p = Tensor(np.arange(6).reshape(2, 3).astype(h))
y = Tensor(np.arange(34, 40).reshape(2, 3).astype(h))
w = Tensor(np.array([2, 3, 1]).astype(h))
pw = Tensor(np.array([6, 3, 4]).astype(h))
emit("test_case_mean", ops.GradOperation(get_all=True)(Net("mean"))(p, y, w, pw))

p = Tensor(np.array([[0, 1.5, -2], [3, -0.5, 0.25]], h))
y = Tensor(np.array([[0.2, 0.7, 0.5], [1, 0, 0.3]], h))
emit("mean", ops.GradOperation(get_all=True)(Net("mean"))(p, y, w, pw))
emit("sum", ops.GradOperation(get_all=True)(Net("sum"))(p, y, w, pw))
sens = Tensor(np.array([[1, 2, 3], [0.5, -1, 2]], h))
emit("none", ops.GradOperation(get_all=True, sens_param=True)(Net("none"))(p, y, w, pw, sens))
emit("no_weights", ops.GradOperation(get_all=True)(Plain())(p, y))
emit("functional", ops.GradOperation(get_all=True)(Functional())(p, y, w, pw))
emit("forward", (Net("none")(p, y, w, pw), Net("mean")(p, y, w, pw)))
