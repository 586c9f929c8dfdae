"""adapt45jg: jit functions, jit methods and Cells with an ``@ms.jit`` construct under PyNative gradients, now run as
one tape node each (the compiled graph forward, the graph's reverse-mode gradient backward): weights given and a
Cell's own, sens, has_aux, several and dict / list outputs, nested jit functions, Tensor control flow, hooks on the
Tensors and Parameters passed in, Parameter writes (BatchNorm statistics, assign_add) done once per call, a training
step, float16 / float64 / integer inputs, higher order (MindSpore 2.10 CPU; these agreed with msgraph's earlier
op-by-op run too: the program guards the new path)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops
from _conf import emit, emit_error

MODES = ("pynative",)

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
Y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))
XM = Tensor(np.array([[1.0, 2.0, 3.0], [0.0, -1.0, 0.5]], np.float32))
LBL = Tensor(np.array([[0.5, 1.0], [-1.0, 2.0]], np.float32))


@ms.jit
def j_sq(x):
    return x * x


@ms.jit
def j_two(x, y):
    return x * y, x + y


@ms.jit
def j_list(x):
    return [x * 3, x.sum()]


@ms.jit
def j_if(x):
    if x.sum() > 3:
        return x * x
    return x * 3


@ms.jit
def j_while(x):
    while x.sum() < 30:
        x = x * 2
    return x


@ms.jit
def j_outer(x):
    return ops.sin(j_sq(x)) * 2


@ms.jit
def j_int_in(x, n):
    return x * n


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


class Meth(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")

    @ms.jit
    def part(self, x):
        return x * self.w

    def construct(self, x):
        return (self.part(x) * self.part(x)).sum()


class Counter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")
        self.n = Parameter(Tensor(0.0, ms.float32), name="n", requires_grad=False)

    @ms.jit
    def construct(self, x):
        ops.assign_add(self.n, Tensor(1.0, ms.float32))
        return (x * self.w).sum()


class BNNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(2, momentum=0.5)
        self.d = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    @ms.jit
    def construct(self, x):
        return self.bn(self.d(x)).sum()


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.MSELoss()

    def construct(self, x, y):
        return self.loss(self.net(x), y)


def h3(g):
    return g * 3


def weights_and_input():
    net = Dense()
    return ms.grad(lambda x: (net(x) ** 2).sum(), grad_position=0, weights=net.trainable_params())(XM)


def gradop_cell_weights():
    net = Dense()
    return ops.GradOperation(get_all=True, get_by_list=True)(net, ParameterTuple(net.trainable_params()))(XM)


def sens_cell():
    net = Dense()
    return ops.GradOperation(get_all=True, get_by_list=True, sens_param=True)(net, net.trainable_params())(
        XM, Tensor(np.array([[1.0, 2.0], [3.0, -1.0]], np.float32)))


def has_aux():
    net = Dense()
    return ms.value_and_grad(lambda x, y: (((net(x) - y) ** 2).mean(), net(x)), None, net.trainable_params(),
                             has_aux=True)(XM, LBL)


def method_weights():
    net = Meth()
    return ms.grad(net, grad_position=0, weights=net.trainable_params())(X)


def counter_twice():
    net = Counter()
    g1 = ms.grad(net, weights=net.trainable_params())(X)
    g2 = ms.value_and_grad(net, weights=net.trainable_params())(X)
    return g1, g2, net.n.value()


def batchnorm_twice():
    net = BNNet()
    net.set_train()
    gs = [ms.grad(net, grad_position=0, weights=net.trainable_params())(XM) for _ in range(2)]
    return gs, net.bn.moving_mean.value(), net.bn.moving_variance.value()


def input_hook():
    x = Tensor(XM.asnumpy())
    x.register_hook(h3)
    net = Dense()
    return ms.grad(lambda a: net(a).sum())(x)


def param_hook():
    net = Dense()
    net.w.register_hook(lambda g: g * 2)
    return ms.grad(lambda a: net(a).sum(), None, net.trainable_params())(XM)


def train_steps():
    net = WithLoss(Dense())
    step = nn.TrainOneStepCell(net, nn.SGD(net.trainable_params(), 0.1))
    losses = [step(XM, LBL) for _ in range(3)]
    return losses, net.net.w.value()


def dtype_cell(dt):
    net = Dense(dt)
    return ms.grad(lambda a: net(a).sum(), 0, net.trainable_params())(XM.astype(dt))


emit("grad_of_python_calling_jit", ms.grad(lambda x: (j_sq(x) * Y).sum())(X))
emit("value_and_grad_two_outputs", ms.value_and_grad(lambda x, y: (j_two(x, y)[0] * 2 + j_two(x, y)[1]).sum(),
                                                     grad_position=(0, 1))(X, Y))
emit("grad_one_of_two_outputs", ms.grad(lambda x, y: j_two(x, y)[0].sum())(X, Y))
emit("grad_list_output", ms.grad(lambda x: j_list(x)[0].sum() + j_list(x)[1])(X))
emit("grad_if", ms.grad(lambda x: (j_if(x) * Y).sum())(X))
emit("grad_if_else", ms.grad(lambda x: (j_if(x) * Y).sum())(-X))
emit("grad_while", ms.grad(lambda x: (j_while(x) * Y).sum())(X))
emit("grad_nested_jit", ms.grad(lambda x: (j_outer(x) * Y).sum())(X))
emit("grad_same_jit_twice", ms.grad(lambda x: (j_sq(x) * j_sq(x + 1)).sum())(X))
emit("gradop_sens_of_jit", ops.GradOperation(sens_param=True)(j_sq)(X, Y))
emit("gradop_sens_two_outputs", ops.GradOperation(get_all=True, sens_param=True)(j_two)(X, Y, (Y, X)))
emit("grad_int_input", ms.grad(lambda x, n: j_int_in(x, n).sum(), grad_position=(0, 1))(
    X, Tensor(np.array([1, 2, 3], np.int32))))
emit("grad_float16", ms.grad(lambda x: j_if(x).sum())(X.astype(ms.float16)))
emit("grad_float64", ms.grad(lambda x: j_if(x).sum())(X.astype(ms.float64)))
emit("grad_0d", ms.grad(lambda x: j_sq(x) * 2)(Tensor(3.0, ms.float32)))
emit("grad_empty", ms.grad(lambda x: j_sq(x).sum())(Tensor(np.zeros((0, 2), np.float32))))
emit("grad_second_order", ms.grad(ms.grad(lambda x: j_sq(x).sum() * 1))(X))
emit("grad_second_order_inner", ms.grad(lambda x: ms.grad(lambda y: (j_sq(y) * y).sum())(x).sum())(X))
emit("cell_weights_and_input", weights_and_input())
emit("gradop_cell_weights", gradop_cell_weights())
emit("gradop_cell_sens", sens_cell())
emit("value_and_grad_has_aux", has_aux())
emit("jit_method_weights", method_weights())
emit("assign_add_once_per_call", counter_twice())
emit("batchnorm_statistics_once_per_call", batchnorm_twice())
emit("hook_on_input", input_hook())
emit("hook_on_parameter", param_hook())
emit("train_one_step", train_steps())
emit("cell_float16", dtype_cell(ms.float16))
emit("cell_float64", dtype_cell(ms.float64))
emit_error("grad_of_jit_missing_argument", lambda: ms.grad(lambda x: j_two(x).sum())(X))
