"""st ops/dynamic_shape/grad and st ops/dynamic_shape variants: each op in a Cell (and its GradOperation(get_all,
sens_param=False) wrapper) with `set_inputs` of None dims (dynamic shape) and of `Tensor(dtype=...)` with no shape
(dynamic rank), called with two shapes in turn; the forward value and the gradients of each call; a call whose rank
does not match the declared one."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G  # noqa: F401
from _h import case


class Net(nn.Cell):
    def __init__(self, fn, extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True)

    def construct(self, *a):
        return self.grad(self.net)(*a)


def ar(shape, dt="float32", scale=7.0, off=0.3):
    n = int(np.prod(shape))
    return Tensor((((np.arange(n) * 5) % 11) / scale + off).reshape(shape).astype(dt))


def dyn(t, rank=False):
    return Tensor(shape=None if rank else [None] * len(t.shape), dtype=t.dtype)


def index_fill0(x, index, value):
    return ops.index_fill(x, 0, index, value)


def run(name, fn, ins_a, ins_b, extra=(), grad=True, rank=True):
    for kind in (["shape", "rank"] if rank else ["shape"]):
        net = Net(fn, extra)
        gnet = GradNet(Net(fn, extra)) if grad else None
        decl = [dyn(t, kind == "rank") for t in ins_a]
        net.set_inputs(*decl)
        if gnet is not None:
            gnet.set_inputs(*decl)
        for tag, ins in (("a", ins_a), ("b", ins_b)):
            case(f"{name}.{kind}.{tag}.fwd", lambda: net(*ins))
            if gnet is not None:
                case(f"{name}.{kind}.{tag}.grad", lambda: gnet(*ins))
        if kind == "shape":
            bad = [Tensor(np.ones((2,) * (len(t.shape) + 1), ms.dtype_to_nptype(t.dtype))) for t in ins_a]
            case(f"{name}.{kind}.badrank", lambda: net(*bad))
            bad2 = [Tensor(np.ones(t.shape, np.int32 if t.dtype != ms.int32 else np.float32)) for t in ins_a]
            case(f"{name}.{kind}.baddtype", lambda: net(*bad2))


run("atan2", ops.atan2, [ar((2, 3)), ar((2, 3), off=-0.5)], [ar((4, 1)), ar((4, 1), off=-0.6)])
run("atan2_bc", P.Atan2(), [ar((2, 3)), ar((1, 3), off=-0.5)], [ar((3, 2)), ar((1, 2), off=-0.6)])
run("mul", P.Mul(), [ar((2, 3)), ar((3,))], [ar((4, 2)), ar((2,))])
run("sub", P.Sub(), [ar((2, 3)), ar((2, 1))], [ar((1, 4)), ar((3, 1))])
run("realdiv", P.RealDiv(), [ar((2, 3)), ar((2, 3), off=1.0)], [ar((5,)), ar((5,), off=1.0)])
run("divnonan", P.DivNoNan(), [ar((2, 3)), ar((2, 3), off=-0.3)], [ar((5,)), ar((5,), off=-0.3)])
run("mod", P.Mod(), [ar((2, 3), scale=1.0), ar((2, 3), off=1.5)], [ar((5,), scale=1.0), ar((5,), off=1.7)])
run("truncmod", P.TruncateMod(), [ar((2, 3), scale=1.0, off=-3), ar((2, 3), off=1.5)],
    [ar((5,), scale=1.0, off=-2), ar((5,), off=1.7)])
run("sqdiff", P.SquaredDifference(), [ar((2, 3)), ar((3,))], [ar((4, 2)), ar((1,))])
run("xdivy", P.Xdivy(), [ar((2, 3), off=0.0), ar((2, 3), off=-0.2)], [ar((5,), off=0.0), ar((5,), off=-0.1)])
run("xlogy", P.Xlogy(), [ar((2, 3), off=0.0), ar((2, 3), off=0.5)], [ar((5,), off=0.0), ar((5,), off=0.1)])
run("lerp", P.Lerp(), [ar((2, 3)), ar((2, 3), off=1.0), ar((2, 3), scale=20)],
    [ar((4,)), ar((4,), off=1.0), ar((4,), scale=20)])
run("lerp_w", P.Lerp(), [ar((2, 3)), ar((2, 3), off=1.0)], [ar((4,)), ar((4,), off=1.0)], extra=(0.25,))
run("cumsum", ops.CumSum(), [ar((2, 3))], [ar((4, 2, 2))], extra=(0,))
run("cumsum_ex_rev", ops.CumSum(True, True), [ar((2, 3))], [ar((4, 2))], extra=(1,))
run("cumprod", ops.CumProd(), [ar((2, 3))], [ar((4, 2, 2))], extra=(0,))
run("cumprod_ex_rev", ops.CumProd(True, True), [ar((2, 3), off=-0.3)], [ar((4, 2))], extra=(-1,))
run("cumprod_zero", ops.CumProd(), [Tensor(np.array([[1.0, 0.0, 2.0], [0.0, 0.0, 3.0]], np.float32))],
    [Tensor(np.array([2.0, 0.0, 5.0, 0.5], np.float32))], extra=(-1,))
run("reducemean", P.ReduceMean(), [ar((2, 3))], [ar((4, 2, 2))], extra=((0,),))
run("reducemean_kd", P.ReduceMean(True), [ar((2, 3))], [ar((4, 2))], extra=((),))
run("reduceall", P.ReduceAll(), [Tensor(np.array([[True, False], [True, True]]))], [Tensor(np.array([True] * 3))],
    extra=((0,),), grad=False)
run("reduceany", P.ReduceAny(True), [Tensor(np.array([[True, False], [False, False]]))],
    [Tensor(np.array([False] * 3))], extra=((-1,),), grad=False)
run("reshape", P.Reshape(), [ar((2, 3))], [ar((3, 2))], extra=((-1,),))
run("squeeze", P.Squeeze(), [ar((2, 1, 3))], [ar((1, 4, 1))])
run("squeeze_ax", P.Squeeze(1), [ar((2, 1, 3))], [ar((4, 1))], rank=False)
run("transpose", P.Transpose(), [ar((2, 3))], [ar((4, 2))], extra=((1, 0),))
run("stridedslice", P.StridedSlice(), [ar((4, 3))], [ar((6, 2))], extra=((1, 0), (4, 2), (2, 1)))
run("stridedslice_neg", P.StridedSlice(0, 0, 0, 0, 0), [ar((4, 3))], [ar((6, 2))], extra=((-1, -1), (-5, -4), (-1, -1)))
run("broadcast_to", P.BroadcastTo((2, -1, 3)), [ar((1, 3))], [ar((4, 1))], rank=False)
run("gather", P.Gather(), [ar((4, 3)), Tensor(np.array([3, 0, 3], np.int32))],
    [ar((5,)), Tensor(np.array([[1, 4], [0, 0]], np.int32))], extra=(0,))
run("gather_ax1", P.Gather(), [ar((2, 4)), Tensor(np.array([3, 0], np.int64))],
    [ar((3, 5, 1)), Tensor(np.array([1], np.int64))], extra=(1,))
run("gathernd", P.GatherNd(), [ar((3, 3)), Tensor(np.array([[0, 1], [2, 2], [0, 1]], np.int32))],
    [ar((2, 2, 2)), Tensor(np.array([[1], [1]], np.int32))])
run("argmaxwv", P.ArgMaxWithValue(0), [ar((3, 4))], [ar((5,))])
run("argminwv", P.ArgMinWithValue(-1, True), [ar((3, 4))], [ar((2, 5))])
run("argmaxwv_tie", P.ArgMaxWithValue(0), [Tensor(np.array([[1.0, 2.0], [1.0, 2.0]], np.float32))],
    [Tensor(np.array([3.0, 3.0, 1.0], np.float32))])
run("maskedfill", ops.masked_fill, [ar((2, 3)), Tensor(np.array([[True, False, True], [False, False, True]]))],
    [ar((4,)), Tensor(np.array([False, True, True, False]))], extra=(Tensor(2.5, ms.float32),))
run("indexfill", index_fill0, [ar((3, 3)), Tensor(np.array([0, 2], np.int32))],
    [ar((4, 2)), Tensor(np.array([1], np.int32))], extra=(Tensor(-1.0, ms.float32),))
run("kldiv", P.KLDivLoss("sum"), [ar((2, 3), off=-1.0), ar((2, 3))], [ar((4,), off=-1.0), ar((4,))])
run("kldiv_mean", P.KLDivLoss("mean"), [ar((2, 3), off=-1.0), ar((2, 3))], [ar((4,), off=-1.0), ar((4,))])
run("kldiv_none", P.KLDivLoss("none"), [ar((2, 3), off=-1.0), ar((2, 3))], [ar((4,), off=-1.0), ar((4,))])
run("usmax", P.UnsortedSegmentMax(), [ar((4, 2)), Tensor(np.array([0, 2, 0, 1], np.int32))],
    [ar((3,)), Tensor(np.array([1, 1, 0], np.int32))], extra=(3,))
run("usmin", P.UnsortedSegmentMin(), [ar((4, 2)), Tensor(np.array([0, 2, 0, 1], np.int32))],
    [ar((3,)), Tensor(np.array([1, 1, 0], np.int32))], extra=(3,))
run("usprod", P.UnsortedSegmentProd(), [ar((4, 2)), Tensor(np.array([0, 2, 0, 1], np.int32))],
    [ar((3,)), Tensor(np.array([1, 1, 0], np.int32))], extra=(3,))
run("usmax_tie", P.UnsortedSegmentMax(), [Tensor(np.array([1.0, 1.0, 2.0], np.float32)), Tensor(np.array([0, 0, 1], np.int32))],
    [Tensor(np.array([3.0, 3.0, 3.0, 1.0], np.float32)), Tensor(np.array([1, 1, 1, 0], np.int32))], extra=(2,))
run("matrixexp", ops.matrix_exp, [ar((2, 2), scale=11)], [ar((2, 3, 3), scale=11)])
run("matrixsolve", P.MatrixSolve() if hasattr(P, "MatrixSolve") else ops.matrix_solve,
    [Tensor(np.array([[2.0, 1.0], [1.0, 3.0]], np.float32)), ar((2, 3))],
    [Tensor(np.array([[[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]]], np.float32)), ar((1, 3, 1))])
run("matrixdiagpartv3", P.MatrixDiagPartV3() if hasattr(P, "MatrixDiagPartV3") else ops.diagonal,
    [ar((3, 3)), Tensor(np.array(0, np.int32)), Tensor(np.array(0.0, np.float32))],
    [ar((2, 4, 3)), Tensor(np.array(0, np.int32)), Tensor(np.array(0.0, np.float32))])
run("besseli1", ops.bessel_i1, [ar((2, 3), off=-0.5)], [ar((4,), off=-0.5)])
run("besselj1", ops.bessel_j1, [ar((2, 3), off=-0.5)], [ar((4,), off=-0.5)])
run("igamma", ops.igamma, [ar((2, 3), off=0.5), ar((2, 3), off=0.2)], [ar((4,), off=0.5), ar((4,), off=0.2)])
run("igammac", ops.igammac, [ar((2, 3), off=0.5), ar((2, 3), off=0.2)], [ar((4,), off=0.5), ar((4,), off=0.2)])
run("cdist", P.Cdist(2.0), [ar((1, 2, 3)), ar((1, 4, 3), off=0.1)], [ar((2, 3, 2)), ar((2, 1, 2), off=0.1)])
run("conv2d", P.Conv2D(2, 2), [ar((1, 1, 4, 4)), ar((2, 1, 2, 2))], [ar((2, 1, 3, 5)), ar((2, 1, 2, 2))], rank=False)
run("conv2d_pad", P.Conv2D(1, 3, pad_mode="same"), [ar((1, 2, 4, 4)), ar((1, 2, 3, 3))],
    [ar((1, 2, 5, 3)), ar((1, 2, 3, 3))], rank=False)
run("conv2dT", P.Conv2DTranspose(1, 2), [ar((1, 2, 3, 3)), ar((2, 1, 2, 2))], extra=((1, 1, 4, 4),),
    ins_b=[ar((1, 2, 3, 3)), ar((2, 1, 2, 2))], rank=False)
run("conv3d", P.Conv3D(1, 2), [ar((1, 1, 3, 3, 3)), ar((1, 1, 2, 2, 2))], [ar((1, 1, 4, 3, 3)), ar((1, 1, 2, 2, 2))],
    rank=False)
run("avgpool3d", P.AvgPool3D(2, 1), [ar((1, 1, 3, 3, 3))], [ar((2, 1, 2, 3, 4))], rank=False)
run("maxpool", P.MaxPool(2, 2), [ar((1, 1, 4, 4))], [ar((1, 2, 2, 6))], rank=False)
run("adaptivemaxpool2d", ops.adaptive_max_pool2d, [ar((1, 3, 4))], [ar((2, 1, 5, 3))], extra=((2, 2),), rank=False)
run("rnnv2", ops.ResizeNearestNeighborV2() if hasattr(ops, "ResizeNearestNeighborV2") else P.ResizeNearestNeighbor((2, 2)),
    [ar((1, 1, 2, 2))], [ar((1, 2, 3, 3))], extra=(Tensor(np.array([3, 3], np.int32)),), rank=False)
run("extractpatches", P.ExtractImagePatches((1, 1, 2, 2), (1, 1, 1, 1), (1, 1, 1, 1), "valid"),
    [ar((1, 1, 3, 3))], [ar((1, 2, 3, 4))], rank=False)
run("cropresize", P.CropAndResize(), [ar((1, 4, 4, 1)), Tensor(np.array([[0.0, 0.0, 1.0, 1.0]], np.float32)),
                                      Tensor(np.array([0], np.int32))],
    [ar((2, 3, 5, 1)), Tensor(np.array([[0.1, 0.2, 0.9, 0.8], [0.0, 0.0, 0.5, 0.5]], np.float32)),
     Tensor(np.array([1, 0], np.int32))], extra=((2, 2),), rank=False)
