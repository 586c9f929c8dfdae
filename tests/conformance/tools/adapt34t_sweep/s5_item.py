"""item / bool / int / float / tolist / len / None / constexpr-ish calls, PyNative and @ms.jit."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import case

DT = {"f32": np.float32, "f16": np.float16, "i32": np.int32, "u8": np.uint8, "i64": np.int64, "b": np.bool_}
VALS = {"0d": np.array(3), "1el": np.array([7]), "2d1el": np.array([[0]]), "neg": np.array(-2.5), "two": np.array([1, 2]),
        "nan": np.array(np.nan), "inf": np.array(-np.inf), "zero": np.array(-0.0), "empty": np.zeros((0,))}

def j_item(x):
    return x.item()
def j_bool(x):
    return bool(x)
def j_int(x):
    return int(x)
def j_float(x):
    return float(x)
def j_tolist(x):
    return x.tolist()
def j_if(x):
    if x:
        return 1
    return 0
def j_len(x):
    return len(x)
def j_itemidx(x):
    return x.item(0)
def j_abs(x):
    return abs(x)
def j_neg(x):
    return -x
def j_not(x):
    return not x
def j_round(x):
    return round(x.item(), 1)

for dn, dt in DT.items():
    for vk, v in VALS.items():
        if dt in (np.uint8,) and vk in ("neg",):
            continue
        if np.dtype(dt).kind != "f" and vk in ("nan", "inf"):
            continue
        arr = v.astype(dt)
        for fn in (j_item, j_bool, j_int, j_float, j_tolist, j_if, j_len, j_neg, j_not):
            case(f"{fn.__name__}_{dn}_{vk}_py")(lambda fn=fn, arr=arr: fn(Tensor(arr)))
            case(f"{fn.__name__}_{dn}_{vk}_jit")(lambda fn=fn, arr=arr: ms.jit(fn)(Tensor(arr)))
