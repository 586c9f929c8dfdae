"""list/tuple/dict operations in construct (adapted from tests/st/compiler/graph_syntax: list/test_list_pop,
list/test_list_extend, list/test_list_mul_number, tuple/test_tuple_index, tuple/test_tuple_mul_number,
dict/test_dict_get, dict/test_dict_pop, dict/test_dict_ops, test_contains)."""
import numpy as np
from mindspore import Tensor, nn, jit
from _conf import emit, emit_error


@jit
def list_pop():
    x = [1, 2, 3, 4]
    a = x.pop()
    b = x.pop(0)
    return x, a, b


@jit
def list_pop_tensor(t):
    x = [t, t + 1, t * 2]
    y = x.pop(1)
    return x[0] + x[1], y


@jit
def list_extend(t):
    x = [1, t]
    x.extend([t + 1, (2, 3)])
    x.extend((4,))
    return x


@jit
def list_mul():
    x = [1, 2] * 3
    y = 2 * [Tensor([1])]
    return x, len(y)


@jit
def tuple_index():
    x = (1, 3, 5, 3)
    return x.index(3), x.index(5), x.count(3)


@jit
def tuple_mul(t):
    return (t, 1) * 2


@jit
def dict_get(t):
    d = {"a": t, "b": 2}
    return d.get("a"), d.get("c", 5), d.get("b")


@jit
def dict_pop():
    d = {"a": 1, "b": 2, "c": 3}
    v = d.pop("b")
    return d, v


@jit
def dict_ops(t):
    d = {"x": t, "y": t * 2}
    d["z"] = t + 1
    d.update({"x": t - 1})
    return list(d.keys()), d["x"] + d["y"] + d["z"], len(d.values()), ("y" in d), ("q" not in d)


@jit
def contains(t):
    return 2 in (1, 2, 3), "a" in ["b", "c"], 3 in [1, 2, 3]


class ListInCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.vals = [1.0, 2.0, 3.0]

    def construct(self, x):
        out = []
        for v in self.vals:
            out.append(x * v)
        out.insert(0, x)
        out.reverse()
        return out[0] + out[-1], len(out)


t = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("list_pop", list_pop)
emit_error("list_pop_tensor", list_pop_tensor, t)
emit_error("list_extend", list_extend, t)
emit_error("list_mul", list_mul)
emit_error("tuple_index", tuple_index)
emit_error("tuple_mul", tuple_mul, t)
emit_error("dict_get", dict_get, t)
emit_error("dict_ops", dict_ops, t)
emit_error("contains", contains, Tensor(5))
emit_error("list_in_cell", ListInCell(), t)
