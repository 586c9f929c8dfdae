"""gradients through control flow on Tensor conditions combined with in-place ops, views, stop_gradient, depend,
F.partial, custom-bprop Cells (and bprops returning the wrong count), higher order, dtypes f16 / f64."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from mindspore.ops import functional as F
from _h import case

x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, 0.25, 2.0], np.float32))


class WhileInplace(nn.Cell):
    def construct(self, a, b):
        i = 0
        s = a * 1
        while s.sum() < 20 and i < 4:
            s += b * a
            i += 1
        return s


class ForView(nn.Cell):
    def construct(self, a, b):
        out = a * 2
        for i in range(3):
            if b[i] > 0.3:
                out[i] = out[i] * b[i]
        return out


class IfStop(nn.Cell):
    def construct(self, a, b):
        if a.sum() > b.sum():
            c = ops.stop_gradient(a * b) + a * a
        else:
            c = a * b
        return c.sum()


class WhileBreak(nn.Cell):
    def construct(self, a, b):
        out = a
        i = 0
        while out.max() < 100 and i < 5:
            i += 1
            out = out * b + a
            if out.min() < -50:
                break
        return out


class DependNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 1.0, 1.0], np.float32)), name="p")

    def construct(self, a, b):
        u = ops.assign(self.p, a * 2)
        c = ops.depend(b * self.p, u)
        return c * a


def mulf(u, v):
    return u * v


class PartialNet(nn.Cell):
    def construct(self, a, b):
        g = F.partial(mulf, a)
        if a.sum() > 0:
            return g(b) * g(a)
        return g(b)


class ViewNet(nn.Cell):
    def construct(self, a, b):
        v = a.view(3, 1)
        w = v.transpose(1, 0)
        c = w * b
        c[0, 1] = 0.0
        return c


class SliceAssign(nn.Cell):
    def construct(self, a, b):
        c = a.copy() if hasattr(a, "copy") else a * 1
        c[1:] = b[1:] * a[:2]
        return c


class Bprop2(nn.Cell):
    def __init__(self, ret):
        super().__init__()
        self.ret = ret

    def construct(self, a, b):
        return a * b

    def bprop(self, a, b, out, dout):
        if self.ret == "one":
            return (dout * 2,)
        if self.ret == "three":
            return dout * 2, dout * 3, dout
        if self.ret == "tensor":
            return dout * 2
        if self.ret == "list":
            return [dout * 2, dout * 3]
        if self.ret == "none_item":
            return dout * 2, None
        if self.ret == "int_item":
            return dout * 2, 0
        if self.ret == "shape":
            return dout[:2], dout
        if self.ret == "dtype":
            return dout.astype(ms.float16), dout.astype(ms.int32)
        return dout * 2, dout * 3


class Outer(nn.Cell):
    def __init__(self, ret):
        super().__init__()
        self.inner = Bprop2(ret)

    def construct(self, a, b):
        i = 0
        out = a
        while i < 2:
            out = self.inner(out, b)
            i += 1
        if out.sum() > 0:
            out = out * 2
        return out


NETS = [("while_inplace", WhileInplace()), ("for_view", ForView()), ("if_stop", IfStop()),
        ("while_break", WhileBreak()), ("partial", PartialNet()), ("view", ViewNet()),
        ("slice_assign", SliceAssign())]
for nm, net in NETS:
    for dt in [ms.float32, ms.float16, ms.float64]:
        a, b = x.astype(dt), y.astype(dt)
        case("%s %s GOall" % (nm, dt), lambda net=net, a=a, b=b: ops.GradOperation(get_all=True)(net)(a, b))
        case("%s %s grad1" % (nm, dt), lambda net=net, a=a, b=b: ms.grad(net, grad_position=1)(a, b))
        if dt == ms.float32:
            case("%s vag" % nm, lambda net=net, a=a, b=b: ms.value_and_grad(net, grad_position=(0, 1))(a, b))
            case("%s neg" % nm, lambda net=net: ops.GradOperation(get_all=True)(net)(-x, y))
            case("%s sens" % nm, lambda net=net: ops.GradOperation(get_all=True, sens_param=True)(net)(
                x, y, ops.ones_like(net(x, y)) * 3))

dn = DependNet()
case("depend GOall", lambda: ops.GradOperation(get_all=True)(dn)(x, y))
case("depend p after", lambda: dn.p.value() * 1)
case("depend weights", lambda: ms.grad(dn, grad_position=None, weights=dn.p)(x, y))

for ret in ["ok", "one", "three", "tensor", "list", "none_item", "int_item", "shape", "dtype"]:
    case("bprop %s direct" % ret, lambda ret=ret: ops.GradOperation(get_all=True)(Bprop2(ret))(x, y))
    case("bprop %s loop" % ret, lambda ret=ret: ops.GradOperation(get_all=True)(Outer(ret))(x, y))
    case("bprop %s grad0" % ret, lambda ret=ret: ms.grad(Bprop2(ret))(x, y))


# higher order through control flow
def fcf(a):
    r = a
    if a.sum() > 0:
        r = r * r * a
    else:
        r = r * 3
    return r.sum()


def fwh(a):
    r = a
    i = 0
    while i < 3:
        r = ops.sin(r) * a
        i += 1
    return r.sum()


for nm, fn in [("fcf", fcf), ("fwh", fwh)]:
    for sgn in [1, -1]:
        a = x * sgn
        case("gg %s %d" % (nm, sgn), lambda fn=fn, a=a: ms.grad(ms.grad(fn))(a))
        case("ggg %s %d" % (nm, sgn), lambda fn=fn, a=a: ms.grad(ms.grad(ms.grad(fn)))(a))
        case("jacrev_grad %s %d" % (nm, sgn), lambda fn=fn, a=a: ms.jacrev(ms.grad(fn))(a))
        case("jacfwd_grad %s %d" % (nm, sgn), lambda fn=fn, a=a: ms.jacfwd(ms.grad(fn))(a))
        case("vjp %s %d" % (nm, sgn), lambda fn=fn, a=a: ms.vjp(ms.grad(fn), a)[1](ops.ones_like(a)))
        case("jvp %s %d" % (nm, sgn), lambda fn=fn, a=a: ms.jvp(fn, a, ops.ones_like(a)))
        case("gg f64 %s %d" % (nm, sgn), lambda fn=fn, a=a: ms.grad(ms.grad(fn))(a.astype(ms.float64)))
        case("gg f16 %s %d" % (nm, sgn), lambda fn=fn, a=a: ms.grad(ms.grad(fn))(a.astype(ms.float16)))


@ms.jit
def jit_gg(a):
    return ms.grad(ms.grad(fwh))(a)


case("jit gg fwh", lambda: jit_gg(x))


# stop_gradient at various places
def fsg(a, b):
    c = a * b
    d = ops.stop_gradient(c)
    e = d * a + c
    return e, ops.stop_gradient(a)


case("sg tuple out GOall", lambda: ops.GradOperation(get_all=True)(fsg)(x, y))
case("sg vag", lambda: ms.value_and_grad(fsg, grad_position=(0, 1))(x, y))
case("sg aux", lambda: ms.grad(fsg, grad_position=(0, 1), has_aux=True)(x, y))
case("sg all out", lambda: ms.grad(lambda a: ops.stop_gradient(a * 2))(x))
case("sg all out tuple", lambda: ms.grad(lambda a, b: (ops.stop_gradient(a), ops.stop_gradient(b)), (0, 1))(x, y))
case("sg int", lambda: ms.grad(lambda a: ops.stop_gradient(a.astype(ms.int32)) * a)(x))
