"""graph_syntax namedtuple / issubclass / list & tuple * number / tuple index / property / dict get, second pass."""
import collections
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
NT = collections.namedtuple("NT", ["a", "b"])
C, reg = registry()


@reg(X)
def namedtuple_use(x):
    p = NT(1, x)
    return p.a, p.b * 2, p[0], len(p), p


@reg(X)
def namedtuple_kw(x):
    p = NT(b=2.5, a=x)
    a, b = p
    return a + b, p._fields if hasattr(p, "_fields") else 0


@reg(X)
def issubclass_forms(x):
    return issubclass(bool, int), issubclass(int, (float, int)), issubclass(float, int), issubclass(Tensor, object)


@reg(X)
def list_mul_number(x):
    return [1, 2] * 2, 3 * [x[0]], [None] * 0, [1] * -2, (1,) * True, [2] * False


@reg(X)
def tuple_mul_float(x):
    return (1, 2) * 2.0


@reg(X)
def tuple_index_neg(x):
    t = (1, x, "a", (2, 3))
    return t[-1][-2], t[-3], t[1:-1], t[::-1][0]


@reg(X)
def tuple_index_oob(x):
    t = (1, 2)
    return t[2]


@reg(X)
def tuple_index_tensor(x):
    t = (10, 20, 30)
    i = Tensor(1, ms.int32)
    return t[i]


@reg(X)
def dict_get_forms(x):
    d = {"a": x, "b": 2}
    return d.get("a"), d.get("z"), d.get("z", 5), d.get("b", 0), "a" in d, list(d.keys()), tuple(d.values())[1]


@reg(X)
def dict_update_items(x):
    d = {"a": 1}
    d.update({"b": 2})
    d["c"] = x
    return [k for k, v in d.items()], len(d), d.get("c") * 2


@reg(X)
def list_comp_cond(x):
    return [i * 2 for i in range(6) if i % 2 if i > 1], [(i, j) for i in range(2) for j in range(i)], {i: i * i for i in (1, 2)}


@reg(X)
def list_assign_slice(x):
    a = [1, 2, 3, 4]
    a[1:3] = [9]
    b = [1, 2, 3]
    b[::-1] = [4, 5, 6]
    c = [0, 1, 2, 3]
    c[::2] = (7, 8)
    return a, b, c


@reg(X)
def list_extend_forms(x):
    a = [1]
    a.extend([2, 3])
    a.extend((x,))
    a.extend("ab")
    return a


@reg(X)
def list_pop_forms(x):
    a = [1, 2, 3, 4]
    p = a.pop(-2)
    q = a.pop(0)
    return p, q, a


if __name__ == "__main__":
    run_all(C)
