"""Second-order gradients through control flow (grad of grad through if / while / for / break, with get_all,
sens_param, ms.grad of ms.grad, jit functions), and the same Cell / jit function called twice with other branch
outcomes, dtypes or shapes (cached graphs); and / or / not of Tensor conditions under the gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple
from mindspore.ops import composite as C
from _h import case

ga = C.GradOperation(get_all=True)
g1 = C.GradOperation()
gs = C.GradOperation(sens_param=True)


def f32(*v):
    return Tensor(np.array(v, np.float32))


class IfW(nn.Cell):
    def construct(self, x, y):
        if x > y:
            out = x * x * y
        elif x < 0:
            out = x * x * x
        else:
            out = ops.sin(x) * y
        return out


class WhileW(nn.Cell):
    def construct(self, x, y):
        i = 0
        out = x
        while i < 3:
            out = out * x + y
            if out > 50:
                break
            i += 1
        return out


class ForNot(nn.Cell):
    def construct(self, x, y):
        out = x
        for _ in range(2):
            if not (out > y) and x > 0:
                out = out * out
            elif out > y or x < -1:
                out = out - y * x
        return out


class Grad1(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y):
        return g1(self.net)(x, y)


class GradAll1(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y):
        return ga(self.net)(x, y)[0]


for nm, N in [("if", IfW), ("while", WhileW), ("fornot", ForNot)]:
    for lab, a, b in [("p", 2.0, 1.0), ("n", -2.0, 1.0), ("m", 0.5, 1.0), ("big", 4.0, 3.0)]:
        x, y = f32(a), f32(b)
        case(f"{nm}_{lab}_g1", lambda x=x, y=y, N=N: g1(N())(x, y))
        case(f"{nm}_{lab}_gg", lambda x=x, y=y, N=N: ga(Grad1(N()))(x, y))
        case(f"{nm}_{lab}_gag", lambda x=x, y=y, N=N: ga(GradAll1(N()))(x, y))
        case(f"{nm}_{lab}_gs_g", lambda x=x, y=y, N=N: gs(Grad1(N()))(x, y, f32(2.0)))
        case(f"{nm}_{lab}_msgg", lambda x=x, y=y, N=N: ms.grad(ms.grad(N(), 0), (0, 1))(x, y))
        case(f"{nm}_{lab}_f64_gg", lambda a=a, b=b, N=N: ga(Grad1(N()))(Tensor(np.array([a], np.float64)),
                                                                       Tensor(np.array([b], np.float64))))


@ms.jit
def jw(x, n):
    s = x
    while n > 0:
        s = s * x
        n = n - 1
    return s


for lab, n in [("n0", Tensor(0, ms.int32)), ("n3", Tensor(3, ms.int32)), ("pn0", 0), ("pn2", 2)]:
    case(f"jw_{lab}_g", lambda n=n: ms.grad(jw)(f32(2.0), n))
    case(f"jw_{lab}_gg", lambda n=n: ms.grad(ms.grad(jw))(f32(2.0), n))
    case(f"jw_{lab}_vg", lambda n=n: ms.value_and_grad(jw, (0, 1))(f32(2.0), n))


def cached_if():
    net = IfW()
    g = ga(net)
    return [g(f32(a), f32(1.0)) for a in (2.0, -2.0, 0.5, 2.0)]


def cached_dtype():
    net = WhileW()
    g = ga(net)
    return [g(Tensor(np.array(1.5, dt)), Tensor(np.array(2, dt))) for dt in (np.float32, np.float16, np.float64,
                                                                            np.float32)]


def cached_shape():
    net = ForNot()
    g = ga(net)
    return [g(f32(*v), f32(*w)) for v, w in (([0.5], [1.0]), ([[3.0]], [[1.0]]), ([0.5], [1.0]))]


case("cached_if", cached_if)
case("cached_dtype", cached_dtype)
case("cached_shape", cached_shape)


@ms.jit
def jcond(x, y):
    if x > 0 and y > 0:
        return x * y
    if x > 0 or y > 0:
        return x + y * y
    return -x


def jcached():
    g = ms.grad(jcond, (0, 1))
    return [g(f32(a), f32(b)) for a, b in ((1.0, 2.0), (-1.0, 2.0), (-1.0, -2.0), (3.0, 3.0))]


case("jcond_cached", jcached)
case("jcond_vg_aux", lambda: ms.value_and_grad(lambda x, y: (jcond(x, y), x * 2), (0, 1), has_aux=True)(
    f32(-1.0), f32(2.0)))


class Gx(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(3.0), name="w")

    def construct(self, x):
        if x > self.w:
            return x * self.w * self.w
        return x * x * self.w


class GGw(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.p = ParameterTuple(net.trainable_params())
        self.g = C.GradOperation(get_by_list=True)

    def construct(self, x):
        return self.g(self.net, self.p)(x)[0]


for v in (1.0, 5.0):
    case(f"ggw_{v}", lambda v=v: (lambda n: C.GradOperation(get_all=True, get_by_list=True)(
        GGw(n), ParameterTuple(n.trainable_params()))(f32(v)))(Gx()))
