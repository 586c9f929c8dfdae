"""gradients w.r.t. inputs of other dtypes / containers / unused; sens variants; stop_gradient; custom bprop."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

DT = [ms.float16, ms.float32, ms.float64, ms.int32, ms.int64, ms.int8, ms.uint8, ms.bool_]


def f(a, b):
    return a * b + a


def fsum(a, b):
    return (a * b).sum()


for dt in DT:
    a = Tensor(np.array([1, 2, 0], np.float32)).astype(dt)
    b = Tensor(np.array([3.0, 0.5, 2.0], np.float32))
    case("grad a=%s" % dt, lambda a=a, b=b: ms.grad(f, (0, 1))(a, b))
    case("grad b=%s" % dt, lambda a=a, b=b: ms.grad(f, (0, 1))(b, a))
    case("grad both=%s" % dt, lambda a=a: ms.grad(f, (0, 1))(a, a))
    case("GO all both=%s" % dt, lambda a=a: ops.GradOperation(get_all=True)(f)(a, a))
    case("grad 0d=%s" % dt, lambda dt=dt: ms.grad(lambda u: u * 2)(Tensor(3, dt)))
    case("grad cast=%s" % dt, lambda a=a: ms.grad(lambda u: u.astype(ms.float32) * 2)(a))
    case("vag sum=%s" % dt, lambda a=a: ms.value_and_grad(lambda u: (u * u).sum())(a))
    case("grad unused=%s" % dt, lambda a=a, b=b: ms.grad(lambda u, v: v * 2, (0, 1))(a, b))
    case("grad empty=%s" % dt, lambda dt=dt: ms.grad(lambda u: u * 2)(Tensor(np.zeros((0, 2), np.float32)).astype(dt)))

x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))


# containers
def ft(t):
    return t[0] * t[1]
def fl(t):
    return t[0] * 2 + t[1]
def fd(d):
    return d["a"] * d["b"]
def ftn(t, z):
    return t[0][0] * t[1] * z
def ftscal(t):
    return t[0] * t[1]
case("tuple arg", lambda: ms.grad(ft)((x, y)))
case("list arg", lambda: ms.grad(fl)([x, y]))
case("dict arg", lambda: ms.grad(fd)({"a": x, "b": y}))
case("nested arg", lambda: ms.grad(ftn, (0, 1))(((x,), y), y))
case("tuple num arg", lambda: ms.grad(ftscal)((x, 3.0)))
case("tuple int arg", lambda: ms.grad(ftscal)((x, 3)))
case("GO tuple arg", lambda: ops.GradOperation(get_all=True)(ft)((x, y)))
case("GO dict arg", lambda: ops.GradOperation(get_all=True)(fd)({"a": x, "b": y}))
case("mutable tuple arg", lambda: ms.grad(ft)(ms.mutable((x, y))))
case("mutable list arg", lambda: ms.grad(fl)(ms.mutable([x, y])))
case("mutable dict arg", lambda: ms.grad(fd)(ms.mutable({"a": x, "b": y})))
case("vag tuple arg", lambda: ms.value_and_grad(ft)((x, y)))
case("num arg", lambda: ms.grad(lambda u, k: u * k, (0, 1))(x, 3.0))
case("int arg", lambda: ms.grad(lambda u, k: u * k, (0, 1))(x, 3))
case("bool arg", lambda: ms.grad(lambda u, k: u * k, (0, 1))(x, True))
case("None arg", lambda: ms.grad(lambda u, k: u * 2, (0, 1))(x, None))
case("str arg", lambda: ms.grad(lambda u, k: u * 2, (0, 1))(x, "s"))
case("mutable num arg", lambda: ms.grad(lambda u, k: u * k, (0, 1))(x, ms.mutable(3.0)))
case("mutable int arg", lambda: ms.grad(lambda u, k: u * k, (0, 1))(x, ms.mutable(3)))

# outputs
case("out py number", lambda: ms.grad(lambda u: 2.0)(x))
case("out int", lambda: ms.grad(lambda u: 2)(x))
case("out tuple nums", lambda: ms.grad(lambda u: (u * 2, 3))(x))
case("out dict", lambda: ms.grad(lambda u: {"a": u * 2, "b": u * u})(x))
case("out dict vag", lambda: ms.value_and_grad(lambda u: {"a": u * 2})(x))
case("out const tensor", lambda: ms.grad(lambda u: Tensor([1.0, 2.0]))(x))
case("out input", lambda: ms.grad(lambda u: u)(x))
case("out input twice", lambda: ms.grad(lambda u: (u, u))(x))
case("out int tensor", lambda: ms.grad(lambda u: (u * 2).astype(ms.int32))(x))
case("out bool tensor", lambda: ms.grad(lambda u: u > 1)(x))
case("out f16", lambda: ms.grad(lambda u: (u * 2).astype(ms.float16))(x))
case("out f64", lambda: ms.grad(lambda u: (u * 2).astype(ms.float64))(x))

# sens
def g2(u, v):
    return u * v
for nm, s in [("f32", Tensor(np.array([1.0, 2.0], np.float32))), ("f16", Tensor(np.array([1.0, 2.0], np.float16))),
              ("f64", Tensor(np.array([1.0, 2.0], np.float64))), ("int", Tensor(np.array([1, 2], np.int32))),
              ("0d", Tensor(2.0, ms.float32)), ("bcast", Tensor(np.array([[1.0, 2.0]], np.float32))),
              ("num", 2.0), ("numint", 2), ("shape3", Tensor(np.array([1.0, 2.0, 3.0], np.float32))),
              ("list", [Tensor(np.array([1.0, 2.0], np.float32))]), ("tuple1", (Tensor(np.array([1.0, 2.0], np.float32)),))]:
    case("GO sens %s" % nm, lambda s=s: ops.GradOperation(sens_param=True)(g2)(x, y, s))
    case("grad sens %s" % nm, lambda s=s: ms.grad(g2, (0, 1), sens_param=True)(x, y, s))
    case("vjp %s" % nm, lambda s=s: ops.vjp(g2, x, y)[1](s))
    case("GO sens tupleout %s" % nm, lambda s=s: ops.GradOperation(sens_param=True)(lambda u, v: (u * v, u + v))(x, y, (s, s)))
case("GO sens missing", lambda: ops.GradOperation(sens_param=True)(g2)(x, y))
case("grad sens dict out", lambda: ms.grad(lambda u: {"a": u * 2}, sens_param=True)(x, {"a": y}))

# stop_gradient
case("sg mid", lambda: ms.grad(lambda u, v: ops.stop_gradient(u * v) * u + v, (0, 1))(x, y))
case("sg all", lambda: ms.grad(lambda u, v: ops.stop_gradient(u * v), (0, 1))(x, y))
case("sg tuple", lambda: ms.grad(lambda u, v: ops.stop_gradient((u, v))[0] * u, (0, 1))(x, y))
case("sg method", lambda: ms.grad(lambda u: ops.StopGradient()(u) * u)(x))
case("sg vag", lambda: ms.value_and_grad(lambda u: ops.stop_gradient(u) * u)(x))
case("sg int", lambda: ms.grad(lambda u: ops.stop_gradient(3) * u)(x))
case("sg aux", lambda: ms.grad(lambda u: (u * u, ops.stop_gradient(u)), has_aux=True)(x))
def sgout(u):
    return ops.stop_gradient(u * 2), u * 3
case("sg out tuple", lambda: ms.grad(sgout)(x))


# custom bprop
class B1(nn.Cell):
    def construct(self, a, b):
        return a * b
    def bprop(self, a, b, out, dout):
        return dout * 10, dout * b
class BWrongCount(nn.Cell):
    def construct(self, a, b):
        return a * b
    def bprop(self, a, b, out, dout):
        return (dout,)
class BWrongCount3(nn.Cell):
    def construct(self, a, b):
        return a * b
    def bprop(self, a, b, out, dout):
        return dout, dout, dout
class BNotTuple(nn.Cell):
    def construct(self, a):
        return a * 2
    def bprop(self, a, out, dout):
        return dout * 5
class BDtype(nn.Cell):
    def construct(self, a):
        return a * 2
    def bprop(self, a, out, dout):
        return (dout.astype(ms.float16),)
class BShape(nn.Cell):
    def construct(self, a):
        return a * 2
    def bprop(self, a, out, dout):
        return (ops.ones((3,), ms.float32),)
class BNone(nn.Cell):
    def construct(self, a):
        return a * 2
    def bprop(self, a, out, dout):
        return None
class BInt(nn.Cell):
    def construct(self, a):
        return a * 2
    def bprop(self, a, out, dout):
        return (1,)
class BTupleOut(nn.Cell):
    def construct(self, a):
        return a * 2, a * 3
    def bprop(self, a, out, dout):
        return (dout[0] + dout[1] * 100,)
class BParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 2.0], np.float32)), name="w")
    def construct(self, a):
        return a * self.w
    def bprop(self, a, out, dout):
        return (dout * 7,)
class Outer(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner
    def construct(self, *a):
        return self.inner(*a) * 1
for nm, c, args in [("B1", B1, (x, y)), ("BWrongCount", BWrongCount, (x, y)), ("BWrongCount3", BWrongCount3, (x, y)),
                    ("BNotTuple", BNotTuple, (x,)), ("BDtype", BDtype, (x,)), ("BShape", BShape, (x,)),
                    ("BNone", BNone, (x,)), ("BInt", BInt, (x,)), ("BTupleOut", BTupleOut, (x,)), ("BParam", BParam, (x,))]:
    case("bprop %s direct" % nm, lambda c=c, args=args: ops.GradOperation(get_all=True)(c())(*args))
    case("bprop %s nested" % nm, lambda c=c, args=args: ops.GradOperation(get_all=True)(Outer(c()))(*args))
    case("bprop %s msgrad" % nm, lambda c=c, args=args: ms.grad(c(), 0)(*args))
def bp_params():
    n = BParam()
    return ops.GradOperation(get_all=True, get_by_list=True)(n, n.trainable_params())(x)
case("bprop BParam params", bp_params)
