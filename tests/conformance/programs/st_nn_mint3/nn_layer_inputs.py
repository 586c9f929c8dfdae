"""nn layers on inputs MindSpore 2.10 accepts: MaxPool2d / AvgPool2d on an unbatched (C, H, W) input (pooled as a
batch of one), Hardtanh / LeakyReLU / Tanhshrink on integer Tensors, ReplicationPad1d with negative padding (a
crop), ChannelShuffle on a 2-D input."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

x3 = Tensor((np.arange(2 * 5 * 6).reshape(2, 5, 6) % 7 / 3 - 1).astype(np.float32))
for name, cell in [("max_k2", nn.MaxPool2d(2, 2)), ("max_same", nn.MaxPool2d(3, 2, "same")),
                   ("max_pad_idx", nn.MaxPool2d(3, 2, "pad", padding=1, return_indices=True)),
                   ("max_ceil", nn.MaxPool2d(2, 2, "pad", ceil_mode=True)),
                   ("avg_k2", nn.AvgPool2d(2, 2)), ("avg_pad", nn.AvgPool2d(3, 2, "pad", padding=1)),
                   ("avg_ceil", nn.AvgPool2d(2, 2, "pad", ceil_mode=True, count_include_pad=False))]:
    emit_error("pool3d_" + name, cell, x3)
xi = Tensor(np.arange(-3, 3).reshape(2, 3).astype(np.int32))
emit_error("hardtanh_int", nn.Hardtanh(-1, 1), xi)
emit_error("leakyrelu_int", nn.LeakyReLU(0.2), xi)
emit_error("tanhshrink_int", nn.Tanhshrink(), xi)
xf = Tensor(np.arange(12).reshape(2, 6).astype(np.float32))
emit_error("replication_pad_negative", nn.ReplicationPad1d((-1, -2)), xf)
emit_error("replication_pad_mixed", nn.ReplicationPad1d((2, -1)), xf)
emit_error("channel_shuffle_2d", nn.ChannelShuffle(2), xf)
