"""Cell hooks combined with SequentialCell / CellList, handles, return values, ms.jit callers, gradients."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

MODE = ms.get_context("mode")


def t(*v, dt=ms.float32):
    return Tensor(np.array(v), dt)


class Scale(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        return x * self.k


def pre_double(cell, inputs):
    return (inputs[0] * 2,)


def pre_none(cell, inputs):
    return None


def fwd_plus1(cell, inputs, output):
    return output + 1


def fwd_none(cell, inputs, output):
    return None


def bwd_tenfold(cell, grad_input, grad_output):
    return (grad_input[0] * 10,)


def bwd_none(cell, grad_input, grad_output):
    return None


def seq_with(kind, hook, which=1):
    cells = [Scale(2.0), Scale(3.0), Scale(5.0)]
    getattr(cells[which], kind)(hook)
    return nn.SequentialCell(cells)


x = t(1.0, 2.0, 3.0)
for kind, hook in [("register_forward_pre_hook", pre_double), ("register_forward_pre_hook", pre_none),
                   ("register_forward_hook", fwd_plus1), ("register_forward_hook", fwd_none),
                   ("register_backward_hook", bwd_tenfold), ("register_backward_hook", bwd_none)]:
    for which in (0, 1, 2):
        tag = "%s_%s_%d" % (kind.split("_")[1], hook.__name__, which)
        case("seq_%s_fwd" % tag, lambda: seq_with(kind, hook, which)(x))
        case("seq_%s_grad" % tag, lambda: ms.grad(seq_with(kind, hook, which))(x))
        case("seq_%s_vg" % tag, lambda: ms.value_and_grad(seq_with(kind, hook, which))(x))


# hook on the SequentialCell itself
def seq_outer(kind, hook):
    s = nn.SequentialCell([Scale(2.0), Scale(3.0)])
    getattr(s, kind)(hook)
    return s


for kind, hook in [("register_forward_pre_hook", pre_double), ("register_forward_hook", fwd_plus1),
                   ("register_backward_hook", bwd_tenfold)]:
    case("seqouter_%s_fwd" % hook.__name__, lambda: seq_outer(kind, hook)(x))
    case("seqouter_%s_grad" % hook.__name__, lambda: ms.grad(seq_outer(kind, hook))(x))


# CellList iterated in a construct
class ListNet(nn.Cell):
    def __init__(self, kind, hook, which):
        super().__init__()
        self.layers = nn.CellList([Scale(2.0), Scale(3.0), Scale(5.0)])
        getattr(self.layers[which], kind)(hook)

    def construct(self, x):
        for l in self.layers:
            x = l(x) + 1
        return x


for kind, hook in [("register_forward_pre_hook", pre_double), ("register_forward_hook", fwd_plus1),
                   ("register_backward_hook", bwd_tenfold)]:
    for which in (0, 2):
        case("list_%s_%d_fwd" % (hook.__name__, which), lambda: ListNet(kind, hook, which)(x))
        case("list_%s_%d_grad" % (hook.__name__, which), lambda: ms.grad(ListNet(kind, hook, which))(x))


# removing with the handle, then calling again
def removed(kind, hook, remove_after_first):
    s = nn.SequentialCell([Scale(2.0), Scale(3.0)])
    h = getattr(s[1], kind)(hook)
    a = s(x)
    g1 = ms.grad(s)(x)
    if remove_after_first:
        h.remove()
    b = s(x)
    g2 = ms.grad(s)(x)
    h.remove()
    c = s(x)
    return a, g1, b, g2, c


for kind, hook in [("register_forward_pre_hook", pre_double), ("register_forward_hook", fwd_plus1),
                   ("register_backward_hook", bwd_tenfold)]:
    case("remove_%s_after1" % hook.__name__, lambda: removed(kind, hook, True))
    case("remove_%s_late" % hook.__name__, lambda: removed(kind, hook, False))


# two hooks of one kind on one cell, one removed
def two_hooks(kind, h1, h2, drop):
    c = Scale(2.0)
    a = getattr(c, kind)(h1)
    b = getattr(c, kind)(h2)
    if drop == 1:
        a.remove()
    elif drop == 2:
        b.remove()
    return c(x), ms.grad(c)(x)


def fwd_times3(cell, inputs, output):
    return output * 3


def pre_plus1(cell, inputs):
    return (inputs[0] + 1,)


def bwd_plus1(cell, gi, go):
    return (gi[0] + 1,)


for kind, h1, h2 in [("register_forward_hook", fwd_plus1, fwd_times3),
                     ("register_forward_pre_hook", pre_double, pre_plus1),
                     ("register_backward_hook", bwd_tenfold, bwd_plus1)]:
    for drop in (0, 1, 2):
        case("two_%s_%s_drop%d" % (h1.__name__, h2.__name__, drop), lambda: two_hooks(kind, h1, h2, drop))


# hooked cells called from an @ms.jit function (PyNative caller) and grad of it
def jit_caller(kind, hook):
    s = nn.SequentialCell([Scale(2.0), Scale(3.0)])
    getattr(s[0], kind)(hook)

    @ms.jit
    def f(v):
        return s(v) * 2

    return f(x), ms.grad(f)(x)


for kind, hook in [("register_forward_pre_hook", pre_double), ("register_forward_hook", fwd_plus1),
                   ("register_backward_hook", bwd_tenfold)]:
    case("jitcall_%s" % hook.__name__, lambda: jit_caller(kind, hook))


# hooked cell inside a jit-decorated construct
class JitNet(nn.Cell):
    def __init__(self, kind, hook):
        super().__init__()
        self.a = Scale(2.0)
        self.b = Scale(3.0)
        getattr(self.b, kind)(hook)

    @ms.jit
    def construct(self, x):
        return self.b(self.a(x)) - x


for kind, hook in [("register_forward_pre_hook", pre_double), ("register_forward_hook", fwd_plus1),
                   ("register_backward_hook", bwd_tenfold)]:
    case("jitconstruct_%s_fwd" % hook.__name__, lambda: JitNet(kind, hook)(x))
    case("jitconstruct_%s_grad" % hook.__name__, lambda: ms.grad(JitNet(kind, hook))(x))


# Tensor.register_hook inside a construct, returning a replaced gradient, nested in SequentialCell
def thook(g):
    return g * 100


class THook(nn.Cell):
    def construct(self, x):
        y = x * 2
        y.register_hook(thook)
        return y * y


for dt in (ms.float32, ms.float16, ms.float64):
    case("thook_seq_%s" % dt, lambda: ms.grad(nn.SequentialCell([Scale(2.0), THook()]))(t(1.0, 2.0, dt=dt)))
    case("bwd_dtype_%s" % dt, lambda: ms.grad(seq_with("register_backward_hook", bwd_tenfold, 1))(t(1.0, 2.0, dt=dt)))
    case("fwd_dtype_%s" % dt, lambda: seq_with("register_forward_hook", fwd_plus1, 1)(t(1.0, 2.0, dt=dt)))


# backward hook with weights: get_by_list
class DenseNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
        self.d.register_backward_hook(bwd_tenfold)

    def construct(self, x):
        return self.d(x).sum()


def dense_grads():
    n = DenseNet()
    return ops.GradOperation(get_all=True, get_by_list=True)(n, n.trainable_params())(t([1.0, 2.0]))


case("dense_bwdhook_weights", dense_grads)
