"""nn.GroupNorm / ops.group_norm on float32 inputs (also under amp level 'auto', which leaves GroupNorm alone):
MindSpore 2.10's CPU GroupNorm gives the float32 rounding of the exact result (-0.26863208 for a group of
0.5 / 0.501 / 0.502 values); msgraph's float32 steps cancelled in x - mean (-0.26863438).  (amp35)"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

X = Tensor((np.arange(2 * 4 * 2 * 2, dtype=np.float32).reshape(2, 4, 2, 2) % 3) * 1e-3 + 0.5)
XB = Tensor(np.arange(2 * 4 * 3 * 3, dtype=np.float32).reshape(2, 4, 3, 3) / 17 - 1.1)

emit("cell", nn.GroupNorm(2, 4)(X), rtol=0, atol=0)
emit("cell_b", nn.GroupNorm(2, 4)(XB), rtol=0, atol=0)
emit("functional", ops.group_norm(X, 2, Tensor(np.array([1, 2, 3, 4], np.float32)),
                                  Tensor(np.array([0, 0.5, 0, -1], np.float32))), rtol=0, atol=0)
emit("auto", ms.amp.auto_mixed_precision(nn.GroupNorm(2, 4), "auto")(X), rtol=0, atol=0)
