"""Adapted from tests/st/ops/test_ops_upsample_nearest.py and test_ops_upsample_trilinear3d.py:
ops.function.nn_func.interpolate_ext in modes 'nearest' (3-d, 4-d, 5-d input) and 'trilinear', their gradients,
the UpsampleNearest3DGrad / UpsampleTrilinear3DGrad primitives and the argument errors (MindSpore's CPU kernels:
PyTorch's source index from 1 / scale when a scale is given)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Interp(nn.Cell):
    def __init__(self, mode, align_corners=None):
        super().__init__()
        self.mode = mode
        self.align_corners = align_corners

    def construct(self, x, size=None, scale_factor=None):
        return ops.function.nn_func.interpolate_ext(x, size, scale_factor, self.mode, self.align_corners)


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, size=None, scale_factor=None):
        return ms.grad(self.net, (0,))(x, size, scale_factor)


x3 = Tensor(np.arange(5).reshape(1, 1, 5).astype(np.float32) * 0.5)
x4 = Tensor(np.arange(12).reshape(1, 2, 2, 3).astype(np.float32) * 0.25)
x5 = Tensor(np.arange(12).reshape(1, 1, 2, 2, 3).astype(np.float32) * 0.1)

near = Interp("nearest")
emit("nearest1d_size", near(x3, (7,), None))
emit("nearest1d_size_double", near(x3, (10,), None))
emit("nearest1d_scale", near(x3, None, (1.7,)))
emit("nearest2d_size", near(x4, (3, 5), None))
emit("nearest2d_scale", near(x4, None, (1.5, 2.5)))
emit("nearest3d_size", near(x5, (3, 3, 5), None))
emit("nearest3d_scale", near(x5, None, (1.5, 2.0, 2.5)))
emit("nearest3d_shrink", near(x5, (1, 1, 2), None))
emit("nearest3d_grad", GradNet(near)(x5, None, (1.5, 2.0, 2.5)))
emit("nearest3d_grad_size", GradNet(near)(x5, (3, 3, 5), None))
emit("nearest3d_fp16", near(Tensor(x5.asnumpy().astype(np.float16)), (3, 3, 4), None))

tri = Interp("trilinear")
tri_ac = Interp("trilinear", True)
emit("trilinear_size", tri(x5, (3, 3, 5), None))
emit("trilinear_scale", tri(x5, None, (1.5, 2.0, 2.5)))
emit("trilinear_align", tri_ac(x5, (3, 4, 5), None))
emit("trilinear_shrink", tri(x5, (1, 2, 2), None))
emit("trilinear_grad", GradNet(tri)(x5, None, (1.5, 2.0, 2.5)))
emit("trilinear_grad_align", GradNet(tri_ac)(x5, (3, 4, 5), None))
emit("trilinear_fp64", tri(Tensor(x5.asnumpy().astype(np.float64)), (3, 3, 4), None))

dy = Tensor(np.arange(45).reshape(1, 1, 3, 3, 5).astype(np.float32) * 0.1)
emit("nearest3d_grad_prim", ops.auto_generate.UpsampleNearest3DGrad()(dy, (1, 1, 2, 2, 3), (3, 3, 5), None))
emit("trilinear3d_grad_prim", ops.auto_generate.UpsampleTrilinear3DGrad(False)(dy, (1, 1, 2, 2, 3), (3, 3, 5), None))
emit("trilinear3d_grad_prim_ac", ops.auto_generate.UpsampleTrilinear3DGrad(True)(dy, (1, 1, 2, 2, 3), (3, 3, 5),
                                                                                  None))

ones5 = Tensor(np.ones((2, 2, 2, 2, 2), np.float32))
emit_error("err_rank", tri, Tensor(np.ones((2, 2, 2, 2), np.float32)), [3, 4, 5], None)
emit_error("err_int_input", tri, Tensor(np.ones((2, 2, 2, 2, 2), np.int32)), [3, 4, 5], None)
emit_error("err_int_scales", tri, ones5, None, [1, 2, 3])
emit_error("err_size_len", tri, ones5, [3, 4], None)
emit_error("err_scales_len", tri, ones5, None, [1.0, 2.0, 3.0, 4.0])
emit_error("err_both", tri, ones5, [3, 4, 5], [1.0, 2.0, 3.0])
emit_error("err_none", tri, ones5, None, None)
emit_error("err_nearest_rank", near, Tensor(np.ones((2, 2, 2, 2), np.float32)), [3, 4, 5], None)
emit_error("err_nearest_int", near, Tensor(np.ones((2, 2, 2, 2, 2), np.int32)), [3, 4, 5], None)
emit_error("err_mode", Interp("area"), ones5, [3, 4, 5], None)
emit_error("err_nearest_align", Interp("nearest", True), ones5, [3, 4, 5], None)
