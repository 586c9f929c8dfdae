"""The most-used nn / indexing primitives of model code: Softmax / LogSoftmax (axis forms), OneHot (index dtypes,
depth, on / off value dtypes, axis, negative and out-of-range indices), Gather / GatherNd / ScatterNd (index dtypes,
negative / out-of-range / repeated indices, empty), TopK / Sort (ties, NaN, -0.0, k=0, dtypes), MatMul / BatchMatMul
(transpose flags, dtype matrix, broadcast batches, empty), BiasAdd (formats), SigmoidCrossEntropyWithLogits /
SoftmaxCrossEntropyWithLogits / SmoothL1Loss / L2Normalize / CumSum / LayerNorm / Pad / ResizeBilinear /
ResizeNearestNeighbor / Dropout(keep_prob=1) / Assign; gradients of the reductions and selections at ties and NaN;
each call inside a Cell (Graph mode under MODE=graph)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _h import case, bf


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


class G(nn.Cell):
    """the gradient of sum(fn(x, *extra) [selected output]) with respect to x."""
    def __init__(self, fn, *extra, out=None):
        super().__init__()
        self.fn = Fn(fn, *extra)
        self.out = out
        self.g = ops.GradOperation()

    def construct(self, x):
        return self.g(self.body)(x)

    def body(self, x):
        r = self.fn(x)
        if self.out is not None:
            r = r[self.out]
        return r.sum()


DTS = ["bool", "int8", "int16", "int32", "int64", "uint8", "float16", "float32", "float64", "bfloat16"]
X = np.array([[1.5, 0.0, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0], [2.0, 7.0, 0.0, 1.0]])


def T(a, dt):
    a = np.array(a)
    if dt == "bfloat16":
        return Tensor(a.astype(np.float32), ms.bfloat16)
    if dt == "bool":
        return Tensor(a > 0.5)
    if dt == "uint8":
        return Tensor(np.abs(a).astype(np.uint8))
    return Tensor(a.astype(dt))


F32 = T(X, "float32")
for nm, P in [("Softmax", ops.Softmax), ("LogSoftmax", ops.LogSoftmax)]:
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: bf(Fn(P())(T(X, dt))))
    for ax in [0, -2, 1, (1,), (-1,), (0, 1), 2]:
        case(f"{nm}.ax{ax}", lambda: Fn(P(ax))(F32))
    case(f"{nm}.nan", lambda: Fn(P())(Tensor(np.array([[np.nan, 1.0], [np.inf, 1.0], [-np.inf, -np.inf]], np.float32))))
    case(f"{nm}.0d", lambda: Fn(P())(Tensor(np.float32(2.0))))
    case(f"{nm}.empty", lambda: Fn(P())(Tensor(np.zeros((0, 3), np.float32))))
    case(f"{nm}.big", lambda: Fn(P())(Tensor(np.array([1000.0, 0.0, -1000.0], np.float16))))
    case(f"{nm}.grad", lambda: G(P())(Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))))

oh = ops.OneHot
ON, OFF = Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)
for dt in ["int8", "int16", "int32", "int64", "uint8", "float32", "bool"]:
    case(f"OneHot.idx.{dt}", lambda: Fn(oh(), 4, ON, OFF)(T([0, 3, 1], dt)))
for dt in ["float16", "float64", "int32", "int64", "bool", "int8", "bfloat16"]:
    case(f"OneHot.val.{dt}", lambda: bf(Fn(oh(), 3, T(5, dt), T(-1, dt))(Tensor(np.array([0, 2], np.int32)))))
case("OneHot.valmix", lambda: Fn(oh(), 3, Tensor(1.0, ms.float16), OFF)(Tensor(np.array([0, 2], np.int32))))
case("OneHot.pyval", lambda: Fn(oh(), 3, 1.0, 0.0)(Tensor(np.array([0, 2], np.int32))))
case("OneHot.neg_oob", lambda: Fn(oh(), 3, ON, OFF)(Tensor(np.array([-1, 3, 5, 2], np.int32))))
for ax in [0, -1, 1, 2, -2]:
    case(f"OneHot.ax{ax}", lambda: Fn(oh(ax), 3, ON, OFF)(Tensor(np.array([[0, 2], [1, 1]], np.int32))))
case("OneHot.0d", lambda: Fn(oh(), 3, ON, OFF)(Tensor(np.int32(1))))
case("OneHot.empty", lambda: Fn(oh(), 3, ON, OFF)(Tensor(np.zeros((0,), np.int32))))
case("OneHot.depth0", lambda: Fn(oh(), 0, ON, OFF)(Tensor(np.array([0, 1], np.int32))))
case("OneHot.depthneg", lambda: Fn(oh(), -1, ON, OFF)(Tensor(np.array([0, 1], np.int32))))
case("OneHot.depthTensor", lambda: Fn(oh(), Tensor(3), ON, OFF)(Tensor(np.array([0, 1], np.int32))))
case("OneHot.val1d", lambda: Fn(oh(), 3, Tensor([1.0]), Tensor([0.0]))(Tensor(np.array([0, 1], np.int32))))

gat = ops.Gather()
for dt in ["int8", "int16", "int32", "int64", "uint8", "float32", "bool"]:
    case(f"Gather.idx.{dt}", lambda: Fn(gat, T([2, 0], dt), 0)(F32))
for dt in DTS:
    case(f"Gather.x.{dt}", lambda: bf(Fn(gat, Tensor(np.array([1, 0, 1], np.int32)), 1)(T(X, dt))))
case("Gather.neg", lambda: Fn(gat, Tensor(np.array([-1, 0], np.int32)), 0)(F32))
case("Gather.oob", lambda: Fn(gat, Tensor(np.array([3, 0], np.int32)), 0)(F32))
case("Gather.axneg", lambda: Fn(gat, Tensor(np.array([[3, 0], [1, 1]], np.int32)), -1)(F32))
case("Gather.0didx", lambda: Fn(gat, Tensor(np.int32(2)), 1)(F32))
case("Gather.emptyidx", lambda: Fn(gat, Tensor(np.zeros((0,), np.int32)), 0)(F32))
case("Gather.batch_dims", lambda: Fn(ops.Gather(batch_dims=1), Tensor(np.array([[1, 0], [2, 2], [0, 3]], np.int32)), 1)(F32))
case("Gather.grad_rep", lambda: G(gat, Tensor(np.array([1, 1, 0, 1], np.int32)), 0)(F32))
gnd = ops.GatherNd()
for dt in ["int8", "int16", "int32", "int64", "uint8"]:
    case(f"GatherNd.idx.{dt}", lambda: Fn(gnd, T([[2, 1], [0, 3]], dt))(F32))
for dt in DTS:
    case(f"GatherNd.x.{dt}", lambda: bf(Fn(gnd, Tensor(np.array([[1], [0]], np.int32)))(T(X, dt))))
case("GatherNd.neg", lambda: Fn(gnd, Tensor(np.array([[-1, 0]], np.int32)))(F32))
case("GatherNd.oob", lambda: Fn(gnd, Tensor(np.array([[3, 0], [0, 0]], np.int32)))(F32))
case("GatherNd.empty", lambda: Fn(gnd, Tensor(np.zeros((0, 2), np.int32)))(F32))
case("GatherNd.lastdim0", lambda: Fn(gnd, Tensor(np.zeros((2, 0), np.int32)))(F32))
case("GatherNd.toodeep", lambda: Fn(gnd, Tensor(np.zeros((2, 3), np.int32)))(F32))
case("GatherNd.grad_rep", lambda: G(gnd, Tensor(np.array([[1, 1], [1, 1], [0, 2]], np.int32)))(F32))
snd = ops.ScatterNd()
for dt in ["int32", "int64", "int16", "uint8"]:
    case(f"ScatterNd.idx.{dt}", lambda: Fn(snd)(T([[1], [3]], dt), Tensor(np.array([5.0, 6.0], np.float32)), (5,)))
for dt in DTS:
    case(f"ScatterNd.upd.{dt}", lambda: bf(Fn(snd)(Tensor(np.array([[1], [3]], np.int32)), T([5.0, 2.0], dt), (5,))))
case("ScatterNd.rep", lambda: Fn(snd)(Tensor(np.array([[1], [1], [1]], np.int32)), Tensor(np.array([5.0, 6.0, 7.0], np.float32)), (3,)))
case("ScatterNd.oob", lambda: Fn(snd)(Tensor(np.array([[1], [9]], np.int32)), Tensor(np.array([5.0, 6.0], np.float32)), (3,)))
case("ScatterNd.neg", lambda: Fn(snd)(Tensor(np.array([[-1], [0]], np.int32)), Tensor(np.array([5.0, 6.0], np.float32)), (3,)))
case("ScatterNd.slices", lambda: Fn(snd)(Tensor(np.array([[1], [0]], np.int32)), Tensor(np.ones((2, 3), np.float32)), (3, 3)))
case("ScatterNd.empty", lambda: Fn(snd)(Tensor(np.zeros((0, 1), np.int32)), Tensor(np.zeros((0,), np.float32)), (3,)))
case("ScatterNd.shapelist", lambda: Fn(snd)(Tensor(np.array([[1]], np.int32)), Tensor(np.ones((1,), np.float32)), [3]))
case("ScatterNd.shape0", lambda: Fn(snd)(Tensor(np.array([[1]], np.int32)), Tensor(np.ones((1,), np.float32)), (0,)))

topk = ops.TopK()
for dt in DTS:
    case(f"TopK.{dt}", lambda: bf(Fn(topk, 2)(T(X, dt))))
for k in [0, 1, 4, 5, -1]:
    case(f"TopK.k{k}", lambda: Fn(topk, k)(F32))
case("TopK.ties", lambda: Fn(topk, 3)(Tensor(np.array([2.0, 1.0, 2.0, 2.0, 1.0], np.float32))))
case("TopK.nan", lambda: Fn(topk, 3)(Tensor(np.array([1.0, np.nan, 3.0, np.inf, -0.0, 0.0], np.float32))))
case("TopK.negzero", lambda: Fn(topk, 2)(Tensor(np.array([-0.0, 0.0, -0.0], np.float32))))
case("TopK.0d", lambda: Fn(topk, 1)(Tensor(np.float32(2.0))))
case("TopK.sorted_false", lambda: Fn(ops.TopK(sorted=False), 2)(Tensor(np.array([1.0, 5.0, 3.0, 4.0], np.float32))))
case("TopK.ktensor", lambda: Fn(topk, Tensor(2))(F32))
case("TopK.grad_ties", lambda: G(topk, 2, out=0)(Tensor(np.array([2.0, 1.0, 2.0, 2.0], np.float32))))
for dt in DTS:
    case(f"Sort.{dt}", lambda: bf(Fn(ops.Sort())(T(X, dt))))
for ax, desc in [(0, False), (-1, True), (1, True), (-2, True), (2, False)]:
    case(f"Sort.ax{ax}.d{desc}", lambda: Fn(ops.Sort(ax, desc))(F32))
case("Sort.nan", lambda: Fn(ops.Sort())(Tensor(np.array([1.0, np.nan, -np.inf, np.inf, -0.0, 0.0, np.nan], np.float32))))
case("Sort.nan_desc", lambda: Fn(ops.Sort(descending=True))(Tensor(np.array([1.0, np.nan, -np.inf, np.inf, -0.0, 0.0], np.float32))))
case("Sort.ties", lambda: Fn(ops.Sort())(Tensor(np.array([2.0, 1.0, 2.0, 1.0, 2.0, 0.0, 2.0, 1.0, 2.0], np.float32))))
case("Sort.ties_desc", lambda: Fn(ops.Sort(descending=True))(Tensor(np.array([2.0, 1.0, 2.0, 1.0, 2.0, 0.0, 2.0, 1.0, 2.0], np.float32))))
case("Sort.0d", lambda: Fn(ops.Sort())(Tensor(np.float32(2.0))))
case("Sort.empty", lambda: Fn(ops.Sort())(Tensor(np.zeros((2, 0), np.float32))))
case("Sort.grad", lambda: G(ops.Sort(), out=0)(Tensor(np.array([3.0, 1.0, 2.0], np.float32))))

mm = ops.MatMul
A2 = np.arange(6).reshape(2, 3) - 2.0
B2 = np.arange(12).reshape(3, 4) * 0.5
for dt in DTS:
    case(f"MatMul.{dt}", lambda: bf(Fn(mm())(T(A2, dt), T(B2, dt))))
for d1, d2 in [("float16", "float32"), ("int32", "float32"), ("float32", "float64")]:
    case(f"MatMul.mix.{d1}.{d2}", lambda: Fn(mm())(T(A2, d1), T(B2, d2)))
for ta, tb in [(True, False), (False, True), (True, True)]:
    case(f"MatMul.t{ta}{tb}", lambda: Fn(mm(ta, tb))(T(A2.T if ta else A2, "float32"), T(B2.T if tb else B2, "float32")))
case("MatMul.bad", lambda: Fn(mm())(T(A2, "float32"), T(A2, "float32")))
case("MatMul.1d", lambda: Fn(mm())(Tensor(np.ones(3, np.float32)), T(B2, "float32")))
case("MatMul.3d", lambda: Fn(mm())(Tensor(np.ones((2, 2, 3), np.float32)), T(B2, "float32")))
case("MatMul.empty", lambda: Fn(mm())(Tensor(np.zeros((0, 3), np.float32)), T(B2, "float32")))
case("MatMul.emptyk", lambda: Fn(mm())(Tensor(np.zeros((2, 0), np.float32)), Tensor(np.zeros((0, 4), np.float32))))
case("MatMul.f16acc", lambda: Fn(mm())(Tensor(np.full((1, 64), 100.0, np.float16)), Tensor(np.full((64, 1), 100.0, np.float16))))
bmm = ops.BatchMatMul
A3 = np.arange(12).reshape(2, 2, 3) - 5.0
B3 = np.arange(24).reshape(2, 3, 4) * 0.25
for dt in DTS:
    case(f"BatchMatMul.{dt}", lambda: bf(Fn(bmm())(T(A3, dt), T(B3, dt))))
for ta, tb in [(True, False), (False, True), (True, True)]:
    case(f"BatchMatMul.t{ta}{tb}", lambda: Fn(bmm(ta, tb))(Tensor(A3.swapaxes(1, 2).astype(np.float32) if ta else A3.astype(np.float32)),
                                                           Tensor(B3.swapaxes(1, 2).astype(np.float32) if tb else B3.astype(np.float32))))
case("BatchMatMul.bcast", lambda: Fn(bmm())(Tensor(np.ones((2, 1, 2, 3), np.float32)), Tensor(np.ones((3, 3, 4), np.float32))))
case("BatchMatMul.bcast2d", lambda: Fn(bmm())(T(A3, "float32"), T(B2, "float32")))
case("BatchMatMul.2d", lambda: Fn(bmm())(T(A2, "float32"), T(B2, "float32")))
case("BatchMatMul.badbatch", lambda: Fn(bmm())(Tensor(np.ones((2, 2, 3), np.float32)), Tensor(np.ones((3, 3, 4), np.float32))))
case("BatchMatMul.empty", lambda: Fn(bmm())(Tensor(np.zeros((0, 2, 3), np.float32)), Tensor(np.zeros((0, 3, 4), np.float32))))
case("BatchMatMul.mix", lambda: Fn(bmm())(T(A3, "float16"), T(B3, "float32")))

ba = ops.BiasAdd
for dt in ["float16", "float32", "float64", "int32", "int8", "bfloat16", "bool"]:
    case(f"BiasAdd.{dt}", lambda: bf(Fn(ba())(T(X, dt), T([1, 2, 3, 4], dt))))
case("BiasAdd.NCHW", lambda: Fn(ba("NCHW"))(Tensor(np.ones((1, 2, 2, 2), np.float32)), Tensor(np.array([1.0, 2.0], np.float32))))
case("BiasAdd.NHWC", lambda: Fn(ba("NHWC"))(Tensor(np.ones((1, 2, 2, 3), np.float32)), Tensor(np.array([1.0, 2.0, 3.0], np.float32))))
case("BiasAdd.1d", lambda: Fn(ba())(Tensor(np.ones((3,), np.float32)), Tensor(np.ones((3,), np.float32))))
case("BiasAdd.badbias", lambda: Fn(ba())(F32, Tensor(np.ones((3,), np.float32))))
case("BiasAdd.mix", lambda: Fn(ba())(T(X, "float16"), T([1, 2, 3, 4], "float32")))
case("BiasAdd.grad", lambda: G(ba(), Tensor(np.ones(4, np.float32)))(F32))

sce = ops.SigmoidCrossEntropyWithLogits()
for dt in ["float16", "float32", "float64", "int32", "bfloat16"]:
    case(f"SigmoidCE.{dt}", lambda: bf(Fn(sce)(T(X, dt), T((X > 1) * 1.0, dt))))
case("SigmoidCE.mix", lambda: Fn(sce)(T(X, "float32"), T(X > 1, "float16")))
case("SigmoidCE.big", lambda: Fn(sce)(Tensor(np.array([100.0, -100.0, np.inf, -np.inf, np.nan], np.float32)),
                                       Tensor(np.array([0.0, 1.0, 0.0, 1.0, 0.5], np.float32))))
case("SigmoidCE.0d", lambda: Fn(sce)(Tensor(np.float32(0.5)), Tensor(np.float32(1.0))))
case("SigmoidCE.bcast", lambda: Fn(sce)(F32, Tensor(np.ones(4, np.float32))))
smce = ops.SoftmaxCrossEntropyWithLogits()
for dt in ["float16", "float32", "float64"]:
    case(f"SoftmaxCE.{dt}", lambda: Fn(smce)(T(X, dt), T(np.eye(4)[[0, 3, 1]], dt)))
case("SoftmaxCE.3d", lambda: Fn(smce)(Tensor(np.ones((1, 2, 3), np.float32)), Tensor(np.ones((1, 2, 3), np.float32))))
case("SoftmaxCE.1d", lambda: Fn(smce)(Tensor(np.ones((3,), np.float32)), Tensor(np.ones((3,), np.float32))))
case("SoftmaxCE.inf", lambda: Fn(smce)(Tensor(np.array([[np.inf, 0.0], [1000.0, -1000.0]], np.float32)),
                                        Tensor(np.array([[1.0, 0.0], [0.0, 1.0]], np.float32))))
case("SoftmaxCE.grad", lambda: G(smce, Tensor(np.eye(4, dtype=np.float32)[[0, 3, 1]]), out=0)(F32))
for beta in [1.0, 0.5, 0.0]:
    case(f"SmoothL1.b{beta}", lambda: Fn(ops.SmoothL1Loss(beta))(F32, Tensor(np.zeros((3, 4), np.float32))))
for dt in ["float16", "float64", "int32", "bfloat16"]:
    case(f"SmoothL1.{dt}", lambda: bf(Fn(ops.SmoothL1Loss())(T(X, dt), T(X * 0, dt))))
for red in ["mean", "sum", "none", "avg"]:
    case(f"SmoothL1.{red}", lambda: Fn(ops.SmoothL1Loss(reduction=red))(F32, Tensor(np.zeros((3, 4), np.float32))))
case("SmoothL1.bcast", lambda: Fn(ops.SmoothL1Loss())(F32, Tensor(np.zeros((4,), np.float32))))
for ax, eps in [(0, 1e-4), (-1, 1e-12), ((0, 1), 1e-4), (1, 100.0), (2, 1e-4)]:
    case(f"L2Normalize.ax{ax}.e{eps}", lambda: Fn(ops.L2Normalize(ax, eps))(F32))
for dt in ["float16", "float64", "int32"]:
    case(f"L2Normalize.{dt}", lambda: Fn(ops.L2Normalize())(T(X, dt)))
case("L2Normalize.zero", lambda: Fn(ops.L2Normalize(eps=0.0))(Tensor(np.zeros((2, 2), np.float32))))
cs = ops.CumSum
for dt in DTS:
    case(f"CumSum.{dt}", lambda: bf(Fn(cs(), 1)(T(X, dt))))
for ex, rv in [(True, False), (False, True), (True, True)]:
    case(f"CumSum.e{ex}.r{rv}", lambda: Fn(cs(ex, rv), 1)(F32))
case("CumSum.axneg", lambda: Fn(cs(), -2)(F32))
case("CumSum.axTensor", lambda: Fn(cs(), Tensor(1))(F32))
case("CumSum.ax2", lambda: Fn(cs(), 2)(F32))
case("CumSum.0d", lambda: Fn(cs(), 0)(Tensor(np.float32(2.0))))
case("CumSum.empty", lambda: Fn(cs(), 0)(Tensor(np.zeros((0, 2), np.float32))))
case("CumSum.int8ovf", lambda: Fn(cs(), 0)(Tensor(np.full((3,), 100, np.int8))))
case("CumSum.nan", lambda: Fn(cs(True, True), 0)(Tensor(np.array([1.0, np.nan, 2.0, np.inf], np.float32))))
ln = ops.LayerNorm
G4, B4 = Tensor(np.array([1.0, 2.0, 0.5, 1.0], np.float32)), Tensor(np.array([0.0, 1.0, 0.0, -1.0], np.float32))
for bna, bpa in [(1, 1), (-1, -1), (0, 0), (1, -1), (0, 1)]:
    case(f"LayerNorm.{bna}.{bpa}", lambda: Fn(ln(bna, bpa), G4 if bpa in (1, -1) else Tensor(np.ones((3, 4), np.float32)),
                                              B4 if bpa in (1, -1) else Tensor(np.zeros((3, 4), np.float32)))(F32))
for dt in ["float16", "float64"]:
    case(f"LayerNorm.{dt}", lambda: Fn(ln(), G4.astype(getattr(ms, dt)), B4.astype(getattr(ms, dt)))(T(X, dt)))
case("LayerNorm.mix", lambda: Fn(ln(), G4, B4)(T(X, "float16")))
case("LayerNorm.eps", lambda: Fn(ln(epsilon=1.0), G4, B4)(F32))
case("LayerNorm.const", lambda: Fn(ln(), G4, B4)(Tensor(np.ones((2, 4), np.float32))))
pad = ops.Pad
for pads in [((1, 0), (0, 2)), ((0, 0), (0, 0)), ((1, 1),), ((-1, 0), (0, 0)), ((1, 2), (3, 4), (0, 0))]:
    case(f"Pad.{pads}", lambda: Fn(pad(pads))(F32))
for dt in DTS:
    case(f"Pad.{dt}", lambda: bf(Fn(pad(((1, 0), (0, 1))))(T(X, dt))))
case("Pad.0d", lambda: Fn(pad(()))(Tensor(np.float32(1.0))))
case("Pad.empty", lambda: Fn(pad(((1, 1), (0, 0))))(Tensor(np.zeros((0, 2), np.float32))))
IMG = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
for sz, ac in [((2, 2), False), ((2, 2), True), ((6, 5), False), ((6, 5), True), ((1, 1), True), ((4, 4), False)]:
    case(f"ResizeBilinear.{sz}.{ac}", lambda: Fn(ops.ResizeBilinear(sz, ac))(IMG))
    case(f"ResizeNN.{sz}.{ac}", lambda: Fn(ops.ResizeNearestNeighbor(sz, ac))(IMG))
case("ResizeBilinear.hpc", lambda: Fn(ops.ResizeBilinear((3, 3), half_pixel_centers=True))(IMG))
for dt in ["float16", "float64", "int32", "uint8", "bfloat16"]:
    case(f"ResizeBilinear.{dt}", lambda: bf(Fn(ops.ResizeBilinear((3, 3)))(IMG.astype(getattr(ms, dt)))))
    case(f"ResizeNN.{dt}", lambda: bf(Fn(ops.ResizeNearestNeighbor((3, 3)))(IMG.astype(getattr(ms, dt)))))
case("ResizeNN.3d", lambda: Fn(ops.ResizeNearestNeighbor((3, 3)))(Tensor(np.ones((1, 4, 4), np.float32))))
case("ResizeBilinear.grad", lambda: G(ops.ResizeBilinear((3, 3)))(IMG))
case("ResizeNN.grad", lambda: G(ops.ResizeNearestNeighbor((3, 3)))(IMG))
for dt in ["float16", "float32", "float64", "int32"]:
    case(f"Dropout1.{dt}", lambda: Fn(ops.Dropout(keep_prob=1.0))(T(X, dt)))
case("Dropout.0d", lambda: Fn(ops.Dropout(keep_prob=1.0))(Tensor(np.float32(2.0))))
case("Dropout.badkp", lambda: Fn(ops.Dropout(keep_prob=0.0))(F32))
case("Dropout.shape", lambda: Fn(ops.Dropout(keep_prob=0.5))(F32)[1].shape)


class AssignNet(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.p = Parameter(Tensor(np.zeros((2,), np.float32)), name="p")
        self.assign = ops.Assign()
        self.dt = dt

    def construct(self, v):
        self.assign(self.p, v)
        return self.p + 0


for dt in ["float32", "float16", "int32", "float64", "bool"]:
    case(f"Assign.{dt}", lambda: AssignNet(dt)(T([1.5, -2.0], dt)))
case("Assign.shape", lambda: AssignNet("f")(Tensor(np.ones((3,), np.float32))))
case("Assign.bcast", lambda: AssignNet("f")(Tensor(np.float32(3.0))))

for nm, P, out in [("ReduceMax", ops.ReduceMax(), None), ("ReduceMin", ops.ReduceMin(), None),
                   ("ArgMaxWithValue", ops.ArgMaxWithValue(axis=1), 1), ("Maximum", None, None)]:
    XT = Tensor(np.array([[2.0, 2.0, 1.0], [np.nan, 1.0, 3.0], [-0.0, 0.0, -1.0]], np.float32))
    if P is None:
        case("Maximum.grad_ties", lambda: G(ops.Maximum(), Tensor(np.array([2.0, 1.0, 0.0], np.float32)))(XT))
        case("Minimum.grad_ties", lambda: G(ops.Minimum(), Tensor(np.array([2.0, 1.0, 0.0], np.float32)))(XT))
    else:
        case(f"{nm}.grad_ties", lambda: G(P, 1, out=out)(XT) if out is None else G(P, out=out)(XT))
for nm, p in [("Sqrt", ops.Sqrt()), ("Log", ops.Log()), ("Pow2", None), ("Abs", ops.Abs()), ("ReLU", ops.ReLU()),
              ("Sigmoid", ops.Sigmoid()), ("Tanh", ops.Tanh()), ("Erf", ops.Erf()), ("GeLU", ops.GeLU()),
              ("FastGeLU", ops.FastGeLU()), ("Exp", ops.Exp()), ("Square", ops.Square()), ("Reciprocal", ops.Reciprocal())]:
    XE = Tensor(np.array([0.0, -0.0, 1.0, -1.0, np.inf, np.nan], np.float32))
    if p is None:
        case("Pow.grad_edges", lambda: G(ops.Pow(), 0.5)(XE))
        case("Pow.grad_edges0", lambda: G(ops.Pow(), 0.0)(XE))
    else:
        case(f"{nm}.grad_edges", lambda: G(p)(XE))
        case(f"{nm}.grad_f16", lambda: G(p)(Tensor(np.array([0.5, 2.0], np.float16))))
