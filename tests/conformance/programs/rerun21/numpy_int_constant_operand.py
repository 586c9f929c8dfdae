"""Found re-running st compiler fallback sweeps (session 21): in graph code an integer numpy constant given to a
Tensor op (``t > np.array([1, 2])``, ``ops.add(t, x)`` with ``x = np.array([1, 2])``) is MindSpore 2.10's
TypeError as a float one is; msgraph computed it when the Tensor argument was a small integer Tensor (the
refusal made the compiler retry with that Tensor's value as a constant, where the op ran)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from _conf import emit, emit_error


@jit
def gt_local(t):
    x = np.array([1, 2])
    return t > x


@jit
def add_inline(t):
    return ops.add(t, np.array([1, 2]))


@jit
def iadd_local(t):
    x = np.array([1, 2])
    t += x
    return t


@jit
def add_tensor_of_array(t):
    return ops.add(t, Tensor(np.array([1, 2])))


t = Tensor(np.array([3, 2]))
emit_error("gt_local", lambda: gt_local(t))
emit_error("add_inline", lambda: add_inline(t))
emit_error("iadd_local", lambda: iadd_local(t))
emit("add_tensor_of_array", add_tensor_of_array(t))
