"""Adapted from tests/st/ops/cpu/test_assert_op.py: P.Assert passes (int32 [0]) on a true condition (Python bool
or one-element Tensor) and raises RuntimeError when false; a condition with several elements is a ValueError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, summarize):
        super().__init__()
        self.op = P.Assert(summarize)

    def construct(self, cond, data):
        return self.op(cond, data)


a = Tensor(np.arange(13, dtype=np.float32))
b = Tensor(np.array([4, -4], np.int16))
c = Tensor(np.array([True, False]))
emit("true_bool", Net(10)(True, [a, b, c]))
emit("true_tensor_shape", Net(3)(Tensor(np.array([True])), [a]).shape)
emit_error("false_raises", Net(10), False, [a, b, c])
emit_error("condition_two_elements", Net(3), Tensor(np.array([True, False])), [a])
