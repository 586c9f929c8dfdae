"""What MindSpore 2.10's PyNative in-place ops return (found running ops docstring examples, which print
``ops.scatter_add(param, ...)``): a Tensor, not the Parameter -- print shows its values --, which for the scatters
and AssignAdd follows the variable's later writes and for Assign keeps the value written.  msgraph returned the
Parameter itself (print: ``Parameter (name=...)``)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops
from mindspore.ops import operations as P
from _conf import emit

MODES = ("pynative",)


def param():
    return Parameter(Tensor(np.zeros((2,), np.float32)), name="x")


i = Tensor([0], ms.int32)
u = Tensor([1.0])
x = param()
o = ops.scatter_add(x, i, u)
emit("scatter_add_print", [type(o).__name__, str(o)])
ops.scatter_add(x, i, u)
emit("scatter_add_follows", o)
x = param()
o = P.ScatterAdd()(x, i, u)
P.ScatterAdd()(x, i, u)
emit("ScatterAdd_prim", [type(o).__name__, str(o)])
x = param()
o = ops.scatter_update(x, i, u)
ops.scatter_add(x, i, u)
emit("scatter_update", o)
x = param()
o = ops.assign(x, Tensor([1.0, 1.0]))
ops.assign(x, Tensor([5.0, 5.0]))
emit("assign_keeps", [type(o).__name__, str(o)])
x = param()
o = ops.assign_add(x, Tensor([1.0, 1.0]))
ops.assign_add(x, Tensor([5.0, 5.0]))
emit("assign_add_follows", o)
x = param()
o = ops.assign(x, Tensor([1.0, 1.0]))
ops.scatter_add(x, i, u)
emit("assign_then_scatter", o)
x = param()
o = ops.scatter_add(x, i, u)
ops.assign(x, Tensor([5.0, 5.0]))
emit("scatter_then_assign", o)
x = param()
o = ops.scatter_nd_add(x, Tensor([[0]], ms.int32), u)
ops.scatter_nd_add(x, Tensor([[0]], ms.int32), u)
emit("scatter_nd_add", o)
t = Tensor(np.zeros((2,), np.float32))
o = ops.scatter_add(t, i, u)
ops.scatter_add(t, i, u)
emit("tensor_scatter_add", [o, t, o is t])
