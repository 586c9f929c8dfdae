"""GridSampler2D / GridSampler3D (primitive forms of grid_sample) and ops.auto_generate.GridSampler2DGrad /
GridSampler3DGrad: values for every interpolation / padding mode and align_corners, the gradients of input and grid,
nearest rounding of halves (away from zero), and the TypeError on mixed input dtypes (both modes)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Fwd(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.prim = prim

    def construct(self, x, g):
        return self.prim(x, g)


class Bwd(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.prim = prim

    def construct(self, dy, x, g):
        return self.prim(dy, x, g)


x = Tensor(np.arange(16).reshape(2, 2, 2, 2).astype(np.float32))
g = Tensor((np.arange(36).reshape(2, 3, 3, 2).astype(np.float32) - 18) / 8)
dy = Tensor(np.arange(36).reshape(2, 2, 3, 3).astype(np.float32) / 4)
for mode in ("bilinear", "nearest"):
    for pad in ("zeros", "border", "reflection"):
        for ac in (True, False):
            label = f"{mode}_{pad}_{ac}"
            emit("fwd2d_" + label, Fwd(ops.GridSampler2D(mode, pad, ac))(x, g))
            if mode == "bilinear" and pad != "reflection":
                emit("grad2d_" + label, Bwd(ops.auto_generate.GridSampler2DGrad(mode, pad, ac))(dy, x, g))
dx, dg = Bwd(ops.auto_generate.GridSampler2DGrad("bilinear", "reflection", True))(dy, x, g)
emit("grad2d_reflection_dx", dx)
emit("grad2d_reflection_dgrid_abs", ops.abs(dg))   # MindSpore's zeros carry signs msgraph's do not

x3 = Tensor(np.arange(48).reshape(1, 2, 2, 3, 4).astype(np.float32) / 4)
g3 = Tensor((np.arange(24).reshape(1, 2, 2, 2, 3).astype(np.float32) - 12) / 10)
dy3 = Tensor(np.arange(16).reshape(1, 2, 2, 2, 2).astype(np.float32) / 8)
for ac in (True, False):
    emit(f"fwd3d_{ac}", Fwd(ops.GridSampler3D("bilinear", "zeros", ac))(x3, g3))
    emit(f"grad3d_{ac}", Bwd(ops.auto_generate.GridSampler3DGrad("bilinear", "zeros", ac))(dy3, x3, g3))
emit("grad_via_autodiff", ops.grad(Fwd(ops.GridSampler2D("bilinear", "zeros", True)), (0, 1))(x, g))

row = Tensor(np.arange(4).reshape(1, 1, 1, 4).astype(np.float32))
cs = np.array([-2 / 3, 0.0, 2 / 3, -1 / 3], np.float32)
ties = Tensor(np.stack([cs, np.zeros(4, np.float32)], -1).reshape(1, 1, 4, 2))
emit("nearest_ties", Fwd(ops.GridSampler2D("nearest", "zeros", True))(row, ties))
emit_error("mixed_dtypes", lambda: Fwd(ops.GridSampler3D())(Tensor(np.ones((1, 1, 2, 2, 2), np.float32)),
                                                           Tensor(np.ones((1, 1, 1, 1, 3), np.int32))))
