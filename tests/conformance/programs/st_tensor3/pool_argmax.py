"""MaxPool1d / MaxPool3d with return_indices or dilation (MindSpore's MaxPool3DWithArgmax), the primitive itself
(ceil_mode, per-axis pads and dilation, pads over half the kernel) and its gradient; FractionalMaxPool2d/3d Cells."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

x5 = Tensor(np.arange(2 * 1 * 3 * 4 * 5).reshape(2, 1, 3, 4, 5)[:, :, ::-1].copy().astype(np.float32))
for i, kw in enumerate([dict(ksize=2, strides=1, pads=1),
                        dict(ksize=(2, 3, 2), strides=(1, 2, 2), pads=(1, 1, 0), dilation=(1, 1, 2)),
                        dict(ksize=2, strides=2, pads=0, ceil_mode=True),
                        dict(ksize=3, strides=2, pads=1, ceil_mode=True, argmax_type=ms.int32)]):
    emit(f"prim_{i}", ops.MaxPool3DWithArgmax(**kw)(x5))
emit_error("prim_pads_too_big", lambda: ops.MaxPool3DWithArgmax(ksize=2, strides=1, pads=2)(x5))


class Pool(nn.Cell):
    def __init__(self, pool):
        super().__init__()
        self.pool = pool

    def construct(self, x):
        return self.pool(x)


x1 = Tensor(np.array([[[1, 5, 2, 7, 3, 3, 0, 9], [4, 4, 1, 0, 8, 2, 2, 6]]], np.float32))
emit("mp1d_indices", Pool(nn.MaxPool1d(3, 2, pad_mode="pad", padding=1, return_indices=True))(x1))
emit("mp1d_dilation_indices", Pool(nn.MaxPool1d(3, 1, pad_mode="pad", padding=1, dilation=2,
                                                return_indices=True))(x1))
emit("mp1d_dilation_ceil", Pool(nn.MaxPool1d(3, 2, pad_mode="pad", padding=1, dilation=2, ceil_mode=True))(x1))
emit("mp1d_unbatched", Pool(nn.MaxPool1d(2, 1, pad_mode="pad", padding=1, return_indices=True))(x1[0]))

x3 = Tensor((np.arange(1 * 2 * 3 * 4 * 4).reshape(1, 2, 3, 4, 4) % 7).astype(np.float32))
emit("mp3d_indices", Pool(nn.MaxPool3d(2, 1, pad_mode="pad", padding=1, return_indices=True))(x3))
emit("mp3d_dilation_unbatched", Pool(nn.MaxPool3d(2, 1, pad_mode="pad", padding=1, dilation=2))(x3[0]))
emit("mp3d_grad", ms.grad(Pool(nn.MaxPool3d(2, 1, pad_mode="pad", padding=1, dilation=(1, 2, 1))))(x3))
emit_error("mp3d_indices_not_pad", lambda: nn.MaxPool3d(2, 1, return_indices=True))

samples2 = Tensor(np.array([[[0.0, 0.0]]]), ms.float32)
samples3 = Tensor(np.array([0.0, 0.0, 0.0]).reshape([1, 1, 3]), ms.float32)
x2 = Tensor((np.arange(25).reshape(1, 1, 5, 5) * 7 % 11).astype(np.float32))
emit("frac2d_size", Pool(nn.FractionalMaxPool2d(2, output_size=(2, 2), return_indices=True,
                                                _random_samples=samples2))(x2))
emit("frac2d_ratio", Pool(nn.FractionalMaxPool2d(2, output_ratio=(0.5, 0.5), _random_samples=samples2))(x2))
x4 = Tensor((np.arange(16).reshape(1, 1, 2, 2, 4) * 5 % 7).astype(np.float32))
emit("frac3d_size", Pool(nn.FractionalMaxPool3d((1, 1, 1), output_size=(1, 1, 2), return_indices=True,
                                                _random_samples=samples3))(x4))
