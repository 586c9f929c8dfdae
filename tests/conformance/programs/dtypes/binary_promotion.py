"""Result dtypes of binary arithmetic between Tensors of every dtype pair and with Python scalars."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

DTYPES = ["bool_", "int8", "uint8", "int16", "int32", "int64", "float16", "float32", "float64"]
NP = {"bool_": np.bool_}


def t(name, vals=(1, 2)):
    npdt = NP.get(name, getattr(np, name, None))
    return Tensor(np.array(vals).astype(npdt))


OPS = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "div": lambda a, b: a / b,
    "floordiv": lambda a, b: a // b,
}


def dt(f, a, b):
    try:
        return str(f(a, b).dtype)
    except Exception as e:  # noqa: BLE001
        return "error:" + type(e).__name__


for opname, f in OPS.items():
    table = {}
    for x in DTYPES:
        for y in DTYPES:
            if opname == "sub" and (x == "bool_" or y == "bool_"):
                continue
            table[f"{x},{y}"] = dt(f, t(x), t(y))
    emit(f"{opname}_tensor_tensor", table)
    scal = {}
    for x in DTYPES:
        for s in (True, 2, 2.5):
            if opname == "sub" and (x == "bool_" or isinstance(s, bool)):
                continue
            scal[f"{x},{type(s).__name__}"] = dt(f, t(x), s)
            scal[f"{type(s).__name__},{x}"] = dt(f, s, t(x))
    emit(f"{opname}_tensor_scalar", scal)

emit("int32_div_values", Tensor(np.array([1, 3, -7], np.int32)) / Tensor(np.array([2, 2, 2], np.int32)))
emit("int32_floordiv_values", Tensor(np.array([1, 3, -7], np.int32)) // Tensor(np.array([2, 2, 2], np.int32)))
emit("int32_times_float", Tensor(np.array([1, 3], np.int32)) * 0.5)
x = Tensor(np.array([1, 3], np.int32))
x += 1.5
emit("augassign_int_float", x)
y = Tensor(np.array([1, 3], np.int32))
y /= 2
emit("augassign_div", y)
