"""Gradients of nn.GroupNorm under Cell.to_float(float16) / O3: MindSpore's GroupNormGrad normalises with the
float16 mean and rstd its forward returned (gamma's gradient sum(dy * (x - mean16) * rstd16): -0.9008789 /
6.6054688 / -4.5273438 / -4.4765625), while the forward value uses the float32 statistics.  msgraph gave
-0.8994141 / 0.8994141 / -0.0048828 / -0.8945312 on main (its float16 steps), -3.3027344 / 4.203125 / ... with
float32 statistics in both directions.  The input gradient (float16 through the casts) may differ in its last
float16 bit (87.0625 for 87.0: rtol 1e-3).  (amp35)"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

X = Tensor((np.arange(2 * 4 * 2 * 2, dtype=np.float32).reshape(2, 4, 2, 2) % 3) * 1e-3 + 0.5)
W = ops.arange(1, 33).reshape(2, 4, 2, 2)


def grads(cell):
    def f(a):
        o = cell(a)
        return (o * W.astype(o.dtype)).sum()
    return ms.grad(f)(X), ms.grad(f, None, cell.trainable_params())(X)


g = nn.GroupNorm(2, 4)
g.to_float(ms.float16)
gx, gw = grads(g)
emit("to_float_dx", gx, rtol=1e-3)
emit("to_float_dgamma_dbeta", gw)
gx, gw = grads(ms.amp.auto_mixed_precision(nn.GroupNorm(2, 4), "O3"))
emit("o3_dx", gx, rtol=1e-3)
emit("o3_dgamma_dbeta", gw)
