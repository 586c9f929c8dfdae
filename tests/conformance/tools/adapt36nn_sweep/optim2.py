"""Optimizers beyond adapt33p's sweep: get_lr() / get_lr_parameter() after each step, lr as Parameter / list /
schedule in groups, the state (moments, accum, global_step) after steps, ms.value_and_grad + opt(grads) steps,
frozen parameters, invalid arguments (exception class)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

X = Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.5], [-1.0, 2.0, 0.75], [0.1, 0.2, 0.3]], np.float32))
Y = Tensor(np.array([[1.0, 0.0], [0.0, 1.0], [0.5, -0.5], [0.2, 0.1]], np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.3, -0.2, 0.1], [0.05, 0.4, -0.3]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.1, -0.1], np.float32)), name="b")
        self.g = Parameter(Tensor(np.array([1.0, 0.5], np.float32)), name="g")

    def construct(self, x):
        return (ops.matmul(x, self.w.T) + self.b) * self.g


P = lambda n: n.trainable_params()


def W(n):
    return [p for p in P(n) if p.name == "w"]


def O(n):
    return [p for p in P(n) if p.name != "w"]


def train_cell(make, steps=3, state=()):
    net = Net()
    opt = make(net)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    out = []
    for _ in range(steps):
        l = step(X, Y)
        rec = [l] + [Tensor(p.asnumpy()) for p in P(net)]
        lr = opt.get_lr()
        rec.append(lr)
        for s in state:
            v = getattr(opt, s)
            rec.append(v if isinstance(v, Tensor) else [Tensor(x.asnumpy()) for x in v])
        out.append(rec)
    return out


def train_fn(make, steps=3, jit=False):
    net = Net()
    opt = make(net)
    loss = nn.WithLossCell(net, nn.MSELoss())
    gf = ms.value_and_grad(loss, None, opt.parameters)

    def st(x, y):
        l, g = gf(x, y)
        opt(g)
        return l
    if jit:
        st = ms.jit(st)
    out = []
    for _ in range(steps):
        out.append([st(X, Y)] + [Tensor(p.asnumpy()) for p in P(net)])
    return out


LRS = {"list": [0.1, 0.05, 0.01], "param": lambda: Parameter(Tensor(0.05, ms.float32), name="lr"),
       "exp": lambda: nn.ExponentialDecayLR(0.1, 0.5, 1), "t1d": lambda: Tensor(np.array([0.1, 0.05, 0.02], np.float32)),
       "float": 0.05}
OPTS = {"sgd": lambda p, lr: nn.SGD(p, lr), "momentum": lambda p, lr: nn.Momentum(p, lr, 0.9),
        "adam": lambda p, lr: nn.Adam(p, lr), "adamw": lambda p, lr: nn.AdamWeightDecay(p, lr),
        "rmsprop": lambda p, lr: nn.RMSProp(p, lr, centered=True), "adagrad": lambda p, lr: nn.Adagrad(p, learning_rate=lr),
        "adamax": lambda p, lr: nn.AdaMax(p, learning_rate=lr), "adadelta": lambda p, lr: nn.Adadelta(p, learning_rate=lr),
        "asgd": lambda p, lr: nn.ASGD(p, learning_rate=lr), "rprop": lambda p, lr: nn.Rprop(p, learning_rate=lr),
        "prox": lambda p, lr: nn.ProximalAdagrad(p, learning_rate=lr)}
for oname, ctor in OPTS.items():
    for lname, lr in LRS.items():
        mk = lambda n, c=ctor, lr=lr: c(P(n), lr() if callable(lr) else lr)
        case(f"getlr_{oname}_{lname}", train_cell, mk)
    # group: per-group lr schedule / list, weight decay
    case(f"grp_lr_{oname}", train_cell, lambda n, c=ctor: c([{"params": W(n), "lr": [0.2, 0.1, 0.05], "weight_decay": 0.05},
                                                            {"params": O(n), "lr": nn.ExponentialDecayLR(0.1, 0.5, 1)}], 0.01))
    case(f"grp_getlrp_{oname}", lambda c=ctor: [c([{"params": W(n), "lr": 0.2}, {"params": O(n)}], 0.01).get_lr_parameter(W(n) + O(n)) for n in [Net()]][0])
    case(f"fn_{oname}", train_fn, lambda n, c=ctor: c(P(n), 0.05))
    case(f"fnjit_{oname}", train_fn, lambda n, c=ctor: c(P(n), 0.05), jit=True)

case("state_momentum", train_cell, lambda n: nn.Momentum(P(n), 0.1, 0.9), state=("moments", "global_step"))
case("state_adam", train_cell, lambda n: nn.Adam(P(n), 0.01), state=("moment1", "moment2", "beta1_power", "beta2_power", "global_step"))
case("state_adagrad", train_cell, lambda n: nn.Adagrad(P(n), accum=0.2, learning_rate=0.1, update_slots=False), state=("accum",))
case("state_rmsprop", train_cell, lambda n: nn.RMSProp(P(n), 0.01, momentum=0.5, centered=True), state=("mean_grad", "mean_square", "moment"))
case("state_ftrl", train_cell, lambda n: nn.FTRL(P(n)), state=("moments", "linear"))

# frozen parameter
def frozen():
    net = Net()
    net.g.requires_grad = False
    opt = nn.Adam(net.trainable_params(), 0.1)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    return [step(X, Y) for _ in range(2)] + [Tensor(net.g.asnumpy()), len(opt.parameters)]
case("frozen_param", frozen)

# lr Parameter changed between steps
def lr_set():
    net = Net()
    opt = nn.SGD(P(net), Parameter(Tensor(0.1, ms.float32), name="lr"))
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    out = [step(X, Y)]
    opt.learning_rate.set_data(Tensor(0.5, ms.float32))
    out.append(step(X, Y))
    ops.assign(opt.learning_rate, Tensor(0.0, ms.float32))
    out.append(step(X, Y))
    return out + [opt.get_lr(), Tensor(net.w.asnumpy())]
case("lr_param_set", lr_set)

# invalid arguments
bad = {
    "sgd_nesterov_damp": lambda n: nn.SGD(P(n), 0.1, momentum=0.9, dampening=0.1, nesterov=True),
    "sgd_nesterov_nomom": lambda n: nn.SGD(P(n), 0.1, nesterov=True),
    "sgd_neg_mom": lambda n: nn.SGD(P(n), 0.1, momentum=-0.1),
    "sgd_neg_wd": lambda n: nn.SGD(P(n), 0.1, weight_decay=-0.1),
    "momentum_neg": lambda n: nn.Momentum(P(n), 0.1, -0.5),
    "adam_beta1": lambda n: nn.Adam(P(n), 0.1, beta1=1.0),
    "adam_eps0": lambda n: nn.Adam(P(n), 0.1, eps=0.0),
    "adam_lr_neg": lambda n: nn.Adam(P(n), -0.1),
    "adam_ls0": lambda n: nn.Adam(P(n), 0.1, loss_scale=0.0),
    "rmsprop_decay_neg": lambda n: nn.RMSProp(P(n), 0.1, decay=-0.1),
    "adagrad_accum_neg": lambda n: nn.Adagrad(P(n), accum=-0.1),
    "ftrl_lrpower_pos": lambda n: nn.FTRL(P(n), lr_power=0.5),
    "lr_str": lambda n: nn.SGD(P(n), "0.1"),
    "lr_tensor2d": lambda n: nn.SGD(P(n), Tensor(np.ones((2, 2), np.float32))),
    "lr_int_tensor": lambda n: nn.SGD(P(n), Tensor(np.array([1, 2]), ms.int32)),
    "empty_params": lambda n: nn.SGD([], 0.1),
    "dup_params": lambda n: nn.SGD(P(n) + P(n)[:1], 0.1),
    "grp_missing_params": lambda n: nn.SGD([{"params": W(n)}, {"lr": 0.1}], 0.1),
    "grp_lr_len_mismatch": lambda n: nn.SGD([{"params": W(n), "lr": [0.1, 0.2]}, {"params": O(n), "lr": [0.1, 0.2, 0.3]}], 0.1),
    "order_params_missing": lambda n: nn.SGD([{"params": W(n)}, {"order_params": P(n)}], 0.1),
    "asgd_neg_lambd": lambda n: nn.ASGD(P(n), lambd=-1.0),
    "rprop_etas": lambda n: nn.Rprop(P(n), etas=(1.5, 0.5)),
    "adadelta_rho": lambda n: nn.Adadelta(P(n), rho=1.5),
}
for k, f in bad.items():
    case("bad_" + k, lambda f=f: type(f(Net())).__name__)

# lr functions, edge args
case("lrf_piecewise_bad", lambda: nn.piecewise_constant_lr([3, 2], [0.1, 0.2]))
case("lrf_exp_stair", lambda: nn.exponential_decay_lr(0.1, 0.5, 7, 3, 2, is_stair=True))
case("lrf_cos_bad", lambda: nn.cosine_decay_lr(0.1, 0.01, 6, 2, 2))
case("lrf_warmup0", lambda: nn.warmup_lr(0.1, 4, 2, 0))
case("lrf_poly_power0", lambda: nn.polynomial_decay_lr(0.1, 0.01, 6, 2, 2, 0.0))
case("lrf_poly_update", lambda: nn.polynomial_decay_lr(0.1, 0.01, 8, 2, 1, 2.0, update_decay_epoch=True))
for nm, sch in (("exp_f", lambda: nn.ExponentialDecayLR(0.1, 0.9, 4, is_stair=True)), ("cos_big", lambda: nn.CosineDecayLR(0.01, 0.1, 4)),
                ("poly_big", lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, 0.5)), ("warm_big", lambda: nn.WarmUpLR(0.1, 4))):
    for st in (np.int32(10), np.int64(2)):
        case(f"sched_{nm}_{st.dtype}_{int(st)}", lambda sch=sch, st=st: sch()(Tensor(st)))
    case(f"sched_{nm}_f32", lambda sch=sch: sch()(Tensor(2.0, ms.float32)))
