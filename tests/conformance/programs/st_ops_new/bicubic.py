"""ops.interpolate(mode='bicubic') (tests/st/ops/test_func_interpolate.py) and P.ResizeBicubic: TensorFlow's
bicubic kernel (Keys a=-0.5 with half-pixel centers, a=-0.75 otherwise), align_corners both ways, up- and
downsampling, float16/float64, the gradient, and the mode / rank / scale_factor errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.image_ops import ResizeBicubic
from mindspore.ops.operations import _grad_ops as G
from _conf import emit, emit_error


class Interp(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.kw = kw

    def construct(self, x):
        return ops.interpolate(x, mode="bicubic", **self.kw)


class Resize(nn.Cell):
    def __init__(self, *flags):
        super().__init__()
        self.op = ResizeBicubic(*flags)

    def construct(self, x, size):
        return self.op(x, size)


x = Tensor((np.arange(2 * 3 * 4 * 5).reshape(2, 3, 4, 5).astype(np.float32) ** 1.5) / 10)
st = Tensor(np.array([[[[0.003088, 0.313131, 0.481231, 0.326219, 0.190293],
                        [0.711616, 0.583990, 0.718121, 0.258823, 0.121847],
                        [0.781316, 0.591508, 0.858185, 0.091935, 0.444639]]]], np.float32))
emit("st_example", Interp(size=(5, 3))(st), rtol=1e-5, atol=1e-6)
emit("st_example_align", Interp(size=(5, 3), align_corners=True)(st), rtol=1e-5, atol=1e-6)
emit("down_up", Interp(size=(3, 7))(x), rtol=1e-5, atol=1e-5)
emit("align_corners", Interp(size=(6, 3), align_corners=True)(x), rtol=1e-5, atol=1e-5)
emit("recompute_scale", Interp(scale_factor=2.0, recompute_scale_factor=True)(x), rtol=1e-5, atol=1e-5)
emit("f64", Interp(size=(5, 8))(x.astype(ms.float64)), rtol=1e-6, atol=1e-6)
emit("f16", Interp(size=(5, 8))(x.astype(ms.float16)), rtol=5e-3, atol=5e-3)
w = Tensor(np.arange(2 * 3 * 3 * 7).reshape(2, 3, 3, 7).astype(np.float32))


class Loss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.interp = Interp(size=(3, 7))

    def construct(self, a):
        return (self.interp(a) * w).sum()


emit("grad", ops.GradOperation()(Loss())(x), rtol=1e-5, atol=1e-4)
size = Tensor([3, 7], ms.int32)
emit("prim_legacy", Resize(False, False)(x, size), rtol=1e-5, atol=1e-5)
emit("prim_half_pixel", Resize(False, True)(x, Tensor([6, 3], ms.int32)), rtol=1e-5, atol=1e-5)
emit("prim_align", Resize(True, False)(x, size), rtol=1e-5, atol=1e-5)
emit_error("scale_factor", lambda: Interp(scale_factor=2.0)(x))
emit_error("rank3", lambda: Interp(size=(3,))(x[0]))
emit_error("prim_int", lambda: Resize(False, False)(x.astype(ms.int32), size))
emit_error("prim_both_flags", lambda: Resize(True, True)(x, size))


class ResizeLoss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ResizeBicubic(False, True)

    def construct(self, a, s):
        return (self.op(a, s) * w).sum()


emit("prim_grad_tensor_size", ops.GradOperation()(ResizeLoss())(x, size), rtol=1e-5, atol=1e-4)
emit("grad_op", G.ResizeBicubicGrad(False, False)(Tensor(np.arange(4).reshape(1, 1, 2, 2).astype(np.float32)),
                                                  Tensor(np.ones((1, 1, 1, 4), np.float32))))
emit("grad_op_align", G.ResizeBicubicGrad(True, False)(Tensor(np.arange(12).reshape(1, 1, 3, 4).astype(np.float64)),
                                                       Tensor(np.ones((1, 1, 2, 5), np.float64))), rtol=1e-6, atol=1e-6)
