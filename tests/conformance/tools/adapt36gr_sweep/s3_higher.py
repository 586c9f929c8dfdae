"""higher order: grad of grad, jacfwd / jacrev / jvp / vjp, vmap in_axes / out_axes, nested vmap, vmap of grad."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))
m = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
m2 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) - 2)


def cube(a):
    return a * a * a
def f2(a, b):
    return a * a * b
def sumsq(a):
    return (a * a).sum()


class Cube(nn.Cell):
    def construct(self, a):
        return a * a * a


class G1(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation()
    def construct(self, a):
        return self.g(self.net)(a)


class G1all(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True)
    def construct(self, a, b):
        return self.g(self.net)(a, b)


class F2(nn.Cell):
    def construct(self, a, b):
        return a * a * b


case("gg cube", lambda: ms.grad(ms.grad(cube))(x))
case("ggg cube", lambda: ms.grad(ms.grad(ms.grad(cube)))(x))
case("gg f2 pos1", lambda: ms.grad(ms.grad(f2, 0), 1)(x, y))
case("gg f2 (0,1)", lambda: ms.grad(ms.grad(f2, 0), (0, 1))(x, y))
case("GO GO cell", lambda: ops.GradOperation()(G1(Cube()))(x))
case("GO GO all", lambda: ops.GradOperation(get_all=True)(G1all(F2()))(x, y))
case("GO sens of GO all", lambda: ops.GradOperation(get_all=True, sens_param=True)(G1all(F2()))(x, y, (x, y)))
case("gg f64", lambda: ms.grad(ms.grad(cube))(x.astype(ms.float64)))
case("gg f16", lambda: ms.grad(ms.grad(cube))(x.astype(ms.float16)))
case("gg 0d", lambda: ms.grad(ms.grad(cube))(Tensor(2.0)))
case("gg sumsq", lambda: ms.grad(ms.grad(sumsq))(x))
case("gg vag", lambda: ms.value_and_grad(ms.grad(sumsq))(x))
case("gg sin", lambda: ms.grad(ms.grad(ops.sin))(x))
case("gg exp tanh", lambda: ms.grad(ms.grad(lambda a: ops.tanh(ops.exp(a) * 0.1)))(x))
case("gg sqrt", lambda: ms.grad(ms.grad(ops.sqrt))(x))
case("gg matmul", lambda: ms.grad(ms.grad(lambda a: ops.matmul(a, a.T).sum()))(m))

# jacfwd / jacrev
for nm, fn in [("jacfwd", ops.jacfwd), ("jacrev", ops.jacrev)]:
    case(nm + " cube", lambda fn=fn: fn(cube)(x))
    case(nm + " f2 (0,1)", lambda fn=fn: fn(f2, grad_position=(0, 1))(x, y))
    case(nm + " f2 1", lambda fn=fn: fn(f2, grad_position=1)(x, y))
    case(nm + " matrix", lambda fn=fn: fn(lambda a: a.sum(axis=0))(m))
    case(nm + " 0d", lambda fn=fn: fn(cube)(Tensor(2.0)))
    case(nm + " aux", lambda fn=fn: fn(lambda a: (a * a, a + 1), has_aux=True)(x))
    case(nm + " tuple out", lambda fn=fn: fn(lambda a: (a * a, a.sum()))(x))
    case(nm + " f64", lambda fn=fn: fn(cube)(x.astype(ms.float64)))
    case(nm + " int", lambda fn=fn: fn(cube)(Tensor(np.array([1, 2], np.int32))))
    case(nm + " of " + nm, lambda fn=fn: fn(fn(cube))(x))
    case(nm + " cell", lambda fn=fn: fn(Cube())(x))
    case(nm + " gp oob", lambda fn=fn: fn(f2, grad_position=2)(x, y))

# jvp / vjp
case("jvp", lambda: ops.jvp(cube, x, Tensor(np.ones(3, np.float32))))
case("jvp tuple", lambda: ops.jvp(f2, (x, y), (Tensor(np.ones(3, np.float32)), Tensor(np.ones(3, np.float32)))))
case("jvp aux", lambda: ops.jvp(lambda a: (a * a, a + 1), x, Tensor(np.ones(3, np.float32)), has_aux=True))
case("jvp wrong v shape", lambda: ops.jvp(cube, x, Tensor(np.ones(2, np.float32))))
case("jvp v list", lambda: ops.jvp(f2, [x, y], [x, y]))
case("vjp", lambda: ops.vjp(cube, x)[1](Tensor(np.ones(3, np.float32))))
case("vjp out", lambda: ops.vjp(cube, x)[0])
case("vjp two", lambda: ops.vjp(f2, x, y)[1](Tensor(np.ones(3, np.float32))))
case("vjp aux", lambda: ops.vjp(lambda a: (a * a, a + 1), x, has_aux=True)[2])
case("vjp tuple out", lambda: ops.vjp(lambda a: (a * a, a * 3), x)[1]((x, y)))
case("vjp of grad", lambda: ops.vjp(ms.grad(cube), x)[1](Tensor(np.ones(3, np.float32))))
case("jvp of grad", lambda: ops.jvp(ms.grad(cube), x, Tensor(np.ones(3, np.float32))))

# vmap
def mul(a, b):
    return a * b
def dotv(a, b):
    return (a * b).sum()
case("vmap 0,0", lambda: ops.vmap(mul, in_axes=(0, 0))(m, m2))
case("vmap 0,None", lambda: ops.vmap(mul, in_axes=(0, None))(m, x))
case("vmap 1,1", lambda: ops.vmap(mul, in_axes=(1, 1))(m, m2))
case("vmap 1,1 out1", lambda: ops.vmap(mul, in_axes=(1, 1), out_axes=1)(m, m2))
case("vmap -1", lambda: ops.vmap(dotv, in_axes=-1)(m, m2))
case("vmap int axes", lambda: ops.vmap(dotv, 0)(m, m2))
case("vmap none all", lambda: ops.vmap(dotv, (None, None))(m, m2))
case("vmap size mismatch", lambda: ops.vmap(mul, in_axes=(0, 1))(m, m2))
case("vmap axis oob", lambda: ops.vmap(mul, in_axes=(2, 0))(m, m2))
case("vmap out tuple", lambda: ops.vmap(lambda a, b: (a + b, (a * b).sum()), in_axes=0, out_axes=(0, None))(m, m2))
case("vmap out tuple axes", lambda: ops.vmap(lambda a, b: (a + b, a - b), in_axes=0, out_axes=(1, 0))(m, m2))
case("vmap out None nonconst", lambda: ops.vmap(lambda a: a * 2, in_axes=0, out_axes=None)(m))
case("vmap nested", lambda: ops.vmap(ops.vmap(lambda a, b: a * b, in_axes=(0, 0)), in_axes=(0, 0))(m, m2))
case("vmap nested inner1", lambda: ops.vmap(ops.vmap(lambda a, b: a * b, in_axes=(0, None)), in_axes=(None, 0))(x, y))
case("vmap tuple in", lambda: ops.vmap(lambda t: t[0] * t[1], in_axes=((0, 0),))((m, m2)))
case("vmap tuple in partial", lambda: ops.vmap(lambda t: t[0] * t[1], in_axes=((0, None),))((m, x)))
case("vmap dict in", lambda: ops.vmap(lambda d: d["a"] * 2, in_axes=0)({"a": m}))
case("vmap of grad", lambda: ops.vmap(ms.grad(sumsq))(m))
case("vmap of grad f2", lambda: ops.vmap(ms.grad(f2, (0, 1)), in_axes=(0, None))(m, x))
case("grad of vmap", lambda: ms.grad(lambda a: ops.vmap(sumsq)(a).sum())(m))
case("vmap of jacrev", lambda: ops.vmap(ops.jacrev(cube))(m))
case("vmap cell", lambda: ops.vmap(Cube())(m))
case("vmap scalar out", lambda: ops.vmap(lambda a: 3.0)(m))
case("vmap f16", lambda: ops.vmap(mul)(m.astype(ms.float16), m2.astype(ms.float16)))
case("vmap int", lambda: ops.vmap(mul)(m.astype(ms.int32), m2.astype(ms.int32)))
case("vmap bool", lambda: ops.vmap(lambda a: ops.logical_not(a))(m > 2))
case("vmap reduce keep", lambda: ops.vmap(lambda a: a.sum(keepdims=True))(m))
case("vmap argmax", lambda: ops.vmap(lambda a: a.argmax())(m2))
case("vmap matmul", lambda: ops.vmap(lambda a, b: ops.matmul(a, b))(Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3)), Tensor(np.arange(12, dtype=np.float32).reshape(2, 3, 2))))
case("vmap in_axes list", lambda: ops.vmap(mul, in_axes=[0, 0])(m, m2))
case("vmap in_axes len", lambda: ops.vmap(mul, in_axes=(0, 0, 0))(m, m2))
case("vmap in_axes float", lambda: ops.vmap(mul, in_axes=0.0)(m, m2))
case("vmap scalar arg", lambda: ops.vmap(mul, in_axes=(0, None))(m, 2.0))
case("vmap scalar arg mapped", lambda: ops.vmap(mul, in_axes=(0, 0))(m, 2.0))
case("vmap 0d", lambda: ops.vmap(mul)(Tensor(2.0), Tensor(3.0)))
