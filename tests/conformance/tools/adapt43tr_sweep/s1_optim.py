"""Optimizers after 3 TrainOneStepCell steps over a 2-layer net: group params (per-group lr / weight_decay /
grad_centralization, order_params), dynamic lr (lists, LearningRateSchedule Cells), loss_scale, nesterov,
use_amsgrad / use_locking, weight_decay as a Cell or callable; the Parameter values, optimizer state and
get_lr() / get_lr_parameter after the steps."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from _h import case


def w(shape, k=5, s=0.0):
    return Tensor(((np.arange(int(np.prod(shape))).reshape(shape) % k) / 10.0 - 0.2 + s).astype(np.float32))


class Net(nn.Cell):
    def __init__(self, bias=True):
        super().__init__()
        self.d1 = nn.Dense(4, 3, weight_init=w((3, 4)), bias_init="zeros", has_bias=bias)
        self.d2 = nn.Dense(3, 2, weight_init=w((2, 3), 3, 0.1), bias_init="ones", has_bias=bias)

    def construct(self, x):
        return self.d2(ops.tanh(self.d1(x)))


X = Tensor(((np.arange(12).reshape(3, 4) % 7) / 7.0 - 0.3).astype(np.float32))
Y = Tensor(np.array([[0.1, -0.2], [0.3, 0.0], [-0.1, 0.2]], np.float32))


def groups(net, kind):
    ws = [p for p in net.trainable_params() if "weight" in p.name]
    bs = [p for p in net.trainable_params() if "bias" in p.name]
    if kind == "wd":
        return [{"params": ws, "weight_decay": 0.1}, {"params": bs}]
    if kind == "lr":
        return [{"params": ws, "lr": 0.05}, {"params": bs, "lr": 0.2, "weight_decay": 0.01}]
    if kind == "gc":
        return [{"params": ws, "grad_centralization": True}, {"params": bs}]
    if kind == "order":
        return [{"params": ws, "lr": 0.05}, {"params": bs}, {"order_params": net.trainable_params()}]
    if kind == "dynlr":
        return [{"params": ws, "lr": [0.1, 0.05, 0.02, 0.01]}, {"params": bs}]
    return net.trainable_params()


def run(make_opt, kind="plain", steps=3, extra=None):
    net = Net()
    opt = make_opt(groups(net, kind))
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    losses = [float(step(X, Y).asnumpy()) for _ in range(steps)]
    out = [round(v, 5) for v in losses]
    out.append([p.asnumpy().round(5).tolist() for p in net.trainable_params()])
    if extra:
        out.append(extra(opt))
    return out


def lrs(opt):
    r = opt.get_lr()
    if isinstance(r, (tuple, list)):
        return [round(float(x.asnumpy()), 6) for x in r]
    return round(float(r.asnumpy()), 6)


OPTS = {
    "Momentum": lambda p: nn.Momentum(p, 0.1, 0.9),
    "Momentum_nest": lambda p: nn.Momentum(p, 0.1, 0.9, use_nesterov=True),
    "Momentum_wd_ls": lambda p: nn.Momentum(p, 0.1, 0.9, weight_decay=0.01, loss_scale=2.0),
    "SGD": lambda p: nn.SGD(p, 0.1),
    "SGD_nest_wd": lambda p: nn.SGD(p, 0.1, momentum=0.9, nesterov=True, weight_decay=0.01),
    "SGD_damp_ls": lambda p: nn.SGD(p, 0.1, momentum=0.5, dampening=0.1, loss_scale=4.0),
    "Adam": lambda p: nn.Adam(p, 0.01),
    "Adam_nest": lambda p: nn.Adam(p, 0.01, use_nesterov=True),
    "Adam_wd": lambda p: nn.Adam(p, 0.01, weight_decay=0.1),
    "Adam_amsgrad": lambda p: nn.Adam(p, 0.01, use_amsgrad=True),
    "Adam_ls": lambda p: nn.Adam(p, 0.01, loss_scale=8.0),
    "AdamWeightDecay": lambda p: nn.AdamWeightDecay(p, 0.01, weight_decay=0.1),
    "AdamWeightDecay_eps": lambda p: nn.AdamWeightDecay(p, 0.01, beta1=0.8, beta2=0.9, eps=1e-3),
    "RMSProp": lambda p: nn.RMSProp(p, 0.01),
    "RMSProp_centered": lambda p: nn.RMSProp(p, 0.01, centered=True, momentum=0.5),
    "RMSProp_wd_ls": lambda p: nn.RMSProp(p, 0.01, weight_decay=0.1, loss_scale=2.0),
    "Lamb": lambda p: nn.Lamb(p, 0.01),
    "Lamb_wd": lambda p: nn.Lamb(p, 0.01, weight_decay=0.1),
    "Adagrad": lambda p: nn.Adagrad(p, learning_rate=0.1),
    "Adagrad_ls": lambda p: nn.Adagrad(p, learning_rate=0.1, loss_scale=2.0, weight_decay=0.01),
    "AdaMax": lambda p: nn.AdaMax(p, 0.01),
    "Adadelta": lambda p: nn.Adadelta(p, 1.0),
    "FTRL": lambda p: nn.FTRL(p, learning_rate=0.1),
    "LARS_Mom": lambda p: nn.LARS(nn.Momentum(p, 0.1, 0.9)),
    "LazyAdam": lambda p: nn.LazyAdam(p, 0.01),
    "ProximalAdagrad": lambda p: nn.ProximalAdagrad(p, 0.1, l1=0.01, l2=0.01),
    "ASGD": lambda p: nn.ASGD(p, 0.1),
    "Rprop": lambda p: nn.Rprop(p, 0.1),
}

for name, mk in OPTS.items():
    for kind in ("plain", "wd", "lr", "gc", "order", "dynlr"):
        case(f"{name}.{kind}", lambda mk=mk, kind=kind: run(mk, kind, extra=lrs))

# dynamic lr kinds
for name, mk in {
    "Mom_list": lambda p: nn.Momentum(p, [0.1, 0.05, 0.02, 0.01], 0.9),
    "Mom_tensor": lambda p: nn.Momentum(p, Tensor(np.array([0.1, 0.05, 0.02], np.float32)), 0.9),
    "Mom_tensor0d": lambda p: nn.Momentum(p, Tensor(0.1, ms.float32), 0.9),
    "Mom_cos": lambda p: nn.Momentum(p, nn.CosineDecayLR(0.01, 0.1, 4), 0.9),
    "Mom_poly": lambda p: nn.Momentum(p, nn.PolynomialDecayLR(0.1, 0.01, 3, power=0.5), 0.9),
    "Mom_poly_cycle": lambda p: nn.Momentum(p, nn.PolynomialDecayLR(0.1, 0.01, 2, power=2.0, update_decay_steps=True), 0.9),
    "Adam_warmup": lambda p: nn.Adam(p, nn.WarmUpLR(0.1, 2)),
    "Adam_exp": lambda p: nn.Adam(p, nn.ExponentialDecayLR(0.1, 0.9, 2, is_stair=True)),
    "Adam_nat": lambda p: nn.Adam(p, nn.NaturalExpDecayLR(0.1, 0.9, 2)),
    "Adam_inv": lambda p: nn.Adam(p, nn.InverseDecayLR(0.1, 0.5, 1, is_stair=True)),
    "AWD_list": lambda p: nn.AdamWeightDecay(p, [0.01, 0.02, 0.03], weight_decay=0.1),
    "Lamb_cos": lambda p: nn.Lamb(p, nn.CosineDecayLR(0.001, 0.01, 3)),
    "SGD_list": lambda p: nn.SGD(p, [0.1, 0.2, 0.3, 0.4]),
    "RMS_list": lambda p: nn.RMSProp(p, [0.01, 0.02, 0.03]),
    "Mom_int_lr": lambda p: nn.Momentum(p, 1, 0.9),
    "SGD_int_lr": lambda p: nn.SGD(p, 1),
}.items():
    case(f"dyn.{name}", lambda mk=mk: run(mk, extra=lrs))
    case(f"dyn.{name}.steps5", lambda mk=mk: run(mk, steps=5, extra=lrs))


def params_of(opt):
    return [(p.name, p.asnumpy().round(5).tolist()) for p in opt.get_lr_parameter(opt.parameters[:2])] \
        if isinstance(opt.get_lr(), (tuple, list)) else lrs(opt)


case("glp.lr_groups", lambda: run(OPTS["Momentum"], "lr", extra=params_of))
case("glp.dynlr_groups", lambda: run(OPTS["Adam"], "dynlr", extra=params_of))
case("state.adam_moments", lambda: run(OPTS["Adam"], "wd", extra=lambda o: [o.moment1[0].asnumpy().round(5).tolist(),
                                                                            o.moment2[1].asnumpy().round(6).tolist(),
                                                                            o.beta1_power.asnumpy().round(6).tolist()]))
case("state.mom_moments", lambda: run(OPTS["Momentum_nest"], extra=lambda o: [m.asnumpy().round(5).tolist() for m in o.moments]))
case("state.global_step", lambda: run(OPTS["SGD_nest_wd"], "dynlr", extra=lambda o: o.global_step.asnumpy().tolist()))
case("state.awd_names", lambda: run(OPTS["AdamWeightDecay"], "wd", extra=lambda o: [p.name for p in o.moments1]))
case("state.param_names", lambda: run(OPTS["Lamb"], "order", extra=lambda o: [p.name for p in o.parameters]))

# weight_decay as a Cell / callable
class WD(nn.Cell):
    def construct(self, global_step):
        return 0.1 * ops.cast(global_step, ms.float32)


case("wd.cell_momentum", lambda: run(lambda p: nn.Momentum(p, 0.1, 0.9, weight_decay=WD()), extra=lrs))
case("wd.cell_adamwd", lambda: run(lambda p: nn.AdamWeightDecay(p, 0.01, weight_decay=WD()), extra=lrs))
case("wd.int", lambda: run(lambda p: nn.Momentum(p, 0.1, 0.9, weight_decay=1), extra=lrs))
case("wd.neg", lambda: run(lambda p: nn.Momentum(p, 0.1, 0.9, weight_decay=-0.1), extra=lrs))
case("ls.neg", lambda: run(lambda p: nn.Momentum(p, 0.1, 0.9, loss_scale=-1.0), extra=lrs))
case("ls.int", lambda: run(lambda p: nn.SGD(p, 0.1, loss_scale=2), extra=lrs))
case("mom.neg", lambda: run(lambda p: nn.Momentum(p, 0.1, -0.1), extra=lrs))
case("lr.neg", lambda: run(lambda p: nn.SGD(p, -0.1), extra=lrs))
case("lr.list_short", lambda: run(lambda p: nn.SGD(p, [0.1]), steps=3, extra=lrs))
case("lr.group_lr_list_diff_len", lambda: run(lambda p: nn.SGD([{"params": p[:2], "lr": [0.1, 0.2]}, {"params": p[2:], "lr": [0.1, 0.2, 0.3]}], 0.1), extra=lrs))
case("lr.dup_param", lambda: run(lambda p: nn.SGD([{"params": p[:2]}, {"params": p[1:]}], 0.1), extra=lrs))
case("lr.sgd_nesterov_nomom", lambda: run(lambda p: nn.SGD(p, 0.1, nesterov=True), extra=lrs))
case("lr.adam_beta_bad", lambda: run(lambda p: nn.Adam(p, 0.1, beta1=1.0), extra=lrs))
case("lr.rms_decay_bad", lambda: run(lambda p: nn.RMSProp(p, 0.1, decay=-0.1), extra=lrs))
