"""list / tuple / dict methods, comprehensions, unpacking, chained comparisons, slicing with negative steps in graph
code, returned to Python."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
M = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
C, reg = registry()


@reg(X)
def list_methods(x):
    l = [3, 1, 2, 1]
    a = l.index(1)
    b = l.count(1)
    l.insert(1, 9)
    l.insert(-1, 8)
    l.insert(100, 7)
    p = l.pop(0)
    q = l.pop(-2)
    return a, b, p, q, l


@reg(X)
def list_sort(x):
    l = [3, -1, 2]
    l.sort(key=abs, reverse=True)
    m = [2, 1]
    m.reverse()
    return l, m


@reg(X)
def list_misc(x):
    l = [1, 2]
    l.extend((3,))
    l.append([4])
    l2 = l.copy()
    l2[0] = 0
    c = [1, 2, 3]
    c.remove(2)
    return l, l2, c, [1, 2] + [3], [0] * 3, l[::-1]


@reg(X)
def tuple_methods(x):
    t = (1, 2, 2, 3)
    return t.index(2), t.count(2), t[::-1], t[-3:-1], t[3:0:-1], t[::-2], (1,) * 2


@reg(X)
def dict_methods(x):
    d = {"a": 1, "b": 2}
    g = d.get("c", 0), d.get("a")
    d.update({"c": 3})
    d.update(e=5)
    s = d.setdefault("f", 6)
    s2 = d.setdefault("a", 9)
    return g, s, s2, d, list(d.keys()), list(d.values()), list(d.items())


@reg(X)
def dict_fromkeys(x):
    return dict.fromkeys(["a", "b"]), dict.fromkeys(("x",), 0), dict(zip("ab", (1, 2))), dict([("k", 1)]), dict(a=1)


@reg(X)
def dict_pop(x):
    d = {"a": 1, "b": 2}
    v = d.pop("a")
    w = d.pop("z", 7)
    return v, w, d, "b" in d, len(d)


@reg(X)
def dict_tensor_values(x):
    d = {"x": x, "n": 2}
    d["y"] = x * 2
    return d, d.get("x"), [k for k in d]


@reg(X)
def comprehensions(x):
    return ([i * j for i in range(3) for j in range(2) if i != j], [v for v in (1, 2, 3, 4) if v % 2 if v > 1],
            {k: v for k, v in zip("ab", (1, 2))}, {i: i * i for i in range(3) if i}, [[j for j in range(i)] for i in range(3)])


@reg(X)
def comp_tensor(x):
    return [v * 2 for v in x], [x[i] for i in range(3) if i != 1], {i: x[i] for i in range(2)}


@reg(X)
def unpacking(x):
    a, *b = (1, 2, 3)
    *c, d = [4, 5, 6]
    (e, f), g = (7, 8), 9
    h, (i, *j) = 1, (2, 3, 4)
    return a, b, c, d, e, f, g, h, i, j


@reg(X)
def unpack_tensor(x):
    a, *b = x
    p, q = M
    return a, b, p, q


@reg(X)
def starred_calls(x):
    def f(a, b, c=0, *rest, **kw):
        return a + b + c + len(rest) + len(kw)
    t = (1, 2)
    d = {"c": 3}
    return f(*t), f(*t, **d), f(*[1, 2, 3, 4, 5]), f(1, *(2,), k=1), max(*[3, 9, 2]), [*t, *[3]], (*t, 0), {**d, "e": 1}


@reg(X)
def chained_cmp(x):
    return 1 < 2 < 3, 1 < 3 < 2, 0 <= 0.0 < 1e-9, 1 == 1.0 != 2, "a" < "b" <= "b", 2 > 1 > 0 > -1


@reg(X)
def chained_cmp_tensor(x):
    return 0 < x[0] < 2, x[1] < 0 < x[2], -3 < x[1] <= x[0] < x[2]


@reg(X)
def neg_step_slices(x):
    l = [0, 1, 2, 3, 4]
    return l[::-1], l[-1:-4:-1], l[3::-2], l[:1:-1], l[-2::-3], l[4:-6:-1], l[1:4][::-1]


@reg(M)
def tensor_neg_slices(x):
    return x[::-1], x[:, ::-2], x[-1, ::-1], x[1:, -2:]


@reg(X)
def in_not_in(x):
    return 2 in [1, 2], 3 not in (1, 2), "a" in {"a": 1}, 1 in {"a": 1}.values(), (1, 2) in [(1, 2)], [1] in [[1]]


@reg(X)
def enumerate_nested(x):
    out = []
    for i, (a, b) in enumerate([(1, 2), (3, 4)], 1):
        out.append(i * a + b)
    return out, sum(out)


@reg(X)
def list_compare(x):
    return [1, 2] < [1, 3], (1, 2) < (1, 2, 0), [2] > [1, 9], (1, "a") == (1, "a"), [] < [0], max([(1, 2), (1, 3)])


run_all(C)
