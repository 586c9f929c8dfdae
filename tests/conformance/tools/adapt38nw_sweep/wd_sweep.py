"""Dynamic weight decay (st/optimizer/test_dynamic_weight_decay.py, weight_decay_utils.py) and weight-decay
variants: a Cell schedule as weight_decay, in groups, with dynamic lr / loss_scale, the beta/gamma name filter
(BatchNorm / LayerNorm Parameters), int weight decay, per-step losses, final weights and optimizer state."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.nn import Dense, ReLU, TrainOneStepCell, WithLossCell
from mindspore.ops import operations as P
import mindspore.common.dtype as mstype
from _h import case


class WDSched(nn.Cell):
    def __init__(self, vals=(0.001, 0.001, 0.1, 0.5, 0.05)):
        super().__init__()
        self.wd = Tensor(list(vals), mstype.float32)

    def construct(self, global_step):
        return self.wd[global_step]


class LRSched(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lr = Tensor([0.1, 0.05, 0.02, 0.2, 0.01], mstype.float32)

    def construct(self, global_step):
        return self.lr[global_step]


class Net(nn.Cell):
    def __init__(self, bn=False, ln=False):
        super().__init__()
        self.reshape = P.Reshape()
        self.relu = ReLU()
        w1 = Tensor((np.arange(160).reshape(10, 16) % 7 - 3).astype(np.float32) * 0.05)
        w2 = Tensor((np.arange(100).reshape(10, 10) % 5 - 2).astype(np.float32) * 0.07)
        w3 = Tensor((np.arange(100).reshape(10, 10) % 3 - 1).astype(np.float32) * 0.09)
        self.fc1 = Dense(16, 10, weight_init=w1, bias_init=Tensor(np.zeros(10, np.float32)))
        self.fc2 = Dense(10, 10, weight_init=w2, bias_init=Tensor(np.ones(10, np.float32)))
        self.fc3 = Dense(10, 10, weight_init=w3, bias_init=Tensor(np.linspace(-1, 1, 10).astype(np.float32)))
        self.bn = nn.BatchNorm1d(10) if bn else None
        self.ln = nn.LayerNorm((10,)) if ln else None

    def construct(self, x):
        out = self.reshape(x, (x.shape[0], -1))
        out = self.relu(self.fc1(out))
        if self.bn is not None:
            out = self.bn(out)
        if self.ln is not None:
            out = self.ln(out)
        out = self.relu(self.fc2(out))
        return self.fc3(out)


DATA = Tensor((np.arange(32).reshape(2, 1, 4, 4).astype(np.float32) - 10) * 0.05)
LABEL = Tensor(np.array([0, 3]).astype(np.int32))


def run(make_opt, steps=4, bn=False, ln=False, state=(), sens=None):
    net = Net(bn, ln)
    opt = make_opt(net)
    crit = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
    tr = TrainOneStepCell(WithLossCell(net, crit), opt) if sens is None else \
        TrainOneStepCell(WithLossCell(net, crit), opt, sens=sens)
    tr.set_train()
    losses = [float(tr(DATA, LABEL).asnumpy()) for _ in range(steps)]
    res = {"loss": losses}
    for p in net.trainable_params():
        res[p.name] = Tensor(p.asnumpy().ravel()[:4])
    for s in state:
        v = getattr(opt, s)
        if isinstance(v, (tuple, list)) or type(v).__name__ == "ParameterTuple":
            res[s] = [Tensor(x.asnumpy().ravel()[:3]) for x in v]
        else:
            res[s] = Tensor(v.asnumpy().ravel()[:3]) if hasattr(v, "asnumpy") else v
    return res


def groups(net, wd1, wd2, lr1=0.01, lr2=0.001):
    p = net.trainable_params()
    g1 = [x for x in p if 'fc1' in x.name]
    g2 = [x for x in p if 'fc1' not in x.name]
    return [{'params': g1, 'weight_decay': wd1, 'lr': lr1}, {'params': g2, 'weight_decay': wd2, 'lr': lr2}]


OPTS = {
    "mom": lambda p, **k: nn.Momentum(p, learning_rate=k.pop("lr", 0.01), momentum=0.9, **k),
    "adamw": lambda p, **k: nn.AdamWeightDecay(p, learning_rate=k.pop("lr", 0.01), **k),
    "adam": lambda p, **k: nn.Adam(p, learning_rate=k.pop("lr", 0.01), **k),
    "sgd": lambda p, **k: nn.SGD(p, learning_rate=k.pop("lr", 0.01), momentum=0.5, **k),
    "rms": lambda p, **k: nn.RMSProp(p, learning_rate=k.pop("lr", 0.01), **k),
    "adagrad": lambda p, **k: nn.Adagrad(p, learning_rate=k.pop("lr", 0.01), **k),
    "lazyadam": lambda p, **k: nn.LazyAdam(p, learning_rate=k.pop("lr", 0.01), **k),
    "ftrl": lambda p, **k: nn.FTRL(p, learning_rate=k.pop("lr", 0.01), **k),
    "prox": lambda p, **k: nn.ProximalAdagrad(p, learning_rate=k.pop("lr", 0.01), **k),
    "adamax": lambda p, **k: nn.AdaMax(p, learning_rate=k.pop("lr", 0.01), **k),
    "adadelta": lambda p, **k: nn.Adadelta(p, learning_rate=k.pop("lr", 0.5), **k),
    "asgd": lambda p, **k: nn.ASGD(p, learning_rate=k.pop("lr", 0.01), **k),
    "rprop": lambda p, **k: nn.Rprop(p, learning_rate=k.pop("lr", 0.01), **k),
}

for on, mk in OPTS.items():
    case(f"{on}_wd_const", lambda mk=mk: run(lambda n: mk(n.trainable_params(), weight_decay=0.1)))
    case(f"{on}_wd_cell", lambda mk=mk: run(lambda n: mk(n.trainable_params(), weight_decay=WDSched())))
    case(f"{on}_wd_group_cell", lambda mk=mk: run(lambda n: mk(groups(n, 0.01, WDSched()), weight_decay=0.001)))
    case(f"{on}_wd_cell_lrcell", lambda mk=mk: run(lambda n: mk(n.trainable_params(), lr=LRSched(),
                                                            weight_decay=WDSched())))
    case(f"{on}_wd_cell_lrlist", lambda mk=mk: run(lambda n: mk(n.trainable_params(),
                                                            lr=[0.1, 0.05, 0.02, 0.2, 0.01],
                                                            weight_decay=WDSched())))
    case(f"{on}_wd_bn", lambda mk=mk: run(lambda n: mk(n.trainable_params(), weight_decay=0.3), bn=True))
    case(f"{on}_wd_ln_cell", lambda mk=mk: run(lambda n: mk(n.trainable_params(), weight_decay=WDSched()), ln=True))
    case(f"{on}_wd_int", lambda mk=mk: run(lambda n: mk(n.trainable_params(), weight_decay=1)))
    case(f"{on}_wd_ls", lambda mk=mk: run(lambda n: mk(n.trainable_params(), weight_decay=0.1, loss_scale=4.0),
                                          sens=4.0))

case("mom_wd_cell_state", lambda: run(lambda n: OPTS["mom"](n.trainable_params(), weight_decay=WDSched()),
                                      state=("moments", "global_step")))
case("adamw_wd_cell_state", lambda: run(lambda n: OPTS["adamw"](n.trainable_params(), weight_decay=WDSched()),
                                        state=("moments1", "moments2", "global_step")))
case("adam_wd_group_state", lambda: run(lambda n: OPTS["adam"](groups(n, 0.01, WDSched())),
                                        state=("moment1", "moment2", "beta1_power", "global_step")))
case("mom_wd_group_both_cell", lambda: run(lambda n: OPTS["mom"](groups(n, WDSched(), WDSched((0.2, 0.1, 0.0, 0.3, 0.3))))))
case("mom_wd_group_gc", lambda: run(lambda n: OPTS["mom"]([dict(groups(n, 0.01, WDSched())[0], grad_centralization=True),
                                                           groups(n, 0.01, WDSched())[1]])))
case("mom_wd_cell_get_wd", lambda: (lambda o: o.get_weight_decay())(OPTS["mom"](Net().trainable_params(), weight_decay=WDSched())))
case("mom_wd_group_get_wd", lambda: (lambda o: o.get_weight_decay())(OPTS["mom"](groups(Net(), 0.01, WDSched()))))
case("mom_wd_neg", lambda: run(lambda n: OPTS["mom"](n.trainable_params(), weight_decay=-0.1)))
case("mom_wd_str", lambda: run(lambda n: OPTS["mom"](n.trainable_params(), weight_decay="0.1")))
case("mom_wd_tensor", lambda: run(lambda n: OPTS["mom"](n.trainable_params(), weight_decay=Tensor(0.1))))
case("adamw_wd_cell_5steps_overrun", lambda: run(lambda n: OPTS["adamw"](n.trainable_params(),
                                                                         weight_decay=WDSched((0.1, 0.2))), steps=3))
case("adamw_lrlist", lambda: run(lambda n: OPTS["adamw"](n.trainable_params(), lr=[0.1, 0.05, 0.02, 0.2, 0.01])))
case("adamw_lrlist_wd", lambda: run(lambda n: OPTS["adamw"](n.trainable_params(), lr=[0.1, 0.05, 0.02, 0.2, 0.01], weight_decay=0.1)))
case("adamw_lrlist_1", lambda: run(lambda n: OPTS["adamw"](n.trainable_params(), lr=[0.1, 0.05, 0.02, 0.2, 0.01], weight_decay=WDSched()), steps=1))
case("adamw_lrlist_2", lambda: run(lambda n: OPTS["adamw"](n.trainable_params(), lr=[0.1, 0.05, 0.02, 0.2, 0.01], weight_decay=WDSched()), steps=2))
case("adam_lrlist_wdcell", lambda: run(lambda n: OPTS["adam"](n.trainable_params(), lr=[0.1, 0.05, 0.02, 0.2, 0.01], weight_decay=WDSched())))
