"""Builtin max/min of a Tensor and a Python number in graph code (MindSpore 2.10's st/compiler fallback tests
use max/min on Tensors; found probing number operands): MindSpore runs Python's max/min when the graph runs, so the
winner comes back unchanged -- ``max(t, 4)`` is the int 4 when 4 wins, ``t`` itself (its dtype kept) otherwise, and a
many-element Tensor is the ValueError of its truth value. msgraph computed ops.maximum (always a Tensor, the dtype
promoted: max(int32 2, 1.5) gave Float32 2.0)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops, nn
from _conf import emit, emit_error

x = Tensor(np.array([1.0, 5.0], np.float32))
s = Tensor(3.0, ms.float32)
i = Tensor(2, ms.int32)


@jit
def max_num(a):
    return max(a, 4)


@jit
def min_num(a):
    return min(a, 4)


@jit
def max_num_first(a):
    return max(4, a)


@jit
def max_float(a):
    return max(a, 1.5)


@jit
def min_three(a):
    return min(a, 2, 7)


@jit
def max_tuple(a):
    return max((a, 1, 9))


@jit
def max_tensors(a):
    return max([a, a + 1])


@jit
def max_then_add(a):
    return max(a, 4) + 1


class Net(nn.Cell):
    def construct(self, a, v):
        m = max(a, 0.5)
        return m * v, ops.relu(min(a, 10.0) - 4)


emit("max_num_wins", max_num(s))
emit("max_tensor_wins", max_num(Tensor(6.0, ms.float32)))
emit("min_tensor_wins", min_num(s))
emit("max_num_first", max_num_first(s))
emit("max_int_tensor_float", max_float(i))
emit("max_int_tensor_int", max_num(i))
emit("min_three", min_three(s))
emit("max_tuple", max_tuple(s))
emit("max_tensors", max_tensors(s))
emit("max_then_add", max_then_add(s))
emit("net", Net()(s, x))
emit("net_small", Net()(Tensor(0.25, ms.float32), x))
emit_error("max_vector_and_number", lambda: max_num(x))
