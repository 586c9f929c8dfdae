"""ops.grid_sample (st test_ops_grid_sample): 2-D and 3-D, bilinear / nearest, zeros / border / reflection padding,
align_corners True / False, points outside the map; gradients for input and grid; eagerly and in a Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class GS(nn.Cell):
    def __init__(self, mode, padding_mode, align_corners):
        super().__init__()
        self.args = (mode, padding_mode, align_corners)

    def construct(self, x, g):
        return ops.grid_sample(x, g, *self.args)


x2 = Tensor((np.arange(2 * 2 * 3 * 4) * 0.5 - 3).reshape(2, 2, 3, 4).astype(np.float32))
g2 = Tensor((np.linspace(-1.7, 1.9, 2 * 3 * 2 * 2) * np.array([1.0, -0.8] * 12)).reshape(2, 3, 2, 2).astype(np.float32))
for mode in ("bilinear", "nearest"):
    for pad in ("zeros", "border", "reflection"):
        for ac in (True, False):
            emit(f"2d_{mode}_{pad}_{ac}", GS(mode, pad, ac)(x2, g2), rtol=1e-5, atol=1e-5)
emit("2d_default_align", ops.grid_sample(x2, g2), rtol=1e-5, atol=1e-5)
x3 = Tensor((np.arange(1 * 2 * 2 * 3 * 3) * 0.25).reshape(1, 2, 2, 3, 3).astype(np.float32))
g3 = Tensor(np.linspace(-1.2, 1.1, 1 * 2 * 2 * 1 * 3).reshape(1, 2, 2, 1, 3).astype(np.float32))
for mode in ("bilinear", "nearest"):
    for pad in ("zeros", "border"):
        emit(f"3d_{mode}_{pad}", GS(mode, pad, True)(x3, g3), rtol=1e-5, atol=1e-5)
net = GS("bilinear", "zeros", False)


def loss(x, g):
    return (net(x, g) * Tensor(np.arange(2 * 2 * 3 * 2).reshape(2, 2, 3, 2).astype(np.float32))).sum()


emit("grad_input_grid", ms.grad(loss, (0, 1))(x2, g2), rtol=1e-4, atol=1e-4)
net_b = GS("bilinear", "border", True)


def loss_b(x, g):
    return net_b(x, g).sum()


emit("grad_border", ms.grad(loss_b, (0, 1))(x2, g2), rtol=1e-4, atol=1e-4)
