"""Parameter / input ``register_hook`` order (st compiler/tensor_hook test_parameter_hook_outside_graph
test_multi_parameter_on_nested_layers, adapted; PyNative): MindSpore 2.10 runs a leaf's hooks as soon as its
gradient is complete, so the weight of the Cell called last runs its hook first; msgraph ran every leaf's hooks
after the sweep in the order of the targets (the values agreed, the order hooks print in did not).  Also
``ops.HookBackward(fn)()`` with no input: MindSpore returns an empty tuple (msgraph raised ValueError)."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit, emit_error

MODES = ("pynative",)
LOG = []


def hook(name, k):
    def fn(g):
        LOG.append(name)
        return g * k
    return fn


class Inner(nn.Cell):
    def __init__(self, w):
        super().__init__()
        self.w = Parameter(Tensor(np.array(w, np.float32)), name="w")

    def construct(self, x):
        return x * self.w


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Inner([1.0, 2.0, 3.0])
        self.b = Inner([4.0, 5.0, 6.0])
        self.c = Inner([0.5, 0.5, 0.5])

    def construct(self, x):
        return self.c(self.b(self.a(x)))


x = Tensor(np.array([7.0, 8.0, 9.0], np.float32))


def nested():
    LOG.clear()
    net = Outer()
    net.a.w.register_hook(hook("a", 2))
    net.b.w.register_hook(hook("b", 3))
    net.c.w.register_hook(hook("c", 5))
    g = ms.grad(net, grad_position=None, weights=net.trainable_params())(x)
    return g, "".join(LOG)


def with_input():
    LOG.clear()
    net = Outer()
    xi = Tensor(np.array([7.0, 8.0, 9.0], np.float32))
    xi.register_hook(hook("x", 2))
    net.b.w.register_hook(hook("b", 3))
    net.a.w.register_hook(hook("a", 5))
    g = ms.grad(net, grad_position=0, weights=net.trainable_params())(xi)
    return g, "".join(LOG)


emit_error("nested_weights", nested)
emit_error("input_and_weights", with_input)
emit_error("hookbackward_no_input", lambda: ops.HookBackward(lambda g: None)())
