"""adapt39up: a ``@jit_class`` instance created inside graph code from non-constant arguments (MindSpore 2.10 CPU;
adapted from ut graph_syntax/test_jit_class.py, test_ms_class_create_instance_attr, which passes an int).

MindSpore's graph code takes only constants as the constructor's arguments: a Tensor input or a mutable number is
its TypeError "When creating an instance of 'X', all arguments are required to be constants" (an @ms.jit function
and a Graph-mode Cell alike); msgraph made the instance and computed (SILENT).  Python numbers, constant Tensors
made in the graph and the instance's methods work in both; PyNative runs the class as Python."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, jit_class
from _conf import emit, emit_error

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@jit_class
class FromInput:
    def __init__(self, val, scale=1):
        self.number = val + 3
        self.scale = scale

    def get(self):
        return self.number * 2 * self.scale


class MakeNet(nn.Cell):
    def construct(self, x):
        o = FromInput(x)
        return o.get()


class MakeIntNet(nn.Cell):
    def construct(self, n):
        o = FromInput(n, scale=2)
        return o.number, o.get()


class MakeKwNet(nn.Cell):
    def construct(self, x):
        o = FromInput(1, scale=x)
        return o.get()


@ms.jit
def make_from_tensor(x):
    return FromInput(x).get()


@ms.jit
def make_from_const():
    o = FromInput(Tensor(2, ms.int32))
    p = FromInput(2.5)
    return o.get(), p.number


@ms.jit
def make_from_mutable(n):
    return FromInput(n).number


emit_error("cell_tensor_arg", lambda: MakeNet()(X))
emit_error("cell_tensor_kwarg", lambda: MakeKwNet()(X))
emit_error("jit_tensor_arg", lambda: make_from_tensor(X))
emit_error("jit_mutable_arg", lambda: make_from_mutable(ms.mutable(4)))
emit("cell_int_arg", MakeIntNet()(2))
emit("jit_const_args", make_from_const())
