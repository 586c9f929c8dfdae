"""compiler/syntax more: super() calls, the operator module, HyperMap / Map over dtypes, annotated assignment,
scalar arithmetic of mixed types (// % ** with negatives and floats, bool arithmetic, divmod, round, abs), builtins
over Tensors and scalars, tuple / list methods, string ops, comparisons of mixed types."""
import operator
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit
from mindspore.ops import composite as C
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class Base(nn.Cell):
    def __init__(self, k=2.0):
        super().__init__()
        self.k = k

    def construct(self, x):
        return x * self.k

    def helper(self, x):
        return x + self.k


class Child(Base):
    def __init__(self):
        super(Child, self).__init__(3.0)

    def construct(self, x):
        return super().construct(x) + super(Child, self).helper(x)


case("super_calls", lambda: Child()(f32(1.0, 2.0)))
case("super_grad", lambda: ms.grad(Child())(f32(1.0, 2.0)))


@jit
def scal(a, b):
    return a // b, a % b, a ** b, a / b, divmod(a, b), -a // b, abs(a - b), round(a / b), round(a / b, 1)


for lab, a, b in [("ii", 7, 2), ("ineg", -7, 2), ("inegb", 7, -2), ("ff", 7.5, 2.0), ("fneg", -7.5, 2.0),
                  ("if", 7, 2.5), ("bool", True, 2), ("zero_b", 0, 3), ("big", 2 ** 40, 3), ("round_half", 5, 2),
                  ("round_half2", 7, 2), ("neg_round", -5, 2)]:
    case("scalar_" + lab, lambda a=a, b=b: scal(a, b))


@jit
def bools(a, b):
    return a + b, a * 3, a - b, a & b, a | b, a ^ b, not a, a == 1, a is True, -a, ~a


case("bools_tf", lambda: bools(True, False))
case("bools_tt", lambda: bools(True, True))


@jit
def opmod(x, y):
    return (operator.add(x, y), operator.mul(x, y), operator.truediv(x, y), operator.floordiv(x, y),
            operator.neg(x), operator.lt(x, y), operator.getitem((x, y), 1), operator.pow(x, 2))


case("operator_t", lambda: opmod(f32(3.0, -4.0), f32(2.0, 2.0)))
case("operator_i", lambda: opmod(Tensor(np.array([3, -4], np.int32)), Tensor(np.array([2, 2], np.int32))))
case("operator_s", lambda: opmod(7, 2))


class HM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hm = C.HyperMap()
        self.mp = C.Map()

    def construct(self, a, b):
        return self.hm(ops.add, a, b), self.mp(ops.mul, a, b)


case("hypermap_tensors", lambda: HM()((f32(1.0), f32(2.0)), (f32(3.0), f32(4.0))))
case("hypermap_int", lambda: HM()((Tensor(np.array([1], np.int8)), Tensor(np.array([2], np.int32))), (Tensor(np.array([3], np.int8)), Tensor(np.array([4], np.int32)))))
case("hypermap_nested", lambda: HM()((f32(1.0), (f32(2.0),)), (f32(3.0), (f32(4.0),))))
case("hypermap_len_mismatch", lambda: HM()((f32(1.0), f32(2.0)), (f32(3.0),)))


class Ann(nn.Cell):
    def construct(self, x):
        y: Tensor = x * 2
        n: int = 3
        z: float = n / 2
        return y, n, z


case("annassign", lambda: Ann()(f32(1.0)))


@jit
def seqm(t, l):
    return t.count(2), t.index(3), l.count(1), l.index(2), len(t + t), t * 2, l[::-1], max(t), min(l), sum(t), 3 in t


case("seq_methods", lambda: seqm((1, 2, 3, 2), [1, 2, 1]))
case("seq_methods_bad_index", lambda: seqm((1, 2, 2), [1, 2, 1]))


@jit
def strs(s, x):
    return s + "b", s * 2, s.upper(), "%s-%d" % (s, 3), f"{s}{x.shape}", s[1:], len(s), s == "ab", "a" in s


case("strings", lambda: strs("ab", f32(1.0, 2.0)))


@jit
def builtins_t(x):
    return abs(x), len(x), bool(x[0]), int(x[1]), float(x[0]), round(x[0].item()), isinstance(x, Tensor), max(x[0], x[1]), min(1, 2.5)


case("builtins_t", lambda: builtins_t(f32(-1.5, 2.5)))
case("builtins_t_int", lambda: builtins_t(Tensor(np.array([-3, 4], np.int32))))


@jit
def mixed_cmp(x, i, f):
    return x > i, x == f, i < f, i == f, x != i, (x >= i).dtype


case("mixed_cmp", lambda: mixed_cmp(Tensor(np.array([1, 2, 3], np.int32)), 2, 2.0))
case("mixed_cmp_u8", lambda: mixed_cmp(Tensor(np.array([1, 2, 3], np.uint8)), -1, 2.5))
case("mixed_cmp_f16", lambda: mixed_cmp(Tensor(np.array([1, 2, 3], np.float16)), 2, 2.0001))


@jit
def tensor_scalar_ops(x):
    return x + 1, x * 2.5, x / 2, x // 2, x % 3, x ** 2, 2 ** x, 1 - x, 10 // x, 7 % x, -x, x + True


for dt in (np.int8, np.uint8, np.int32, np.int64, np.float16, np.float32, np.float64, np.bool_):
    case("tensor_scalar_" + np.dtype(dt).name, lambda dt=dt: tensor_scalar_ops(Tensor(np.array([3, 1, 2], dt))))


@jit
def zip_enum(x, y):
    out = []
    for i, (a, b) in enumerate(zip(x, y)):
        out.append(a * b + i)
    return out


case("zip_enum_tensor", lambda: zip_enum(f32(1.0, 2.0, 3.0), f32(4.0, 5.0, 6.0)))
case("zip_enum_2d", lambda: zip_enum(Tensor(np.ones((2, 2), np.float32)), (1, 2, 3)))


@jit
def call_kwargs(x):
    def inner(a, b=1, *args, c=2, **kw):
        return a * b + c + len(args) + len(kw)
    return inner(x), inner(x, 2, 3, 4, c=5, d=6), inner(b=3, a=x), inner(*(x, 2)), inner(**{"a": x, "c": 0})


case("call_kwargs", lambda: call_kwargs(f32(1.0)))
