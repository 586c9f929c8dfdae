"""Cell hooks on a container's member (SequentialCell / CellList, st pynative/hook adapted) called from ``@ms.jit``
code that is differentiated in PyNative.  MindSpore 2.10 calls a container's member from graph code without its
forward pre-hooks, forward hooks and backward hooks -- the jit function's plain call, its ``ms.grad``, its
``value_and_grad`` and ``GradOperation`` agree; so do the Cells of a list or tuple attribute.  msgraph ran the jit code eagerly on the tape under a PyNative
gradient and applied the hooks there (silently: value_and_grad's value [12, 24, 36] for [6, 12, 18], a pre-hook's
doubled gradient, a backward hook's tenfold one).  A Cell reached as an attribute keeps its hooks."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

x = Tensor(np.array([1.0, 2.0, 3.0]), ms.float32)


class Scale(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, v):
        return v * self.k


def pre_double(cell, inputs):
    return (inputs[0] * 2,)


def fwd_plus1(cell, inputs, output):
    return output + 1


def bwd_tenfold(cell, grad_input, grad_output):
    return (grad_input[0] * 10,)


HOOKS = [("register_forward_pre_hook", pre_double), ("register_forward_hook", fwd_plus1),
         ("register_backward_hook", bwd_tenfold)]

for kind, hook in HOOKS:
    name = hook.__name__
    seq = nn.SequentialCell([Scale(2.0), Scale(3.0)])
    getattr(seq[0], kind)(hook)

    @ms.jit
    def f(v):
        return seq(v) * 2

    emit(f"seq_member_{name}_call", f(x))
    emit(f"seq_member_{name}_grad", ms.grad(f)(x))
    emit(f"seq_member_{name}_value_and_grad", ms.value_and_grad(f)(x))
    emit(f"seq_member_{name}_gradoperation", ops.GradOperation()(f)(x))

    class ListNet(nn.Cell):
        def __init__(self):
            super().__init__()
            self.layers = nn.CellList([Scale(2.0), Scale(3.0)])
            getattr(self.layers[0], kind)(hook)

        @ms.jit
        def construct(self, v):
            for layer in self.layers:
                v = layer(v)
            return v

    n = ListNet()
    emit(f"celllist_member_{name}_call", n(x))
    emit(f"celllist_member_{name}_grad", ms.grad(n)(x))

    class IndexNet(nn.Cell):
        def __init__(self):
            super().__init__()
            self.layers = nn.CellList([Scale(2.0), Scale(3.0)])
            getattr(self.layers[1], kind)(hook)

        @ms.jit
        def construct(self, v):
            return self.layers[1](self.layers[0](v))

    n = IndexNet()
    emit(f"celllist_index_{name}_grad", ms.value_and_grad(n)(x))

    class AttrNet(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = Scale(2.0)
            getattr(self.c, kind)(hook)

        @ms.jit
        def construct(self, v):
            return self.c(v) * 3

    n = AttrNet()
    emit(f"attribute_{name}_value_and_grad", ms.value_and_grad(n)(x))

    class ListAttr(nn.Cell):
        def __init__(self):
            super().__init__()
            first = Scale(2.0)
            getattr(first, kind)(hook)
            self.layers = [first, Scale(3.0)]

        def construct(self, v):
            for layer in self.layers:
                v = layer(v)
            return v

    class TupleAttr(nn.Cell):
        def __init__(self):
            super().__init__()
            first = Scale(2.0)
            getattr(first, kind)(hook)
            self.layers = (first, Scale(3.0))

        def construct(self, v):
            return self.layers[1](self.layers[0](v))

    for cls in (ListAttr, TupleAttr):
        net = cls()

        @ms.jit
        def g(v):
            return net(v) * 2

        emit(f"{cls.__name__}_{name}_jit_call", g(x))
        emit(f"{cls.__name__}_{name}_jit_value_and_grad", ms.value_and_grad(g)(x))
        emit(f"{cls.__name__}_{name}_eager_value_and_grad", ms.value_and_grad(net)(x))
