"""Cells whose construct (or a method) is ``@ms.jit``, under PyNative gradients as model code uses them: training
steps (TrainOneStepCell, value_and_grad + optimizer), BatchNorm / assign side effects, weights given and implicit,
sens, hooks (Tensor.register_hook on inputs, Cell backward hooks, HookBackward inside the graph), float16 / float64,
several calls per step, a jit Cell inside a PyNative Cell inside another gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _h import case

XM = Tensor(np.array([[1.0, 2.0, 3.0], [0.0, -1.0, 0.5]], np.float32))
LBL = Tensor(np.array([[0.5, 1.0], [-1.0, 2.0]], np.float32))


class Dense(nn.Cell):
    def __init__(self, dt=ms.float32):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.1, 0.2], [0.3, -0.4], [0.5, 0.6]]), dt), name="w")
        self.b = Parameter(Tensor(np.array([0.1, -0.2]), dt), name="b")

    @ms.jit
    def construct(self, x):
        y = ops.matmul(x, self.w) + self.b
        if y.sum() > 0:
            y = ops.relu(y)
        return y


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.MSELoss()

    def construct(self, x, y):
        return self.loss(self.net(x), y)


class JitWithLoss(WithLoss):
    @ms.jit
    def construct(self, x, y):
        return self.loss(self.net(x), y)


def train_one_step(cls, steps=3, opt="sgd"):
    net = cls(Dense())
    o = nn.SGD(net.trainable_params(), 0.1) if opt == "sgd" else nn.Adam(net.trainable_params(), 0.01)
    step = nn.TrainOneStepCell(net, o)
    losses = [step(XM, LBL) for _ in range(steps)]
    return losses, net.net.w.value()


def value_and_grad_loop(steps=3):
    net = Dense()
    loss_fn = nn.MSELoss()
    o = nn.Momentum(net.trainable_params(), 0.1, 0.9)

    def forward(x, y):
        return loss_fn(net(x), y)
    gf = ms.value_and_grad(forward, None, o.parameters)
    out = []
    for _ in range(steps):
        loss, grads = gf(XM, LBL)
        o(grads)
        out.append(loss)
    return out, net.w.value()


def has_aux_step():
    net = Dense()

    def forward(x, y):
        p = net(x)
        return ((p - y) ** 2).mean(), p
    return ms.value_and_grad(forward, None, net.trainable_params(), has_aux=True)(XM, LBL)


class BNNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(2, momentum=0.5)
        self.d = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    @ms.jit
    def construct(self, x):
        return self.bn(self.d(x)).sum()


def bn_steps():
    net = BNNet()
    net.set_train()
    gs = [ms.grad(net, grad_position=0, weights=net.trainable_params())(XM) for _ in range(2)]
    return gs, net.bn.moving_mean.value(), net.bn.moving_variance.value()


class Acc(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")
        self.acc = Parameter(Tensor(np.zeros(3, np.float32)), name="acc", requires_grad=False)

    @ms.jit
    def construct(self, x):
        ops.assign_add(self.acc, x * self.w)
        return (x * self.w * self.acc).sum()


def acc_steps():
    net = Acc()
    g1 = ms.grad(net, grad_position=0, weights=net.trainable_params())(Tensor(np.ones(3, np.float32)))
    g2 = ms.grad(net, grad_position=0, weights=net.trainable_params())(Tensor(np.ones(3, np.float32)))
    return g1, g2, net.acc.value()


def sens_net():
    net = Dense()
    return ops.GradOperation(get_all=True, get_by_list=True, sens_param=True)(net, net.trainable_params())(
        XM, Tensor(np.array([[1.0, 2.0], [3.0, -1.0]], np.float32)))


def input_hook():
    x = Tensor(XM.asnumpy())
    x.register_hook(lambda g: g * 3)
    net = Dense()
    return ms.grad(lambda a: net(a).sum())(x)


def param_hook():
    net = Dense()
    net.w.register_hook(lambda g: g * 2)
    return ms.grad(lambda a: net(a).sum(), None, net.trainable_params())(XM)


class HB(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hb = ops.HookBackward(lambda g: print("hook_backward", g))

    @ms.jit
    def construct(self, x):
        return self.hb(x * 2) * 3


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Dense()

    def construct(self, x):
        return self.inner(x).sum() * 2


def cell_bwd_hook():
    net = Outer()
    seen = []
    net.inner.register_backward_hook(lambda c, gi, go: seen.append(len(go)))
    g = ms.grad(net, grad_position=0)(XM)
    return g, len(seen)


def cell_fwd_hook():
    net = Outer()
    net.inner.register_forward_hook(lambda c, i, o: o * 10)
    return ms.grad(net, grad_position=0)(XM)


def dtype_net(dt):
    net = Dense(dt)
    return ms.grad(lambda a: net(a).sum(), 0, net.trainable_params())(XM.astype(dt))


def two_calls():
    net = Dense()
    return ms.grad(lambda a: (net(a) * net(a * 2)).sum(), 0, net.trainable_params())(XM)


def nested_in_grad_of_grad_input():
    net = Dense()
    return ms.grad(lambda a: ms.grad(lambda b: net(b).sum())(a).sum() + net(a).sum())(XM)


def jit_wrapper_of_grad():
    net = Dense()
    gf = ms.value_and_grad(lambda a: net(a).sum(), None, net.trainable_params())

    @ms.jit
    def step(a):
        return gf(a)
    return step(XM)


case("train_one_step_sgd", lambda: train_one_step(WithLoss))
case("train_one_step_adam", lambda: train_one_step(WithLoss, opt="adam"))
case("train_one_step_jit_loss", lambda: train_one_step(JitWithLoss))
case("value_and_grad_loop", value_and_grad_loop)
case("has_aux_step", has_aux_step)
case("bn_steps", bn_steps)
case("acc_steps", acc_steps)
case("sens_net", sens_net)
case("input_hook", input_hook)
case("param_hook", param_hook)
case("hook_backward_in_jit", lambda: ms.grad(HB())(XM))
case("cell_bwd_hook", cell_bwd_hook)
case("cell_fwd_hook", cell_fwd_hook)
case("dtype_f16", lambda: dtype_net(ms.float16))
case("dtype_f64", lambda: dtype_net(ms.float64))
case("two_calls", two_calls)
case("grad_of_grad_mixed", nested_in_grad_of_grad_input)
case("jit_wrapper_of_grad", jit_wrapper_of_grad)
