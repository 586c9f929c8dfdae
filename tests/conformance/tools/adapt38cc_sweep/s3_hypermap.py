"""HyperMap / Map / MultitypeFuncGraph dispatch over nested tuples / lists / dicts, in Cells (both modes) and in
PyNative calls; registration by type names; errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from _h import case, MODE


def t(v, dt=np.float32):
    return Tensor(np.array(v, dt))


sq = C.MultitypeFuncGraph("sq")


@sq.register("Tensor")
def _sq_t(x):
    return x * x


@sq.register("Number")
def _sq_n(x):
    return x * 10


two = C.MultitypeFuncGraph("two")


@two.register("Tensor", "Tensor")
def _two_tt(x, y):
    return x + y


@two.register("Tensor", "Number")
def _two_tn(x, y):
    return x * y


@two.register("Number", "Tensor")
def _two_nt(x, y):
    return x - y


@two.register("Number", "Number")
def _two_nn(x, y):
    return x + y


@two.register("Tensor", "Tuple")
def _two_ttu(x, y):
    return x + y[0]


@two.register("Tensor", "List")
def _two_tl(x, y):
    return x * y[0]


typed = C.MultitypeFuncGraph("typed")


@typed.register("Tensor")
def _typed_t(x):
    return 1


@typed.register("Int")
def _typed_i(x):
    return 2


@typed.register("Float")
def _typed_f(x):
    return 3


@typed.register("Bool")
def _typed_b(x):
    return 4


@typed.register("String")
def _typed_s(x):
    return 5


@typed.register("None")
def _typed_none(x):
    return 6


@typed.register("Tuple")
def _typed_tu(x):
    return 7


@typed.register("List")
def _typed_l(x):
    return 8


@typed.register("Dictionary")
def _typed_d(x):
    return 9


class HM(nn.Cell):
    def __init__(self, fn, mapper=None):
        super().__init__()
        self.m = mapper if mapper is not None else C.HyperMap()
        self.fn = fn

    def construct(self, *args):
        return self.m(self.fn, *args)


class HMFixed(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.m = C.HyperMap(fn)

    def construct(self, *args):
        return self.m(*args)


class MP(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.m = C.Map()
        self.fn = fn

    def construct(self, *args):
        return self.m(self.fn, *args)


class TY(nn.Cell):
    def construct(self, x):
        return typed(x)


ARGS1 = {
    "tensor": lambda: (t([1.0, 2.0]),),
    "tuple": lambda: ((t([1.0, 2.0]), t([3.0])),),
    "list": lambda: ([t([1.0, 2.0]), t([3.0])],),
    "nested": lambda: ((t([1.0]), [t([2.0]), (t([3.0]),)]),),
    "nums": lambda: ((1, 2.5, True),),
    "mixed": lambda: ((t([2.0]), 3, [4.0]),),
    "dict": lambda: ({"a": t([1.0]), "b": t([2.0])},),
    "dict_nested": lambda: ({"a": (t([1.0]), 2)},),
    "empty": lambda: ((),),
    "empty_list": lambda: ([],),
    "number": lambda: (3,),
    "none": lambda: ((t([1.0]), None),),
    "str": lambda: ((t([1.0]), "s"),),
    "int_t": lambda: ((t([1, 2], np.int32), t([True, False], np.bool_)),),
}
for an, a in ARGS1.items():
    case(f"hm1.{an}", lambda a=a: HM(sq)(*a()))
    case(f"hm1fixed.{an}", lambda a=a: HMFixed(sq)(*a()))
    case(f"map1.{an}", lambda a=a: MP(sq)(*a()))
    case(f"hm1py.{an}", lambda a=a: C.HyperMap()(sq, *a()))
    case(f"map1py.{an}", lambda a=a: C.Map()(sq, *a()))

ARGS2 = {
    "tt": lambda: (t([1.0]), t([2.0])),
    "tuple_tt": lambda: ((t([1.0]), t([2.0])), (t([3.0]), t([4.0]))),
    "tuple_tn": lambda: ((t([1.0]), t([2.0])), (3, 4)),
    "tuple_nt": lambda: ((1, 2), (t([3.0]), t([4.0]))),
    "list_tt": lambda: ([t([1.0]), t([2.0])], [t([3.0]), t([4.0])]),
    "list_tuple": lambda: ([t([1.0]), t([2.0])], (t([3.0]), t([4.0]))),
    "len_mismatch": lambda: ((t([1.0]), t([2.0])), (t([3.0]),)),
    "tensor_tuple": lambda: (t([1.0]), (t([3.0]), t([4.0]))),
    "tuple_tensor": lambda: ((t([3.0]), t([4.0])), t([1.0])),
    "nested_tt": lambda: ((t([1.0]), (t([2.0]), t([3.0]))), (t([4.0]), (t([5.0]), t([6.0])))),
    "nested_mismatch": lambda: ((t([1.0]), (t([2.0]), t([3.0]))), (t([4.0]), t([5.0]))),
    "dict_dict": lambda: ({"a": t([1.0])}, {"a": t([2.0])}),
    "dict_keys": lambda: ({"a": t([1.0])}, {"b": t([2.0])}),
    "num_num": lambda: (1, 2),
    "tuple_tuple_nums": lambda: ((1, 2.5), (3, 4)),
    "tensor_list_arg": lambda: ((t([1.0]),), ([2.0],)),
    "bool_num": lambda: ((True,), (2,)),
    "mutable_tuple": lambda: (mutable((t([1.0]), t([2.0]))), (t([3.0]), t([4.0]))),
}
for an, a in ARGS2.items():
    case(f"hm2.{an}", lambda a=a: HM(two)(*a()))
    case(f"map2.{an}", lambda a=a: MP(two)(*a()))
    case(f"hm2py.{an}", lambda a=a: C.HyperMap()(two, *a()))

# dispatch by type name
for an, a in {"tensor": lambda: t([1.0]), "int": lambda: 3, "float": lambda: 2.5, "bool": lambda: True,
              "str": lambda: "s", "none": lambda: None, "tuple": lambda: (1, 2), "list": lambda: [1, 2],
              "dict": lambda: {"a": 1}, "np": lambda: np.array([1.0]), "int_t": lambda: t([1], np.int32),
              "mut_int": lambda: mutable(3), "mut_tuple": lambda: mutable((1, 2))}.items():
    case(f"typed.cell.{an}", lambda a=a: TY()(a()))
    case(f"typed.py.{an}", lambda a=a: typed(a()))


# no match
def nomatch():
    f = C.MultitypeFuncGraph("only_tensor")

    @f.register("Tensor")
    def _a(x):
        return x
    return HM(f)((t([1.0]), 2))


case("err.nomatch_hm", nomatch)


def nomatch_direct():
    f = C.MultitypeFuncGraph("only_tensor2")

    @f.register("Tensor")
    def _a(x):
        return x
    return TYX(f)(2)


class TYX(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


case("err.nomatch_direct", nomatch_direct)


def nomatch_py():
    f = C.MultitypeFuncGraph("only_tensor3")

    @f.register("Tensor")
    def _a(x):
        return x
    return f(2)


case("err.nomatch_py", nomatch_py)


def bad_register():
    f = C.MultitypeFuncGraph("bad")

    @f.register("Foo")
    def _a(x):
        return x
    return f(t([1.0]))


case("err.bad_register", bad_register)


def arity():
    return C.HyperMap()(sq, (t([1.0]),), (t([2.0]),))


case("err.arity_py", arity)
case("err.arity_cell", lambda: HM(sq)((t([1.0]),), (t([2.0]),)))


# HyperMap with a plain function / ops primitive / lambda in a Cell
class HMF(nn.Cell):
    def __init__(self, which):
        super().__init__()
        self.hm = C.HyperMap()
        self.which = which

    def construct(self, x):
        if self.which == 0:
            return self.hm(ops.square, x)
        if self.which == 1:
            return self.hm(P.ReLU(), x)
        if self.which == 2:
            return self.hm(lambda a: a * 2, x)
        return self.hm(F2, x)


def F2(a):
    return a + 100


for w in range(4):
    case(f"hmfn.{w}", lambda w=w: HMF(w)((t([-1.0, 2.0]), [t([3.0])])))


# gradients through HyperMap
class HG(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hm = C.HyperMap()

    def construct(self, x, y):
        r = self.hm(two, (x, y), (y, 2))
        return r[0].sum() + r[1].sum()


case("grad.hm", lambda: ms.grad(HG(), grad_position=(0, 1))(t([1.0, 2.0]), t([3.0, 4.0])))
case("grad.hm_gradop", lambda: ops.GradOperation(get_all=True)(HG())(t([1.0, 2.0]), t([3.0, 4.0])))


class HMap(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = C.Map()

    def construct(self, x, y):
        r = self.m(two, (x, y), (y, x))
        return r[0].sum() * r[1].sum()


case("grad.map", lambda: ms.grad(HMap(), grad_position=(0, 1))(t([1.0, 2.0]), t([3.0, 4.0])))

# reverse / Map with a sequence of nums in jit


@ms.jit
def jmap(x):
    return C.Map()(sq, (x, 2, x * 2))


@ms.jit
def jhm(x):
    return C.HyperMap()(two, (x, [x]), (3, [x]))


case("jit.map", lambda: jmap(t([1.0, 2.0])))
case("jit.hm", lambda: jhm(t([1.0, 2.0])))
