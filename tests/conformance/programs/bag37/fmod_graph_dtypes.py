"""bag37 (adapt37am's left item): ``x.fmod(y)`` / ``ops.fmod`` in graph code is MindSpore 2.10's
``x - div(x, y, rounding_mode="trunc") * y``, whose dtypes differ from PyNative's (measured on every dtype pair):
a bool Tensor fmod a Python int is Int32 (msgraph Int64, silent); int16 stays Int16; two bool operands (Tensor or ``True``) are its Sub
TypeError (msgraph computed a Bool, silent); an integer Tensor fmod a 0-d integer Tensor of another dtype keeps its
dtype (int8 with an int64 0-d is Int8; msgraph promoted, silent).  PyNative Tensor.fmod is unchanged."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn, ops
from _conf import emit_error

# int8 / uint8 fmod a Python int in graph code: MindSpore's kernel selection fails (followed PyNative: adapt37tn)
SMALL = ("Int8", "UInt8")


@jit
def method_int(x):
    return x.fmod(2)


@jit
def func_int(x):
    return ops.fmod(x, -3)


@jit
def func_float(x):
    return ops.fmod(x, 2.5)


@jit
def func_true(x):
    return ops.fmod(x, True)


@jit
def two(x, y):
    return x.fmod(y)


class Net(nn.Cell):
    def construct(self, x, y):
        return ops.fmod(x, y), x.fmod(2)


V = np.array([5, -7, 3, 0, 9])
INTS = (ms.int8, ms.uint8, ms.int16, ms.int32, ms.int64)
Z = (ms.int8, ms.uint8, ms.int16, ms.int32)   # (an int64 0-d other: adapt37tn's rule)
XS = {"bool": Tensor(np.array([True, False, True, True, False]))}
XS.update({str(d): Tensor(V, d) for d in INTS + (ms.float16, ms.float32)})
for name, x in XS.items():
    if name not in SMALL:
        emit_error(f"method_int_{name}", method_int, x)
        emit_error(f"func_int_{name}", func_int, x)
    emit_error(f"func_float_{name}", func_float, x)
    emit_error(f"func_true_{name}", func_true, x)
    emit_error(f"eager_int_{name}", lambda x: x.fmod(2), x)
    emit_error(f"bool_other_{name}", two, x, Tensor(np.array([True, True, False, True, True])))
    for d in Z:
        emit_error(f"zero_dim_{name}_{d}", two, x, Tensor(np.array(3), d))
    if name not in SMALL:
        emit_error(f"cell_{name}", Net(), x, Tensor(np.array(2), ms.int32))
    if name in ("Int8", "UInt8"):
        continue   # (PyNative: MindSpore's Mul kernel selection fails for some of them, not the others: left)
    emit_error(f"eager_zero_dim_{name}", lambda x: (x.fmod(Tensor(np.array(3), ms.int16)), ops.fmod(x, Tensor(np.array(3), ms.int32)),
                                                    x.fmod(Tensor(np.array(2.5), ms.float64))), x)
emit_error("tensor_pair_int8_int32", two, XS["Int8"], Tensor(np.array([2, 3, -2, 1, 4]), ms.int32))
