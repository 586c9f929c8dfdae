"""Augmented assignment on indexed Tensors (x[i] op= v), PyNative and @ms.jit, over dtypes / index kinds / values."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case

DT = {"f32": np.float32, "f16": np.float16, "i32": np.int32, "i8": np.int8, "u8": np.uint8, "b": np.bool_, "f64": np.float64, "i64": np.int64}
IDX = {"int": 1, "neg": -1, "sl": slice(0, 2), "slstep": slice(None, None, 2), "ell": Ellipsis,
       "mask": Tensor(np.array([True, False, True])), "tint": Tensor(np.array([2, 0], np.int32)), "list": [0, 2],
       "tup": (1, slice(1, 3)), "none": None, "t0d": Tensor(1), "tupell": (Ellipsis, -1)}
VAL = {"int": 2, "flt": 2.5, "bool": True, "tf32": Tensor(np.array(1.5, np.float32)), "ti32": Tensor(np.array([1, 2, 3, 4], np.int32))}

def base(dt):
    return Tensor((np.arange(12).reshape(3, 4) % 5).astype(dt))

def mk(i, v, op):
    if op == "add":
        def f(x):
            x[i] += v
            return x
    elif op == "mul":
        def f(x):
            x[i] *= v
            return x
    elif op == "sub":
        def f(x):
            x[i] -= v
            return x
    else:
        def f(x):
            x[i] /= v
            return x
    return f

for dn, dt in DT.items():
    for ik, i in IDX.items():
        for vk, v in VAL.items():
            for op in ("add", "mul", "sub", "div"):
                if op in ("sub", "div") and vk not in ("int", "tf32"):
                    continue
                if dn in ("i64", "f64") and ik not in ("int", "mask", "tint"):
                    continue
                f = mk(i, v, op)
                case(f"{dn}_{ik}_{vk}_{op}_py")(lambda f=f, dt=dt: f(base(dt)))
                case(f"{dn}_{ik}_{vk}_{op}_jit")(lambda f=f, dt=dt: ms.jit(f)(base(dt)))
