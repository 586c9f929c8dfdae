"""ops.grid_sample gradients at the clipping bounds (session 35, adapt35x): MindSpore 2.10's GridSampler grad kernels
(as torch's clip_coordinates_set_grad) give the grid no gradient where the source coordinate is at or beyond the
border -- border padding with align_corners=True at grid -1 / 1, and any grid value outside [-1, 1] -- while msgraph's
clip passed the gradient at the bound itself (-315 where MindSpore has 0).  Zeros / reflection padding and the
input's gradient already matched."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

x = Tensor((np.arange(2 * 2 * 5 * 6, dtype=np.float32).reshape(2, 2, 5, 6) * 7 % 11) - 5)
g = Tensor(np.array([[[[-1.0, -1.0], [0.5, -0.2], [1.0, 1.0]], [[1.2, -1.3], [0.0, 0.0], [-0.7, 0.9]]],
                     [[[0.3, 0.3], [-1.5, 0.1], [0.9, -0.9]], [[0.2, 0.6], [1.0, -1.0], [-0.25, 0.75]]]], np.float32))

def loss_zeros(a, b):
    return (ops.grid_sample(a, b, "bilinear", "zeros", True) ** 2).sum()


def loss_border(a, b):
    return (ops.grid_sample(a, b, "bilinear", "border", False) ** 2).sum()


def loss_border_ac(a, b):
    return (ops.grid_sample(a, b, "bilinear", "border", True) ** 2).sum()


def loss_reflection_ac(a, b):
    return (ops.grid_sample(a, b, "bilinear", "reflection", True) ** 2).sum()


for pad in ("zeros", "border", "reflection"):
    for ac in (False, True):
        emit_error("fwd_%s_%s" % (pad, ac), lambda: ops.grid_sample(x, g, "bilinear", pad, ac))
for name, fn in (("zeros_ac", loss_zeros), ("border", loss_border), ("border_ac", loss_border_ac),
                 ("reflection_ac", loss_reflection_ac)):
    emit_error("grad_" + name, lambda: ms.grad(fn, (0, 1))(x, g))
