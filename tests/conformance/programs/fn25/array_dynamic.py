"""ops.unique of a bool Tensor is MindSpore 2.10's missing bool Unique kernel (TypeError) and ops.nonzero of a 0-d
Tensor fails in its NonZero kernel (RuntimeError); the other dtypes and ranks run (fn25 sweep)."""
from mindspore import ops
from _fn25_util import mk, run


def unique(x):
    return ops.unique(x)


def nonzero(x):
    return ops.nonzero(x)


for dt in ("bool", "int8", "int32", "float16", "float32"):
    for sn, sh in (("0d", ()), ("1d", (5,)), ("2d", (3, 4))):
        run(f"unique_{dt}_{sn}", unique, mk(dt, sh))
        run(f"nonzero_{dt}_{sn}", nonzero, mk(dt, sh))
