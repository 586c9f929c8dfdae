"""graph_semantics_sweep (gss27): ``ms.grad`` / ``value_and_grad`` in graph code do not differentiate a constant
Tensor made there (``ms.Tensor([...])``, ``ops.ones(3)``), as GradOperation does not: its position is left out
(``()`` when none is left, a bare gradient when one is), MindSpore 2.10; msgraph differentiated it.  Tensors
computed from the inputs are variables."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit
from _gss27_util import X


def f(a, b):
    return a * b


def g(a):
    return a * 2


@ms.jit
def literal(x):
    return ms.grad(g)(ms.Tensor([1.0, 2.0]))


@ms.jit
def second_constant(x):
    return ms.grad(f, grad_position=(0, 1))(x, ms.Tensor([1.0, 2.0, 3.0]))


@ms.jit
def value_and_grad_constant(x):
    return ms.value_and_grad(g)(ms.Tensor([1.0, 2.0]))


@ms.jit
def only_position_constant(x):
    return ms.grad(f, grad_position=1)(x, ms.Tensor([1.0, 2.0, 3.0]))


@ms.jit
def first_constant(x):
    c = ms.Tensor([1.0, 2.0, 3.0])
    return ms.grad(f, grad_position=(0, 1))(c, x)


@ms.jit
def ones_constant(x):
    return ms.grad(g)(ops.ones(3, ms.float32))


@ms.jit
def computed(x):
    return ms.grad(g)(x * 0 + 1)


@ms.jit
def int_literal(x):
    return ms.grad(g)(ms.Tensor([1, 2], ms.int32))


class InCell(nn.Cell):
    def construct(self, x):
        return ms.grad(f, grad_position=(0, 1))(x, ms.Tensor([2.0, 2.0, 2.0]))


emit("literal", literal(X))
emit("second_constant", second_constant(X))
emit("value_and_grad_constant", value_and_grad_constant(X))
emit("only_position_constant", only_position_constant(X))
emit("first_constant", first_constant(X))
emit("ones_constant", ones_constant(X))
emit("computed", computed(X))
emit("int_literal", int_literal(X))
emit("in_cell", InCell()(X))
