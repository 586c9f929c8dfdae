"""ms.mutable: what is a constant and what is a variable in graph code, dynamic lengths, gradients, errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable
from _h import case, MODE

T1 = lambda: Tensor(np.array([1.0, 2.0], np.float32))  # noqa


def t(v, dt=np.float32):
    return Tensor(np.array(v, dt))


# 1. construction outside graphs: what mutable accepts / refuses
MK = {
    "int": lambda: mutable(3),
    "float": lambda: mutable(2.5),
    "bool": lambda: mutable(True),
    "tensor": lambda: mutable(t([1.0, 2.0])),
    "tuple": lambda: mutable((1, 2)),
    "list": lambda: mutable([1, 2]),
    "tuple_t": lambda: mutable((t([1.0]), t([2.0]))),
    "dict": lambda: mutable({"a": 1, "b": t([2.0])}),
    "str": lambda: mutable("abc"),
    "none": lambda: mutable(None),
    "np": lambda: mutable(np.array([1, 2])),
    "empty_tuple": lambda: mutable(()),
    "empty_list": lambda: mutable([]),
    "dyn_list": lambda: mutable([1, 2], True),
    "dyn_tuple": lambda: mutable((1, 2), True),
    "dyn_int": lambda: mutable(1, True),
    "dyn_tensor": lambda: mutable(t([1.0]), True),
    "dyn_mixed": lambda: mutable([1, 2.0], True),
    "dyn_shapes": lambda: mutable([t([1.0]), t([1.0, 2.0])], True),
    "dyn_dtypes": lambda: mutable([t([1.0]), Tensor(np.array([1], np.int32))], True),
    "dyn_empty": lambda: mutable([], True),
    "dyn_bad": lambda: mutable([1, 2], 1),
    "nested": lambda: mutable(((1, 2), [3, t([4.0])])),
    "tuple_str": lambda: mutable((1, "a")),
    "tuple_none": lambda: mutable((1, None)),
    "dict_intkey": lambda: mutable({1: 2}),
    "twice": lambda: mutable(mutable(3)),
}
for k, f in MK.items():
    case(f"mk.{k}", lambda f=f: (type(f()).__name__, f()))


# 2. passing mutable values into jit functions: result types and values
@ms.jit
def ident(x):
    return x


@ms.jit
def add1(x):
    return x + 1


@ms.jit
def plus(x, y):
    return x + y


@ms.jit
def seqsum(s):
    r = 0
    for v in s:
        r = r + v
    return r


@ms.jit
def seqlen(s):
    return len(s)


@ms.jit
def seq_ops(s):
    return s[0], s[-1], len(s), s[1:], s + s


@ms.jit
def seq_mut(s):
    s.append(10)
    return s


@ms.jit
def seq_index(s, i):
    return s[i]


@ms.jit
def dict_ops(d):
    return d["a"] * 2, len(d), d.keys(), d.values()


@ms.jit
def scalar_ops(a):
    return a * 2, a / 2, a // 2, a % 2, -a, a > 1, a == 3, int(a), float(a), bool(a), abs(a)


@ms.jit
def to_tensor(a):
    return Tensor(a), ops.scalar_to_tensor(a), ops.fill(ms.float32, (2,), a)


@ms.jit
def shape_of(a):
    return ops.zeros((a, 2)), ops.ones(a)


@ms.jit
def branch(a, x):
    if a > 2:
        return x + a
    return x - a


@ms.jit
def loop(a, x):
    for _ in range(a):
        x = x * 2
    return x


@ms.jit
def whileloop(a, x):
    i = 0
    while i < a:
        x = x + 1
        i = i + 1
    return x


ARGS = {
    "int": lambda: mutable(3),
    "float": lambda: mutable(2.5),
    "bool": lambda: mutable(True),
    "neg": lambda: mutable(-3),
    "tuple": lambda: mutable((1, 2, 3)),
    "list": lambda: mutable([1, 2, 3]),
    "tuple_f": lambda: mutable((1.5, 2.5)),
    "tuple_t": lambda: mutable((t([1.0]), t([2.0]))),
    "list_t": lambda: mutable([t([1.0]), t([2.0])]),
    "dyn_list": lambda: mutable([1, 2, 3], True),
    "dyn_tuple": lambda: mutable((1, 2, 3), True),
    "dyn_list_t": lambda: mutable([t([1.0]), t([2.0])], True),
    "dyn_list_f": lambda: mutable([1.5, 2.5], True),
    "dict": lambda: mutable({"a": 1, "b": 2}),
    "dict_t": lambda: mutable({"a": t([1.0]), "b": t([2.0])}),
    "tensor": lambda: mutable(t([1.0, 2.0])),
    "tensor_i": lambda: mutable(Tensor(np.array([1, 2], np.int32))),
}
FNS = {"ident": ident, "add1": add1, "seqsum": seqsum, "seqlen": seqlen, "seq_ops": seq_ops, "seq_mut": seq_mut,
       "dict_ops": dict_ops, "scalar_ops": scalar_ops, "to_tensor": to_tensor, "shape_of": shape_of}
for an, a in ARGS.items():
    for fnn, fn in FNS.items():
        case(f"arg.{an}.{fnn}", lambda a=a, fn=fn: fn(a()))
    case(f"arg.{an}.plus_self", lambda a=a: plus(a(), a()))
    case(f"arg.{an}.plus_int", lambda a=a: plus(a(), 1))
    case(f"arg.{an}.plus_t", lambda a=a: plus(a(), t([1.0, 2.0])))
    case(f"arg.{an}.index1", lambda a=a: seq_index(a(), 1))
    case(f"arg.{an}.index_mut", lambda a=a: seq_index(a(), mutable(1)))
    case(f"arg.{an}.branch", lambda a=a: branch(a(), t([1.0, 2.0])))
    case(f"arg.{an}.loop", lambda a=a: loop(a(), t([1.0, 2.0])))
    case(f"arg.{an}.while", lambda a=a: whileloop(a(), t([1.0, 2.0])))


# 3. recompilation: a mutable int's value changes -> same graph, value read at run time
@ms.jit
def scal(a, x):
    return x * a, a + 1


def recomp(mk):
    out = []
    for v in (1, 2, 5):
        out.append(scal(mk(v), t([1.0, 2.0])))
    return out


case("recomp.mut_int", lambda: recomp(lambda v: mutable(v)))
case("recomp.plain_int", lambda: recomp(lambda v: v))
case("recomp.mut_float", lambda: recomp(lambda v: mutable(v + 0.5)))
case("recomp.mut_tuple", lambda: [seqsum(mutable((v, v + 1))) for v in (1, 2)])
case("recomp.dyn_len", lambda: [seqsum(mutable(list(range(n)), True)) for n in (1, 3, 5)])
case("recomp.dyn_len_len", lambda: [seqlen(mutable(list(range(n)), True)) for n in (1, 3, 0)])


# 4. mutable created inside graph code
@ms.jit
def in_g1(x):
    a = mutable(2)
    return x * a, a


@ms.jit
def in_g2(x):
    s = mutable([1, 2, 3], True)
    s.append(4)
    return len(s), s


@ms.jit
def in_g3(x):
    s = mutable((x, x * 2))
    return s[0] + s[1]


@ms.jit
def in_g4(x):
    s = mutable([x, x + 1], True)
    return s[1], len(s)


@ms.jit
def in_g5(x):
    n = mutable(3)
    r = 0
    for i in range(n):
        r = r + i
    return r


@ms.jit
def in_g6(x):
    s = mutable([1, 2, 3], True)
    return s[x.shape[0]], s.index(2) if False else 0


@ms.jit
def in_g7(x):
    s = mutable([1, 2, 3], True)
    s.pop()
    s.insert(0, 5)
    return s


@ms.jit
def in_g8(x):
    s = mutable([1, 2, 3], True)
    return s.reverse() if False else s[::-1], sum(s), max(s), min(s)


@ms.jit
def in_g9(x):
    s = mutable([1, 2, 3], True)
    return Tensor(s), ops.stack([x, x]) if False else x


@ms.jit
def in_g10(x):
    return mutable("abc")


@ms.jit
def in_g11(x):
    return mutable(x, True)


@ms.jit
def in_g12(x):
    d = mutable({"a": x})
    return d["a"] + 1


for i, g in enumerate([in_g1, in_g2, in_g3, in_g4, in_g5, in_g6, in_g7, in_g8, in_g9, in_g10, in_g11, in_g12], 1):
    case(f"ing.{i}", lambda g=g: g(t([1.0, 2.0])))


# 5. gradients with mutable inputs
def gf(x, s):
    return (x * s[0] + s[1]).sum()


def gf2(x, a):
    return (x * a).sum()


def gf3(s):
    return (s[0] * s[1]).sum()


def gfd(d):
    return (d["a"] * d["b"]).sum()


for how in ["py", "jit"]:
    w = (lambda f: ms.jit(f)) if how == "jit" else (lambda f: f)
    case(f"grad.{how}.tuple_t", lambda w=w: ms.grad(w(gf), grad_position=(0, 1))(t([1.0, 2.0]), mutable((t([3.0]), t([4.0])))))
    case(f"grad.{how}.tuple_t0", lambda w=w: ms.grad(w(gf))(t([1.0, 2.0]), mutable((t([3.0]), t([4.0])))))
    case(f"grad.{how}.list_t", lambda w=w: ms.grad(w(gf), grad_position=(0, 1))(t([1.0, 2.0]), mutable([t([3.0]), t([4.0])])))
    if how == "py":   # (under @jit MindSpore 2.10 hangs on this one: not run)
        case(f"grad.{how}.tuple_num", lambda w=w: ms.grad(w(gf), grad_position=(0, 1))(t([1.0, 2.0]), mutable((3.0, 4.0))))
    case(f"grad.{how}.int", lambda w=w: ms.grad(w(gf2), grad_position=(0, 1))(t([1.0, 2.0]), mutable(3)))
    case(f"grad.{how}.float", lambda w=w: ms.grad(w(gf2), grad_position=(0, 1))(t([1.0, 2.0]), mutable(3.0)))
    case(f"grad.{how}.float0", lambda w=w: ms.grad(w(gf2), grad_position=1)(t([1.0, 2.0]), mutable(3.0)))
    case(f"grad.{how}.plainfloat", lambda w=w: ms.grad(w(gf2), grad_position=(0, 1))(t([1.0, 2.0]), 3.0))
    case(f"grad.{how}.tensor", lambda w=w: ms.grad(w(gf2), grad_position=(0, 1))(t([1.0, 2.0]), mutable(t([3.0]))))
    case(f"grad.{how}.only_seq", lambda w=w: ms.grad(w(gf3))(mutable((t([1.0, 2.0]), t([3.0, 4.0])))))
    case(f"grad.{how}.only_seq_plain", lambda w=w: ms.grad(w(gf3))((t([1.0, 2.0]), t([3.0, 4.0]))))
    case(f"grad.{how}.dict", lambda w=w: ms.grad(w(gfd))(mutable({"a": t([1.0, 2.0]), "b": t([3.0, 4.0])})))
    case(f"grad.{how}.dict_plain", lambda w=w: ms.grad(w(gfd))({"a": t([1.0, 2.0]), "b": t([3.0, 4.0])}))
    case(f"grad.{how}.dyn_list", lambda w=w: ms.grad(w(gf3))(mutable([t([1.0, 2.0]), t([3.0, 4.0])], True)))
    case(f"grad.{how}.gradop_all", lambda w=w: ops.GradOperation(get_all=True)(w(gf))(t([1.0, 2.0]), mutable((t([3.0]), t([4.0])))))
    case(f"grad.{how}.gradop_all_num", lambda w=w: ops.GradOperation(get_all=True)(w(gf2))(t([1.0, 2.0]), mutable(2)))
    case(f"grad.{how}.vag", lambda w=w: ms.value_and_grad(w(gf), grad_position=(0, 1))(t([1.0, 2.0]), mutable((t([3.0]), t([4.0])))))


# 6. Cells with mutable arguments / attributes
class CNet(nn.Cell):
    def construct(self, x, s):
        return x * s[0] + s[-1], len(s)


class CAttr(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = mutable(3)
        self.s = mutable((1, 2))

    def construct(self, x):
        return x * self.n, self.s


class CGrad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True)

    def construct(self, x, s):
        return self.g(self.net)(x, s)


class CInner(nn.Cell):
    def construct(self, x, s):
        return (x * s[0] * s[1]).sum()


case("cell.tuple", lambda: CNet()(t([1.0, 2.0]), mutable((2, 3))))
case("cell.dynlist", lambda: CNet()(t([1.0, 2.0]), mutable([2, 3, 4], True)))
case("cell.list_t", lambda: CNet()(t([1.0, 2.0]), mutable([t([2.0]), t([3.0])])))
case("cell.attr", lambda: CAttr()(t([1.0, 2.0])))
case("cell.gradop", lambda: CGrad(CInner())(t([1.0, 2.0]), mutable((t([2.0]), t([3.0])))))
case("cell.gradop_num", lambda: CGrad(CInner())(t([1.0, 2.0]), mutable((2.0, 3.0))))
case("cell.gradop_plain", lambda: CGrad(CInner())(t([1.0, 2.0]), (t([2.0]), t([3.0]))))

# 7. errors
case("err.dyn_tensor_in_jit", lambda: ident(mutable(t([1.0]), True)))
case("err.dyn_dict", lambda: mutable({"a": 1}, True))
case("err.dyn_index_out", lambda: seq_index(mutable([1, 2], True), 5))
case("err.index_out", lambda: seq_index(mutable((1, 2)), 5))
case("err.mut_index_out", lambda: seq_index(mutable((1, 2)), mutable(5)))
case("err.dyn_list_mixed_jit", lambda: seqsum(mutable([1, t([2.0])], True)))
case("err.seqsum_empty_dyn", lambda: seqsum(mutable([], True)))
case("err.shape_float", lambda: shape_of(mutable(2.5)))
case("err.range_float", lambda: loop(mutable(2.5), t([1.0])))
case("err.tuple_str", lambda: ident(mutable((1, "a"))))
case("err.dict_ops_dyn", lambda: dict_ops(mutable({"a": t([1.0])})))
