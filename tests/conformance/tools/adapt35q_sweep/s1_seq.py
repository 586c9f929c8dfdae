"""dynamic_sequence: mutable(dynamic_len) tuples / lists through sequence ops in Graph mode (and PyNative)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable
from mindspore.ops.composite import GradOperation
from _h import case


class Fn(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


def _f0(s, i):
    return s[i]


def _f1(s):
    return len(s)


def _f2(s):
    return s[1:3]


def _f3(s):
    return s[::-2]


def _f4(s, a, b):
    return s[a:b]


def _f5(s):
    return s + s


def _f6(s, n):
    return s * n


def _f7(s, n):
    return n * s


def _f8(s):
    return max(s)


def _f9(s):
    return min(s)


def _f10(s):
    return sum(s)


def _f11(s, v):
    return (v in s, v not in s)


def _f12(s, v):
    return v in s


def _f13(s):
    return s.count(1)


def _f14(s):
    return s.index(True)


def _f15(s):
    return s.index(99)


def _f16(s, t):
    return (s == t, s != t), mk()


def _f17(s, t):
    return (s < t, s <= t, s > t, s >= t), mk()


def _f18(s):
    return ops.tuple_to_array(s) if isinstance(s, tuple) else Tensor(s)


def _f19(s):
    return Tensor(s)


def _f20(s):
    return s


def _f21(s):
    return s[::-1]


def _f22(s):
    return (bool(s), not s)


def _f23(s):
    return s[1:]


def _f24(s):
    return s * 2


def _f25(s):
    return ops.stack(s)


def _f26(s):
    return ops.concat(s)


def _f27(s):
    return ops.addn(s)


def _f28(s, t):
    return s == t, mk()


def _f29(s):
    return s[5]


def _f30(s):
    return [x * 2 for x in s]


def _f31(s):
    return tuple(a + b for a, b in zip(s, s))


def _f32(s):
    return tuple(a * i for i, a in enumerate(s))


def _f33(s):
    return s[1][0]


def _f34(s):
    return len(s[0])


def _f35(s):
    return s + ((9, 9),)


def _f36(s):
    return (len(s), s)


def F(f, *a):
    return Fn(f)(*a)


def D(x):
    return mutable(x, True)


t6 = (1, 2, 3, 4, 5, 6)
f6 = (1.5, -2.0, 3.25, 0.0, 5.0, -6.5)
tt = (Tensor([1, 2], ms.float32), Tensor([3, 4], ms.float32), Tensor([5, 6], ms.float32))
for nm, seq in (("int", t6), ("float", f6), ("mixed", (1, 2.5, True, 4)), ("bool", (True, False, True))):
    for wrap in ("dyn", "mut", "const", "list"):
        def mk(seq=seq, wrap=wrap):
            if wrap == "dyn":
                return D(seq)
            if wrap == "mut":
                return mutable(seq)
            if wrap == "list":
                return D(list(seq))
            return seq
        case("getitem_%s_%s" % (nm, wrap), lambda mk=mk: F(_f0, mk(), 1))
        case("getitem_neg_%s_%s" % (nm, wrap), lambda mk=mk: F(_f0, mk(), -1))
        case("getitem_mutidx_%s_%s" % (nm, wrap), lambda mk=mk: F(_f0, mk(), mutable(-2)))
        case("getitem_oob_%s_%s" % (nm, wrap), lambda mk=mk: F(_f0, mk(), 10))
        case("getitem_oobmut_%s_%s" % (nm, wrap), lambda mk=mk: F(_f0, mk(), mutable(10)))
        case("len_%s_%s" % (nm, wrap), lambda mk=mk: F(_f1, mk()))
        case("slice_%s_%s" % (nm, wrap), lambda mk=mk: F(_f2, mk()))
        case("slice_neg_%s_%s" % (nm, wrap), lambda mk=mk: F(_f3, mk()))
        case("slice_mut_%s_%s" % (nm, wrap), lambda mk=mk: F(_f4, mk(), mutable(-3), mutable(10)))
        case("add_%s_%s" % (nm, wrap), lambda mk=mk: F(_f5, mk()))
        case("mul_%s_%s" % (nm, wrap), lambda mk=mk: F(_f6, mk(), 2))
        case("mul_mut_%s_%s" % (nm, wrap), lambda mk=mk: F(_f6, mk(), mutable(2)))
        case("mul_neg_%s_%s" % (nm, wrap), lambda mk=mk: F(_f7, mk(), mutable(-1)))
        case("max_%s_%s" % (nm, wrap), lambda mk=mk: F(_f8, mk()))
        case("min_%s_%s" % (nm, wrap), lambda mk=mk: F(_f9, mk()))
        case("sum_%s_%s" % (nm, wrap), lambda mk=mk: F(_f10, mk()))
        case("in_%s_%s" % (nm, wrap), lambda mk=mk: F(_f11, mk(), 2))
        case("in_mut_%s_%s" % (nm, wrap), lambda mk=mk: F(_f12, mk(), mutable(1)))
        case("count_%s_%s" % (nm, wrap), lambda mk=mk: F(_f13, mk()))
        case("index_%s_%s" % (nm, wrap), lambda mk=mk: F(_f14, mk()))
        case("index_missing_%s_%s" % (nm, wrap), lambda mk=mk: F(_f15, mk()))
        case("eq_%s_%s" % (nm, wrap), lambda mk=mk: F(_f16, mk()))
        case("lt_%s_%s" % (nm, wrap), lambda mk=mk: F(_f17, mk()[:2]))
        case("totensor_%s_%s" % (nm, wrap), lambda mk=mk: F(_f18, mk()))
        case("tensor_ctor_%s_%s" % (nm, wrap), lambda mk=mk: F(_f19, mk()))
        case("ret_%s_%s" % (nm, wrap), lambda mk=mk: F(_f20, mk()))
        case("reversed_%s_%s" % (nm, wrap), lambda mk=mk: F(_f21, mk()))
        case("bool_%s_%s" % (nm, wrap), lambda mk=mk: F(_f22, mk()))

# tensors
for wrap in ("dyn", "mut", "const"):
    mk = (lambda: D(tt)) if wrap == "dyn" else (lambda: mutable(tt)) if wrap == "mut" else (lambda: tt)
    case("tt_getitem_%s" % wrap, lambda mk=mk: F(_f0, mk(), -1))
    case("tt_len_%s" % wrap, lambda mk=mk: F(_f1, mk()))
    case("tt_slice_%s" % wrap, lambda mk=mk: F(_f23, mk()))
    case("tt_add_%s" % wrap, lambda mk=mk: F(_f5, mk()))
    case("tt_mul_%s" % wrap, lambda mk=mk: F(_f24, mk()))
    case("tt_stack_%s" % wrap, lambda mk=mk: F(_f25, mk()))
    case("tt_concat_%s" % wrap, lambda mk=mk: F(_f26, mk()))
    case("tt_addn_%s" % wrap, lambda mk=mk: F(_f27, mk()))
    case("tt_sum_%s" % wrap, lambda mk=mk: F(_f10, mk()))
    case("tt_max_%s" % wrap, lambda mk=mk: F(_f8, mk()))
    case("tt_eq_%s" % wrap, lambda mk=mk: F(_f28, mk()))
    case("tt_oob_%s" % wrap, lambda mk=mk: F(_f29, mk()))
    case("tt_for_%s" % wrap, lambda mk=mk: F(_f30, mk()))
    case("tt_zip_%s" % wrap, lambda mk=mk: F(_f31, mk()))
    case("tt_enum_%s" % wrap, lambda mk=mk: F(_f32, mk()))

# nested
case("nested_get", lambda: F(_f33, D(((1, 2), (3, 4)))))
case("nested_len", lambda: F(_f34, mutable(((1, 2), (3, 4, 5)))))
case("nested_add", lambda: F(_f35, D(((1, 2), (3, 4)))))
case("empty_dyn", lambda: F(_f36, D(())))
case("empty_dyn_list", lambda: F(_f36, D([])))
case("empty_max", lambda: F(_f8, D(())))
case("mixed_types_dyn", lambda: D((1, Tensor(2))))
case("mixed_int_float_dyn", lambda: F(_f20, D((1, 2.0))))
case("mutable_list_ret", lambda: F(_f20, mutable([1, 2])))
case("mutable_list_tensor_ret", lambda: F(_f20, mutable([Tensor(1), Tensor(2)])))
case("dyn_list_tensor_ret", lambda: F(_f20, D([Tensor(1), Tensor(2)])))
