"""Fine-tuning forms: frozen layers (requires_grad=False) inside / outside the optimizer's params, params given as a
generator / filter / tuple / ParameterTuple / dict groups with an empty group, a Parameter listed twice, a
BatchNorm's moving statistics passed in; values after 2 TrainOneStepCell steps."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from _h import case


def w(shape, k=5, s=0.0):
    return Tensor(((np.arange(int(np.prod(shape))).reshape(shape) % k) / 10.0 - 0.2 + s).astype(np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Dense(4, 3, weight_init=w((3, 4)), bias_init="zeros")
        self.bn = nn.BatchNorm1d(3)
        self.d2 = nn.Dense(3, 2, weight_init=w((2, 3), 3, 0.1), bias_init="ones")

    def construct(self, x):
        return self.d2(ops.tanh(self.bn(self.d1(x))))


X = Tensor(((np.arange(12).reshape(3, 4) % 7) / 7.0 - 0.3).astype(np.float32))
Y = Tensor(np.array([[0.1, -0.2], [0.3, 0.0], [-0.1, 0.2]], np.float32))


def run(params_of, mk=lambda p: nn.Momentum(p, 0.1, 0.9), freeze=False):
    net = Net()
    if freeze:
        for p in net.d1.get_parameters():
            p.requires_grad = False
    opt = mk(params_of(net))
    st = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    ls = [round(float(st(X, Y).asnumpy()), 5) for _ in range(2)]
    return [ls, [p.name for p in opt.parameters], net.d1.weight.asnumpy().round(5).tolist()[0],
            net.d2.bias.asnumpy().round(5).tolist(), net.bn.moving_mean.asnumpy().round(5).tolist()]


P = {
    "trainable": lambda n: n.trainable_params(),
    "all": lambda n: n.get_parameters(),
    "all_list": lambda n: list(n.get_parameters()),
    "filter": lambda n: filter(lambda p: p.requires_grad, n.get_parameters()),
    "tuple": lambda n: tuple(n.trainable_params()),
    "ptuple": lambda n: ms.ParameterTuple(n.trainable_params()),
    "d2_only": lambda n: n.d2.trainable_params(),
    "empty_group": lambda n: [{"params": n.d2.trainable_params()}, {"params": []}],
    "dup": lambda n: n.trainable_params() + [n.d2.bias],
    "with_moving": lambda n: n.trainable_params() + [n.bn.moving_mean],
    "empty": lambda n: [],
    "gen_groups": lambda n: [{"params": filter(lambda p: "d1" in p.name, n.trainable_params())}, {"params": n.d2.trainable_params()}],
}
for label, pf in P.items():
    for freeze in (False, True):
        case(f"ft.{label}.freeze{freeze}", lambda pf=pf, freeze=freeze: run(pf, freeze=freeze))
    case(f"ft.{label}.adam", lambda pf=pf: run(pf, lambda p: nn.Adam(p, 0.01), freeze=True))
