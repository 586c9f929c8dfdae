"""A Python int argument of a graph must fit int64: MindSpore raises RuntimeError (pybind11's cast
message) before compiling; the int64 extremes themselves are accepted."""
import mindspore as ms
from mindspore import nn, jit
from _conf import emit, emit_error

MODES = ("graph",)


class XorNet(nn.Cell):
    def construct(self, x, y):
        return x ^ y


class ShiftNet(nn.Cell):
    def construct(self, x, y):
        return x << y


@jit
def add_one(x):
    return x + 1


emit_error("xor_too_large", XorNet(), 9223372036854775807 + 1, 2)
emit_error("shift_too_large", ShiftNet(), 9223372036854775807 + 1, 2)
emit_error("jit_too_small", add_one, -9223372036854775808 - 1)
emit("xor_int64_max", XorNet()(9223372036854775807, 2))
emit("jit_int64_min", add_one(-9223372036854775808))
