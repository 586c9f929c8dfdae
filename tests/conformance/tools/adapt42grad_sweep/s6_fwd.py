"""vjp / jvp / jacfwd / jacrev / linearize over float16 / float64 / int32 inputs, tuple outputs, has_aux and
grad_position, directly and inside @ms.jit (third pass: dtypes and structures adapt40gr's s1_fn did not combine)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _h import case

A = np.array([1.0, -2.0, 0.5], np.float32)
B = np.array([0.25, 3.0, -1.0], np.float32)


def f1(a):
    return ops.sin(a) * a


def f2(a, b):
    return a * b, (a + b).sum()


def f_aux(a, b):
    return (a * b).sum(), a + 1


@ms.jit
def j_vjp(a, v):
    return ms.vjp(f1, a)[1](v)


@ms.jit
def j_jvp(a, v):
    return ms.jvp(f1, a, v)


@ms.jit
def j_jacfwd(a, b):
    return ms.jacfwd(f2, grad_position=(0, 1))(a, b)


@ms.jit
def j_jacrev_aux(a, b):
    return ms.jacrev(f_aux, grad_position=1, has_aux=True)(a, b)


for dt in [ms.float32, ms.float16, ms.float64, ms.int32]:
    a = Tensor(A).astype(dt)
    b = Tensor(B).astype(dt)
    v = ops.ones_like(a)
    case("vjp f1 %s" % dt, lambda a=a, v=v: ms.vjp(f1, a)[1](v))
    case("vjp f2 %s" % dt, lambda a=a, b=b: ms.vjp(f2, a, b)[1]((a, (a + b).sum())))
    case("vjp aux %s" % dt, lambda a=a, b=b: ms.vjp(f_aux, a, b, has_aux=True)[1:][0]((a * b).sum()))
    case("jvp f1 %s" % dt, lambda a=a, v=v: ms.jvp(f1, a, v))
    case("jvp f2 %s" % dt, lambda a=a, b=b: ms.jvp(f2, (a, b), (b, a)))
    case("jvp aux %s" % dt, lambda a=a, b=b: ms.jvp(f_aux, (a, b), (b, a), has_aux=True))
    case("jacfwd f1 %s" % dt, lambda a=a: ms.jacfwd(f1)(a))
    case("jacrev f1 %s" % dt, lambda a=a: ms.jacrev(f1)(a))
    case("jacfwd f2 gp %s" % dt, lambda a=a, b=b: ms.jacfwd(f2, grad_position=(0, 1))(a, b))
    case("jacrev f2 gp1 %s" % dt, lambda a=a, b=b: ms.jacrev(f2, grad_position=1)(a, b))
    case("jacrev aux %s" % dt, lambda a=a, b=b: ms.jacrev(f_aux, grad_position=(0, 1), has_aux=True)(a, b))
    case("jacfwd aux %s" % dt, lambda a=a, b=b: ms.jacfwd(f_aux, has_aux=True)(a, b))
    case("j_vjp %s" % dt, lambda a=a, v=v: j_vjp(a, v))
    case("j_jvp %s" % dt, lambda a=a, v=v: j_jvp(a, v))
    case("j_jacfwd %s" % dt, lambda a=a, b=b: j_jacfwd(a, b))
    case("j_jacrev_aux %s" % dt, lambda a=a, b=b: j_jacrev_aux(a, b))
    case("vjp 0d %s" % dt, lambda dt=dt: ms.vjp(f1, Tensor(2, dt))[1](Tensor(1, dt)))
    case("jvp 0d %s" % dt, lambda dt=dt: ms.jvp(f1, Tensor(2, dt), Tensor(1, dt)))
