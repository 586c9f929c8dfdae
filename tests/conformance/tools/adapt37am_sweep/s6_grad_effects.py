"""auto_monad + gradient variants: side effects inside branches / loops of a differentiated net, Parameter
values after grad / value_and_grad / GradOperation(get_by_list) calls, sens_param, assign of a computed value
then reading it, in-place updates (optimizer-like) inside construct, nets called twice inside one graph."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit
from mindspore.ops import operations as P
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class BranchEffect(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(2.0), name="w")
        self.c = Parameter(f32(0.0), name="c", requires_grad=False)

    def construct(self, x):
        if x.sum() > 0:
            ops.assign_add(self.c, f32(1.0))
            y = x * self.w
        else:
            ops.assign_sub(self.c, f32(1.0))
            y = x * self.w * self.w
        return y


be = BranchEffect()
case("branch_grad_pos", lambda: (ms.grad(be, 0, be.trainable_params())(f32(3.0)), be.c.value(), be.w.value()))
case("branch_grad_neg", lambda: (ms.grad(be, 0, be.trainable_params())(f32(-3.0)), be.c.value()))
case("branch_fwd", lambda: (be(f32(3.0)), be.c.value()))


class LoopEffect(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0), name="w")
        self.c = Parameter(f32(0.0), name="c", requires_grad=False)

    def construct(self, x):
        y = x
        for _ in range(3):
            ops.assign_add(self.c, f32(1.0))
            y = y * self.w + x
        return y


le = LoopEffect()
case("loop_grad", lambda: (ms.grad(le, (0,), le.trainable_params())(f32(2.0)), le.c.value()))
case("loop_vg", lambda: (ms.value_and_grad(le, 0)(f32(2.0)), le.c.value()))


class TLoopEffect(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.5), name="w")
        self.c = Parameter(f32(0.0), name="c", requires_grad=False)

    def construct(self, x):
        while x < 10:
            ops.assign_add(self.c, f32(1.0))
            x = x * self.w + 1
        return x


te = TLoopEffect()
case("tloop_fwd", lambda: (te(f32(1.0)), te.c.value()))
case("tloop_grad", lambda: (ms.grad(te, 0, te.trainable_params())(f32(1.0)), te.c.value()))


class Sgd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 2.0), name="w")

    def construct(self, x):
        loss = (x * self.w).sum()
        g = ms.grad(lambda v: (v * self.w).sum() * 1.0, 0)(x)
        ops.assign_sub(self.w, g * 0.1)
        return loss, self.w + 0


sg = Sgd()
case("inner_grad_update_1", lambda: (sg(f32(1.0, 1.0)), sg.w.value()))


class TrainStep(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.weights = net.trainable_params()
        self.grad = ops.GradOperation(get_by_list=True)

    def construct(self, x):
        loss = self.net(x)
        grads = self.grad(self.net, self.weights)(x)
        for w, g in zip(self.weights, grads):
            ops.assign_sub(w, g * 0.5)
        return loss


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, -1.0), name="w")
        self.b = Parameter(f32(0.5), name="b")

    def construct(self, x):
        return ((x * self.w).sum() + self.b) ** 2


lin = Lin()
ts = TrainStep(lin)
case("train_step_1", lambda: (ts(f32(1.0, 2.0)), lin.w.value(), lin.b.value()))
case("train_step_2", lambda: (ts(f32(1.0, 2.0)), lin.w.value(), lin.b.value()))


class SensNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(3.0), name="w")

    def construct(self, x):
        ops.assign(self.w, self.w * 2)
        return x * self.w


sn = SensNet()
case("sens_effect", lambda: (ops.GradOperation(get_all=True, sens_param=True)(sn)(f32(1.0), f32(2.0)), sn.w.value()))
case("sens_effect_w", lambda: (ops.GradOperation(get_by_list=True, sens_param=True)(sn, ms.ParameterTuple(sn.trainable_params()))(f32(1.0), f32(2.0)), sn.w.value()))


class CallTwice(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = LoopEffect()

    def construct(self, x):
        return self.inner(x) + self.inner(x * 2)


ct = CallTwice()
case("call_twice_fwd", lambda: (ct(f32(1.0)), ct.inner.c.value()))
case("call_twice_grad", lambda: (ms.grad(ct)(f32(1.0)), ct.inner.c.value()))


class AssignRead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 2.0), name="w")

    def construct(self, x):
        ops.assign(self.w, x * 3)
        y = self.w * x
        return y


ar = AssignRead()
case("assign_read_grad", lambda: (ms.grad(ar, 0, ar.trainable_params())(f32(1.0, 1.0)), ar.w.value()))


@jit
def jit_counter(p, x):
    for i in range(3):
        if i % 2 == 0:
            ops.assign_add(p, x)
    print("p is", p)
    return p * 1


pc = Parameter(f32(0.0), name="pc")
case("jit_counter", lambda: (jit_counter(pc, f32(1.0)), pc.value()))


class DependOrder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0), name="w")

    def construct(self, x):
        a = self.w + 0
        ops.assign(self.w, x)
        b = self.w + 0
        print("a", a, "b", b)
        return ops.depend(a, b), b


case("depend_order_print", lambda: DependOrder()(f32(9.0)))
case("depend_order_grad", lambda: ms.grad(DependOrder(), 0)(f32(9.0)))
