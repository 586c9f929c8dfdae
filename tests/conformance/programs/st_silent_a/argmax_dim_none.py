"""Adapted from tests/st/ops/cpu/test_argmax_op.py::test_argmax_functional: ops.argmax / Tensor.argmax with
dim=None give the 0-d index of the flattened input whatever keepdim (msgraph gave shape (1, 1) for keepdim=True);
a 0-d input gives 0 for any axis (msgraph: a ShapeError for axis 0)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        return ops.argmax(x, None, True), ops.argmax(x, dim=None, keepdim=False), x.argmax(None, True), \
            ops.argmax(x, 1, True), ops.argmax(x, 0, False)


x = Tensor(np.array([[1, 3, 2], [4, 6, 5], [7, 9, 8]], np.int32))
emit("argmax_dim_none_keepdim", Net()(x))


class Scalar(nn.Cell):
    def construct(self, x):
        return ops.argmax(x, None, True), ops.argmax(x, 0, True)


emit("argmax_0d", Scalar()(Tensor(np.float32(3))))
