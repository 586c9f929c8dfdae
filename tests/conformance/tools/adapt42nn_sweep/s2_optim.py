"""Optimizers as model code builds them: a Conv2d + BatchNorm2d + Dense net with explicit weights, group parameters
(weight decay filtered off bn / bias, per-group lr and weight_decay, 'order_params'), loss_scale, dynamic lr lists
and LearningRateSchedule objects, get_lr() per step, optimizer state names, a few TrainOneStepCell /
value_and_grad steps (mode from $MODE)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

from _h import case

X = Tensor(((np.arange(2 * 2 * 4 * 4) % 9 - 4) / 4).reshape(2, 2, 4, 4).astype(np.float32))
Y = Tensor(np.array([[0.5, -0.5], [1.0, 0.25]], np.float32))
LBL = Tensor(np.array([1, 0], np.int32))


class Net(nn.Cell):
    def __init__(self, bn=True):
        super().__init__()
        self.conv = nn.Conv2d(2, 3, 3, pad_mode="pad", padding=1, has_bias=True)
        self.bn = nn.BatchNorm2d(3, momentum=0.8) if bn else nn.Identity()
        self.relu = nn.ReLU()
        self.pool = nn.AvgPool2d(2, 2)
        self.flat = nn.Flatten()
        self.fc = nn.Dense(12, 2)
        for i, p in enumerate(self.get_parameters()):
            a = (np.arange(int(np.prod(p.shape))) % 7 - 3).astype(np.float64) / 20 + 0.01 * i
            if "moving_variance" in p.name or "gamma" in p.name:
                a = np.abs(a) + 1
            if "moving_mean" in p.name:
                a = a * 0
            p.set_data(Tensor(a.reshape(p.shape).astype(np.float32)))

    def construct(self, x):
        return self.fc(self.flat(self.pool(self.relu(self.bn(self.conv(x))))))


def pv(net):
    return [(p.name, round(float(p.asnumpy().astype(np.float64).sum()), 5)) for p in net.get_parameters()]


def decay_filter(x):
    return "beta" not in x.name and "gamma" not in x.name and "bias" not in x.name


def groups_wd(net, wd=0.01, lr2=None):
    dp = list(filter(decay_filter, net.trainable_params()))
    ndp = [p for p in net.trainable_params() if not decay_filter(p)]
    g2 = {"params": ndp}
    if lr2 is not None:
        g2["lr"] = lr2
    return [{"params": dp, "weight_decay": wd}, g2, {"order_params": net.trainable_params()}]


def train(make_opt, steps=3, loss_fn=None, bn=True, state=(), lossscale=None, sens=None):
    net = Net(bn)
    opt = make_opt(net)
    loss = loss_fn or nn.MSELoss()
    wl = nn.WithLossCell(net, loss)
    if lossscale is not None:
        step = nn.TrainOneStepWithLossScaleCell(wl, opt, scale_sense=lossscale)
    elif sens is not None:
        step = nn.TrainOneStepCell(wl, opt, sens=sens)
    else:
        step = nn.TrainOneStepCell(wl, opt)
    step.set_train()
    out = []
    y = LBL if isinstance(loss, nn.SoftmaxCrossEntropyWithLogits) else Y
    for _ in range(steps):
        r = step(X, y)
        out.append(r if lossscale is None else (r[0], r[1]))
        lr = opt.get_lr()
        out.append(lr)
        for s in state:
            v = getattr(opt, s)
            out.append([(q.name, round(float(q.asnumpy().astype(np.float64).sum()), 5)) for q in v]
                       if not isinstance(v, Tensor) else v)
    out.append(pv(net))
    return out


OPTS = {
    "sgd_mom_wd": lambda n: nn.SGD(n.trainable_params(), 0.1, momentum=0.9, dampening=0.1, weight_decay=0.01),
    "sgd_nesterov_ls": lambda n: nn.SGD(n.trainable_params(), 0.1, momentum=0.9, nesterov=True, loss_scale=4.0),
    "momentum_wd_ls": lambda n: nn.Momentum(n.trainable_params(), 0.1, 0.9, weight_decay=1e-3, loss_scale=2.0),
    "momentum_nesterov": lambda n: nn.Momentum(n.trainable_params(), 0.05, 0.9, use_nesterov=True),
    "momentum_groups": lambda n: nn.Momentum(groups_wd(n, 0.01, 0.02), 0.1, 0.9),
    "momentum_groups_dynlr": lambda n: nn.Momentum(groups_wd(n, 0.01, [0.02, 0.01, 0.005]), [0.1, 0.05, 0.01], 0.9),
    "adam_wd_ls": lambda n: nn.Adam(n.trainable_params(), 0.01, weight_decay=1e-2, loss_scale=8.0),
    "adam_groups": lambda n: nn.Adam(groups_wd(n, 0.1), 0.01),
    "adam_amsgrad": lambda n: nn.Adam(n.trainable_params(), 0.01, use_amsgrad=True),
    "adam_nesterov": lambda n: nn.Adam(n.trainable_params(), 0.01, use_nesterov=True),
    "adamw_groups": lambda n: nn.AdamWeightDecay(groups_wd(n, 0.1), 0.01, eps=1e-6),
    "rmsprop_centered_wd": lambda n: nn.RMSProp(n.trainable_params(), 0.01, decay=0.9, momentum=0.5, epsilon=1e-6,
                                                 centered=True, weight_decay=1e-3, loss_scale=2.0),
    "rmsprop_groups": lambda n: nn.RMSProp(groups_wd(n, 0.01, 0.005), 0.01),
    "lamb_groups": lambda n: nn.Lamb(groups_wd(n, 0.01), 0.01),
    "lars_momentum": lambda n: nn.LARS(nn.Momentum(n.trainable_params(), 0.1, 0.9), epsilon=1e-5, coefficient=0.001),
    "lars_filter": lambda n: nn.LARS(nn.Momentum(n.trainable_params(), 0.1, 0.9, weight_decay=1e-3), use_clip=True,
                                     lars_filter=lambda x: "bn" not in x.name),
    "adagrad_wd": lambda n: nn.Adagrad(n.trainable_params(), 0.1, 0.1, weight_decay=1e-3, loss_scale=2.0),
    "ftrl_wd": lambda n: nn.FTRL(n.trainable_params(), learning_rate=0.1, l1=0.01, l2=0.01, weight_decay=1e-3),
    "prox_adagrad": lambda n: nn.ProximalAdagrad(n.trainable_params(), learning_rate=0.1, l1=0.01, l2=0.01),
    "lazyadam_wd": lambda n: nn.LazyAdam(n.trainable_params(), 0.01, weight_decay=1e-2, loss_scale=2.0),
    "adamax_groups": lambda n: nn.AdaMax(groups_wd(n, 0.01), 0.01),
    "adadelta_wd": lambda n: nn.Adadelta(n.trainable_params(), 0.5, weight_decay=1e-2),
    "asgd_wd": lambda n: nn.ASGD(n.trainable_params(), 0.05, weight_decay=1e-2),
    "rprop_wd": lambda n: nn.Rprop(n.trainable_params(), 0.05, weight_decay=1e-2),
    "momentum_sched": lambda n: nn.Momentum(n.trainable_params(), nn.CosineDecayLR(0.01, 0.1, 4), 0.9),
    "adam_sched_warmup": lambda n: nn.Adam(n.trainable_params(), nn.WarmUpLR(0.1, 2)),
    "sgd_sched_poly": lambda n: nn.SGD(n.trainable_params(), nn.PolynomialDecayLR(0.1, 0.01, 2, 0.5, update_decay_steps=True)),
    "momentum_group_sched": lambda n: nn.Momentum([{"params": n.conv.trainable_params(), "lr": nn.ExponentialDecayLR(0.1, 0.5, 1, is_stair=True)},
                                                   {"params": n.fc.trainable_params() + n.bn.trainable_params()}], 0.05, 0.9),
    "momentum_wd_cell": lambda n: nn.Momentum(n.trainable_params(), 0.1, 0.9, weight_decay=nn.ExponentialDecayLR(0.1, 0.5, 1)),
    "sgd_group_wd_only": lambda n: nn.SGD([{"params": n.conv.trainable_params(), "weight_decay": 0.1},
                                          {"params": n.fc.trainable_params()}], 0.1),
    "momentum_lr_tensor1d": lambda n: nn.Momentum(n.trainable_params(), Tensor(np.array([0.1, 0.05, 0.02], np.float32)), 0.9),
    "momentum_lr_param": lambda n: nn.Momentum(n.trainable_params(), Parameter(Tensor(0.05, ms.float32), name="mylr"), 0.9),
}
for k, mk in OPTS.items():
    case(f"train_{k}", lambda mk=mk: train(mk))

case("train_momentum_ce", lambda: train(OPTS["momentum_wd_ls"], loss_fn=nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")))
case("train_momentum_nobn", lambda: train(OPTS["momentum_groups"], bn=False))
case("train_momentum_sens", lambda: train(OPTS["momentum_nesterov"], sens=2.0))
case("train_ls_fixed", lambda: train(OPTS["momentum_nesterov"], lossscale=Tensor(16.0, ms.float32)))
case("train_ls_dyn", lambda: train(OPTS["adam_groups"], lossscale=nn.DynamicLossScaleUpdateCell(2.0 ** 10, 2, 2)))
case("train_ls_fixcell", lambda: train(OPTS["sgd_mom_wd"], lossscale=nn.FixedLossScaleUpdateCell(1024.0)))
case("state_momentum", lambda: train(OPTS["momentum_groups"], 2, state=("moments", "parameters")))
case("state_adam", lambda: train(OPTS["adam_groups"], 2, state=("moment1", "moment2", "beta1_power")))
case("state_adamw", lambda: train(OPTS["adamw_groups"], 1, state=("moments1", "moments2")))
case("state_rmsprop", lambda: train(OPTS["rmsprop_centered_wd"], 1, state=("mean_grad", "mean_square", "moment")))
case("state_lamb", lambda: train(OPTS["lamb_groups"], 1, state=("moments1", "moments2")))
case("state_ftrl", lambda: train(OPTS["ftrl_wd"], 1, state=("moments", "linear")))
case("state_adagrad", lambda: train(OPTS["adagrad_wd"], 1, state=("accum",)))


# --- optimizer attributes ------------------------------------------------------------------------------------------
def opt_attrs(mk):
    net = Net()
    opt = mk(net)
    r = {"params": [p.name for p in opt.parameters],
         "is_group": opt.is_group, "is_group_lr": opt.is_group_lr, "dynamic_lr": opt.dynamic_lr,
         "weight_decay": [float(w) if not isinstance(w, nn.Cell) else type(w).__name__ for w in
                          (opt.weight_decay if isinstance(opt.weight_decay, (tuple, list)) else [opt.weight_decay])],
         "loss_scale": float(opt.loss_scale) if hasattr(opt, "loss_scale") else None,
         "lr_names": [p.name for p in (opt.learning_rate if isinstance(opt.learning_rate, (list, tuple, ms.ParameterTuple)) else [opt.learning_rate]) if hasattr(p, "name")],
         "opt_params": [(n, tuple(p.shape)) for n, p in opt.parameters_and_names()][:40],
         }
    return r


for k in ("sgd_mom_wd", "momentum_wd_ls", "momentum_groups", "momentum_groups_dynlr", "adam_groups", "adamw_groups",
          "rmsprop_groups", "lamb_groups", "lars_momentum", "momentum_sched", "momentum_group_sched", "momentum_wd_cell",
          "momentum_lr_param", "sgd_group_wd_only", "ftrl_wd", "adagrad_wd", "lazyadam_wd"):
    case(f"attrs_{k}", lambda k=k: opt_attrs(OPTS[k]))


def lr_param(mk):
    net = Net()
    opt = mk(net)
    r = opt.get_lr_parameter([net.conv.weight, net.fc.bias])
    return [(p.name, p.asnumpy().tolist()) if isinstance(p, Parameter) else type(p).__name__ for p in r]


for k in ("momentum_groups", "momentum_groups_dynlr", "momentum_group_sched", "momentum_lr_param", "adam_groups"):
    case(f"get_lr_parameter_{k}", lambda k=k: lr_param(OPTS[k]))


# --- errors -----------------------------------------------------------------------------------------------------
def err_order_missing():
    n = Net()
    return nn.Momentum([{"params": n.conv.trainable_params()}, {"order_params": n.trainable_params()}], 0.1, 0.9)


def err_dup_params():
    n = Net()
    return nn.Momentum([{"params": n.conv.trainable_params()}, {"params": n.conv.trainable_params()}], 0.1, 0.9)


def err_group_lr_len():
    n = Net()
    return nn.Momentum([{"params": n.conv.trainable_params(), "lr": [0.1, 0.2]}, {"params": n.fc.trainable_params(), "lr": [0.1, 0.2, 0.3]}], 0.1, 0.9)


def err_group_bad_key():
    n = Net()
    return nn.Momentum([{"params": n.trainable_params(), "momentum": 0.5}], 0.1, 0.9).is_group


def err_order_extra():
    n = Net()
    other = Parameter(Tensor(np.ones(2, np.float32)), name="other")
    return nn.Momentum([{"params": n.trainable_params()}, {"order_params": n.trainable_params() + [other]}], 0.1, 0.9)


def err_empty_params():
    return nn.Momentum([], 0.1, 0.9)


def err_neg_wd():
    return nn.Momentum(Net().trainable_params(), 0.1, 0.9, weight_decay=-0.1)


def err_ls_zero():
    return nn.Momentum(Net().trainable_params(), 0.1, 0.9, loss_scale=0.0)


def err_ls_int():
    return nn.Momentum(Net().trainable_params(), 0.1, 0.9, loss_scale=2).loss_scale


def err_wd_int():
    return nn.Momentum(Net().trainable_params(), 0.1, 0.9, weight_decay=1).weight_decay


def err_lr_int():
    return nn.Momentum(Net().trainable_params(), 1, 0.9).get_lr()


def err_lr_neg():
    return nn.SGD(Net().trainable_params(), -0.1)


def err_lr_tensor2d():
    return nn.SGD(Net().trainable_params(), Tensor(np.ones((2, 2), np.float32)))


def err_lr_int_tensor():
    return nn.SGD(Net().trainable_params(), Tensor(np.array([1, 2], np.int32)))


def err_group_wd_neg():
    n = Net()
    return nn.SGD([{"params": n.trainable_params(), "weight_decay": -1.0}], 0.1)


def err_group_wd_in_lamb_sched():
    n = Net()
    return nn.Lamb([{"params": n.trainable_params(), "weight_decay": nn.ExponentialDecayLR(0.1, 0.5, 1)}], 0.1).is_group


def err_momentum_neg():
    return nn.Momentum(Net().trainable_params(), 0.1, -0.9)


def err_sgd_nesterov_no_mom():
    return nn.SGD(Net().trainable_params(), 0.1, nesterov=True)


def err_sgd_dampening_nesterov():
    return nn.SGD(Net().trainable_params(), 0.1, momentum=0.9, dampening=0.5, nesterov=True).get_lr()


def err_adam_beta():
    return nn.Adam(Net().trainable_params(), 0.1, beta1=1.0)


def err_rms_decay():
    return nn.RMSProp(Net().trainable_params(), 0.1, decay=-0.1)


def err_params_not_param():
    return nn.SGD([Tensor(np.ones(2, np.float32))], 0.1)


def err_frozen_param():
    n = Net()
    n.conv.weight.requires_grad = False
    opt = nn.SGD(n.get_parameters(), 0.1)
    return [p.name for p in opt.parameters]


def err_lars_not_opt():
    return nn.LARS(Net().trainable_params())


for nm, fn in list(globals().items()):
    if nm.startswith("err_"):
        case(nm, fn)


# --- dynamic lr functions and LearningRateSchedule values per step (Graph mode: inside a Cell) -----------------------
case("piecewise", lambda: nn.piecewise_constant_lr([2, 5, 8], [0.1, 0.05, 0.01]))
case("piecewise_unsorted", lambda: nn.piecewise_constant_lr([5, 2], [0.1, 0.05]))
case("piecewise_len", lambda: nn.piecewise_constant_lr([2, 5], [0.1]))
case("piecewise_float", lambda: nn.piecewise_constant_lr([2.0, 5], [0.1, 0.05]))
case("cosine_lr", lambda: nn.cosine_decay_lr(0.01, 0.1, 9, 3, 2))
case("cosine_lr_min_gt_max", lambda: nn.cosine_decay_lr(0.2, 0.1, 4, 2, 2))
case("exp_lr_stair", lambda: nn.exponential_decay_lr(0.1, 0.9, 7, 2, 2, is_stair=True))
case("natural_lr", lambda: nn.natural_exp_decay_lr(0.1, 0.9, 6, 2, 2, True))
case("inverse_lr", lambda: nn.inverse_decay_lr(0.1, 0.5, 6, 2, 2))
case("poly_lr_update", lambda: nn.polynomial_decay_lr(0.1, 0.01, 10, 2, 3, 2.0, update_decay_epoch=True))
case("poly_lr", lambda: nn.polynomial_decay_lr(0.1, 0.01, 10, 2, 3, 0.5))
case("warmup_lr", lambda: nn.warmup_lr(0.1, 8, 2, 3))
case("cosine_lr_bad_epoch", lambda: nn.cosine_decay_lr(0.01, 0.1, 9, 3, 0))
case("exp_lr_bad_rate", lambda: nn.exponential_decay_lr(0.1, -0.9, 7, 2, 2))
case("poly_lr_bad_power", lambda: nn.polynomial_decay_lr(0.1, 0.01, 10, 2, 3, 0.0))


class SchedCell(nn.Cell):
    def __init__(self, s):
        super().__init__()
        self.s = s

    def construct(self, step):
        return self.s(step)


SCHED = {
    "exp": lambda: nn.ExponentialDecayLR(0.1, 0.9, 3),
    "exp_stair": lambda: nn.ExponentialDecayLR(0.1, 0.9, 3, is_stair=True),
    "nat_stair": lambda: nn.NaturalExpDecayLR(0.1, 0.9, 3, is_stair=True),
    "inv": lambda: nn.InverseDecayLR(0.1, 0.5, 2),
    "cos": lambda: nn.CosineDecayLR(0.01, 0.1, 5),
    "poly": lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, 2.0),
    "poly_update": lambda: nn.PolynomialDecayLR(0.1, 0.01, 3, 0.5, update_decay_steps=True),
    "warm": lambda: nn.WarmUpLR(0.1, 3),
}
for k, mk in SCHED.items():
    for dt in (ms.int32, ms.float32, ms.int64):
        case(f"sched_{k}_{dt}", lambda mk=mk, dt=dt: [SchedCell(mk())(Tensor(s, dt)) for s in (0, 1, 3, 4, 7)])
case("sched_cos_bad", lambda: nn.CosineDecayLR(0.2, 0.1, 5))
case("sched_poly_bad_power", lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, -1.0))
case("sched_exp_bad_steps", lambda: nn.ExponentialDecayLR(0.1, 0.9, 0))
case("sched_warm_float_steps", lambda: nn.WarmUpLR(0.1, 3.0))
