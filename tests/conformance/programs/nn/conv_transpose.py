"""nn.Conv2dTranspose / Conv1d / Conv1dTranspose: forward and gradients (input and weights) on fixed weights."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


def fill(net):
    for i, p in enumerate(net.trainable_params()):
        n = int(np.prod(p.shape))
        p.set_data(Tensor((((np.arange(n) * 7 + i) % 11) - 5).reshape(p.shape).astype(np.float32) * 0.05))


class Weighted(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        out = self.net(x)
        coef = ops.reshape(ops.arange(out.size).astype(out.dtype), out.shape) * 0.01 + 0.5
        return (out * coef).sum()


def check(label, net, x):
    fill(net)
    emit(label + "_out", net(x), rtol=1e-4, atol=1e-5)
    g = ms.grad(Weighted(net), grad_position=0, weights=net.trainable_params())(x)
    emit(label + "_grad", g, rtol=1e-4, atol=1e-4)


x4 = Tensor((np.arange(2 * 4 * 5 * 5).reshape(2, 4, 5, 5) % 13).astype(np.float32) / 13 - 0.4)
check("t_same", nn.Conv2dTranspose(4, 6, 3, has_bias=True), x4)
check("t_valid", nn.Conv2dTranspose(4, 6, 3, pad_mode="valid"), x4)
check("t_same_s2", nn.Conv2dTranspose(4, 6, 3, stride=2, has_bias=True), x4)
check("t_valid_s2", nn.Conv2dTranspose(4, 6, 3, stride=2, pad_mode="valid"), x4)
check("t_pad_asym_s2", nn.Conv2dTranspose(4, 6, 3, stride=2, pad_mode="pad", padding=(1, 0, 2, 1)), x4)
check("t_valid_s4", nn.Conv2dTranspose(4, 2, 3, stride=4, pad_mode="valid"), x4)
check("t_same_k2_s3", nn.Conv2dTranspose(4, 2, 2, stride=3), x4)
check("t_out_pad", nn.Conv2dTranspose(4, 2, 3, stride=2, pad_mode="pad", padding=1, output_padding=1), x4)
check("t_dil", nn.Conv2dTranspose(4, 2, 3, pad_mode="same", dilation=2), x4)
check("t_group", nn.Conv2dTranspose(4, 6, 3, stride=2, group=2, has_bias=True), x4)
check("t_k4_s2_same", nn.Conv2dTranspose(4, 2, 4, stride=2), x4)

x3 = Tensor((np.arange(2 * 4 * 7).reshape(2, 4, 7) % 5).astype(np.float32) / 5 - 0.3)
check("c1_same", nn.Conv1d(4, 6, 3, has_bias=True), x3)
check("c1_pad_s2", nn.Conv1d(4, 6, 3, stride=2, pad_mode="pad", padding=1), x3)
check("c1_valid_dil_group", nn.Conv1d(4, 6, 3, pad_mode="valid", dilation=2, group=2), x3)
check("c1t_same", nn.Conv1dTranspose(4, 6, 3, has_bias=True), x3)
check("c1t_valid_s2", nn.Conv1dTranspose(4, 6, 3, stride=2, pad_mode="valid"), x3)
check("c1t_pad_s2", nn.Conv1dTranspose(4, 2, 3, stride=2, pad_mode="pad", padding=1), x3)
emit("shapes", tuple(p.shape for p in nn.Conv2dTranspose(4, 6, 3, group=2, has_bias=True).get_parameters()))
emit("names", [p.name for p in nn.Conv1dTranspose(4, 6, 3, has_bias=True).get_parameters()])
