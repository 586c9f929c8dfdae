"""PyNative networks with @ms.jit sub-cells / methods: Parameter updates inside and between calls, gradients and
training through them, set_grad / requires_grad, Cell call counts, hooks on a jit sub-cell."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 5 - 0.3)
Y = Tensor(np.ones((2, 2), np.float32) * 0.5)
LOG = []


class Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(3, 2) / 4 - 0.5), name="w")
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)

    @ms.jit
    def construct(self, x):
        ops.assign_add(self.cnt, 1)
        return ops.tanh(ops.matmul(x, self.w))


class Top(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = Sub()
        self.b = Parameter(Tensor(np.array([0.1, -0.2], np.float32)), name="b")

    def construct(self, x):
        return self.sub(x) * 2 + self.b


def c_forward_twice():
    t = Top()
    return [t(X), t(X), t.sub.cnt.value()]


def c_grad():
    t = Top()
    return [ms.grad(t, (0,), t.trainable_params())(X), t.sub.cnt.value()]


def c_train():
    t = Top()
    tr = nn.TrainOneStepCell(nn.WithLossCell(t, nn.MSELoss()), nn.Momentum(t.trainable_params(), 0.1, 0.9))
    return [tr(X, Y) for _ in range(3)] + [t.sub.w.value(), t.sub.cnt.value()]


def c_set_data_between():
    t = Top(); a = t(X)
    t.sub.w.set_data(Tensor(np.ones((3, 2), np.float32)))
    return [a, t(X)]


def c_freeze_sub():
    t = Top(); t.sub.w.requires_grad = False
    tr = nn.TrainOneStepCell(nn.WithLossCell(t, nn.MSELoss()), nn.SGD(t.trainable_params(), 0.1))
    return [tr(X, Y), tr(X, Y), t.b.value(), t.sub.w.value()]


def c_hook_on_jit_sub():
    LOG.clear(); t = Top()
    def fh(cell, inp, out):
        LOG.append("fwd"); return out * 0 + 1
    t.sub.register_forward_hook(fh)
    return [t(X), list(LOG)]


def c_bwd_hook_on_jit_sub():
    LOG.clear(); t = Top()
    def bh(cell, gi, go):
        LOG.append(("bwd", len(gi))); return (gi[0] * 10,)
    t.sub.register_backward_hook(bh)
    return [ms.grad(t)(X), list(LOG)]


def c_jit_method():
    class M(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="p")

        @ms.jit
        def step(self, x):
            self.p = self.p * x
            return self.p.sum()

        def construct(self, x):
            return self.step(x) + self.p.sum()
    m = M()
    return [m(Tensor(2.0)), m.p.value(), m(Tensor(0.5)), m.p.value()]


def c_jit_fn_param_update():
    p = Parameter(Tensor(np.array([1.0, -1.0], np.float32)), name="gp")
    @ms.jit
    def f(x):
        ops.assign(p, p + x)
        return p * 2
    return [f(Tensor(np.array([0.5, 0.5], np.float32))), f(Tensor(np.array([1.0, 1.0], np.float32))), p.value()]


def c_call_order():
    LOG.clear()
    class A(nn.Cell):
        def __init__(self, nm):
            super().__init__(); self.nm = nm

        def construct(self, x):
            LOG.append(self.nm); return x + 1
    class B(nn.Cell):
        def __init__(self):
            super().__init__(); self.a1 = A("a1"); self.a2 = A("a2")

        def construct(self, x):
            y = self.a2(x)
            return self.a1(y) * self.a2(x)
    b = B()
    return [b(X), ms.grad(b)(X), list(LOG)]


def c_set_grad_false_grad():
    t = Top(); t.set_grad(False)
    return ms.grad(t, None, t.trainable_params())(X)


def c_param_tuple_grad_jit():
    t = Top()
    @ms.jit
    def f(x):
        return ms.grad(t, None, t.trainable_params())(x)
    return [f(X), t.sub.cnt.value()]


def c_value_and_grad_has_aux():
    t = Top()
    def fwd(x, y):
        o = t(x); return nn.MSELoss()(o, y), o
    return ms.value_and_grad(fwd, None, t.trainable_params(), has_aux=True)(X, Y)


for k, v in list(globals().items()):
    if k.startswith("c_"):
        case(k, v)
