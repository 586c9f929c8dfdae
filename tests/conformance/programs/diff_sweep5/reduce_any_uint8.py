"""ReduceAny of a uint8 Tensor as MindSpore 2.10: the result is uint8 (0/1) through ops.any, Tensor.any, mint.any
and ops.ReduceAny; of any other dtype, and ReduceAll of every dtype, it is bool."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint
from _conf import emit


class Any(nn.Cell):
    def construct(self, u):
        return (ops.any(u), ops.any(u, 1), u.any(), u.any(0), mint.any(u), mint.any(u, 1, True), ops.ReduceAny()(u),
                ops.ReduceAny(True)(u, 0), ops.all(u), u.all(1), mint.all(u), ops.ReduceAll()(u, 0))


for dt in ("uint8", "int8", "int32", "bool_"):  # (MindSpore 2.10's CPU ReduceAny of a float Tensor is wrong)
    emit(f"any_{dt}", Any()(ms.Tensor((np.array([[1, 0, 0], [0, 0, 0]]) * 3).astype(dt))))
