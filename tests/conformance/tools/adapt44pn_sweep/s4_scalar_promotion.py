"""Tensor (op) Python number and number (op) Tensor over 9 dtypes x 14 operators x 5 numbers (int, float, bool,
negative, big int), 0-d and (2,) Tensors, eager and inside `@ms.jit`: result dtype and values."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case

DT = {"bool": np.bool_, "int8": np.int8, "uint8": np.uint8, "int16": np.int16, "int32": np.int32, "int64": np.int64,
      "float16": np.float16, "float32": np.float32, "float64": np.float64}
NUM = {"i2": 2, "f2.5": 2.5, "T": True, "n3": -3, "b70000": 70000}


def add(x, s): return x + s
def radd(x, s): return s + x
def sub(x, s): return x - s
def rsub(x, s): return s - x
def mul(x, s): return x * s
def div(x, s): return x / s
def rdiv(x, s): return s / (x + 1)
def fdiv(x, s): return x // s
def mod(x, s): return x % s
def pw(x, s): return x ** s
def rpw(x, s): return s ** x
def lt(x, s): return x < s
def eq(x, s): return x == s
def mx(x, s): return x.maximum(s) if hasattr(x, "maximum") else x


OPS = [add, radd, sub, rsub, mul, div, rdiv, fdiv, mod, pw, rpw, lt, eq]
for d, nd in DT.items():
    for shape in ((), (2,)):
        for op in OPS:
            for nn_, s in NUM.items():
                mk = lambda nd=nd, shape=shape: Tensor(np.full(shape, 3).astype(nd) if shape else np.array(3).astype(nd))
                case(f"{op.__name__}/{d}/{len(shape)}d/{nn_}", lambda op=op, s=s, mk=mk: op(mk(), s))
                if shape:
                    case(f"{op.__name__}/{d}/{len(shape)}d/{nn_}/jit", lambda op=op, s=s, mk=mk: ms.jit(op)(mk(), s))
