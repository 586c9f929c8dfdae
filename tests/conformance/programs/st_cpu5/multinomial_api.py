"""Adapted from tests/st/ops/cpu/test_multinomial_op.py and test_multinomial_with_replacement_op.py: the shapes
and dtypes of composite.multinomial and MultinomialWithReplacement (values are random), and the numsamples check."""
import numpy as np
from mindspore import Tensor, ops, nn
from mindspore.ops import operations as P
from mindspore.ops import composite as C
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, sample, replacement, seed=0):
        super().__init__()
        self.sample, self.replacement, self.seed = sample, replacement, seed

    def construct(self, x):
        return C.multinomial(x, self.sample, self.replacement, self.seed)


class MWR(nn.Cell):
    def __init__(self, n, replacement):
        super().__init__()
        self.op = P.random_ops.MultinomialWithReplacement(n, replacement)

    def construct(self, x, seed, offset):
        return self.op(x, seed, offset)


def meta(t):
    return (str(t.dtype), tuple(t.shape))


x0 = Tensor(np.array([0.9, 0.2]).astype(np.float32))
x1 = Tensor(np.array([[0.9, 0.2], [0.9, 0.2]]).astype(np.float32))
emit("composite_1d", meta(Net(2, True, 20)(x0)))
emit("composite_2d", meta(Net(6, True, 20)(x1)))
x = Tensor(np.arange(1, 21).reshape(2, 10).astype(np.float32))
seed, offset = Tensor([50]), Tensor([20])
emit("mwr_net", meta(MWR(15, True)(x, seed, offset)))
emit("mwr_no_replacement", meta(MWR(3, False)(x, seed, offset)))
emit("mwr_functional", meta(ops.multinomial_with_replacement(x, seed, offset, 4, True)))
emit("mwr_1d", meta(ops.multinomial_with_replacement(x[0], seed, offset, 4, False)))
emit_error("mwr_too_many", lambda: ops.multinomial_with_replacement(x, seed, offset, 11, False))
