"""Hooks inside @ms.jit code and Graph-mode parents: list / tuple / dict attributes of Cells, a member also read
as an attribute, Tensor.register_hook in jit functions under PyNative gradients, backward pre-hooks, hook counts."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

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


def bpre_half(cell, grad_output):
    return (grad_output[0] * 0.5,)


HOOKS = [("register_forward_pre_hook", pre_double), ("register_forward_hook", fwd_plus1),
         ("register_backward_hook", bwd_tenfold), ("register_backward_pre_hook", bpre_half)]


def mk(kind, hook):
    c = Scale(2.0)
    getattr(c, kind)(hook)
    return c


for kind, hook in HOOKS:
    nm = hook.__name__

    class ListAttr(nn.Cell):
        def __init__(self):
            super().__init__()
            self.layers = [mk(kind, hook), Scale(3.0)]

        def construct(self, v):
            for l in self.layers:
                v = l(v)
            return v

    class TupleAttr(nn.Cell):
        def __init__(self):
            super().__init__()
            self.layers = (mk(kind, hook), Scale(3.0))

        def construct(self, v):
            return self.layers[1](self.layers[0](v))

    class AlsoAttr(nn.Cell):
        def __init__(self):
            super().__init__()
            self.first = mk(kind, hook)
            self.seq = nn.SequentialCell([self.first, Scale(3.0)])

        def construct(self, v):
            return self.seq(v) + self.first(v)

    class DictNet(nn.Cell):
        def __init__(self):
            super().__init__()
            self.d = nn.CellDict({"a": mk(kind, hook), "b": Scale(3.0)})

        def construct(self, v):
            return self.d["b"](self.d["a"](v))

    for cls in (ListAttr, TupleAttr, AlsoAttr, DictNet):
        case("%s_%s_fwd" % (cls.__name__, nm), lambda: cls()(x))
        case("%s_%s_vg" % (cls.__name__, nm), lambda: ms.value_and_grad(cls())(x))

        def jitted(cls=cls):
            n = cls()

            @ms.jit
            def f(v):
                return n(v) * 2

            return f(x), ms.value_and_grad(f)(x)

        case("%s_%s_jitfn" % (cls.__name__, nm), jitted)


# Tensor.register_hook inside a jit function differentiated in PyNative / Graph
def th(g):
    return g * 10


@ms.jit
def jf_thook(v):
    y = v * 2
    y.register_hook(th)
    return (y * y).sum()


case("jit_tensor_hook_grad", lambda: ms.grad(jf_thook)(x))
case("jit_tensor_hook_vg", lambda: ms.value_and_grad(jf_thook)(x))


def outer_thook(v):
    y = v * 2
    y.register_hook(th)
    return jf_plain(y)


@ms.jit
def jf_plain(y):
    return (y * y).sum()


case("outer_tensor_hook_jit_inner", lambda: ms.grad(outer_thook)(x))


def leaf_thook(v):
    v.register_hook(th)
    return jf_plain(v)


case("leaf_tensor_hook_jit_inner", lambda: ms.grad(leaf_thook)(Tensor(np.array([1.0, 2.0]), ms.float32)))


# HookBackward inside a jit function
def hb_fn(g):
    return g * 3


hb = ops.HookBackward(hb_fn)


@ms.jit
def jf_hb(v):
    return hb(v * 2) * v


case("jit_hookbackward_grad", lambda: ms.grad(jf_hb)(x))


# hook call counts in PyNative: a forward hook on a cell called 3 times in a loop, grad
CNT = []


def counting(cell, inputs, output):
    CNT.append(1)
    return None


def counts():
    CNT.clear()
    c = Scale(2.0)
    c.register_forward_hook(counting)

    class Loop(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = c

        def construct(self, v):
            for _ in range(3):
                v = self.c(v)
            return v

    n = Loop()
    a = n(x)
    k1 = len(CNT)
    g = ms.grad(n)(x)
    return a, g, k1, len(CNT)


if ms.get_context("mode") == ms.PYNATIVE_MODE:
    case("hook_counts_loop", counts)


# hook returning wrong arity / type
def pre_two(cell, inputs):
    return (inputs[0], inputs[0])


def fwd_tuple(cell, inputs, output):
    return (output, output)


def bwd_two(cell, gi, go):
    return (gi[0], gi[0])


def bwd_notuple(cell, gi, go):
    return gi[0] * 2


for kind, hook in [("register_forward_pre_hook", pre_two), ("register_forward_hook", fwd_tuple),
                   ("register_backward_hook", bwd_two), ("register_backward_hook", bwd_notuple)]:
    case("bad_%s_fwd" % hook.__name__, lambda: mk(kind, hook)(x))
    case("bad_%s_grad" % hook.__name__, lambda: ms.grad(mk(kind, hook))(x))
