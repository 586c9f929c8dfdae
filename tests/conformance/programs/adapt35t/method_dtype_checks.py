"""Tensor-method dtype rules of MindSpore 2.10 (found by the adapt35t variant sweep of st/tensor/overload: test_gcd,
test_isclose, test_allclose, test_std / test_var, test_scatter): `gcd` of two integer dtypes promotes first
(int8 with int32 is Int32; int8 alone Gcd's TypeError), `isclose` / `allclose` of two dtypes is IsClose's TypeError,
`std` / `var` of a bool Tensor is an error (PyNative: ReduceMean's RuntimeError), `scatter` wants src of the input's
dtype (TypeError) and of the index's shape (RuntimeError).  msgraph rejected the int8 / int32 gcd and computed the
others.  `var(dim, correction=, keepdim=)` has no CPU kernel in MindSpore (float16 / float32 not recorded);
of float64 / int32 it is Var's TypeError (msgraph computed)."""
import numpy as np
from mindspore import Tensor, nn
from mindspore.common.api import _pynative_executor
from _conf import emit, emit_error


def synced(r):
    _pynative_executor.sync()   # MindSpore's PyNative errors are asynchronous: raise them in this record
    return r


def emit_synced(label, fn):
    emit_error(label, lambda: synced(fn()))


a8 = Tensor(np.array([4, 6, -8], np.int8))
a16 = Tensor(np.array([4, 6, -8], np.int16))
a32 = Tensor(np.array([6, 9, 12], np.int32))
u8 = Tensor(np.array([4, 6, 8], np.uint8))
f32 = Tensor(np.array([1., 2., 3.], np.float32))
f16 = Tensor(np.array([1., 2., 3.], np.float16))
f64 = Tensor(np.array([1., 2., 3.], np.float64))
b = Tensor(np.array([True, False, True]))
i0 = Tensor(np.array([0]))
i22 = Tensor(np.array([[0, 3], [1, 2]]))
z24 = Tensor(np.zeros((2, 4), np.float32))
s34 = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))


class Gcd(nn.Cell):
    def construct(self, x, y):
        return x.gcd(y)


class IsClose(nn.Cell):
    def construct(self, x, y):
        return x.isclose(y)


class Scatter(nn.Cell):
    def construct(self, x, i, s):
        return x.scatter(0, i, s)


for name, (x, y) in {"i8_i32": (a8, a32), "i32_i8": (a32, a8), "u8_i16": (u8, a16), "i16_i8": (a16, a8),
                     "i8_i64": (a8, Tensor(np.int64(4))), "i8_i8": (a8, a8), "u8_u8": (u8, u8), "i32_i32": (a32, a32)}.items():
    emit_synced("gcd_" + name, lambda x=x, y=y: x.gcd(y))
    emit_synced("cell_gcd_" + name, lambda x=x, y=y: Gcd()(x, y))
for name, (x, y) in {"f32_f16": (f32, f16), "f32_f64": (f32, f64), "i32_f32": (a32, f32), "f32_i32": (f32, a32),
                     "i8_i32": (a8, a32), "f16_f16": (f16, f16), "f32_f32": (f32, f32), "b_b": (b, b)}.items():
    emit_synced("isclose_" + name, lambda x=x, y=y: x.isclose(y))
    emit_synced("cell_isclose_" + name, lambda x=x, y=y: IsClose()(x, y))
emit_synced("allclose_f32_f64", lambda: f32.allclose(f64))
emit_synced("allclose_f32_f32", lambda: f32.allclose(f32 + 1e-7))
emit_synced("std_bool", lambda: b.std())
emit_synced("var_bool", lambda: b.var())
emit_synced("std_bool_0", lambda: b.std(0))
emit_synced("var_bool_correction", lambda: b.var(correction=0))
emit_synced("var_f64_dim_keepdim", lambda: f64.var(0, keepdim=True))
emit_synced("var_i32_correction", lambda: a32.var(correction=0))
emit_synced("std_i32", lambda: a32.std())
emit_synced("var_u8", lambda: u8.var(0))
for name, (x, i, s) in {"f32_f32": (f32, i0, f32[:1]), "f16_f32": (f16, i0, f32[:1]), "f32_f16": (f32, i0, f16[:1]),
                        "i32_f32": (a32, i0, f32[:1]), "shape": (z24, i22, s34)}.items():
    emit_synced("scatter_" + name, lambda x=x, i=i, s=s: synced(x.scatter(0, i, s)))
    emit_synced("cell_scatter_" + name, lambda x=x, i=i, s=s: synced(Scatter()(x, i, s)))
emit("done", 1)
