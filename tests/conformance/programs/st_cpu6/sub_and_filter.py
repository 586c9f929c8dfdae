"""Adapted from tests/st/ops/cpu/test_sub_and_filter_op.py: operations._embedding_cache_ops.SubAndFilter keeps the
values x - offset in [0, max_num) with their positions; non-integer input is a TypeError."""
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.ops.operations._embedding_cache_ops as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.SubAndFilter()

    def construct(self, x, max_num, offset):
        return self.op(x, max_num, offset)


emit("int32", Net()(Tensor([1, 3, 5, 8, 9, 16], ms.int32), 10, 5))
emit("int64", Net()(Tensor([7, -2, 0, 4, 100], ms.int64), 5, 0))
emit("none_kept", Net()(Tensor([1, 2], ms.int32), 3, 9))
emit_error("float_input", lambda: Net()(Tensor([1., 2.], ms.float32), 3, 1))
