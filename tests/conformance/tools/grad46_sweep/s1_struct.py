"""grad API result structures, sixth pass: forwards returning None / a number / stop_gradient'd parts / depend /
dicts and lists with aux / integer outputs, under ms.grad / value_and_grad / GradOperation flags, directly, inside an
@ms.jit function and of an @ms.jit function (a jit function under a PyNative gradient); return_ids with
ms.get_grad / ops.get_grad by position and by Parameter; weights as list / ParameterTuple / dict / one Parameter /
shared and frozen Parameters of a Cell."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from mindspore.ops import functional as F
from _h import case

x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, 0.0, 2.0], np.float32))


def f_none(a, b):
    c = (a * b).sum()
    return None


def f_num(a, b):
    return 3.0


def f_sg_tuple(a, b):
    return (a * b).sum(), ops.stop_gradient(a + b)


def f_sg_all(a, b):
    return ops.stop_gradient((a * b).sum())


def f_sg_part(a, b):
    return (a * ops.stop_gradient(b) + b * b).sum()


def f_sg_first(a, b):
    return ops.stop_gradient(a * b), (a + b).sum()


def f_depend(a, b):
    return ops.depend((a * b).sum(), a + b)


def f_Fdepend(a, b):
    c = a * b
    d = F.depend(c, (a * 3).sum())
    return (d * a).sum()


def f_dict_aux(a, b):
    return (a * b).sum(), {"k": a + b}


def f_list_out(a, b):
    return [a * b, (a + b).sum()]


def f_int_out(a, b):
    return (a * b).sum().astype(ms.int32)


def f_mixed_none(a, b):
    return (a * b).sum(), None


def f_nested(a, b):
    return {"a": (a * b, [a + b])}


def f_unused(a, b):
    return (a * a).sum()


def f_str(a, b):
    return (a * b).sum(), "s"


def f_aux_sg(a, b):
    return (a * b).sum(), ops.stop_gradient(a * 3)


def f_tuple_of_one(a, b):
    return ((a * b).sum(),)


def f_bool_out(a, b):
    return a > b


FUNCS = [f_none, f_num, f_sg_tuple, f_sg_all, f_sg_part, f_sg_first, f_depend, f_Fdepend, f_dict_aux, f_list_out,
         f_int_out, f_mixed_none, f_nested, f_unused, f_str, f_aux_sg, f_tuple_of_one, f_bool_out]

for f in FUNCS:
    n = f.__name__
    case(f"grad0 {n}", lambda f=f: ms.grad(f)(x, y))
    case(f"grad01 {n}", lambda f=f: ms.grad(f, (0, 1))(x, y))
    case(f"gradaux {n}", lambda f=f: ms.grad(f, (0, 1), has_aux=True)(x, y))
    case(f"vag01 {n}", lambda f=f: ms.value_and_grad(f, (0, 1))(x, y))
    case(f"vagaux {n}", lambda f=f: ms.value_and_grad(f, 1, has_aux=True)(x, y))
    case(f"GOall {n}", lambda f=f: ops.GradOperation(get_all=True)(f)(x, y))
    case(f"grad_jitf {n}", lambda f=f: ms.grad(ms.jit(f), (0, 1))(x, y))
    case(f"vag_jitf {n}", lambda f=f: ms.value_and_grad(ms.jit(f), (0, 1))(x, y))


@ms.jit
def j_none(a, b):
    return ms.grad(f_none, (0, 1))(a, b)


@ms.jit
def j_sg_tuple(a, b):
    return ms.grad(f_sg_tuple, (0, 1))(a, b)


@ms.jit
def j_dict_aux(a, b):
    return ms.value_and_grad(f_dict_aux, (0, 1), has_aux=True)(a, b)


@ms.jit
def j_depend(a, b):
    return ms.grad(f_Fdepend, (0, 1))(a, b)


@ms.jit
def j_nested(a, b):
    return ms.grad(f_nested, (0, 1))(a, b)


@ms.jit
def j_mixed_none(a, b):
    return ms.value_and_grad(f_mixed_none, 0)(a, b)


@ms.jit
def j_int_out(a, b):
    return ms.grad(f_int_out, (0, 1))(a, b)


for j in [j_none, j_sg_tuple, j_dict_aux, j_depend, j_nested, j_mixed_none, j_int_out]:
    case(f"injit {j.__name__}" if hasattr(j, "__name__") else "injit", lambda j=j: j(x, y))


class Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.v = Parameter(Tensor(np.array([0.5, 1.5, 2.5], np.float32)), name="v")

    def construct(self, a):
        return a * self.v


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([1.0], np.float32)), name="b")
        self.sub = Sub()
        self.shared = self.w

    def construct(self, a, b):
        return (a * self.w + self.sub(b) * self.shared + self.b).sum()


class TNet(Net):
    def construct(self, a, b):
        s = (a * self.w + self.sub(b) * self.shared + self.b).sum()
        return s, a * self.b


net = Net()
tnet = TNet()
frz_other = Parameter(Tensor(np.array([1.0], np.float32)), name="zz")


def wsel(nt, k):
    if k == "list":
        return [nt.w, nt.b]
    if k == "ptuple":
        return ParameterTuple(nt.trainable_params())
    if k == "trainable":
        return nt.trainable_params()
    if k == "one":
        return nt.sub.v
    if k == "dict":
        return {"w": nt.w, "b": nt.b}
    if k == "shared_twice":
        return [nt.w, nt.shared]
    if k == "tuple":
        return (nt.w, nt.sub.v)
    return None


for nm, nt in [("net", net), ("tnet", tnet)]:
    for wk in ["list", "ptuple", "trainable", "one", "dict", "shared_twice", "tuple"]:
        for gp in [None, 0, (0, 1)]:
            case(f"{nm} rid w={wk} gp={gp}",
                 lambda nt=nt, wk=wk, gp=gp: ms.grad(nt, gp, wsel(nt, wk), return_ids=True)(x, y))
        case(f"{nm} vag w={wk}", lambda nt=nt, wk=wk: ms.value_and_grad(nt, None, wsel(nt, wk))(x, y))
        case(f"{nm} GO list w={wk}", lambda nt=nt, wk=wk: ops.GradOperation(get_by_list=True)(nt, wsel(nt, wk))(x, y))
        case(f"{nm} GO all list w={wk}",
             lambda nt=nt, wk=wk: ops.GradOperation(get_all=True, get_by_list=True)(nt, wsel(nt, wk))(x, y))


def gg(ident, gp=(0, 1), mod=ms, nt=None):
    nt = nt or net
    g = ms.grad(nt, gp, nt.trainable_params(), return_ids=True)(x, y)
    if callable(ident):
        ident = ident(nt)
    return mod.get_grad(g, ident)


case("get_grad pos0", lambda: gg(0))
case("get_grad pos1", lambda: gg(1))
case("get_grad pos2", lambda: gg(2))
case("get_grad w", lambda: gg(lambda n: n.w))
case("get_grad b", lambda: gg(lambda n: n.b))
case("get_grad subv", lambda: gg(lambda n: n.sub.v))
case("get_grad shared", lambda: gg(lambda n: n.shared))
case("get_grad ops w", lambda: gg(lambda n: n.w, mod=ops))
case("get_grad name", lambda: gg("w"))
case("get_grad gp0 pos0", lambda: gg(0, gp=0))
case("get_grad gp0 pos1", lambda: gg(1, gp=0))
case("get_grad gpNone w", lambda: gg(lambda n: n.w, gp=None))
case("get_grad gpNone pos0", lambda: gg(0, gp=None))
case("get_grad tnet w", lambda: gg(lambda n: n.w, nt=tnet))
case("get_grad other param", lambda: gg(lambda n: frz_other))
case("get_grad notrid", lambda: ms.get_grad(ms.grad(net, (0, 1), net.trainable_params())(x, y), 0))
case("get_grad float", lambda: gg(0.0))
case("get_grad tensor", lambda: gg(lambda n: x))


@ms.jit
def j_get_grad(a, b):
    g = ms.grad(net, (0, 1), net.trainable_params(), return_ids=True)(a, b)
    return ms.get_grad(g, 1), ms.get_grad(g, net.w)


case("get_grad injit", lambda: j_get_grad(x, y))


@ms.jit
def j_rid_aux(a, b):
    return ms.grad(tnet, 0, tnet.trainable_params(), has_aux=True, return_ids=True)(a, b)


case("rid aux injit", lambda: j_rid_aux(x, y))
case("rid aux", lambda: ms.grad(tnet, 0, tnet.trainable_params(), has_aux=True, return_ids=True)(x, y))
case("vag rid aux", lambda: ms.value_and_grad(tnet, (0, 1), tnet.trainable_params(), has_aux=True,
                                              return_ids=True)(x, y))
case("vag rid", lambda: ms.value_and_grad(net, 1, net.trainable_params(), return_ids=True)(x, y))
case("vag rid gpNone", lambda: ms.value_and_grad(net, None, net.trainable_params(), return_ids=True)(x, y))


# frozen sub-cell and set_grad
class Frz(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.d2 = nn.Dense(2, 1, weight_init="ones", bias_init="ones")
        for p in self.d1.get_parameters():
            p.requires_grad = False

    def construct(self, a):
        return self.d2(self.d1(a)).sum()


frz = Frz()
xa = Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))
case("frz trainable", lambda: ms.grad(frz, None, frz.trainable_params())(xa))
case("frz all params", lambda: ms.grad(frz, None, frz.get_parameters())(xa))
case("frz GO list", lambda: ops.GradOperation(get_by_list=True)(frz, ParameterTuple(frz.trainable_params()))(xa))
case("frz GO all+list", lambda: ops.GradOperation(get_all=True, get_by_list=True)(frz, frz.trainable_params())(xa))
case("frz d1 weights", lambda: ms.grad(frz, 0, frz.d1.trainable_params())(xa))
case("frz set_grad", lambda: (frz.set_grad(), ms.value_and_grad(frz, 0, frz.trainable_params())(xa))[1])
case("frz set_grad False", lambda: (frz.set_grad(False), ms.grad(frz, 0)(xa))[1])
case("frz n trainable", lambda: len(frz.trainable_params()))

# jvp / vjp / jacfwd / jacrev structures
case("jvp tuple out", lambda: ops.jvp(f_sg_tuple, (x, y), (y, x)))
case("jvp dict out", lambda: ops.jvp(f_dict_aux, (x, y), (y, x)))
case("jvp aux", lambda: ops.jvp(f_dict_aux, (x, y), (y, x), has_aux=True))
case("jvp one", lambda: ops.jvp(lambda a: a * a, x, y))
case("jvp sg", lambda: ops.jvp(f_sg_part, (x, y), (y, x)))
case("vjp tuple out", lambda: (lambda r: (r[0], r[1]((x, y))))(ops.vjp(lambda a, b: (a * b, a + b), x, y)))
case("vjp aux", lambda: (lambda r: (r[0], r[1](x), r[2]))(ops.vjp(lambda a, b: (a * b, a + b), x, y, has_aux=True)))
case("vjp sg", lambda: (lambda r: r[1](Tensor(1.0)))(ops.vjp(f_sg_part, x, y)))
case("vjp list out", lambda: (lambda r: r[1]([x, Tensor(1.0)]))(ops.vjp(f_list_out, x, y)))
case("vjp dict out", lambda: (lambda r: r[1]({"a": (x, [y])}))(ops.vjp(f_nested, x, y)))
case("vjp none", lambda: (lambda r: r[1](None))(ops.vjp(f_none, x, y)))
case("jacfwd 01", lambda: ops.jacfwd(lambda a, b: a * b + a, (0, 1))(x, y))
case("jacrev 01", lambda: ops.jacrev(lambda a, b: a * b + a, (0, 1))(x, y))
case("jacrev tuple out", lambda: ops.jacrev(lambda a, b: (a * b, (a + b).sum()), (0, 1))(x, y))
case("jacfwd tuple out", lambda: ops.jacfwd(lambda a, b: (a * b, (a + b).sum()), (0, 1))(x, y))
case("jacrev aux", lambda: ops.jacrev(lambda a, b: (a * b, a + 1), 0, has_aux=True)(x, y))
case("jacfwd aux", lambda: ops.jacfwd(lambda a, b: (a * b, a + 1), 0, has_aux=True)(x, y))
case("jacrev sg", lambda: ops.jacrev(lambda a, b: a * ops.stop_gradient(b) + b * b, (0, 1))(x, y))
case("jacfwd sg", lambda: ops.jacfwd(lambda a, b: a * ops.stop_gradient(b) + b * b, (0, 1))(x, y))
case("jacrev dict", lambda: ops.jacrev(f_nested, 0)(x, y))
case("jacrev scalar", lambda: ops.jacrev(lambda a, b: (a * b).sum(), 0)(x, y))
case("jacfwd scalar", lambda: ops.jacfwd(lambda a, b: (a * b).sum(), 0)(x, y))
case("jacrev depend", lambda: ops.jacrev(f_depend, 0)(x, y))
