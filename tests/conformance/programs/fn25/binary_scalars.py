"""ops.div with rounding_mode (MindSpore 2.10's DivMod) in PyNative mode (fn25, session 24's leftovers): a Python
number beside a 0-d Tensor becomes an Int64 / Float32 Tensor, which then promotes as a Tensor (int8 0-d // 2 is
Int64, float16 0-d trunc-div 2.5 Float32), and so does ops.fmod (input - div(input, other, 'trunc') * other);
ops.ldexp with a number multiplies by a Float32 pow(2.0, n) (a 0-d float16 x gives Float32).  PyNative only: Graph
mode makes every Python int an Int32 Tensor there (not reproduced, docs/differences.md Session 25)."""
from mindspore import ops
from _fn25_util import mk, run

MODES = ("pynative",)


def trunc2(x):
    return ops.div(x, 2, rounding_mode="trunc")


def trunc25(x):
    return ops.div(x, 2.5, rounding_mode="trunc")


def floor2(x):
    return ops.div(x, 2, rounding_mode="floor")


def rtrunc(x):
    return ops.div(7, x, rounding_mode="trunc")


def fmod2(x):
    return ops.fmod(x, 2)


def fmod25(x):
    return ops.fmod(x, 2.5)


def ldexp2(x):
    return ops.ldexp(x, 2)


for dt in ("int8", "uint8", "int32", "int64", "float16", "float32", "float64"):
    for sn, sh in (("0d", ()), ("1d", (5,))):
        x = mk(dt, sh) if dt != "uint8" else mk(dt, sh) + 1
        run(f"trunc2_{dt}_{sn}", trunc2, x)
        run(f"trunc25_{dt}_{sn}", trunc25, x)
        if sn == "0d" or dt.startswith("float"):   # (MindSpore's floor of a 1-d int Tensor by a number: see
            run(f"floor2_{dt}_{sn}", floor2, x)      # docs/differences.md, Session 25)
        if sn == "0d":   # (a 1-d x holds a 0: integer division by zero is another matter)
            run(f"rtrunc_{dt}_{sn}", rtrunc, x)
        run(f"fmod2_{dt}_{sn}", fmod2, x)
        run(f"fmod25_{dt}_{sn}", fmod25, x)
        run(f"ldexp2_{dt}_{sn}", ldexp2, x)
