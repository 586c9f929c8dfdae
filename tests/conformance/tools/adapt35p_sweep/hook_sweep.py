"""Hooks on Cells inside small networks: forward(-pre) hooks changing values, backward hooks, Tensor.register_hook,
training steps through hooked networks, removal between calls, jit sub-cells."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

X = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 10 - 0.5)
Y = Tensor(np.ones((3, 2), np.float32) * 0.5)
LOG = []


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 3, weight_init=Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 13 - 0.4), bias_init="zeros")
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(3, 2, weight_init=Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 7 - 0.3), bias_init="ones")

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


def pre_scale(cell, inp):
    LOG.append(("pre", type(cell).__name__, len(inp)))
    return (inp[0] * 2,)


def pre_single(cell, inp):
    return inp[0] + 1


def pre_none(cell, inp):
    LOG.append("pre_none")


def fwd_add(cell, inp, out):
    LOG.append(("fwd", type(cell).__name__))
    return out + 1


def fwd_none(cell, inp, out):
    LOG.append(("fwd_none", out.shape))


def bwd_scale(cell, gin, gout):
    LOG.append(("bwd", type(cell).__name__, len(gin), len(gout)))
    return tuple(g * 3 if g is not None else g for g in gin)


def bwd_none(cell, gin, gout):
    LOG.append(("bwd_none", [None if g is None else g.shape for g in gin], [None if g is None else g.shape for g in gout]))


def gall(net, *a):
    return ms.grad(net, grad_position=0, weights=net.trainable_params())(*a)


def w(net):
    return [p.value() for p in net.trainable_params()]


def run(name, setup, fn):
    def f():
        LOG.clear()
        n = Net(); setup(n)
        r = fn(n)
        return [r, list(LOG)]
    case(name, f)


FWD = lambda n: n(X)
GRAD = lambda n: gall(n, X)


def TRAIN(n):
    t = nn.TrainOneStepCell(nn.WithLossCell(n, nn.MSELoss()), nn.SGD(n.trainable_params(), 0.1))
    return [t(X, Y), t(X, Y)] + w(n)


SETUPS = {
    "pre_fc1": lambda n: n.fc1.register_forward_pre_hook(pre_scale),
    "pre_single": lambda n: n.fc2.register_forward_pre_hook(pre_single),
    "pre_none": lambda n: n.fc1.register_forward_pre_hook(pre_none),
    "fwd_act": lambda n: n.act.register_forward_hook(fwd_add),
    "fwd_none": lambda n: n.fc2.register_forward_hook(fwd_none),
    "fwd_two": lambda n: (n.fc1.register_forward_hook(fwd_add), n.fc1.register_forward_hook(fwd_add)),
    "bwd_fc2": lambda n: n.fc2.register_backward_hook(bwd_scale),
    "bwd_act": lambda n: n.act.register_backward_hook(bwd_scale),
    "bwd_none": lambda n: n.fc1.register_backward_hook(bwd_none),
    "pre_fwd_bwd": lambda n: (n.fc2.register_forward_pre_hook(pre_scale), n.fc2.register_forward_hook(fwd_add),
                              n.fc2.register_backward_hook(bwd_scale)),
    "top_pre": lambda n: n.register_forward_pre_hook(pre_scale),
    "top_fwd": lambda n: n.register_forward_hook(fwd_add),
    "top_bwd": lambda n: n.register_backward_hook(bwd_scale),
    "removed": lambda n: n.fc1.register_forward_hook(fwd_add).remove(),
}

for sname, s in SETUPS.items():
    for fname, fn in (("fwd", FWD), ("grad", GRAD), ("train", TRAIN)):
        run(f"{sname}/{fname}", s, fn)


def c_remove_between():
    LOG.clear(); n = Net(); h = n.act.register_forward_hook(fwd_add)
    a = n(X); h.remove(); b = n(X)
    return [a, b, list(LOG)]


def c_tensor_hook():
    LOG.clear()
    def hk(g):
        LOG.append(("th", g.shape)); return g * 2
    class N(nn.Cell):
        def construct(self, x, y):
            z = x * y
            z.register_hook(hk)
            return (z * z).sum()
    return [ms.grad(N(), (0, 1))(X, X + 1), list(LOG)]


def c_tensor_hook_input():
    LOG.clear()
    x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    def hk(g):
        LOG.append("in"); return g + 1
    x.register_hook(hk)
    f = lambda a: (a * a).sum()
    return [ms.grad(f)(x), list(LOG)]


def c_param_hook():
    LOG.clear(); n = Net()
    n.fc1.weight.register_hook(lambda g: g * 0)
    return TRAIN(n)


def c_jit_sub():
    LOG.clear(); n = Net()
    n.fc1.construct = ms.jit(n.fc1.construct)
    n.act.register_forward_hook(fwd_add)
    return [n(X), gall(n, X), list(LOG)]


def c_hook_jit_cell():
    LOG.clear(); n = Net()
    n.fc2.register_forward_hook(fwd_add)
    @ms.jit
    def f(x):
        return n(x)
    return [f(X), list(LOG)]


def c_bwd_on_seq():
    LOG.clear()
    s = nn.SequentialCell([nn.Dense(4, 3, weight_init="ones", bias_init="zeros"), nn.Sigmoid()])
    s.register_backward_hook(bwd_scale)
    return [ms.grad(s)(X), list(LOG)]


def c_hookbackward():
    LOG.clear()
    def hk(g):
        LOG.append("hb"); return (g[0] * 5,) if isinstance(g, tuple) else g * 5
    hb = ops.HookBackward(hk)
    def f(x):
        y = hb(x * 2)
        return (y * y).sum()
    return [ms.grad(f)(X), list(LOG)]


def c_pre_kwargs():
    LOG.clear(); n = Net()
    def pk(cell, args, kwargs):
        LOG.append(("pk", len(args), sorted(kwargs))); return (args[0] * 0.5,), kwargs
    n.fc1.register_forward_pre_hook(pk, with_kwargs=True)
    return [n(X), list(LOG)]


def c_fwd_kwargs():
    LOG.clear(); n = Net()
    def fk(cell, args, kwargs, out):
        LOG.append(("fk", len(args), sorted(kwargs))); return out * 0
    n.fc1.register_forward_hook(fk, with_kwargs=True)
    return [n(X), list(LOG)]


def c_bad_hook():
    n = Net(); n.fc1.register_forward_pre_hook("x")


def c_bad_bwd_hook():
    n = Net(); n.fc1.register_backward_hook(3)


def c_bwd_pre_hook():
    LOG.clear(); n = Net()
    def bp(cell, gout):
        LOG.append(("bp", len(gout))); return (gout[0] * 10,)
    n.fc2.register_backward_pre_hook(bp)
    return [gall(n, X), list(LOG)]


def c_hook_returns_wrong_len():
    n = Net()
    n.fc2.register_backward_hook(lambda c, gi, go: (gi[0], gi[0]))
    return gall(n, X)


def c_fwd_hook_change_dtype():
    n = Net()
    n.fc1.register_forward_hook(lambda c, i, o: o.astype(ms.float16))
    return n(X)


def c_pre_returns_two():
    n = Net()
    n.fc1.register_forward_pre_hook(lambda c, i: (i[0], i[0]))
    return n(X)


for k, v in list(globals().items()):
    if k.startswith("c_"):
        def g(v=v):
            LOG.clear(); return v()
        case(k, g)


def c_bwd_fc1_train_scale():
    LOG.clear(); n = Net(); n.fc1.register_backward_hook(bwd_scale)
    return [TRAIN(n), list(LOG)]


def c_bwd_fc1_train_none_back():
    n = Net(); n.fc1.register_backward_hook(lambda c, gi, go: (None,))
    return TRAIN(n)


for k in ("c_bwd_fc1_train_scale", "c_bwd_fc1_train_none_back"):
    case(k, globals()[k])
