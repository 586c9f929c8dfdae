"""st/ops pooling / resizing / conv tests (test_mint_avg_pool1d / 2d, test_mint_max_pool2d, test_maxunpool2d / 3d,
test_ops_maxpool_with_argmax_v2, test_ops_upsample_bicubic2d / bilinear2d / linear1d (interpolate_ext),
test_mint_conv_transpose2d, test_nn_conv2d, test_mint_pixel_shuffle, test_pixel_shuffle_unshuffle, test_ops_unfold,
test_roi_align_op / grad): dtypes, ceil_mode / padding / divisor forms, 0-d / empty / 3-d (unbatched), keyword forms,
gradients, bad arguments."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from mindspore.ops import operations as P
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *pos, **kw):
        super().__init__()
        self.fn = fn
        self.pos = pos
        self.kw = kw

    def construct(self, *a):
        return self.fn(*(a + self.pos), **self.kw)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


def G(fn, *a, pos=0, **kw):
    return ms.grad(Fn(fn, **kw), grad_position=pos)(*a)


X4 = (np.arange(2 * 2 * 5 * 5).reshape(2, 2, 5, 5) % 7 - 3.0) * 0.5
X3 = (np.arange(2 * 3 * 7).reshape(2, 3, 7) % 5 - 2.0) * 0.5
F = mint.nn.functional
DTS = ["float16", "float32", "float64", "int32", "int64", "uint8", "bool"]

# avg_pool1d / avg_pool2d (mint)
for dt in DTS:
    case(f"ap1.{dt}", lambda: Fn(F.avg_pool1d, 3, 2)(T(X3, dt)))
    case(f"ap2.{dt}", lambda: Fn(F.avg_pool2d, 3, 2)(T(X4, dt)))
for kw in [dict(padding=1), dict(ceil_mode=True), dict(padding=1, count_include_pad=False), dict(padding=1, ceil_mode=True, count_include_pad=False),
           dict(stride=1), dict(stride=3, ceil_mode=True)]:
    k = "_".join(f"{a}{int(b)}" for a, b in kw.items())
    case(f"ap1.{k}", lambda: Fn(F.avg_pool1d, 3, **kw)(T(X3)))
    case(f"ap2.{k}", lambda: Fn(F.avg_pool2d, 3, **kw)(T(X4)))
    case(f"ap1.grad.{k}", lambda: G(F.avg_pool1d, T(X3), kernel_size=3, **kw))
    case(f"ap2.grad.{k}", lambda: G(F.avg_pool2d, T(X4), kernel_size=3, **kw))
for dv in [1, 2, 5]:
    case(f"ap2.div{dv}", lambda: Fn(F.avg_pool2d, 2, divisor_override=dv)(T(X4)))
case("ap2.div0", lambda: Fn(F.avg_pool2d, 2, divisor_override=0)(T(X4)))
case("ap2.3d", lambda: Fn(F.avg_pool2d, 2)(T(X4[0])))
case("ap1.2d", lambda: Fn(F.avg_pool1d, 2)(T(X3[0])))
case("ap2.tuplek", lambda: Fn(F.avg_pool2d, (2, 3), (1, 2), (1, 0))(T(X4)))
case("ap2.padbig", lambda: Fn(F.avg_pool2d, 2, 2, 2)(T(X4)))
case("ap1.padbig", lambda: Fn(F.avg_pool1d, 2, 2, 2)(T(X3)))
case("ap2.kbig", lambda: Fn(F.avg_pool2d, 6)(T(X4)))
case("ap2.negk", lambda: Fn(F.avg_pool2d, -1)(T(X4)))
case("ap2.2d", lambda: Fn(F.avg_pool2d, 2)(T(X4[0, 0])))
case("ap2.empty", lambda: Fn(F.avg_pool2d, 2)(T(np.zeros((0, 2, 4, 4)))))
case("ap1.grad.f16", lambda: G(F.avg_pool1d, T(X3, "float16"), kernel_size=2, stride=1))

# max_pool2d (mint)
for dt in DTS:
    case(f"mp2.{dt}", lambda: Fn(F.max_pool2d, 3, 2)(T(X4, dt)))
for kw in [dict(padding=1), dict(ceil_mode=True), dict(dilation=2), dict(padding=1, return_indices=True),
           dict(ceil_mode=True, return_indices=True), dict(stride=1, dilation=2, return_indices=True)]:
    k = "_".join(f"{a}{int(b)}" for a, b in kw.items())
    case(f"mp2.{k}", lambda: Fn(F.max_pool2d, 3, **kw)(T(X4)))
    case(f"mp2.grad.{k}", lambda: G(F.max_pool2d, T(X4), kernel_size=3, **kw))
case("mp2.3d", lambda: Fn(F.max_pool2d, 2, return_indices=True)(T(X4[0])))
case("mp2.pad_gt_half", lambda: Fn(F.max_pool2d, 2, 2, 2)(T(X4)))
case("mp2.nan", lambda: Fn(F.max_pool2d, 2, return_indices=True)(T([[[[1.0, np.nan], [3.0, 2.0]]]])))
case("mp2.neginf", lambda: Fn(F.max_pool2d, 2, 2, 1)(T(-np.ones((1, 1, 2, 2)) * np.inf)))
case("mp2.tie_grad", lambda: G(F.max_pool2d, T(np.ones((1, 1, 3, 3))), kernel_size=2, stride=1))
case("mp2.nn", lambda: mint.nn.MaxPool2d(2, 1, return_indices=True)(T(X4)))

# max_unpool2d / 3d
for dt in ["float16", "float32", "float64", "int32", "int64", "uint8"]:
    case(f"mu2.{dt}", lambda: Fn(ops.max_unpool2d, kernel_size=2, stride=2)(T([[[[5.0, 6.0], [7.0, 8.0]]]], dt), T([[[[0, 3], [9, 15]]]], "int64")))
case("mu2.i32", lambda: Fn(ops.max_unpool2d, kernel_size=2, stride=2)(T([[[[5.0, 6.0], [7.0, 8.0]]]]), T([[[[0, 3], [9, 15]]]], "int32")))
case("mu2.size", lambda: Fn(ops.max_unpool2d, kernel_size=2, stride=2, output_size=(5, 5))(T([[[[5.0, 6.0], [7.0, 8.0]]]]), T([[[[0, 3], [9, 15]]]], "int64")))
case("mu2.size4", lambda: Fn(ops.max_unpool2d, kernel_size=2, stride=2, output_size=(1, 1, 5, 5))(T([[[[5.0, 6.0], [7.0, 8.0]]]]), T([[[[0, 3], [9, 15]]]], "int64")))
case("mu2.badsize", lambda: Fn(ops.max_unpool2d, kernel_size=2, stride=2, output_size=(9, 9))(T([[[[5.0, 6.0], [7.0, 8.0]]]]), T([[[[0, 3], [9, 15]]]], "int64")))
case("mu2.3d", lambda: Fn(ops.max_unpool2d, kernel_size=2)(T([[[5.0, 6.0], [7.0, 8.0]]]), T([[[0, 3], [9, 15]]], "int64")))
case("mu2.oob", lambda: Fn(ops.max_unpool2d, kernel_size=2)(T([[[[5.0, 6.0], [7.0, 8.0]]]]), T([[[[0, 3], [9, 16]]]], "int64")))
case("mu2.neg", lambda: Fn(ops.max_unpool2d, kernel_size=2)(T([[[[5.0, 6.0], [7.0, 8.0]]]]), T([[[[0, 3], [9, -1]]]], "int64")))
case("mu2.dup", lambda: Fn(ops.max_unpool2d, kernel_size=2)(T([[[[5.0, 6.0], [7.0, 8.0]]]]), T([[[[0, 0], [9, 9]]]], "int64")))
case("mu2.shape", lambda: Fn(ops.max_unpool2d, kernel_size=2)(T([[[[5.0, 6.0], [7.0, 8.0]]]]), T([[[[0, 3]]]], "int64")))
case("mu2.idxf", lambda: Fn(ops.max_unpool2d, kernel_size=2)(T([[[[5.0, 6.0], [7.0, 8.0]]]]), T([[[[0, 3], [9, 15]]]], "float32")))
case("mu2.pad", lambda: Fn(ops.max_unpool2d, kernel_size=2, stride=2, padding=1)(T([[[[5.0, 6.0], [7.0, 8.0]]]]), T([[[[0, 1], [2, 3]]]], "int64")))
case("mu2.grad", lambda: G(ops.max_unpool2d, T([[[[5.0, 6.0], [7.0, 8.0]]]]), T([[[[0, 3], [9, 15]]]], "int64"), kernel_size=2))
case("mu2.nn", lambda: nn.MaxUnpool2d(kernel_size=2, stride=2)(T([[[[5.0, 6.0], [7.0, 8.0]]]]), T([[[[0, 3], [9, 15]]]], "int64")))
case("mu2.roundtrip", lambda: (lambda o: ops.max_unpool2d(o[0], o[1], 2, 2))(ops.max_pool2d(T(X4), 2, 2, return_indices=True)))
U3 = np.arange(8).reshape(1, 1, 2, 2, 2) + 1.0
I3 = np.array([0, 3, 10, 15, 20, 42, 50, 63]).reshape(1, 1, 2, 2, 2)
for dt in ["float16", "float32", "float64", "int32"]:
    case(f"mu3.{dt}", lambda: Fn(ops.max_unpool3d, kernel_size=2, stride=2)(T(U3, dt), T(I3, "int64")))
case("mu3.st1", lambda: Fn(ops.max_unpool3d, kernel_size=2, stride=1)(T(U3), T(np.array([0, 1, 2, 3, 4, 5, 6, 7]).reshape(1, 1, 2, 2, 2), "int64")))
case("mu3.4d", lambda: Fn(ops.max_unpool3d, kernel_size=2)(T(U3[0]), T(I3[0], "int64")))
case("mu3.size", lambda: Fn(ops.max_unpool3d, kernel_size=2, output_size=(5, 4, 4))(T(U3), T(I3, "int32")))
case("mu3.oob", lambda: Fn(ops.max_unpool3d, kernel_size=2)(T(U3), T(I3 + 1, "int64")))
case("mu3.grad", lambda: G(ops.max_unpool3d, T(U3), T(I3, "int64"), kernel_size=2))
case("mu3.nn", lambda: nn.MaxUnpool3d(kernel_size=2)(T(U3), T(I3, "int64")))

# MaxPoolWithArgmaxV2
for dt in ["float16", "float32", "float64", "int32", "int8", "uint8"]:
    case(f"mpa.{dt}", lambda: Fn(P.MaxPoolWithArgmaxV2(kernel_size=3, strides=2))(T(X4, dt)))
case("mpa.pad", lambda: Fn(P.MaxPoolWithArgmaxV2(kernel_size=3, strides=2, pads=1))(T(X4)))
case("mpa.ceil", lambda: Fn(P.MaxPoolWithArgmaxV2(kernel_size=3, strides=2, ceil_mode=True))(T(X4)))
case("mpa.dil", lambda: Fn(P.MaxPoolWithArgmaxV2(kernel_size=2, strides=1, dilation=(1, 1, 2, 2)))(T(X4)))
case("mpa.i32", lambda: Fn(P.MaxPoolWithArgmaxV2(kernel_size=3, strides=2, argmax_type=ms.int32))(T(X4)))
case("mpa.i16", lambda: Fn(P.MaxPoolWithArgmaxV2(kernel_size=3, strides=2, argmax_type=ms.int16))(T(X4)))
case("mpa.grad", lambda: G(P.MaxPoolWithArgmaxV2(kernel_size=2, strides=1), T(X4)))
case("mpa.3d", lambda: Fn(P.MaxPoolWithArgmaxV2(kernel_size=2, strides=1))(T(X4[0])))
case("mpa.padbig", lambda: Fn(P.MaxPoolWithArgmaxV2(kernel_size=2, strides=1, pads=2))(T(X4)))

# interpolate_ext (upsample bicubic / bilinear / linear / nearest)
from mindspore.ops.function.nn_func import interpolate_ext
X2 = np.array([[[[1.0, 2.0, 4.0], [0.5, -1.0, 3.0]]]])
for mode in ["bicubic", "bilinear"]:
    for ac in [False, True]:
        for dt in ["float16", "float32", "float64", "int32", "uint8"]:
            case(f"it.{mode}.ac{int(ac)}.{dt}", lambda: Fn(interpolate_ext, (3, 5), None, mode, ac)(T(X2, dt)))
        case(f"it.{mode}.ac{int(ac)}.sf", lambda: Fn(interpolate_ext, None, (1.5, 2.0), mode, ac)(T(X2)))
        case(f"it.{mode}.ac{int(ac)}.sf_float", lambda: Fn(interpolate_ext, None, 1.7, mode, ac)(T(X2)))
        case(f"it.{mode}.ac{int(ac)}.down", lambda: Fn(interpolate_ext, (1, 2), None, mode, ac)(T(X2)))
        case(f"it.{mode}.ac{int(ac)}.grad", lambda: G(interpolate_ext, T(X2), size=(3, 4), mode=mode, align_corners=ac))
        case(f"it.{mode}.ac{int(ac)}.to1", lambda: Fn(interpolate_ext, (1, 1), None, mode, ac)(T(X2)))
X1 = np.array([[[1.0, 2.0, 4.0, -1.0]], [[0.5, -1.0, 3.0, 2.0]]])
for ac in [False, True]:
    for dt in ["float16", "float32", "float64", "int32"]:
        case(f"it.linear.ac{int(ac)}.{dt}", lambda: Fn(interpolate_ext, 7, None, "linear", ac)(T(X1, dt)))
    case(f"it.linear.ac{int(ac)}.sf", lambda: Fn(interpolate_ext, None, 2.5, "linear", ac)(T(X1)))
    case(f"it.linear.ac{int(ac)}.sf_tuple", lambda: Fn(interpolate_ext, None, (0.6,), "linear", ac)(T(X1)))
    case(f"it.linear.ac{int(ac)}.grad", lambda: G(interpolate_ext, T(X1), size=6, mode="linear", align_corners=ac))
    case(f"it.linear.ac{int(ac)}.to1", lambda: Fn(interpolate_ext, 1, None, "linear", ac)(T(X1)))
case("it.both", lambda: Fn(interpolate_ext, (3, 5), 2.0, "bilinear")(T(X2)))
case("it.none", lambda: Fn(interpolate_ext, None, None, "bilinear")(T(X2)))
case("it.badmode", lambda: Fn(interpolate_ext, (3, 5), None, "trilinear")(T(X2)))
case("it.ac_nearest", lambda: Fn(interpolate_ext, (3, 5), None, "nearest", True)(T(X2)))
case("it.bilinear3d", lambda: Fn(interpolate_ext, 5, None, "bilinear")(T(X1)))
case("it.sizelen", lambda: Fn(interpolate_ext, (3,), None, "bilinear")(T(X2)))
case("it.size0", lambda: Fn(interpolate_ext, (0, 3), None, "bilinear")(T(X2)))
case("it.nearest", lambda: Fn(interpolate_ext, (3, 5), None, "nearest")(T(X2)))
case("it.nearest_sf", lambda: Fn(interpolate_ext, None, 1.5, "nearest")(T(X2)))
case("it.nearest_int", lambda: Fn(interpolate_ext, (3, 5), None, "nearest")(T(X2, "int32")))
case("it.nearest_u8", lambda: Fn(interpolate_ext, (3, 5), None, "nearest")(T(X2 * 3, "uint8")))
case("it.mint", lambda: Fn(F.interpolate, size=(4, 4), mode="bicubic", align_corners=True)(T(X2)))
case("it.mint_linear", lambda: Fn(F.interpolate, scale_factor=1.5, mode="linear")(T(X1)))
case("it.mint_area", lambda: Fn(F.interpolate, size=(1, 2), mode="area")(T(X2)))

# conv_transpose2d (mint)
W = (np.arange(2 * 3 * 2 * 2).reshape(2, 3, 2, 2) % 5 - 2.0) * 0.25
XC = (np.arange(1 * 2 * 3 * 3).reshape(1, 2, 3, 3) % 4 - 1.0)
for dt in ["float16", "float32", "float64", "int32"]:
    case(f"ct2.{dt}", lambda: Fn(F.conv_transpose2d)(T(XC, dt), T(W, dt)))
case("ct2.bias", lambda: Fn(F.conv_transpose2d)(T(XC), T(W), T([0.5, -1.0, 2.0])))
for kw in [dict(stride=2), dict(padding=1), dict(stride=2, output_padding=1), dict(dilation=2), dict(stride=(2, 1), padding=(1, 0)),
           dict(groups=2), dict(stride=2, padding=1, output_padding=1, dilation=2)]:
    k = "_".join(f"{a}{b}" for a, b in kw.items()).replace(" ", "").replace(",", "x")
    case(f"ct2.{k}", lambda: Fn(F.conv_transpose2d, **kw)(T(XC), T(W if kw.get("groups", 1) == 1 else W[:, :1])))
case("ct2.grad", lambda: G(F.conv_transpose2d, T(XC), T(W), T([0.5, -1.0, 2.0]), pos=(0, 1, 2), stride=2, padding=1))
case("ct2.3d", lambda: Fn(F.conv_transpose2d)(T(XC[0]), T(W)))
case("ct2.badop", lambda: Fn(F.conv_transpose2d, stride=1, output_padding=1)(T(XC), T(W)))
case("ct2.badch", lambda: Fn(F.conv_transpose2d)(T(XC), T(W[:1])))
case("ct2.dtmix", lambda: Fn(F.conv_transpose2d)(T(XC), T(W, "float16")))
case("ct2.nn", lambda: mint.nn.ConvTranspose2d(2, 3, 2, stride=2, bias=False)(T(XC)).shape)

# nn.Conv2d
for pm in ["same", "valid", "pad"]:
    case(f"c2.{pm}", lambda: nn.Conv2d(2, 3, 3, pad_mode=pm, padding=(1 if pm == "pad" else 0), weight_init="ones", has_bias=True, bias_init="ones")(T(XC)))
case("c2.stride_same", lambda: nn.Conv2d(2, 3, 2, stride=2, pad_mode="same", weight_init="ones")(T(XC)))
case("c2.dil", lambda: nn.Conv2d(2, 3, 2, dilation=2, pad_mode="valid", weight_init="ones")(T(XC)))
case("c2.group", lambda: nn.Conv2d(2, 2, 2, group=2, pad_mode="valid", weight_init="ones")(T(XC)))
case("c2.pad4", lambda: nn.Conv2d(2, 1, 2, pad_mode="pad", padding=(1, 0, 0, 2), weight_init="ones")(T(XC)))
case("c2.f16", lambda: nn.Conv2d(2, 1, 2, pad_mode="valid", weight_init="ones", dtype=ms.float16)(T(XC, "float16")))
case("c2.dtmix", lambda: nn.Conv2d(2, 1, 2, pad_mode="valid", weight_init="ones")(T(XC, "float16")))
case("c2.3d", lambda: nn.Conv2d(2, 1, 2, pad_mode="valid", weight_init="ones")(T(XC[0])))
case("c2.badpad", lambda: nn.Conv2d(2, 1, 2, pad_mode="same", padding=1, weight_init="ones")(T(XC)))
case("c2.mint", lambda: mint.nn.Conv2d(2, 3, 2, padding="same", bias=False)(T(XC)).shape)

# pixel_shuffle / unshuffle
PS = np.arange(1 * 8 * 2 * 2).reshape(1, 8, 2, 2)
for dt in ["float16", "float32", "int32", "uint8", "bool"]:
    case(f"ps.{dt}", lambda: Fn(F.pixel_shuffle, 2)(T(PS, dt)))
    case(f"pu.{dt}", lambda: Fn(ops.pixel_unshuffle, 2)(T(PS, dt)))
case("ps.3d", lambda: Fn(F.pixel_shuffle, 2)(T(PS[0])))
case("ps.5d", lambda: Fn(ops.pixel_shuffle, 2)(T(PS[None])))
case("ps.2d", lambda: Fn(ops.pixel_shuffle, 2)(T(PS[0, 0])))
case("ps.badc", lambda: Fn(ops.pixel_shuffle, 3)(T(PS)))
case("ps.r1", lambda: Fn(ops.pixel_shuffle, 1)(T(PS)))
case("ps.r0", lambda: Fn(ops.pixel_shuffle, 0)(T(PS)))
case("pu.badhw", lambda: Fn(ops.pixel_unshuffle, 3)(T(PS)))
case("ps.grad", lambda: G(ops.pixel_shuffle, T(PS), upscale_factor=2))
case("ps.empty", lambda: Fn(ops.pixel_shuffle, 2)(T(np.zeros((0, 4, 2, 2)))))
case("ps.nn", lambda: nn.PixelShuffle(2)(T(PS)))
case("pu.nn", lambda: nn.PixelUnshuffle(2)(T(PS)))

# unfold (mint)
UX = np.arange(1 * 2 * 4 * 4).reshape(1, 2, 4, 4) * 1.0
for dt in ["float16", "float32", "float64", "int32", "bool"]:
    case(f"uf.{dt}", lambda: Fn(F.unfold, 2)(T(UX, dt)))
for kw in [dict(stride=2), dict(padding=1), dict(dilation=2), dict(kernel_size=(2, 3), stride=(1, 2), padding=(1, 0))]:
    k = "_".join(f"{a}{b}" for a, b in kw.items()).replace(" ", "").replace(",", "x")
    case(f"uf.{k}", lambda: Fn(F.unfold, **({"kernel_size": 2} | kw))(T(UX)))
case("uf.3d", lambda: Fn(F.unfold, 2)(T(UX[0])))
case("uf.kbig", lambda: Fn(F.unfold, 5)(T(UX)))
case("uf.grad", lambda: G(F.unfold, T(UX), kernel_size=2, stride=1))
case("uf.fold", lambda: Fn(F.fold, (4, 4), 2)(Fn(F.unfold, 2)(T(UX))))

# ROIAlign
RX = np.arange(1 * 1 * 6 * 6).reshape(1, 1, 6, 6) * 1.0
ROIS = [[0, -2.0, -2.0, 22.0, 22.0], [0, 1.0, 1.0, 3.0, 4.0]]
for dt in ["float16", "float32", "float64"]:
    case(f"roi.{dt}", lambda: Fn(P.ROIAlign(2, 2, 0.5, 2))(T(RX, dt), T(ROIS, dt)))
case("roi.mode0", lambda: Fn(P.ROIAlign(2, 2, 0.5, 2, 0))(T(RX), T(ROIS)))
case("roi.samp0", lambda: Fn(P.ROIAlign(3, 2, 1.0, 0))(T(RX), T(ROIS)))
case("roi.grad", lambda: G(P.ROIAlign(2, 2, 0.5, 2), T(RX), T(ROIS)))
case("roi.dtmix", lambda: Fn(P.ROIAlign(2, 2, 0.5, 2))(T(RX), T(ROIS, "float16")))
case("roi.badrois", lambda: Fn(P.ROIAlign(2, 2, 0.5, 2))(T(RX), T([[0, 1.0, 1.0, 3.0]])))
case("roi.3d", lambda: Fn(P.ROIAlign(2, 2, 0.5, 2))(T(RX[0]), T(ROIS)))
case("roi.int", lambda: Fn(P.ROIAlign(2, 2, 0.5, 2))(T(RX, "int32"), T(ROIS, "int32")))
