"""nn.Pad (CONSTANT/REFLECT/SYMMETRIC), nn.Upsample (nearest/bilinear), nn.ClipByNorm, nn.CentralCrop:
values and input gradients."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Weighted(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        out = self.net(x)
        coef = ops.reshape(ops.arange(out.size).astype(out.dtype), out.shape) * 0.1 - 0.7
        return (out * coef).sum()


def check(label, net, x):
    emit(label, net(x), rtol=1e-5, atol=1e-5)
    emit(label + "_grad", ms.grad(Weighted(net))(x), rtol=1e-5, atol=1e-4)


x4 = Tensor((np.arange(2 * 2 * 3 * 4).reshape(2, 2, 3, 4) % 7).astype(np.float32) - 2.5)
x2 = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
check("pad_constant", nn.Pad(((0, 0), (1, 0), (2, 1), (1, 3))), x4)
check("pad_reflect", nn.Pad(((0, 0), (0, 0), (2, 1), (1, 3)), "REFLECT"), x4)
check("pad_symmetric", nn.Pad(((0, 0), (0, 0), (2, 3), (4, 1)), "SYMMETRIC"), x4)
check("pad_2d_reflect", nn.Pad(((1, 1), (2, 2)), "REFLECT"), x2)
check("pad_2d_constant", nn.Pad(((1, 1), (2, 2))), x2)
emit_error("pad_bad_mode", lambda: nn.Pad(((1, 1),), "EDGE"))
emit_error("pad_bad_type", lambda: nn.Pad([[1, 1]]))

emit_error("up_nearest_x2", lambda: nn.Upsample(scale_factor=2.0)(x4).asnumpy())
check("up_nearest_size", nn.Upsample(size=(5, 7)), x4)
check("up_nearest_down", nn.Upsample(size=(2, 3)), x4)
check("up_bilinear_size", nn.Upsample(size=(5, 7), mode="bilinear"), x4)
check("up_bilinear_align", nn.Upsample(size=(5, 7), mode="bilinear", align_corners=True), x4)
emit_error("up_bilinear_x2", lambda: nn.Upsample(scale_factor=2.0, mode="bilinear")(x4).asnumpy())
check("up_bilinear_down", nn.Upsample(size=(2, 3), mode="bilinear"), x4)

clip = nn.ClipByNorm()
v = Tensor(np.array([[3.0, -4.0], [1.0, 2.0]], np.float32))
emit("clip_norm_small", clip(v, Tensor(2.0, ms.float32)))
emit("clip_norm_large", clip(v, Tensor(100.0, ms.float32)))


class ClipLoss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.clip = nn.ClipByNorm()

    def construct(self, a, c):
        return (self.clip(a, c) * a).sum()


emit("clip_norm_grad", ms.grad(ClipLoss(), grad_position=(0, 1))(v, Tensor(2.0, ms.float32)), rtol=1e-5, atol=1e-6)
emit("clip_norm_zero", clip(Tensor(np.zeros((2, 2), np.float32)), Tensor(1.0, ms.float32)))

img = Tensor(np.arange(2 * 3 * 8 * 6).reshape(2, 3, 8, 6).astype(np.float32))
check("central_crop_half", nn.CentralCrop(0.5), img)
check("central_crop_3d", nn.CentralCrop(0.7), img[0])
check("central_crop_one", nn.CentralCrop(1.0), img)
emit_error("central_crop_bad", lambda: nn.CentralCrop(0.0))
emit_error("central_crop_int", lambda: nn.CentralCrop(1))
