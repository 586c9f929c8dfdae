"""adapt41nn sweep 3: padding / PixelShuffle / Upsample / EmbeddingLookup / BiDense / ChannelShuffle / PReLU /
Conv3d / mint activations / TrainOneStepCell(return_grads=True)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _h import case


def R(shape, dt="float32", seed=0, lo=-1.0, hi=1.0):
    return Tensor(np.random.RandomState(seed).uniform(lo, hi, shape).astype(dt))


class Fn(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, *a):
        return self.net(*a)


def G(net, *a):
    return ops.GradOperation(get_all=True)(Fn(net))(*a)


def seeded(cell, seed=3):
    rs = np.random.RandomState(seed)
    for p in cell.get_parameters():
        p.set_data(Tensor(rs.uniform(-0.5, 0.5, p.shape).astype(p.asnumpy().dtype)))
    return cell


def pn(cell):
    return [(p.name, p.shape) for p in cell.get_parameters()]


x3 = R((1, 2, 4))
x4 = R((1, 2, 3, 4))
for dt in ["float16", "float64", "int32"]:
    case(f"reflpad1d_{dt}", lambda: Fn(nn.ReflectionPad1d((2, 1)))(R((1, 2, 4), dt, lo=-5, hi=5)))
    case(f"reflpad2d_{dt}", lambda: Fn(nn.ReflectionPad2d(1))(R((1, 2, 3, 4), dt, lo=-5, hi=5)))
    case(f"replpad1d_{dt}", lambda: Fn(nn.ReplicationPad1d((0, 3)))(R((1, 2, 4), dt, lo=-5, hi=5)))
    case(f"zeropad2d_{dt}", lambda: Fn(nn.ZeroPad2d((1, 0, 2, 1)))(R((1, 2, 3, 4), dt, lo=-5, hi=5)))
    case(f"constpad1d_{dt}", lambda: Fn(nn.ConstantPad1d(2, 0.5))(R((1, 2, 4), dt, lo=-5, hi=5)))
case("reflpad1d_2d", lambda: Fn(nn.ReflectionPad1d(2))(R((2, 4))))
case("reflpad2d_3d", lambda: Fn(nn.ReflectionPad2d((1, 2, 0, 1)))(R((2, 3, 4))))
case("reflpad3d", lambda: Fn(nn.ReflectionPad3d(1))(R((1, 2, 2, 3, 3))))
case("reflpad1d_too_big", lambda: Fn(nn.ReflectionPad1d(4))(x3))
case("reflpad1d_neg", lambda: Fn(nn.ReflectionPad1d((-1, 2)))(x3))
case("reflpad2d_grad", lambda: G(nn.ReflectionPad2d(1), x4))
case("replpad2d_grad", lambda: G(nn.ReplicationPad2d((1, 2, 0, 1)), x4))
case("reflpad_bad_tuple", lambda: nn.ReflectionPad2d((1, 2, 3)))
case("reflpad_float", lambda: nn.ReflectionPad1d(1.5))
# PixelShuffle
for dt in ["float16", "int32", "bool"]:
    case(f"pixelshuffle_{dt}", lambda: Fn(nn.PixelShuffle(2))(Tensor(np.arange(16).reshape(1, 4, 2, 2).astype(dt))))
    case(f"pixelunshuffle_{dt}", lambda: Fn(nn.PixelUnshuffle(2))(Tensor(np.arange(16).reshape(1, 1, 4, 4).astype(dt))))
case("pixelshuffle_3d", lambda: Fn(nn.PixelShuffle(2))(Tensor(np.arange(16.).reshape(4, 2, 2).astype(np.float32))))
case("pixelshuffle_5d", lambda: Fn(nn.PixelShuffle(2))(Tensor(np.arange(32.).reshape(2, 1, 4, 2, 2).astype(np.float32))))
case("pixelshuffle_bad_ch", lambda: Fn(nn.PixelShuffle(2))(R((1, 3, 2, 2))))
case("pixelunshuffle_bad_hw", lambda: Fn(nn.PixelUnshuffle(2))(R((1, 1, 3, 4))))
case("pixelshuffle_2d", lambda: Fn(nn.PixelShuffle(2))(R((4, 4))))
case("pixelshuffle_grad", lambda: G(nn.PixelShuffle(2), R((1, 4, 2, 2))))
case("pixelshuffle_factor0", lambda: nn.PixelShuffle(0))
# ChannelShuffle
case("channelshuffle_int", lambda: Fn(nn.ChannelShuffle(2))(Tensor(np.arange(12).reshape(1, 4, 3).astype(np.int32))))
case("channelshuffle_bad", lambda: Fn(nn.ChannelShuffle(3))(Tensor(np.arange(12).reshape(1, 4, 3).astype(np.int32))))
case("channelshuffle_grad", lambda: G(nn.ChannelShuffle(2), R((1, 4, 2))))
case("channelshuffle_5d", lambda: Fn(nn.ChannelShuffle(2))(R((1, 4, 1, 2, 1))))
# Upsample
for mode in ["nearest", "linear", "bilinear", "bicubic", "trilinear"]:
    shp = {"linear": (1, 2, 3), "trilinear": (1, 1, 2, 2, 3)}.get(mode, (1, 2, 2, 3))
    case(f"upsample_{mode}_scale", lambda: Fn(nn.Upsample(scale_factor=2.0, mode=mode))(R(shp)))
    case(f"upsample_{mode}_size", lambda: Fn(nn.Upsample(size=tuple([5] * (len(shp) - 2)), mode=mode))(R(shp)))
    if mode not in ("nearest",):
        case(f"upsample_{mode}_align", lambda: Fn(nn.Upsample(scale_factor=1.5, mode=mode, align_corners=True))(R(shp)))
        case(f"upsample_{mode}_grad", lambda: G(nn.Upsample(scale_factor=2.0, mode=mode), R(shp)))
case("upsample_nearest_f16", lambda: Fn(nn.Upsample(scale_factor=2.0))(R((1, 1, 2, 2), "float16")))
case("upsample_nearest_f64", lambda: Fn(nn.Upsample(scale_factor=2.0))(R((1, 1, 2, 2), "float64")))
case("upsample_both", lambda: nn.Upsample(size=(4, 4), scale_factor=2.0)(R((1, 1, 2, 2))))
case("upsample_none", lambda: nn.Upsample()(R((1, 1, 2, 2))))
case("upsample_nearest_align", lambda: nn.Upsample(scale_factor=2.0, align_corners=True)(R((1, 1, 2, 2))))
case("upsample_recompute", lambda: Fn(nn.Upsample(scale_factor=1.7, mode="bilinear", recompute_scale_factor=True))(R((1, 1, 3, 3))))
case("upsample_nonint_scale_nearest", lambda: Fn(nn.Upsample(scale_factor=1.7))(R((1, 1, 3, 3))))
# EmbeddingLookup / MultiFieldEmbeddingLookup / BiDense
ids = Tensor(np.array([[1, 3], [0, 5]], np.int32))
case("embeddinglookup", lambda: Fn(seeded(nn.EmbeddingLookup(6, 3)))(ids))
case("embeddinglookup_maxnorm", lambda: Fn(seeded(nn.EmbeddingLookup(6, 3, max_norm=0.3)))(ids))
case("embeddinglookup_oob", lambda: Fn(seeded(nn.EmbeddingLookup(6, 3)))(Tensor(np.array([[7, -1]], np.int32))))
case("embeddinglookup_params", lambda: pn(nn.EmbeddingLookup(6, 3)))
case("embeddinglookup_dtype", lambda: pn(nn.EmbeddingLookup(6, 3, dtype=ms.float16)))
case("embeddinglookup_bad_target", lambda: nn.EmbeddingLookup(6, 3, target="GPU"))
case("embeddinglookup_int64", lambda: Fn(seeded(nn.EmbeddingLookup(6, 3)))(ids.astype(ms.int64)))
case("mfel_sum", lambda: Fn(seeded(nn.MultiFieldEmbeddingLookup(6, 2, field_size=3, operator="SUM")))(
    Tensor(np.array([[1, 2, 3], [0, 4, 5]], np.int32)), Tensor(np.array([[1.0, 0.5, 2.0], [1.0, 1.0, 0.0]], np.float32)),
    Tensor(np.array([[0, 1, 1], [2, 2, 0]], np.int32))))
for op in ["MEAN", "MAX"]:
    case(f"mfel_{op}", lambda: Fn(seeded(nn.MultiFieldEmbeddingLookup(6, 2, field_size=3, operator=op)))(
        Tensor(np.array([[1, 2, 3], [0, 4, 5]], np.int32)), Tensor(np.array([[1.0, 0.5, 2.0], [1.0, 1.0, 0.0]], np.float32)),
        Tensor(np.array([[0, 1, 1], [2, 2, 0]], np.int32))))
case("mfel_bad_op", lambda: nn.MultiFieldEmbeddingLookup(6, 2, field_size=3, operator="MIN"))
case("bidense", lambda: Fn(seeded(nn.BiDense(3, 4, 2)))(R((5, 3)), R((5, 4), seed=1)))
case("bidense_nobias", lambda: Fn(seeded(nn.BiDense(3, 4, 2, has_bias=False)))(R((5, 3)), R((5, 4), seed=1)))
case("bidense_3d", lambda: Fn(seeded(nn.BiDense(3, 4, 2)))(R((2, 5, 3)), R((2, 5, 4), seed=1)))
case("bidense_1d", lambda: Fn(seeded(nn.BiDense(3, 4, 2)))(R((3,)), R((4,), seed=1)))
case("bidense_params", lambda: pn(nn.BiDense(3, 4, 2)))
case("bidense_grad", lambda: G(seeded(nn.BiDense(3, 4, 2)), R((5, 3)), R((5, 4), seed=1)))
case("bidense_bad", lambda: Fn(seeded(nn.BiDense(3, 4, 2)))(R((5, 3)), R((5, 3), seed=1)))
case("bidense_f16", lambda: Fn(seeded(nn.BiDense(3, 4, 2, dtype=ms.float16)))(R((5, 3), "float16"), R((5, 4), "float16", seed=1)))
# PReLU
case("prelu_channels", lambda: Fn(seeded(nn.PReLU(2)))(R((2, 2, 3))))
case("prelu_1d", lambda: Fn(nn.PReLU())(R((4,))))
case("prelu_0d", lambda: Fn(nn.PReLU())(Tensor(-2.0)))
case("prelu_f16", lambda: Fn(nn.PReLU(1, 0.1))(R((2, 3), "float16")))
case("prelu_bad_ch", lambda: Fn(nn.PReLU(3))(R((2, 2, 3))))
case("prelu_grad", lambda: G(seeded(nn.PReLU(2)), R((2, 2, 3))))
case("prelu_params", lambda: pn(nn.PReLU(2)))
case("prelu_w_tensor", lambda: Fn(nn.PReLU(2, Tensor(np.array([0.1, 0.5], np.float32))))(R((2, 2, 3))))
# mint activations
for nm, fn in [("elu", mint.nn.ELU(0.5)), ("gelu", mint.nn.GELU()), ("gelu_tanh", mint.nn.GELU(approximate="tanh")),
               ("relu", mint.nn.ReLU()), ("silu", mint.nn.SiLU()), ("tanh", mint.nn.Tanh())]:
    for dt in ["float16", "float64"]:
        case(f"mint_{nm}_{dt}", lambda: Fn(fn)(R((2, 3), dt, lo=-3, hi=3)))
    case(f"mint_{nm}_int", lambda: Fn(fn)(Tensor(np.array([-2, 0, 3], np.int32))))
    case(f"mint_{nm}_0d", lambda: Fn(fn)(Tensor(-0.5)))
    case(f"mint_{nm}_empty", lambda: Fn(fn)(Tensor(np.zeros((0, 3), np.float32))))
    case(f"mint_{nm}_grad", lambda: G(fn, R((2, 3), lo=-3, hi=3)))
case("mint_flatten_range", lambda: Fn(mint.nn.Flatten(1, 2))(R((2, 3, 4, 5))))
case("mint_flatten_0d", lambda: Fn(mint.nn.Flatten())(Tensor(1.0)))
case("mint_flatten_neg", lambda: Fn(mint.nn.Flatten(-3, -1))(R((2, 3, 4))))
case("mint_flatten_bad", lambda: Fn(mint.nn.Flatten(2, 1))(R((2, 3, 4))))
case("mint_normalize", lambda: mint.nn.functional.normalize(R((2, 3)), p=1.0, dim=0))
case("mint_normalize_eps", lambda: mint.nn.functional.normalize(Tensor(np.zeros((2, 3), np.float32)), eps=0.5))
case("mint_normalize_pinf", lambda: mint.nn.functional.normalize(R((2, 3)), p=float("inf")))
case("mint_normalize_f16", lambda: mint.nn.functional.normalize(R((2, 3), "float16")))
case("mint_elu_inplace", lambda: Fn(mint.nn.ELU(inplace=True))(R((2, 3))))
case("mint_silu_inplace", lambda: (lambda t: (mint.nn.SiLU(inplace=True)(t), t))(R((2, 3))))


# TrainOneStepCell return_grads
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(3, 2)
        self.loss = nn.MSELoss()

    def construct(self, x, y):
        return self.loss(self.d(x), y)


def tos(**kw):
    net = seeded(Net())
    t = nn.TrainOneStepCell(net, nn.SGD(net.trainable_params(), 0.1), **kw)
    r = t(R((4, 3)), R((4, 2), seed=1))
    return r, net.d.weight


case("tos_return_grads", lambda: tos(return_grads=True))
case("tos_sens", lambda: tos(sens=2.0))
case("tos_default", lambda: tos())
# Conv3d
w3 = R((1, 2, 3, 4, 4))
case("conv3d_pad_mode_pad", lambda: Fn(seeded(nn.Conv3d(2, 3, 2, pad_mode="pad", padding=1, has_bias=True)))(w3))
case("conv3d_padding6", lambda: Fn(seeded(nn.Conv3d(2, 3, 2, pad_mode="pad", padding=(1, 0, 0, 1, 1, 0))))(w3))
case("conv3d_same_stride", lambda: Fn(seeded(nn.Conv3d(2, 3, 3, stride=2, pad_mode="same")))(w3))
case("conv3d_dilation", lambda: Fn(seeded(nn.Conv3d(2, 3, 2, dilation=(1, 2, 2))))(w3))
case("conv3d_groups", lambda: Fn(seeded(nn.Conv3d(2, 4, 1, group=2)))(w3))
case("conv3d_params", lambda: pn(nn.Conv3d(2, 4, (1, 2, 3), has_bias=True)))
case("conv3d_grad", lambda: G(seeded(nn.Conv3d(2, 3, 2)), w3))
case("conv3d_f16", lambda: Fn(seeded(nn.Conv3d(2, 3, 2, dtype=ms.float16)))(w3.astype(ms.float16)))
case("conv3d_4d", lambda: Fn(seeded(nn.Conv3d(2, 3, 2)))(w3[0]))
case("mint_conv3d_padding_same", lambda: Fn(seeded(mint.nn.Conv3d(2, 3, 2, padding="same")))(w3))
case("mint_conv1d_padding_same_dil", lambda: Fn(seeded(mint.nn.Conv1d(2, 3, 3, padding="same", dilation=2)))(R((1, 2, 7))))
case("mint_conv1d_unbatched", lambda: Fn(seeded(mint.nn.Conv1d(2, 3, 3)))(R((2, 7))))
case("mint_conv1d_padmode_reflect", lambda: Fn(seeded(mint.nn.Conv1d(2, 3, 3, padding=1, padding_mode="reflect")))(R((1, 2, 7))))
case("mint_conv1d_params", lambda: pn(mint.nn.Conv1d(2, 4, 3, groups=2, bias=False)))
case("mint_convT2d_outpad", lambda: Fn(seeded(mint.nn.ConvTranspose2d(2, 3, 3, stride=2, padding=1, output_padding=1)))(R((1, 2, 3, 3))))
case("mint_convT2d_groups_dil", lambda: Fn(seeded(mint.nn.ConvTranspose2d(2, 4, 2, groups=2, dilation=2)))(R((1, 2, 3, 3))))
case("mint_convT2d_params", lambda: pn(mint.nn.ConvTranspose2d(2, 4, 2, groups=2)))
