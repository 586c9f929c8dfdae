"""ops.bitwise_left_shift / bitwise_right_shift with a Python number on either side (MindSpore 2.10's
tests/st/ops test_bitwise_shift style inputs, found probing number operands): MindSpore converts the number to the
Tensor's dtype, wrapping around as a C cast (300 beside an int8 Tensor is 44, a bool is 1). msgraph gave Int64 for
a number on the left, refused a bool, and shifted 300 unwrapped."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from _conf import emit

ti = Tensor(np.array([1, 2], np.int32))
t8 = Tensor(np.array([1, 2], np.int8))
tu = Tensor(np.array([1, 5], np.uint8))


class Shifts(nn.Cell):
    def construct(self, ti, t8, tu):
        return (ops.bitwise_left_shift(1, ti), ops.bitwise_left_shift(ti, 1), ops.bitwise_left_shift(3, t8),
                ops.bitwise_left_shift(t8, 3), ops.bitwise_left_shift(1, tu), ops.bitwise_left_shift(True, ti),
                ops.bitwise_right_shift(8, ti), ops.bitwise_right_shift(tu, 1), ops.bitwise_right_shift(ti, True))


emit("shifts", list(Shifts()(ti, t8, tu)))
emit("wraparound_left", ops.bitwise_left_shift(300, t8))
emit("wraparound_right", ops.bitwise_right_shift(300, t8))
