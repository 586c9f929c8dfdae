"""A Tensor with a ``register_hook`` hook passed at two differentiated positions (st compiler/tensor_hook
test_tensor_hook_outside_graph, adapted).  MindSpore 2.10's PyNative sums the two gradients, runs the hook once on
the sum and returns the hooked sum at both positions ([28, 32, 36] twice for ``a * b`` at x = [7, 8, 9] with a
doubling hook); its Graph mode hooks the first position's share only and returns the second unhooked ([14, 16, 18],
[7, 8, 9]) -- one Tensor given two different gradients, plainly a Graph-mode artifact: msgraph follows PyNative
there (it hooked each position's share, [14, 16, 18] twice, silently unlike both)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

FOLLOW_PYNATIVE = {"same_hooked_tensor_twice": "MindSpore's Graph mode hooks the first position's share only "
                                               "and gives one Tensor two different gradients"}


def dbl(g):
    return g * 2


class N(nn.Cell):
    def construct(self, a, b):
        return a * b


def same_twice():
    x = Tensor(np.array([7.0, 8.0, 9.0], np.float32))
    x.register_hook(dbl)
    return ms.grad(N(), grad_position=(0, 1))(x, x)


def two_tensors():
    x = Tensor(np.array([7.0, 8.0, 9.0], np.float32))
    y = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    x.register_hook(dbl)
    return ms.grad(N(), grad_position=(0, 1))(x, y)


emit_error("same_hooked_tensor_twice", same_twice)
emit_error("two_tensors_one_hooked", two_tensors)
