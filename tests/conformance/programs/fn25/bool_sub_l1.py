"""Two bool Tensors under ``a - b`` (fn25 sweep, l1_loss): MindSpore 2.10's PyNative Tensor operator gives their
exclusive or (Bool), while ops.sub and Graph mode refuse them (Sub's TypeError); ops.l1_loss is abs(input - target)
through that operator, reduced as its _get_loss does (in float32, cast back to the loss's dtype: a Bool mean)."""
import numpy as np
from mindspore import Tensor, ops
from _fn25_util import mk, run


def sub_op(a, b):
    return a - b


def sub_fn(a, b):
    return ops.sub(a, b)


def l1_none(a, b):
    return ops.l1_loss(a, b, reduction="none")


def l1_mean(a, b):
    return ops.l1_loss(a, b)


def l1_sum(a, b):
    return ops.l1_loss(a, b, reduction="sum")


a = Tensor(np.array([True, False, True, False]))
b = Tensor(np.array([False, True, True, False]))
run("sub_op_bool", sub_op, a, b)
run("sub_fn_bool", sub_fn, a, b)
for dt in ("bool", "int32", "float16", "float32", "float64"):
    for sn, sh in (("0d", ()), ("2d", (3, 4))):
        x, y = mk(dt, sh), (mk(dt, sh) if dt == "bool" else mk(dt, sh) * 2)
        run(f"l1_none_{dt}_{sn}", l1_none, x, y)
        run(f"l1_mean_{dt}_{sn}", l1_mean, x, y)
        run(f"l1_sum_{dt}_{sn}", l1_sum, x, y)
    run(f"l1_mean_xor_{dt}", l1_mean, a.astype(mk(dt, ()).dtype), b.astype(mk(dt, ()).dtype))
