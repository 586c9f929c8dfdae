"""ops.grad with grad_position at a Python number input: an empty tuple (nothing to differentiate)."""
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class Inner(nn.Cell):
    def construct(self, x):
        return x * 2 + 1


class G(nn.Cell):
    def __init__(self):
        super().__init__()
        self.g = ops.grad(Inner(), grad_position=0)

    def construct(self, x):
        return self.g(x)


emit("grad_of_int_input_in_cell", G()(3))
emit("grad_of_int_input", ops.grad(Inner(), grad_position=0)(3))
