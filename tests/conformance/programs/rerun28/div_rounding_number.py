"""mint.div / Tensor.div / Tensor.divide with rounding_mode and a Python-number divisor: MindSpore 2.10's DivMods
keeps the number weak, so a 0-d int8 / uint8 / int32 Tensor keeps its dtype (ops.div makes the number an Int64
Tensor first: Int64, in Graph mode Int32, as msgraph now does too).  Regressed when session 25 gave ops.div that rule and mint.div / Tensor.div went through it
(tensor_method_sweep mint div_floor / div_trunc).  float16 // 2.5: Float16 in MindSpore's PyNative mode, Float32 in
its Graph mode; msgraph follows PyNative (docs/differences.md, Session 28 (rerun28))."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops
from _rerun28_util import run

FOLLOW_PYNATIVE = {"mint floor float16 by 2.5": "MindSpore's Graph mode promotes float16 // 2.5 to Float32, "
                                                 "its PyNative mode keeps Float16"}


def mint_floor(t):
    return mint.div(t, 2, rounding_mode="floor")


def mint_trunc(t):
    return mint.div(t, -3, rounding_mode="trunc")


def method_floor(t):
    return t.div(2, rounding_mode="floor")


def method_trunc(t):
    return t.divide(-3, rounding_mode="trunc")


def mint_floor_float(t):
    return mint.div(t, 2.5, rounding_mode="floor")


def number_first(t):
    return mint.div(7, t, rounding_mode="floor")


# float16 first: after the integer calls MindSpore's PyNative FloorDiv kernel fails to initialise for float16
for dt in ("float16", "int8", "uint8", "int32", "int64", "bool"):
    t = Tensor(np.array(5, dt))
    if dt == "float16":
        run("mint floor float16 by 2.5", mint_floor_float, t)
    run(f"mint floor {dt}", mint_floor, t)
    run(f"mint trunc {dt}", mint_trunc, t)
    run(f"method floor {dt}", method_floor, t)
    run(f"method trunc {dt}", method_trunc, t)
    run(f"mint floor 1-d {dt}", mint_floor, Tensor(np.array([5, 2], dt)))
run("number first int8", number_first, Tensor(np.array(2, "int8")))
