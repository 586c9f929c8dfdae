"""ops.jvp of a function with several outputs: a tuple of primals and a tuple of tangents."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class TwoOut(nn.Cell):
    def construct(self, x):
        return x ** 3, 2 * x


class TwoInTwoOut(nn.Cell):
    def construct(self, x, y):
        return x * y, x + y * y


x = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
v = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
emit("jvp_one_input_two_outputs", ops.jvp(TwoOut(), x, v))
emit("jvp_two_inputs_two_outputs", ops.jvp(TwoInTwoOut(), (x, v), (v, x)))
