"""Python syntax in graph code: module globals (numbers, numpy arrays, Tensors, tuples, dicts), Enum / namedtuple /
dataclass values, nested functions returning closures, string ops (format / join / in / f-strings with format
specs / methods), isinstance with tuples of types, starred unpacking targets, chained comparisons, ternaries on
Tensors vs Python constants; each case eagerly (P), as @ms.jit (J) and in a Graph-mode Cell (G)."""
import collections
import dataclasses
import enum
import math

import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import registry, run_all

C, reg = registry()
X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
X0 = Tensor(2.5, ms.float32)
XI = Tensor(np.array([3, 1, 2], np.int32))
XH = Tensor(np.array([1.5, -2.0], np.float16))

G_NUM = 4
G_FLOAT = 0.5
G_NP = np.array([10.0, 20.0, 30.0], np.float32)
G_NP64 = np.array([1.0, 2.0, 3.0])
G_NPI = np.array([1, 2, 3])
G_T = Tensor(np.array([0.5, 0.5, 0.5], np.float32))
G_TUP = (1, 2, 3)
G_DICT = {"a": 1.5, "b": 2}
G_STR = "abc"
G_NP_SCALAR = np.float32(1.5)


class Color(enum.Enum):
    RED = 1
    GREEN = 2


class Mode(enum.IntEnum):
    A = 3
    B = 4


Point = collections.namedtuple("Point", ["x", "y"])
P0 = Point(2.0, 3)


@dataclasses.dataclass
class Cfg:
    scale: float = 2.0
    n: int = 3


CFG = Cfg()


@reg(X)
def global_number(x):
    return x * G_NUM + G_FLOAT


@reg(X)
def global_numpy_add(x):
    return x + Tensor(G_NP)


@reg(X)
def global_numpy_direct(x):
    return x + G_NP


@reg(X)
def global_numpy64_tensor(x):
    return Tensor(G_NP64) * 2


@reg(X)
def global_numpy_int_tensor(x):
    return Tensor(G_NPI) + 1


@reg(X)
def global_numpy_sum(x):
    return G_NP.sum(), G_NP[1]


@reg(X)
def global_np_scalar(x):
    return x * G_NP_SCALAR, G_NP_SCALAR * 2


@reg(X)
def global_tensor(x):
    return x + G_T, G_T.dtype


@reg(X)
def global_tuple_dict(x):
    return x * G_TUP[-1] + G_DICT["a"], len(G_TUP), G_DICT["b"]


@reg(X)
def global_str_in(x):
    return "b" in G_STR, G_STR.upper(), G_STR[1:]


@reg(X)
def math_consts(x):
    return x * math.pi, math.sqrt(4.0), math.floor(2.7)


@reg(X)
def enum_value(x):
    return x * Color.GREEN.value, Color.RED.name


@reg(X)
def enum_compare(x):
    c = Color.RED
    if c == Color.RED:
        return x + 1
    return x - 1


@reg(X)
def intenum_arith(x):
    return x * Mode.B, Mode.A + 1


@reg(X)
def namedtuple_attr(x):
    return x * P0.x + P0.y, P0[0]


@reg(X)
def namedtuple_make(x):
    p = Point(x, 2)
    return p.x * p.y


@reg(X)
def namedtuple_unpack(x):
    a, b = P0
    return x * a + b


@reg(X)
def dataclass_attr(x):
    return x * CFG.scale + CFG.n


@reg(X)
def closure_counter(x):
    def make(k):
        def f(v):
            return v * k
        return f
    f2 = make(2)
    f3 = make(3)
    return f2(x), f3(x)


@reg(X)
def closure_over_tensor(x):
    def make(t):
        return lambda v: v + t
    return make(x)(1.0)


@reg(X)
def closure_nested_twice(x):
    def outer(a):
        def mid(b):
            def inner(c):
                return a * b + c
            return inner
        return mid
    return outer(x)(2.0)(1.0)


@reg(X)
def closure_default_capture(x):
    fs = []
    for k in range(3):
        fs.append(lambda v, k=k: v * k)
    return fs[2](x), fs[0](x)


@reg(X)
def closure_late_binding(x):
    fs = []
    for k in range(3):
        fs.append(lambda v: v * k)
    return fs[0](x)


@reg(X)
def str_format_spec(x):
    return "{:.2f}-{:>4}-{:03d}".format(1.23456, "a", 7)


@reg(X)
def fstring_spec(x):
    n = 3.14159
    return f"{n:.3f}|{G_NUM:04d}|{G_STR!r}|{G_NUM:>5}|{'x':^5}"


@reg(X0)
def fstring_tensor_item_spec(x):
    return f"{x.item():.3f}"


@reg(X)
def fstring_shape(x):
    return f"shape={x.shape} n={x.shape[0]:02d}"


@reg(X)
def str_join(x):
    return "-".join(["a", "b", "c"]), ",".join(str(i) for i in range(3))


@reg(X)
def str_methods(x):
    s = "Hello World"
    return s.lower(), s.split(" "), s.replace("o", "0"), s.startswith("He"), s.find("W"), s.strip("Hd")


@reg(X)
def str_in_and_compare(x):
    s = "abc"
    return "a" in s, "z" not in s, s == "abc", s < "abd", s * 2


@reg(X)
def str_percent(x):
    return "%d-%.1f-%s" % (3, 2.25, "z")


@reg(X)
def str_index_slice(x):
    s = "abcdef"
    return s[0], s[-1], s[1:4], s[::2], len(s)


@reg(X)
def str_branch_on_const(x):
    s = "relu"
    if s == "relu":
        return ops.relu(x - 2)
    return x


@reg(X)
def str_tensor_format(x):
    return "v={}".format(x)


@reg(X)
def isinstance_tuple_types(x):
    return isinstance(x, (int, Tensor)), isinstance(1.0, (int, float)), isinstance("a", (list, tuple))


@reg(X)
def isinstance_nested_tuple(x):
    return isinstance(x, (int, (float, Tensor))), isinstance((1,), (list, (tuple,)))


@reg(X)
def isinstance_list_of_tensor(x):
    l = [x, x]
    return isinstance(l, list), isinstance(l[0], Tensor), isinstance(l, (tuple, dict))


@reg(X)
def isinstance_bool_int(x):
    return isinstance(True, int), isinstance(1, bool), isinstance(None, type(None))


@reg(X)
def isinstance_namedtuple(x):
    return isinstance(P0, tuple), isinstance(P0, Point)


@reg(X)
def starred_first(x):
    a, *b = (1, 2, 3, 4)
    return a, b


@reg(X)
def starred_middle(x):
    a, *b, c = [x, x * 2, x * 3, x * 4]
    return a, len(b), c


@reg(X)
def starred_last_empty(x):
    *a, b = (x,)
    return a, b


@reg(X)
def starred_tensor_unpack(x):
    a, *b = x
    return a, b


@reg(X)
def starred_call_args(x):
    t = (x, 2.0)
    return ops.mul(*t)


@reg(X)
def starred_in_tuple_display(x):
    t = (1, 2)
    return (*t, 3), [*t, *t]


@reg(X)
def nested_unpack(x):
    (a, b), c = (x, 2.0), 3
    return a * b + c


@reg(X)
def chained_const(x):
    return 1 < 2 < 3, 1 < 3 < 2, 0 <= G_NUM <= 4


@reg(X0)
def chained_tensor_0d(x):
    return 1.0 < x < 3.0


@reg(X0)
def chained_tensor_if(x):
    if 1.0 < x < 3.0:
        return x * 2
    return x


@reg(X)
def chained_mixed_tensor(x):
    return bool(0 < x[1] <= 2)


@reg(X)
def chained_vector(x):
    return 0 < x < 3


@reg(X0)
def ternary_tensor_cond(x):
    return x * 2 if x > 2 else x - 1


@reg(X0)
def ternary_tensor_vs_const(x):
    return x if x > 3 else 0.0


@reg(X0)
def ternary_const_vs_tensor(x):
    return 1 if x > 2 else x


@reg(X)
def ternary_python_cond(x):
    flag = G_NUM > 3
    return x * 2 if flag else x


@reg(X)
def ternary_none(x):
    b = None
    return x if b is None else x + b


@reg(X)
def ternary_nested(x):
    n = 5
    return "big" if n > 10 else "mid" if n > 3 else "small"


@reg(X0)
def ternary_tensor_str(x):
    return "pos" if x > 0 else "neg"


@reg(XI)
def ternary_int_dtypes(x):
    return x * 2 if x.sum() > 5 else x.astype(ms.float32)


@reg(XH)
def chained_float16(x):
    return x[0] < x[1] < 3


@reg(X)
def walrus_in_if(x):
    if (n := len(G_TUP)) > 2:
        return x * n
    return x


@reg(X)
def dict_get_default(x):
    d = {"a": x}
    return d.get("a"), d.get("b", 3), d.get("c")


@reg(X)
def tuple_methods(x):
    t = (1, 2, 2, 3)
    return t.count(2), t.index(3), t + (4,), t * 2


@reg(X)
def slice_object(x):
    s = slice(0, 2)
    return x[s], G_TUP[s]


@reg(X)
def type_call(x):
    return type(1)(2.7), type("a")(5), float(G_NUM)


@reg(X)
def divmod_round_abs(x):
    return divmod(7, 2), round(2.567, 2), abs(-3), pow(2, 10)


@reg(X)
def int_float_tensor_item(x):
    return int(x[2]), float(x[0]), bool(x[1])


run_all(C)
