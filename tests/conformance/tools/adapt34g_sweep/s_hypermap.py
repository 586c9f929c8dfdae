"""compiler/hypermap variants: HyperMap / Map with MultitypeFuncGraph over tuples, lists, dicts, nested, numbers,
bound HyperMap(fn), mixed types, length mismatch, inconsistent kinds, unregistered types; Graph and PyNative."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from h import case, modes

sq = C.MultitypeFuncGraph("sq")


@sq.register("Tensor")
def _sq_t(x):
    return P.Square()(x)


@sq.register("Number")
def _sq_n(x):
    return x * x


two = C.MultitypeFuncGraph("two")


@two.register("Tensor", "Tuple")
def _two_tt(x, y):
    return P.Tile()(x, y)


@two.register("Tensor", "List")
def _two_tl(x, y):
    return x + y[0]


@two.register("Number", "Number")
def _two_nn(x, y):
    return x + y


@two.register("Tensor", "Tensor")
def _two_ttt(x, y):
    return x * y


@two.register("Tensor", "Number")
def _two_tn(x, y):
    return x - y


class HM(nn.Cell):
    def __init__(self, fg, bound=False, m=False):
        super().__init__()
        self.m = (C.Map(fg) if bound else C.Map()) if m else (C.HyperMap(fg) if bound else C.HyperMap())
        self.fg = fg
        self.bound = bound

    def construct(self, *a):
        if self.bound:
            return self.m(*a)
        return self.m(self.fg, *a)


f32 = np.float32
A = Tensor(np.array([1, 2, 3], f32))
B = Tensor(np.array([4, 5, 6], f32))
I = Tensor(np.array([1, -2], np.int32))
for mname, mode in modes():
    ms.set_context(mode=mode)
    for bound in (False, True):
        for m in (False, True):
            tag = "%s %s%s" % (mname, "Map" if m else "HyperMap", "(fg)" if bound else "")
            case(tag + " sq tuple", lambda: HM(sq, bound, m)((A, B)))
            case(tag + " sq list", lambda: HM(sq, bound, m)([A, I]))
            case(tag + " sq numbers", lambda: HM(sq, bound, m)((1, 2.5, True)))
            case(tag + " sq mixed", lambda: HM(sq, bound, m)((A, 3)))
            case(tag + " sq nested", lambda: HM(sq, bound, m)((A, (B, 2), [I])))
            case(tag + " sq tensor", lambda: HM(sq, bound, m)(A))
            case(tag + " sq number", lambda: HM(sq, bound, m)(3))
            case(tag + " sq empty", lambda: HM(sq, bound, m)(()))
            case(tag + " sq dict", lambda: HM(sq, bound, m)({"a": A}))
            case(tag + " sq str", lambda: HM(sq, bound, m)(("s",)))
            case(tag + " two tuple tuple", lambda: HM(two, bound, m)((A, B), ((1, 2), (2, 1))))
            case(tag + " two tuple list", lambda: HM(two, bound, m)((A, B), ([1, 2], [2, 1])))
            case(tag + " two tensors", lambda: HM(two, bound, m)((A, B), (B, A)))
            case(tag + " two tensor number", lambda: HM(two, bound, m)((A, B), (1, 2.5)))
            case(tag + " two numbers", lambda: HM(two, bound, m)((1, 2), (3, 4.5)))
            case(tag + " two len mismatch", lambda: HM(two, bound, m)((A, B), (1, 2, 3)))
            case(tag + " two inconsistent", lambda: HM(two, bound, m)((A, B), [1, 2]))
            case(tag + " two tensor and tuple", lambda: HM(two, bound, m)(A, (1, 2)))
            case(tag + " two unregistered", lambda: HM(two, bound, m)((1,), (A,)))
            case(tag + " two nested", lambda: HM(two, bound, m)((A, (B, 1)), (B, (A, 2))))
            case(tag + " two list list", lambda: HM(two, bound, m)([A, 1], [B, 2]))
    # ops.Map / HyperMap over a lambda-like Python function and a Primitive
    case(mname + " HyperMap(Primitive)", lambda: HM(P.Neg(), True)((A, B)))
    case(mname + " HyperMap(ops.add)", lambda: HM(ops.add, True)((A, B), (B, 1.0)))
    case(mname + " Map(ops.abs)", lambda: HM(ops.abs, True, True)((A * -1, I)))

    class Grad(nn.Cell):
        def __init__(self):
            super().__init__()
            self.hm = C.HyperMap()

        def construct(self, x, y):
            r = self.hm(sq, (x, y))
            return r[0].sum() + r[1].sum()
    case(mname + " grad through hypermap", lambda: ms.grad(Grad(), grad_position=(0, 1))(A, B))
