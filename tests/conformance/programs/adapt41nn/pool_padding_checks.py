"""Pool padding checks (st/nn/test_avgpool1d/2d/3d, test_maxpool1d/3d variants, adapt41nn).  MindSpore 2.10 refuses
(ValueError) what msgraph computed: AvgPool3D / MaxPool3D built with a non-zero pad and pad_mode other than 'pad'
(so nn.AvgPool2d / AvgPool3d / MaxPool3d given padding without pad_mode='pad'; msgraph's AvgPool2d switched to
'pad' mode silently), two pads of one dimension summing past its kernel size (AvgPool3D / MaxPool3D, and through
them nn.AvgPool1d / 2d / 3d, nn.MaxPool1d / 3d with padding above half the kernel; msgraph pooled over the extra
padding).  A bool kernel_size / stride of MaxPool2d / AvgPool2d is a TypeError (msgraph ValueError)."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class N(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, x):
        return self.p(x)


x5 = Tensor(np.random.RandomState(0).rand(1, 1, 4, 4, 4).astype(np.float32))
x4, x3 = x5[0], x5[0, 0]
# computing cases first (MindSpore's PyNative may report a refused op again at the next op)
emit("P_avg3d_k2_pads_2_0", N(ops.AvgPool3D(2, 2, "pad", (2, 0, 0, 0, 0, 0)))(x5))
emit("P_avg3d_k3_pads_1_2", N(ops.AvgPool3D(3, 1, "pad", (1, 2, 0, 0, 0, 0)))(x5))
emit("P_max3d_k3_pads_2_1", N(ops.MaxPool3D(3, 1, "pad", (2, 1, 0, 0, 0, 0)))(x5))
emit("max1d_k4_p2", N(nn.MaxPool1d(4, 1, pad_mode="pad", padding=2))(x3))
emit("avg1d_k3_p1", N(nn.AvgPool1d(3, 1, pad_mode="pad", padding=1))(x3))
emit("max3d_k2_p1", N(nn.MaxPool3d(2, 2, pad_mode="pad", padding=1))(x5))
emit_error("P_avg3d_valid_pad", lambda: ops.AvgPool3D(2, 2, "valid", 1))
emit_error("P_max3d_same_pad", lambda: ops.MaxPool3D(2, 2, "same", (1,) * 6))
emit_error("avg2d_valid_pad", lambda: nn.AvgPool2d(2, 2, padding=1))
emit_error("avg2d_same_pad", lambda: nn.AvgPool2d(2, 2, pad_mode="same", padding=1))
emit_error("avg3d_valid_pad", lambda: nn.AvgPool3d(2, 2, padding=1))
emit_error("max3d_valid_pad", lambda: nn.MaxPool3d(2, 2, padding=1))
emit_error("P_avg3d_k2_p2", lambda: N(ops.AvgPool3D(2, 2, "pad", 2))(x5))
emit_error("P_avg3d_k2_pads_2_1", lambda: N(ops.AvgPool3D(2, 2, "pad", (2, 1, 0, 0, 0, 0)))(x5))
emit_error("P_max3d_k3_p2", lambda: N(ops.MaxPool3D(3, 1, "pad", 2))(x5))
emit_error("avg3d_k3_p2", lambda: N(nn.AvgPool3d(3, 1, pad_mode="pad", padding=2))(x5))
emit_error("max3d_k2_p2", lambda: N(nn.MaxPool3d(2, 2, pad_mode="pad", padding=2))(x5))
emit_error("avg2d_k2_p2", lambda: N(nn.AvgPool2d(2, 2, pad_mode="pad", padding=2))(x4))
emit_error("avg1d_k2_p2", lambda: N(nn.AvgPool1d(2, 2, pad_mode="pad", padding=2))(x3))
emit_error("avg1d_k3_p2_ceil", lambda: N(nn.AvgPool1d(3, 1, pad_mode="pad", padding=2, ceil_mode=True))(x3))
emit_error("max1d_k2_p2", lambda: N(nn.MaxPool1d(2, 2, pad_mode="pad", padding=2))(x3))
emit_error("max1d_k3_p2_indices", lambda: N(nn.MaxPool1d(3, 1, pad_mode="pad", padding=2, return_indices=True))(x3))
emit_error("max2d_kernel_bool", lambda: nn.MaxPool2d(True))
emit_error("avg2d_kernel_bool", lambda: nn.AvgPool2d(True))
emit_error("avg2d_stride_bool", lambda: nn.AvgPool2d(2, True))
