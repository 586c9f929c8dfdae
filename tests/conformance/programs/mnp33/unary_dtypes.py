"""mindspore.numpy's one-operand functions by input dtype: which take integer / bool Tensors (and as what), which
refuse them (exp, log, floor, rint ... TypeError), trigonometric int8/uint8/bool as float16, signbit as x < 0.
The refusals come last: in MindSpore 2.10 a primitive that failed on one dtype can fail again later on another."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor
from _conf import emit, emit_error

f32 = Tensor(np.array([0.5, -1.5, 2.0, -0.0, np.inf, np.nan]), ms.float32)
f16 = Tensor(np.array([0.5, -1.5, 2.0, 3.0]), ms.float16)
f64 = Tensor(np.array([0.5, -1.5, 2.0, 3.0]), ms.float64)
i8 = Tensor(np.array([0, 1, 2, -3]), ms.int8)
u8 = Tensor(np.array([0, 1, 2, 3]), ms.uint8)
i16 = Tensor(np.array([0, 1, 2, -3]), ms.int16)
i32 = Tensor(np.array([0, 1, 2, -3]), ms.int32)
i64 = Tensor(np.array([0, 1, 2, -3]), ms.int64)
b = Tensor(np.array([True, False, True]))

for name in ("exp", "expm1", "log", "log1p", "log2", "log10", "floor", "rint", "sqrt", "tanh", "arcsinh", "arctan",
             "sinh", "cosh", "signbit", "square", "positive", "negative", "around"):
    fn = getattr(mnp, name)
    for tname, t in (("f32", f32), ("f16", f16), ("f64", f64)):
        emit(f"{name}_{tname}", fn(t))
for name in ("sqrt", "tanh", "arcsinh", "arctan", "sinh", "cosh", "arcsin", "arccos", "signbit", "invert"):
    fn = getattr(mnp, name)
    for tname, t in (("i8", i8), ("u8", u8), ("i16", i16), ("i32", i32), ("i64", i64), ("b", b)):
        if name == "invert" and tname == "b":
            continue
        emit(f"{name}_{tname}", fn(t))
for name in ("square", "positive", "around"):
    for tname, t in (("i32", i32), ("i64", i64)):
        emit(f"{name}_{tname}", getattr(mnp, name)(t))
emit("exp_pyfloat", mnp.exp(0.5))
emit("log1p_pyfloat", mnp.log1p(0.5))


@ms.jit
def graph_ops(a, c):
    return mnp.exp(a), mnp.log2(a), mnp.tanh(c), mnp.signbit(a), mnp.arctan(c), mnp.floor(a)


emit("graph", graph_ops(f32, i8))

for name in ("exp", "expm1", "log", "log1p", "log2", "log10", "floor", "rint"):
    for tname, t in (("i32", i32), ("b", b)):
        emit_error(f"{name}_{tname}_error", getattr(mnp, name), t)
emit_error("exp_pyint_error", mnp.exp, 2)
emit_error("log_list_error", mnp.log, [1, 2])
emit_error("square_bool_error", mnp.square, b)
emit_error("positive_bool_error", mnp.positive, b)
emit_error("invert_bool_error", mnp.invert, b)
emit_error("around_i8_error", mnp.around, i8)
emit_error("around_bool_error", mnp.around, b)
emit_error("log2_pyfloat_error", mnp.log2, 0.5)
emit_error("absolute_pyint_error", mnp.absolute, 2)
emit_error("isneginf_pyfloat_error", mnp.isneginf, 0.5)
