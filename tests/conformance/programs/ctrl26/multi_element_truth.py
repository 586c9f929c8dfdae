"""graph_syntax_sweep (ctrl26): a Tensor of several elements has no Python truth, in graph code as in Python: Python
code that compares Tensors (``sorted``, ``min``/``max`` of Tensors, ``list.remove``/``index``/``count`` on a list of
Tensors, ``complex(x)``) is MindSpore 2.10's ValueError while compiling.  msgraph raised its TypeError MSG412
("requires a compile-time constant"), or took an elementwise minimum for ``min((x, 2 * x))``."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
S = Tensor(np.array(2.0, np.float32))


@ms.jit
def sorted_tensors(x):
    return sorted((x, x * 2))


@ms.jit
def min_tensors(x):
    return min((x, x * 2))


@ms.jit
def max_tensors(x):
    return max(x, x * 2)


@ms.jit
def min_scalar_tensors(s):
    return min((s, s * 2)), max(s, s - 1)


@ms.jit
def list_remove(x):
    q = [x, x * 2, x]
    q.remove(2)
    return q


@ms.jit
def list_sort(x):
    q = [x, x * 2]
    q.sort()
    return q


@ms.jit
def list_count(x):
    q = [1, x, 'a']
    return q.count(2)


@ms.jit
def complex_of(x):
    return complex(x)


emit_error("sorted_tensors", sorted_tensors, X)
emit_error("min_tensors", min_tensors, X)
emit_error("max_tensors", max_tensors, X)
emit_error("min_max_of_0d_tensors", min_scalar_tensors, S)
emit_error("list_remove", list_remove, X)
emit_error("list_sort", list_sort, X)
emit_error("list_count", list_count, X)
emit_error("complex_of_tensor", complex_of, X)
