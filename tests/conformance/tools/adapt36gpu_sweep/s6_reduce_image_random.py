"""st ops/gpu reduce_{all,any,max,min,mean,prod,sum}_op, resize_bilinear_op, resize_nearest_neighbor_op,
crop_and_resize, and the seeded random ops (standard_normal, uniform_int, uniform_real, random_categorical,
multinomial_op, random_poisson_op, truncatednormal_op, randperm): dtypes, axis forms (int / tuple / negative / empty
/ None), keep_dims kw and positional, 0-d / empty inputs, align_corners / half_pixel_centers, gradients; random ops:
shape and dtype only."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case


class Net(nn.Cell):
    def __init__(self, p, *c):
        super().__init__()
        self.p = p
        self.c = c

    def construct(self, x):
        return self.p(x, *self.c)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation()

    def construct(self, x):
        return self.g(self.net)(x)


class Meta:
    def __init__(self, f):
        self.f = f

    def __call__(self):
        r = self.f()
        rs = r if isinstance(r, tuple) else (r,)
        return tuple("%s%s" % (t.dtype, tuple(t.shape)) for t in rs)


X = np.array([[[1, -2, 3], [4, 0, -6]], [[7, 8, -9], [0, 1, 2]]])
DT = [ms.float16, ms.float32, ms.float64, ms.int8, ms.int32, ms.int64, ms.uint8, ms.bool_]
for name in ["ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceAll", "ReduceAny"]:
    for dt in DT:
        for ax in [(), 1, -1, (0, 2)]:
            case(f"{name} {dt} axis{ax}", lambda: Net(getattr(P, name)(), ax)(Tensor(X, dt)))
        case(f"{name} {dt} keep", lambda: Net(getattr(P, name)(True), (-2,))(Tensor(X, dt)))
    case(f"{name} 0-d", lambda: Net(getattr(P, name)(keep_dims=True), ())(Tensor(3.0)))
    case(f"{name} empty", lambda: Net(getattr(P, name)(), 1)(Tensor(np.zeros((2, 0, 3)), ms.float32)))
    case(f"{name} empty int", lambda: Net(getattr(P, name)(), 1)(Tensor(np.zeros((2, 0, 3)), ms.int32)))
    case(f"{name} bad axis", lambda: Net(getattr(P, name)(), 3)(Tensor(X, ms.float32)))
    case(f"{name} dup axis", lambda: Net(getattr(P, name)(), (1, 1))(Tensor(X, ms.float32)))
    case(f"{name} nan", lambda: Net(getattr(P, name)(), 0)(Tensor(np.array([[np.nan, 1.0], [2.0, np.inf]]), ms.float32)))
    case(f"{name} grad", lambda: Grad(Net(getattr(P, name)(), (1,)))(Tensor(np.array([[1., 3, 3], [2, 2, 0]]), ms.float32)))
for fn in ["sum", "mean", "amax", "amin", "prod", "all", "any"]:
    f = getattr(ops, fn)
    case(f"ops.{fn} kw", lambda: f(Tensor(X, ms.int32), axis=-1, keep_dims=True))
    case(f"ops.{fn} None", lambda: f(Tensor(X, ms.float16)))
    case(f"Tensor.{fn}", lambda: getattr(Tensor(X, ms.int8), fn)((0, 1)))
IMG = np.arange(2 * 3 * 4 * 5).reshape(2, 3, 4, 5) / 7.0
for dt in [ms.float16, ms.float32, ms.float64]:
    for ac, hp in [(False, False), (True, False), (False, True)]:
        case(f"ResizeBilinear {dt} ac{ac} hp{hp}", lambda: Net(P.ResizeBilinear((3, 7), align_corners=ac, half_pixel_centers=hp))(Tensor(IMG, dt)))
        case(f"ResizeNearest {dt} ac{ac} hp{hp}", lambda: Net(P.ResizeNearestNeighbor((7, 3), align_corners=ac, half_pixel_centers=hp))(Tensor(IMG, dt)))
case("ResizeBilinear both", lambda: Net(P.ResizeBilinear((3, 7), True, True))(Tensor(IMG, ms.float32)))
case("ResizeBilinear grad", lambda: Grad(Net(P.ResizeBilinear((3, 7))))(Tensor(IMG, ms.float32)))
case("ResizeNearest grad", lambda: Grad(Net(P.ResizeNearestNeighbor((7, 3))))(Tensor(IMG, ms.float32)))
case("ResizeBilinear int", lambda: Net(P.ResizeBilinear((3, 7)))(Tensor(IMG, ms.int32)))
case("ResizeNearest int", lambda: Net(P.ResizeNearestNeighbor((3, 7)))(Tensor(IMG, ms.int32)))
case("ResizeNearest uint8", lambda: Net(P.ResizeNearestNeighbor((3, 7)))(Tensor(IMG, ms.uint8)))
case("ResizeBilinear 3d", lambda: Net(P.ResizeBilinear((3, 7)))(Tensor(IMG[0], ms.float32)))
case("ResizeBilinearV2 fn", lambda: ops.interpolate(Tensor(IMG, ms.float32), size=(3, 7), mode="bilinear", align_corners=True))
case("interpolate nearest", lambda: ops.interpolate(Tensor(IMG, ms.float32), scale_factor=(1.5, 0.5), mode="nearest", recompute_scale_factor=True))
BOX = Tensor(np.array([[0.1, 0.2, 0.7, 0.9], [0.0, 0.0, 1.0, 1.0], [0.5, 0.6, 0.2, 0.1]]), ms.float32)
BI = Tensor(np.array([0, 1, 1]), ms.int32)
NHWC = np.transpose(IMG, (0, 2, 3, 1))
for dt in [ms.float16, ms.float32, ms.float64, ms.int32, ms.uint8, ms.int8]:
    case(f"CropAndResize {dt}", lambda: P.CropAndResize()(Tensor(NHWC, dt), BOX, BI, (2, 3)))
case("CropAndResize nearest", lambda: P.CropAndResize(method="nearest")(Tensor(NHWC, ms.float32), BOX, BI, (3, 2)))
case("CropAndResize extrap", lambda: P.CropAndResize(extrapolation_value=-1.0)(Tensor(NHWC, ms.float32), Tensor(np.array([[-0.5, -0.5, 1.5, 1.5]]), ms.float32), Tensor(np.array([0]), ms.int32), (2, 2)))
case("CropAndResize bad idx", lambda: P.CropAndResize()(Tensor(NHWC, ms.float32), BOX, Tensor(np.array([0, 2, 1]), ms.int32), (2, 3)))
case("CropAndResize 1x1", lambda: P.CropAndResize()(Tensor(NHWC, ms.float32), BOX, BI, (1, 1)))
ms.set_seed(3)
case("StandardNormal", Meta(lambda: P.StandardNormal(seed=2, seed2=3)((2, 3))))
case("StandardNormal tensor shape", Meta(lambda: P.StandardNormal()(Tensor(np.array([2, 3]), ms.int32))))
case("UniformInt", Meta(lambda: P.UniformInt(seed=1)((3, 2), Tensor(1, ms.int32), Tensor(5, ms.int32))))
case("UniformReal", Meta(lambda: P.UniformReal(seed=1)((3, 2))))
case("ops.uniform int", Meta(lambda: ops.uniform((2, 2), Tensor(1, ms.int32), Tensor(9, ms.int32), seed=4)))
case("ops.uniform float", Meta(lambda: ops.uniform((2, 2), Tensor(1.0, ms.float32), Tensor(9.0, ms.float32), seed=4, dtype=ms.float32)))
case("ops.standard_normal", Meta(lambda: ops.standard_normal((4,), seed=1)))
case("RandomCategorical", Meta(lambda: P.RandomCategorical(ms.int64)(Tensor(np.log(np.array([[0.2, 0.8], [0.5, 0.5]])), ms.float32), 5, 2)))
case("RandomCategorical int16", Meta(lambda: P.RandomCategorical(ms.int16)(Tensor(np.log(np.array([[0.2, 0.8]])), ms.float16), 3, 2)))
case("Multinomial", Meta(lambda: P.Multinomial(seed=1)(Tensor(np.array([[0.2, 0.8], [0.5, 0.5]]), ms.float32), 4)))
case("Multinomial int32", Meta(lambda: P.Multinomial(seed=1, dtype=ms.int32)(Tensor(np.array([0.2, 0.8]), ms.float32), 3)))
case("ops.multinomial repl", Meta(lambda: ops.multinomial(Tensor(np.array([[0.2, 0.8, 0.0]]), ms.float32), 2, False, seed=3)))
case("RandomPoisson", Meta(lambda: P.RandomPoisson(seed=1, dtype=ms.int32)((2, 3), Tensor(np.array([1.0, 4.0]), ms.float32))))
case("RandomPoisson f16", Meta(lambda: P.RandomPoisson(seed=1, dtype=ms.float16)(Tensor(np.array([2, 2]), ms.int64), Tensor(np.array(3.0), ms.float64))))
case("TruncatedNormal", Meta(lambda: P.TruncatedNormal(seed=1, dtype=ms.float16)(Tensor(np.array([2, 3]), ms.int32))))
case("Randperm", Meta(lambda: P.Randperm(max_length=5, pad=-1, dtype=ms.int16)(Tensor([3], ms.int32))))
case("ops.randperm", Meta(lambda: ops.randperm(4, seed=1, dtype=ms.int32)))
case("Gamma", Meta(lambda: P.Gamma(seed=1)((3,), Tensor(np.array([1.0, 2.0]), ms.float32), Tensor(np.array([[1.0]]), ms.float32))))
case("ops.gamma", Meta(lambda: ops.gamma((2,), Tensor(np.array([1.0, 2.0]), ms.float32), Tensor(np.array([1.0, 0.5]), ms.float32), seed=1)))
case("ops.poisson", Meta(lambda: ops.random_poisson(Tensor(np.array([2, 3]), ms.int32), Tensor(np.array([1.0, 4.0]), ms.float16), seed=2)))
case("LogNormalReverse", Meta(lambda: P.LogNormalReverse(1.0, 2.0)(Tensor(np.ones((2, 2)), ms.float16))))
case("ops.bernoulli", Meta(lambda: ops.bernoulli(Tensor(np.ones((2, 2)), ms.float16), 0.3, seed=1)))
case("StandardLaplace", Meta(lambda: P.StandardLaplace(seed=1)((2, 1, 3))))
case("NonDeterministicInts", Meta(lambda: P.NonDeterministicInts(dtype=ms.int32)(Tensor(np.array([2, 2]), ms.int64))))
case("RandomShuffle", Meta(lambda: P.RandomShuffle(seed=1)(Tensor(np.arange(6).reshape(3, 2), ms.int8))))
case("ParameterizedTruncatedNormal", Meta(lambda: P.ParameterizedTruncatedNormal(seed=1)(Tensor(np.array([2, 3]), ms.int32), Tensor(np.array([0.0, 1.0]), ms.float64), Tensor(np.array([1.0, 1.0]), ms.float64), Tensor(np.array([-1.0, -1.0]), ms.float64), Tensor(np.array([1.0, 2.0]), ms.float64))))
case("UniformCandidateSampler", Meta(lambda: P.UniformCandidateSampler(1, 3, False, 4, seed=1)(Tensor(np.array([[1], [3]]), ms.int32))))
