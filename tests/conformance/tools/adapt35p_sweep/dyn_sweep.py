"""Dynamic shapes in small networks (st pynative/dynamic_shape): set_inputs with None dims then several shapes,
GradOperation with / without sens on nested Cells (AddN / Log / Exp / ReLU), jit functions called with changing
shapes, training a Dense net over changing batch sizes, log of negative / zero inputs."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.log, self.exp, self.addn, self.relu = ops.Log(), ops.Exp(), ops.AddN(), nn.ReLU()

    def construct(self, x, y):
        x = self.addn((x, y))
        x = self.relu(self.exp(self.log(x)))
        return self.addn((x, y))


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.log, self.exp, self.addn, self.relu = ops.Log(), ops.Exp(), ops.AddN(), nn.ReLU()
        self.inner = Inner()

    def construct(self, x, y):
        x = self.inner(self.addn((x, y)), y)
        return self.relu(self.exp(self.log(x)))


def shapes():
    return [(2, 3), (4,), (1, 2, 2), (3, 0)]


def inp(s, k=0.5, dt=np.float32):
    n = int(np.prod(s))
    return Tensor((np.arange(n, dtype=np.float64).reshape(s) / 3 + k).astype(dt))


def c_grad_no_sens():
    net = Outer(); g = ops.GradOperation(get_all=True)
    return [g(net)(inp(s), inp(s, 1.0)) for s in shapes()]


def c_grad_sens():
    net = Outer(); g = ops.GradOperation(get_all=True, sens_param=True)
    return [g(net)(inp(s), inp(s, 1.0), inp(s, 2.0)) for s in shapes()]


def c_set_inputs():
    net = Outer()
    net.set_inputs(Tensor(shape=[None, None], dtype=ms.float32), Tensor(shape=[None, None], dtype=ms.float32))
    return [net(inp(s), inp(s, 1.0)) for s in [(2, 3), (1, 5), (4, 1)]]


def c_set_inputs_grad():
    net = Outer()
    net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[None, 3], dtype=ms.float32))
    g = ops.GradOperation(get_all=True)
    return [g(net)(inp(s), inp(s, 1.0)) for s in [(2, 3), (1, 3)]]


def c_set_inputs_bad_rank():
    net = Outer()
    net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[None, 3], dtype=ms.float32))
    return net(inp((3,)), inp((3,), 1.0))


def c_set_inputs_bad_dim():
    net = Outer()
    net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[None, 3], dtype=ms.float32))
    return net(inp((2, 4)), inp((2, 4), 1.0))


def c_set_inputs_bad_dtype():
    net = Outer()
    net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[None, 3], dtype=ms.float32))
    return net(inp((2, 3), dt=np.float16), inp((2, 3), 1.0, np.float16))


def c_log_neg():
    net = Outer(); g = ops.GradOperation(get_all=True)
    x = Tensor(np.array([-1.0, 0.0, 0.5, -0.5], np.float32)); y = Tensor(np.array([0.5, 0.0, 0.25, 0.5], np.float32))
    return [net(x, y), g(net)(x, y)]


def c_f16_f64():
    net = Outer(); g = ops.GradOperation(get_all=True)
    return [g(net)(inp((2, 2), dt=dt), inp((2, 2), 1.0, dt)) for dt in (np.float16, np.float64)]


def c_jit_shapes():
    @ms.jit
    def f(x):
        return ops.reduce_sum(x * x, -1), x.shape[0]
    return [f(inp(s)) for s in [(2, 3), (4, 3), (2, 5), (3,)]]


def c_train_batches():
    net = nn.Dense(3, 2, weight_init=Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 5 - 0.4), bias_init="zeros")
    t = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
    t.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[None, 2], dtype=ms.float32))
    out = [t(inp((b, 3)), inp((b, 2), 0.1)) for b in (1, 3, 2, 5)]
    return out + [net.weight.value()]


def c_unique_grad_chain():
    x = Tensor(np.array([3.0, 1.0, 3.0, 2.0, 1.0], np.float32))
    def f(a):
        u, i = ops.unique(a)
        return (u * u).sum() + ops.gather(u, i, 0).sum()
    return [f(x), ms.grad(f)(x)]


def c_nonzero_shapes():
    x = Tensor(np.array([[0, 1.5], [2.0, 0]], np.float32))
    return [ops.nonzero(x), ops.masked_select(x, x > 0), x[x > 0] * 2]


def c_masked_select_grad():
    x = Tensor(np.array([[0, 1.5], [2.0, -1]], np.float32))
    return ms.grad(lambda a: (ops.masked_select(a, a > 0) ** 2).sum())(x)


for k, v in list(globals().items()):
    if k.startswith("c_"):
        case(k, v)
