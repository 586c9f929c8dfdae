"""Tensor -> Python conversions (item / tolist / int / float / bool / index / len / format) and item assignment
with Python numbers of another kind, over 9 dtypes and 0-d / (1,) / (1, 1) / (0,) / (2,) shapes (PyNative)."""
import operator
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case

DT = {"bool": np.bool_, "int8": np.int8, "uint8": np.uint8, "int16": np.int16, "int32": np.int32, "int64": np.int64,
      "float16": np.float16, "float32": np.float32, "float64": np.float64}
SH = {"0d": (), "1": (1,), "11": (1, 1), "empty": (0,), "2": (2,)}


def mk(d, s):
    n = int(np.prod(s)) if s else 1
    return Tensor((np.arange(n) + 3).reshape(s).astype(DT[d]))


def typed(v):
    return (type(v).__name__, v)


CONV = {
    "item": lambda t: typed(t.item()), "tolist": lambda t: (type(t.tolist()).__name__, t.tolist()),
    "int": lambda t: typed(int(t)), "float": lambda t: typed(float(t)), "bool": lambda t: typed(bool(t)),
    "index": lambda t: typed(operator.index(t)), "len": lambda t: len(t), "format": lambda t: "{:.2f}".format(t),
    "asnumpy": lambda t: (str(t.asnumpy().dtype), t.asnumpy().shape), "list": lambda t: [typed(v) for v in t] if t.ndim else None,
    "range": lambda t: list(range(t)) if t.ndim == 0 else None, "hex": lambda t: hex(t),
    "round": lambda t: typed(round(t)), "abs": lambda t: abs(t), "neg": lambda t: -t, "divmod": lambda t: divmod(t, 2),
}
for d in DT:
    for sn, s in SH.items():
        for cn, f in CONV.items():
            case(f"{cn}/{d}/{sn}", lambda f=f, d=d, s=s: f(mk(d, s)))

VALS = {"i5": 5, "f2.7": 2.7, "fneg": -1.5, "neg3": -3, "T": True, "big": 300, "nan": float("nan"), "inf": float("inf")}
IDX = {"0": 0, "sl": slice(0, 1), "ell": Ellipsis, "bool": Tensor(np.array([True, False])), "m1": -1}
for d in DT:
    for vn, v in VALS.items():
        for iname, ix in IDX.items():
            def g(d=d, v=v, ix=ix):
                t = mk(d, (2,))
                t[ix] = v
                return t
            case(f"setitem/{d}/{vn}/{iname}", g)
        def h(d=d, v=v):
            t = mk(d, (2,))
            t[0] = Tensor(np.array(v))
            return t
        case(f"setitem_T/{d}/{vn}", h)
