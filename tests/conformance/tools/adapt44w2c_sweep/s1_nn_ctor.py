"""st/nn layers with non-default constructor arguments, forward and input gradient (ms.grad of the Cell), float32 /
float16 / float64; MODE=graph|pynative."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _h import case


def x_of(shape, dt, scale=0.37):
    n = int(np.prod(shape))
    return Tensor(((np.arange(n) * scale) % 2.3 - 1.1).reshape(shape).astype(dt))


def both(name, make, shape, dts=(np.float32, np.float16, np.float64), grad=True):
    for dt in dts:
        dn = np.dtype(dt).name
        case(f"{name}.{dn}.fwd", lambda: make()(x_of(shape, dt)))
        if grad:
            case(f"{name}.{dn}.grad", lambda: ms.grad(make())(x_of(shape, dt)))


both("avgpool1d_ceil_nopad", lambda: nn.AvgPool1d(3, 2, pad_mode="pad", padding=1, ceil_mode=True,
                                                    count_include_pad=False), (1, 2, 7))
both("avgpool2d_ceil_div", lambda: nn.AvgPool2d(2, 2, pad_mode="pad", padding=1, ceil_mode=True, divisor_override=3),
     (1, 1, 5, 5))
both("maxpool1d_pad_dil", lambda: nn.MaxPool1d(3, 2, pad_mode="pad", padding=1, dilation=2, ceil_mode=True),
     (1, 2, 9), dts=(np.float32, np.float16))
both("maxpool2d_ceil", lambda: nn.MaxPool2d(3, 2, pad_mode="pad", padding=1, ceil_mode=True), (1, 1, 6, 6))
both("lppool1d_p3", lambda: nn.LPPool1d(3, 2, 2), (1, 2, 7), dts=(np.float32,))
both("lppool2d_p1", lambda: nn.LPPool2d(1, 2, 2, ceil_mode=True), (1, 1, 5, 5), dts=(np.float32,))
both("groupnorm_noaffine", lambda: nn.GroupNorm(2, 4, eps=1e-3, affine=False), (2, 4, 3), dts=(np.float32, np.float16))
both("instnorm1d_affine", lambda: nn.InstanceNorm1d(3, affine=False), (2, 3, 5), dts=(np.float32,))
both("layernorm_axis1", lambda: nn.LayerNorm((3, 4), begin_norm_axis=1, begin_params_axis=1, epsilon=1e-3),
     (2, 3, 4), dts=(np.float32, np.float16))
both("pixelshuffle3", lambda: nn.PixelShuffle(3), (1, 9, 2, 2), dts=(np.float32, np.float16))
both("pixelunshuffle2", lambda: nn.PixelUnshuffle(2), (1, 1, 4, 4), dts=(np.float32,))
both("channelshuffle2", lambda: nn.ChannelShuffle(2), (1, 4, 2, 2), dts=(np.float32, np.float16))
both("reflpad1d", lambda: nn.ReflectionPad1d((2, 1)), (1, 2, 4))
both("reflpad2d", lambda: nn.ReflectionPad2d((1, 0, 2, 1)), (1, 1, 3, 3))
both("adamaxpool1d", lambda: nn.AdaptiveMaxPool1d(3), (1, 2, 7), dts=(np.float32, np.float16))
both("adaavgpool1d", lambda: nn.AdaptiveAvgPool1d(3), (1, 2, 7))
both("dropout1d_eval", lambda: nn.Dropout1d(0.5).set_train(False), (2, 3, 4), dts=(np.float32,))
both("prelu_ch", lambda: nn.PReLU(3, w=0.1), (2, 3, 2), dts=(np.float32, np.float16))
both("mint_flatten_1_2", lambda: ms.mint.nn.Flatten(1, 2), (2, 3, 4, 1), dts=(np.float32,))
both("mint_gelu_tanh", lambda: ms.mint.nn.GELU(approximate="tanh"), (2, 5), dts=(np.float32, np.float16))
both("mint_elu_a2", lambda: ms.mint.nn.ELU(alpha=2.0), (2, 5), dts=(np.float32, np.float16))
both("mint_layernorm_noaff", lambda: ms.mint.nn.LayerNorm((4,), elementwise_affine=False), (3, 4),
     dts=(np.float32, np.float16))
both("mint_groupnorm", lambda: ms.mint.nn.GroupNorm(2, 4, affine=True), (2, 4, 3), dts=(np.float32,))


class TwoIn(nn.Cell):
    def __init__(self, loss):
        super().__init__()
        self.loss = loss

    def construct(self, a, b, y):
        return self.loss(a, b, y)


a = x_of((4,), np.float32)
b = x_of((4,), np.float32, 0.71)
y = Tensor(np.array([1, -1, 1, -1], np.float32))
for red in ("mean", "sum", "none"):
    case(f"marginrank.{red}.fwd", lambda: TwoIn(nn.MarginRankingLoss(0.3, red))(a, b, y))
    case(f"marginrank.{red}.grad", lambda: ms.grad(TwoIn(nn.MarginRankingLoss(0.3, red)), (0, 1))(a, b, y))
lg = x_of((3, 4), np.float32)
lb = Tensor(np.array([[1, 0, 1, 0], [0, 0, 1, 1], [1, 1, 0, 0]], np.float32))
w = Tensor(np.array([0.5, 1, 2, 1], np.float32))
for red in ("mean", "sum", "none"):
    case(f"mlsm.{red}.fwd", lambda: nn.MultiLabelSoftMarginLoss(w, red)(lg, lb))
    case(f"mlsm.{red}.grad", lambda: ms.grad(nn.MultiLabelSoftMarginLoss(w, red))(lg, lb))
hy = Tensor(np.array([[1, -1, 1, -1], [-1, -1, 1, 1], [1, 1, -1, -1]], np.float32))
for red in ("mean", "sum", "none"):
    case(f"hinge.{red}.fwd", lambda: nn.HingeEmbeddingLoss(0.5, red)(lg, hy))
    case(f"hinge.{red}.grad", lambda: ms.grad(nn.HingeEmbeddingLoss(0.5, red))(lg, hy))
var = Tensor(np.array([[0.5, 1, 2, 0.1]] * 3, np.float32))
for full in (False, True):
    for red in ("mean", "none"):
        case(f"gnll.{full}.{red}.fwd", lambda: TwoIn(nn.GaussianNLLLoss(full=full, eps=0.2, reduction=red))(lg, hy, var))
        case(f"gnll.{full}.{red}.grad",
             lambda: ms.grad(TwoIn(nn.GaussianNLLLoss(full=full, eps=0.2, reduction=red)), (0, 2))(lg, hy, var))
