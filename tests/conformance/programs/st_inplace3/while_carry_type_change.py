# A value carried around a Tensor while loop whose shape or dtype the body changes (0-d -> (1,),
# int32 -> float32): MindSpore specializes the loop body again for the new type, so the loop runs
# when the value is not read after the loop with its old type (st control test_ascend_control_sink.py
# and auto_monad test_auto_monad_expression.py::test_mixed_while_if).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class ShapeChange(nn.Cell):
    def construct(self, x, y, c2, c4):
        out = c4
        while x < c2:
            y = c4
            while y < c2 and x < c2:
                y = y + 3
            out = out + y
            x = x + 1
        return out + x


class DtypeChange(nn.Cell):
    def __init__(self):
        super().__init__()
        self.var = Parameter(Tensor(np.array([1.0], np.float32)), name="var")

    def construct(self, x, y, c2):
        out = c2 * 1.0
        while x < c2:
            ops.assign(self.var, x)
            y = self.var
            while y < c2:
                y = y + 2
            out = out + y
            x = x + 3
        return out


class LiveChange(nn.Cell):
    def construct(self, x, y):
        while x < 4:
            y = y * 0.5 + x
            x = x + 1
        return x * 2


class ReadAfter(nn.Cell):
    """y (int32) becomes float32 in the loop and is read after it: what follows the loop runs per type
    and the results join at the return (float32 either way)."""

    def __init__(self):
        super().__init__()
        self.a = Parameter(Tensor(np.array([0.5], np.float32)), name="a")

    def construct(self, x, y):
        while x < 4:
            y = self.a * 2 + x
            x = x + 1
        for _ in range(2):
            y = y + self.a
        return y * 2


i32 = lambda v: Tensor(np.array(v, np.int32))
emit("shape_change", ShapeChange()(i32(2), i32(14), i32([9]), i32([0])))
emit("shape_change_no_iter", ShapeChange()(i32(20), i32(14), i32([9]), i32([0])))
emit("dtype_change", DtypeChange()(i32([1]), i32(5), i32([8])))
emit("live_dtype_change", LiveChange()(i32(0), i32(3)))
emit("read_after", ReadAfter()(i32([1]), i32([7])))
emit("read_after_no_iter", ReadAfter()(i32([9]), i32([7])))
