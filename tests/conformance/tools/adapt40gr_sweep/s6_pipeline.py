"""Pipeline gradients and trace blocks (st pynative/grad test_pipeline_grad, compiler/trace
test_trace_begin_end_grad): forward runs before / between gradients, set_grad, high-order grads, custom bprop
Cells in the pipeline, the same input twice; _jit_begin / _jit_end blocks under ms.grad (int and float inputs)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.ops import composite as C
from _h import case


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight1 = Parameter(Tensor(np.array([2.0, 2.0, 2.0]), ms.float32), name="weight1")
        self.weight2 = Parameter(Tensor(np.array([3.0, 3.0, 3.0]), ms.float32), name="weight2")

    def construct(self, x):
        x = x / self.weight1
        return x * self.weight2


class BpropNet(Net):
    def bprop(self, x, out, dout):
        return (dout * 5,)


class GradP(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.params = ms.ParameterTuple(net.trainable_params())
        self.g = C.GradOperation(get_by_list=True)

    def construct(self, x):
        return self.g(self.net, self.params)(x)


class GradI(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = C.GradOperation(get_all=True)

    def construct(self, *x):
        return self.g(self.net)(*x)


I1 = Tensor(np.array([2.0, 4.0, 6.0]), ms.float32)
I2 = Tensor(np.array([6.0, 10.0, 12.0]), ms.float32)
I3 = Tensor(np.array([14.0, 16.0, 18.0]), ms.float32)


def pipeline(net_cls, set_grad, order):
    def run():
        net = net_cls()
        if set_grad:
            net.set_grad()
        gp, gi = GradP(net), GradI(net)
        res = []
        for step in order:
            kind, inp = step[0], {"1": I1, "2": I2, "3": I3}[step[1]]
            res.append(net(inp) if kind == "f" else gp(inp) if kind == "p" else gi(inp))
        return tuple(res)
    return run


case("set_grad_fff_ppp", pipeline(Net, True, ["f1", "f2", "f3", "p1", "p2", "p3"]))
case("set_grad_mix", pipeline(Net, True, ["f1", "p2", "f3", "p1", "i2", "f2"]))
case("no_set_grad", pipeline(Net, False, ["f1", "f2", "p1", "i3"]))
case("bprop_pipeline", pipeline(BpropNet, True, ["f1", "f2", "i1", "p2", "i2"]))


def high_grad():
    net = Net()
    net.set_grad()
    g1 = C.GradOperation(get_all=True)
    gg = C.GradOperation(get_all=True)(g1(net))
    return net(I1), gg(I1), net(I2), gg(I2)


case("high_grad", high_grad)


class Two(nn.Cell):
    def construct(self, x, y):
        return x * y * x


case("same_input_twice", lambda: (GradI(Two())(I1, I1), GradI(Two())(I1, I2)))


class Sq(nn.Cell):
    def construct(self, x):
        return x * x


def mix_other():
    a, b = Sq(), Net()
    a.set_grad()
    b.set_grad()
    ra = a(I1)
    rb = b(I2)
    return GradI(a)(I1), GradI(b)(I2), ra, rb


case("mix_other_nets", mix_other)

try:
    from mindspore.common.jit_begin_end import _jit_begin as jit_begin
    from mindspore.common.jit_begin_end import _jit_end as jit_end

    class TraceNet(nn.Cell):
        def __init__(self):
            super().__init__()
            self.x = Tensor(1)

        def construct(self, x, y):
            jit_begin("__trace__jit_block__1__", x, y)
            a = Tensor(2)
            z = x + a
            z = z + self.x
            z = z * y
            z = jit_end(z)
            return z

    class GradTrace(nn.Cell):
        def __init__(self):
            super().__init__()
            self.net = TraceNet()

        def construct(self, x, y):
            z1 = x * y
            z2 = x + y
            z3 = self.net(z1, z2)
            return z3 * z3

    gt = GradTrace()
    if ms.get_context("mode") == ms.PYNATIVE_MODE:
        case("trace_int", lambda: tuple(ms.grad(gt)(Tensor(1), Tensor(3)) for _ in range(3)))
        case("trace_float", lambda: ms.grad(gt, grad_position=(0, 1))(Tensor(1.0), Tensor(3.0)))
        case("trace_fwd", lambda: gt(Tensor(2.0), Tensor(0.5)))
except ImportError as e:
    print("no jit_begin", e)
