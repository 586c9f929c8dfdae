"""Two networks sharing Parameters / sub-cells, trained alternately with their own optimizers; the same Parameter
listed twice; a Parameter used twice in one forward; weights tuples built from several Cells."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _h import case

X = Tensor(np.arange(8, dtype=np.float32).reshape(2, 4) / 7 - 0.4)
Y = Tensor(np.array([[0.5, -0.5], [1.0, 0.0]], np.float32))


def shared_pair():
    body = nn.Dense(4, 3, weight_init=Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 11 - 0.5), bias_init="zeros")
    h1 = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
    h2 = nn.Dense(3, 2, weight_init=Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 6), bias_init="ones")
    return body, nn.SequentialCell([body, nn.Tanh(), h1]), nn.SequentialCell([body, nn.ReLU(), h2])


def c_alternate():
    body, a, b = shared_pair()
    ta = nn.TrainOneStepCell(nn.WithLossCell(a, nn.MSELoss()), nn.SGD(a.trainable_params(), 0.1))
    tb = nn.TrainOneStepCell(nn.WithLossCell(b, nn.MSELoss()), nn.Momentum(b.trainable_params(), 0.1, 0.9))
    out = []
    for _ in range(2):
        out += [ta(X, Y), tb(X, Y)]
    return out + [body.weight.value(), len(a.trainable_params()), len(b.trainable_params())]


def c_names():
    body, a, b = shared_pair()
    return [[p.name for p in a.trainable_params()], [p.name for p in b.trainable_params()]]


def c_param_twice_forward():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(Tensor(np.array([[0.5, -1.0], [0.25, 2.0]], np.float32)), name="w")

        def construct(self, x):
            return ops.matmul(ops.matmul(x[:, :2], self.w), self.w).sum()
    n = N()
    return [ms.grad(n, None, n.trainable_params())(X),
            nn.TrainOneStepCell(n, nn.Adam(n.trainable_params(), 0.1))(X), n.w.value()]


def c_dup_in_grad_list():
    body, a, b = shared_pair()
    ws = ParameterTuple(list(a.trainable_params()) + [body.weight])
    return ops.GradOperation(get_by_list=True)(nn.WithLossCell(a, nn.MSELoss()), ws)(X, Y)


def c_dup_in_optimizer():
    body, a, b = shared_pair()
    return nn.SGD(list(a.trainable_params()) + [body.weight], 0.1)


def c_union_weights():
    body, a, b = shared_pair()
    class Both(nn.Cell):
        def __init__(self):
            super().__init__(); self.a = a; self.b = b

        def construct(self, x, y):
            return nn.MSELoss()(self.a(x), y) + nn.MSELoss()(self.b(x), y)
    both = Both()
    t = nn.TrainOneStepCell(both, nn.Adam(both.trainable_params(), 0.01))
    return [t(X, Y), t(X, Y), len(both.trainable_params()), body.bias.value()]


def c_shared_cell_twice():
    d = nn.Dense(4, 4, weight_init=Tensor(np.eye(4, dtype=np.float32) * 0.5 + 0.1), bias_init="zeros")
    s = nn.SequentialCell([d, nn.Tanh(), d])
    t = nn.TrainOneStepCell(nn.WithLossCell(s, nn.L1Loss()), nn.SGD(s.trainable_params(), 0.2))
    return [t(X, X), t(X, X), len(s.trainable_params()), d.weight.value()]


for k, v in list(globals().items()):
    if k.startswith("c_"):
        case(k, v)
