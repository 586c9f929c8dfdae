"""Tensor.register_hook inside / outside graph: dtypes, multiple hooks, remove, jit, second calls."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit
from _h import case

W0 = np.array([1.0, 2.0, 3.0]); W1 = np.array([4.0, 5.0, 6.0]); X = np.array([7.0, 8.0, 9.0])


def dbl(g):
    return g * 2


def tri(g):
    return g * 3


def none_hook(g):
    return None


def neg(g):
    return -g


def addone(g):
    return g + 1


class Net(nn.Cell):
    def __init__(self, hooks, dt=ms.float32, where="mid"):
        super().__init__()
        self.w0 = Parameter(Tensor(W0, dt), name="w0")
        self.w1 = Parameter(Tensor(W1, dt), name="w1")
        self.hooks = hooks
        self.where = where

    def construct(self, x):
        if self.where == "in":
            for h in self.hooks:
                x.register_hook(h)
        x = x * self.w0
        if self.where == "mid":
            for h in self.hooks:
                x.register_hook(h)
        out = x * self.w1
        if self.where == "out":
            for h in self.hooks:
                out.register_hook(h)
        return out


def g_all(net, *a):
    return ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(*a)


for dt in (ms.float32, ms.float16, ms.float64):
    for where in ("in", "mid", "out"):
        for hs, nm in (((dbl,), "dbl"), ((dbl, tri), "dbl_tri"), ((none_hook,), "none"), ((neg, addone), "neg_add1")):
            case("inside_%s_%s_%s" % (dt, where, nm), lambda: g_all(Net(hs, dt, where), Tensor(X, dt)))

# ms.grad / value_and_grad with hooks inside
case("msgrad_mid_dbl", lambda: ms.grad(Net((dbl,)), grad_position=0)(Tensor(X, ms.float32)))
case("vag_mid_dbl", lambda: ms.value_and_grad(Net((dbl,)), grad_position=0)(Tensor(X, ms.float32)))
case("msgrad_weights", lambda: ms.grad(Net((dbl,)), grad_position=None, weights=Net((dbl,)).trainable_params())(Tensor(X, ms.float32)))
case("sens_param", lambda: ops.GradOperation(get_all=True, sens_param=True)(Net((tri,)))(Tensor(X, ms.float32), Tensor(np.array([1.0, 0.5, 2.0]), ms.float32)))

# forward only (hook must not change values)
case("forward_only", lambda: Net((dbl,))(Tensor(X, ms.float32)))


# outside: hook on the input tensor
class Plain(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(W0, ms.float32), name="w")

    def construct(self, x, y):
        return (x * self.w + y) * x


def outside(hs, remove=False, calls=1, kw=False):
    net = Plain()
    x = Tensor(X, ms.float32)
    handles = [x.register_hook(h) for h in hs]
    if remove:
        handles[0].remove()
    y = Tensor(W1, ms.float32)
    gn = ops.GradOperation(get_all=True)(net)
    res = []
    for i in range(calls):
        res.append(gn(x, y))
    return res


case("outside_dbl", lambda: outside((dbl,)))
case("outside_dbl_tri", lambda: outside((dbl, tri)))
case("outside_remove", lambda: outside((dbl, tri), remove=True))
case("outside_2calls", lambda: outside((dbl,), calls=2))
case("outside_none", lambda: outside((none_hook,)))


# register_hook errors
case("hook_not_callable", lambda: Tensor(X, ms.float32).register_hook(3))
case("hook_int_tensor_pyn", lambda: Tensor(np.array([1, 2]), ms.int32).register_hook(dbl))


# handle types
def handle_info():
    x = Tensor(X, ms.float32)
    h = x.register_hook(dbl)
    return type(h).__name__, h.remove(), h.remove()


case("handle", handle_info)


@jit
def jf(x, w):
    x = x * w
    x.register_hook(dbl)
    return x * x


case("jit_fn_hook_grad", lambda: ms.grad(jf, grad_position=(0, 1))(Tensor(X, ms.float32), Tensor(W0, ms.float32)))
case("jit_fn_hook_fwd", lambda: jf(Tensor(X, ms.float32), Tensor(W0, ms.float32)))


# hook returning different dtype / shape
def to_f16(g):
    return g.astype(ms.float16)


def sum_hook(g):
    return g.sum()


case("hook_dtype_change", lambda: g_all(Net((to_f16,)), Tensor(X, ms.float32)))
case("hook_shape_change", lambda: g_all(Net((sum_hook,)), Tensor(X, ms.float32)))


# Parameter hook outside graph
def param_hook(hs, calls=1, remove=False):
    net = Net(())
    hds = [net.w0.register_hook(h) for h in hs]
    if remove:
        hds[0].remove()
    gn = ops.GradOperation(get_by_list=True)(net, net.trainable_params())
    return [gn(Tensor(X, ms.float32)) for _ in range(calls)]


case("param_hook_dbl", lambda: param_hook((dbl,)))
case("param_hook_dbl_tri_2", lambda: param_hook((dbl, tri), calls=2))
case("param_hook_remove", lambda: param_hook((dbl, tri), remove=True))
