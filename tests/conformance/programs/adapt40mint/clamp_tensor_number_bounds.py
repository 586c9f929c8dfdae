"""`mint.clamp` / `Tensor.clamp` / `Tensor.clip` with one Tensor and one Python-number bound (st/mint/overload
test_mint_clamp's ClampNet called with `(x, Tensor(5), 20)`): MindSpore 2.10 has no overload mixing them, so a 0-d
Tensor bound is read as its number and the scalar overload decides the dtype -- a float16 input stays float16 with
a float32 0-d bound, an int input is float32 with a float bound and keeps its dtype with an int one (uint8 with an
int64 0-d bound: uint8); a bound of rank >= 1 is a TypeError.  msgraph promoted with the Tensor (float32, float64,
int64 results; found by the adapt40mint sweep).  Graph mode: MindSpore's compiled scalar overload gives float64 for
an int input with a 0-d float bound (float32 in its PyNative); msgraph follows PyNative."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit, emit_error

x16 = Tensor(np.array([1.0, 5.0, 9.0]), ms.float16)
x32 = Tensor(np.array([1.0, 5.0, 9.0]), ms.float32)
xi = Tensor(np.array([1, 5, 9]), ms.int32)
xu = Tensor(np.array([1, 5, 9]), ms.uint8)
b32 = Tensor(2.5, ms.float32)
b64 = Tensor(2.5, ms.float64)
bi = Tensor(2, ms.int64)
b1 = Tensor([2.5], ms.float32)


class MinT(nn.Cell):
    def construct(self, x, b):
        return mint.clamp(x, b, 3)


class MaxT(nn.Cell):
    def construct(self, x, b):
        return mint.clamp(x, 0, b)


class Method(nn.Cell):
    def construct(self, x, b):
        return x.clamp(min=b, max=7.5)


class Clip(nn.Cell):
    def construct(self, x, b):
        return x.clip(b, 3)


min_t, max_t, method, clip = MinT(), MaxT(), Method(), Clip()
emit("f16_min_f32", min_t(x16, b32))
emit("f16_max_f32", max_t(x16, b32))
emit("f16_min_f64", min_t(x16, b64))
emit("f32_min_f64", min_t(x32, b64))
emit("f16_method_f32", method(x16, b32))
emit("f16_clip_f32", clip(x16, b32))
emit("i32_min_i64", min_t(xi, bi))
emit("u8_min_i64", min_t(xu, bi))
emit("u8_max_i64", max_t(xu, bi))
emit("i32_method_i64", method(xi, bi))
emit("i32_min_f32", min_t(xi, b32))
emit("u8_max_f16", max_t(xu, Tensor(2.5, ms.float16)))
emit("i32_both_tensors", mint.clamp(xi, bi, Tensor(7.5, ms.float64)))
emit_error("f32_min_rank1", lambda: min_t(x32, b1))
emit_error("i32_max_rank1", lambda: max_t(xi, b1))
emit_error("f16_method_rank1", lambda: method(x16, b1))
emit_error("bool_bound", lambda: min_t(x32, Tensor(True)))
emit_error("bool_input", lambda: min_t(Tensor(np.array([True, False])), b32))

FOLLOW_PYNATIVE = {
    "i32_min_f32": "MindSpore's Graph-mode ClampScalar of an int input with a 0-d float bound is float64",
    "u8_max_f16": "MindSpore's Graph-mode ClampScalar of an int input with a 0-d float bound is float64",
}
