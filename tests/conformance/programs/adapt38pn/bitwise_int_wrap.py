"""adapt38pn: ``&`` / ``|`` / ``^`` of an int8 / uint8 / int16 Tensor and a Python int outside its range (300, -2,
-129, 2**40) compute on the int wrapped to the Tensor's dtype in MindSpore 2.10, both modes (300 & 0xff = 44 for
int8); msgraph raised OverflowError (numpy's)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

u8 = Tensor(np.array([1, 0, 3, 200], np.uint8))
i8 = Tensor(np.array([1, -128, 3, 127], np.int8))
i16 = Tensor(np.array([1, -32768, 3, 32767], np.int16))


class And300(nn.Cell):
    def construct(self, x):
        return x & 300


class OrM2(nn.Cell):
    def construct(self, x):
        return x | -2


class XorM129(nn.Cell):
    def construct(self, x):
        return x ^ -129


class Chain(nn.Cell):
    def construct(self, x):
        return (x ^ 1000) & 300 | -5


for name, t in (("u8", u8), ("i8", i8), ("i16", i16)):
    emit(f"and_300_{name}", And300()(t))
    emit(f"or_m2_{name}", OrM2()(t))
    emit(f"xor_m129_{name}", XorM129()(t))
    emit(f"chain_{name}", Chain()(t))
emit_error("rand_300_u8", lambda: 300 & u8)
emit("and_2pow40_u8", u8 & 2 ** 40)
emit("xor_255_i8", i8 ^ 255)
emit("bitwise_and_fn_i8", ms.ops.bitwise_and(i8, Tensor(np.array([7], np.int8))))
