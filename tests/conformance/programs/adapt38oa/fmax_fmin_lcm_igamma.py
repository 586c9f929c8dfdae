"""Python numbers beside Tensors in fmax / fmin / lcm / igamma / igammac (adapt38oa variants of st/ops
test_func_fmax-, lcm-, igamma-style calls): MindSpore 2.10 promotes an integer Tensor with a Python float to Float32
before Fmax's dtype check (fmax(int8 t, 1.5) is Float32; msgraph refused Int8), runs Fmin's same dtype check before
its missing CPU kernel's RuntimeError (fmin of int8 / bool is a TypeError), promotes lcm(int t, 1.5) to Float32
(Lcm's TypeError; msgraph computed in the Tensor's dtype), and refuses any Python number in igamma / igammac
(TypeError; msgraph took a float as a float64 Tensor's dtype)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _cellrun import run

vals = np.array([[-1.0, 0.0, 1.0], [2.0, 3.0, 1.0]])


def fmax_f(x):
    return ops.fmax(x, 1.5)


def fmax_i(x):
    return ops.fmax(x, 2)


def fmax_t(x, y):
    return ops.fmax(x, y)


def fmin_f(x):
    return ops.fmin(x, 1.5)


def fmin_t(x, y):
    return ops.fmin(x, y)


def lcm_f(x):
    return ops.lcm(x, 1.5)


def lcm_i(x):
    return ops.lcm(x, 4)


def igamma_f(x):
    return ops.igamma(x, 1.5)


def igammac_f(x):
    return ops.igammac(x, 2.0)


def igamma_i(x):
    return ops.igamma(x, 2)


def igamma_t(x, y):
    return ops.igamma(x, y)


for dt in ("bool", "int8", "uint8", "int16", "int32", "int64", "float16", "float32", "float64"):
    x = Tensor(vals.astype(dt))
    run(f"fmax_{dt}_float", fmax_f, x)
    run(f"fmax_{dt}_int", fmax_i, x)
    run(f"fmax_{dt}_i64_0d", fmax_t, x, Tensor(np.array(2, np.int64)))
    run(f"fmin_{dt}_float", fmin_f, x)
    run(f"fmin_{dt}_same", fmin_t, x, x)
    run(f"fmin_{dt}_bool_0d", fmin_t, x, Tensor(np.array(True)))
    run(f"lcm_{dt}_float", lcm_f, x)
    run(f"lcm_{dt}_int", lcm_i, x)
for dt in ("float32", "float64"):
    x = Tensor((np.abs(vals) + 0.5).astype(dt))
    run(f"igamma_{dt}_float", igamma_f, x)
    run(f"igammac_{dt}_float", igammac_f, x)
    run(f"igamma_{dt}_int", igamma_i, x)
    run(f"igamma_{dt}_t", igamma_t, x, x * 2)
