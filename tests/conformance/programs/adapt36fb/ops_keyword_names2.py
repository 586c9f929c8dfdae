"""MindSpore 2.10's parameter names of `ops.select` / `ops.where` (condition, input, other), `ops.tile` (input,
dims) and `ops.cast` (input, dtype) as keywords, in PyNative, `@ms.jit` and a Cell (the adapt36fb signature
comparison of `ms.ops`); msgraph had named them cond / x / y, multiples and input_x (TypeErrors)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

x = Tensor(np.array([[-1.5, 2.0], [0.5, -3.0]], np.float32))
y = Tensor(np.zeros((2, 2), np.float32))


def calls(x, y):
    c = x > 0
    return (ops.select(condition=c, input=x, other=y), ops.where(condition=c, input=x, other=y),
            ops.select(c, x, other=y), ops.tile(x, dims=(1, 2)), ops.tile(input=x, dims=(2, 1)),
            ops.cast(input=x, dtype=ms.float16), ops.cast(x, dtype=ms.int32))


class Net(nn.Cell):
    def construct(self, x, y):
        return calls(x, y)


emit_error("pynative", lambda: calls(x, y))
emit_error("jit", lambda: ms.jit(calls)(x, y))
emit_error("cell", lambda: Net()(x, y))
emit_error("old_multiples", lambda: ops.tile(x, multiples=(1, 2)))
emit_error("old_cond", lambda: ops.select(cond=x > 0, x=x, y=y))
emit_error("old_input_x", lambda: ops.cast(input_x=x, dtype=ms.float16))
