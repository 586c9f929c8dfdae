"""s2: ints made mutable inside graph code (``k = ms.mutable(2)`` in a jit function / a Graph-mode loss under
ms.grad) given to ops as axes, sizes, counts, multiples, indices and slice / range bounds, with their arithmetic
(the ut47 fix: mutable_int_in_graph), over float32 / float16 / int32 inputs."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, ops, mint
from mindspore.ops import functional as F
from _h import case

X = {"f32": Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) / 5 - 2),
     "f16": Tensor((np.arange(24).reshape(2, 3, 4) / 5 - 2).astype(np.float16)),
     "i32": Tensor(np.arange(24).reshape(2, 3, 4).astype(np.int32) % 5 - 2)}


def mk(body):
    """a jit function ``f(x)`` whose body runs ``body(x, k)`` with k = mutable(<int>) made inside."""
    return body


@jit
def f_sum(x):
    k = mutable(1)
    return x.sum(k), x.sum(axis=(k, 2)), ops.sum(x, k - 1, keepdim=True)


@jit
def f_mean(x):
    k = mutable(-1)
    return x.mean(k), ops.mean(x, (0, k)), mint.mean(x.astype(ms.float32), k)


@jit
def f_maxmin(x):
    k = mutable(2)
    return x.max(k), x.min(axis=k), ops.argmax(x, k), ops.amax(x, k, True)


@jit
def f_cat(x):
    k = mutable(1)
    return ops.cat((x, x), k), ops.stack((x, x), k), mint.cat((x, x), k + 1)


@jit
def f_split(x):
    k = mutable(2)
    return ops.split(x, k, 2), ops.chunk(x, k, 2)


@jit
def f_gather(x):
    k = mutable(1)
    return ops.gather(x, Tensor([0, 2], ms.int32), k), x[:, k], x[k - 1], x[..., k:]


@jit
def f_shape(x):
    k = mutable(2)
    return ops.reshape(x, (k, -1)), x.view(-1, k), ops.tile(x, (1, k, 1)), ops.broadcast_to(x[:1], (k, 3, 4))


@jit
def f_make(x):
    k = mutable(3)
    return ops.ones((k, 2)), ops.zeros(k), ops.arange(k), ops.eye(k, k, ms.float32), ops.fill(ms.float32, (k,), 2.5)


@jit
def f_topk(x):
    k = mutable(2)
    return ops.topk(x.astype(ms.float32), k), ops.sort(x, k - 3)


@jit
def f_cumsum(x):
    k = mutable(1)
    return ops.cumsum(x, k), ops.cumprod(x.astype(ms.float32), k), ops.flip(x, (k,)), ops.roll(x, k, 2) if False else x


@jit
def f_perm(x):
    k = mutable(2)
    return ops.transpose(x, (k, 0, 1)), ops.permute(x, (0, k, 1)), ops.swapaxes(x, 0, k), x.T.shape


@jit
def f_expand(x):
    k = mutable(0)
    return ops.expand_dims(x, k).shape, ops.squeeze(x[:1], k), ops.unsqueeze(x, k + 3).shape


@jit
def f_softmax(x):
    k = mutable(-1)
    return ops.softmax(x.astype(ms.float32), k), ops.log_softmax(x.astype(ms.float32), k)


@jit
def f_norm(x):
    k = mutable(1)
    return ops.norm(x.astype(ms.float32), 2, k), ops.L2Normalize(axis=k)(x.astype(ms.float32))


@jit
def f_onehot(x):
    k = mutable(4)
    return ops.one_hot(Tensor([0, 3, 1], ms.int32), k, Tensor(1.0), Tensor(0.0))


@jit
def f_pool(x):
    k = mutable(2)
    y = ops.reshape(x.astype(ms.float32), (1, 2, 3, 4))
    return ops.AvgPool(k, k)(y), ops.MaxPool(1, 1)(y).shape


@jit
def f_numbers(x):
    k = mutable(3)
    j = k * 2 - 1
    return k, j, F.isconstant(j), k / 2, k ** 2, k % 2, k == 3, k != 3, float(k), int(k), bool(k), abs(-k)


@jit
def f_range(x):
    k = mutable(3)
    s = x * 0
    for i in range(k):
        s = s + x * i
    return s, len(range(k)), F.isconstant(len(range(k)))


@jit
def f_while(x):
    k = mutable(3)
    i = 0
    while i < k:
        x = x * 2
        i += 1
    return x


@jit
def f_seq(x):
    a = [10, 20, 30, 40]
    k = mutable(1)
    return a[k], a[k:], a[:k + 1], (1, 2, 3)[::k], len(a[k:]), F.isconstant(a[k])


@jit
def f_if(x):
    k = mutable(2)
    if k == 2:
        y = x + 1
    else:
        y = x - 1
    return y


@jit
def f_tensor(x):
    k = mutable(2)
    return Tensor(k), ops.scalar_to_tensor(k), x * k, x + k, x // k, ops.full((2,), k)


@jit
def f_mutable_tuple(x):
    s = mutable((1, 2))
    return ops.reshape(x, (s[0] * 4, 6)).shape, ops.transpose(x, (0, s[1], s[0]))


FNS = [("sum", f_sum), ("mean", f_mean), ("maxmin", f_maxmin), ("cat", f_cat), ("split", f_split),
       ("gather", f_gather), ("shape", f_shape), ("make", f_make), ("topk", f_topk), ("cumsum", f_cumsum),
       ("perm", f_perm), ("expand", f_expand), ("softmax", f_softmax), ("norm", f_norm), ("onehot", f_onehot),
       ("pool", f_pool), ("numbers", f_numbers), ("range", f_range), ("while", f_while), ("seq", f_seq),
       ("if", f_if), ("tensor", f_tensor), ("mtuple", f_mutable_tuple)]
for dn, x in X.items():
    for fn_name, f in FNS:
        case(f"{fn_name}_{dn}", lambda f=f, x=x: f(x))


def l_sum(x):
    k = mutable(1)
    return (x.sum(k) * x.sum(k + 1).sum()).sum()


def l_gather(x):
    k = mutable(1)
    return (ops.gather(x, Tensor([0, 2, 2], ms.int32), k) ** 2).sum() + x[k].sum()


def l_cat(x):
    k = mutable(2)
    return (ops.cat((x, x * 2), k) * ops.softmax(ops.cat((x, x), k), k)).sum()


def l_range(x):
    k = mutable(3)
    s = x
    for i in range(k):
        s = s * x + i
    return s.sum()


def l_tile(x):
    k = mutable(2)
    return (ops.tile(x, (k, 1, 1)) * ops.cumsum(x, k - 1).repeat(k, 0)).sum()


def l_topk(x):
    k = mutable(2)
    v, _ = ops.topk(x, k)
    return (v ** 2).sum()


def l_norm(x):
    k = mutable(-1)
    return ops.norm(x, 2, k).sum() + ops.amax(x, k).sum()


for ln, lf in [("sum", l_sum), ("gather", l_gather), ("cat", l_cat), ("range", l_range), ("tile", l_tile),
               ("topk", l_topk), ("norm", l_norm)]:
    case(f"grad_{ln}", lambda lf=lf: ms.grad(lf)(X["f32"]))
    case(f"vg_{ln}", lambda lf=lf: ms.value_and_grad(lf)(X["f32"] * 0.5))
