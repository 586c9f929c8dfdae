# ops.constexpr in graph code: runs at compile time on constant arguments (a shape), a function object
# argument arrives as None, and an exception it raises reaches the caller with its own class.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, jit
from mindspore.ops import operations as P
from mindspore.ops.primitive import constexpr
from _conf import emit, emit_error


@constexpr
def _check_rank1(shape):
    if len(shape) != 1:
        raise ValueError(f"Invalid shape {shape}")


@constexpr
def _first_plus_one(shape):
    return shape[0] + 1


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.shape = P.Shape()

    def construct(self, x, y):
        s = self.shape(x)
        _check_rank1(s)
        return x + y + _first_plus_one(s)


def _helper():
    return 0


@constexpr(check=False)
def _is_none(func):
    return func is None


@jit
def func_arg():
    return _is_none(_helper)


net = Net()
emit("shape_constexpr", net(Tensor(np.array([2, 4], np.int32)), Tensor(np.array([3, 5], np.int32))))
emit_error("constexpr_raises", lambda: net(Tensor(np.ones((2, 2), np.int32)), Tensor(np.array([3], np.int32))))
emit("function_arg_in_jit", func_arg())
