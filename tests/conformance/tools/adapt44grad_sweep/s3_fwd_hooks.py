"""Fifth-pass combinations from st compiler/gradient (jvp / vjp / jacfwd / jacrev / linearize), compiler/tensor_hook,
high_grad and pynative/hook: float16 / float64 / 0-d inputs, has_aux, Tensor-condition control flow inside the
differentiated function, Tensor hooks registered inside construct under value_and_grad / grad of grad, Cell hooks on
nn layers with non-default arguments."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case


def T(a, dt=np.float32):
    return Tensor(np.array(a, dt))


def f_ctrl(x):
    if x.sum() > 0:
        y = ops.sin(x) * x
    else:
        y = ops.cos(x)
    i = 0
    while i < 2:
        y = y * 1.5 + x
        i += 1
    return y


def f_aux(x):
    return (x * x).sum(), x * 2


def f2(x, y):
    return x * y + ops.exp(x), x - y


for dt, name in ((np.float32, "f32"), (np.float16, "f16"), (np.float64, "f64")):
    x = T([0.5, -1.0, 2.0], dt)
    v = T([1.0, 0.5, -1.0], dt)
    case(f"jvp_ctrl/{name}", lambda x=x, v=v: ms.jvp(f_ctrl, x, v))
    case(f"vjp_ctrl/{name}", lambda x=x, v=v: ms.vjp(f_ctrl, x)[1](v))
    case(f"jacfwd_ctrl/{name}", lambda x=x: ms.jacfwd(f_ctrl)(x))
    case(f"jacrev_ctrl/{name}", lambda x=x: ms.jacrev(f_ctrl)(x))
    case(f"grad_grad_ctrl/{name}", lambda x=x: ms.grad(lambda a: ms.grad(f_ctrl)(a).sum())(x))
    case(f"jacrev_aux/{name}", lambda x=x: ms.jacrev(f_aux, has_aux=True)(x))
    case(f"vjp_two/{name}", lambda x=x, v=v: ms.vjp(f2, x, v)[1](v, v))
    case(f"jvp_two/{name}", lambda x=x, v=v: ms.jvp(f2, (x, v), (v, v)))
x0 = T(1.5)
case("jvp_0d", lambda: ms.jvp(f_ctrl, x0, T(2.0)))
case("jacrev_0d", lambda: ms.jacrev(f_ctrl)(x0))
case("jacfwd_0d", lambda: ms.jacfwd(f_ctrl)(x0))


def hook10(g):
    return g * 10


class HookNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(T([1.0, 2.0, 3.0]), name="w")

    def construct(self, x):
        y = x * self.w
        y.register_hook(hook10)
        if y.sum() > 0:
            z = y * y
        else:
            z = y * 3
        return z.sum()


class HookNet2(nn.Cell):
    def construct(self, x):
        y = ops.sin(x)
        y.register_hook(hook10)
        return (y * x).sum()


xs = T([0.5, -1.0, 2.0])
case("hook/value_and_grad", lambda: ms.value_and_grad(HookNet(), 0, HookNet().trainable_params())(xs))
case("hook/gradop_weights", lambda: ops.GradOperation(get_all=True, get_by_list=True)(
    HookNet(), HookNet().trainable_params())(xs))
case("hook/neg", lambda: ms.grad(HookNet())(-xs))
case("hook/grad_grad", lambda: ms.grad(lambda a: ms.grad(HookNet2())(a).sum())(xs))
case("hook/jit", lambda: ms.jit(lambda a: ms.grad(HookNet2())(a))(xs))
case("hook/f64", lambda: ms.grad(HookNet2())(T([0.5, -1.0, 2.0], np.float64)))
case("hook/f16", lambda: ms.grad(HookNet2())(T([0.5, -1.0, 2.0], np.float16)))


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros", has_bias=True, activation="tanh")
        self.bn = nn.BatchNorm1d(2, momentum=0.5, use_batch_statistics=True)

    def construct(self, x):
        return self.bn(self.dense(x))


rec = []


def fwd_hook(cell, inp, out):
    rec.append(("fwd", type(cell).__name__))
    return out * 2


def bwd_hook(cell, gin, gout):
    rec.append(("bwd", type(cell).__name__))
    return (gin[0] * 3,)


def run_hooks(kind):
    ms.set_seed(0)
    net = Block()
    if kind == "fwd":
        net.dense.register_forward_hook(fwd_hook)
    elif kind == "bwd":
        net.dense.register_backward_hook(bwd_hook)
    elif kind == "pre":
        net.dense.register_forward_pre_hook(lambda c, i: (i[0] * 0.5,))
    rec.clear()
    xb = T([[0.5, -1.0, 2.0], [1.0, 0.3, -0.2], [0.1, 0.2, 0.3]])
    g = ms.grad(net, grad_position=0, weights=net.trainable_params())(xb)
    return g, list(rec)


for kind in ("none", "fwd", "bwd", "pre"):
    case(f"cellhook/{kind}", lambda kind=kind: run_hooks(kind))
