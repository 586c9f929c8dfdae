"""Adapted from tests/st/ops/gpu/test_argmax_op.py (test_argmax_functional): ops.argmax / Tensor.argmax with
dim=None ignore keepdim (a 0-d int64 index of the flattened input)."""
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import functional as F
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        return (F.argmax(x, dim=None, keepdim=True), F.argmax(x, dim=None, keepdim=False),
                F.argmax(x, dim=0, keepdim=True), F.argmax(x, dim=1, keepdim=True), x.argmax(None, True),
                ops.argmin(x, None, True))


x = Tensor([[1, 3, 2], [4, 6, 5], [7, 9, 8]], ms.int32)
emit("argmax_dim_none", Net()(x))
