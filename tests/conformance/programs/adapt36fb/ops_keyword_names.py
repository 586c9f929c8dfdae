"""MindSpore 2.10's parameter names of the elementwise function forms, used as keywords (found by the adapt36fb
sweep of st compiler/fallback: `ops.mul(**{"input": x, "other": 2})` in graph code): `ops.add(input=x,
other=y)`, `ops.pow(input=x, exponent=2)`, `ops.exp(input=x)`, ... in PyNative, in `@ms.jit` and in a Cell.
msgraph had named them `x` / `y` (a TypeError "unexpected keyword argument 'input'")."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

x = Tensor(np.array([-1.5, 2.25, 0.5], np.float32))
y = Tensor(np.array([2.0, -1.0, 4.0], np.float32))
b = Tensor(np.array([True, False, True]))


def binaries(x, y):
    return (ops.add(input=x, other=y), ops.sub(input=x, other=2), ops.mul(input=x, other=y),
            ops.maximum(input=x, other=y), ops.minimum(x, other=y), ops.pow(input=x, exponent=2),
            ops.equal(input=x, other=y), ops.not_equal(input=x, other=y), ops.greater(input=x, other=y),
            ops.greater_equal(input=x, other=y), ops.less_equal(input=x, other=y), ops.atan2(input=x, other=y),
            ops.logical_and(input=x > 0, other=y > 0), ops.logical_or(input=x > 0, other=y > 0))


def unaries(x):
    return (ops.abs(input=x), ops.exp(input=x), ops.sin(input=x), ops.cos(input=x), ops.tanh(input=x),
            ops.sigmoid(input=x), ops.neg(input=x), ops.square(input=x), ops.sign(input=x), ops.floor(input=x),
            ops.isnan(input=x), ops.isfinite(input=x), ops.erf(input=x), ops.log1p(input=ops.abs(x)),
            ops.rsqrt(input=ops.abs(x)), ops.log(input=ops.abs(x)), ops.logical_not(input=x > 0),
            ops.sqrt(x=ops.abs(x)))


def unpacked(x):
    d = {"input": x, "other": 2}
    return ops.mul(**d), ops.add(**d), ops.sub(**d), ops.maximum(**d)


class Net(nn.Cell):
    def construct(self, x, y):
        return binaries(x, y), unaries(x), unpacked(x)


emit_error("pynative_binaries", lambda: binaries(x, y))
emit_error("pynative_unaries", lambda: unaries(x))
emit_error("pynative_unpacked", lambda: unpacked(x))
emit_error("jit_binaries", lambda: ms.jit(binaries)(x, y))
emit_error("jit_unaries", lambda: ms.jit(unaries)(x))
emit_error("jit_unpacked", lambda: ms.jit(unpacked)(x))
emit_error("cell", lambda: Net()(x, y))
emit_error("old_name_x", lambda: ops.add(x=x, y=y))
emit_error("old_name_exp", lambda: ops.exp(x=x))
emit_error("bitwise", lambda: (ops.bitwise_and(input=Tensor(np.array([6, 3], np.int32)), other=Tensor(np.array([3, 5], np.int32))),
                              ops.floor_div(x=x, y=y)))
