"""Implicit dtype promotion of pyboost binary ops (test_auto_cast variants): every dtype pair, eager and jit."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit
from _h import case

DT = [np.bool_, np.int8, np.uint8, np.int16, np.int32, np.int64, np.float16, np.float32, np.float64]
@jit
def jadd(a, b):
    return ops.add(a, b)
@jit
def jdiv(a, b):
    return ops.div(a, b)
@jit
def jmax(a, b):
    return ops.maximum(a, b)
for da in DT:
    for db in DT:
        a = Tensor(np.array([1, 0, 1]).astype(da)); b = Tensor(np.array([1, 1, 0]).astype(db))
        n = f"{np.dtype(da).name}_{np.dtype(db).name}"
        case("add_" + n)(lambda a=a, b=b: ops.add(a, b))
        case("jadd_" + n)(lambda a=a, b=b: jadd(a, b))
        case("div_" + n)(lambda a=a, b=b: ops.div(a, b))
        case("jdiv_" + n)(lambda a=a, b=b: jdiv(a, b))
        case("max_" + n)(lambda a=a, b=b: ops.maximum(a, b))
        case("jmax_" + n)(lambda a=a, b=b: jmax(a, b))
