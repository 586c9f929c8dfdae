"""Tensor.max / Tensor.min with a positional dim: MindSpore 2.10's PyNative returns (values, int64 indices),
its graph mode the values only; ``axis=`` gives the values in both; ops.max / ops.min the pair in both."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class MaxMin(nn.Cell):
    def construct(self, x):
        return x.max(0), x.min(1), x.max(axis=1), x.min(), ops.max(x, 1), ops.min(x)


for dt in ("float32", "int32"):
    emit(f"max_min_{dt}", MaxMin()(ms.Tensor(np.array([[-2.0, -1.25, 3.5], [0.25, 1.0, 1.75]]).astype(dt))))
