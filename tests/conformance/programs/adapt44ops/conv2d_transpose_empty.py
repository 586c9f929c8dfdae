"""The primitive ops.Conv2DTranspose (Conv2DBackpropInput) where input_size is shorter than the kernel (adapt44ops;
session 43's Left).  MindSpore 2.10's CPU kernel computes the forward output size with C's division: under 'valid'
(or 'pad' 0) an input of 2 rows and a 3x3 kernel has 0 output rows, so an empty dout gives input_size of zeros; a
dout that does not fit input_size is its oneDNN RuntimeError (in both modes).  msgraph applied Conv2D's refusal of
an input shorter than the kernel (ValueError) and raised ValueError for a dout of the wrong shape."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class T(nn.Cell):
    def __init__(self, isz, **kw):
        super().__init__()
        self.op = ops.Conv2DTranspose(out_channel=3, kernel_size=3, **kw)
        self.isz = isz

    def construct(self, x, w):
        return self.op(x, w, self.isz) * 2


w = Tensor(np.arange(54, dtype=np.float32).reshape(2, 3, 3, 3) / 10)


def x(shape):
    return Tensor(np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape) + 1)


emit("valid_H0_to_2x5", T((1, 3, 2, 5))(x((1, 2, 0, 3)), w))
emit("valid_stride2_H0_to_1x5", T((1, 3, 1, 5), stride=2)(x((1, 2, 0, 2)), w))
emit("valid_stride2_H0_to_0x5", T((1, 3, 0, 5), stride=2)(x((1, 2, 0, 2)), w))
emit("pad0_H0_to_2x5", T((1, 3, 2, 5), pad_mode="pad", pad=0)(x((1, 2, 0, 3)), w))
emit("valid_2x3_to_4x5", T((1, 3, 4, 5))(x((1, 2, 2, 3)), w))
emit("same_H0_to_0x3", T((1, 3, 0, 3), pad_mode="same")(x((1, 2, 0, 3)), w))
emit_error("valid_H0_to_0x3_negative", lambda: T((1, 3, 0, 3))(x((1, 2, 0, 3)), w))
emit_error("valid_H0_to_1x5_part_stride", lambda: T((1, 3, 1, 5))(x((1, 2, 0, 3)), w))
emit_error("dilation2_H0_to_2x5", lambda: T((1, 3, 2, 5), dilation=2)(x((1, 2, 0, 3)), w))
emit_error("valid_dout_not_fitting", lambda: T((1, 3, 5, 5))(x((1, 2, 2, 2)), w))
emit_error("same_dout_not_fitting", lambda: T((1, 3, 4, 4), pad_mode="same")(x((1, 2, 2, 2)), w))
emit_error("same_H0_to_2x5", lambda: T((1, 3, 2, 5), pad_mode="same")(x((1, 2, 0, 3)), w))
