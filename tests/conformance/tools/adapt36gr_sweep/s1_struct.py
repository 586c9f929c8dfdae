"""gradient result structures: ms.grad grad_position / weights / has_aux / return_ids, GradOperation combos,
value_and_grad shapes, outputs of several kinds."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _h import case

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([1.0], np.float32)), name="b")

    def construct(self, a, b):
        return (a * self.w + b * self.b).sum()


class Net2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")

    def construct(self, a, b):
        return a * self.w, (b * 2).sum()


class AuxNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")

    def construct(self, a, b):
        return (a * self.w).sum(), b * 3, a + 1


def f(a, b):
    return (a * b).sum()


def f2(a, b):
    return a * b, a + b


def f3(a, b):
    return (a * b).sum(), (a, b)


net = Net()
for gp in [0, 1, (0,), (1,), (0, 1), (1, 0), None]:
    case("grad_f gp=%r" % (gp,), lambda gp=gp: ms.grad(f, grad_position=gp)(x, y) if gp is not None else ms.grad(f, grad_position=None, weights=None)(x, y))
    case("grad_net gp=%r w" % (gp,), lambda gp=gp: ms.grad(net, grad_position=gp, weights=net.trainable_params())(x, y))
    case("grad_net gp=%r w1" % (gp,), lambda gp=gp: ms.grad(net, grad_position=gp, weights=net.w)(x, y))
    case("grad_net gp=%r wtuple1" % (gp,), lambda gp=gp: ms.grad(net, grad_position=gp, weights=(net.b,))(x, y))
    case("grad_net gp=%r rid" % (gp,), lambda gp=gp: ms.grad(net, grad_position=gp, weights=net.trainable_params(), return_ids=True)(x, y))
    case("grad_net gp=%r rid now" % (gp,), lambda gp=gp: ms.grad(net, grad_position=gp, return_ids=True)(x, y))
    case("vag_net gp=%r w" % (gp,), lambda gp=gp: ms.value_and_grad(net, grad_position=gp, weights=net.trainable_params())(x, y))
    case("vag_f gp=%r" % (gp,), lambda gp=gp: ms.value_and_grad(f, grad_position=gp)(x, y))
    case("grad_f2 gp=%r" % (gp,), lambda gp=gp: ms.grad(f2, grad_position=gp)(x, y))
    case("vag_f2 gp=%r" % (gp,), lambda gp=gp: ms.value_and_grad(f2, grad_position=gp)(x, y))
    case("grad_f3 aux gp=%r" % (gp,), lambda gp=gp: ms.grad(f3, grad_position=gp, has_aux=True)(x, y))
    case("vag_f3 aux gp=%r" % (gp,), lambda gp=gp: ms.value_and_grad(f3, grad_position=gp, has_aux=True)(x, y))
    case("grad_aux gp=%r w" % (gp,), lambda gp=gp: ms.grad(AuxNet(), grad_position=gp, weights=None, has_aux=True)(x, y))
    case("vag_aux gp=%r rid" % (gp,), lambda gp=gp: ms.value_and_grad(AuxNet(), grad_position=gp, has_aux=True, return_ids=True)(x, y))
    case("grad_net2 gp=%r" % (gp,), lambda gp=gp: ms.grad(Net2(), grad_position=gp)(x, y))

case("grad gp list", lambda: ms.grad(f, grad_position=[0, 1])(x, y))
case("grad gp neg", lambda: ms.grad(f, grad_position=-1)(x, y))
case("grad gp oob", lambda: ms.grad(f, grad_position=2)(x, y))
case("grad gp dup", lambda: ms.grad(f, grad_position=(0, 0))(x, y))
case("grad gp empty", lambda: ms.grad(f, grad_position=())(x, y))
case("grad gp float", lambda: ms.grad(f, grad_position=0.0)(x, y))
case("grad gp None no w", lambda: ms.grad(f, grad_position=None)(x, y))
case("grad weights list", lambda: ms.grad(net, 0, [net.w, net.b])(x, y))
case("grad weights PT", lambda: ms.grad(net, 0, ParameterTuple([net.b]))(x, y))
case("grad weights tensor", lambda: ms.grad(net, 0, x)(x, y))
case("aux single output", lambda: ms.grad(f, has_aux=True)(x, y))
case("aux vag single output", lambda: ms.value_and_grad(f, has_aux=True)(x, y))

# GradOperation combos
for ga in (False, True):
    for gl in (False, True):
        for sp in (False, True):
            def g(ga=ga, gl=gl, sp=sp):
                n = Net()
                go = ops.GradOperation(get_all=ga, get_by_list=gl, sens_param=sp)
                params = ParameterTuple(n.trainable_params())
                gf = go(n, params) if gl else go(n)
                return gf(x, y, Tensor(2.0, ms.float32)) if sp else gf(x, y)
            case("GO all=%d list=%d sens=%d" % (ga, gl, sp), g)
            def g2(ga=ga, gl=gl, sp=sp):
                n = Net2()
                go = ops.GradOperation(get_all=ga, get_by_list=gl, sens_param=sp)
                params = ParameterTuple(n.trainable_params())
                gf = go(n, params) if gl else go(n)
                return gf(x, y, (Tensor(np.ones(3, np.float32)), Tensor(3.0, ms.float32))) if sp else gf(x, y)
            case("GO2 all=%d list=%d sens=%d" % (ga, gl, sp), g2)

case("GO list plain list", lambda: ops.GradOperation(get_by_list=True)(net, [net.w])(x, y))
case("GO list one param", lambda: ops.GradOperation(get_by_list=True)(net, net.w)(x, y))
case("GO get_all one input", lambda: ops.GradOperation(get_all=True)(lambda a: (a * a).sum())(x))
case("ops.grad", lambda: ops.grad(f)(x, y))
case("ops.grad gp", lambda: ops.grad(f, (0, 1))(x, y))


# outputs of other kinds
def out_scalar(a):
    return 3.0
def out_dict(a, b):
    return {"p": a * b, "q": a.sum()}
def out_list(a, b):
    return [a * b, a]
def out_nested(a, b):
    return (a * b, (a, [b * 2]))
def out_int_tensor(a):
    return (a * 2).astype(ms.int32)
def out_none(a):
    return None
def out_tuple1(a):
    return (a * 2,)
for nm, fn in [("scalar", out_scalar), ("dict", out_dict), ("list", out_list), ("nested", out_nested),
               ("int", out_int_tensor), ("none", out_none), ("tuple1", out_tuple1)]:
    nargs = fn.__code__.co_argcount
    case("out %s grad" % nm, lambda fn=fn, nargs=nargs: ms.grad(fn)(*(x, y)[:nargs]))
    case("out %s grad all" % nm, lambda fn=fn, nargs=nargs: ms.grad(fn, (0,))(*(x, y)[:nargs]))
    case("out %s vag" % nm, lambda fn=fn, nargs=nargs: ms.value_and_grad(fn)(*(x, y)[:nargs]))
    case("out %s GO" % nm, lambda fn=fn, nargs=nargs: ops.GradOperation()(fn)(*(x, y)[:nargs]))
