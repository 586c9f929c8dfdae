"""Cell features under gradients, sixth pass: register_forward_pre_hook / register_forward_hook (returning None, a
new value, with_kwargs, prepend, removed), register_backward_hook / register_backward_pre_hook (returning None, a
scaled tuple, a wrong count), ops.HookBackward and ops.InsertGradientOf inside construct, Tensor.register_hook, on
Cells with Parameters, under ms.grad (inputs and weights), value_and_grad, grad of grad, and with the Cell called
inside an @ms.jit function; what the hooks saw is returned beside the gradient."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

x = Tensor(np.array([0.7, -1.3, 1.9], np.float32))
y = Tensor(np.array([2.0, 0.5, -1.0], np.float32))
S = Tensor(np.array([1.0, 2.0, -0.5], np.float32))
SEEN = []


def shp(v):
    if isinstance(v, (tuple, list)):
        return type(v).__name__ + "(" + ",".join(shp(u) for u in v) + ")"
    if v is None:
        return "None"
    if isinstance(v, Tensor):
        return "T" + str(tuple(v.shape)) + ":" + str(np.round(v.asnumpy().astype(np.float64), 4).tolist())
    return type(v).__name__


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -0.5, 2.0], np.float32)), name="w")

    def construct(self, a, b):
        return a * self.w * b + a * a


class Outer(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner
        self.v = Parameter(Tensor(np.array([0.5], np.float32)), name="v")

    def construct(self, a, b):
        return (self.inner(a, b) * self.v * S).sum()


def fpre_none(cell, inputs):
    SEEN.append("pre " + shp(inputs))


def fpre_scale(cell, inputs):
    SEEN.append("pre " + shp(inputs))
    return (inputs[0] * 2, inputs[1])


def fpre_one(cell, inputs):
    return inputs[0] * 2


def fhook_none(cell, inputs, output):
    SEEN.append("fwd " + shp(output))


def fhook_new(cell, inputs, output):
    SEEN.append("fwd " + shp(output))
    return output * 3


def fhook_tuple(cell, inputs, output):
    return (output * 3,)


def fhook_kw(cell, args, kwargs, output):
    SEEN.append("fwdkw " + shp(args) + " " + str(sorted(kwargs)))
    return output + 1


def bhook_none(cell, gin, gout):
    SEEN.append("bwd in=" + shp(gin) + " out=" + shp(gout))


def bhook_scale(cell, gin, gout):
    SEEN.append("bwd in=" + shp(gin) + " out=" + shp(gout))
    return tuple(g * 10 for g in gin)


def bhook_one(cell, gin, gout):
    return (gin[0] * 10,)


def bhook_tensor(cell, gin, gout):
    return gin[0] * 10


def bhook_three(cell, gin, gout):
    return (gin[0], gin[1], gin[0])


def bpre_none(cell, gout):
    SEEN.append("bpre " + shp(gout))


def bpre_scale(cell, gout):
    SEEN.append("bpre " + shp(gout))
    return (gout[0] * 10,)


def bpre_tensor(cell, gout):
    return gout[0] * 10


HOOKS = [
    ("fpre_none", "register_forward_pre_hook", fpre_none, {}),
    ("fpre_scale", "register_forward_pre_hook", fpre_scale, {}),
    ("fpre_one", "register_forward_pre_hook", fpre_one, {}),
    ("fhook_none", "register_forward_hook", fhook_none, {}),
    ("fhook_new", "register_forward_hook", fhook_new, {}),
    ("fhook_tuple", "register_forward_hook", fhook_tuple, {}),
    ("fhook_kw", "register_forward_hook", fhook_kw, {"with_kwargs": True}),
    ("bhook_none", "register_backward_hook", bhook_none, {}),
    ("bhook_scale", "register_backward_hook", bhook_scale, {}),
    ("bhook_one", "register_backward_hook", bhook_one, {}),
    ("bhook_tensor", "register_backward_hook", bhook_tensor, {}),
    ("bhook_three", "register_backward_hook", bhook_three, {}),
    ("bpre_none", "register_backward_pre_hook", bpre_none, {}),
    ("bpre_scale", "register_backward_pre_hook", bpre_scale, {}),
    ("bpre_tensor", "register_backward_pre_hook", bpre_tensor, {}),
]


def run(fn):
    del SEEN[:]
    r = fn()
    return r, list(SEEN)


for nm, meth, hk, kw in HOOKS:
    inner = Lin()
    net = Outer(inner)
    handle = getattr(inner, meth)(hk, **kw)
    ws = net.trainable_params()
    case(f"{nm} fwd", lambda net=net: run(lambda: net(x, y)))
    case(f"{nm} grad01", lambda net=net: run(lambda: ms.grad(net, (0, 1))(x, y)))
    case(f"{nm} grad_w", lambda net=net, ws=ws: run(lambda: ms.grad(net, 0, ws)(x, y)))
    case(f"{nm} vag", lambda net=net: run(lambda: ms.value_and_grad(net, (0, 1))(x, y)))
    case(f"{nm} GO sens", lambda net=net: run(lambda: ops.GradOperation(get_all=True, sens_param=True)(net)(
        x, y, Tensor(2.0, ms.float32))))
    case(f"{nm} inner grad", lambda inner=inner: run(lambda: ms.grad(inner, (0, 1))(x, y)))

    def make(net):
        g = ms.grad(net, 0)

        def g2f(a, b):
            return (g(a, b) * S).sum()

        @ms.jit
        def jcall(a, b):
            return net(a, b) * 2
        return g2f, jcall
    g2f, jcall = make(net)
    case(f"{nm} grad2", lambda g2f=g2f: run(lambda: ms.grad(g2f, (0, 1))(x, y)))
    case(f"{nm} jit grad", lambda jcall=jcall: run(lambda: ms.grad(jcall, (0, 1))(x, y)))
    handle.remove()
    case(f"{nm} removed", lambda net=net: run(lambda: ms.grad(net, (0, 1))(x, y)))


# HookBackward / InsertGradientOf / Tensor.register_hook inside construct
def hb_print(g):
    SEEN.append("hb " + shp(g))


def hb_scale(g):
    SEEN.append("hb " + shp(g))
    return (g[0] * 10,) if isinstance(g, tuple) else g * 10


def igo_scale(g):
    return g * 10


def igo_clip(g):
    return ops.clip_by_value(g, -1.0, 1.0)


def th_scale(g):
    SEEN.append("th " + shp(g))
    return g * 10


class HB(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind
        self.w = Parameter(Tensor(np.array([1.5, -0.5, 2.0], np.float32)), name="w")
        self.hb_p = ops.HookBackward(hb_print)
        self.hb_s = ops.HookBackward(hb_scale)
        self.igo = ops.InsertGradientOf(igo_scale)
        self.igo_c = ops.InsertGradientOf(igo_clip)

    def construct(self, a, b):
        c = a * self.w
        if self.kind == "hb_print":
            c = self.hb_p(c)
        elif self.kind == "hb_scale":
            c = self.hb_s(c)
        elif self.kind == "hb_two":
            c, b = self.hb_s(c, b)
        elif self.kind == "igo":
            c = self.igo(c)
        elif self.kind == "igo_clip":
            c = self.igo_c(c * 3)
        elif self.kind == "igo_w":
            c = a * self.igo(self.w)
        elif self.kind == "igo_twice":
            c = self.igo(self.igo(c))
        elif self.kind == "thook":
            c.register_hook(th_scale)
        return (c * b * c * S).sum()


for kind in ["hb_print", "hb_scale", "hb_two", "igo", "igo_clip", "igo_w", "igo_twice", "thook"]:
    net = HB(kind)

    def make(net):
        g = ms.grad(net, 0)

        def g2f(a, b):
            return (g(a, b) * S).sum()

        @ms.jit
        def jcall(a, b):
            return net(a, b) * 2
        return g2f, jcall
    g2f, jcall = make(net)
    case(f"{kind} fwd", lambda net=net: run(lambda: net(x, y)))
    case(f"{kind} grad01", lambda net=net: run(lambda: ms.grad(net, (0, 1))(x, y)))
    case(f"{kind} grad_w", lambda net=net: run(lambda: ms.grad(net, 0, net.trainable_params())(x, y)))
    case(f"{kind} vag", lambda net=net: run(lambda: ms.value_and_grad(net, (0, 1))(x, y)))
    case(f"{kind} grad2", lambda g2f=g2f: run(lambda: ms.grad(g2f, (0, 1))(x, y)))
    case(f"{kind} jit grad", lambda jcall=jcall: run(lambda: ms.grad(jcall, (0, 1))(x, y)))


# requires_grad=False / shared / set_grad
class Sh(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Dense(3, 3, weight_init="ones", bias_init="zeros")
        self.d2 = nn.Dense(3, 3, weight_init="ones", bias_init="zeros")
        self.d2.weight = self.d1.weight
        self.f = Parameter(Tensor(np.array([2.0], np.float32)), name="f", requires_grad=False)

    def construct(self, a):
        return (self.d2(self.d1(a) * self.f) * S).sum()


sh = Sh()
xa = Tensor(np.array([[0.7, -1.3, 1.9]], np.float32))
case("sh n params", lambda: [p.name for p in sh.trainable_params()])
case("sh n all", lambda: [p.name for p in sh.get_parameters()])
case("sh grad trainable", lambda: ms.grad(sh, None, sh.trainable_params())(xa))
case("sh grad all", lambda: ms.grad(sh, None, sh.get_parameters())(xa))
case("sh grad f", lambda: ms.grad(sh, None, [sh.f])(xa))
case("sh GO list", lambda: ops.GradOperation(get_by_list=True)(sh, sh.trainable_params())(xa))
case("sh vag", lambda: ms.value_and_grad(sh, 0, sh.trainable_params())(xa))
case("sh toggled", lambda: (setattr(sh.d1.bias, "requires_grad", False),
                            ms.grad(sh, None, sh.trainable_params())(xa), setattr(sh.d1.bias, "requires_grad", True))[1])
case("sh set_grad", lambda: (sh.set_grad(True), ms.grad(sh, None, sh.trainable_params())(xa))[1])


@ms.jit
def jsh(a):
    return sh(a) * 2


case("sh jit grad", lambda: ms.grad(jsh, None, sh.trainable_params())(xa))
case("sh jit grad all", lambda: ms.grad(jsh, 0, sh.get_parameters())(xa))
