"""Nested jit: jit(grad(f)), jit(jit(...)), grad of grad, jit calling jit with closures / globals, jit of Cells
inside jit, vmap inside jit."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

x = Tensor(np.array([0.5, -1.0, 2.0], np.float32))

def f(a):
    return ops.sin(a) * a * a

case("jit_grad", lambda: ms.jit(ops.grad(f))(x))
case("jit_jit_grad", lambda: ms.jit(ms.jit(ops.grad(f)))(x))
case("jit_grad_grad", lambda: ms.jit(ops.grad(ops.grad(f)))(x))
case("grad_jit_grad", lambda: ops.grad(ms.jit(ops.grad(f)))(x))
case("grad_grad_f16", lambda: ops.grad(ops.grad(f))(Tensor([0.5, 2.0], ms.float16)))
case("vg_jit", lambda: ms.jit(ms.value_and_grad(f))(x))
case("grad_pos_tuple", lambda: ms.jit(ops.grad(lambda a, b: (a * b * b).sum(), (0, 1)))(x, x + 1))

K = 3.0

@ms.jit
def inner(a, n=2):
    return a * K + n

@ms.jit
def outer(a):
    return inner(a) + inner(a, 5) * inner(a * 2)

case("nested_global", lambda: outer(x))
case("nested_global_grad", lambda: ops.grad(outer)(x))

def nested_local():
    s = 2.0
    @ms.jit
    def i1(a):
        return a * s
    @ms.jit
    def i2(a):
        return i1(a) + i1(a * a)
    @ms.jit
    def i3(a):
        return i2(a) * i1(a)
    return i3(x), ops.grad(i3)(x)

case("nested_local", nested_local)

class C(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([1.0, 2.0, 3.0]), name="w")
    @ms.jit
    def construct(self, a):
        return a * self.w

def jit_cell_in_jit():
    c = C()
    @ms.jit
    def g(a):
        return c(a) + c(a * 2)
    return g(x), ops.grad(g, None, c.trainable_params())(x)

case("jit_cell_in_jit", jit_cell_in_jit)

def vmap_in_jit():
    def row(a):
        return (a * a).sum()
    @ms.jit
    def g(m):
        return ops.vmap(row)(m)
    return g(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)))

case("vmap_in_jit", vmap_in_jit)

def jit_in_vmap():
    @ms.jit
    def row(a):
        return (a * a).sum()
    return ops.vmap(row)(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)))

case("jit_in_vmap", jit_in_vmap)

def jit_recursion():
    @ms.jit
    def fact(n):
        if n <= 1:
            return 1
        return n * fact(n - 1)
    return fact(5)

case("jit_recursion_py", jit_recursion)

def jacfwd_jit():
    return ms.jit(ops.jacfwd(f))(x), ops.jacrev(f)(x)

case("jac_jit", jacfwd_jit)

def grad_has_aux():
    def h(a):
        return (a * a).sum(), a * 3
    return ms.jit(ops.grad(h, has_aux=True))(x)

case("grad_has_aux_jit", grad_has_aux)
