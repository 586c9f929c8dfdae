"""Unary math dtypes (fn25 sweep): MindSpore 2.10's CPU kernels of Acosh, Atanh, Erfc and IsInf take float Tensors
only (an integer or bool input is a TypeError, not a float16/float32 result); Sign (and ops.sgn) refuses int8, uint8 and int16 (TypeError); ReLU6 takes float16 and
float32 only (float64 is a TypeError, as the functional and the primitive)."""
from mindspore import ops
from _fn25_util import mk, run


def relu6_prim(x):
    return ops.ReLU6()(x)


for dt in ("bool", "int8", "uint8", "int16", "int32", "int64", "float16", "float32", "float64"):
    for sn, sh in (("0d", ()), ("2d", (3, 4))):
        for nm, fn in (("acosh", ops.acosh), ("atanh", ops.atanh), ("erfc", ops.erfc), ("isinf", ops.isinf),
                       ("sign", ops.sign), ("sgn", ops.sgn), ("relu6", ops.relu6)):
            if nm in ("acosh", "atanh") and dt == "float16":
                continue
            run(f"{nm}_{dt}_{sn}", fn, mk(dt, sh))
    run(f"relu6_prim_{dt}", relu6_prim, mk(dt, (5,)))
