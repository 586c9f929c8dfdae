"""NaN and infinities in clamp and isclose as MindSpore 2.10's kernels: clamp / clip_by_value / Tensor.clip give the
lower bound for NaN (the upper one when only max is given); isclose(inf, inf) is True, isclose(1, inf) False;
isclose of bool and integer Tensors."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class Clamp(nn.Cell):
    def construct(self, x):
        return (ops.clamp(x, 0, 1), ops.clamp(x, min=0), ops.clamp(x, max=1), ops.clip_by_value(x, 0.0, 1.0),
                ops.clamp(x, ms.Tensor(0.0), ms.Tensor(1.0)), x.clamp(0, 1), x.clip(-1, 1))


class Close(nn.Cell):
    def construct(self, x, y):
        return ops.isclose(x, y), ops.isclose(x, y, equal_nan=True), ops.isclose(x, x)


class CloseInt(nn.Cell):
    def construct(self, a, b, p, q):
        return ops.isclose(a, b), ops.isclose(p, q), ops.isclose(p, p)


x = np.array([np.nan, 1.0, -2.0, 5.0, np.inf, -np.inf, 0.5], np.float32)
for dt in ("float32", "float16", "float64"):
    emit(f"clamp_nan_{dt}", Clamp()(ms.Tensor(x.astype(dt))))
    emit(f"isclose_special_{dt}", Close()(ms.Tensor(np.array([np.nan, 1.0, np.inf, -np.inf, 0.0, -0.0, np.inf, 1.0], dt)),
                                          ms.Tensor(np.array([np.nan, np.nan, np.inf, 1.0, -0.0, 0.0, -np.inf, np.inf], dt))))
emit("isclose_int_bool", CloseInt()(ms.Tensor(np.array([1, 2, 3])), ms.Tensor(np.array([1, 3, 3])),
                                    ms.Tensor(np.array([True, False, True])), ms.Tensor(np.array([True, True, False]))))
