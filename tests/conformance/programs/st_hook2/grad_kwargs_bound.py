# Graph mode: a gradient function called with positional and keyword arguments binds them to the
# function's signature (defaults applied) and differentiates each at its parameter's position; a hook
# registered on a Tensor passed by keyword applies to its gradient.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

MODES = ("graph",)


class Net(nn.Cell):
    def construct(self, x, y, z=None):
        return x * y * 2 + (0 if z is None else z * x)


def triple(g):
    return g * 3


x = Tensor(np.array([1., 2.], np.float32))
y = Tensor(np.array([3., 5.], np.float32))
emit("get_all_kw", ops.GradOperation(get_all=True)(Net())(x, y=y))
emit("first_kw", ops.GradOperation()(Net())(x, y=y))
emit("three_kw", ops.GradOperation(get_all=True)(Net())(x, y, z=y))
yh = Tensor(np.array([3., 5.], np.float32))
yh.register_hook(triple)
emit("hook_on_kwarg", ops.GradOperation(get_all=True)(Net())(x, y=yh))
