"""Fifth pass (adapt44w2a): the a-h primitives model code uses most (API_USAGE.tsv: Cast, Concat, ExpandDims, GatherNd,
Greater, Add, Equal, ArgMaxWithValue, Fill, Exp, Argmax, GreaterEqual, BoundingBoxEncode / Decode, Flatten, Floor,
BatchMatMul, CheckValid, BiasAdd, clip_by_value, clip_by_global_norm) over mixed operand dtypes (int / bool / float16 /
float64 Tensors with each other and with Python scalars), inside a Cell (Graph mode compiles it)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case


class Net(nn.Cell):
    """self.f(*inputs) or, with a constant k, self.f(*inputs, k) (named functions: Graph mode cannot parse a lambda
    whose line holds other calls)."""
    def __init__(self, f, k=None):
        super().__init__()
        self.f, self.k = f, k

    def construct(self, *a):
        if self.k is None:
            return self.f(*a)
        return self.f(*a, self.k)


def run(f, *a, k=None):
    return lambda: Net(f, k)(*a)


def cat2(x, y):
    return ops.Concat(0)((x, y))


def add_k(x, k):
    return ops.Add()(x, k)


def ge_k(x, k):
    return ops.GreaterEqual()(x, k)


def eq_kx(x, k):
    return ops.Equal()(k, x)


def expand_last(x):
    return ops.ExpandDims()(x, -1)


def fill_like(x):
    return ops.Fill()(x.dtype, (2,), 3)


def cast_k(x, k):
    return ops.Cast()(x, k)


def clip_s(x):
    return ops.clip_by_value(x, -1, 2)


def clip_t(x):
    return ops.clip_by_value(x, Tensor(-1, ms.int32), Tensor(2.0, ms.float32))


def gather_nd(x):
    return ops.GatherNd()(x, Tensor([[2], [0]], ms.int32))


def bias_add(x):
    return ops.BiasAdd()(ops.stack((x, x)), x)


def bmm_t(x):
    return ops.BatchMatMul(transpose_b=True)(x, x)


def cgn(a, b, k):
    return ops.clip_by_global_norm((a, b), k)


def cgn_sum(a, b):
    return ops.clip_by_global_norm((a, b), 1.0)[0].sum()


V = {
    "b": np.array([True, False, True]),
    "i8": np.array([-3, 0, 5], np.int8),
    "u8": np.array([3, 0, 5], np.uint8),
    "i32": np.array([-3, 0, 5], np.int32),
    "i64": np.array([-3, 0, 5], np.int64),
    "f16": np.array([-1.5, 0.0, 2.25], np.float16),
    "f32": np.array([-1.5, 0.0, 2.25], np.float32),
    "f64": np.array([-1.5, 0.0, 2.25], np.float64),
}
T = {k: Tensor(v) for k, v in V.items()}
names = list(T)
for i, p in enumerate(names):
    for q in names[i:]:
        case(f"Add_{p}_{q}", run(ops.Add(), T[p], T[q]))
        case(f"Greater_{p}_{q}", run(ops.Greater(), T[p], T[q]))
        case(f"Equal_{p}_{q}", run(ops.Equal(), T[p], T[q]))
        case(f"Concat_{p}_{q}", run(cat2, T[p], T[q]))
    for s in (2, 2.5, True):
        case(f"Add_{p}_py{s!r}", run(add_k, T[p], k=s))
        case(f"GreaterEqual_{p}_py{s!r}", run(ge_k, T[p], k=s))
        case(f"Equal_py{s!r}_{p}", run(eq_kx, T[p], k=s))
    case(f"Exp_{p}", run(ops.Exp(), T[p]))
    case(f"Floor_{p}", run(ops.Floor(), T[p]))
    case(f"Argmax_{p}", run(ops.Argmax(), T[p]))
    case(f"Argmax_i64out_{p}", run(ops.Argmax(output_type=ms.int64), T[p]))
    case(f"ArgMaxWithValue_{p}", run(ops.ArgMaxWithValue(), T[p]))
    case(f"ExpandDims_{p}", run(expand_last, T[p]))
    case(f"Flatten_{p}", run(ops.Flatten(), T[p]))
    case(f"Fill_{p}", run(fill_like, T[p]))
    for d in ("bool_", "int8", "uint8", "int32", "float16", "float64"):
        case(f"Cast_{p}_{d}", run(cast_k, T[p], k=getattr(ms, d)))
    case(f"clip_by_value_{p}", run(clip_s, T[p]))
    case(f"clip_by_value_t_{p}", run(clip_t, T[p]))
    case(f"GatherNd_{p}", run(gather_nd, T[p]))
    case(f"BiasAdd_{p}", run(bias_add, T[p]))
    m = Tensor(np.arange(12).reshape(2, 2, 3).astype(V[p].dtype))
    case(f"BatchMatMul_{p}", run(bmm_t, m))

f = np.float32
for dn, dt in {"f16": np.float16, "f32": np.float32}.items():
    boxes = Tensor(np.array([[0, 0, 10, 10], [2, 3, 8, 12], [5, 5, 4, 4]], dt))
    gts = Tensor(np.array([[1, 1, 9, 11], [0, 2, 6, 10], [3, 3, 6, 6]], dt))
    case(f"BoundingBoxEncode_{dn}", run(ops.BoundingBoxEncode(means=(0.0, 0.0, 0.0, 0.0), stds=(0.1, 0.1, 0.2, 0.2)), boxes, gts))
    deltas = Tensor(np.array([[0.1, -0.2, 0.3, 0.05], [0, 0, 0, 0], [2.0, 1.0, -5.0, 5.0]], dt))
    case(f"BoundingBoxDecode_{dn}", run(ops.BoundingBoxDecode(max_shape=(12, 12), means=(0.0, 0.0, 0.0, 0.0),
                                                               stds=(1.0, 1.0, 1.0, 1.0), wh_ratio_clip=0.016), boxes, deltas))
    case(f"BoundingBoxDecode_noclip_{dn}", run(ops.BoundingBoxDecode(max_shape=(100, 100), wh_ratio_clip=1.0), boxes, deltas))
    img = Tensor(np.array([10, 9, 1], dt))
    case(f"CheckValid_{dn}", run(ops.CheckValid(), boxes, img))
for dn in ("f16", "f32", "f64"):
    dt = V[dn].dtype
    g = (Tensor(np.array([3.0, 4.0], dt)), Tensor(np.array([[12.0]], dt)))
    case(f"clip_by_global_norm_{dn}", run(cgn, *g, k=1.0))
    case(f"clip_by_global_norm_big_{dn}", run(cgn, *g, k=100.0))
    case(f"clip_by_global_norm_grad_{dn}", lambda: ms.grad(Net(cgn_sum), (0, 1))(*g))
