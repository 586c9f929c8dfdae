"""adapt44gs: setting an attribute of a Primitive in graph code (MindSpore 2.10 CPU; found by the adapt44gs sweep's
s8 beside st graph_syntax's attribute-assignment tests).

``op = ops.Add(); op.foo = 1`` in an ``@ms.jit`` function, or ``self.op.foo = 1`` in a Graph-mode Cell, is MindSpore's
RuntimeError "Illegal DoSignaturePrimitive 'S_Prim_Add' in the graph." (under a PyNative gradient of the jit function
too); msgraph set the attribute and ran the op (silent).  An attribute of a plain Python object made in graph code is
still set, and a PyNative Cell runs its construct as Python."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error

X = Tensor(np.array([1.0, 2.0], np.float32))


class A:
    pass


@ms.jit
def prim_local(x):
    o = ops.Add()
    o.foo = 1
    return o(x, x)


@ms.jit
def obj_local(x):
    o = A()
    o.foo = 2
    return x * o.foo


class C(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.Mul()

    def construct(self, x):
        self.op.foo = 1
        return self.op(x, x)


def prim_local_sum(x):
    return prim_local(x).sum()


emit_error("prim_local_setattr", prim_local, X)
emit_error("prim_local_setattr_grad", ms.grad(prim_local_sum), X)
emit_error("obj_local_setattr", obj_local, X)
emit_error("cell_prim_attr_setattr", C(), X)
