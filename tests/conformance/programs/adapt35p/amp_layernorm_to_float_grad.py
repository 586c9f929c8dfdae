"""Gradient through nn.LayerNorm under Cell.to_float(float16) with near-constant rows: MindSpore's LayerNormGrad
computes in float32 (finite gradients); msgraph's per-op float16 policy ran rsqrt's gradient in float16 (inf / nan,
silent).  Found by adapting st mix_precision tests (session 35, adapt35p)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

ln = nn.LayerNorm((3,))
ln.to_float(ms.float16)
x = Tensor(np.array([[0.5, 0.5001, 0.4999], [1, 2, 3], [0.2, 0.2, 0.2]], np.float16))
w = Tensor(np.arange(3, dtype=np.float16))


def f(a):
    return (ln(a) * w).sum()


emit("forward", ln(x))
emit("grad_x", ms.grad(f)(x))
emit("grad_params", ms.grad(f, None, ln.trainable_params())(x))
