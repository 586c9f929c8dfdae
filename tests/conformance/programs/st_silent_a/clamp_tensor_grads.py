"""Adapted from tests/st/ops/test_ops_clamp.py (TEST_OP's gradient check on integer-valued random inputs, where
ties and min > max are common): ops.clamp with Tensor bounds gives the gradient to max where min > max and to
nobody below min == max, as MindSpore 2.10's ClampTensor bprop (msgraph gave it to min); ties with x go to x."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, lo, hi):
        return ops.clamp(x, lo, hi)


x = Tensor(np.array([2., 3., 4., 4.5, 6., 2., 3., 9., 1., 5.], np.float32))
lo = Tensor(np.array([3., 3., 5., 5., 5., 3., 3., 3., 0., 4.], np.float32))
hi = Tensor(np.array([3., 3., 4., 4., 4., 2., 2., 3., 2., 5.], np.float32))
emit("clamp_tensor_elementwise", (Net()(x, lo, hi),) + tuple(ms.grad(Net(), (0, 1, 2))(x, lo, hi)))
x2 = Tensor(np.array([[3., 5., 7., 3.], [5., 2., 8., 4.]], np.float32))
lo2 = Tensor(np.array([[3.], [5.]], np.float32))
hi2 = Tensor(np.array([7., 7., 7., 4.], np.float32))
emit("clamp_tensor_broadcast", (Net()(x2, lo2, hi2),) + tuple(ms.grad(Net(), (0, 1, 2))(x2, lo2, hi2)))
