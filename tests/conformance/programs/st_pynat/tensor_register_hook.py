# Tensor.register_hook (PyNative): the hook sees the complete gradient of the tensor (summed over its
# uses), its return value replaces it (None keeps it), handles remove hooks, leaf tensors and
# Parameters take hooks too, and an unused differentiated Parameter's hook sees its zero gradient.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_error

MODES = ("pynative",)
seen = []


def double(g):
    seen.append(g.asnumpy().tolist())
    return g * 2


def triple(g):
    return g * 3


def f(x, y):
    z = x * y
    z.register_hook(double)
    return z * y + z


x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([2.0, 3.0, 4.0], np.float32))
emit("op_output", ms.grad(f, grad_position=(0, 1))(x, y))
emit("hook_saw_summed_grad", seen)


def g(x):
    a, b = ops.split(x, 2)
    a.register_hook(double)
    h = a.register_hook(triple)
    b.register_hook(triple)
    n = len(a.hooks())
    h.remove()
    emit("hooks_len", (n, len(a.hooks()), len(b.hooks())))
    return a * a + b


emit("multi_output", ms.grad(g)(Tensor(np.arange(4, dtype=np.float32))))

leaf = Tensor(np.array([1.0, 2.0], np.float32))
h1 = leaf.register_hook(double)
h2 = leaf.register_hook(triple)
emit("leaf_two_hooks", ms.grad(lambda t: t * t)(leaf))
h1.remove()
h1.remove()
emit("leaf_after_remove", ms.grad(lambda t: t * t)(leaf))
h2.remove()
emit("leaf_no_hooks", ms.grad(lambda t: t * t)(leaf))

calls = []


def count(g):
    calls.append(g.asnumpy().tolist())


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w1 = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w1")
        self.w2 = Parameter(Tensor(np.array([3.0, 4.0], np.float32)), name="w2")
        self.w1.register_hook(count)
        self.w2.register_hook(count)

    def construct(self, x):
        y = x * self.w1
        return y * self.w1


net = Net()
emit("params", ops.GradOperation(get_by_list=True)(net, net.trainable_params())(
    Tensor(np.array([1.0, 1.0], np.float32))))
emit("param_hook_calls", calls)
emit_error("not_callable", lambda: Tensor([1.0]).register_hook(3))
emit_error("requires_grad_false",
           lambda: Parameter(Tensor([1.0]), requires_grad=False).register_hook(double))
