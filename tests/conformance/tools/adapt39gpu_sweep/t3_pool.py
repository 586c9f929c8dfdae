"""st ops/gpu test_adaptive_{avg,max}_pool{1d,2d,3d}_op / adaptive_max_pool{2d,3d}_grad / avgpool_op: the
primitives, nn Cells and functions over dtypes, output sizes (int, tuple, None entries, larger than the input),
ranks (batched / unbatched), return_indices, GradOperation with sens, AvgPool / AvgPool3D pad modes; errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(sens_param=True)

    def construct(self, x, s):
        return self.g(self.net)(x, s)


X4 = np.arange(2 * 3 * 5 * 7).reshape(2, 3, 5, 7) % 11 - 4.5
X3 = X4[0]
X5 = np.arange(1 * 2 * 4 * 5 * 6).reshape(1, 2, 4, 5, 6) % 13 - 6.0
X31 = np.arange(2 * 3 * 7).reshape(2, 3, 7) % 5 - 2.0
# AdaptiveAvgPool2D / nn.AdaptiveAvgPool2d / ops.adaptive_avg_pool2d
for dt in [ms.float16, ms.float32, ms.float64, ms.int32, ms.uint8]:
    case(f"AAP2D {dt}", lambda: Net(P.AdaptiveAvgPool2D((2, 3)))(Tensor(X4, dt)))
    case(f"AMP2D {dt}", lambda: Net(nn.AdaptiveMaxPool2d((2, 3)))(Tensor(X4, dt)))
    case(f"AAP1D {dt}", lambda: Net(nn.AdaptiveAvgPool1d(3))(Tensor(X31, dt)))
    case(f"AMP1D {dt}", lambda: Net(nn.AdaptiveMaxPool1d(3))(Tensor(X31, dt)))
    case(f"AAP3D {dt}", lambda: Net(P.AdaptiveAvgPool3D((2, 2, 4)))(Tensor(X5, dt)))
    case(f"AMP3D {dt}", lambda: Net(nn.AdaptiveMaxPool3d((2, 2, 4)))(Tensor(X5, dt)))
for osz in [(2, 3), 3, (None, 2), (2, None), (None, None), (5, 7), (7, 9), (1, 1), (0, 2), (-1, 2), 5.0]:
    case(f"AAP2D size {osz}", lambda: Net(P.AdaptiveAvgPool2D(osz))(Tensor(X4, ms.float32)))
    case(f"aap2d fn size {osz}", lambda: ops.adaptive_avg_pool2d(Tensor(X3, ms.float32), osz))
    case(f"AMP2D size {osz}", lambda: Net(nn.AdaptiveMaxPool2d(osz))(Tensor(X4, ms.float32)))
    case(f"amp2d fn size {osz}", lambda: ops.adaptive_max_pool2d(Tensor(X3, ms.float32), osz))
case("AMP2D return_indices", lambda: Net(nn.AdaptiveMaxPool2d((2, 3), True))(Tensor(X4, ms.float32)))
case("amp2d fn return_indices", lambda: ops.adaptive_max_pool2d(Tensor(X4, ms.float32), (2, 3), True))
case("AMP1D return_indices", lambda: Net(nn.AdaptiveMaxPool1d(3, True))(Tensor(X31, ms.float32)))
case("AMP3D return_indices", lambda: Net(nn.AdaptiveMaxPool3d((2, 2, 4), True))(Tensor(X5, ms.float32)))
case("AMP2D ties", lambda: Net(nn.AdaptiveMaxPool2d((1, 2), True))(Tensor(np.ones((1, 1, 2, 4)), ms.float32)))
case("AMP2D nan", lambda: Net(nn.AdaptiveMaxPool2d((1, 2), True))(Tensor(np.array([[[[1.0, np.nan, 2.0, 3.0], [np.nan, 0.0, -np.inf, np.inf]]]]), ms.float32)))
case("AAP2D nan", lambda: Net(P.AdaptiveAvgPool2D((1, 2)))(Tensor(np.array([[[[1.0, np.nan, 2.0, 3.0], [4.0, 0.0, -np.inf, np.inf]]]]), ms.float32)))
for osz in [3, 1, 7, 10, (3,), 0, -1, None]:
    case(f"AAP1D size {osz}", lambda: Net(nn.AdaptiveAvgPool1d(osz))(Tensor(X31, ms.float32)))
    case(f"AMP1D size {osz}", lambda: Net(nn.AdaptiveMaxPool1d(osz))(Tensor(X31, ms.float32)))
    case(f"aap1d fn size {osz}", lambda: ops.adaptive_avg_pool1d(Tensor(X31, ms.float32), osz))
    case(f"amp1d fn size {osz}", lambda: ops.adaptive_max_pool1d(Tensor(X31, ms.float32), osz))
case("AAP1D 2-d input", lambda: Net(nn.AdaptiveAvgPool1d(3))(Tensor(X31[0], ms.float32)))
case("AMP1D 2-d input", lambda: Net(nn.AdaptiveMaxPool1d(3))(Tensor(X31[0], ms.float32)))
case("AAP1D 4-d input", lambda: Net(nn.AdaptiveAvgPool1d(3))(Tensor(X4, ms.float32)))
for osz in [(2, 2, 4), 2, (None, 2, 3), (4, 5, 6), (8, 10, 12), (1, 1, 1)]:
    case(f"AAP3D size {osz}", lambda: Net(P.AdaptiveAvgPool3D(osz))(Tensor(X5, ms.float32)))
    case(f"aap3d fn size {osz}", lambda: ops.adaptive_avg_pool3d(Tensor(X5[0], ms.float32), osz))
    case(f"AMP3D size {osz}", lambda: Net(nn.AdaptiveMaxPool3d(osz))(Tensor(X5, ms.float32)))
    case(f"amp3d fn size {osz}", lambda: ops.adaptive_max_pool3d(Tensor(X5[0], ms.float32), osz))
case("AAP2D 2-d input", lambda: Net(P.AdaptiveAvgPool2D((2, 3)))(Tensor(X3[0], ms.float32)))
case("AAP2D 5-d input", lambda: Net(P.AdaptiveAvgPool2D((2, 3)))(Tensor(X5, ms.float32)))
case("AAP2D empty", lambda: Net(P.AdaptiveAvgPool2D((2, 3)))(Tensor(np.zeros((0, 3, 5, 7)), ms.float32)))
case("AMP2D empty", lambda: Net(nn.AdaptiveMaxPool2d((2, 3)))(Tensor(np.zeros((0, 3, 5, 7)), ms.float32)))
case("AAP2D empty hw", lambda: Net(P.AdaptiveAvgPool2D((2, 3)))(Tensor(np.zeros((1, 3, 0, 7)), ms.float32)))
S23 = np.arange(2 * 3 * 2 * 3).reshape(2, 3, 2, 3) * 0.1 + 0.5
for dt in [ms.float16, ms.float32, ms.float64]:
    case(f"AAP2D grad {dt}", lambda: Grad(Net(P.AdaptiveAvgPool2D((2, 3))))(Tensor(X4, dt), Tensor(S23, dt)))
    case(f"AMP2D grad {dt}", lambda: Grad(Net(nn.AdaptiveMaxPool2d((2, 3))))(Tensor(X4, dt), Tensor(S23, dt)))
    case(f"AAP1D grad {dt}", lambda: Grad(Net(nn.AdaptiveAvgPool1d(3)))(Tensor(X31, dt), Tensor(np.arange(18).reshape(2, 3, 3) * 0.1, dt)))
    case(f"AMP1D grad {dt}", lambda: Grad(Net(nn.AdaptiveMaxPool1d(3)))(Tensor(X31, dt), Tensor(np.arange(18).reshape(2, 3, 3) * 0.1, dt)))
    case(f"AAP3D grad {dt}", lambda: Grad(Net(P.AdaptiveAvgPool3D((2, 2, 3))))(Tensor(X5, dt), Tensor(np.arange(24).reshape(1, 2, 2, 2, 3) * 0.1, dt)))
    case(f"AMP3D grad {dt}", lambda: Grad(Net(nn.AdaptiveMaxPool3d((2, 2, 3))))(Tensor(X5, dt), Tensor(np.arange(24).reshape(1, 2, 2, 2, 3) * 0.1, dt)))
case("AMP2D grad ties", lambda: Grad(Net(nn.AdaptiveMaxPool2d((1, 2))))(Tensor(np.ones((1, 1, 2, 4)), ms.float32), Tensor(np.array([[[[1.0, 2.0]]]]), ms.float32)))
case("AAP2D grad overlap", lambda: Grad(Net(P.AdaptiveAvgPool2D((3, 4))))(Tensor(np.ones((1, 1, 5, 7)), ms.float32), Tensor(np.arange(12).reshape(1, 1, 3, 4) * 1.0, ms.float32)))
# AvgPool / AvgPool3D
for pm in ["VALID", "SAME", "valid", "same"]:
    for dt in [ms.float16, ms.float32, ms.float64]:
        case(f"AvgPool {pm} {dt}", lambda: Net(P.AvgPool(kernel_size=2, strides=2, pad_mode=pm))(Tensor(X4, dt)))
    case(f"AvgPool k3s1 {pm}", lambda: Net(P.AvgPool(kernel_size=3, strides=1, pad_mode=pm))(Tensor(X4, ms.float32)))
    case(f"AvgPool k(2,3)s(1,2) {pm}", lambda: Net(P.AvgPool(kernel_size=(2, 3), strides=(1, 2), pad_mode=pm))(Tensor(X4, ms.float32)))
    case(f"AvgPool grad {pm}", lambda: Grad(Net(P.AvgPool(kernel_size=3, strides=2, pad_mode=pm)))(Tensor(X4, ms.float32), Tensor(np.ones((2, 3, 3, 4) if pm.upper() == "SAME" else (2, 3, 2, 3)), ms.float32)))
    case(f"AvgPool3D {pm}", lambda: Net(P.AvgPool3D(kernel_size=2, strides=2, pad_mode=pm))(Tensor(X5, ms.float32)))
case("AvgPool int32", lambda: Net(P.AvgPool(kernel_size=2, strides=2))(Tensor(X4, ms.int32)))
case("AvgPool NHWC", lambda: Net(P.AvgPool(kernel_size=2, strides=2, data_format="NHWC"))(Tensor(X4, ms.float32)))
case("AvgPool 3-d", lambda: Net(P.AvgPool(kernel_size=2, strides=2))(Tensor(X3, ms.float32)))
case("AvgPool k 0", lambda: P.AvgPool(kernel_size=0))
case("AvgPool bad pad", lambda: P.AvgPool(pad_mode="full"))
case("AvgPool k too big", lambda: Net(P.AvgPool(kernel_size=6, strides=1))(Tensor(X4, ms.float32)))
case("AvgPool3D pad", lambda: Net(P.AvgPool3D(kernel_size=2, strides=1, pad_mode="pad", pad=1))(Tensor(X5, ms.float32)))
case("AvgPool3D pad no count", lambda: Net(P.AvgPool3D(kernel_size=2, strides=1, pad_mode="pad", pad=1, count_include_pad=False))(Tensor(X5, ms.float32)))
case("AvgPool3D ceil", lambda: Net(P.AvgPool3D(kernel_size=2, strides=2, ceil_mode=True))(Tensor(X5, ms.float32)))
case("AvgPool3D divisor", lambda: Net(P.AvgPool3D(kernel_size=2, strides=2, divisor_override=3))(Tensor(X5, ms.float32)))
case("AvgPool3D f16", lambda: Net(P.AvgPool3D(kernel_size=2, strides=2))(Tensor(X5, ms.float16)))
case("AvgPool3D grad", lambda: Grad(Net(P.AvgPool3D(kernel_size=2, strides=2)))(Tensor(X5, ms.float32), Tensor(np.ones((1, 2, 2, 2, 3)), ms.float32)))
