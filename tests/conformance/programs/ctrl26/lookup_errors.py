"""graph_syntax_sweep (ctrl26): lookups that fail in graph code, raised as MindSpore 2.10's class and Python's: a
missing dict key (MindSpore's ValueError "The key ... does not exist in the dict", Python's KeyError; msgraph raised
a bare KeyError without a location), an index into an empty list (ValueError / IndexError), ``a, b, c = (1, 2)``
(MindSpore's IndexError; msgraph's RuntimeError)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@ms.jit
def missing_key(x):
    d = {'a': 1, 'b': 2}
    return d['z']


@ms.jit
def missing_key_tensor_values(x):
    d = {'a': x}
    return d['z']


@ms.jit
def present_key(x):
    d = {'a': x}
    return d['a'] * 2


@ms.jit
def empty_list_get(x):
    q = []
    return q[-1]


@ms.jit
def empty_list_set(x):
    q = []
    q[0] = 5
    return q


@ms.jit
def too_few_values(x):
    a, b, c = (1, 2)
    return a


class MissingKey(nn.Cell):
    def construct(self, x):
        d = {'a': 1}
        return x * d['b']


emit_error("missing_key", missing_key, X)
emit_error("missing_key_tensor_values", missing_key_tensor_values, X)
emit_error("present_key", present_key, X)
emit_error("empty_list_get", empty_list_get, X)
emit_error("empty_list_set", empty_list_set, X)
emit_error("too_few_values", too_few_values, X)
emit_error("cell_missing_key", MissingKey(), X)
