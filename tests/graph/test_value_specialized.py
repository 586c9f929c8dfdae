"""compiler.ValueSpecialized: graph code that needs the value of a small integer Tensor argument (a shape, an
axis) compiles once per value of that argument; other graphs are not specialized."""
import numpy as np

import msgraph as ms
from msgraph import Tensor, ops
from msgraph.compiler import ValueSpecialized
from msgraph.runtime.executable import Executable


def test_one_graph_per_value_of_a_shape_argument():
    @ms.jit
    def f(x, shape):
        return ops.reshape(x, shape).sum(0)

    x = Tensor(np.arange(6, dtype=np.float32))
    assert f(x, Tensor([2, 3])).asnumpy().tolist() == [3.0, 5.0, 7.0]
    assert f(x, Tensor([3, 2])).asnumpy().tolist() == [6.0, 9.0]
    assert f(x, Tensor([2, 3])).asnumpy().tolist() == [3.0, 5.0, 7.0]
    (exe,) = f.executables()
    assert isinstance(exe, ValueSpecialized)
    assert len(exe.cache) == 2          # shapes (2, 3) and (3, 2); the third call reused the first graph
    ir = f.get_ir()   # the last value's graph: the shape folded in; the argument stays a graph input
    assert "%arg1: Int64[2]" in ir and "Float32[2,3]" in ir


def test_axis_argument_and_plain_graphs():
    @ms.jit
    def g(x, a):
        return x.sum(a)

    @ms.jit
    def h(x, n):
        return x * n

    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    assert g(x, Tensor(1)).asnumpy().tolist() == [3.0, 12.0]
    assert g(x, Tensor(0)).asnumpy().tolist() == [3.0, 5.0, 7.0]
    assert h(x, Tensor(2, ms.int32)).shape == (2, 3)
    assert isinstance(h.executables()[0], Executable)   # the value is not needed: an ordinary graph input


def test_a_constant_integer_tensor_is_a_shape_in_pynative():
    assert ops.reshape(Tensor(np.arange(6)), Tensor([3, 2])).shape == (3, 2)
    assert ops.zeros(Tensor([2, 2]), ms.int32).shape == (2, 2)
    assert ops.expand_dims(Tensor(np.ones(3)), Tensor(0)).shape == (1, 3)
