"""Tensor / Parameter register_hook variants (st compiler/tensor_hook: tensor / parameter hooks inside and outside
graph; st pynative/hook test_tensor_hook): the gradients they change and the order they run in, over dtypes,
hooks returning None / other dtypes / other shapes, removal, re-runs and recompiles, in Cells, jit and ms.grad."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

LOG = []


def dbl(g):
    LOG.append("dbl")
    return g * 2


def tri(g):
    LOG.append("tri")
    return g * 3


def pr(g):
    LOG.append("pr")


def to_f16(g):
    return g.astype(ms.float16)


def to_i32(g):
    return g.astype(ms.int32)


def to_shape(g):
    return g.sum()


def ret_num(g):
    return 2.0


def ctrl(g):
    if g[0] < 10000000:
        return dbl(g)
    return tri(g)


W0 = np.array([1.0, 2.0, 3.0])
W1 = np.array([4.0, 5.0, 6.0])
X = np.array([7.0, 8.0, 9.0])


class Ground(nn.Cell):
    def __init__(self, dt=ms.float32):
        super().__init__()
        self.w0 = Parameter(Tensor(W0, dt), name="w0")
        self.w1 = Parameter(Tensor(W1, dt), name="w1")

    def construct(self, x):
        x = x * self.w0
        return x * self.w1


class Inside(nn.Cell):
    def __init__(self, hooks, dt=ms.float32):
        super().__init__()
        self.w0 = Parameter(Tensor(W0, dt), name="w0")
        self.w1 = Parameter(Tensor(W1, dt), name="w1")
        self.hooks = hooks

    def construct(self, x):
        x = x * self.w0
        for h in self.hooks:
            x.register_hook(h)
        return x * self.w1


def with_log(fn):
    def run():
        LOG.clear()
        r = fn()
        return r, tuple(LOG)
    return run


def gi(net, *a):
    return ms.grad(net, grad_position=0, weights=net.trainable_params())(*a)


for dn, dt in (("f32", ms.float32), ("f16", ms.float16), ("f64", ms.float64)):
    x = Tensor(X, dt)
    case(f"inside_one_{dn}", with_log(lambda: gi(Inside([dbl], dt), x)))
    case(f"inside_two_{dn}", with_log(lambda: gi(Inside([dbl, tri], dt), x)))
    case(f"inside_print_{dn}", with_log(lambda: gi(Inside([pr, dbl], dt), x)))
    case(f"inside_ctrl_{dn}", with_log(lambda: gi(Inside([ctrl], dt), x)))
    case(f"inside_to_f16_{dn}", with_log(lambda: gi(Inside([to_f16], dt), x)))
    case(f"inside_to_i32_{dn}", with_log(lambda: gi(Inside([to_i32], dt), x)))
    case(f"inside_to_shape_{dn}", with_log(lambda: gi(Inside([to_shape], dt), x)))
    case(f"inside_ret_num_{dn}", with_log(lambda: gi(Inside([ret_num], dt), x)))


def outside(hooks, runs=1, remove_after=None, dt=ms.float32):
    def run():
        LOG.clear()
        x = Tensor(X, dt)
        hs = [x.register_hook(h) for h in hooks]
        net = Ground(dt)
        res = []
        for i in range(runs):
            if remove_after is not None and i == remove_after:
                for h in hs:
                    h.remove()
            res.append(ms.grad(net, grad_position=0)(x))
        return tuple(res), tuple(LOG)
    return run


case("outside_one", outside([dbl]))
case("outside_two", outside([dbl, tri]))
case("outside_multi_run", outside([dbl, tri], runs=2))
case("outside_remove", outside([dbl, tri], runs=3, remove_after=1))
case("outside_print", outside([pr]))
case("outside_to_f16", outside([to_f16]))
case("outside_to_shape", outside([to_shape]))
case("outside_ret_num", outside([ret_num]))
case("outside_f16", outside([dbl], dt=ms.float16))


def outside_two_tensors():
    LOG.clear()
    x = Tensor(X, ms.float32)
    y = Tensor(W1, ms.float32)
    x.register_hook(dbl)
    y.register_hook(tri)

    class N(nn.Cell):
        def construct(self, a, b):
            return a * b * a
    return ms.grad(N(), grad_position=(0, 1))(x, y), tuple(LOG)


def outside_kwarg():
    LOG.clear()
    x = Tensor(X, ms.float32)
    y = Tensor(W1, ms.float32)
    x.register_hook(dbl)

    class N(nn.Cell):
        def construct(self, a, b=None):
            return a * b
    return ms.grad(N(), grad_position=0)(x, b=y), tuple(LOG)


def outside_same_tensor_twice():
    LOG.clear()
    x = Tensor(X, ms.float32)
    x.register_hook(dbl)

    class N(nn.Cell):
        def construct(self, a, b):
            return a * b
    return ms.grad(N(), grad_position=(0, 1))(x, x), tuple(LOG)


def outside_recompile():
    LOG.clear()
    x = Tensor(X, ms.float32)
    x.register_hook(dbl)
    net = Ground()
    g1 = ms.grad(net, grad_position=0)(x)
    x.register_hook(tri)
    g2 = ms.grad(net, grad_position=0)(x)
    return (g1, g2), tuple(LOG)


def outside_jit():
    LOG.clear()
    x = Tensor(X, ms.float32)
    x.register_hook(dbl)

    @ms.jit
    def f(a):
        return a * a * 2
    return ms.grad(f)(x), tuple(LOG)


def outside_vag():
    LOG.clear()
    x = Tensor(X, ms.float32)
    x.register_hook(tri)
    return ms.value_and_grad(Ground(), grad_position=0)(x), tuple(LOG)


case("outside_two_tensors", outside_two_tensors)
case("outside_kwarg", outside_kwarg)
case("outside_same_tensor_twice", outside_same_tensor_twice)
case("outside_recompile", outside_recompile)
case("outside_jit", outside_jit)
case("outside_vag", outside_vag)


# Parameter hooks
def param_hook(hooks, runs=1, remove_after=None, weights=True):
    def run():
        LOG.clear()
        net = Ground()
        hs = [net.w0.register_hook(h) for h in hooks]
        x = Tensor(X, ms.float32)
        res = []
        for i in range(runs):
            if remove_after is not None and i == remove_after:
                for h in hs:
                    h.remove()
            if weights:
                res.append(ms.grad(net, grad_position=None, weights=net.trainable_params())(x))
            else:
                res.append(ms.grad(net, grad_position=0)(x))
        return tuple(res), tuple(LOG)
    return run


case("param_one", param_hook([dbl]))
case("param_two", param_hook([dbl, tri]))
case("param_multi_run", param_hook([dbl], runs=2))
case("param_remove", param_hook([dbl, tri], runs=3, remove_after=1))
case("param_print", param_hook([pr]))
case("param_input_grad_only", param_hook([dbl], weights=False))
case("param_to_shape", param_hook([to_shape]))


def param_inside():
    LOG.clear()

    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(Tensor(W0, ms.float32), name="w")

        def construct(self, x):
            self.w.register_hook(dbl)
            return x * self.w
    net = N()
    return ms.grad(net, grad_position=0, weights=net.trainable_params())(Tensor(X, ms.float32)), tuple(LOG)


def param_nested():
    LOG.clear()

    class Inner(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(Tensor(W0, ms.float32), name="w")

        def construct(self, x):
            return x * self.w

    class Outer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Inner()
            self.b = Inner()

        def construct(self, x):
            return self.b(self.a(x))
    net = Outer()
    net.a.w.register_hook(dbl)
    net.b.w.register_hook(tri)
    return ms.grad(net, grad_position=None, weights=net.trainable_params())(Tensor(X, ms.float32)), tuple(LOG)


case("param_inside", param_inside)
case("param_nested", param_nested)
case("hook_not_callable", lambda: Tensor(X).register_hook(1))
case("hook_on_int_tensor", lambda: Tensor([1, 2]).register_hook(dbl) is not None)
case("hook_handle_remove_twice", lambda: (lambda h: (h.remove(), h.remove()))(Tensor(X).register_hook(dbl)))
