"""Tensor.copy_ with a broadcasting source in a Cell: the result (and the input) take the destination's shape
and dtype (tests/st/mint/overload/test_mint_copy_.py; graph code returned the (2, 1, 4) source)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        return x.copy_(y)


class NetInput(nn.Cell):
    def construct(self, x, y):
        x.copy_(y)
        return x * 2


x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
emit("same_shape", Net()(x, Tensor(np.ones((2, 3, 4), np.float32))))
x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
emit("broadcast", Net()(x, Tensor(-np.arange(8, dtype=np.float32).reshape(2, 1, 4))))
emit("broadcast_input_after", x)
x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
emit("broadcast_int_src", Net()(x, Tensor(np.arange(4, dtype=np.int32))))
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
emit("rebound_input", NetInput()(x, Tensor(np.array([7.0], np.float32))))
