"""nn functionals (fn25 sweep): ops.elu, ops.mish (the Mish primitive) and ops.softsign take float Tensors only
(TypeError); binary_cross_entropy_with_logits has no float64 kernel (TypeError); ops.log_softmax of a 0-d Tensor
fails in the CPU kernel (RuntimeError); ops.pad to an empty output is PadV3's ValueError, and a bool Tensor in a
non-constant mode its TypeError (checked first); ops.cross_entropy refuses a non-float input (TypeError), of a 0-d
input with class ids fails (ReduceMax's ValueError), and reads a float64
target as class ids (only float16/float32 targets are probabilities: GatherD's TypeError); its log-softmax is
input - logsumexp(input, class_dim) (float16 rounds as that, not as the LogSoftmax kernel)."""
import numpy as np
from mindspore import Tensor, ops
from _fn25_util import mk, run


def elu(x):
    return ops.elu(x)


def mish(x):
    return ops.mish(x)


def mish_prim(x):
    return ops.Mish()(x)


def softsign(x):
    return ops.softsign(x)


def bce_logits(x, y):
    return ops.binary_cross_entropy_with_logits(x, y, ops.ones_like(x), ops.ones_like(x))


def log_softmax(x):
    return ops.log_softmax(x)


def pad11(x):
    return ops.pad(x, (1, 1))


def pad_value(x):
    return ops.pad(x, (1, 0), value=2.0)


def pad_reflect(x):
    return ops.pad(x, (1, 1), mode="reflect")


def ce_ids(x, t):
    return ops.cross_entropy(x, t)


def ce_probs(x, t):
    return ops.cross_entropy(x, t)


for dt in ("bool", "int8", "int32", "float16", "float32", "float64"):
    for sn, sh in (("0d", ()), ("2d", (3, 4))):
        run(f"elu_{dt}_{sn}", elu, mk(dt, sh))
        run(f"mish_{dt}_{sn}", mish, mk(dt, sh))
        run(f"softsign_{dt}_{sn}", softsign, mk(dt, sh))
        run(f"log_softmax_{dt}_{sn}", log_softmax, mk(dt, sh))
        run(f"bce_logits_{dt}_{sn}", bce_logits, mk(dt, sh), mk(dt, sh))
    run(f"mish_prim_{dt}", mish_prim, mk(dt, (5,)))
for dt in ("bool", "int32", "float32"):
    for sn, sh in (("1d", (5,)), ("2d", (3, 4)), ("e", (0, 3))):
        run(f"pad_{dt}_{sn}", pad11, mk(dt, sh))
        run(f"pad_value_{dt}_{sn}", pad_value, mk(dt, sh))
        run(f"pad_reflect_{dt}_{sn}", pad_reflect, mk(dt, sh))
for dt in ("int32", "float16", "float32", "float64"):
    for sn, sh in (("0d", ()), ("1d", (5,)), ("2d", (3, 4))):
        run(f"ce_ids_{dt}_{sn}", ce_ids, mk(dt, sh), Tensor(np.zeros(sh[:1], np.int32)))
        if sn != "0d" or dt == "int32":   # (0-d float: IndexError in a fresh process, ValueError after other calls)
            run(f"ce_probs_{dt}_{sn}", ce_probs, mk(dt, sh), ops.abs(mk(dt, sh)))
        if sn != "0d" and dt != "int32":   # (the log-softmax is input - logsumexp(input): float16 rounds as that)
            run(f"ce_probs_self_{dt}_{sn}", ce_probs, mk(dt, sh), mk(dt, sh))
