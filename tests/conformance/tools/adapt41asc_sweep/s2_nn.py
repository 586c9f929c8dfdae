"""st/ops/ascend nn ops (test_mint_pad / pad_v3_grad / tbe renorm / softmax / smooth_l1_loss(_grad) / kl_div_loss
(_grad) / layernorm / im2col / maxpool / adaptive_max_pool2d / resize_nearest_neighbor / test_softmax2d /
maxpool_with_argmax(_v2) / bias_add_op / simplemean / cross_entropy / sparse_softmax_cross_entropy_with_logits /
softmax_cross_entropy_with_logits / sigmoid_cross_entropy_with_logits_grad / image_gradients / resize_bilinear):
dtypes, shapes, keyword forms, gradients, errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from mindspore.ops import operations as P
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


class G(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn
        self.g = ops.GradOperation(get_all=True)

    def construct(self, *a):
        return self.g(self.fn)(*a)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


def ar(shape, dt="float32", scale=1.0, off=0.0):
    n = int(np.prod(shape))
    return Tensor(((np.arange(n) * 7 % 11) * scale + off).reshape(shape).astype(dt))


FDT = ["float16", "float32", "float64"]
pad = mint.nn.functional.pad
for dt in FDT + ["int32", "int64", "uint8", "bool", "int8"]:
    for mode in ["constant", "reflect", "replicate", "circular"]:
        for shp, p in [((2, 3), (1, 1)), ((2, 3, 4), (1, 2)), ((1, 2, 3, 4), (1, 1, 2, 0)),
                       ((1, 2, 3, 4), (1, 1)), ((1, 1, 2, 3, 4), (1, 0, 1, 1, 0, 1)), ((2, 3, 4), (-1, 1)),
                       ((3,), (1, 2)), ((2, 3), (1, 1, 1, 1))]:
            case(f"pad.{mode}.{dt}.{shp}.{p}", lambda: Fn(lambda x: pad(x, p, mode))(ar(shp, dt)))
    case(f"pad.value.{dt}", lambda: Fn(lambda x: pad(x, (1, 1), "constant", 2.5))(ar((2, 3), dt)))
    case(f"pad.value_kw.{dt}", lambda: Fn(lambda x: pad(x, (1, 1), value=-1))(ar((2, 3), dt)))
for mode in ["constant", "reflect", "replicate", "circular"]:
    case(f"pad.grad.{mode}", lambda: G(lambda x: pad(x, (1, 2), mode) * ar((2, 6)))(ar((2, 3))))
    case(f"pad.grad4d.{mode}", lambda: G(lambda x: pad(x, (1, 1, 1, 0), mode) * ar((1, 1, 3, 4)))(ar((1, 1, 2, 2))))
    case(f"pad.reflect_too_big.{mode}", lambda: Fn(lambda x: pad(x, (3, 3), mode))(ar((1, 2, 3))))
    case(f"pad.odd.{mode}", lambda: Fn(lambda x: pad(x, (1, 1, 1), mode))(ar((1, 2, 3))))
    case(f"pad.list.{mode}", lambda: Fn(lambda x: pad(x, [1, 1], mode))(ar((1, 2, 3))))
case("pad.badmode", lambda: Fn(lambda x: pad(x, (1, 1), "zeros"))(ar((1, 2, 3))))
case("pad.empty", lambda: Fn(lambda x: pad(x, (1, 1)))(ar((0, 3))))
case("pad.0d", lambda: Fn(lambda x: pad(x, (1, 1)))(T(2.0)))
case("pad.neg_all", lambda: Fn(lambda x: pad(x, (-2, -2)))(ar((2, 3))))

# Renorm
for dt in FDT + ["int32"]:
    for p in [1, 2, 3]:
        for dim in [0, 1, -1]:
            case(f"renorm.{dt}.p{p}.d{dim}", lambda: Fn(ops.renorm, p, dim, 5.0)(ar((3, 4), dt, 1.0, -3.0)))
    case(f"renorm.method.{dt}", lambda: Fn(lambda x: x.renorm(2, 0, 5.0))(ar((3, 4), dt, 1.0, -3.0)))
case("renorm.p0", lambda: Fn(ops.renorm, 0, 0, 5.0)(ar((3, 4))))
case("renorm.pfloat", lambda: Fn(ops.renorm, 1.5, 0, 5.0)(ar((3, 4))))
case("renorm.maxnorm_neg", lambda: Fn(ops.renorm, 2, 0, -1.0)(ar((3, 4))))
case("renorm.maxnorm_int", lambda: Fn(ops.renorm, 2, 0, 5)(ar((3, 4))))
case("renorm.dim_oob", lambda: Fn(ops.renorm, 2, 2, 5.0)(ar((3, 4))))
case("renorm.1d", lambda: Fn(ops.renorm, 2, 0, 5.0)(ar((4,))))
case("renorm.3d", lambda: Fn(ops.renorm, 2, 1, 5.0)(ar((2, 3, 4))))
case("renorm.grad", lambda: G(lambda x: ops.renorm(x, 2, 0, 5.0))(ar((3, 4), "float32", 1.0, -3.0)))
case("renorm.grad_p1", lambda: G(lambda x: ops.renorm(x, 1, 1, 5.0))(ar((3, 4), "float32", 1.0, -3.0)))

# Softmax / LogSoftmax / Softmax2d
for dt in FDT + ["int32"]:
    for ax in [-1, 0, 1, (0, 1), (-1,)]:
        case(f"softmax.{dt}.{ax}", lambda: Fn(P.Softmax(ax))(ar((2, 3), dt, 0.5)))
        case(f"logsoftmax.{dt}.{ax}", lambda: Fn(P.LogSoftmax(ax))(ar((2, 3), dt, 0.5)))
    case(f"softmax.0d.{dt}", lambda: Fn(P.Softmax())(T(1.0, dt)))
    case(f"softmax.empty.{dt}", lambda: Fn(P.Softmax())(ar((0, 3), dt)))
    case(f"softmax2d.{dt}", lambda: Fn(nn.Softmax2d())(ar((1, 2, 2, 3), dt, 0.5)))
    case(f"softmax2d.3d.{dt}", lambda: Fn(nn.Softmax2d())(ar((2, 2, 3), dt, 0.5)))
    case(f"softmax2d.2d.{dt}", lambda: Fn(nn.Softmax2d())(ar((2, 3), dt, 0.5)))
case("softmax.nan", lambda: Fn(P.Softmax())(T([1.0, np.nan, 2.0])))
case("softmax.inf", lambda: Fn(P.Softmax())(T([1.0, np.inf, 2.0])))
case("softmax.allneginf", lambda: Fn(P.Softmax())(T([-np.inf, -np.inf])))
case("softmax.grad", lambda: G(lambda x: P.Softmax()(x) * ar((2, 3)))(ar((2, 3), "float32", 0.3)))
case("logsoftmax.grad", lambda: G(lambda x: P.LogSoftmax(0)(x) * ar((2, 3)))(ar((2, 3), "float32", 0.3)))
case("softmax2d.grad", lambda: G(lambda x: nn.Softmax2d()(x) * ar((1, 2, 2, 2)))(ar((1, 2, 2, 2), "float32", 0.3)))
case("softmax.axis_oob", lambda: Fn(P.Softmax(2))(ar((2, 3))))
case("softmax.dup_axes", lambda: Fn(P.Softmax((0, 0)))(ar((2, 3))))
case("f_softmax.dtype", lambda: Fn(lambda x: ops.softmax(x, -1, dtype=ms.float64))(ar((2, 3))))

# losses
for dt in FDT:
    for beta in [1.0, 0.5, 0.0, 2]:
        for red in ["none", "mean", "sum"]:
            case(f"smoothl1.{dt}.{beta}.{red}", lambda: Fn(P.SmoothL1Loss(beta, red))(ar((2, 3), dt, 0.4),
                                                                                     ar((2, 3), dt, 0.3, 0.5)))
    for red in ["none", "mean", "sum", "batchmean"]:
        case(f"kldiv.{dt}.{red}", lambda: Fn(P.KLDivLoss(red))(ar((2, 3), dt, 0.1, -1.0), ar((2, 3), dt, 0.1, 0.05)))
        case(f"f_kldiv.{dt}.{red}", lambda: Fn(lambda a, b: ops.kl_div(a, b, red))(ar((2, 3), dt, 0.1, -1.0),
                                                                                  ar((2, 3), dt, 0.1, 0.05)))
    case(f"sigce.{dt}", lambda: Fn(P.SigmoidCrossEntropyWithLogits())(ar((2, 3), dt, 0.5, -2), ar((2, 3), dt, 0.1)))
    case(f"sce.{dt}", lambda: Fn(P.SoftmaxCrossEntropyWithLogits())(ar((2, 3), dt, 0.5), T([[0, 1, 0], [1, 0, 0]], dt)))
    case(f"ssce.{dt}", lambda: Fn(P.SparseSoftmaxCrossEntropyWithLogits())(ar((3, 4), dt, 0.5), T([0, 3, 1], "int32")))
    case(f"ssce.grad.{dt}", lambda: Fn(P.SparseSoftmaxCrossEntropyWithLogits(True))(ar((3, 4), dt, 0.5), T([0, 3, 1], "int32")))
    case(f"nn_ssce.{dt}", lambda: Fn(nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))(
        ar((3, 4), dt, 0.5), T([0, 3, 1], "int32")))
    case(f"nn_ssce_none.{dt}", lambda: Fn(nn.SoftmaxCrossEntropyWithLogits(sparse=True))(
        ar((3, 4), dt, 0.5), T([0, 3, 1], "int64")))
    case(f"nn_sce_dense.{dt}", lambda: Fn(nn.SoftmaxCrossEntropyWithLogits(reduction="sum"))(
        ar((2, 3), dt, 0.5), T([[0, 1, 0], [1, 0, 0]], dt)))
    case(f"cross_entropy.{dt}", lambda: Fn(ops.cross_entropy)(ar((3, 4), dt, 0.5), T([0, 3, 1], "int32")))
    case(f"cross_entropy.ls.{dt}", lambda: Fn(lambda a, b: ops.cross_entropy(a, b, label_smoothing=0.1,
                                                                             reduction="sum"))(
        ar((3, 4), dt, 0.5), T([0, 3, 1], "int32")))
    case(f"cross_entropy.prob.{dt}", lambda: Fn(ops.cross_entropy)(ar((2, 3), dt, 0.5), T([[0.2, 0.8, 0], [1, 0, 0]], dt)))
    case(f"cross_entropy.ignore.{dt}", lambda: Fn(lambda a, b: ops.cross_entropy(a, b, ignore_index=3))(
        ar((3, 4), dt, 0.5), T([0, 3, 1], "int32")))
    case(f"cross_entropy.weight.{dt}", lambda: Fn(lambda a, b, w: ops.cross_entropy(a, b, w))(
        ar((3, 4), dt, 0.5), T([0, 3, 1], "int32"), T([1, 2, 3, 4], dt)))
    case(f"nn_crossentropy.{dt}", lambda: Fn(nn.CrossEntropyLoss())(ar((3, 4), dt, 0.5), T([0, 3, 1], "int32")))
case("ssce.label_oob", lambda: Fn(P.SparseSoftmaxCrossEntropyWithLogits())(ar((3, 4), "float32", 0.5), T([0, 4, -1], "int32")))
case("ssce.label_f", lambda: Fn(P.SparseSoftmaxCrossEntropyWithLogits())(ar((3, 4), "float32", 0.5), T([0, 3, 1], "float32")))
case("ssce.grad_of", lambda: G(lambda a, b: P.SparseSoftmaxCrossEntropyWithLogits()(a, b))(ar((3, 4), "float32", 0.5), T([0, 3, 1], "int32")))
case("sce.grad_of", lambda: G(lambda a, b: P.SoftmaxCrossEntropyWithLogits()(a, b)[0])(ar((2, 3), "float32", 0.5), T([[0, 1, 0], [1, 0, 0]], "float32")))
case("smoothl1.grad", lambda: G(lambda a, b: P.SmoothL1Loss(0.5)(a, b))(ar((2, 3), "float32", 0.4), ar((2, 3), "float32", 0.3, 0.5)))
case("smoothl1.grad_sum", lambda: G(lambda a, b: P.SmoothL1Loss(0.5, "sum")(a, b))(ar((2, 3), "float32", 0.4), ar((2, 3), "float32", 0.3, 0.5)))
case("kldiv.grad", lambda: G(lambda a, b: P.KLDivLoss("sum")(a, b))(ar((2, 3), "float32", 0.1, -1.0), ar((2, 3), "float32", 0.1, 0.05)))
case("kldiv.grad_bm", lambda: G(lambda a, b: P.KLDivLoss("batchmean")(a, b))(ar((2, 3), "float32", 0.1, -1.0), ar((2, 3), "float32", 0.1, 0.0)))
case("kldiv.zero_target", lambda: Fn(P.KLDivLoss("none"))(T([-1.0, -2.0]), T([0.0, 0.5])))
case("kldiv.neg_target", lambda: Fn(P.KLDivLoss("none"))(T([-1.0, -2.0]), T([-0.5, 0.5])))
case("kldiv.badred", lambda: Fn(P.KLDivLoss("xx"))(T([-1.0, -2.0]), T([0.0, 0.5])))
case("smoothl1.neg_beta", lambda: Fn(P.SmoothL1Loss(-1.0))(T([-1.0, -2.0]), T([0.0, 0.5])))
case("smoothl1.shape", lambda: Fn(P.SmoothL1Loss())(T([-1.0, -2.0]), T([0.0, 0.5, 1.0])))
case("smoothl1.int", lambda: Fn(P.SmoothL1Loss())(T([1, 2], "int32"), T([0, 5], "int32")))
case("sigce.grad", lambda: G(lambda a, b: P.SigmoidCrossEntropyWithLogits()(a, b))(ar((2, 3), "float32", 0.5, -2), ar((2, 3), "float32", 0.1)))
case("sigce.bcast", lambda: Fn(P.SigmoidCrossEntropyWithLogits())(ar((2, 3), "float32", 0.5, -2), ar((3,), "float32", 0.1)))
case("sigce.inf", lambda: Fn(P.SigmoidCrossEntropyWithLogits())(T([np.inf, -np.inf, 100.0]), T([0.5, 0.5, 0.5])))

# LayerNorm
for dt in FDT:
    for bna, bpa in [(1, 1), (-1, -1), (2, 2), (1, -1), (0, 0)]:
        case(f"layernorm.{dt}.{bna}.{bpa}", lambda: Fn(P.LayerNorm(bna, bpa))(
            ar((2, 3, 4), dt, 0.3), ar((2, 3, 4)[bpa:], dt, 0.1, 0.5), ar((2, 3, 4)[bpa:], dt, 0.05)))
    case(f"nn_layernorm.{dt}", lambda: Fn(nn.LayerNorm((4,), dtype=getattr(ms, dt)))(ar((2, 3, 4), dt, 0.3)))
    case(f"f_layer_norm.{dt}", lambda: Fn(lambda x: ops.layer_norm(x, (4,)))(ar((2, 3, 4), dt, 0.3)))
case("layernorm.eps", lambda: Fn(P.LayerNorm(1, 1, 0.5))(ar((2, 3)), T([1, 1, 1]), T([0, 0, 0])))
case("layernorm.const_row", lambda: Fn(P.LayerNorm(1, 1))(T([[1, 1, 1], [1, 2, 3]]), T([1, 1, 1]), T([0, 0, 0])))
case("layernorm.grad", lambda: G(lambda x, g, b: P.LayerNorm(1, 1)(x, g, b)[0] * ar((2, 3)))(ar((2, 3), "float32", 0.3), T([1, 2, 3]), T([0, 1, 0])))
case("layernorm.grad_3d", lambda: G(lambda x, g, b: P.LayerNorm(-1, -1)(x, g, b)[0] * ar((2, 2, 3)))(ar((2, 2, 3), "float32", 0.3), T([1, 2, 3]), T([0, 1, 0])))
case("layernorm.badgamma", lambda: Fn(P.LayerNorm(1, 1))(ar((2, 3)), T([1, 1]), T([0, 0])))
case("layernorm.axis_oob", lambda: Fn(P.LayerNorm(3, 3))(ar((2, 3)), T([1, 1, 1]), T([0, 0, 0])))
case("layernorm.int", lambda: Fn(P.LayerNorm(1, 1))(ar((2, 3), "int32"), T([1, 1, 1], "int32"), T([0, 0, 0], "int32")))
case("layernorm.mixdt", lambda: Fn(P.LayerNorm(1, 1))(ar((2, 3), "float16"), T([1, 1, 1]), T([0, 0, 0])))

# Im2Col
for dt in FDT + ["int32", "uint8"]:
    case(f"im2col.{dt}", lambda: Fn(P.Im2Col(ksizes=2))(ar((1, 2, 3, 3), dt)))
    case(f"unfold.{dt}", lambda: Fn(lambda x: ops.unfold(x, 2, 1, 1, 1))(ar((1, 2, 3, 3), dt)))
case("im2col.stride", lambda: Fn(P.Im2Col(ksizes=(2, 1), strides=2, dilations=1, pads=1))(ar((1, 1, 4, 3))))
case("im2col.dil", lambda: Fn(P.Im2Col(ksizes=2, dilations=2, pads=(1, 0)))(ar((2, 1, 4, 4))))
case("im2col.pads4", lambda: Fn(P.Im2Col(ksizes=2, pads=(1, 0, 0, 1)))(ar((1, 1, 3, 3))))
case("im2col.ktoo_big", lambda: Fn(P.Im2Col(ksizes=5))(ar((1, 1, 3, 3))))
case("im2col.3d", lambda: Fn(P.Im2Col(ksizes=2))(ar((1, 3, 3))))
case("unfold.grad", lambda: G(lambda x: ops.unfold(x, 2, 1, 1, 1) * 1.5)(ar((1, 1, 3, 3))))
case("im2col.grad", lambda: G(lambda x: P.Im2Col(ksizes=2)(x) * 1.5)(ar((1, 1, 3, 3))))

# MaxPool family
for dt in FDT + ["int32", "uint8", "int8"]:
    for pm in ["VALID", "SAME", "valid", "same"]:
        case(f"maxpool.{dt}.{pm}", lambda: Fn(P.MaxPool(2, 2, pm))(ar((1, 2, 5, 5), dt)))
        case(f"maxpool_argmax.{dt}.{pm}", lambda: Fn(P.MaxPoolWithArgmax(2, 2, pm))(ar((1, 2, 5, 5), dt)))
    case(f"maxpool_argmax_v2.{dt}", lambda: Fn(P.MaxPoolWithArgmaxV2(2, 2, 1, 1, False, ms.int64))(ar((1, 2, 5, 5), dt)))
    case(f"maxpool_argmax_v2.ceil.{dt}", lambda: Fn(P.MaxPoolWithArgmaxV2(3, 2, 0, 1, True))(ar((1, 1, 6, 6), dt)))
    case(f"nn_maxpool.{dt}", lambda: Fn(nn.MaxPool2d(3, 1, "same"))(ar((1, 1, 4, 4), dt)))
    case(f"nn_maxpool_pad.{dt}", lambda: Fn(nn.MaxPool2d(3, 2, "pad", padding=1, return_indices=True))(ar((1, 1, 4, 4), dt)))
    case(f"nn_maxpool_ceil.{dt}", lambda: Fn(nn.MaxPool2d(2, 2, "pad", ceil_mode=True))(ar((1, 1, 5, 5), dt)))
    case(f"f_max_pool2d.{dt}", lambda: Fn(lambda x: ops.max_pool2d(x, 2, 1, 1, 2, True, True))(ar((1, 1, 5, 5), dt)))
    case(f"amp2d.{dt}", lambda: Fn(nn.AdaptiveMaxPool2d((2, 3), True))(ar((1, 2, 5, 4), dt)))
    case(f"amp2d.none.{dt}", lambda: Fn(nn.AdaptiveMaxPool2d((None, 2)))(ar((1, 5, 4), dt)))
    case(f"amp2d.int.{dt}", lambda: Fn(nn.AdaptiveMaxPool2d(3))(ar((2, 5, 4), dt)))
    case(f"maxpool.3d.{dt}", lambda: Fn(P.MaxPool(2, 1))(ar((2, 3, 3), dt)))
for pm in ["VALID", "SAME"]:
    case(f"maxpool.grad.{pm}", lambda: G(lambda x: P.MaxPool(2, 2, pm)(x) * 1.5)(ar((1, 1, 5, 5))))
    case(f"maxpool.gradtie.{pm}", lambda: G(lambda x: P.MaxPool(2, 1, pm)(x))(T(np.ones((1, 1, 3, 3)))))
    case(f"maxpool_argmax.grad.{pm}", lambda: G(lambda x: P.MaxPoolWithArgmax(3, 2, pm)(x)[0] * 2)(ar((1, 1, 5, 5))))
case("maxpool_argmax_v2.grad", lambda: G(lambda x: P.MaxPoolWithArgmaxV2(3, 2, 1)(x)[0])(ar((1, 1, 5, 5))))
case("amp2d.grad", lambda: G(lambda x: nn.AdaptiveMaxPool2d(2)(x))(ar((1, 1, 5, 4))))
case("maxpool.nan", lambda: Fn(P.MaxPool(2, 2))(T([[[[np.nan, 1], [2, 3]]]])))
case("maxpool_argmax.nan", lambda: Fn(P.MaxPoolWithArgmax(2, 2))(T([[[[1, np.nan], [2, 3]]]])))
case("maxpool.ktoo_big", lambda: Fn(P.MaxPool(6, 1))(ar((1, 1, 5, 5))))
case("maxpool.badpad", lambda: Fn(P.MaxPool(2, 1, "pad"))(ar((1, 1, 5, 5))))
case("maxpool.k0", lambda: Fn(P.MaxPool(0, 1))(ar((1, 1, 5, 5))))
case("maxpool.nhwc", lambda: Fn(P.MaxPool(2, 1, data_format="NHWC"))(ar((1, 3, 3, 2))))
case("maxpool_v2.pad_big", lambda: Fn(P.MaxPoolWithArgmaxV2(2, 2, 2))(ar((1, 1, 5, 5))))

# BiasAdd
for dt in FDT + ["int32", "int8", "uint8", "int64"]:
    case(f"biasadd.{dt}", lambda: Fn(P.BiasAdd())(ar((2, 3), dt), T([1, 2, 3], dt)))
    case(f"biasadd.4d.{dt}", lambda: Fn(P.BiasAdd())(ar((1, 3, 2, 2), dt), T([1, 2, 3], dt)))
    case(f"biasadd.nhwc.{dt}", lambda: Fn(P.BiasAdd("NHWC"))(ar((1, 2, 2, 3), dt), T([1, 2, 3], dt)))
    case(f"biasadd.5d.{dt}", lambda: Fn(P.BiasAdd("NCDHW"))(ar((1, 3, 1, 2, 2), dt), T([1, 2, 3], dt)))
    case(f"f_bias_add.{dt}", lambda: Fn(ops.bias_add)(ar((2, 3, 2), dt), T([1, 2, 3], dt)))
case("biasadd.grad", lambda: G(lambda x, b: P.BiasAdd()(x, b) * ar((2, 3, 2)))(ar((2, 3, 2)), T([1, 2, 3])))
case("biasadd.grad_nhwc", lambda: G(lambda x, b: P.BiasAdd("NHWC")(x, b) * ar((1, 2, 2, 3)))(ar((1, 2, 2, 3)), T([1, 2, 3])))
case("biasadd.1d", lambda: Fn(P.BiasAdd())(ar((3,)), T([1, 2, 3])))
case("biasadd.badbias", lambda: Fn(P.BiasAdd())(ar((2, 3)), T([1, 2])))
case("biasadd.mixdt", lambda: Fn(P.BiasAdd())(ar((2, 3)), T([1, 2, 3], "float16")))
case("biasadd.nhwc_3d", lambda: Fn(P.BiasAdd("NHWC"))(ar((2, 3, 2)), T([1, 2])))
case("biasadd.ncdhw_4d", lambda: Fn(P.BiasAdd("NCDHW"))(ar((2, 3, 2, 2)), T([1, 2, 3])))
case("biasadd.2d_bias", lambda: Fn(P.BiasAdd())(ar((2, 3)), T([[1, 2, 3]])))
case("biasaddgrad", lambda: Fn(ops.operations._grad_ops.BiasAddGrad())(ar((2, 3, 2))))
case("biasaddgrad.nhwc", lambda: Fn(ops.operations._grad_ops.BiasAddGrad("NHWC"))(ar((2, 3, 2))))

# ImageGradients / ResizeNearestNeighbor / ResizeBilinear
for dt in FDT + ["int32", "uint8"]:
    case(f"imggrad.{dt}", lambda: Fn(nn.ImageGradients())(ar((1, 2, 3, 3), dt)))
    case(f"resize_nn.{dt}", lambda: Fn(P.ResizeNearestNeighbor((3, 5)))(ar((1, 1, 2, 3), dt)))
    case(f"resize_nn.ac.{dt}", lambda: Fn(P.ResizeNearestNeighbor((3, 5), True))(ar((1, 1, 2, 3), dt)))
    case(f"resize_bilinear.{dt}", lambda: Fn(ops.ResizeBilinearV2())(ar((1, 1, 2, 3), dt), (3, 5)))
    case(f"resize_bilinear.ac.{dt}", lambda: Fn(ops.ResizeBilinearV2(True))(ar((1, 1, 2, 3), dt), (3, 5)))
    case(f"resize_bilinear.hp.{dt}", lambda: Fn(ops.ResizeBilinearV2(False, True))(ar((1, 1, 2, 3), dt), (3, 5)))
case("imggrad.1px", lambda: Fn(nn.ImageGradients())(ar((1, 1, 1, 1))))
case("imggrad.3d", lambda: Fn(nn.ImageGradients())(ar((1, 3, 3))))
case("imggrad.grad", lambda: G(lambda x: nn.ImageGradients()(x)[0] * 2 + nn.ImageGradients()(x)[1])(ar((1, 1, 3, 3))))
case("resize_nn.grad", lambda: G(lambda x: P.ResizeNearestNeighbor((3, 5))(x) * ar((1, 1, 3, 5)))(ar((1, 1, 2, 3))))
case("resize_nn.down", lambda: Fn(P.ResizeNearestNeighbor((1, 2)))(ar((1, 1, 3, 5))))
case("resize_nn.3d", lambda: Fn(P.ResizeNearestNeighbor((1, 2)))(ar((1, 3, 5))))
case("resize_nn.size0", lambda: Fn(P.ResizeNearestNeighbor((0, 2)))(ar((1, 1, 3, 5))))
case("resize_bilinear.grad", lambda: G(lambda x: ops.ResizeBilinearV2()(x, (3, 5)) * ar((1, 1, 3, 5)))(ar((1, 1, 2, 3))))
case("resize_bilinear.both", lambda: Fn(ops.ResizeBilinearV2(True, True))(ar((1, 1, 2, 3)), (3, 5)))

# ReduceMean (simplemean / tbe ReduceMean)
for dt in FDT + ["int32", "int8", "uint8", "bool", "int64"]:
    for ax in [(), 0, -1, (0, 2), (-1, -3), [1]]:
        for kd in [False, True]:
            case(f"reducemean.{dt}.{ax}.{kd}", lambda: Fn(P.ReduceMean(kd), ax)(ar((2, 3, 2), dt)))
    case(f"reducemean.0d.{dt}", lambda: Fn(P.ReduceMean())(T(3, dt)))
    case(f"reducemean.empty.{dt}", lambda: Fn(P.ReduceMean(), 0)(ar((0, 3), dt)))
    case(f"mean.method.{dt}", lambda: Fn(lambda x: x.mean(axis=1, keep_dims=True))(ar((2, 3), dt)))
    case(f"f_mean.{dt}", lambda: Fn(lambda x: ops.mean(x, (0, 1)))(ar((2, 3), dt)))
case("reducemean.grad", lambda: G(lambda x: P.ReduceMean()(x, 1) * T([1, 2]))(ar((2, 3))))
case("reducemean.grad_kd", lambda: G(lambda x: P.ReduceMean(True)(x, (0, 2)))(ar((2, 3, 2))))
case("reducemean.axis_oob", lambda: Fn(P.ReduceMean(), 3)(ar((2, 3))))
case("reducemean.dup", lambda: Fn(P.ReduceMean(), (0, 0))(ar((2, 3))))
case("reducemean.tensor_axis", lambda: Fn(P.ReduceMean())(ar((2, 3)), T([1], "int32")))
case("reducemean.empty_all", lambda: Fn(P.ReduceMean())(ar((0, 3))))
