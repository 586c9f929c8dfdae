"""Two-Tensor dtype rules of more Tensor methods (found by the adapt35t sweep s6_methods of st/tensor: test_lcm,
test_fmax, test_addcmul (tensor/test_addmm...), test_lgamma, test_slice_scatter / test_select_scatter,
test_index_put): MindSpore 2.10 promotes two Tensor dtypes for `lcm` (int8 with int32 is Int32) and `fmax` (int8 with
float32 Float32, int32 with int8 Int32) before checking the kernel's dtypes; `addcmul` of mixed float dtypes,
`slice_scatter` / `select_scatter` with src of another dtype are TypeErrors; `lgamma` of int8 / uint8 a TypeError;
`index_put` with values of another dtype IndexPut's TypeError (checked first), with 0-d values its
ValueError.  msgraph rejected the first and computed the others."""
import numpy as np
from mindspore import Tensor, nn
from _conf import emit, emit_error

a8 = Tensor(np.array([4, 6, -8], np.int8))
a16 = Tensor(np.array([4, 6, -8], np.int16))
a32 = Tensor(np.array([6, 9, 12], np.int32))
u8 = Tensor(np.array([4, 6, 8], np.uint8))
f32 = Tensor(np.array([1., 7., -3.], np.float32))
f16 = Tensor(np.array([1., 2., 3.], np.float16))
f64 = Tensor(np.array([1., 2., 3.], np.float64))


class Lcm(nn.Cell):
    def construct(self, x, y):
        return x.lcm(y)


class Fmax(nn.Cell):
    def construct(self, x, y):
        return x.fmax(y)


for name, (x, y) in {"i8_i32": (a8, a32), "i32_i8": (a32, a8), "i8_i64": (a8, Tensor(np.int64(4))), "i8_i8": (a8, a8),
                     "u8_i16": (u8, a16), "i32_i32": (a32, a32)}.items():
    emit_error("lcm_" + name, lambda x=x, y=y: x.lcm(y))
    emit_error("cell_lcm_" + name, lambda x=x, y=y: Lcm()(x, y))
for name, (x, y) in {"i8_f32": (a8, f32), "i32_f32": (a32, f32), "f16_f32": (f16, f32), "f32_f64": (f32, f64),
                     "i32_i8": (a32, a8), "i32_i32": (a32, a32)}.items():
    emit_error("fmax_" + name, lambda x=x, y=y: x.fmax(y))
    emit_error("cell_fmax_" + name, lambda x=x, y=y: Fmax()(x, y))
for name, (x, y, z) in {"f16_f32_f32": (f16, f32, f32), "f32_f16_f16": (f32, f16, f16), "f32_f32_f16": (f32, f32, f16),
                        "f32_f32_f32": (f32, f32, f32), "i32": (a32, a32, a32)}.items():
    emit_error("addcmul_" + name, lambda x=x, y=y, z=z: x.addcmul(y, z, value=2))
for name, x in {"i8": a8, "u8": u8, "i32": a32, "f16": f16}.items():
    emit_error("lgamma_" + name, lambda x=x: x.lgamma())
emit_error("slice_scatter_f16_f32", lambda: f16.slice_scatter(f32[:1], 0, 0, 1))
emit_error("slice_scatter_f32_f32", lambda: f32.slice_scatter(f32[:1], 0, 0, 1))
emit_error("select_scatter_f16_f32", lambda: f16.select_scatter(f32[0], 0, 0))
I = (Tensor(np.array([0, 1])),)
emit_error("index_put_0d", lambda: f32.index_put(I, Tensor(np.float32(9))))
emit_error("index_put_1", lambda: f32.index_put(I, Tensor(np.array([9.], np.float32))))
emit_error("index_put_2", lambda: f32.index_put(I, Tensor(np.array([9., 8.], np.float32))))
emit_error("index_put_2d", lambda: f32.index_put(I, Tensor(np.array([[9., 8.]], np.float32))))
emit_error("index_put_f16_values", lambda: f32.index_put(I, Tensor(np.array([9., 8.], np.float16))))
emit_error("index_put_i64_values_0d", lambda: a32.index_put(I, Tensor(np.int64(9))))
emit_error("index_put_i32_values", lambda: a32.index_put(I, Tensor(np.array([9, 8], np.int32)), True))
emit("done", 1)
