"""ops.where(cond, a, b) with two Python numbers: Float32 when either is a float (msgraph gave Float64).  Two ints
are Int64 in PyNative and Int32 in MindSpore's Graph mode, which msgraph does not follow (FOLLOW_PYNATIVE, as
ops_existing/scalar_operands.py; docs/differences.md)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit

FOLLOW_PYNATIVE = {
    "where0": "Graph mode: where(cond, 1, 0) is int32",
    "where1": "Graph mode: where(cond, 1, 0) is int32",
    "where2": "Graph mode: where(cond, 1, 0) is int32",
    "where6": "Graph mode: where(cond, 1, 0) is int32",
    "where7": "Graph mode: where(cond, 1, 0) is int32",
}


class C(nn.Cell):
    def construct(self, x, b, y):
        return (ops.where(x > 1, 1, 0), ops.where(x > 1, 1, 0) + y, ops.where(x > 1, 1, 0) + x.astype(ms.int8),
                ops.where(x > 1, 1.5, 0), ops.where(x > 1, x, 0), ops.where(b, 1, 2.5), ops.select(b, 2, -1),
                ops.where(b, -1, 7) * 2)


x = ms.Tensor(np.arange(4).astype(np.int32))
b = ms.Tensor(np.array([True, False, True, True]))
y = ms.Tensor(np.arange(4).astype(np.int32))
for k, r in enumerate(C()(x, b, y)):
    emit(f"where{k}", r)
