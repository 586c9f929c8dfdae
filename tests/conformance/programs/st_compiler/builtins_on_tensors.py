"""Python builtins on Tensors inside construct/@jit (adapted from tests/st/compiler/graph_syntax/
python_builtin_functions: test_max_min, test_round, test_sum, test_abs, test_len, test_list_tuple)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, jit
from mindspore import dtype as mstype
from _conf import emit, emit_error


@jit
def max_min_two(x, y):
    return max(x, y), min(x, y)


@jit
def max_min_three(x, y, z):
    return max(x, y, z), min(x, y, z)


@jit
def max_min_of_tensor(x):
    return min(x), max(x)


@jit
def max_min_tuple_loop():
    xs = (Tensor(10).astype("float32"), Tensor(30).astype("float32"), Tensor(50).astype("float32"))
    smax = Tensor(0).astype("float32")
    smin = Tensor(0).astype("float32")
    for _ in range(3):
        smax += max(xs)
        smin += min(xs)
    return smax, smin


@jit
def max_min_computed(x):
    y = x - Tensor(3)
    pair = (2 * x, y)
    return max(pair), min(pair)


class RoundNet(nn.Cell):
    def construct(self, x):
        return round(x)


class RoundDecimals(nn.Cell):
    def construct(self, x, d):
        return round(x, d)


class SumNet(nn.Cell):
    def construct(self, x):
        return sum(x)


class SumStart(nn.Cell):
    def construct(self, x, y):
        return sum(x, y)


class AbsLen(nn.Cell):
    def construct(self, x):
        return abs(x), len(x)


class ListTuple(nn.Cell):
    def construct(self, x):
        a = list(x)
        b = tuple(x)
        return a[0] + b[-1], len(a)


emit_error("max_min_two", max_min_two, Tensor([1]), Tensor([2]))
emit_error("max_min_three", max_min_three, Tensor([1]), Tensor([2]), Tensor([3]))
emit_error("max_min_of_tensor", max_min_of_tensor, Tensor([1, 2, 3, 4, 5], dtype=mstype.float32))
emit_error("max_min_tuple_loop", max_min_tuple_loop)
emit_error("max_min_computed", max_min_computed, Tensor([4]))
emit_error("round_tensor", RoundNet(), Tensor(np.array([0.1, 4.51, 9.9, 2.5, -1.5]), mstype.float32))
emit_error("round_decimals0", RoundDecimals(), Tensor(np.array([0.4, 0.6, 9.9]), mstype.float32), 0)
emit_error("sum_1d", SumNet(), Tensor([3, 4, 5], dtype=mstype.float32))
emit_error("sum_2d", SumNet(), Tensor([[1, 2], [3, 4]], dtype=mstype.float32))
emit_error("sum_start_int", SumStart(), Tensor([3, 4, 5], dtype=mstype.float32), 4)
emit_error("sum_start_list", SumStart(), Tensor([[1, 2], [3, 4]], dtype=mstype.float32), [5, 6])
emit_error("sum_list_of_tensors", SumStart(), [1, Tensor([[1, 2], [3, 4]]), Tensor([[1, 2], [3, 4]])], Tensor([[1, 1], [1, 1]]))
emit_error("abs_len", AbsLen(), Tensor(np.array([[-1.5, 2.0], [3.0, -4.0], [0.0, 1.0]], np.float32)))
emit_error("list_tuple_of_tensor", ListTuple(), Tensor(np.array([[1, 2], [3, 4], [5, 6]], np.int32)))
