"""Dtypes and arguments MindSpore 2.10 refuses in a..l functional ops (adapt38oa variants of st/ops test_func_*):
diagflat of bool / int8 / uint8 (TypeError; int16 / int32 / int64 / floats work), logit of an integer or bool Tensor
(TypeError; msgraph divided it as float32), inverse of an integer or float16 Tensor (the dtype TypeError comes before
the shape check: msgraph said ValueError for a non-square one and took float16), hardsigmoid of uint16 (only uint8
was refused), argsort of uint16 / uint32 (TypeError, before the 0-d check), diff of uint16 / uint32 (MindSpore's own
check; msgraph wrapped around), adaptive_max_pool1d with output_size 0 (ValueError; msgraph's ZeroDivisionError).
Each in PyNative and inside a Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _cellrun import run

base = np.array([[-1.0, 0.25, 0.5, 1.25], [2.0, 0.75, 3.5, -1.5], [0.1, 0.9, 0.3, 0.6]])


def mk(dt, shape=(3, 4)):
    a = base
    if dt == "bool":
        a = a > 0.4
    elif dt.startswith("uint"):
        a = np.abs(np.round(a))
    elif dt.startswith("int"):
        a = np.round(a)
    return Tensor(a.astype(dt)[:shape[0], :shape[1]] if len(shape) == 2 else a.astype(dt).ravel()[0])


def diagflat(x):
    return ops.diagflat(x)


def diagflat_off(x):
    return ops.diagflat(x[0], -1)


def logit(x):
    return ops.logit(x)


def logit_eps(x):
    return ops.logit(x, eps=0.2)


def inverse(x):
    return ops.inverse(x)


def inverse_sq(x):
    return ops.inverse(x[:2, :2] * 2)


def hardsigmoid(x):
    return ops.hardsigmoid(x)


def argsort(x):
    return ops.argsort(x)


def argsort_desc(x):
    return ops.argsort(x, 0, True)


def diff(x):
    return ops.diff(x)


for dt in ("bool", "int8", "uint8", "int16", "int32", "int64", "float16", "float32", "float64"):
    run(f"diagflat_{dt}", diagflat, mk(dt))
    run(f"diagflat_off_{dt}", diagflat_off, mk(dt))
    run(f"logit_{dt}", logit, mk(dt))
    run(f"logit_eps_{dt}", logit_eps, mk(dt))
    run(f"inverse_{dt}", inverse, mk(dt))
    run(f"inverse_sq_{dt}", inverse_sq, mk(dt))
    run(f"hardsigmoid_{dt}", hardsigmoid, mk(dt))
for dt in ("uint16", "uint32", "uint64"):
    run(f"hardsigmoid_{dt}", hardsigmoid, mk(dt))
    run(f"diff_{dt}", diff, mk(dt))
for dt in ("uint16", "uint32", "uint8", "int16"):
    run(f"argsort_{dt}", argsort, mk(dt))
    run(f"argsort_desc_{dt}", argsort_desc, mk(dt))
    run(f"argsort_0d_{dt}", argsort, mk(dt, ()))


def amp1d(x):
    return ops.adaptive_max_pool1d(x, 0)


def amp1d_2(x):
    return ops.adaptive_max_pool1d(x, 2)


def amp1d_neg(x):
    return ops.adaptive_max_pool1d(x, -2)


x3 = Tensor(np.arange(12, dtype=np.float32).reshape(1, 3, 4) % 5)
run("adaptive_max_pool1d_0", amp1d, x3)
run("adaptive_max_pool1d_neg", amp1d_neg, x3)
run("adaptive_max_pool1d_2", amp1d_2, x3)
