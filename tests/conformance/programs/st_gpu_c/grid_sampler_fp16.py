"""P.GridSampler2D / P.GridSampler3D / ops.grid_sample on float16 (tests/st/ops/gpu/test_grid_sampler.py
test_gridsampler2d/3d): MindSpore 2.10's CPU GridSampler3D kernel computes a float16 input in float32 and rounds once,
its GridSampler2D kernel computes coordinates and weights in float32 and weights and sums the taps in float16; msgraph
computed everything in float16 op by op (an ulp off on several elements)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net2(nn.Cell):
    def __init__(self, mode, pad, ac):
        super().__init__()
        self.op = P.GridSampler2D(mode, pad, ac)

    def construct(self, x, grid):
        return self.op(x, grid)


class Net3(nn.Cell):
    def __init__(self, ac):
        super().__init__()
        self.op = P.GridSampler3D("bilinear", "zeros", ac)

    def construct(self, x, grid):
        return self.op(x, grid)


x3 = Tensor(np.arange(32).reshape((2, 2, 2, 2, 2)), ms.float16)
g3 = Tensor(np.arange(-0.2, 1, 0.1).reshape((2, 2, 1, 1, 3)), ms.float16)
for ac in (False, True):
    emit("3d_%s" % ac, Net3(ac)(x3, g3))
emit("func_3d", ops.grid_sample(x3, g3, "bilinear", "zeros", True))
emit("3d_nearest", P.GridSampler3D("nearest", "border", False)(x3 * 0.37, g3 * 1.3))
x2 = Tensor((np.arange(2 * 3 * 5 * 4).reshape((2, 3, 5, 4)) * 0.37).astype(np.float16))
g2 = Tensor(np.linspace(-1.3, 1.2, 2 * 8 * 6 * 2).reshape((2, 8, 6, 2)).astype(np.float16))
for pad in ("zeros", "border", "reflection"):
    for ac in (False, True):
        emit("2d_%s_%s" % (pad, ac), Net2("bilinear", pad, ac)(x2, g2))
emit("2d_nearest", Net2("nearest", "zeros", False)(x2, g2))
emit("func_2d", ops.grid_sample(x2, g2, "bilinear", "zeros", False))
