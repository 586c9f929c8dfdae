"""s1: ut ops/test_primitive_with_kwargs variants (session 45 fixed its mutable keep_dims target): primitives made
inside a jit function / Cell from arguments (constants and ms.mutable), called with keyword inputs, returning their
values (the ut tests check only that nothing raises), over several dtypes and axes, and their gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, ops, nn
from _h import case

x4 = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) / 7 - 1.5)
DT = {"f16": ms.float16, "f32": ms.float32, "f64": ms.float64, "i32": ms.int32, "i64": ms.int64, "bool": ms.bool_,
      "u8": ms.uint8}


def mk(dt):
    if dt == "bool":
        return Tensor(np.arange(24).reshape(2, 3, 4) % 3 == 0)
    return ops.cast(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) % 7 - 2), DT[dt])


@jit
def rsum_kw(x, axis, kd):
    return ops.ReduceSum(keep_dims=kd)(x=x, axis=axis)


@jit
def rmean_kw(x, axis, kd):
    return ops.ReduceMean(keep_dims=kd)(x, axis=axis)


@jit
def rmax_kw(x, axis, kd):
    return ops.ReduceMax(keep_dims=kd)(x, axis)


@jit
def rmin_kw(x, axis, kd):
    return ops.ReduceMin(kd)(x, axis)


@jit
def rprod_kw(x, axis, kd):
    return ops.ReduceProd(keep_dims=kd)(x, axis)


@jit
def rall_kw(x, axis, kd):
    return ops.ReduceAll(keep_dims=kd)(x, axis)


@jit
def rany_kw(x, axis, kd):
    return ops.ReduceAny(keep_dims=kd)(x, axis)


@jit
def argmax_kw(x, axis):
    return ops.Argmax(axis=axis)(x)


@jit
def argmin_kw(x, axis):
    return ops.ArgMinWithValue(axis=axis, keep_dims=True)(x)


@jit
def softmax_kw(x, axis):
    return ops.Softmax(axis)(x=x)


@jit
def cumsum_kw(x, axis, excl, rev):
    return ops.CumSum(exclusive=excl, reverse=rev)(x, axis)


@jit
def concat_kw(x, axis):
    return ops.Concat(axis=axis)(tensors=x)


@jit
def split_kw(x, axis, n):
    return ops.Split(axis=axis, output_num=n)(x)


@jit
def avgpool_kw(x, k):
    return ops.AvgPool(k, pad_mode="VALID", strides=k)(x)


@jit
def maxpool_kw(x, k):
    return ops.MaxPool(k, strides=k, pad_mode="SAME")(x=x)


@jit
def transpose_kw(x, perm):
    return ops.Transpose()(x, input_perm=perm)


@jit
def gather_kw(x, idx, axis):
    return ops.Gather()(x, idx, axis=axis)


@jit
def topk_kw(x, k, s):
    return ops.TopK(sorted=s)(x, k)


@jit
def onehot_kw(i, d):
    return ops.OneHot(axis=-1)(i, d, Tensor(1.0), Tensor(0.0))


@jit
def squeeze_kw(x, ax):
    return ops.Squeeze(axis=ax)(x)


@jit
def expand_kw(x, ax):
    return ops.ExpandDims()(x, axis=ax)


@jit
def tile_kw(x, m):
    return ops.Tile()(x, m)


@jit
def reshape_kw(x, s):
    return ops.Reshape()(x, shape=s)


@jit
def lnorm_kw(x, b, eps):
    return ops.LayerNorm(begin_norm_axis=b, begin_params_axis=b, epsilon=eps)(
        x, ops.ones(x.shape[b:], ms.float32), ops.zeros(x.shape[b:], ms.float32))[0]


def red_loss(f, a, kd, mut):
    def loss(x):
        return (f(x, a, mutable(kd) if mut else kd) * 2).sum()
    return loss


def pool_loss(f, k, mut):
    def loss(x):
        return (f(x, mutable(k) if mut else k) ** 2).sum()
    return loss


def ln_loss(b):
    def loss(x):
        return (lnorm_kw(x, b, 1e-5) * x4).sum()
    return loss


AXES = [("a1", 1), ("aneg", -1), ("a12", (1, 2)), ("aempty", ()), ("a0m2", (0, -2))]
KDS = [("kT", True), ("kF", False)]
REDS = [("sum", rsum_kw), ("mean", rmean_kw), ("max", rmax_kw), ("min", rmin_kw), ("prod", rprod_kw)]

for rn, f in REDS:
    for dt in ("f32", "f16", "f64", "i32", "bool"):
        for an, a in AXES:
            for kn, kd in KDS:
                x = mk(dt)
                case(f"{rn}_{dt}_{an}_{kn}_c", lambda f=f, x=x, a=a, kd=kd: f(x, a, kd))
                if dt == "f32":
                    case(f"{rn}_{dt}_{an}_{kn}_mkd", lambda f=f, x=x, a=a, kd=kd: f(x, a, mutable(kd)))
                    case(f"{rn}_{dt}_{an}_{kn}_max", lambda f=f, x=x, a=a, kd=kd: f(
                        x, mutable(a) if a != () else a, kd))
for rn, f in (("all", rall_kw), ("any", rany_kw)):
    for dt in ("bool", "f32"):
        for an, a in AXES:
            for kn, kd in KDS:
                x = mk(dt)
                case(f"{rn}_{dt}_{an}_{kn}_c", lambda f=f, x=x, a=a, kd=kd: f(x, a, kd))
                case(f"{rn}_{dt}_{an}_{kn}_mkd", lambda f=f, x=x, a=a, kd=kd: f(x, a, mutable(kd)))

# gradients through the reductions with mutable keep_dims / axis
for rn, f in REDS:
    for an, a in AXES:
        for kn, kd in KDS:
            case(f"grad_{rn}_{an}_{kn}_mkd", lambda f=f, a=a, kd=kd: ms.grad(red_loss(f, a, kd, True))(x4))
            case(f"grad_{rn}_{an}_{kn}_c", lambda f=f, a=a, kd=kd: ms.grad(red_loss(f, a, kd, False))(x4))

for dt in ("f32", "f16", "i32", "i64"):
    x = mk(dt)
    for ax in (0, 1, -1, 2):
        case(f"argmax_{dt}_{ax}", lambda x=x, ax=ax: argmax_kw(x, ax))
        case(f"argmax_{dt}_{ax}_m", lambda x=x, ax=ax: argmax_kw(x, mutable(ax)))
        case(f"argmin_{dt}_{ax}", lambda x=x, ax=ax: argmin_kw(x, ax))
        case(f"cumsum_{dt}_{ax}_ff", lambda x=x, ax=ax: cumsum_kw(x, ax, False, False))
        case(f"cumsum_{dt}_{ax}_tt", lambda x=x, ax=ax: cumsum_kw(x, ax, True, True))
        case(f"cumsum_{dt}_{ax}_m", lambda x=x, ax=ax: cumsum_kw(x, mutable(ax), True, False))
        case(f"gather_{dt}_{ax}", lambda x=x, ax=ax: gather_kw(x, Tensor([1, 0, 1], ms.int32), ax))
        case(f"gather_{dt}_{ax}_m", lambda x=x, ax=ax: gather_kw(x, Tensor([1, 0], ms.int32), mutable(ax)))
        case(f"expand_{dt}_{ax}", lambda x=x, ax=ax: expand_kw(x, ax))
    for k in (1, 2, 4):
        case(f"topk_{dt}_{k}", lambda x=x, k=k: topk_kw(x, k, True))
        case(f"topk_{dt}_{k}_m", lambda x=x, k=k: topk_kw(x, mutable(k), True))
    for ax in (-1, 0, 1):
        case(f"softmax_{dt}_{ax}", lambda x=x, ax=ax: softmax_kw(x, ax))
        case(f"softmax_{dt}_{ax}_t", lambda x=x, ax=ax: softmax_kw(x, (ax,)))
    case(f"split_{dt}", lambda x=x: split_kw(x, 2, 2))
    case(f"split_{dt}_m", lambda x=x: split_kw(x, mutable(2), 2))
    case(f"concat_{dt}", lambda x=x: concat_kw((x, x), 1))
    case(f"concat_{dt}_m", lambda x=x: concat_kw((x, x), mutable(-1)))
    case(f"transpose_{dt}", lambda x=x: transpose_kw(x, (2, 0, 1)))
    case(f"transpose_{dt}_m", lambda x=x: transpose_kw(x, mutable((2, 0, 1))))
    case(f"tile_{dt}", lambda x=x: tile_kw(x, (1, 2, 1)))
    case(f"tile_{dt}_m", lambda x=x: tile_kw(x, mutable((1, 2, 1))))
    case(f"reshape_{dt}_m", lambda x=x: reshape_kw(x, mutable((4, 6))))
    case(f"reshape_{dt}_neg", lambda x=x: reshape_kw(x, (-1, 8)))
    case(f"squeeze_{dt}", lambda x=x: squeeze_kw(x[:, :1], 1))
    case(f"squeeze_{dt}_t", lambda x=x: squeeze_kw(x[:1, :1], (0, 1)))

xp = Tensor(np.arange(2 * 3 * 4 * 4).reshape(2, 3, 4, 4).astype(np.float32) / 10)
for k in (1, 2, 3):
    case(f"avgpool_{k}", lambda k=k: avgpool_kw(xp, k))
    case(f"avgpool_{k}_m", lambda k=k: avgpool_kw(xp, mutable(k)))
    case(f"maxpool_{k}", lambda k=k: maxpool_kw(xp, k))
    case(f"grad_avgpool_{k}_m", lambda k=k: ms.grad(pool_loss(avgpool_kw, k, True))(xp))
    case(f"grad_maxpool_{k}", lambda k=k: ms.grad(pool_loss(maxpool_kw, k, False))(xp))
for d in (3, 4):
    case(f"onehot_{d}", lambda d=d: onehot_kw(Tensor([0, 2, 1], ms.int32), d))
    case(f"onehot_{d}_m", lambda d=d: onehot_kw(Tensor([0, 2, 1], ms.int32), mutable(d)))
for b in (1, 2, -1):
    case(f"lnorm_{b}", lambda b=b: lnorm_kw(x4, b, 1e-5))
    case(f"lnorm_{b}_meps", lambda b=b: lnorm_kw(x4, b, mutable(1e-3)))
    case(f"grad_lnorm_{b}", lambda b=b: ms.grad(ln_loss(b))(x4))
