"""In-place Tensor methods (add_, mul_, sub_) in graph code: the Tensor's name (and every other name
for it) holds the new value afterwards, and a Tensor argument of a Cell or a jit function is
updated in the caller, as MindSpore 2.10 does."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

MODES = ("graph",)   # MindSpore 2.10 PyNative (CPU) leaves the Tensor unchanged: z.add_(y) is a no-op there


class Local(nn.Cell):
    def construct(self, x, y):
        z = x * 1
        w = z
        z.add_(y)
        z.mul_(2)
        return z, w


class OnArg(nn.Cell):
    def construct(self, x, y):
        x.add_(y)
        return x * 2


class IntArg(nn.Cell):
    def construct(self, x):
        x.add_(1.5)
        return x


@ms.jit
def jit_arg(x, y):
    x.add_(y)
    return x * 2


y = Tensor(np.array(3.0, np.float32))
x = Tensor(np.array([1.0, 2.0], np.float32))
emit("local_aliases", Local()(x, y))
emit("local_caller_unchanged", x)
x = Tensor(np.array([1.0, 2.0], np.float32))
emit("cell_arg", OnArg()(x, y))
emit("cell_arg_caller", x)
xi = Tensor(np.array([1, 2], np.int32))
emit("int_arg_float_operand", IntArg()(xi))
emit("int_arg_caller", xi)
x = Tensor(np.array([1.0, 2.0], np.float32))
emit("jit_arg", jit_arg(x, y))
emit("jit_arg_caller", x)
x = Tensor(np.array([1.0, 2.0], np.float32))
emit("grad_local", ms.grad(Local(), grad_position=(0, 1))(x, y))
