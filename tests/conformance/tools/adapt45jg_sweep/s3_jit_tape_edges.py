"""Edge cases of jit functions under PyNative gradients: a gradient taken inside the jit function, a custom-bprop
Cell called in it, CellList loops, ops.depend, None / int / bool / string outputs beside Tensors, in-place use of the
result afterwards, the result of one jit function fed to another, Tensor arguments that are also weights, a jit
function run twice at other shapes, keyword-only Tensor defaults, a raise on a Tensor condition."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _h import case

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
Y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))


def cube(x):
    return (x * x * x).sum()


@ms.jit
def j_grad_inside(x):
    return ms.grad(cube)(x) * x


class Custom(nn.Cell):
    def construct(self, x):
        return x * 2

    def bprop(self, x, out, dout):
        return (dout * 10,)


class UsesCustom(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Custom()

    @ms.jit
    def construct(self, x):
        return self.c(x) * x


class Stack(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(3, 3, weight_init="ones", bias_init="zeros") for _ in range(2)])

    @ms.jit
    def construct(self, x):
        for l in self.layers:
            x = ops.tanh(l(x))
        return x.sum()


@ms.jit
def j_depend(x):
    y = x * 2
    z = ops.depend(y, ops.print_("dep"))
    return z * x


@ms.jit
def j_none_out(x):
    return None, x * 2


@ms.jit
def j_bool_out(x):
    return x > 1, x * 2, "txt"


@ms.jit
def j_int_only(x):
    return (x * 2).astype(ms.int32)


@ms.jit
def j_a(x):
    return x * 3


@ms.jit
def j_b(x):
    return ops.exp(x) * 2


@ms.jit
def j_raise(x):
    if x.sum() > 100:
        raise ValueError("too big")
    return x * 2


@ms.jit
def j_kwdef(x, *, w=Tensor(np.array([2.0, 3.0, 4.0], np.float32))):
    return x * w


class WArg(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")

    @ms.jit
    def construct(self, x):
        return (x * self.w).sum()


def inplace_after():
    def f(x):
        y = j_a(x)
        y += 1
        return (y * y).sum()
    return ms.grad(f)(X)


def weight_as_arg():
    net = WArg()
    return ms.grad(lambda w: net(w), grad_position=0, weights=net.trainable_params())(net.w)


def shapes():
    g1 = ms.grad(lambda x: j_a(x).sum())(X)
    g2 = ms.grad(lambda x: j_a(x).sum())(Tensor(np.ones((2, 2), np.float32)))
    return g1, g2


case("grad_inside_jit", lambda: ms.grad(lambda x: j_grad_inside(x).sum())(X))
case("custom_bprop_in_jit", lambda: ms.grad(UsesCustom())(X))
case("celllist_loop", lambda: ms.grad(Stack(), grad_position=0)(X.reshape(1, 3)))
case("depend", lambda: ms.grad(lambda x: j_depend(x).sum())(X))
case("none_out", lambda: ms.grad(lambda x: j_none_out(x)[1].sum())(X))
case("bool_out", lambda: ms.grad(lambda x: j_bool_out(x)[1].sum())(X))
case("int_only_out", lambda: ms.grad(lambda x: j_int_only(x).sum() * x.sum())(X))
case("chained_jits", lambda: ms.grad(lambda x: j_b(j_a(x)).sum())(X * 0.1))
case("inplace_after", inplace_after)
case("weight_as_arg", weight_as_arg)
case("two_shapes", shapes)
case("kw_default_tensor", lambda: ms.grad(lambda x: j_kwdef(x).sum())(X))
case("raise_not_taken", lambda: ms.grad(lambda x: j_raise(x).sum())(X))
case("raise_taken", lambda: ms.grad(lambda x: j_raise(x).sum())(X * 100))
case("value_and_grad_direct_tuple", lambda: ms.value_and_grad(j_bool_out, has_aux=False)(X))
