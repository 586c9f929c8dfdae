"""higher-order gradients of Cells with Parameters, control flow, custom-bprop Cells and jit functions (sixth pass)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

x = Tensor(np.array([0.7, -1.3, 1.9], np.float32))
S = Tensor(np.array([1.0, 2.0, -0.5], np.float32))


class PNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -0.5, 2.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.3], np.float32)), name="b")

    def construct(self, a):
        return (self.w * a * a * a + self.b * ops.sin(a) * self.w).sum()


class IfNet(PNet):
    def construct(self, a):
        if a.sum() > 0:
            r = self.w * a * a * a
        else:
            r = self.w * ops.exp(a)
        return (r * self.b).sum()


class WhileNet(PNet):
    def construct(self, a):
        i = 0
        r = a
        while i < 3:
            r = r * a * self.w
            i += 1
        return r.sum()


class WhileT(PNet):
    def construct(self, a):
        r = a
        while r.sum() < 50:
            r = r * 2 + a * a * self.w
        return r.sum()


class ForNet(PNet):
    def construct(self, a):
        r = a
        for k in range(3):
            r = ops.sin(r) * self.w + a * k
        return r.sum()


class Bp(nn.Cell):
    def construct(self, a):
        return a * a * a

    def bprop(self, a, out, dout):
        return (dout * 3 * a * a,)


class BpOut(nn.Cell):
    def construct(self, a):
        return ops.exp(a)

    def bprop(self, a, out, dout):
        return (dout * out,)


class BpNet(PNet):
    def __init__(self, bp):
        super().__init__()
        self.bp = bp

    def construct(self, a):
        return (self.bp(a * self.w) * self.b).sum()


NETS = [("pnet", PNet()), ("ifnet", IfNet()), ("whilenet", WhileNet()), ("whileT", WhileT()), ("fornet", ForNet()),
        ("bpnet", BpNet(Bp())), ("bpout", BpNet(BpOut()))]

def make(net):
    ws = net.trainable_params()
    gx = ms.grad(net)
    gw = ms.grad(net, None, ws)

    def gxx(a):
        return (gx(a) * S).sum()

    def gwx(a):
        g = gw(a)
        return (g[0] * S).sum() + g[1].sum()

    g2 = ms.grad(gxx)

    def g3f(a):
        return (g2(a) * S).sum()

    sens = ops.GradOperation(sens_param=True)(net)

    def gsens(a):
        return (sens(a, Tensor(2.0, ms.float32)) * S).sum()

    gww = ms.grad(net, None, net.w)

    def hw(a):
        return (gww(a) * S).sum()
    return ws, gx, gw, gxx, gwx, g3f, gsens, hw


for nm, net in NETS:
    ws, gx, gw, gxx, gwx, g3f, gsens, hw = make(net)
    case(f"{nm} g1x", lambda gx=gx: gx(x))
    case(f"{nm} g1w", lambda gw=gw: gw(x))
    case(f"{nm} g2xx", lambda gxx=gxx: ms.grad(gxx)(x))
    case(f"{nm} g2wx", lambda gwx=gwx: ms.grad(gwx)(x))
    case(f"{nm} g2xx_w", lambda gxx=gxx, ws=ws: ms.grad(gxx, None, ws)(x))
    case(f"{nm} g2wx_w", lambda gwx=gwx, ws=ws: ms.grad(gwx, 0, ws)(x))
    case(f"{nm} g3", lambda g3f=g3f: ms.grad(g3f)(x))
    case(f"{nm} vag2", lambda gxx=gxx: ms.value_and_grad(gxx)(x))
    case(f"{nm} GO2", lambda gxx=gxx: ops.GradOperation()(gxx)(x))
    case(f"{nm} GO2 sens", lambda gsens=gsens: ops.GradOperation()(gsens)(x))
    case(f"{nm} jacfwd(grad)", lambda gx=gx: ops.jacfwd(gx)(x))
    case(f"{nm} jacrev(grad)", lambda gx=gx: ops.jacrev(gx)(x))
    case(f"{nm} hessian w", lambda hw=hw, net=net: ms.grad(hw, None, net.w)(x))


# jit functions calling Cells, grad of grad through them
pnet = NETS[0][1]
ifnet = NETS[1][1]


@ms.jit
def jf(a):
    return pnet(a) * 2


@ms.jit
def jif(a):
    return ifnet(a) + (a * a).sum()


@ms.jit
def j_g2(a):
    return ms.grad(lambda u: (ms.grad(pnet)(u) * S).sum())(a)


@ms.jit
def j_g2w(a):
    return ms.grad(lambda u: (ms.grad(pnet)(u) * S).sum(), None, pnet.trainable_params())(a)


def makej(j):
    g = ms.grad(j)

    def g2f(a):
        return (g(a) * S).sum()
    g2 = ms.grad(g2f)

    def g3f(a):
        return (g2(a) * S).sum()
    return g, g2f, g3f


for nm, j in [("jf", jf), ("jif", jif)]:
    g, g2f, g3f = makej(j)
    case(f"{nm} g1", lambda g=g: g(x))
    case(f"{nm} g1w", lambda j=j: ms.grad(j, None, pnet.trainable_params())(x))
    case(f"{nm} g2", lambda g2f=g2f: ms.grad(g2f)(x))
    case(f"{nm} g2w", lambda g2f=g2f: ms.grad(g2f, None, pnet.trainable_params())(x))
    case(f"{nm} g3", lambda g3f=g3f: ms.grad(g3f)(x))
case("j_g2", lambda: j_g2(x))
case("j_g2w", lambda: j_g2w(x))


def jg2s(a):
    return (j_g2(a) * S).sum()


case("grad(j_g2)", lambda: ms.grad(jg2s)(x))


# custom bprop returning wrong structures, called under grad of grad
class BpWrong(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind

    def construct(self, a, b):
        return a * b

    def bprop(self, a, b, out, dout):
        if self.kind == "one":
            return (dout * b,)
        if self.kind == "three":
            return dout * b, dout * a, dout
        if self.kind == "tensor":
            return dout * b
        if self.kind == "list":
            return [dout * b, dout * a]
        if self.kind == "none_item":
            return dout * b, None
        if self.kind == "int_item":
            return dout * b, 1
        if self.kind == "shape":
            return dout * b, (dout * a).sum()
        if self.kind == "dtype":
            return dout * b, (dout * a).astype(ms.float16)
        if self.kind == "no_out":
            return dout * b * 2, dout * a * 2
        if self.kind == "out_only":
            return out, out
        return dout * b, dout * a


class BpWrap(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.c = BpWrong(kind)

    def construct(self, a, b):
        return (self.c(a, b) * a).sum()


y = Tensor(np.array([2.0, 0.5, -1.0], np.float32))
def makebp(kind):
    w = BpWrap(kind)
    bw = BpWrong(kind)

    def direct(a, b):
        return bw(a, b).sum()
    gw0 = ms.grad(w, 0)

    def gg(a, b):
        return (gw0(a, b) * S).sum()
    return w, direct, gg


for kind in ["ok", "one", "three", "tensor", "list", "none_item", "int_item", "shape", "dtype", "no_out", "out_only"]:
    w, direct, gg = makebp(kind)
    case(f"bp {kind} g1", lambda w=w: ms.grad(w, (0, 1))(x, y))
    case(f"bp {kind} direct", lambda direct=direct: ms.grad(direct, (0, 1))(x, y))
    case(f"bp {kind} g2", lambda gg=gg: ms.grad(gg, (0, 1))(x, y))
    case(f"bp {kind} vag", lambda w=w: ms.value_and_grad(w, (0, 1))(x, y))
