"""st ops/cpu assorted ops (test_addmv / atan_grad / boundingbox_decode / boundingbox_encode / cdist / check_valid /
dataformatdimmap / dot / expand_dims / fold / in_top_k / minimum_grad / pack / rank / resize_bilinear /
resize_nearest_neighbor / sigmoid_cross_entropy_with_logits / size / smoothl1loss / softmax_cross_entropy_with_logits
/ tensor_shape / fftwithsize variants): dtypes, shapes, keywords, gradients, errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


FDT = ["float16", "float32", "float64"]
IDT = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "bool", "complex64"]
# addmv
for dt in FDT + IDT:
    case(f"addmv.{dt}", lambda: Fn(ops.addmv)(T([2, 3], dt), T([[2, 5, 3], [4, 2, 2]], dt), T([3, 2, 4], dt)))
    case(f"addmv.method.{dt}", lambda: T([2, 3], dt).addmv(T([[2, 5, 3], [4, 2, 2]], dt), T([3, 2, 4], dt)))
case("addmv.beta_alpha", lambda: Fn(ops.addmv, 0.5, 2)(T([2, 3], "float32"), T([[2, 5, 3], [4, 2, 2]], "float32"),
                                                   T([3, 2, 4], "float32")))
case("addmv.kw", lambda: ops.addmv(T([2, 3], "float32"), T([[2, 5, 3], [4, 2, 2]], "float32"),
                                   T([3, 2, 4], "float32"), beta=2, alpha=0.5))
case("addmv.bcast", lambda: Fn(ops.addmv)(T([2], "float32"), T([[2, 5, 3], [4, 2, 2]], "float32"), T([3, 2, 4], "float32")))
case("addmv.bad_vec", lambda: Fn(ops.addmv)(T([2, 3], "float32"), T([[2, 5, 3], [4, 2, 2]], "float32"), T([3, 2], "float32")))
case("addmv.mixed", lambda: Fn(ops.addmv)(T([2, 3], "float32"), T([[2, 5, 3], [4, 2, 2]], "float16"), T([3, 2, 4], "float32")))
case("addmv.grad", lambda: ms.grad(Fn(ops.addmv), (0, 1, 2))(T([2, 3], "float32"), T([[2, 5, 3], [4, 2, 2]], "float32"),
                                                            T([3, 2, 4], "float32")))
case("addmv.beta0_nan", lambda: Fn(ops.addmv, 0, 1)(T([np.nan, 3], "float32"), T([[2, 5, 3], [4, 2, 2]], "float32"),
                                                 T([3, 2, 4], "float32")))
# atan_grad
for dt in FDT + ["int32", "complex64"]:
    case(f"atangrad.{dt}", lambda: Fn(G.AtanGrad())(T([-1, 0, 0.5, 2], dt), T([1, 2, 3, 4], dt)))
case("atangrad.bcast", lambda: Fn(G.AtanGrad())(T([-1, 0, 0.5], "float32"), T([[1], [2]], "float32")))
case("atan.grad", lambda: ms.grad(Fn(ops.atan))(T([-1, 0, 0.5, 2], "float32")))
case("atan.grad.f16", lambda: ms.grad(Fn(ops.atan))(T([-1, 0, 0.5, 2], "float16")))
# bounding boxes
anc = [[4, 1, 10, 10], [2, 2, 18, 7], [20, 20, 36, 40]]
dl = [[3, 1, 2, 2], [1, 2, 1, 4], [0.5, -0.5, 0.2, 0.1]]
gt = [[3, 1, 13, 8], [1, 2, 11, 7], [15, 25, 40, 30]]
for dt in FDT + ["int32"]:
    case(f"bbdec.{dt}", lambda: Fn(P.BoundingBoxDecode(max_shape=(768, 1280), means=(0., 0., 0., 0.),
                                                       stds=(1., 1., 1., 1.), wh_ratio_clip=0.016))(T(anc, dt), T(dl, dt)))
    case(f"bbenc.{dt}", lambda: Fn(P.BoundingBoxEncode(means=(0., 0., 0., 0.), stds=(1., 1., 1., 1.)))(T(anc, dt), T(gt, dt)))
case("bbdec.stds", lambda: Fn(P.BoundingBoxDecode(max_shape=(20, 30), means=(0.1, 0.2, 0.0, 0.0),
                                                  stds=(0.1, 0.1, 0.2, 0.2)))(T(anc, "float32"), T(dl, "float32")))
case("bbdec.fn", lambda: ops.bounding_box_decode(T(anc, "float32"), T(dl, "float32"), max_shape=(8, 8)))
case("bbenc.fn", lambda: ops.bounding_box_encode(T(anc, "float32"), T(gt, "float32"), means=(0.0, 0.0, 0.0, 0.0),
                                                 stds=(1.0, 2.0, 1.0, 2.0)))
case("bbenc.stds", lambda: Fn(P.BoundingBoxEncode(means=(0.1, 0.0, 0.0, 0.2), stds=(0.1, 0.1, 0.2, 0.2)))(
    T(anc, "float32"), T(gt, "float32")))
case("bbdec.empty", lambda: Fn(P.BoundingBoxDecode(max_shape=(8, 8)))(T(np.zeros((0, 4)), "float32"),
                                                                      T(np.zeros((0, 4)), "float32")))
case("bbdec.bad_shape", lambda: Fn(P.BoundingBoxDecode(max_shape=(8, 8)))(T(np.zeros((3, 5)), "float32"),
                                                                          T(np.zeros((3, 5)), "float32")))
case("bbenc.bad_n", lambda: Fn(P.BoundingBoxEncode())(T(np.zeros((3, 4)), "float32"), T(np.zeros((2, 4)), "float32")))
case("bbenc.mixed", lambda: Fn(P.BoundingBoxEncode())(T(anc, "float32"), T(gt, "float16")))
case("bbdec.no_max_shape", lambda: Fn(P.BoundingBoxDecode())(T(anc, "float32"), T(dl, "float32")))
case("bbenc.stds_len", lambda: P.BoundingBoxEncode(stds=(1.0, 1.0)))
case("bbenc.zero_std", lambda: Fn(P.BoundingBoxEncode(stds=(0.0, 1.0, 1.0, 1.0)))(T(anc, "float32"), T(gt, "float32")))
# cdist
x1 = [[[1.0, 1.0], [2.0, 2.0]]]
x2 = [[[3.0, 3.0], [3.0, 3.0], [1.0, 2.0]]]
for dt in FDT + ["int32"]:
    for p in [0.0, 0.5, 1.0, 2.0, 3.0, float("inf")]:
        case(f"cdist.p{p}.{dt}", lambda: Fn(P.Cdist(p))(T(x1, dt), T(x2, dt)))
case("cdist.2d", lambda: Fn(ops.cdist)(T(x1[0], "float32"), T(x2[0], "float32")))
case("cdist.fn_p", lambda: ops.cdist(T(x1, "float32"), T(x2, "float32"), p=1.0))
case("cdist.neg_p", lambda: Fn(P.Cdist(-1.0))(T(x1, "float32"), T(x2, "float32")))
case("cdist.bad_last", lambda: Fn(P.Cdist(2.0))(T(x1, "float32"), T(np.ones((1, 3, 3)), "float32")))
case("cdist.bad_batch", lambda: Fn(P.Cdist(2.0))(T(np.ones((2, 2, 2)), "float32"), T(np.ones((3, 3, 2)), "float32")))
case("cdist.1d", lambda: Fn(P.Cdist(2.0))(T([1.0, 2.0], "float32"), T([1.0, 2.0], "float32")))
case("cdist.mixed", lambda: Fn(P.Cdist(2.0))(T(x1, "float32"), T(x2, "float64")))
case("cdist.empty", lambda: Fn(P.Cdist(2.0))(T(np.zeros((1, 0, 2)), "float32"), T(x2, "float32")))
case("cdist.4d", lambda: Fn(P.Cdist(2.0))(T(np.arange(16).reshape(2, 2, 2, 2), "float32"),
                                          T(np.arange(8).reshape(2, 1, 2, 2), "float32")))
for p in [1.0, 2.0, 3.0, float("inf")]:
    case(f"cdist.grad.p{p}", lambda: ms.grad(Fn(P.Cdist(p)), (0, 1))(T([[[1.0, 1.5], [2.0, 0.0]]], "float32"),
                                                                      T(x2, "float32")))
# check_valid
ca = [[50, 0, 100, 700], [-2, 2, 8, 100], [10, 20, 300, 2000], [0, 0, 767, 1279], [0, 0, 768, 1280]]
for dt in FDT + ["int16", "uint8", "int32", "int64", "int8"]:
    a = [[50, 0, 100, 200], [2, 2, 8, 100], [10, 20, 30, 250], [0, 0, 127, 255]] if dt in ("uint8", "int8") else ca
    case(f"checkvalid.{dt}", lambda: Fn(P.CheckValid())(T(a, dt), T([768, 1280, 1] if dt not in ("uint8", "int8") else [128, 100, 1], dt)))
case("checkvalid.ratio", lambda: Fn(P.CheckValid())(T(ca, "float32"), T([384, 640, 0.5], "float32")))
case("checkvalid.fn", lambda: ops.check_valid(T(ca, "float32"), T([768, 1280, 1], "float32")))
case("checkvalid.mixed", lambda: Fn(P.CheckValid())(T(ca, "float32"), T([768, 1280, 1], "float16")))
case("checkvalid.bad_meta", lambda: Fn(P.CheckValid())(T(ca, "float32"), T([768, 1280], "float32")))
case("checkvalid.bad_box", lambda: Fn(P.CheckValid())(T(np.zeros((2, 3)), "float32"), T([768, 1280, 1], "float32")))
case("checkvalid.empty", lambda: Fn(P.CheckValid())(T(np.zeros((0, 4)), "float32"), T([768, 1280, 1], "float32")))
# DataFormatDimMap
xd = [-4, -3, -2, -1, 0, 1, 2, 3]
for dt in ["int32", "int64", "int16", "float32"]:
    case(f"dfdm.{dt}", lambda: Fn(P.DataFormatDimMap())(T(xd, dt)))
case("dfdm.same", lambda: Fn(P.DataFormatDimMap(src_format="NHWC", dst_format="NHWC"))(T(xd, "int32")))
case("dfdm.nchw_nhwc", lambda: Fn(P.DataFormatDimMap(src_format="NCHW", dst_format="NHWC"))(T(xd, "int32")))
case("dfdm.0d", lambda: Fn(P.DataFormatDimMap())(T(-1, "int32")))
case("dfdm.2d", lambda: Fn(P.DataFormatDimMap())(T([[0, 1], [2, 3]], "int32")))
case("dfdm.oob", lambda: Fn(P.DataFormatDimMap())(T([4, -5], "int32")))
case("dfdm.bad_fmt", lambda: P.DataFormatDimMap(src_format="NCDHW"))
case("dfdm.fn", lambda: ops.data_format_dim_map if hasattr(ops, "data_format_dim_map") else None)
# dot
for dt in FDT + ["int32", "int8"]:
    case(f"dot.{dt}", lambda: Fn(ops.dot)(T(np.arange(6).reshape(2, 3), dt), T(np.arange(12).reshape(3, 4), dt)))
case("dot.3d", lambda: Fn(ops.dot)(T(np.arange(12).reshape(2, 2, 3), "float32"), T(np.arange(24).reshape(2, 3, 4), "float32")))
case("dot.1d", lambda: Fn(ops.dot)(T([1, 2, 3], "float32"), T([1, 2, 3], "float32")))
case("dot.1d2d", lambda: Fn(ops.dot)(T([1, 2, 3], "float32"), T(np.ones((3, 2)), "float32")))
case("dot.bad", lambda: Fn(ops.dot)(T(np.ones((2, 3)), "float32"), T(np.ones((2, 3)), "float32")))
case("dot.mixed", lambda: Fn(ops.dot)(T(np.ones((2, 3)), "float32"), T(np.ones((3, 2)), "float16")))
case("dot.grad", lambda: ms.grad(Fn(ops.dot), (0, 1))(T(np.arange(6).reshape(2, 3), "float32"),
                                                      T(np.arange(24).reshape(2, 3, 4), "float32")))
# expand_dims
for ax in [0, 1, 2, -1, -3, 3, -4]:
    case(f"expand_dims.ax{ax}", lambda: Fn(P.ExpandDims(), ax)(T(np.ones((2, 3)), "float32")))
for dt in FDT + IDT:
    case(f"expand_dims.{dt}", lambda: Fn(ops.expand_dims, -1)(T([1, 0, 2], dt)))
case("expand_dims.0d", lambda: Fn(ops.expand_dims, 0)(T(3, "int32")))
case("expand_dims.0d_neg", lambda: Fn(ops.expand_dims, -1)(T(3, "int32")))
case("expand_dims.0d_oob", lambda: Fn(ops.expand_dims, 2)(T(3, "int32")))
case("expand_dims.float_axis", lambda: ops.expand_dims(T([1, 2], "int32"), 1.0))
case("expand_dims.tensor_axis", lambda: ops.expand_dims(T([1, 2], "int32"), T(1, "int32")))
case("expand_dims.grad", lambda: ms.grad(Fn(ops.expand_dims, 1))(T(np.ones((2, 3)), "float32")))
case("expand_dims.method", lambda: T(np.ones((2, 3)), "float32").expand_dims(-2))
# fold
xf = np.arange(16 * 4 * 4).reshape(16, 4, 4) / 10.0
for dt in FDT:
    case(f"fold.{dt}", lambda: Fn(ops.fold)(T(xf, dt), T([8, 8], "int32"), [2, 2], [2, 2], [2, 2], [2, 2]))
case("fold.batched", lambda: ops.fold(T(xf[None], "float32"), T([8, 8], "int32"), kernel_size=2, dilation=2,
                                      padding=2, stride=2))
case("fold.bad_output", lambda: ops.fold(T(xf, "float32"), T([8, 8, 8], "int32"), [2, 2], [2, 2], [2, 2], [2, 2]))
case("fold.bad_output_dtype", lambda: ops.fold(T(xf, "float32"), T([8, 8], "float32"), [2, 2], [2, 2], [2, 2], [2, 2]))
case("fold.bad_blocks", lambda: ops.fold(T(np.ones((16, 4, 5)), "float32"), T([8, 8], "int32"), [2, 2], [2, 2], [2, 2], [2, 2]))
case("fold.simple", lambda: ops.fold(T(np.arange(8).reshape(1, 4, 2), "float32"), T([2, 3], "int32"), 2))
case("fold.int", lambda: ops.fold(T(np.arange(8).reshape(1, 4, 2), "int32"), T([2, 3], "int32"), 2))
case("fold.grad", lambda: ms.grad(Fn(ops.fold, T([2, 3], "int32"), 2))(T(np.arange(8).reshape(1, 4, 2), "float32")))
case("fold.tensor_method", lambda: T(xf, "float32").fold(T([8, 8], "int32"), [2, 2], [2, 2], [2, 2], [2, 2]).shape)
# in_top_k
pr = [[4, 1, 2, 0, 0, 0, 0, 0, 0], [7, 9, 9, 0, 0, 0, 0, 0, 0], [3, 3, 3, 0, 0, 0, 0, 0, 0]]
for dt in FDT + ["int32"]:
    for k in [165, -2, 1, 2, 0]:
        case(f"intopk.k{k}.{dt}", lambda: Fn(P.InTopK(k))(T(pr, dt), T([0, 1, 0], "int32")))
case("intopk.nan", lambda: Fn(P.InTopK(1))(T([[np.nan, 1.0], [1.0, np.nan]], "float32"), T([0, 0], "int32")))
case("intopk.int64_t", lambda: Fn(P.InTopK(1))(T(pr, "float32"), T([0, 1, 0], "int64")))
case("intopk.oob_t", lambda: Fn(P.InTopK(1))(T(pr, "float32"), T([9, -1, 0], "int32")))
case("intopk.1d", lambda: Fn(P.InTopK(1))(T(np.zeros(4), "float32"), T(np.zeros(4), "int32")))
case("intopk.2d_t", lambda: Fn(P.InTopK(1))(T(np.zeros((4, 2)), "float32"), T(np.zeros((4, 2)), "int32")))
case("intopk.bad_n", lambda: Fn(P.InTopK(1))(T(np.zeros((4, 2)), "float32"), T(np.zeros(3), "int32")))
case("intopk.fn", lambda: ops.intopk(T(pr, "float32"), T([0, 1, 0], "int32"), 2))
case("intopk.float_k", lambda: P.InTopK(1.5))
# minimum grad with sens (GradOperation)
gop = ops.GradOperation(get_all=True, sens_param=True)
for dt in FDT + ["int32"]:
    case(f"mingrad.{dt}", lambda: gop(Fn(P.Minimum()))(T([[1, 5, 3], [4, 2, 6]], dt), T([[2, 2, 3], [1, 7, 2]], dt),
                                                       T([[1, 2, 3], [4, 5, 6]], dt)))
    case(f"maxgrad.{dt}", lambda: gop(Fn(P.Maximum()))(T([[1, 5, 3], [4, 2, 6]], dt), T([[2, 2, 3], [1, 7, 2]], dt),
                                                       T([[1, 2, 3], [4, 5, 6]], dt)))
case("mingrad.bcast", lambda: gop(Fn(P.Minimum()))(T([[1, 5, 3], [4, 2, 6]], "float32"), T([3, 3, 3], "float32"),
                                                   T(np.ones((2, 3)), "float32")))
case("mingrad.bcast2", lambda: gop(Fn(P.Minimum()))(T([[1], [4]], "float32"), T([3, 3, 0], "float32"),
                                                    T(np.ones((2, 3)), "float32")))
case("mingrad.scalar", lambda: ms.grad(Fn(P.Minimum()), (0,))(T([1.0, 5.0, 3.0], "float32"), 3.0))
case("maxgrad.nan", lambda: ms.grad(Fn(P.Maximum()), (0, 1))(T([np.nan, 5.0, 3.0], "float32"), T([1.0, np.nan, 3.0], "float32")))
# pack / stack
for dt in FDT + IDT:
    case(f"stack.{dt}", lambda: Fn(P.Stack(axis=2))(T([[1, 2], [3, 0]], dt), T([[5, 0], [7, 8]], dt)))
for ax in [0, -1, -3, 3, -4]:
    case(f"stack.ax{ax}", lambda: Fn(P.Stack(axis=ax))(T(np.ones((2, 3)), "float32"), T(np.zeros((2, 3)), "float32")))
case("stack.tuple_arg", lambda: ops.stack((T([1, 2], "int32"), T([3, 4], "int32")), 1))
case("stack.list_arg", lambda: ops.stack([T([1, 2], "int32")], -1))
case("stack.0d", lambda: ops.stack([T(1, "int32"), T(2, "int32")]))
case("stack.mixed", lambda: ops.stack([T([1, 2], "int32"), T([3, 4], "float32")]))
case("stack.shape_err", lambda: ops.stack([T([1, 2], "int32"), T([3, 4, 5], "int32")]))
case("stack.empty_list", lambda: ops.stack([]))
case("stack.grad", lambda: ms.grad(Fn(lambda a, b: ops.stack([a, b * 2], 1)), (0, 1))(T([1, 2], "float32"), T([3, 4], "float32")))
case("stack.empty_t", lambda: ops.stack([T(np.zeros((0, 2)), "float32"), T(np.zeros((0, 2)), "float32")], 1))
# rank / size / shape
for v in [T(1, "int32"), T(np.ones((2, 3, 0)), "float32"), T([[True]], "bool")]:
    case(f"rank.{v.shape}", lambda: Fn(P.Rank())(v))
    case(f"size.{v.shape}", lambda: Fn(P.Size())(v))
    case(f"shape.{v.shape}", lambda: Fn(P.Shape())(v))
    case(f"fn.rank.{v.shape}", lambda: ops.rank(v))
    case(f"fn.size.{v.shape}", lambda: ops.size(v))
    case(f"fn.shape.{v.shape}", lambda: ops.shape(v))
    case(f"tensorshape.{v.shape}", lambda: Fn(P.TensorShape())(v))
case("rank.list", lambda: ops.rank([1, 2]))
case("size.list", lambda: Fn(P.Size())([1, 2]))
case("rank.int", lambda: Fn(P.Rank())(3))
case("size.int", lambda: Fn(P.Size())(3))
case("shape.int", lambda: Fn(P.Shape())(3))
case("tensorshape.int", lambda: Fn(P.TensorShape())(3))
# resize bilinear v2 / nearest neighbor
img = [[[[0.1, 0.2, 0.3], [0.4, 0.5, 0.6], [0.7, 0.8, 0.9]]]]
for dt in FDT + ["int32", "uint8"]:
    for size in [(9, 9), (1, 1), (2, 4), (3, 3)]:
        for ac, hp in [(False, False), (True, False), (False, True)]:
            case(f"rbl.{size}.{ac}{hp}.{dt}", lambda: Fn(P.ResizeBilinearV2(ac, hp), size)(T(img, dt)))
            case(f"rnn.{size}.{ac}{hp}.{dt}", lambda: Fn(P.ResizeNearestNeighbor(size, ac, hp))(T(img, dt)))
case("rbl.both", lambda: P.ResizeBilinearV2(True, True))
case("rnn.both", lambda: Fn(P.ResizeNearestNeighbor((2, 2), True, True))(T(img, "float32")))
case("rbl.3d", lambda: Fn(P.ResizeBilinearV2(), (2, 2))(T(img[0], "float32")))
case("rnn.3d", lambda: Fn(P.ResizeNearestNeighbor((2, 2)))(T(img[0], "float32")))
case("rbl.tensor_size", lambda: Fn(P.ResizeBilinearV2())(T(img, "float32"), T([2, 2], "int32")))
case("rbl.zero_size", lambda: Fn(P.ResizeBilinearV2(), (0, 2))(T(img, "float32")))
case("rnn.neg_size", lambda: P.ResizeNearestNeighbor((-1, 2)))
case("rbl.grad", lambda: ms.grad(Fn(P.ResizeBilinearV2(), (2, 5)))(T(img, "float32")))
case("rbl.grad.ac", lambda: ms.grad(Fn(P.ResizeBilinearV2(True), (5, 2)))(T(img, "float32")))
case("rbl.grad.hp", lambda: ms.grad(Fn(P.ResizeBilinearV2(False, True), (4, 4)))(T(img, "float32")))
case("rnn.grad", lambda: ms.grad(Fn(P.ResizeNearestNeighbor((2, 5))))(T(img, "float32")))
case("rnn.grad.ac", lambda: ms.grad(Fn(P.ResizeNearestNeighbor((5, 2), True)))(T(img, "float32")))
case("rbl.grad.f16", lambda: ms.grad(Fn(P.ResizeBilinearV2(), (2, 5)))(T(img, "float16")))
# sigmoid cross entropy with logits / smooth l1 / softmax ce
lg = [[0.3, -0.7, 1.5], [2.0, -3.0, 0.0]]
lb = [[0.0, 1.0, 1.0], [1.0, 0.0, 0.5]]
for dt in FDT + ["int32"]:
    case(f"sce.{dt}", lambda: Fn(P.SigmoidCrossEntropyWithLogits())(T(lg, dt), T(lb, dt)))
    case(f"smoothl1.{dt}", lambda: Fn(nn.SmoothL1Loss())(T(lg, dt), T(lb, dt)))
    case(f"softmaxce.{dt}", lambda: Fn(nn.SoftmaxCrossEntropyWithLogits(sparse=False))(T(lg, dt), T(lb, dt)))
    case(f"P.softmaxce.{dt}", lambda: Fn(P.SoftmaxCrossEntropyWithLogits())(T(lg, dt), T(lb, dt)))
case("sce.inf", lambda: Fn(P.SigmoidCrossEntropyWithLogits())(T([100.0, -100.0, np.inf], "float32"), T([0, 1, 0], "float32")))
case("sce.bcast", lambda: Fn(P.SigmoidCrossEntropyWithLogits())(T(lg, "float32"), T([0, 1, 1], "float32")))
case("sce.grad", lambda: ms.grad(Fn(P.SigmoidCrossEntropyWithLogits()), (0, 1))(T(lg, "float32"), T(lb, "float32")))
case("sce.0d", lambda: Fn(P.SigmoidCrossEntropyWithLogits())(T(0.5, "float32"), T(1.0, "float32")))
for beta in [1.0, 0.5, 0.0, 2.0]:
    for red in ["none", "mean", "sum"]:
        case(f"smoothl1.b{beta}.{red}", lambda: Fn(nn.SmoothL1Loss(beta, red))(T(lg, "float32"), T(lb, "float32")))
        case(f"smoothl1.grad.b{beta}.{red}", lambda: ms.grad(Fn(nn.SmoothL1Loss(beta, red)), (0, 1))(T(lg, "float32"),
                                                                                                   T(lb, "float32")))
case("smoothl1.neg_beta", lambda: nn.SmoothL1Loss(-1.0))
case("smoothl1.int_beta", lambda: Fn(nn.SmoothL1Loss(1))(T(lg, "float32"), T(lb, "float32")))
case("smoothl1.bad_red", lambda: nn.SmoothL1Loss(1.0, "xx"))
case("smoothl1.shape", lambda: Fn(nn.SmoothL1Loss())(T(lg, "float32"), T([0, 1, 1], "float32")))
case("smoothl1.mixed", lambda: Fn(nn.SmoothL1Loss())(T(lg, "float32"), T(lb, "float16")))
case("smoothl1.fn", lambda: ops.smooth_l1_loss(T(lg, "float32"), T(lb, "float32"), 0.5, "sum"))
case("smoothl1.P", lambda: Fn(P.SmoothL1Loss(beta=0.5))(T(lg, "float32"), T(lb, "float32")))
case("smoothl1.empty", lambda: Fn(nn.SmoothL1Loss(1.0, "mean"))(T(np.zeros((0, 3)), "float32"), T(np.zeros((0, 3)), "float32")))
case("softmaxce.sparse", lambda: Fn(nn.SoftmaxCrossEntropyWithLogits(sparse=True))(T(lg, "float32"), T([2, 0], "int32")))
case("softmaxce.sparse.mean", lambda: Fn(nn.SoftmaxCrossEntropyWithLogits(True, "mean"))(T(lg, "float32"), T([2, 0], "int32")))
case("softmaxce.sum", lambda: Fn(nn.SoftmaxCrossEntropyWithLogits(False, "sum"))(T(lg, "float32"), T(lb, "float32")))
case("softmaxce.grad", lambda: ms.grad(Fn(nn.SoftmaxCrossEntropyWithLogits()), (0, 1))(T(lg, "float32"), T(lb, "float32")))
case("P.softmaxce.grad", lambda: ms.grad(Fn(P.SoftmaxCrossEntropyWithLogits()), (0, 1))(T(lg, "float32"), T(lb, "float32")))
case("P.softmaxce.1d", lambda: Fn(P.SoftmaxCrossEntropyWithLogits())(T(lg[0], "float32"), T(lb[0], "float32")))
case("P.softmaxce.shape", lambda: Fn(P.SoftmaxCrossEntropyWithLogits())(T(lg, "float32"), T([[1, 0]], "float32")))
case("softmaxce.sparse_oob", lambda: Fn(nn.SoftmaxCrossEntropyWithLogits(sparse=True))(T(lg, "float32"), T([3, -1], "int32")))
# FFTWithSize
xc = np.arange(8).reshape(2, 4) + 1j * np.arange(8).reshape(2, 4)[::-1]
for nm, args in [("fft", (1, False, False)), ("ifft", (1, True, False)), ("fft2", (2, False, False)),
                 ("rfft", (1, False, True)), ("rfft2", (2, False, True))]:
    for norm in ["backward", "forward", "ortho"]:
        x = np.arange(8.0).reshape(2, 4) if args[2] else xc
        for dt in (["float32", "float64"] if args[2] else ["complex64", "complex128"]):
            case(f"fftws.{nm}.{norm}.{dt}", lambda: Fn(ops.FFTWithSize(*args, norm=norm))(T(x, dt)))
case("fftws.irfft", lambda: Fn(ops.FFTWithSize(1, True, True, signal_sizes=(4,)))(T(np.fft.rfft(np.arange(8.0).reshape(2, 4)), "complex64")))
case("fftws.irfft_nosz", lambda: Fn(ops.FFTWithSize(1, True, True))(T(np.fft.rfft(np.arange(8.0).reshape(2, 4)), "complex64")))
case("fftws.rfft.notonesided", lambda: Fn(ops.FFTWithSize(1, False, True, onesided=False))(T(np.arange(8.0).reshape(2, 4), "float32")))
case("fftws.rfft.grad", lambda: ms.grad(Fn(lambda x: ops.abs(ops.FFTWithSize(1, False, True)(x)).sum()))(T(np.arange(8.0).reshape(2, 4), "float32")))
case("fftws.bad_ndim", lambda: Fn(ops.FFTWithSize(3, False, False))(T(xc, "complex64")))
case("fftws.rfft_complex", lambda: Fn(ops.FFTWithSize(1, False, True))(T(xc, "complex64")))
case("fftws.fft_real", lambda: Fn(ops.FFTWithSize(1, False, False))(T(np.ones((2, 4)), "float32")))
case("fftws.bad_norm", lambda: ops.FFTWithSize(1, False, False, norm="xx"))
