"""left36: masked_fill of a float64 Tensor with a float32 value, MindSpore 2.10 (both modes, measured):
ops.masked_fill(x64, mask, 0.1) and a float32 Tensor value (function or method) fill at float32 precision, every
element (the unmasked 1/3 comes back as 0.3333333432674408; msgraph kept 1/3); Tensor.masked_fill(mask, 0.1) writes
the float32 0.1 (0.10000000149011612; msgraph 0.1) and keeps the other elements; a float64 Tensor value is exact."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

GRAPH = ms.get_context("mode") == ms.GRAPH_MODE
x = Tensor(np.array([1.0, 0.1, 2.5, 1 / 3], np.float64))
m = Tensor(np.array([True, False, True, False]))


def fn(x, m):
    return ops.masked_fill(x, m, 0.1)


def method(x, m):
    return x.masked_fill(m, 0.1)


def fn_t64(x, m):
    return ops.masked_fill(x, m, Tensor(0.1, ms.float64))


def method_t32(x, m):
    return x.masked_fill(m, Tensor(0.1, ms.float32))


def fn_t32(x, m):
    return ops.masked_fill(x, m, Tensor(0.1, ms.float32))


def fn_f32(x, m):
    return ops.masked_fill(x.astype(ms.float32), m, 0.1)


for name, f in (("fn", fn), ("method", method), ("fn_t64", fn_t64), ("method_t32", method_t32), ("fn_t32", fn_t32),
                ("fn_f32", fn_f32)):
    emit(name, f(x, m), rtol=0, atol=0)
    emit(f"{name}_jit", ms.jit(f)(x, m), rtol=0, atol=0)
