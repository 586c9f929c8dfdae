"""s4: ut mutable/test_mutable_in_graph and dynamic_sequence/test_dynamic_scalar_math variants -- mutable ints /
floats / bools and mutable tuples as the shape / axis / size arguments of ops model code calls (reshape, zeros,
ones, tile, broadcast_to, expand_dims, split, arange, ReduceSum keep_dims, transpose perm), scalar math on mutable
numbers of several types (//, %, **, /, comparisons, int()/float()/bool()), and gradients with such arguments."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, ops, nn
from mindspore.ops import functional as F
from _h import case

T = Tensor
X = T(np.arange(6, dtype=np.float32))
X23 = T(np.arange(6, dtype=np.float32).reshape(2, 3))

OPS = [
    ("reshape_tuple", lambda x, s: ops.reshape(x, s), (X, (2, 3))),
    ("reshape_neg", lambda x, s: ops.reshape(x, s), (X, (3, -1))),
    ("zeros", lambda x, s: ops.zeros(s, ms.float32) + x.sum(), (X, (2, 2))),
    ("ones", lambda x, s: ops.ones(s) * x[0], (X, (3,))),
    ("tile", lambda x, s: ops.tile(x, s), (X23, (2, 1))),
    ("broadcast_to", lambda x, s: ops.broadcast_to(x, s), (T(np.array([1.0, 2.0, 3.0], np.float32)), (2, 3))),
    ("expand_dims", lambda x, a: ops.expand_dims(x, a), (X23, 1)),
    ("expand_dims_neg", lambda x, a: ops.expand_dims(x, a), (X23, -1)),
    ("split_int", lambda x, n: ops.split(x, n), (X, 2)),
    ("split_sizes", lambda x, s: ops.split(x, s), (X, (2, 4))),
    ("arange", lambda x, n: ops.arange(n) * 2, (X, 4)),
    ("arange_float", lambda x, n: ops.arange(0, n, 0.5), (X, 2.0)),
    ("sum_axis", lambda x, a: x.sum(a), (X23, 1)),
    ("sum_axis_tuple", lambda x, a: x.sum(a), (X23, (0, 1))),
    ("mean_keep", lambda x, k: x.mean(1, k), (X23, True)),
    ("transpose", lambda x, p: ops.transpose(x, p), (X23, (1, 0))),
    ("gather_axis", lambda x, a: ops.gather(x, T(np.array([1, 0], np.int32)), a), (X23, 1)),
    ("topk", lambda x, k: ops.topk(x, k)[0], (X, 2)),
    ("slice_by_int", lambda x, i: x[i], (X, 3)),
    ("slice_by_int_2d", lambda x, i: x[i, 1:], (X23, 1)),
    ("mul_scalar", lambda x, s: x * s, (X, 2.5)),
    ("pow_scalar", lambda x, s: x ** s, (X, 2)),
    ("full", lambda x, v: ops.full((2,), v, dtype=ms.float32), (X, 3.5)),
]
for name, f, (x, a) in OPS:
    case(f"{name}_const", lambda f=f, x=x, a=a: jit(f)(x, a))
    case(f"{name}_mut", lambda f=f, x=x, a=a: jit(f)(x, mutable(a)))


# --- scalar math on mutable numbers -------------------------------------------------------------------------
@jit
def smath(a, b):
    return a // b, a % b, a / b, a ** 2, a > b, a == b, -a, a + True


@jit
def sconv(a):
    return int(a), float(a), bool(a)


@jit
def sconst(a, b):
    c = a * b
    return c, F.isconstant(c), isinstance(c, int), isinstance(c, float)


for name, args in [("ii", (7, 2)), ("ineg", (-7, 2)), ("ff", (7.5, 2.0)), ("if", (7, 2.5)), ("fi", (-7.5, 2)),
                   ("bb", (True, True)), ("ib", (5, True))]:
    case(f"smath_{name}_mut", lambda args=args: smath(*[mutable(v) for v in args]))
    case(f"smath_{name}_const", lambda args=args: smath(*args))
    case(f"sconst_{name}_mut", lambda args=args: sconst(*[mutable(v) for v in args]))
for v in (3, -2.7, 0.0, True):
    case(f"sconv_{v}_mut", lambda v=v: sconv(mutable(v)))
case("smath_zero_div_mut", lambda: smath(mutable(3), mutable(0)))
case("smath_zero_div_float_mut", lambda: smath(mutable(3.0), mutable(0.0)))


# --- gradients with mutable arguments --------------------------------------------------------------------------
def g_scale(x, s):
    return (x * s).sum()


def g_reshape(x, shp):
    return (ops.reshape(x, shp) * T(np.array([[1.0], [2.0]], np.float32))).sum()


def g_seq(xs):
    return xs[0] * xs[1] + xs[2]


XS = [T(np.array([1.0, 2.0], np.float32)), T(np.array([3.0, 4.0], np.float32)), T(np.array([5.0, 6.0], np.float32))]
case("grad_scale_mut", lambda: jit(ms.grad(g_scale))(X, mutable(2.5)))
case("grad_scale_mut_all", lambda: jit(ms.grad(g_scale, (0, 1)))(X, mutable(2.5)))
case("grad_scale_py_all", lambda: ms.grad(g_scale, (0, 1))(X, mutable(2.5)))
case("grad_reshape_mut", lambda: jit(ms.grad(g_reshape))(X, mutable((2, 3))))
case("grad_seq_mut_list", lambda: jit(ms.grad(lambda xs: g_seq(xs).sum()))(mutable(XS)))
case("grad_seq_mut_tuple", lambda: jit(ms.grad(lambda xs: g_seq(xs).sum()))(mutable(tuple(XS))))
case("grad_seq_py_tuple", lambda: ms.grad(lambda xs: g_seq(xs).sum())(mutable(tuple(XS))))
case("vg_dict_mut", lambda: jit(ms.value_and_grad(lambda d: (d["a"] * d["b"]).sum()))(mutable({"a": XS[0], "b": XS[1]})))


class ShapeNet(nn.Cell):
    def construct(self, x, shp, k):
        return ops.reshape(x, shp) * k


net = ShapeNet()
case("cell_mut_shape", lambda: net(X, mutable((3, 2)), mutable(2)))
case("cell_mut_shape_grad_all", lambda: ops.GradOperation(get_all=True)(net)(X, mutable((3, 2)), mutable(2)))
case("cell_const_shape_grad_all", lambda: ops.GradOperation(get_all=True)(net)(X, (3, 2), 2))
