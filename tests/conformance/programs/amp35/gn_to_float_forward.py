"""nn.GroupNorm under Cell.to_float(float16) and amp O2 / O3 (forward): MindSpore 2.10 runs ops.group_norm, one
GroupNorm kernel whose input the policy casts and which computes float16 in float32 (a Float16 result under
to_float in PyNative, the float32 statistics of the float16-rounded input).  msgraph's GroupNorm Cell returned
Float32 under to_float in PyNative and, its steps each cast to float16, normalised with a float16 mean
(-0.2998 / 0 / 0.2998 for MindSpore's -0.2627 / 0.03754 / 0.3376: silent).  (amp35)"""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

X = Tensor((np.arange(2 * 4 * 2 * 2, dtype=np.float32).reshape(2, 4, 2, 2) % 3) * 1e-3 + 0.5)
XB = Tensor(np.arange(2 * 4 * 3 * 3, dtype=np.float32).reshape(2, 4, 3, 3) / 17 - 1.1)

g = nn.GroupNorm(2, 4)
g.to_float(ms.float16)
emit("to_float", g(X))
emit("to_float_b", g(XB))
emit("f16_input", nn.GroupNorm(2, 4)(X.astype(ms.float16)))
for level in ("O2", "O3"):
    net = ms.amp.auto_mixed_precision(nn.GroupNorm(2, 4), level)
    emit(f"amp_{level}", net(X))
