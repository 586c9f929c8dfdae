"""ldexp and bitwise shifts beside Tensors of other dtypes (adapt38oa variants of st/ops test_func_ldexp-style
dtype mixes).  ops.ldexp of an integer or bool Tensor by a 0-d float16 Tensor is Float16 in MindSpore 2.10 (the
integer x is not cast to float32 first; msgraph said Float32: silent).  bitwise_left_shift / bitwise_right_shift
refuse a Python float ``other`` and two Tensors of differing dtypes (TypeError; msgraph shifted, an int8 Tensor by a
0-d int64 one giving Int64)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _cellrun import run

vals = np.array([[-1.0, 0.0, 1.0], [2.0, 3.0, 1.0]])
h2 = Tensor(np.array(2.0, np.float16))
f2 = Tensor(np.array(2.0, np.float32))
i2 = Tensor(np.array(2, np.int64))


def ldexp_t(x, e):
    return ops.ldexp(x, e)


def ldexp_int(x):
    return ops.ldexp(x, 2)


def ldexp_float(x):
    return ops.ldexp(x, 0.5)


def lshift_t(x, e):
    return ops.bitwise_left_shift(x, e)


def rshift_t(x, e):
    return ops.bitwise_right_shift(x, e)


def lshift_f(x):
    return ops.bitwise_left_shift(x, 1.0)


def rshift_f(x):
    return ops.bitwise_right_shift(x, 2.5)


def lshift_i(x):
    return ops.bitwise_left_shift(x, 1)


for dt in ("bool", "int8", "uint8", "int16", "int32", "int64", "float16", "float32", "float64"):
    x = Tensor(vals.astype(dt))
    run(f"ldexp_{dt}_h0d", ldexp_t, x, h2)
    run(f"ldexp_{dt}_f0d", ldexp_t, x, f2)
    run(f"ldexp_{dt}_i0d", ldexp_t, x, i2)
    run(f"ldexp_{dt}_int", ldexp_int, x)
    run(f"ldexp_{dt}_float", ldexp_float, x)
for dt in ("int8", "uint8", "int16", "int32", "int64"):
    x = Tensor(vals.astype(dt))
    run(f"lshift_{dt}_i0d", lshift_t, x, i2)
    run(f"rshift_{dt}_i0d", rshift_t, x, i2)
    run(f"lshift_{dt}_same", lshift_t, x, Tensor(np.array([1, 2, 0], dt)))
    run(f"lshift_{dt}_i32", lshift_t, x, Tensor(np.array([1, 2, 0], np.int32)))
    run(f"lshift_{dt}_float", lshift_f, x)
    run(f"rshift_{dt}_float", rshift_f, x)
    run(f"lshift_{dt}_int", lshift_i, x)
