"""ops.deformable_conv2d (modulated, DCN v2): sampled bilinearly at fractional offsets, zeros outside,
masks; stride/padding/dilation, bias, groups; gradients w.r.t. x, weight and offsets."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


def inputs(n, c, h, w, cout, kh, kw, pad, stride=(1, 1), dil=(1, 1), groups=1, dg=1):
    x = (np.arange(n * c * h * w, dtype=np.float32).reshape(n, c, h, w) % 11) / 11
    wt = ((np.arange(cout * (c // groups) * kh * kw, dtype=np.float32) * 7 % 13) / 13 - 0.5).reshape(
        cout, c // groups, kh, kw)
    oh = (h + pad[0] + pad[1] - (kh - 1) * dil[0] - 1) // stride[0] + 1
    ow = (w + pad[2] + pad[3] - (kw - 1) * dil[1] - 1) // stride[1] + 1
    k = dg * kh * kw
    off = (((np.arange(n * 3 * k * oh * ow, dtype=np.float32) * 29 % 37) / 37 - 0.5) * 2.5).reshape(n, 3 * k, oh, ow)
    off[:, 2 * k:] = (off[:, 2 * k:] + 1.25) / 2.5
    return Tensor(x), Tensor(wt), Tensor(off)


class Net(nn.Cell):
    def __init__(self, k, stride, pad, dil, groups=1, dg=1, bias=None):
        super().__init__()
        self.k, self.stride, self.pad, self.dil, self.groups, self.dg, self.bias = k, stride, pad, dil, groups, dg, bias

    def construct(self, x, w, off):
        return ops.deformable_conv2d(x, w, off, self.k, self.stride, self.pad, self.bias, self.dil, self.groups,
                                     self.dg)


cases = {
    "basic": (dict(n=1, c=2, h=5, w=6, cout=4, kh=2, kw=3, pad=(1, 0, 1, 1)), dict()),
    "stride_dil": (dict(n=2, c=2, h=7, w=6, cout=3, kh=3, kw=2, pad=(1, 1, 0, 1), stride=(2, 1), dil=(1, 2)),
                   dict(stride=(1, 1, 2, 1), dil=(1, 1, 1, 2))),
    "groups": (dict(n=1, c=4, h=5, w=5, cout=4, kh=2, kw=2, pad=(0, 0, 0, 0), groups=2), dict(groups=2)),
}
for tag, (shape, extra) in cases.items():
    x, w, off = inputs(**shape)
    stride = extra.get("stride", (1, 1, 1, 1))
    dil = extra.get("dil", (1, 1, 1, 1))
    net = Net((shape["kh"], shape["kw"]), stride, shape["pad"], dil, extra.get("groups", 1))
    emit(tag, net(x, w, off), rtol=1e-5, atol=1e-5)
x, w, off = inputs(1, 2, 5, 6, 4, 2, 3, (1, 0, 1, 1))
bias = Tensor(np.array([0.1, -0.2, 0.3, 0.0], np.float32))
emit("bias", Net((2, 3), (1, 1, 1, 1), (1, 0, 1, 1), (1, 1, 1, 1), bias=bias)(x, w, off), rtol=1e-5, atol=1e-5)
grads = ms.grad(Net((2, 3), (1, 1, 1, 1), (1, 0, 1, 1), (1, 1, 1, 1)), grad_position=(0, 1, 2))(x, w, off)
emit("grad_x", grads[0], rtol=1e-4, atol=1e-4)
emit("grad_w", grads[1], rtol=1e-4, atol=1e-4)
emit("grad_offsets", grads[2], rtol=1e-4, atol=1e-4)

