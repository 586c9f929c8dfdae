"""st compiler/graph_syntax variants (dict get / pop / ops, list assign / extend / mul / pop, namedtuple, and / or,
abs / all / any / len / list / tuple / max / min / partial / sum / type builtins, assert, jit_class, tuple index /
mul): graph code over Tensor, number, None and container operands, with keyword forms and error paths."""
import collections
import functools
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit_class
from _h import case


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


class F(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


Point = collections.namedtuple("Point", ["x", "y"])


def d_get(x):
    d = {"a": x, "b": x * 2}
    return d.get("a"), d.get("c"), d.get("c", 5), d.get("b", None), d.get("c", x + 1)


def d_pop(x):
    d = {"a": x, "b": 2}
    v = d.pop("a")
    w = d.pop("z", 7)
    return v, w, d


def d_pop_missing(x):
    d = {"a": x}
    return d.pop("z")


def d_ops(x):
    d = {"a": x, "b": 1}
    d.update({"c": x * 3})
    ks = d.keys()
    vs = d.values()
    its = d.items()
    d2 = dict.fromkeys(("p", "q"), 0)
    return len(d), list(ks), len(vs), len(its), d2, "a" in d, "z" not in d, d.has_key("a") if hasattr(d, "has_key") else 0


def d_setitem(x):
    d = {"a": x}
    d["b"] = x + 1
    d["a"] = 3
    return d


def d_clear(x):
    d = {"a": x}
    d.clear()
    return d, len(d)


def d_copy(x):
    d = {"a": x}
    e = d.copy()
    e["a"] = 1
    return d, e


def l_assign(x):
    l = [1, 2, 3, 4]
    l[0] = x
    l[-1] = 9
    l[1:3] = [7]
    return l


def l_assign_step(x):
    l = [1, 2, 3, 4]
    l[::2] = [x, x]
    return l


def l_assign_step_bad(x):
    l = [1, 2, 3, 4]
    l[::2] = [x]
    return l


def l_assign_oob(x):
    l = [1, 2]
    l[5] = x
    return l


def l_extend(x):
    l = [1]
    l.extend((x, 2))
    l.extend([])
    l.extend(x)
    return l


def l_mul(x):
    l = [x, 1]
    return l * 2, 2 * l, l * 0, l * -1, l * True


def l_mul_float(x):
    return [x] * 2.0


def l_pop(x):
    l = [x, 2, 3]
    a = l.pop()
    b = l.pop(0)
    return a, b, l


def l_pop_oob(x):
    l = [x]
    return l.pop(3)


def l_pop_empty(x):
    l = []
    return l.pop()


def nt_make(x):
    p = Point(x, 2)
    return p.x + p.y, p[0], len(p), p._fields if hasattr(p, "_fields") else 0


def nt_kw(x):
    p = Point(y=x, x=1)
    return p.x, p.y


def nt_arg(p):
    return p.x * p.y, p[1]


def and_or(x, y):
    return x and y, x or y, not x


def builtins_abs(x):
    return abs(x), abs(-3), abs(-2.5), abs(True)


def builtins_allany(x):
    return all(x), any(x), all((1, x)) if x.ndim == 0 else 0, any([0, 0]), all([]), any(())


def builtins_len(x):
    return len(x), len((1, 2)), len([x, x]), len({"a": 1}), len("abc")


def builtins_list_tuple(x):
    return list(x), tuple(x), list((1, 2)), tuple([x, 1]), list({"a": 1, "b": 2})


def builtins_maxmin(x):
    return max(x), min(x), max(1, 2.5), min((3, 1, 2)), max([1, 5], [2, 0]), max(x, key=None) if False else 0


def builtins_maxmin2(x, y):
    return max(x, y), min(x, y)


def builtins_sum(x):
    return sum(x), sum((1, 2), 10), sum([x, x]), sum([1.5, 2], x)


def builtins_type(x):
    return type(x) == Tensor, isinstance(x, Tensor), type(1) == int, isinstance((1,), tuple)


def add3(a, b, c):
    return a + b * 2 + c * 3


def builtins_partial(x):
    f = functools.partial(add3, x)
    g = functools.partial(add3, c=x)
    return f(1, 2), g(1, 2), functools.partial(add3, 1, 2)(x)


def ops_partial(x):
    f = ops.partial(add3, x, 1)
    return f(2)


def assert_ok(x):
    assert x.sum() > 0, "must be positive"
    assert True
    return x


def assert_fail(x):
    assert x.sum() < 0, "must be negative"
    return x


def assert_const_fail(x):
    assert 1 == 2, "const"
    return x


def t_index(x):
    t = (x, 1, 2.5, 1)
    return t.index(1), t.index(2.5), t.count(1), t[-1], t[1:], t.index(1, 2)


def t_index_miss(x):
    return (1, 2).index(3)


def t_mul(x):
    t = (x, 1)
    return t * 2, 3 * t, t * 0, t * -2


def t_mul_bad(x):
    return (x, 1) * (2,)


@jit_class
class Box:
    def __init__(self, v):
        self.v = v
        self.k = 3

    def scale(self, x):
        return x * self.v + self.k

    @property
    def twice(self):
        return self.v * 2


class UseBox(nn.Cell):
    def __init__(self):
        super().__init__()
        self.box = Box(T([2.0, 3.0]))

    def construct(self, x):
        return self.box.scale(x), self.box.k, self.box.twice


class MakeBox(nn.Cell):
    def construct(self, x):
        b = Box(x)
        return b.scale(x), b.v


class SetBox(nn.Cell):
    def __init__(self):
        super().__init__()
        self.box = Box(2)

    def construct(self, x):
        self.box.k = 10
        return self.box.scale(x), self.box.k


X = {"v": T([1.5, -2.0, 3.0]), "0d": T(2.0), "0dneg": T(-2.0), "i": T([1, 0, 3], "int32"), "b": T([True, False], "bool"),
     "e": T(np.zeros((0,))), "2d": T([[1.0, 2.0], [3.0, 4.0]]), "n": 3, "f": -2.5, "none": None, "tup": (1, 2)}
FNS = [d_get, d_pop, d_pop_missing, d_ops, d_setitem, d_clear, d_copy, l_assign, l_assign_step, l_assign_step_bad,
       l_assign_oob, l_extend, l_mul, l_mul_float, l_pop, l_pop_oob, l_pop_empty, nt_make, nt_kw, builtins_abs,
       builtins_allany, builtins_len, builtins_list_tuple, builtins_maxmin, builtins_sum, builtins_type,
       builtins_partial, ops_partial, assert_ok, assert_fail, assert_const_fail, t_index, t_index_miss, t_mul,
       t_mul_bad]
for fn in FNS:
    for k in ("v", "0d", "i", "b", "e", "2d", "n", "f", "none"):
        case(f"{fn.__name__}.{k}", lambda: F(fn)(X[k]))
for a in ("v", "0d", "0dneg", "n", "f", "none", "tup", "b"):
    for b in ("0d", "n", "none", "tup"):
        case(f"and_or.{a}.{b}", lambda: F(and_or)(X[a], X[b]))
        case(f"maxmin2.{a}.{b}", lambda: F(builtins_maxmin2)(X[a], X[b]))
case("nt_arg", lambda: F(nt_arg)(Point(T([2.0]), 3)))
case("nt_arg_kw", lambda: F(nt_arg)(Point(y=T([2.0]), x=T([4.0]))))
case("jit_class_attr", lambda: UseBox()(T([1.0, 1.0])))
case("jit_class_make", lambda: MakeBox()(T([1.0, 2.0])))
case("jit_class_set", lambda: (lambda n: (n(T([1.0])), n.box.k))(SetBox()))
