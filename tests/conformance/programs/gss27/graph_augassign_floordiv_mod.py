"""graph_semantics_sweep (gss27): ``x //= y`` and ``x %= y`` on a Tensor in graph code run in place as ``+=``, ``-=``,
``*=``, ``/=`` do (MindSpore 2.10): x keeps its dtype, y is cast to it first (``int32 //= 1.5`` divides by 1,
``int64 %= 1.5`` takes the remainder by 1); a bool x is refused by ``+=``, ``-=`` and ``/=`` (TypeError) and kept by
``//=``.  msgraph promoted ``//=`` and ``%=`` as PyNative does and computed on bools."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


class FloorDiv(nn.Cell):
    def construct(self, x, y):
        x //= y
        return x


class Mod(nn.Cell):
    def construct(self, x, y):
        x %= y
        return x


class Add(nn.Cell):
    def construct(self, x, y):
        x += y
        return x


class Div(nn.Cell):
    def construct(self, x, y):
        x /= y
        return x


class Sub(nn.Cell):
    def construct(self, x, y):
        x -= y
        return x


def i32():
    return Tensor(np.array([1, 5, -7], np.int32))


def u8():
    return Tensor(np.array([1, 2, 3], np.uint8))


def f16():
    return Tensor(np.array([1.0, 5.0, -7.0], np.float16))


def bools():
    return Tensor(np.array([True, False, True]))


F32 = Tensor(np.array([2.0, 2.0, 2.0], np.float32))
I32 = Tensor(np.array([2, 2, 2], np.int32))

emit("floordiv_i32_float", FloorDiv()(i32(), 1.5))
emit("floordiv_i32_tf32", FloorDiv()(i32(), F32))
emit("floordiv_i32_t0d_i64", FloorDiv()(i32(), Tensor(2)))
emit("floordiv_u8_ti32", FloorDiv()(u8(), I32))
emit("floordiv_f16_tf32", FloorDiv()(f16(), F32))
emit("floordiv_i32_int", FloorDiv()(i32(), 2))
emit("mod_i32_float", Mod()(i32(), 1.5))
emit("mod_i32_tf32", Mod()(i32(), F32))
emit("mod_i64_float", Mod()(Tensor(np.array([4, 5, 6], np.int64)), 1.5))
emit("mod_u8_ti32", Mod()(u8(), I32))
emit("mod_f16_tf32", Mod()(f16(), F32))
emit("floordiv_bool_int", FloorDiv()(bools(), 2))
emit_error("add_bool_int", lambda: Add()(bools(), 2))
emit_error("add_bool_tensor", lambda: Add()(bools(), I32))
emit_error("div_bool_float", lambda: Div()(bools(), 0.5))
emit_error("sub_bool_int", lambda: Sub()(bools(), 1))
