"""PyNative Cell.register_backward_hook: which gradients a hook's grad_input holds, and whether it is called.

MindSpore 2.10 differentiates every Tensor argument of the function when input positions are asked for, so
`ms.grad(net, 0)` (or GradOperation()) hands a hook of a Cell taking (a, b) both inputs' gradients; an input made of
no differentiated value (a captured constant, a stop_gradient result) is None.  When no input of the hooked Cell is
differentiated and the gradient reaches the Cell through its Parameters only (weights-only gradients), the hook is
called with grad_input (None,); when the gradient does not reach the Cell at all (the differentiated position
does not feed it, no weight asked for), the hook is not called.  msgraph gave None for the second argument
(`(g, None)`; a hook scaling both raised TypeError), `(None, None)` for weights-only gradients, and called the
hook of an unreached Cell with `(None, None)`.  (Graph mode compiles the hook; its Python side effects differ:
PyNative only.)"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([0.7, -1.3, 1.9], np.float32))
y = Tensor(np.array([2.0, 0.5, -1.0], np.float32))
K = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
SEEN = []


def desc(v):
    if isinstance(v, tuple):
        return tuple(desc(u) for u in v)
    return None if v is None else v.asnumpy().tolist()


def record(cell, gin, gout):
    SEEN.append(("gin", desc(gin), "gout", desc(gout)))


def scale_both(cell, gin, gout):
    return (gin[0] * 10, gin[1] * 10)


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -0.5, 2.0], np.float32)), name="w")

    def construct(self, a, b):
        return a * self.w * b


class Outer(nn.Cell):
    def __init__(self, kind, hook):
        super().__init__()
        self.kind = kind
        self.inner = Lin()
        self.inner.register_backward_hook(hook)

    def construct(self, a, b):
        if self.kind == "direct":
            c = self.inner(a, b)
        elif self.kind == "const":
            c = self.inner(a * 2, K)
        elif self.kind == "const_first":
            c = self.inner(K, b)
        else:
            c = self.inner(a, ops.stop_gradient(b))
        return (c * c).sum()


for kind in ("direct", "const", "const_first", "stop_gradient"):
    net = Outer(kind, record)
    for lab, gp, weights in (("position 0", 0, None), ("position 1", 1, None), ("positions (0, 1)", (0, 1), None),
                             ("weights only", None, net.trainable_params()),
                             ("position 0 and weights", 0, net.trainable_params())):
        del SEEN[:]
        g = ms.grad(net, gp, weights)(x, y)
        emit(f"{kind} {lab}", (g, list(SEEN)))
    del SEEN[:]
    g = ops.GradOperation()(net)(x, y)
    emit(f"{kind} GradOperation()", (g, list(SEEN)))
    del SEEN[:]
    g = ops.GradOperation(get_by_list=True)(net, net.trainable_params())(x, y)
    emit(f"{kind} GradOperation(get_by_list)", (g, list(SEEN)))

net = Outer("direct", scale_both)
emit("scale both, position 0", ms.grad(net, 0)(x, y))
emit("scale both, position 0 and weights", ms.grad(net, 0, net.trainable_params())(x, y))
emit("scale both, value_and_grad position 1", ms.value_and_grad(net, 1)(x, y))
emit_error("scale both, weights only (gin[0] is None)", lambda: ms.grad(net, None, net.trainable_params())(x, y))
