"""Numpy values a jit function computes from ``x.asnumpy()`` when it runs (MindSpore 2.10's
tests/st/compiler/fallback: test_graph_fallback_runtime_sum.py::test_fallback_runtime_sum,
test_graph_fallback_runtime.py::test_fallback_map_with_variable_input, test_graph_fallback_runtime_max_min.py::
test_fallback_runtime_max_scalar_asnumpy, test_graph_fallback_jit_syntax_level.py::test_custom_class_in_cell,
test_graph_fallback_runtime_tuple_func.py::test_sequence_compare_with_operation_4; found by logging jit return
values) come back as numpy gives them: an element, ``sum()``, a 0-d product is a numpy scalar, a comparison a numpy
bool array, ``max(1, arr)`` the array itself. msgraph returned 0-d Tensors (``x.asnumpy()[0]``, ``sum``, ``map``),
a 0-d ndarray (``2 * arr`` of a 0-d arr), a Tensor (comparisons, ``max(1, arr)``)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit


@jit
def builtins_on_array(x):
    y = x.asnumpy()
    return sum(y), max(y), min(y), max(1, y[:1]), max(2, y[1:2]), max(y[1:2], 2), y[0], y[-1] * 2, y[1:], tuple(y), list(y)


@jit
def mapped(x, y):
    m = map(lambda a, b: a + b, x.asnumpy(), y.asnumpy())
    return tuple(m)


@jit
def scalar_arithmetic(x):
    y = x.asnumpy()
    z = y[0] + 1
    return z, z * 2.5, -y[0], abs(y[1]), y[0] / 2, y.sum() / 2, isinstance(y[0], np.ndarray), \
        isinstance(y[1:], np.ndarray)


@jit
def comparisons(x):
    y = x.asnumpy()
    return y > 1, y[0] == 1, y[0] < 2.5, 1 < y[1], (y == y).all()


@jit
def sequence_compare(x, y):
    x_np = x.asnumpy()
    y_np = y.asnumpy()
    m = ((x_np, 1), x_np + 1)
    n = ((y_np, 2), y_np - 1)
    return m < n, m <= n, m > n, m >= n


@jit
def zero_d_view(x):
    return x.asnumpy()


class InnerNet:
    def __init__(self):
        self.number = 2

    def func(self, x):
        return self.number * x.asnumpy()


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cls = InnerNet()

    def construct(self, x):
        return self.cls.func(x)


emit("builtins_on_array", builtins_on_array(Tensor(np.array([1, 2, 3]))))
emit("mapped", mapped(Tensor([1, 2, 3]), Tensor([4, 5, 6])))
emit("scalar_arithmetic", scalar_arithmetic(Tensor([1, 2, 3])))
emit("comparisons", comparisons(Tensor([1, 2, 3])))
emit("sequence_compare", sequence_compare(Tensor([1]), Tensor([3])))
emit("zero_d_product", Net()(Tensor(2)))
emit("zero_d_view", zero_d_view(Tensor(2)))


@jit
def list_tuple_compare(x, y):
    x_np = x.asnumpy()
    y_np = y.asnumpy()
    m = ([x_np, 1], x_np + 1)
    n = ((y_np, 2), y_np - 1)
    return m < n


try:
    list_tuple_compare(Tensor([1]), Tensor([3]))
except TypeError as e:
    emit("list_tuple_compare", "not supported between instances of" in str(e))
