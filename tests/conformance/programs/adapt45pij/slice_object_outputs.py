"""A graph returning a Python ``slice`` that holds a Tensor (``slice(x, 1, 2)``) returns that Tensor (msgraph
returned its symbolic placeholder: SILENT), and value_and_grad of such a Cell gives the slice's Tensor no
sensitivity, in 'ast' jit, bytecode capture and PyNative (st pi_jit one_stage/test_grad
test_value_and_grad_operation_with_invalid_output / _with_side_effect)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn, ops
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        return x + y, slice(x, 1, 2), None, "a"


class GradBytecode(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Net()

    @jit(capture_mode="bytecode")
    def construct(self, x, y):
        return ops.value_and_grad(self.net)(x, y)


class GradAst(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Net()

    @jit
    def construct(self, x, y):
        return ops.value_and_grad(self.net, grad_position=(0, 1))(x, y)


@jit(capture_mode="bytecode")
def slice_out_bc(x, y):
    return x * y, slice(x, None, y)


@jit
def slice_out_ast(x):
    return slice(1, x, 2), x - 1


def show(v):
    """a slice printed through its parts (the recorder has no slice kind)"""
    if isinstance(v, slice):
        return ("slice", v.start, v.stop, v.step)
    if isinstance(v, tuple):
        return tuple(show(e) for e in v)
    return v


a = Tensor(np.array([1.0, 4.0], np.float32))
b = Tensor(np.array([2.0, -1.0], np.float32))
emit("net_forward", show(Net()(a, b)))
emit("bytecode_slice_out", show(slice_out_bc(a, b)))
emit("ast_slice_out", show(slice_out_ast(a)))
emit("value_and_grad_pynative", show(ops.value_and_grad(Net())(a, b)))
emit("value_and_grad_in_bytecode", show(GradBytecode()(a, b)))
emit("value_and_grad_in_ast", show(GradAst()(a, b)))
