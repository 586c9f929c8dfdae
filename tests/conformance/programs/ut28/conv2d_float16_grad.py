"""tests/ut/python/model/test_mix_precision.py::test_grad_conv_prelu (a float16 Conv2d's weight gradient; msgraph
passed its 150 s limit) adapted, small: MindSpore's CPU float16 convolution gradients are the float32 results
rounded once to float16; msgraph's numpy float16 GEMM rounded partial sums (half the elements an ulp or more
off) and ran ~8x slower.  Forward values agree within an ulp (MindSpore's forward kernel rounds a few ties
differently from the float32 result); the gradients too, by summation order (within 1e-3 relative here)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

x = Tensor((((np.arange(2 * 64 * 7 * 7) * 37) % 101) / 50.0 - 1.0).astype(np.float16).reshape(2, 64, 7, 7))
w = Tensor((((np.arange(64 * 64 * 3 * 3) * 53) % 97) / 400.0 - 0.12).astype(np.float16).reshape(64, 64, 3, 3))
dout = Tensor((((np.arange(2 * 64 * 7 * 7) * 29) % 89) / 100.0 - 0.4).astype(np.float16).reshape(2, 64, 7, 7))


class Net(nn.Cell):
    def construct(self, a, b):
        return ops.conv2d(a, b, pad_mode="same")


emit("forward", Net()(x, w), rtol=2e-3, atol=2e-3)
grads = ops.GradOperation(get_all=True, sens_param=True)(Net())(x, w, dout)
emit("grad_input", grads[0], rtol=1e-3, atol=1e-4)
emit("grad_weight", grads[1], rtol=1e-3, atol=1e-4)


class Strided(nn.Cell):
    def construct(self, a, b):
        return ops.conv2d(a, b, stride=2, pad_mode="pad", padding=1)


sgrads = ops.GradOperation(get_all=True, sens_param=True)(Strided())(x, w, dout[:, :, :4, :4])
emit("strided_grad_input", sgrads[0], rtol=1e-3, atol=1e-4)
emit("strided_grad_weight", sgrads[1], rtol=1e-3, atol=1e-4)
