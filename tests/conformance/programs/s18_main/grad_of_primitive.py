"""GradOperation / ms.grad / ms.value_and_grad of a bare Primitive instance (MindSpore's tests pass functions or
Cells; a user passing `ops.ReLU()` gets an error): MindSpore 2.10 raises AttributeError in PyNative and RuntimeError
in Graph mode (also inside a jit function) when the gradient function is called; msgraph differentiated the
primitive."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, jit
from _conf import emit, emit_error

x = Tensor(np.array([1.0, -2.0], np.float32))
g = ops.GradOperation()(ops.ReLU())          # making the gradient function is fine
emit("made", type(g).__name__ != "")
emit_error("grad_operation", lambda: ops.GradOperation()(ops.ReLU())(x))
emit_error("grad_operation_all", lambda: ops.GradOperation(get_all=True)(ops.Mul())(x, x))
emit_error("ms_grad", lambda: ms.grad(ops.ReLU())(x))
emit_error("value_and_grad", lambda: ms.value_and_grad(ops.Mul())(x, x))
emit("functional_ok", ms.grad(ops.relu)(x))


@jit
def in_jit(x):
    return ops.GradOperation()(ops.ReLU())(x)


emit_error("in_jit", lambda: in_jit(x))
