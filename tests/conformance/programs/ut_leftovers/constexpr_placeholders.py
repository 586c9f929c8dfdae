"""Adapted from tests/ut/python/graph_syntax/test_constexpr.py (test_constexpr_input_with_variable_element_*): a
constexpr called in graph code on a Tensor only known when the graph runs gets, in MindSpore 2.10, a placeholder
Tensor of its shape and dtype filled with zeros (a graph number: None); msgraph passed None for both (count_none
gave 2 where MindSpore gives 0)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, ops, nn
from mindspore.ops.primitive import constexpr
from _conf import emit

MODES = ("graph",)


@constexpr
def count_none(arg):
    a = 0
    for e in arg:
        if e is None:
            a += 1
        elif isinstance(e, (tuple, list)) and None in e:
            a += 1
    return a


@constexpr
def describe(*args):
    out = []
    for a in args:
        if isinstance(a, Tensor):
            out.append(("tensor", str(a.dtype), a.shape, float(a.asnumpy().sum()),
                        getattr(a, "created_empty_tensor", None)))
        elif isinstance(a, (tuple, list)):
            out.append(tuple("tensor" if isinstance(e, Tensor) else e for e in a))
        else:
            out.append(a)
    return tuple(out)


@jit
def tuple_case(x):
    return count_none((1, 2, x, x + 1))


@jit
def nested_case(x):
    return count_none([1, 2, x, [x, 1, 2]])


@jit
def kinds(x, y, s):
    return describe(x, y, x * 2.5, s, ops.cast(x, ms.float16), (x, s), x.shape)


class Net(nn.Cell):
    def construct(self, x):
        return describe(x, x.shape, x + 1)


emit("tuple_case", tuple_case(Tensor([1])))
emit("nested_case", nested_case(Tensor([1])))
x = Tensor(np.array([[1.5, 2, 3], [4, 5, 6]], np.float32))
emit("kinds", kinds(x, Tensor(np.array(7, np.int32)), mutable(2.5)))
emit("cell", Net()(x))
