"""A sequence times a Python int known only when the graph runs (mutable(2)): the sequence repeated
(MindSpore's PyExecute), also for nested or irregular sequences and tuples of numpy arrays, never a
Tensor product; a sequence sliced at such bounds likewise (tests/st/compiler/fallback/test_graph_fallback_runtime_tuple_func.py)."""
import numpy as np
import mindspore as ms
from mindspore import jit, mutable
from _conf import emit

MODES = ("graph",)


@jit
def tuple_times():
    x = mutable(2)
    return x * (1, 2)


@jit
def list_times():
    x = mutable(3)
    return [3, 4] * x


@jit
def irregular():
    x = mutable(2)
    y = ((1, 1), 1, ["m", "n"])
    return x * y


@jit
def irregular_list():
    x = mutable(2)
    y = [(1, 1), 1, ["m", "n"]]
    return x * y


@jit
def arrays():
    x = mutable(2)
    y = (np.array([1, 2, 3]), np.array([4, 5]))
    return x * y


emit("tuple_times", tuple_times())
emit("list_times", list_times())
emit("irregular", irregular())
emit("irregular_list", irregular_list())
r = arrays()
emit("arrays_types", [type(v).__name__ for v in r])
emit("arrays", [np.asarray(v) for v in r])


class SliceNet(ms.nn.Cell):
    def construct(self, x, index):
        return x[:index]


@jit
def slice_runtime(i):
    m = (1, "a", 3.5, (2, 3))
    return m[i:3:2], m[1:i]


# a sequence sliced at bounds known when the graph runs (test_mutable_in_graph.py::test_mutable_empty_list)
emit("slice_empty", SliceNet()(mutable([]), mutable(3)))
emit("slice_list", SliceNet()(mutable([1, 2, 3, 4]), mutable(3)))
emit("slice_irregular", slice_runtime(mutable(0)))
