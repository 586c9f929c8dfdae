"""graph_syntax dict / list / tuple variants (methods, comprehensions, in-place, Tensor items)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
M = Tensor(np.arange(6).reshape(2, 3).astype(np.int32))
C, reg = registry()   # @reg(*args): the case (name, function, args) appended to C


@reg(X)
def dict_comp_tensor(x):
    d = {k: x * v for k, v in (("a", 1), ("b", 2), ("c", 3)) if v != 2}
    return d


@reg(X)
def dict_get_default(x):
    d = {"a": x, "b": 2}
    return d.get("a"), d.get("z", x + 1), d.get("b", 5), d.get("q")


@reg(X)
def dict_pop(x):
    d = {"a": x, "b": 2, "c": 3.5}
    v = d.pop("b")
    w = d.pop("zz", x * 3)
    return v, w, d


@reg(X)
def dict_pop_missing(x):
    d = {"a": x}
    return d.pop("b")


@reg(X)
def dict_items_keys_values(x):
    d = {"a": x, "b": x * 2}
    return list(d.keys()), list(d.values()), list(d.items()), len(d), "a" in d, "z" in d


@reg(X)
def dict_update_setitem(x):
    d = {"a": 1}
    d.update({"b": x, "a": 5})
    d["c"] = x + 1
    d["a"] += 1
    return d


@reg(X)
def dict_fromkeys(x):
    return dict.fromkeys(("p", "q"), x), {}.fromkeys(["r"])


@reg(X)
def dict_zip(x):
    return dict(zip(("a", "b"), (x, 2)))


@reg(X)
def dict_iter_sum(x):
    d = {"a": 1, "b": 2, "c": 3}
    s = 0
    for k in d:
        s += d[k]
    return x * s


@reg(X)
def dict_tensor_key(x):
    d = {x: 1}
    return d


@reg(X)
def dict_missing_key(x):
    d = {"a": x}
    return d["b"]


@reg(X)
def dict_nested(x):
    d = {"a": {"b": x, "c": (1, 2)}, "d": [x, 3]}
    d["a"]["b"] = x * 2
    return d["a"]["b"], d["a"]["c"][1], d["d"][0]


@reg(X)
def dict_clear_copy(x):
    d = {"a": x, "b": 2}
    e = d.copy()
    d.clear()
    return d, e


@reg(X)
def dict_del(x):
    d = {"a": x, "b": 2}
    del d["a"]
    return d


@reg(X)
def list_pop(x):
    a = [1, x, 3, 4]
    p1 = a.pop()
    p2 = a.pop(0)
    p3 = a.pop(-1)
    return p1, p2, p3, a


@reg(X)
def list_pop_empty(x):
    a = []
    return a.pop()


@reg(X)
def list_pop_out_of_range(x):
    a = [1, 2]
    return a.pop(5)


@reg(M)
def list_extend_tensor(m):
    a = [1]
    a.extend(m)
    return a


@reg(X)
def list_extend_tuple(x):
    a = [x]
    a.extend((1, 2.5))
    a.extend([x * 2])
    return a, len(a)


@reg(X)
def list_mul(x):
    a = [1, x]
    return a * 2, 2 * [3], a * 0, [x] * -1


@reg(X)
def list_mul_float(x):
    a = [1, 2]
    return a * 2.0


@reg(X)
def list_mul_tensor(x):
    a = [1, 2]
    return a * Tensor(2)


@reg(X)
def tuple_mul(x):
    t = (1, x)
    return t * 2, 3 * (1,), t * 0, t * True


@reg(X)
def list_slice_assign(x):
    a = [1, 2, 3, 4, 5, 6]
    a[1:3] = [x, x]
    a[::2] = (7, 8, 9)
    return a


@reg(X)
def list_slice_assign_bad(x):
    a = [1, 2, 3, 4, 5, 6]
    a[::2] = (7, 8)
    return a


@reg(X)
def list_methods(x):
    a = [3, 1, 2, 1]
    a.insert(1, 9)
    a.insert(-1, 8)
    a.insert(100, 7)
    a.remove(1)
    a.reverse()
    return a, a.index(2), a.count(1), x * len(a)


@reg(X)
def list_sort(x):
    a = [3, 1, 2]
    a.sort()
    b = sorted([3.5, -1, 2], reverse=True)
    return a, b


@reg(X)
def list_index_missing(x):
    a = [1, 2]
    return a.index(5)


@reg(X)
def list_remove_missing(x):
    a = [1, 2]
    a.remove(5)
    return a


@reg(X)
def list_plus_tuple(x):
    return [1] + (2,)


@reg(X)
def list_clear(x):
    a = [x, 1]
    a.clear()
    a.append(x)
    return a


@reg(X)
def list_comp_tensor(x):
    return [x * i for i in range(4) if i % 2 == 1], [i * j for i in range(3) for j in range(2)]


@reg(X)
def list_comp_over_tensor(x):
    return [e * 2 for e in x]


@reg(X)
def list_setitem_negative(x):
    a = [1, 2, 3]
    a[-1] = x
    a[0] = a[1] + 10
    return a


@reg(X)
def list_setitem_oob(x):
    a = [1, 2, 3]
    a[5] = x
    return a


@reg(X)
def tuple_index(x):
    t = (1, x, 3.5, "s", None)
    return t[-1], t[1], t[-2], t[1:3], t[::-1], t[-10:10], t.index(3.5), t.count(1)


@reg(X)
def tuple_index_oob(x):
    t = (1, x)
    return t[2]


@reg(X)
def tuple_index_tensor(x):
    t = (1, 2, 3)
    return t[Tensor(1)]


@reg(X)
def tuple_compare(x):
    return (1, 2) < (1, 3), (1, 2) == (1, 2), [1, 2] != [1, 2], (2,) > (1, 5), (1, 2) <= (1, 2, 0)


@reg(X)
def tuple_unpack_star(x):
    a, *b = (1, x, 3)
    *c, d = [x, 5]
    return a, b, c, d


@reg(X)
def tuple_concat_in(x):
    t = (1, 2) + (x,)
    return len(t), 2 in t, 5 in t, 5 not in t


@reg(X)
def nested_list_tensor_sum(x):
    a = [[x, 1], [2, x]]
    s = 0
    for r in a:
        for e in r:
            s = s + e
    return s


@reg(X)
def list_of_tensors_index_tensor(x):
    a = [x, x * 2, x * 3]
    return a[Tensor(1)]


@reg(X)
def list_in_tensor(x):
    a = [1, 2]
    return x in a


run_all(C)
