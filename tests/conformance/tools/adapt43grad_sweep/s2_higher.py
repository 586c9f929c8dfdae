"""higher-order compositions: grad of grad of grad, jacfwd / jacrev nested (Hessians), vjp / jvp of grads, has_aux and
tuple inputs, straight and inside @ms.jit."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _h import case

A = Tensor(np.array([1.0, -2.0, 0.5], np.float32))
B = Tensor(np.array([0.25, 3.0, -1.0], np.float32))
S = Tensor(np.array(0.7, np.float32))


def cube(a):
    return (a * a * a).sum()


def two(a, b):
    return (a * a * b).sum()


def sc(a):
    return ops.sin(a) * a * a


def two_aux(a, b):
    return (a * a * b).sum(), a * b


def vec(a, b):
    return a * a * b



def h_gaux(a, b):
    return ms.grad(two_aux, has_aux=True)(a, b)[0].sum()


def h_vjp(a):
    return ms.vjp(sc, a)[1](ops.ones_like(a))[0]


def h_jvp(a):
    return ms.jvp(sc, a, B)[1]


def h_gjvp(a):
    return ms.jvp(sc, a, B)[1].sum()


def h_gvjp(a):
    return ms.vjp(sc, a)[1](B)[0].sum()


def h_gjf(a):
    return ms.jacfwd(sc)(a).sum()


def h_gjr(a):
    return ms.jacrev(sc)(a).sum()


def h_gc(a):
    return ms.grad(cube)(a).sum()


def v3(v):
    return (v[0] ** 3 * v[1]).sum()


def u3(u):
    return ms.grad(v3)(u)[0].sum()


def h_t3(t):
    return ms.grad(u3)(t)[1].sum()


def h_go(a):
    return ops.GradOperation()(cube)(a).sum()


case("g3 cube", lambda: ms.grad(ms.grad(ms.grad(cube)))(A))
case("g3 scalar sc", lambda: ms.grad(ms.grad(ms.grad(sc)))(S))
case("g4 scalar sc", lambda: ms.grad(ms.grad(ms.grad(ms.grad(sc))))(S))
case("g2 two pos1", lambda: ms.grad(ms.grad(two, grad_position=1), grad_position=0)(A, B))
case("g2 two all", lambda: ms.grad(ms.grad(two, grad_position=(0, 1)), grad_position=(0, 1))(A, B))
case("g2 two pos0 then1", lambda: ms.grad(ms.grad(two, grad_position=0), grad_position=1)(A, B))
case("jacfwd jacrev cube", lambda: ms.jacfwd(ms.jacrev(cube))(A))
case("jacrev jacfwd cube", lambda: ms.jacrev(ms.jacfwd(cube))(A))
case("jacrev jacrev cube", lambda: ms.jacrev(ms.jacrev(cube))(A))
case("jacfwd jacfwd cube", lambda: ms.jacfwd(ms.jacfwd(cube))(A))
case("jacfwd grad cube", lambda: ms.jacfwd(ms.grad(cube))(A))
case("jacrev grad cube", lambda: ms.jacrev(ms.grad(cube))(A))
case("jacfwd vec pos01", lambda: ms.jacfwd(vec, grad_position=(0, 1))(A, B))
case("jacrev vec pos01", lambda: ms.jacrev(vec, grad_position=(0, 1))(A, B))
case("jacfwd jacrev vec pos1", lambda: ms.jacfwd(ms.jacrev(vec, grad_position=1), grad_position=0)(A, B))
case("jacrev aux", lambda: ms.jacrev(two_aux, grad_position=(0, 1), has_aux=True)(A, B))
case("jacfwd aux", lambda: ms.jacfwd(two_aux, grad_position=(0, 1), has_aux=True)(A, B))
case("grad aux pos01", lambda: ms.grad(two_aux, grad_position=(0, 1), has_aux=True)(A, B))
case("vg aux pos01", lambda: ms.value_and_grad(two_aux, grad_position=(0, 1), has_aux=True)(A, B))
case("grad of grad aux", lambda: ms.grad(h_gaux)(A, B))
case("vjp grad cube", lambda: ms.vjp(ms.grad(cube), A)[1](B))
case("jvp grad cube", lambda: ms.jvp(ms.grad(cube), A, B))
case("vjp of vjp", lambda: ms.vjp(h_vjp, A)[1](B))
case("jvp of jvp", lambda: ms.jvp(h_jvp, A, B))
case("vjp aux tuple", lambda: ms.vjp(two_aux, A, B, has_aux=True)[1](Tensor(np.array(1.0, np.float32))))
case("jvp aux tuple", lambda: ms.jvp(two_aux, (A, B), (B, A), has_aux=True))
case("grad jvp", lambda: ms.grad(h_gjvp)(A))
case("grad vjp", lambda: ms.grad(h_gvjp)(A))
case("grad jacfwd", lambda: ms.grad(h_gjf)(A))
case("grad jacrev", lambda: ms.grad(h_gjr)(A))
case("vg of grad", lambda: ms.value_and_grad(h_gc)(A))
case("g3 tuple input", lambda: ms.grad(h_t3)((A, B)))
case("g2 grad of GradOperation", lambda: ms.grad(h_go)(A))
case("GradOp of GradOp of GradOp", lambda: ops.GradOperation()(ops.GradOperation()(ops.GradOperation()(sc)))(S))


@ms.jit
def j_g3(a):
    return ms.grad(ms.grad(ms.grad(sc)))(a)


@ms.jit
def j_hess(a):
    return ms.jacfwd(ms.jacrev(cube))(a)


@ms.jit
def j_hess2(a, b):
    return ms.jacrev(ms.jacfwd(two, grad_position=1), grad_position=0)(a, b)


@ms.jit
def j_aux(a, b):
    return ms.grad(two_aux, grad_position=(0, 1), has_aux=True)(a, b)


@ms.jit
def j_jac_aux(a, b):
    return ms.jacrev(two_aux, grad_position=1, has_aux=True)(a, b)


@ms.jit
def j_vjp_grad(a, b):
    return ms.vjp(ms.grad(cube), a)[1](b)


@ms.jit
def j_jvp_grad(a, b):
    return ms.jvp(ms.grad(cube), a, b)


case("jit g3", lambda: j_g3(S))
case("jit hess", lambda: j_hess(A))
case("jit hess2", lambda: j_hess2(A, B))
case("jit aux", lambda: j_aux(A, B))
case("jit jac aux", lambda: j_jac_aux(A, B))
case("jit vjp grad", lambda: j_vjp_grad(A, B))
case("jit jvp grad", lambda: j_jvp_grad(A, B))

for dt in (ms.float16, ms.float64):
    a = A.astype(dt)
    b = B.astype(dt)
    s = S.astype(dt)
    case("g3 sc %s" % dt, lambda s=s: ms.grad(ms.grad(ms.grad(sc)))(s))
    case("hess cube %s" % dt, lambda a=a: ms.jacfwd(ms.jacrev(cube))(a))
    case("jacrev aux %s" % dt, lambda a=a, b=b: ms.jacrev(two_aux, grad_position=(0, 1), has_aux=True)(a, b))
    case("g2 two all %s" % dt, lambda a=a, b=b: ms.grad(ms.grad(two, grad_position=(0, 1)), grad_position=(0, 1))(a, b))
    case("jit g3 %s" % dt, lambda s=s: j_g3(s))

case("grad of jit g3", lambda: ms.grad(j_g3)(S))
