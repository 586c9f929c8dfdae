"""st/ops/gpu `_grad_ops` primitives the tests call directly (MaxPoolGradGrad, MaxPool3DGradGrad,
MaxPoolGradGradWithArgmax, MaxPoolGradWithArgmax(V2), SliceGrad, GatherDGradV2, ResizeBicubicGrad, PadV3Grad)
and InplaceUpdate / InplaceAdd / InplaceSub, EmbeddingLookup, Stack (test_pack_op): dtypes, pad modes, negative
indices, 0-d / empty, error paths."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


FL = ["float16", "float32", "float64"]
# MaxPoolGradGrad 2d
for dt in FL + ["int32"]:
    for mode, k, s in [("VALID", 2, 2), ("SAME", 3, 1), ("SAME", 2, 2), ("VALID", 3, 1)]:
        data = np.arange(2 * 1 * 5 * 5).reshape(2, 1, 5, 5).astype(dt)
        data[0, 0, 2, 2] = 100
        x = Tensor(data)
        out = ops.MaxPool(k, s, mode)(Tensor(data.astype("float32"))).asnumpy().astype(dt)
        d = Tensor((data / 10).astype(dt))
        case(f"mpgg.{dt}.{mode}.{k}{s}", lambda: Fn(G.MaxPoolGradGrad(kernel_size=k, strides=s, pad_mode=mode))(x, Tensor(out), d))
        case(f"mpggarg.{dt}.{mode}.{k}{s}", lambda: Fn(G.MaxPoolGradGradWithArgmax(kernel_size=k, strides=s, pad_mode=mode))(
            x, d, ops.MaxPoolWithArgmax(k, s, mode)(Tensor(data.astype("float32")))[1]))
        case(f"mpgarg.{dt}.{mode}.{k}{s}", lambda: Fn(G.MaxPoolGradWithArgmax(kernel_size=k, strides=s, pad_mode=mode))(
            x, Tensor(out), ops.MaxPoolWithArgmax(k, s, mode)(Tensor(data.astype("float32")))[1]))
case("mpgg.NHWC", lambda: G.MaxPoolGradGrad(kernel_size=2, strides=2, pad_mode="VALID", data_format="NHWC"))
case("mpgg.badmode", lambda: G.MaxPoolGradGrad(kernel_size=2, strides=2, pad_mode="FOO"))
case("mpgg.rank3", lambda: Fn(G.MaxPoolGradGrad(kernel_size=2, strides=2))(Tensor(np.ones((1, 4, 4), np.float32)), Tensor(np.ones((1, 2, 2), np.float32)), Tensor(np.ones((1, 4, 4), np.float32))))
# MaxPool3DGradGrad
for dt in FL:
    for mode, k, s in [("VALID", 2, 2), ("SAME", 3, 1), ("SAME", 2, 2)]:
        data = np.arange(1 * 1 * 3 * 4 * 4).reshape(1, 1, 3, 4, 4).astype(dt)[..., ::-1].copy()
        x = Tensor(data)
        out = ops.MaxPool3D(k, s, mode)(Tensor(data.astype("float32"))).asnumpy().astype(dt)
        d = Tensor((data / 10).astype(dt))
        case(f"mp3gg.{dt}.{mode}.{k}{s}", lambda: Fn(G.MaxPool3DGradGrad(kernel_size=k, strides=s, pad_mode=mode))(x, Tensor(out), d))
# MaxPoolGradWithArgmaxV2
for dt in FL:
    for it in [ms.int32, ms.int64]:
        x = Tensor(np.arange(1 * 2 * 5 * 5).reshape(1, 2, 5, 5).astype(dt))
        for k, s, p, dil, cm in [(2, 2, 0, 1, False), (3, 2, 1, 1, True), (2, 1, 0, 2, False), ((2, 3), (1, 2), (1, 1), (1, 1), True)]:
            fw = ops.MaxPoolWithArgmaxV2(k, s, p, dil, cm, it)
            o, idx = fw(x)
            dy = Tensor(np.arange(o.size).reshape(o.shape).astype(dt))
            case(f"mpgargv2.{dt}.{it}.{k}{s}{p}{dil}{cm}", lambda: Fn(G.MaxPoolGradWithArgmaxV2(k, s, p, dil, cm, it))(x, dy, idx))
            case(f"mpargv2.grad.{dt}.{it}.{k}{s}{p}{dil}{cm}", lambda: ops.GradOperation()(Fn(lambda a: fw(a)[0]))(x))
# SliceGrad
for dt in FL + ["int32", "int64", "int8", "uint8", "bool"]:
    x = Tensor(np.arange(3 * 2 * 3).reshape(3, 2, 3).astype(dt))
    dy = Tensor(np.ones((2, 1, 3)).astype(dt))
    case(f"slicegrad.{dt}", lambda: Fn(G.SliceGrad())(dy, x, (0, 1, 0), (2, 1, 3)))
    case(f"slicegrad.neg1.{dt}", lambda: Fn(G.SliceGrad())(dy, x, (1, 1, 0), (-1, 1, -1)))
case("slicegrad.oob", lambda: Fn(G.SliceGrad())(Tensor(np.ones((2, 1, 3), np.float32)), Tensor(np.ones((3, 2, 3), np.float32)), (2, 1, 0), (2, 1, 3)))
case("slicegrad.empty", lambda: Fn(G.SliceGrad())(Tensor(np.ones((0, 1, 3), np.float32)), Tensor(np.ones((3, 2, 3), np.float32)), (1, 1, 0), (0, 1, 3)))
# GatherDGradV2
for dt in FL + ["int32", "int64"]:
    x = Tensor(np.ones((2, 5)).astype(dt))
    idx = Tensor(np.array([[0, 1, 1, 0, 0], [1, 0, 0, 1, 1]]), ms.int32)
    g = Tensor(np.arange(10).reshape(2, 5).astype(dt))
    for dim in [0, 1, -1, -2]:
        case(f"gatherdgradv2.{dt}.{dim}", lambda: Fn(G.GatherDGradV2())(x, dim, idx, g))
    case(f"gatherd.grad.{dt}", lambda: ops.GradOperation()(Fn(lambda a: P.GatherD()(a, 1, idx)))(x))
    idx2 = Tensor(np.array([[0, 1], [1, 0]]), ms.int64)
    case(f"gatherdgradv2.small.{dt}", lambda: Fn(G.GatherDGradV2())(x, 1, idx2, Tensor(np.ones((2, 2)).astype(dt))))
# Inplace ops
for dt in FL + ["int32", "int64", "int8", "uint8"]:
    x = Tensor(np.arange(12).reshape(4, 3).astype(dt))
    v = Tensor(np.full((2, 3), 7).astype(dt))
    for nm, mk in [("upd", P.InplaceUpdate), ("add", P.InplaceAdd), ("sub", P.InplaceSub)]:
        case(f"inplace{nm}.{dt}", lambda: Fn(mk((0, 2)))(x, v))
        case(f"inplace{nm}.int.{dt}", lambda: Fn(mk(1))(x, Tensor(np.full((1, 3), 7).astype(dt))))
        case(f"inplace{nm}.neg.{dt}", lambda: Fn(mk((-1, 0)))(x, v))
        case(f"inplace{nm}.oob.{dt}", lambda: Fn(mk((4, 0)))(x, v))
        case(f"inplace{nm}.dup.{dt}", lambda: Fn(mk((1, 1)))(x, v))
        case(f"inplace{nm}.badv.{dt}", lambda: Fn(mk((0, 1)))(x, Tensor(np.ones((3, 3)).astype(dt))))
    case(f"inplaceupdv2.{dt}", lambda: Fn(P.InplaceUpdateV2())(x, Tensor(np.array([0, 3]), ms.int32), v))
    case(f"inplaceupdv2.neg.{dt}", lambda: Fn(P.InplaceUpdateV2())(x, Tensor(np.array([-1, 0]), ms.int32), v))
case("inplaceadd.mixed", lambda: Fn(P.InplaceAdd((0, 1)))(Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((2, 2), np.float16))))
case("inplaceadd.grad", lambda: ops.GradOperation(get_all=True)(Fn(P.InplaceAdd((0, 2))))(Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((2, 2), np.float32))))
case("inplacesub.grad", lambda: ops.GradOperation(get_all=True)(Fn(P.InplaceSub((0, 2))))(Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((2, 2), np.float32))))
case("inplaceupd.grad", lambda: ops.GradOperation(get_all=True)(Fn(P.InplaceUpdate((0, 2))))(Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((2, 2), np.float32))))
case("inplaceupd.0d", lambda: Fn(P.InplaceUpdate((0,)))(Tensor(np.ones((3,), np.float32)), Tensor(np.ones((1,), np.float32))))
case("inplaceadd.fn", lambda: ops.inplace_add(Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((2, 2), np.float32)), (0, 2)))
case("inplacesub.fn", lambda: ops.inplace_sub(Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((2, 2), np.float32)), (0, 2)))
case("inplaceupd.fn", lambda: ops.inplace_update(Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((2, 2), np.float32)), Tensor(np.array([0, 2]), ms.int32)))
# EmbeddingLookup
for dt in FL + ["int32", "int64", "int8", "bool"]:
    p = Tensor(np.arange(12).reshape(4, 3).astype(dt))
    for off in [0, 1, 2, -1, 5]:
        case(f"embl.{dt}.off{off}", lambda: Fn(P.EmbeddingLookup())(p, Tensor(np.array([[5, 2], [8, 5]]), ms.int32), off))
case("embl.0d", lambda: Fn(P.EmbeddingLookup())(Tensor(np.arange(12).reshape(4, 3).astype("float32")), Tensor(np.array(2), ms.int32), 0))
case("embl.int64idx", lambda: Fn(P.EmbeddingLookup())(Tensor(np.arange(12).reshape(4, 3).astype("float32")), Tensor(np.array([1, 3]), ms.int64), 0))
case("embl.neg", lambda: Fn(P.EmbeddingLookup())(Tensor(np.arange(12).reshape(4, 3).astype("float32")), Tensor(np.array([-1, 3]), ms.int32), 0))
case("embl.grad", lambda: ops.GradOperation()(Fn(lambda a: P.EmbeddingLookup()(a, Tensor(np.array([1, 3, 1]), ms.int32), 0)))(Tensor(np.arange(12).reshape(4, 3).astype("float32"))))
# Stack
for dt in FL + ["int32", "int64", "int8", "uint8", "bool"]:
    a = Tensor(np.arange(6).reshape(2, 3).astype(dt))
    b = Tensor(np.arange(6, 12).reshape(2, 3).astype(dt))
    for ax in [0, 1, 2, -1, -3, 3, -4]:
        case(f"stack.{dt}.{ax}", lambda: Fn(lambda u, w: P.Stack(ax)((u, w)))(a, b))
case("stack.mixed", lambda: Fn(lambda u, w: P.Stack(0)((u, w)))(Tensor(np.ones(2, np.float32)), Tensor(np.ones(2, np.float16))))
case("stack.badshape", lambda: Fn(lambda u, w: P.Stack(0)((u, w)))(Tensor(np.ones(2, np.float32)), Tensor(np.ones(3, np.float32))))
case("stack.0d", lambda: Fn(lambda u, w: P.Stack(0)((u, w)))(Tensor(1.0), Tensor(2.0)))
case("stack.empty", lambda: Fn(lambda u, w: P.Stack(1)((u, w)))(Tensor(np.ones((0, 2), np.float32)), Tensor(np.ones((0, 2), np.float32))))
case("stack.one", lambda: Fn(lambda u: P.Stack(0)((u,)))(Tensor(np.ones(2, np.float32))))
case("stack.grad", lambda: ops.GradOperation(get_all=True)(Fn(lambda u, w: P.Stack(1)((u, w)) * Tensor(np.arange(12).reshape(2, 2, 3).astype("float32"))))(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 3), np.float32))))
