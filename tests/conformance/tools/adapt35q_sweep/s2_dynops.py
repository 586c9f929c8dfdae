"""st dynamic_shape / ops/dynamic_shape: ops in a Cell whose inputs are set by set_inputs(None dims / dynamic rank),
called with two shapes (and dtypes); forward and GradOperation(get_all=True)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True)

    def construct(self, *a):
        return self.g(self.net)(*a)


def dyn_like(t, rank):
    if rank:
        return Tensor(shape=None, dtype=t.dtype)
    return Tensor(shape=[None] * t.ndim, dtype=t.dtype)


def run(f, calls, rank=False, grad=False, n_dyn=None):
    net = Net(f)
    if grad:
        net = Grad(net)
    first = calls[0]
    k = len(first) if n_dyn is None else n_dyn
    net.set_inputs(*[dyn_like(t, rank) if i < k else t for i, t in enumerate(first)])
    return [net(*c) for c in calls]


def f_abs(x): return ops.abs(x)
def f_add(x, y): return ops.add(x, y)
def f_mul(x, y): return x * y
def f_div(x, y): return ops.div(x, y)
def f_fdiv(x, y): return ops.floor_divide(x, y)
def f_fmod(x, y): return ops.floor_mod(x, y)
def f_max(x, y): return ops.maximum(x, y)
def f_min(x, y): return ops.minimum(x, y)
def f_less(x, y): return ops.less(x, y), ops.less_equal(x, y), ops.greater_equal(x, y), ops.equal(x, y)
def f_pow(x, y): return ops.pow(x, y)
def f_argmax(x): return ops.argmax(x, -1), ops.Argmin()(x), P.ArgMaxWithValue(axis=0, keep_dims=True)(x)
def f_cum(x): return ops.cumsum(x, 0), ops.cumprod(x, -1), ops.cummax(x, 0), ops.cummin(x, 1)
def f_bcast(x): return ops.broadcast_to(x, (2, -1, x.shape[-1]))
def f_expand(x): return ops.expand_dims(x, -1), ops.squeeze(ops.expand_dims(x, 0), 0)
def f_ss(x): return x[1:, ::2], x[-1], x[..., 0], x[None, :, 1]
def f_act(x): return ops.gelu(x), ops.hardshrink(x, 0.5), ops.hardsigmoid(x), ops.hardswish(x), ops.celu(x, 1.0), ops.relu6(x), ops.relu(x)
def f_red(x): return x.sum(), x.sum(0, keepdims=True), x.mean(-1), x.max(0), x.min(), x.prod(1), ops.std(x, -1), x.all(), x.any(0)
def f_ln(x): return ops.layer_norm(x, x.shape[-1:], eps=1e-5) if hasattr(ops, "layer_norm") else nn.LayerNorm((x.shape[-1],))(x)
def f_reshape(x): return x.reshape(-1, 2), ops.reshape(x, (x.shape[0], -1)), ops.flatten(x), ops.transpose(x, (1, 0))
def f_rev(x): return ops.flip(x, (0,)), ops.ReverseV2(axis=[-1])(x)
def f_unary(x): return ops.sqrt(x), ops.square(x), ops.exp(x), ops.expm1(x), ops.log(x), ops.sin(x), ops.sinh(x), ops.cosh(x), ops.erf(x), ops.reciprocal(x)
def f_like(x): return ops.zeros_like(x), ops.ones_like(x), ops.shape(x), x.shape, ops.rank(x), ops.size(x)
def f_onehot(i): return ops.one_hot(i, 4, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32))
def f_nonzero(x): return ops.nonzero(x), ops.unique(x.reshape(-1))[0]
def f_nan(x): return ops.nan_to_num(x, 0.0, 9.0, -9.0)
def f_gather(x, i): return ops.gather(x, i, 0), ops.gather_elements(x, 1, ops.zeros_like(x).astype(ms.int64))
def f_gnd(x, i): return ops.gather_nd(x, i)
def f_split(x): return ops.split(x, 1, 0)
def f_concat(x, y): return ops.cat((x, y), 0), ops.stack((x, y), -1)
def f_tile(x): return ops.tile(x, (2, 1)), ops.pad(x, (1, 1))
def f_seg(x, i): return ops.unsorted_segment_sum(x, i, 3)
def f_prelu(x, w): return ops.prelu(x, w)
def f_shape_arith(x): return x.shape[0] * 2, x.shape[-1] + x.shape[0], x.shape[0] // 2, x.shape[0] - 1, x.shape[1] / 2, ops.zeros((x.shape[0], 2), ms.float32)
def f_range(x): return ops.arange(0, x.shape[0], 1), ops.linspace(Tensor(0.0), Tensor(1.0), x.shape[1])
def f_rshift(x, y): return ops.bitwise_right_shift(x, y) if hasattr(ops, "bitwise_right_shift") else P.RightShift()(x, y)
def f_cast(x): return ops.cast(x, ms.float16), x.astype(ms.int32), ops.cast(x, ms.bool_)
def f_sum_grad(x): return (x * x).sum()
def f_sq_grad(x): return ops.square(x) * 2
def f_bin_grad(x, y): return ops.maximum(x, y) + ops.minimum(x, y) * 2 + x / y


A23 = np.array([[1.5, -2.0, 3.0], [0.5, 4.0, -1.0]], np.float32)
A43 = np.arange(12, dtype=np.float32).reshape(4, 3) - 5
A34 = (np.arange(12, dtype=np.float32).reshape(3, 4) - 5) / 2
P23 = np.abs(A23) + 0.5
P43 = np.abs(A43) + 0.5
DT = [ms.float32, ms.float16, ms.float64, ms.int32, ms.int64, ms.int8, ms.uint8, ms.bool_]


def T(a, dt=ms.float32):
    return Tensor(np.array(a), dt)


for dt in DT:
    for nm, f, n in (("abs", f_abs, 1), ("add", f_add, 2), ("mul", f_mul, 2), ("div", f_div, 2), ("fdiv", f_fdiv, 2),
                     ("fmod", f_fmod, 2), ("max", f_max, 2), ("min", f_min, 2), ("less", f_less, 2),
                     ("pow", f_pow, 2), ("argmax", f_argmax, 1), ("cum", f_cum, 1), ("bcast", f_bcast, 1),
                     ("expand", f_expand, 1), ("ss", f_ss, 1), ("red", f_red, 1), ("reshape", f_reshape, 1),
                     ("rev", f_rev, 1), ("like", f_like, 1), ("nonzero", f_nonzero, 1), ("cast", f_cast, 1),
                     ("tile", f_tile, 1), ("concat", f_concat, 2)):
        for rank in (False, True):
            a1 = [T(A23, dt)] + [T(P23, dt)] * (n - 1)
            a2 = [T(A43, dt)] + [T(P43, dt)] * (n - 1)
            case("%s_%s_%s" % (nm, dt, "rank" if rank else "none"), lambda f=f, a1=a1, a2=a2, rank=rank: run(f, [a1, a2], rank))
for dt in (ms.float32, ms.float16, ms.float64):
    for nm, f in (("act", f_act), ("unary", f_unary), ("nan", f_nan), ("ln", f_ln), ("split", f_split)):
        for rank in (False, True):
            case("%s_%s_%s" % (nm, dt, "rank" if rank else "none"), lambda f=f, dt=dt, rank=rank: run(f, [[T(P23, dt)], [T(A34, dt)]], rank))
    case("nan_special_%s" % dt, lambda dt=dt: run(f_nan, [[T([np.nan, np.inf, -np.inf, 1.0], dt)], [T([[np.nan], [2.0]], dt)]], True))
    for nm, f, n in (("sum", f_sum_grad, 1), ("sq", f_sq_grad, 1), ("bin", f_bin_grad, 2)):
        for rank in (False, True):
            case("grad_%s_%s_%s" % (nm, dt, "rank" if rank else "none"),
                 lambda f=f, n=n, dt=dt, rank=rank: run(f, [[T(P23, dt)] * n, [T(P43, dt)] * n], rank, grad=True))
    case("grad_act_%s" % dt, lambda dt=dt: run(lambda x: ops.gelu(x).sum() + ops.hardswish(x).sum(), [[T(P23, dt)], [T(A34, dt)]], grad=True))

case("onehot", lambda: run(f_onehot, [[T([0, 3, 1], ms.int32)], [T([[2, 1], [0, 5]], ms.int32)]], True))
case("onehot64", lambda: run(f_onehot, [[T([0, 3, 1], ms.int64)], [T([2], ms.int64)]]))
case("gather", lambda: run(f_gather, [[T(A23), T([1, 0, 1], ms.int32)], [T(A43), T([3, -1], ms.int32)]]))
case("gather_oob", lambda: run(f_gather, [[T(A23), T([1, 0, 1], ms.int32)], [T(A43), T([7], ms.int32)]]))
case("gnd", lambda: run(f_gnd, [[T(A23), T([[1, 0], [0, 2]], ms.int32)], [T(A43), T([[3, 1]], ms.int32)]]))
case("seg", lambda: run(f_seg, [[T(A23), T([0, 2], ms.int32)], [T(A43), T([1, 1, 0, 5], ms.int32)]]))
case("prelu", lambda: run(f_prelu, [[T(A23), T([0.25, 0.5, 1.0])], [T(A43), T([0.25, 0.5, 1.0])]]))
case("shape_arith", lambda: run(f_shape_arith, [[T(A23)], [T(A43)]]))
case("shape_arith_rank", lambda: run(f_shape_arith, [[T(A23)], [T(A43)]], True))
case("range", lambda: run(f_range, [[T(A23)], [T(A43)]]))
case("rshift", lambda: run(f_rshift, [[T([8, 16, -8], ms.int32), T([1, 2, 1], ms.int32)], [T([[64], [3]], ms.int32), T([2], ms.int32)]]))
case("rshift_u8", lambda: run(f_rshift, [[T([8, 16, 255], ms.uint8), T([1, 2, 9], ms.uint8)], [T([3], ms.uint8), T([1], ms.uint8)]]))
# mismatched calls
case("wrong_dtype", lambda: run(f_abs, [[T(A23)], [T(A43, ms.int32)]]))
case("wrong_rank", lambda: run(f_abs, [[T(A23)], [T(A23.reshape(-1))]]))
case("rank_other_rank", lambda: run(f_red, [[T(A23)], [T(A23.reshape(-1))], [T(A23.reshape(1, 2, 3))]], True))
case("fixed_dim_mismatch", lambda: run(f_abs, [[T(A23)], [T(A34)]]) if False else None)
case("set_inputs_partial", lambda: run(f_add, [[T(A23), T(A23)], [T(A43), T(A43)]], n_dyn=1))
case("set_inputs_partial_bad", lambda: run(f_add, [[T(A23), T(A23)], [T(A43), T(A23)]], n_dyn=1))
case("bcast_mismatch", lambda: run(f_add, [[T(A23), T(A23)], [T(A43), T(A34)]]))
case("empty_dim", lambda: run(f_red, [[T(A23)], [T(np.zeros((0, 3), np.float32))]]))
case("empty_unary", lambda: run(f_unary, [[T(P23)], [T(np.zeros((0, 3), np.float32))]]))
