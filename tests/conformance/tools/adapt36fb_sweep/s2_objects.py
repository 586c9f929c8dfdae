"""dict / list / tuple ops, custom classes, jit_class, getattr/setattr on self and objects, globals, math/random
modules, f-strings, Tensor attributes as Python values, control flow on fallback values, returned containers."""
import math
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable
from _h import case

x3 = Tensor(np.array([1.0, -2.0, 3.5], np.float32))
xi = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))
x0 = Tensor(np.array(2.5, np.float64))


@ms.jit
def d_keys(x):
    d = {"a": x, "b": x + 1, "c": 3}
    return list(d.keys()), list(d.values()), list(d.items())


@ms.jit
def d_update(x):
    d = {"a": x}
    d.update({"b": 2, "a": x * 2})
    return d


@ms.jit
def d_get(x):
    d = {"a": x}
    return d.get("a"), d.get("z"), d.get("z", 5), d.get("z", x)


@ms.jit
def d_pop(x):
    d = {"a": x, "b": 1}
    v = d.pop("a")
    w = d.pop("q", 9)
    return v, w, d


@ms.jit
def d_setdefault(x):
    d = {"a": x}
    v = d.setdefault("b", 4)
    u = d.setdefault("a", 7)
    return v, u, d


@ms.jit
def d_fromkeys(x):
    d = dict.fromkeys(["a", "b"], x)
    e = dict.fromkeys(("p", "q"))
    return d, e


@ms.jit
def d_comp(x):
    return {k: x * i for i, k in enumerate(["u", "v", "w"])}


@ms.jit
def d_in(x):
    d = {"a": x, 1: 2}
    return "a" in d, "b" in d, 1 in d, len(d)


@ms.jit
def d_clear(x):
    d = {"a": x, "b": 2}
    d.clear()
    return d, len(d)


@ms.jit
def d_copy(x):
    d = {"a": x}
    e = d.copy()
    e["b"] = 3
    return d, e


@ms.jit
def d_del(x):
    d = {"a": x, "b": 2}
    del d["a"]
    return d


@ms.jit
def d_nested(x):
    d = {"a": [x, (1, 2)], "b": {"c": x + 1}}
    return d["a"][0] + d["b"]["c"], d


@ms.jit
def d_int_keys(x):
    d = {1: x, 2.5: "s", (1, 2): 4, None: 3}
    return d[1], d[2.5], d[(1, 2)], d[None]


@ms.jit
def l_methods(x):
    a = [3, 1, 2]
    a.append(x)
    a.insert(0, 9)
    a.extend([5, 6])
    p = a.pop()
    q = a.pop(1)
    return a, p, q


@ms.jit
def l_sort(x):
    a = [3, 1, 2, -5]
    a.sort()
    b = [3, 1, 2]
    b.sort(reverse=True)
    c = [3, 1, 2]
    c.reverse()
    return a, b, c


@ms.jit
def l_index_count(x):
    a = [1, 2, 2, 3]
    return a.index(2), a.count(2), a.index(3), len(a)


@ms.jit
def l_remove(x):
    a = [1, 2, 3, 2]
    a.remove(2)
    return a


@ms.jit
def l_clear(x):
    a = [1, x]
    a.clear()
    return a


@ms.jit
def l_comp(x):
    return [v * 2 for v in range(4) if v % 2 == 0], [x * i for i in range(3)]


@ms.jit
def l_slice(x):
    a = [1, 2, 3, 4, 5]
    a[1:3] = [7, 8, 9]
    return a, a[::-1], a[-2:], a[::2]


@ms.jit
def l_setitem(x):
    a = [1, 2, 3]
    a[0] = x
    a[-1] = 5
    return a


@ms.jit
def l_del(x):
    a = [1, 2, 3, 4]
    del a[1]
    return a


@ms.jit
def l_unpack(x):
    a, *b, c = [1, 2, 3, 4, x]
    return a, b, c


@ms.jit
def t_ops(x):
    t = (1, 2, 3)
    return t + (x,), t * 2, t[1:], t.index(2), t.count(1), t[::-1], 3 in t, max(t), min(t), sum(t)


@ms.jit
def l_compare(x):
    return [1, 2] < [1, 3], (1, 2) == (1, 2), [1, 2] == [1, 2.0], (3,) > (2, 9)


@ms.jit
def l_nested_tensor(x):
    a = [[x, 1], (x * 2, [3, x])]
    return a[1][1][1] + a[0][0], a


@ms.jit
def l_of_tensors_sum(x):
    a = [x, x + 1, x * 2]
    return sum(a), max(len(a), 2)


class Obj:
    def __init__(self, v):
        self.v = v
        self.s = "name"

    def m(self, x):
        return x * self.v

    @staticmethod
    def sm(x):
        return x + 100

    @classmethod
    def cm(cls, x):
        return x - 100


OBJ = Obj(3)


@ms.jit
def o_attr(x):
    return OBJ.v, OBJ.s, OBJ.m(x), Obj.sm(x), Obj.cm(x)


@ms.jit
def o_create(x):
    o = Obj(2)
    return o.m(x), o.v


@ms.jit
def o_getattr(x):
    return getattr(OBJ, "v"), getattr(OBJ, "zz", 11), hasattr(OBJ, "v"), hasattr(OBJ, "zz")


@ms.jit
def o_setattr(x):
    o = Obj(2)
    o.v = 5
    setattr(o, "w", 7)
    return o.v, o.w, o.m(x)


@ms.jit_class
class JC:
    def __init__(self):
        self.a = 2
        self.b = Tensor(np.array([1.0, 2.0, 3.0], np.float32))

    def f(self, x):
        return x * self.a + self.b


JCI = JC()


@ms.jit
def jc_use(x):
    return JCI.f(x), JCI.a


@ms.jit
def jc_create(x):
    j = JC()
    return j.f(x)


class Mut(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = 1
        self.lst = [1, 2]
        self.name = "n"

    def construct(self, x):
        self.a = self.a + 1
        self.name = "m"
        return x + self.a, self.a, self.name


class SetNew(nn.Cell):
    def construct(self, x):
        self.newattr = x * 2
        return self.newattr + 1


class GetattrSelf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 4
        self.t = Tensor(np.array([1, 2], np.int32))

    def construct(self, x):
        return getattr(self, "k"), getattr(self, "t") + 1, getattr(self, "nope", 0), hasattr(self, "k")


G = 5
GL = [1, 2]


@ms.jit
def g_read(x):
    return x * G, GL[1], len(GL)


@ms.jit
def g_write(x):
    global G
    G = 9
    return x + G


@ms.jit
def m_math(x):
    return math.pi, math.sqrt(16), math.floor(2.7), math.ceil(2.1), math.log(math.e), math.pow(2, 3), math.inf, math.isnan(math.nan), math.fabs(-3), math.factorial(5)


@ms.jit
def m_math_tensor(x):
    return math.sqrt(x[0]), math.floor(x[2]), math.exp(x[0])


@ms.jit
def fstr(x):
    return f"v={x}", "{}-{}".format(1, 2.5), "%d and %s" % (3, "q"), str(x.shape), f"{x.dtype}"


@ms.jit
def t_attrs(x):
    return x.shape, x.ndim, x.size, x.dtype, x.T.shape, len(x.shape), x.shape[0] + 1, x.itemsize, x.nbytes, x.strides


@ms.jit
def t_attr_arith(x):
    s = x.shape
    return ops.zeros((s[0] * 2,), ms.float32), x.reshape(-1, s[-1]), ops.ones(x.shape[::-1], x.dtype)


@ms.jit
def t_dtype_cmp(x):
    if x.dtype == ms.float32:
        return x + 1
    return x - 1


@ms.jit
def cf_np_cond(x):
    a = x.asnumpy()
    if a.sum() > 0:
        return x * 2
    return x * 3


@ms.jit
def cf_np_while(x):
    a = x.asnumpy()
    n = 0
    while a.max() < 10:
        a = a * 2
        n += 1
    return Tensor(a), n


@ms.jit
def cf_for_np(x):
    out = 0
    for v in x.asnumpy():
        out += v
    return out


@ms.jit
def cf_for_dict(x):
    d = {"a": 1, "b": 2}
    r = x
    for k, v in d.items():
        r = r + v
    return r


@ms.jit
def cf_if_list(x):
    a = [1, 2]
    if a:
        return x + len(a)
    return x


@ms.jit
def cf_if_none(x):
    a = None
    if a is None:
        return x + 1
    return x


@ms.jit
def cf_if_str(x):
    s = "abc"
    if "b" in s:
        return x + 1
    return x


@ms.jit
def np_create(x):
    a = np.array([1, 2, 3])
    b = np.arange(4).reshape(2, 2)
    return Tensor(a), Tensor(b * 2), Tensor(np.ones((2,), np.float16))


@ms.jit
def np_on_tensor(x):
    return np.sum(x.asnumpy()), np.mean(x.asnumpy()), np.max(x.asnumpy())


@ms.jit
def np_tensor_back(x):
    a = x.asnumpy() * 2
    return Tensor(a) + x


@ms.jit
def np_return(x):
    return x.asnumpy()


@ms.jit
def np_return_mixed(x):
    a = np.array([1.5, 2.5])
    return a, x, a.dtype, a.shape


@ms.jit
def np_dtype(x):
    return Tensor(np.array([1, 2], np.int8)), Tensor(np.array([1, 2], np.uint8)), Tensor(np.array([True])), Tensor(np.array([1.0], np.float64))


@ms.jit
def np_scalar(x):
    a = np.int32(3)
    b = np.float64(2.5)
    return x + a, x * b, a + b


@ms.jit
def ret_none(x):
    return None


@ms.jit
def ret_str(x):
    return "abc" + str(1)


@ms.jit
def ret_mixed(x):
    return [x, "s", None, 1.5, (2, True)]


@ms.jit
def ret_empty(x):
    return [], (), {}


@ms.jit
def zip_tensors(x):
    return [a + b for a, b in zip(x, x)]


@ms.jit
def enum_tensor(x):
    r = []
    for i, v in enumerate(x):
        r.append(v * i)
    return r


@ms.jit
def is_ops(x):
    a = None
    return a is None, x is not None, x is x, 1 is not None


@ms.jit
def in_ops(x):
    return 1 in [1, 2], x in [x], "a" in "abc", 2 in (1, 2), 1 not in {1: 2}


@ms.jit
def rng(x):
    return list(range(5)), list(range(1, 10, 3)), list(range(5, 0, -2)), len(range(0)), range(3)[1]


@ms.jit
def str_methods(x):
    s = "Hello World"
    return s.lower(), s.upper(), s.split(" "), s.replace("o", "0"), s.startswith("He"), s.find("o"), s[1:4], s * 2, len(s), "-".join(["a", "b"]), s.strip("Hd")


@ms.jit
def starred_call(x):
    t = (x, 2)
    return ops.add(*t), max(*[1, 5, 3])


@ms.jit
def kwargs_call(x):
    d = {"input": x, "other": 2}
    return ops.mul(**d)


@ms.jit
def int_float(x):
    return int(3.9), int(-3.9), float(2), int("12"), float("1.5"), bool(0), bool([]), bool("a"), int(True)


@ms.jit
def divmod_nums(x):
    return divmod(7, 2), divmod(-7, 2), divmod(7.5, 2), pow(2, -1), pow(-8, 1 / 3) if False else 1, 7 // -2, -7 % 3, round(2.5), round(3.5), round(-0.5), round(2.675, 2)


for fn in [d_keys, d_update, d_get, d_pop, d_setdefault, d_fromkeys, d_comp, d_in, d_clear, d_copy, d_del, d_nested,
           d_int_keys, l_methods, l_sort, l_index_count, l_remove, l_clear, l_comp, l_slice, l_setitem, l_del, l_unpack,
           t_ops, l_compare, l_nested_tensor, l_of_tensors_sum, o_attr, o_create, o_getattr, o_setattr, jc_use,
           jc_create, g_read, g_write, m_math, m_math_tensor, fstr, t_attrs, t_attr_arith, t_dtype_cmp, cf_np_cond,
           cf_np_while, cf_for_np, cf_for_dict, cf_if_list, cf_if_none, cf_if_str, np_create, np_on_tensor,
           np_tensor_back, np_return, np_return_mixed, np_dtype, np_scalar, ret_none, ret_str, ret_mixed, ret_empty,
           zip_tensors, enum_tensor, is_ops, in_ops, rng, str_methods, starred_call, kwargs_call, int_float,
           divmod_nums]:
    for an, av in (("x3", x3), ("xi", xi), ("x0", x0)):
        case(f"{fn.__name__}/{an}", lambda fn=fn, av=av: fn(av))
case("g_after", lambda: G)
for C in (Mut, SetNew, GetattrSelf):
    for an, av in (("x3", x3), ("xi", xi)):
        n = C()
        case(f"{C.__name__}/{an}/1", lambda n=n, av=av: n(av))
        case(f"{C.__name__}/{an}/2", lambda n=n, av=av: n(av))
        case(f"{C.__name__}/{an}/attr", lambda n=n: getattr(n, "a", None))
