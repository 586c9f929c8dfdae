"""`x ** n` / ops.pow(x, n) of float32 / float64 Tensors with an integral exponent, bit for bit.

MindSpore 2.10's CPU Pow raises a float base to a one-element integral exponent in [-3, 7] (a Python number or a
0-d Tensor) by binary exponentiation in the base's dtype, of 1 / x for a negative one (`x ** 3` is x * (x * x)
rounded twice), in 16-byte SIMD blocks; the last size % 4 (float32) or size % 2 (float64) elements take C's pow.
msgraph computed numpy's power (an ulp off in 25-65 % of the values: 0.3 ** 3 printed 0.027000004 where MindSpore
prints 0.027000003), and Graph mode's fused kernels libm's pow.  Exponents 0, 1, 8, -4 and non-integral ones go
through MindSpore's pow, which is not matched bit for bit (ulp level) and not checked here.  Sizes up to 24 (larger
Tensors are split between MindSpore's threads, which adds scalar tails inside them; its PyNative kernel takes float32
in 8-wide blocks, so float32 sizes 4-7 are not checked) after two warm-up calls (MindSpore's first calls may split
even small Tensors).  A subnormal float32 product is 0 in MindSpore's SIMD blocks (flushed), not checked here.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0, atol=0)
x = np.linspace(-3.7, 4.1, 23)
x[:5] = [0.0, -0.0, 0.3, 1e-3, 65504.0]


class PowNet(nn.Cell):
    def __init__(self, e):
        super().__init__()
        self.e = e

    def construct(self, a):
        return (a * 1) ** self.e + 0


for dt in (np.float32, np.float64):
    for shape in ((16,), (2, 4), (3,), (1,), ()):
        xt = Tensor(x[:int(np.prod(shape))].reshape(shape).astype(dt))
        for e in (-3, -2, -1, 2, 3, 4, 5, 6, 7, 3.0):
            net = PowNet(e)
            net(xt), net(xt)
            emit(f"{np.dtype(dt).name}{shape} ** {e}", net(xt), **EXACT)
        emit(f"{np.dtype(dt).name}{shape} pow 0-d Tensor 3", ops.pow(xt, Tensor(3, ms.int32)), **EXACT)
emit("0.3 ** 3 printed", str(Tensor(np.float32(0.3)) ** 3))
