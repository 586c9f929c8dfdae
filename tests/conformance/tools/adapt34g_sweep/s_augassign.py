"""augassign_inplace variants: x op= y in construct over ops x dtypes x operand kinds, jit / Graph / PyNative, grads."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, jit
from h import case, modes

class NAdd(nn.Cell):
    def construct(self, x, y):
        x += y
        return x


class NSub(nn.Cell):
    def construct(self, x, y):
        x -= y
        return x


class NMul(nn.Cell):
    def construct(self, x, y):
        x *= y
        return x


class NDiv(nn.Cell):
    def construct(self, x, y):
        x /= y
        return x


class NFloorDiv(nn.Cell):
    def construct(self, x, y):
        x //= y
        return x


class NMod(nn.Cell):
    def construct(self, x, y):
        x %= y
        return x


class NPow(nn.Cell):
    def construct(self, x, y):
        x **= y
        return x


NETS = [NAdd, NSub, NMul, NDiv, NFloorDiv, NMod, NPow]
XS = {
    "i64": lambda: Tensor(10),
    "f32": lambda: Tensor(np.array([7.5, -3.0], np.float32)),
    "f16": lambda: Tensor(np.array([7.5, -3.0], np.float16)),
    "i32": lambda: Tensor(np.array([7, -3], np.int32)),
    "u8": lambda: Tensor(np.array([7, 3], np.uint8)),
    "bool": lambda: Tensor(np.array([True, False])),
    "f64_0d": lambda: Tensor(np.float64(2.5)),
}
YS = {
    "int": lambda: 3,
    "float": lambda: 2.0,
    "bool": lambda: True,
    "T_i64": lambda: Tensor(3),
    "T_f32": lambda: Tensor(np.array([2.0, 4.0], np.float32)),
    "T_i32": lambda: Tensor(np.array([2, 4], np.int32)),
}

for mname, mode in modes():
    ms.set_context(mode=mode)
    for N in NETS:
        for xn, xf in XS.items():
            for yn, yf in YS.items():
                case("%s %s %s %s" % (mname, N.__name__, xn, yn), lambda: N()(xf(), yf()))
    # jit-decorated construct, as the st tests' kbk mode
    for N in NETS:
        for xn in ("i64", "f32", "i32"):
            for yn in ("int", "float", "T_i64"):
                def f(N=N, xn=xn, yn=yn):
                    n = N()
                    n.construct = jit(n.construct)
                    return n(XS[xn](), YS[yn]())
                case("%s jit %s %s %s" % (mname, N.__name__, xn, yn), f)
    # grads
    for N in (NAdd, NSub, NMul, NDiv, NFloorDiv, NPow):
        for xn, yn in (("i64", "T_i64"), ("i64", "int"), ("f32", "T_f32"), ("f32", "float"), ("f32", "int")):
            case("%s gradall %s %s %s" % (mname, N.__name__, xn, yn),
                 lambda: ops.GradOperation(get_all=True)(N())(XS[xn](), YS[yn]()))
            case("%s gradfirst %s %s %s" % (mname, N.__name__, xn, yn),
                 lambda: ops.GradOperation()(N())(XS[xn](), YS[yn]()))

    # caller's tensor after the call
    def after():
        x = Tensor(np.array([1.0, 2.0], np.float32))
        r = NAdd()(x, Tensor(np.array([1.0, 1.0], np.float32)))
        return r, x
    case(mname + " caller_after", after)

    # augassign on attributes / list items / Parameters inside construct
    class Attr(nn.Cell):
        def __init__(self):
            super().__init__()
            self.k = 2
            self.w = ms.Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

        def construct(self, x):
            self.w += x
            return self.w * 1

    def attr():
        n = Attr()
        r = n(Tensor(np.array([1.0, 1.0], np.float32)))
        return r, n.w.value()
    case(mname + " param_iadd", attr)

    class ListItem(nn.Cell):
        def construct(self, x):
            a = [x, x * 2, 3]
            a[0] += 1
            a[1] *= x
            a[2] -= 1
            a[-1] += 10
            return a[0], a[1], a[2]
    case(mname + " list_item", lambda: ListItem()(Tensor(np.array([1.0, 2.0], np.float32))))

    class TupleAug(nn.Cell):
        def construct(self, x):
            t = (x, 1)
            t += (x * 2,)
            t *= 2
            return t
    case(mname + " tuple_aug", lambda: TupleAug()(Tensor(np.array([1.0, 2.0], np.float32))))

    class ListAug(nn.Cell):
        def construct(self, x):
            t = [x, 1]
            t += [x * 2]
            t += (5,)
            return t
    case(mname + " list_aug", lambda: ListAug()(Tensor(np.array([1.0, 2.0], np.float32))))

    class StrAug(nn.Cell):
        def construct(self, x):
            s = "a"
            s += "b"
            s *= 2
            return x, s
    case(mname + " str_aug", lambda: StrAug()(Tensor(1)))

    class SliceAug(nn.Cell):
        def construct(self, x):
            x[0] += 5
            x[1:] *= 2
            return x
    case(mname + " slice_aug", lambda: SliceAug()(Tensor(np.array([1.0, 2.0, 3.0], np.float32))))
    case(mname + " slice_aug_int", lambda: SliceAug()(Tensor(np.array([1, 2, 3], np.int32))))

    class ScalarAug(nn.Cell):
        def construct(self, x):
            a = 3
            a += 1.5
            b = 7
            b //= 2
            c = 7
            c %= -3
            d = 2
            d **= 10
            e = 1
            e <<= 3
            f = 6
            f &= 3
            f |= 8
            f ^= 1
            return x * a, b, c, d, e, f
    case(mname + " scalar_aug", lambda: ScalarAug()(Tensor(np.array([1.0, 2.0], np.float32))))

    class BitAug(nn.Cell):
        def construct(self, x, y):
            x &= y
            x |= 4
            x ^= y
            return x
    case(mname + " bit_aug_i32", lambda: BitAug()(Tensor(np.array([7, 3], np.int32)), Tensor(np.array([5, 1], np.int32))))
    case(mname + " bit_aug_bool", lambda: BitAug()(Tensor(np.array([True, False])), Tensor(np.array([True, True]))))
    case(mname + " bit_aug_f32", lambda: BitAug()(Tensor(np.array([7.0, 3.0], np.float32)), Tensor(np.array([5.0, 1.0], np.float32))))

    class MatAug(nn.Cell):
        def construct(self, x, y):
            x @= y
            return x
    case(mname + " matmul_aug", lambda: MatAug()(Tensor(np.eye(2, dtype=np.float32) * 2), Tensor(np.ones((2, 2), np.float32))))

    class LoopAug(nn.Cell):
        def construct(self, x):
            s = x * 0
            for i in range(3):
                s += x * i
            while s.sum() < 20:
                s *= 2
            return s
    case(mname + " loop_aug", lambda: LoopAug()(Tensor(np.array([1.0, 2.0], np.float32))))
