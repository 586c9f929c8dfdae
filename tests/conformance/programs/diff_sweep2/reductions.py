"""Reductions as MindSpore 2.10: Tensor.sum(initial=) adds the initial value, a float Tensor's cumsum(dtype=int64)
sums in float then casts, ops.prod over a tuple of axes keeps the dtype (ReduceProd; an int axis gives int64),
ReduceProd of a bool Tensor is bool, ReduceMax/ReduceMin keep a NaN that starts a slice (a later NaN loses)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class Sums(nn.Cell):
    def construct(self, x):
        return x.sum(axis=1, keepdims=True, initial=1), x.sum(initial=2), x.sum(0, initial=-1)


class Cums(nn.Cell):
    def construct(self, x):
        return x.cumsum(1, dtype=ms.int64), x.cumsum(0, dtype=ms.int32), x.cumsum(1, dtype=ms.float64)


class Prods(nn.Cell):
    def construct(self, x):
        return ops.prod(x, (0, 2)), ops.prod(x, 1, True), ops.ReduceProd(True)(x, (0, 1)), ops.ReduceProd()(x, ())


class NanReduce(nn.Cell):
    def construct(self, x):
        return (ops.ReduceMin()(x, 0), ops.ReduceMax()(x, 1), x.min(axis=0), x.max(axis=1), ops.amax(x, 1),
                ops.amin(x, 0), ops.ReduceMax(True)(x, (0, 1)))


x = np.arange(24, dtype=np.float64).reshape(2, 3, 4) * 0.75 - 8.75
for dt in ("float32", "float16", "int32", "uint8", "bool_"):
    v = (np.arange(24).reshape(2, 3, 4) % 3 == 1) if dt == "bool_" else (np.abs(x) if dt == "uint8" else x).astype(dt)
    emit(f"sum_initial_{dt}", Sums()(ms.Tensor(v)))
    emit(f"prod_axes_{dt}", Prods()(ms.Tensor(v)))
for dt in ("float32", "float16", "float64"):
    emit(f"cumsum_dtype_{dt}", Cums()(ms.Tensor(x.astype(dt))))
    emit(f"nan_reduce_{dt}", NanReduce()(ms.Tensor(np.array([[1.0, np.nan, 2.0], [np.inf, -1.0, 0.5], [-np.inf, 3.0, 1.0]], dt))))
