"""nn.Upsample / ops.interpolate in mode 'trilinear' (MindSpore 2.10's UpsampleTrilinear3D on 5-d input, with
size or scale_factor, align_corners either way) and the ValueError for 'linear' with a scale_factor."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

x = Tensor((np.sin(np.arange(24) * 1.37 + 0.3) * 2).reshape(1, 1, 2, 3, 4).astype(np.float32))
for ac in (None, True):
    for size, sf in (((3, 4, 6), None), (None, 2.0), (None, (1.5, 2.0, 1.0))):
        net = nn.Upsample(size, sf, "trilinear", ac)
        label = f"trilinear_{ac}_{size}_{sf}"
        emit(label, net(x), rtol=1e-5, atol=1e-6)
        emit(label + "_grad", ms.grad(net)(x), rtol=1e-5, atol=1e-5)
emit_error("trilinear_4d", lambda: nn.Upsample((3, 4), mode="trilinear")(x[0]))
emit("interpolate_trilinear", ops.interpolate(x, scale_factor=(2.0, 1.0, 0.5), mode="trilinear", align_corners=True),
     rtol=1e-5, atol=1e-6)
x3 = Tensor((np.sin(np.arange(10) * 1.37 + 0.3) * 2).reshape(1, 2, 5).astype(np.float32))
emit_error("linear_scale_factor", lambda: nn.Upsample(scale_factor=2.0, mode="linear")(x3))
emit("linear_recompute", nn.Upsample(scale_factor=2.0, mode="linear", recompute_scale_factor=True)(x3),
     rtol=1e-5, atol=1e-6)
