"""Primitives of tests/st/ops/gpu msgraph lacked: GridSampler2D/3D (ops.grid_sample), Coalesce, AdaptiveMaxPool2DGrad
/ AdaptiveMaxPool3DGrad, LogNormalReverse (shape, dtype and errors only: random).  (MindSpore 2.10's PyNative Coalesce
of unsorted indices returns a buffer of the input's length with stale values; Graph mode and msgraph sort and sum.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.common.dtype as mstype
from mindspore.ops.operations import _grad_ops as G, nn_ops as N, array_ops as S, random_ops as R
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


def T(a, d):
    return Tensor(np.array(a).astype(d))


x2 = T(np.arange(16).reshape(2, 2, 2, 2) * 0.5 - 3, np.float32)
g2 = T(np.array([[[[-1.1366022, 0.13513687]], [[1.484537, -1.0798049]]],
                 [[[-0.9777282, -0.7433723]], [[0.26607016, 0.3849673]]]]), np.float32)
emit("grid_sampler_2d", Net(N.GridSampler2D("bilinear", "zeros", True))(x2, g2), rtol=1e-5, atol=1e-6)
emit("grid_sampler_2d_border", Net(N.GridSampler2D("bilinear", "border", False))(x2, g2), rtol=1e-5, atol=1e-6)
emit("grid_sampler_2d_nearest", Net(N.GridSampler2D("nearest", "zeros", False))(x2, g2))
x3 = T(np.arange(32).reshape(2, 2, 2, 2, 2) * 0.25, np.float32)
g3 = T(np.array([[[[[-0.88778573, -0.9807965, -0.34791216]]], [[[0.15634897, 0.2302907, 0.2023798]]]],
                 [[[[-0.3873268, -0.30230275, -1.048553]]], [[[-0.420018, -0.7062702, 0.9507754]]]]]), np.float32)
emit("grid_sampler_3d", Net(N.GridSampler3D("bilinear", "zeros", True))(x3, g3), rtol=1e-5, atol=1e-6)
emit_error("grid_sampler_bad_mode", lambda: N.GridSampler2D("bicubic", "zeros", True))
idx = Tensor([[1, 2, 3, 3, 2], [2, 2, 2, 2, 2]], dtype=mstype.int64)
for dt in (mstype.float16, mstype.float32, mstype.float64):
    emit(f"coalesce_{dt}", Net(S.Coalesce())(idx, Tensor([1, 2, 3, 4, 5], dtype=dt), Tensor([5, 5], mstype.int64)))
emit_error("coalesce_int_values", lambda: Net(S.Coalesce())(idx, Tensor([1, 2, 3, 4, 5], mstype.int32),
                                                            Tensor([5, 5], mstype.int64)))
x = T(np.arange(16).reshape(1, 1, 4, 4), np.float32)
dy = T([[[[0.7, 0.9], [0.19, 0.21]]]], np.float32)
emit("adaptive_max_pool2d_grad", Net(G.AdaptiveMaxPool2DGrad())(dy, x, T([[[[1, 3], [8, 10]]]], np.int64)))
emit("adaptive_max_pool2d_grad_dup", Net(G.AdaptiveMaxPool2DGrad())(dy, x, T([[[[5, 5], [5, 10]]]], np.int32)))
emit("adaptive_max_pool2d_grad_f16", Net(G.AdaptiveMaxPool2DGrad())(T(dy.asnumpy(), np.float16), T(x.asnumpy(), np.float16),
                                                                    T([[[[4, 2], [12, 10]]]], np.int64)))
x3d = T(np.arange(16).reshape(1, 2, 2, 2, 2), np.float64)
emit("adaptive_max_pool3d_grad", Net(G.AdaptiveMaxPool3DGrad())(T(np.arange(2).reshape(1, 2, 1, 1, 1) + 0.5, np.float64),
                                                                x3d, T([[[[[7]]], [[[3]]]]], np.int32)))
for shape, dt in (((2, 3, 4), np.float16), ((3, 3), np.float32), ((4,), np.float64)):
    out = Net(R.LogNormalReverse(1.0, 2.0))(T(np.zeros(shape), dt))
    emit(f"log_normal_reverse_{dt.__name__}", (str(out.dtype), out.shape, bool((out.asnumpy() > 0).all())))
emit_error("log_normal_reverse_int", lambda: Net(R.LogNormalReverse())(T(np.zeros((2, 2)), np.int8)))


class SamplerGrad(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, grad, x, grid):
        return self.p(grad, x, grid)


gx = T(np.arange(16).reshape(2, 2, 2, 2), np.float32)
gg = T(np.arange(0.2, 1, 0.1).reshape(2, 2, 1, 2), np.float32)
gd = T(np.array([[[[1.6], [-0.6]], [[-0.5], [-1.1]]], [[[0.9], [-2.3]], [[1.7], [-0.8]]]]), np.float32)
emit("grid_sampler_2d_grad", SamplerGrad(G.GridSampler2DGrad("bilinear", "zeros", True))(gd, gx, gg),
     rtol=1e-5, atol=1e-5)
emit("grid_sampler_2d_grad_f16", SamplerGrad(G.GridSampler2DGrad("bilinear", "zeros", True))(
    T(gd.asnumpy(), np.float16), T(gx.asnumpy(), np.float16), T(gg.asnumpy(), np.float16)), rtol=1e-3, atol=1e-3)
x3g = T(np.arange(32).reshape(2, 2, 2, 2, 2) * 0.5, np.float64)
g3g = T(np.arange(-0.2, 1, 0.1).reshape(2, 2, 1, 1, 3), np.float64)
emit("grid_sampler_3d_grad", SamplerGrad(G.GridSampler3DGrad("bilinear", "zeros", True))(
    T(np.linspace(-1, 1, 8).reshape(2, 2, 2, 1, 1), np.float64), x3g, g3g), rtol=1e-7, atol=1e-9)
