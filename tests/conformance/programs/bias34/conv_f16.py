"""float16 convolutions in Graph mode: nn.Conv2d and ops.conv2d add their bias with BiasAdd (MindSpore's do), and
Conv2D, BiasAdd, Conv2DBackpropInput and Conv2DBackpropFilter are float32-only CPU kernels that MindSpore 2.10's Graph
mode chains unrounded.  Measured in session 34 (bias34): two float16 nn.Conv2d (to_float and amp O2) 33/64 from
PyNative, Graph = round16 of the float32 chain 64/64; Conv2D -> Conv2D gradients 150/399 elements from PyNative,
msgraph's Graph 150 off MindSpore's before (0 with both backprops raised; ReluGrad is not raised).  ops.conv2d with a
bias of another dtype is BiasAdd's TypeError (msgraph promoted it)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import operations as P
from _conf import emit, emit_error


def arr(shape, a, b, scale, dt=np.float16):
    n = int(np.prod(shape))
    return Tensor((np.sin(np.arange(n) * a + b) * scale).reshape(shape).astype(dt))


x = arr((1, 3, 7, 7), 0.41, 0.0, 0.7)
k1 = arr((4, 3, 3, 3), 0.83, 1.5, 0.4)
k2 = arr((4, 4, 3, 3), 0.57, 0.2, 0.4)
b1 = arr((4,), 0.3, 0.1, 0.5)
b2 = arr((4,), 0.7, 0.4, 0.5)
conv = P.Conv2D(4, 3)
ba = P.BiasAdd()
relu = P.ReLU()


class F(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


class CN(nn.Cell):
    def __init__(self):
        super().__init__()
        f32 = ms.float32
        self.c1 = nn.Conv2d(3, 4, 3, pad_mode="valid", has_bias=True, weight_init=ops.cast(k1, f32),
                            bias_init=ops.cast(b1, f32))
        self.c2 = nn.Conv2d(4, 4, 3, pad_mode="valid", has_bias=True, weight_init=ops.cast(k2, f32),
                            bias_init=ops.cast(b2, f32))

    def construct(self, a):
        return self.c2(self.c1(a))


emit("conv2d_x2_to_float16", CN().to_float(ms.float16)(x), rtol=0, atol=0)
emit("conv2d_x2_amp_O2", ms.amp.auto_mixed_precision(CN(), "O2")(ops.cast(x, ms.float32)), rtol=0, atol=0)
emit("conv2d_x2_float32", CN()(ops.cast(x, ms.float32)), rtol=1e-6, atol=1e-6)
net = CN().to_float(ms.float16)


def loss(a):
    return (net(a) * net(a)).sum()


emit("conv2d_x2_float16_grads", ms.grad(loss, grad_position=0, weights=net.trainable_params())(x), rtol=0, atol=0)


def cc(a, v1, v2):
    return conv(conv(a, v1), v2).sum()


def cbc(a, v1, c1, v2, c2):
    return ba(conv(ba(conv(a, v1), c1), v2), c2).sum()


def cbrc(a, v1, c1, v2, c2):      # ReLU (a float16 kernel) in between: rounded
    h = ba(conv(relu(ba(conv(a, v1), c1)), v2), c2)
    return (h * h).sum()


# one float16 ulp (2**-10 relative): these gradients are float32 GEMM sums rounded to float16 once, and a GEMM's last
# bit differs between BLAS kernels (an AVX-512 OpenBLAS flipped one element's rounding, session 38).  The labels
# around them stay bit for bit (rtol=0), so the unrounded Graph-mode chain is still checked exactly there.
emit("conv_conv_grads", F(ms.grad(cc, grad_position=(0, 1, 2)))(x, k1, k2), rtol=1e-3, atol=0)
emit("conv_ba_conv_ba_grads", F(ms.grad(cbc, grad_position=(0, 1, 2, 3, 4)))(x, k1, b1, k2, b2), rtol=1e-3, atol=0)
emit("conv_ba_relu_conv_ba_grads", F(ms.grad(cbrc, grad_position=(0, 1, 2, 3, 4)))(x, k1, b1, k2, b2),
     rtol=0, atol=0)


def conv_fn(a, v, c):
    return ops.conv2d(a, v, c)


emit("ops_conv2d_bias_float16", F(conv_fn)(x, k1, b1), rtol=0, atol=0)
emit_error("ops_conv2d_bias_dtype", F(conv_fn), ops.cast(x, ms.float32), ops.cast(k1, ms.float32), b1)
