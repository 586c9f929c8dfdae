"""getitem / setitem inside @ms.jit (and PyNative for reference) over index kinds, dtypes, value kinds."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case

DT = {"f32": np.float32, "f16": np.float16, "i32": np.int32, "i8": np.int8, "u8": np.uint8, "b": np.bool_, "i64": np.int64, "f64": np.float64}
IDX = {"int": 1, "neg": -2, "sl": slice(1, None), "slneg": slice(None, None, -1), "slstep": slice(0, 4, 2), "ell": Ellipsis,
       "none": None, "mask": Tensor(np.array([True, False, True])), "tint": Tensor(np.array([2, 0], np.int32)),
       "tint2d": Tensor(np.array([[0, 1], [2, 2]], np.int64)), "list": [0, 2], "listneg": [-1, 0], "lbool": [True, False, True],
       "tup": (1, slice(1, 3)), "tupadv": ([0, 2], [1, 3]), "tupmix": (slice(None), [0, 3]), "t0d": Tensor(1),
       "tupell": (Ellipsis, -1), "tupnone": (None, 1, None), "tup0d": (Tensor(2), Tensor(1)), "emptysl": slice(2, 1),
       "mask2d": Tensor(np.arange(12).reshape(3, 4) % 3 == 0), "tupbool": (True, 1), "slt": slice(Tensor(1), Tensor(3))}
VAL = {"int": 7, "flt": -2.5, "bool": False, "tf32": Tensor(np.array(1.5, np.float32)), "ti64": Tensor(np.array(3, np.int64)),
       "tb": Tensor(np.array(True)), "list": [9, 8, 7, 6], "tup": (1.5, 2.5, 3.5, 4.5)}

def base(dt):
    return Tensor((np.arange(12).reshape(3, 4) % 7).astype(dt))

def mkget(i):
    def f(x):
        return x[i]
    return f

def mkset(i, v):
    def f(x):
        x[i] = v
        return x
    return f

for dn, dt in DT.items():
    for ik, i in IDX.items():
        if dn in ("i64", "f64") and ik not in ("int", "mask", "tint", "tupadv", "lbool"):
            continue
        f = mkget(i)
        case(f"get_{dn}_{ik}_py")(lambda f=f, dt=dt: f(base(dt)))
        case(f"get_{dn}_{ik}_jit")(lambda f=f, dt=dt: ms.jit(f)(base(dt)))
        for vk, v in VAL.items():
            if dn not in ("f32", "i32", "b", "u8") and vk not in ("flt", "tf32"):
                continue
            f = mkset(i, v)
            case(f"set_{dn}_{ik}_{vk}_py")(lambda f=f, dt=dt: f(base(dt)))
            case(f"set_{dn}_{ik}_{vk}_jit")(lambda f=f, dt=dt: ms.jit(f)(base(dt)))
