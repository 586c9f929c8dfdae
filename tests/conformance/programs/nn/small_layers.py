"""PixelShuffle/Unshuffle, ChannelShuffle, Softmax2d, CELU, SeLU, GLU, SoftShrink, HShrink, Threshold,
Unflatten, Tril/Triu, Roll, OneHot, Norm: values and input gradients."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Weighted(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        out = self.net(x)
        coef = ops.reshape(ops.arange(out.size).astype(out.dtype), out.shape) * 0.1 - 0.7
        return (out * coef).sum()


def check(label, net, x):
    emit(label, net(x), rtol=1e-5, atol=1e-6)
    emit(label + "_grad", ms.grad(Weighted(net))(x), rtol=1e-4, atol=1e-5)


x8 = Tensor((np.arange(1 * 8 * 2 * 3).reshape(1, 8, 2, 3) % 11).astype(np.float32) - 5.3)
x6 = Tensor((np.arange(2 * 2 * 4 * 6).reshape(2, 2, 4, 6) % 9).astype(np.float32) - 4.2)
v = Tensor(np.array([[-2.3, -0.7, -0.2, 0.3, 0.8, 1.9], [2.6, -1.1, 0.45, -0.45, 3.3, -4.0]], np.float32))
check("pixel_shuffle", nn.PixelShuffle(2), x8)
check("pixel_unshuffle", nn.PixelUnshuffle(2), x6)
check("channel_shuffle", nn.ChannelShuffle(4), x8)
check("softmax2d", nn.Softmax2d(), x8 * 0.3)
check("celu", nn.CELU(), v)
check("celu_alpha", nn.CELU(0.5), v)
emit("selu", nn.SeLU()(v), rtol=1e-5, atol=1e-6)  # MindSpore 2.10 CPU: wrong SeLU gradient for x < 0
check("glu", nn.GLU(), v)
check("glu_axis0", nn.GLU(0), v)
check("softshrink", nn.SoftShrink(), v)
check("hshrink", nn.HShrink(0.6), v)
check("threshold", nn.Threshold(0.5, -1.0), v)
check("unflatten", nn.Unflatten(1, (2, 3)), v)
m = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
emit("tril", nn.Tril()(m))
emit("tril_k1", nn.Tril()(m, 1))
emit("triu", nn.Triu()(m))
emit("triu_km1", nn.Triu()(m, -1))
emit("onehot", nn.OneHot(depth=4)(Tensor(np.array([0, 3, 1], np.int32))))
hot = nn.OneHot(axis=0, depth=3, on_value=5.0, off_value=-1.0)
emit("onehot_axis0_values", hot(Tensor(np.array([2, 0], np.int32))))
emit("norm", nn.Norm()(v), rtol=1e-5)
emit("norm_axis_keep", nn.Norm(axis=1, keep_dims=True)(v), rtol=1e-5)
