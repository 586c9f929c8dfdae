# ops.HookBackward (PyNative): an identity whose backward hook gets the output gradients as a tuple
# and may return replacements.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_error

MODES = ("pynative",)
seen = []


def hook(g):
    seen.append((type(g).__name__, [t.asnumpy().tolist() for t in g]))
    return (g[0] * 3,)


hb = ops.HookBackward(hook)


def f(x, y):
    z = hb(x * y)
    return z * 2


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit("grads", ms.grad(f, grad_position=(0, 1))(x, y))
emit("seen", seen)
emit("forward_identity", hb(x))
seen.clear()


def record(g):
    seen.append(len(g))


hb2 = ops.HookBackward(record)


def f2(x, y):
    a, b = hb2(x, y)
    return a * b


emit("two_inputs", ms.grad(f2, grad_position=(0, 1))(x, y))
emit("two_inputs_seen", seen)
emit_error("not_callable", lambda: ops.HookBackward(3))
