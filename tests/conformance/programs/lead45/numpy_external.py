"""A numpy array given straight to an op in graph code -- a jit function's or Cell's numpy argument, a global, a
Cell attribute, ``np.ones(...)`` made in the function -- is MindSpore 2.10's TypeError ("Failed calling Split with
input_x=External"; st ops/gpu test_split's invalid-input case); Python's operators on it run as numpy, and
``Tensor(a)`` / indexing it give graph values."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error

ms.set_context(mode=ms.GRAPH_MODE)
X = np.array([[1, 2, 3], [4, 5, 6]], np.int32)
T = Tensor(np.ones((2, 3), np.int32))
G = np.array([1.0, 2.0], np.float32)


class SplitNet(nn.Cell):
    def __init__(self, axis, n):
        super().__init__()
        self.split = P.Split(axis, n)

    def construct(self, x):
        return self.split(x)


class Relu(nn.Cell):
    def construct(self, a):
        return ops.relu(a)


class AttrMul(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = np.array([3.0, 4.0], np.float32)

    def construct(self, t):
        return ops.mul(self.w, t)


@ms.jit
def abs_arg(a):
    return ops.abs(a)


@ms.jit
def add_tensor_arg(a, b):
    return ops.add(b, a)


@ms.jit
def tensor_plus_arg(a, b):
    return b + a


@ms.jit
def reshape_arg(a):
    return ops.reshape(a, (3, 2))


@ms.jit
def cast_arg(a):
    return ops.cast(a, ms.float32)


@ms.jit
def mul_global(t):
    return ops.mul(G, t)


@ms.jit
def abs_local(t):
    return ops.abs(np.ones(2, np.float32))


@ms.jit
def arg_plus_tensor(a, b):
    return a + b


@ms.jit
def tensor_of_arg(a):
    return Tensor(a) * 2


@ms.jit
def arg_sum(a, t):
    return ops.add(t, a.sum())


@ms.jit
def arg_row(a, t):
    return ops.add(t, a[0])


emit_error("Split of a numpy argument", lambda: SplitNet(0, 2)(X))
emit_error("Split axis 2 of a numpy argument", lambda: SplitNet(2, 2)(X))
emit("Split of the Tensor", SplitNet(0, 2)(T))
emit_error("ReLU Cell of a numpy argument", lambda: Relu()(X))
emit_error("abs of a numpy argument", lambda: abs_arg(X))
emit_error("add(Tensor, numpy argument)", lambda: add_tensor_arg(X, T))
emit_error("Tensor + numpy argument", lambda: tensor_plus_arg(X, T))
emit_error("reshape of a numpy argument", lambda: reshape_arg(X))
emit_error("cast of a numpy argument", lambda: cast_arg(X))
emit_error("mul of a numpy global", lambda: mul_global(Tensor(np.ones(2, np.float32))))
emit_error("abs of np.ones made in the function", lambda: abs_local(T))
emit_error("mul of a numpy Cell attribute", lambda: AttrMul()(Tensor(np.ones(2, np.float32))))
emit_error("numpy argument + Tensor (numpy's operator)", lambda: arg_plus_tensor(X, T))
emit_error("Tensor(numpy argument)", lambda: tensor_of_arg(X))
emit_error("add(Tensor, numpy argument's int sum)", lambda: arg_sum(X, T))
emit_error("add(Tensor, float numpy argument's sum)", lambda: arg_sum(G, Tensor(np.ones(2, np.float32))))
emit_error("add(Tensor, numpy argument's row)", lambda: arg_row(X, T))
emit_error("add(Tensor, numpy argument's element)", lambda: arg_row(G, Tensor(np.ones(2, np.float32))))
