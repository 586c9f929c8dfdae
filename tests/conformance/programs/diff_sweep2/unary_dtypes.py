"""Unary ops on the dtypes MindSpore 2.10's kernels keep: relu of a bool Tensor is bool (and NaN gives 0),
hardswish / selu of an integer Tensor stay integer (truncated), frac of bool is int64 zeros, ops.positive."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class Unary(nn.Cell):
    def construct(self, b, i, f):
        return (ops.relu(b), ops.relu(f), nn.ReLU()(f), ops.ReLU()(f), ops.hardswish(i), ops.selu(i), ops.frac(b),
                ops.positive(b), ops.positive(i), ops.positive(f))


b = ms.Tensor(np.array([True, False, True, False, False, True, True, False]))
i = ms.Tensor(np.array([-3, -2, -1, 0, 1, 2, 3, 4], np.int32))
f = ms.Tensor(np.array([np.nan, -1.5, -0.0, 0.0, 0.5, np.inf, -np.inf, 2.0], np.float32))
emit("unary_int32", Unary()(b, i, f))
emit("unary_int8_f16", Unary()(b, ms.Tensor(np.array([-3, -2, -1, 0, 1, 2, 3, 4], np.int8)), f.astype(ms.float16)))
