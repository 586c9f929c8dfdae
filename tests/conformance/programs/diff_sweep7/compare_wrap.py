"""Comparisons with a Python int out of an integer Tensor's range: MindSpore casts the number to the Tensor's
dtype, wrapping as in arithmetic (uint8 > -3 compares with 253), in both modes.  msgraph's numpy implementation
compared with -3 (numpy 2) while its fused Graph-mode kernel compared with 253; both now wrap."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class C(nn.Cell):
    def construct(self, u, i):
        return (u > -3, u != -1, (u > -3) * u, ops.where(u > -3, u, -3), u >= 2.5, u + 0 > -3,
                i > 2.5, i == 2, ops.less(i, 3))


u = ms.Tensor(np.arange(6).astype(np.uint8))
i = ms.Tensor(np.arange(-2, 4).astype(np.int32))
for k, r in enumerate(C()(u, i)):
    emit(f"cmp{k}", r)
