"""Gradients through jit calls from PyNative: control flow inside jit, re-calls with other shapes / dtypes, nested jit,
jit returning tuples (sens over several outputs), stop_gradient, higher order, recompute Cells with jit."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops, nn, jit
from _h import case

ms.set_context(mode=ms.PYNATIVE_MODE)
x = Tensor(np.array([0.5, -1.0, 2.0], np.float32))

@jit
def cf(a, n):
    s = a
    for _ in range(n):
        s = s * a
    if s.sum() > 0:
        s = s + 1
    else:
        s = s - 1
    return s
case("cf_grad_n1")(lambda: ms.grad(cf)(x, 1))
case("cf_grad_n3")(lambda: ms.grad(cf)(x, 3))
case("cf_grad_neg")(lambda: ms.grad(cf)(-x, 2))
case("cf_grad_2d")(lambda: ms.grad(cf)(Tensor(np.array([[0.5, 2.0]], np.float32)), 2))
case("cf_grad_f64")(lambda: ms.grad(cf)(Tensor(np.array([0.5, 2.0], np.float64)), 1))
case("cf_grad_f16")(lambda: ms.grad(cf)(Tensor(np.array([0.5, 2.0], np.float16)), 1))

@jit
def multi(a, b):
    return a * b, a + b, ops.stop_gradient(a * 3) * b
case("multi_grad")(lambda: ms.grad(multi, grad_position=(0, 1))(x, x * 2))
case("multi_sens")(lambda: ops.GradOperation(get_all=True, sens_param=True)(multi)(x, x, (x, x * 0 + 1, x * 0 + 2)))

@jit
def wloop(a):
    while a.sum() < 10:
        a = a * 2
    return a
case("while_grad")(lambda: ms.grad(wloop)(Tensor(np.array([1.0, 2.0], np.float32))))

@jit
def inner(a):
    return ops.sin(a) * a
def outer(a):
    return inner(inner(a) * 2).sum()
case("nested_grad")(lambda: ms.grad(outer)(x))
case("second_order")(lambda: ms.grad(ms.grad(lambda a: inner(a).sum()))(x))

class C(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="cw")
        self.b = Parameter(Tensor(np.array([0.5], np.float32)), name="cb")
    @jit
    def construct(self, a):
        h = ops.tanh(a * self.w + self.b)
        return (h * h).sum()
c = C()
case("cell_vg")(lambda: ms.value_and_grad(c, 0, c.trainable_params())(x))
case("cell_vg_again")(lambda: ms.value_and_grad(c, 0, c.trainable_params())(Tensor(np.ones((2, 3), np.float32))))
case("cell_vg_has_aux")(lambda: ms.value_and_grad(lambda a: (c(a), a * 2), 0, has_aux=True)(x))

def train_step(a):
    loss, grads = ms.value_and_grad(c, None, c.trainable_params())(a)
    for p, g in zip(c.trainable_params(), grads):
        ops.assign(p, p - 0.1 * g)
    return loss
case("train1")(lambda: (train_step(x), c.w, c.b))
case("train2")(lambda: (train_step(x), c.w, c.b))

class Blk(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -2.0, 0.5], np.float32)), name="bw")
    def construct(self, a):
        return ops.exp(a * self.w) + a
class R(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b1 = Blk(); self.b1.recompute()
        self.b2 = Blk()
    @jit
    def construct(self, a):
        return (self.b2(self.b1(a)) ** 2).sum()
r = R()
case("recompute_jit")(lambda: ms.value_and_grad(r, 0, r.trainable_params())(x * 0.1))
case("recompute_twice")(lambda: (lambda b: b.recompute())(Blk()))
case("recompute_bad_arg")(lambda: Blk().recompute(mp_comm_recompute="x"))

@jit
def ig(a, k):
    return a * k
case("grad_int_input")(lambda: ms.grad(ig, grad_position=(0, 1))(x, Tensor(3, ms.int32)))
case("grad_bool_input")(lambda: ms.grad(ig, grad_position=(0, 1))(x, Tensor(True)))
case("grad_scalar_pos")(lambda: ms.grad(ig, grad_position=(0, 1))(x, 3.0))
