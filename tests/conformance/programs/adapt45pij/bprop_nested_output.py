"""A Cell with a custom bprop whose construct returns a nested tuple (its output and a gradient it takes), under
GradOperation(get_all=True): the unused inner outputs get zero sensitivities (st pi_jit gradient/
test_custom_cell_bprop_pijit test_grad_in_bprop_1/2/3, test_grad_inline_bprop_two_input; msgraph raised
DTypeError "Failed calling ZerosLike with Tuple<Tensor, Tensor>")."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from _conf import emit, emit_error

MODES = ("pynative",)
grad_all = C.GradOperation(get_all=True)


class TwoInput(nn.Cell):
    @jit(capture_mode="bytecode")
    def construct(self, x, y):
        return x * y


class InlineBprop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = TwoInput()

    @jit(capture_mode="bytecode")
    def construct(self, x, y):
        return self.f(x, y), grad_all(self.f)(x, y)

    def bprop(self, x, y, out, dout):
        grads = grad_all(self.f)(x, y)
        return grads[0] * 2, grads[1] * 2


class Relu(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = P.ReLU()

    @jit(capture_mode="bytecode")
    def construct(self, x, y):
        return self.relu(x)


class Middle(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = Relu()

    @jit(capture_mode="bytecode")
    def construct(self, x, y):
        return self.f(x, y), grad_all(self.f)(x, y)

    def bprop(self, x, y, out, dout):
        grads = grad_all(self.f)(x, y)
        return out[1][0] + 10, grads[1] + 10


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = Middle()

    @jit(capture_mode="bytecode")
    def construct(self, x, y):
        return self.f(x, y)


class TupleOut(nn.Cell):
    def construct(self, x, y):
        return x * y, (x + y, x - y)

    def bprop(self, x, y, out, dout):
        return dout[0] + 1, dout[0] * 3


a = Tensor(np.array([[1.0, -2.0], [3.0, 4.0]], np.float32))
b = Tensor(np.array([[3.0, 3.0], [0.5, -1.0]], np.float32))
emit("inline_bprop_forward", InlineBprop()(a, b))
emit("inline_bprop_grads", grad_all(InlineBprop())(a, b))
emit("outer_middle_grads", grad_all(Outer())(a, b))
emit("tuple_out_grads", grad_all(TupleOut())(a, b))
emit("tuple_out_ms_grad", ms.grad(TupleOut(), grad_position=(0, 1))(a, b))
