"""Tensor.max overload errors name argument types as MindSpore does: ``list<int>``/``tuple<...>`` in
graph code (functional_overload.cc), ``List<int>``/``Tuple<...>`` outside it; and Tensor.max/min's
``return_indices=`` keyword (values, int64 indices)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error


@ms.jit
def max_bad(x):
    return x.max(1, [1])


@ms.jit
def max_nested(x):
    return x.max([1, "2", (1, 2, 3)], (1, "2"))


def max_nested_eager(x):
    return x.max([1, "2", (1, 2, 3)], (1, "2"))


def indices(x):
    return (x.max(return_indices=False), x.max(axis=1, return_indices=True),
            x.min(axis=0, keepdims=True, return_indices=True), x.max(0, return_indices=True))


x = Tensor(np.array([[1, 5, 3], [4, 2, 6]], np.float32))
emit_error("jit_list_arg", max_bad, Tensor(1))
emit_error("jit_nested_args", max_nested, Tensor(1))
emit_error("eager_nested_args", max_nested_eager, Tensor(1))
emit("return_indices", indices(x))
emit("return_indices_jit", ms.jit(indices)(x))
emit("return_indices_whole", x.max(return_indices=True))
