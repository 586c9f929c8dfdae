"""Hooks in control flow inside gradients, set_inputs with hooked Cells, _no_grad in jit code under PyNative
gradients, Tensor.requires_grad, bprop with hooks, jit methods re-called with other dtypes (Parameter changes)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
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


HOOKS = [("register_forward_pre_hook", pre_double), ("register_forward_hook", fwd_plus1),
         ("register_backward_hook", bwd_tenfold)]

for kind, hook in HOOKS:
    nm = hook.__name__

    class Ctl(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = Scale(2.0)
            getattr(self.c, kind)(hook)

        def construct(self, v, n):
            out = v
            if n > 1:
                out = self.c(out)
            for _ in range(2):
                out = out + self.c(v)
            i = 0
            while i < n:
                out = out * 1.5
                i += 1
            return out.sum()

    case("ctl_%s_n0" % nm, lambda: ms.value_and_grad(Ctl())(x, 0))
    case("ctl_%s_n2" % nm, lambda: ms.value_and_grad(Ctl())(x, 2))
    case("ctl_%s_tensor_n" % nm, lambda: ms.value_and_grad(Ctl())(x, Tensor(2)))

    def dyn(kind=kind, hook=hook):
        c = Scale(2.0)
        getattr(c, kind)(hook)
        c.set_inputs(Tensor(shape=[None], dtype=ms.float32))
        return c(x), ms.grad(c)(x), c(Tensor(np.ones(5), ms.float32)), ms.grad(c)(Tensor(np.ones(2), ms.float32))

    case("setinputs_%s" % nm, dyn)

    def twice_dtypes(kind=kind, hook=hook):
        c = Scale(2.0)
        getattr(c, kind)(hook)
        return (ms.grad(c)(x), ms.grad(c)(Tensor(np.array([1.0, 2.0]), ms.float16)),
                ms.grad(c)(Tensor(np.array([[1.0]]), ms.float64)))

    case("dtypes_%s" % nm, twice_dtypes)


# _no_grad inside a jit function differentiated in PyNative
@ms.jit
def jf_nograd(v):
    a = v * v
    with ms._no_grad():
        b = v * 3
    return (a + b).sum()


case("jit_nograd_grad", lambda: ms.grad(jf_nograd)(x))


def nograd_cell_call(v):
    c = nn.Dense(3, 1, weight_init="ones", bias_init="zeros")
    with ms._no_grad():
        y = c(v)
    return (y * v).sum()


case("nograd_cell_grad", lambda: ms.grad(nograd_cell_call)(Tensor(np.ones((1, 3)), ms.float32)))


# Tensor.requires_grad in PyNative
def rq(flag):
    a = Tensor(np.array([1.0, 2.0]), ms.float32)
    a.requires_grad = flag
    b = Tensor(np.array([3.0, 4.0]), ms.float32)
    return ms.grad(lambda p, q: (p * q).sum(), grad_position=(0, 1))(a, b), a.requires_grad


case("tensor_requires_grad_true", lambda: rq(True))
case("tensor_requires_grad_false", lambda: rq(False))


# Parameter requires_grad toggled between calls of one grad function
class PW(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0]), ms.float32), name="w")
        self.b = Parameter(Tensor(np.array([1.0, 1.0]), ms.float32), name="b")

    def construct(self, v):
        return (v * self.w * self.b).sum()


def toggled():
    n = PW()
    gf = ms.grad(n, grad_position=None, weights=n.trainable_params())
    g1 = gf(x[:2])
    n.b.requires_grad = False
    g2 = gf(x[:2])
    g3 = ms.grad(n, grad_position=None, weights=n.trainable_params())(x[:2])
    return g1, g2, g3


case("param_requires_grad_toggled", toggled)


def gradop_toggled():
    n = PW()
    n.w.requires_grad = False
    return ops.GradOperation(get_all=True, get_by_list=True)(n, ms.ParameterTuple([n.w, n.b]))(x[:2])


case("gradop_untrainable_in_list", gradop_toggled)


# custom bprop Cell with hooks
class BpCell(nn.Cell):
    def construct(self, v):
        return v * 2

    def bprop(self, v, out, dout):
        return (dout * 100,)


for kind, hook in HOOKS:
    def bp(kind=kind, hook=hook):
        c = BpCell()
        getattr(c, kind)(hook)
        return c(x), ms.grad(c)(x)

    case("bprop_%s" % hook.__name__, bp)


# jit method re-called after a Parameter dtype/shape change
class JM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0]), ms.float32), name="w")

    @ms.jit
    def construct(self, v):
        return v * self.w


def jm():
    n = JM()
    a = n(x)
    n.w.set_data(Tensor(np.array([3.0, 4.0, 5.0]), ms.float32))
    b = n(x)
    n.w.set_data(Tensor(np.array([1.5]), ms.float64))
    c = n(x)
    return a, b, c, ms.grad(n, weights=n.trainable_params())(x)


case("jit_param_set_data", jm)
