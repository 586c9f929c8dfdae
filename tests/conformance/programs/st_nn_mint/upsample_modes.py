"""nn.Upsample (MindSpore 2.10) in the ops.interpolate modes beyond nearest/bilinear: area (3-D/4-D, size and
scale_factor), linear (3-D), nearest on 3-D/5-D inputs."""
import numpy as np
from mindspore import Tensor, nn
from _conf import emit_error

x3 = Tensor(np.array([[[0.476130, 0.196372, 0.320748, 0.574267], [0.558406, 0.186530, 0.144793, 0.017598],
                       [0.043675, 0.360826, 0.367078, 0.607198]]], np.float32))
x4 = Tensor(np.arange(2 * 2 * 4 * 5, dtype=np.float32).reshape(2, 2, 4, 5) / 10.0 - 1.0)
x5 = Tensor(np.arange(2 * 3 * 3 * 2, dtype=np.float32).reshape(1, 2, 3, 3, 2) / 7.0)


def c(label, fn):
    emit_error(label, fn)


c("area_3d_size", lambda: nn.Upsample(mode="area", size=2)(x3))
c("area_3d_scale", lambda: nn.Upsample(mode="area", scale_factor=0.3)(x3))
c("area_4d_size", lambda: nn.Upsample(mode="area", size=(2, 3))(x4))
c("linear_3d", lambda: nn.Upsample(mode="linear", size=7)(x3))
c("linear_3d_align", lambda: nn.Upsample(mode="linear", size=7, align_corners=True)(x3))
c("linear_3d_scale", lambda: nn.Upsample(mode="linear", scale_factor=1.5, recompute_scale_factor=True)(x3))
c("nearest_3d", lambda: nn.Upsample(mode="nearest", size=6)(x3))
c("nearest_5d", lambda: nn.Upsample(mode="nearest", size=(4, 5, 3))(x5))
