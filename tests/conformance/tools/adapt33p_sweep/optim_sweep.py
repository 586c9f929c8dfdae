"""Optimizers after 3 TrainOneStepCell steps: every nn optimizer, weight_decay, group params, dynamic lr,
loss_scale, float16/float64 params, parameters printed after each step (session 33, adapt33p)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

X = Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.5], [-1.0, 2.0, 0.75], [0.1, 0.2, 0.3]], np.float32))
Y = Tensor(np.array([[1.0, 0.0], [0.0, 1.0], [0.5, -0.5], [0.2, 0.1]], np.float32))


class Net(nn.Cell):
    def __init__(self, dt=ms.float32):
        super().__init__()
        w = np.array([[0.3, -0.2, 0.1], [0.05, 0.4, -0.3]], np.float32)
        b = np.array([0.1, -0.1], np.float32)
        self.fc = nn.Dense(3, 2, weight_init=Tensor(w, dt), bias_init=Tensor(b, dt), dtype=dt)
        self.gamma = Parameter(Tensor(np.array([1.0, 0.5], np.float32), dt), name="gamma")
        self.dt = dt

    def construct(self, x):
        return self.fc(ops.cast(x, self.dt)) * self.gamma


def train(make, steps=3, dt=ms.float32, loss=None, sens=None):
    net = Net(dt)
    opt = make(net)
    wl = nn.WithLossCell(net, loss or nn.MSELoss())
    step = nn.TrainOneStepCell(wl, opt) if sens is None else nn.TrainOneStepCell(wl, opt, sens=sens)
    out = []
    y = ops.cast(Y, dt)
    for _ in range(steps):
        l = step(X, y)
        out.append([l] + [Tensor(p.asnumpy()) for p in net.trainable_params()])
    return out


def grp(n, **extra):
    w = [p for p in n.trainable_params() if "weight" in p.name]
    o = [p for p in n.trainable_params() if "weight" not in p.name]
    return [dict({"params": w, "lr": 0.05, "weight_decay": 0.1}, **extra), {"params": o}]


def grp2(n):
    w = [p for p in n.trainable_params() if "weight" in p.name]
    o = [p for p in n.trainable_params() if "weight" not in p.name]
    return [{"params": w, "weight_decay": 0.01, "grad_centralization": True}, {"params": o, "lr": 0.02}]


P = lambda n: n.trainable_params()
OPTS = {
    "sgd": lambda n, **k: nn.SGD(P(n), 0.1, **k),
    "momentum": lambda n, **k: nn.Momentum(P(n), 0.1, 0.9, **k),
    "adam": lambda n, **k: nn.Adam(P(n), 0.01, **k),
    "adamw": lambda n, **k: nn.AdamWeightDecay(P(n), 0.01, **k),
    "lamb": lambda n, **k: nn.Lamb(P(n), 0.01, **k),
    "lars": lambda n, **k: nn.LARS(nn.Momentum(P(n), 0.1, 0.9, **k)),
    "ftrl": lambda n, **k: nn.FTRL(P(n), **k),
    "rmsprop": lambda n, **k: nn.RMSProp(P(n), 0.01, **k),
    "adagrad": lambda n, **k: nn.Adagrad(P(n), learning_rate=0.1, **k),
    "proximal_adagrad": lambda n, **k: nn.ProximalAdagrad(P(n), learning_rate=0.1, **k),
    "adadelta": lambda n, **k: nn.Adadelta(P(n), learning_rate=0.5, **k),
    "adamax": lambda n, **k: nn.AdaMax(P(n), learning_rate=0.01, **k),
    "asgd": lambda n, **k: nn.ASGD(P(n), learning_rate=0.1, **k),
    "rprop": lambda n, **k: nn.Rprop(P(n), learning_rate=0.1, **k),
    "lazyadam": lambda n, **k: nn.LazyAdam(P(n), 0.01, **k),
    "adafactor": lambda n, **k: nn.AdaFactor(P(n), learning_rate=0.01, scale_parameter=False,
                                            relative_step=False, warmup_init=False, **k),
}

for name, mk in OPTS.items():
    case(name, train, mk)
    case(name + "_wd", train, lambda n, mk=mk: mk(n, weight_decay=0.1))
    case(name + "_ls", train, lambda n, mk=mk: mk(n, loss_scale=4.0), sens=4.0)
    case(name + "_f16", train, mk, dt=ms.float16)
    case(name + "_f64", train, mk, dt=ms.float64)

# special optimizer args
case("lamb_eps_beta", train, lambda n: nn.Lamb(P(n), 0.01, beta1=0.5, beta2=0.8, eps=1e-3, weight_decay=0.2))
case("lars_coef", train, lambda n: nn.LARS(nn.SGD(P(n), 0.1), epsilon=1e-3, coefficient=0.01, use_clip=True))
case("lars_filter", train, lambda n: nn.LARS(nn.Momentum(P(n), 0.1, 0.9), lars_filter=lambda x: True))
case("ftrl_l1l2", train, lambda n: nn.FTRL(P(n), initial_accum=0.5, learning_rate=0.1, lr_power=-0.3, l1=0.01,
                                          l2=0.02))
case("prox_l1l2", train, lambda n: nn.ProximalAdagrad(P(n), accum=0.2, learning_rate=0.1, l1=0.01, l2=0.02))
case("rmsprop_centered_mom", train, lambda n: nn.RMSProp(P(n), 0.01, decay=0.8, momentum=0.5, epsilon=1e-6,
                                                         centered=True, weight_decay=0.05))
case("adam_amsgrad_wd", train, lambda n: nn.Adam(P(n), 0.01, weight_decay=0.1, use_amsgrad=True))
case("adam_nesterov_ls", train, lambda n: nn.Adam(P(n), 0.01, use_nesterov=True, loss_scale=2.0), sens=2.0)
case("adam_lock", train, lambda n: nn.Adam(P(n), 0.01, use_lazy=True))
case("adadelta_rho", train, lambda n: nn.Adadelta(P(n), learning_rate=1.0, rho=0.5, epsilon=1e-3))
case("asgd_lambd", train, lambda n: nn.ASGD(P(n), learning_rate=0.1, lambd=0.1, alpha=0.5, t0=1.0))
case("rprop_etas", train, lambda n: nn.Rprop(P(n), learning_rate=0.1, etas=(0.3, 1.5), step_sizes=(0.01, 0.05)))
case("sgd_nesterov_wd", train, lambda n: nn.SGD(P(n), 0.1, momentum=0.9, nesterov=True, weight_decay=0.1))
case("sgd_dampening", train, lambda n: nn.SGD(P(n), 0.1, momentum=0.9, dampening=0.5))
case("momentum_nesterov_ls_wd", train, lambda n: nn.Momentum(P(n), 0.1, 0.9, weight_decay=0.1, loss_scale=8.0,
                                                           use_nesterov=True), sens=8.0)
case("adamw_eps", train, lambda n: nn.AdamWeightDecay(P(n), 0.01, beta1=0.5, beta2=0.7, eps=1e-2, weight_decay=0.3))

# weight decay as Cell / callable
class WD(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Tensor(0.1, ms.float32)

    def construct(self, global_step):
        return self.c * ops.cast(global_step + 1, ms.float32)


case("momentum_wd_cell", train, lambda n: nn.Momentum(P(n), 0.1, 0.9, weight_decay=WD()))
case("adamw_wd_cell", train, lambda n: nn.AdamWeightDecay(P(n), 0.01, weight_decay=WD()))
case("sgd_wd_int", train, lambda n: nn.SGD(P(n), 0.1, weight_decay=1))

# groups
for name in ("sgd", "momentum", "adam", "adamw", "lamb", "rmsprop", "adagrad", "ftrl", "proximal_adagrad",
             "adamax", "adadelta"):
    ctor = {"sgd": lambda g: nn.SGD(g, 0.1), "momentum": lambda g: nn.Momentum(g, 0.1, 0.9),
            "adam": lambda g: nn.Adam(g, 0.01), "adamw": lambda g: nn.AdamWeightDecay(g, 0.01),
            "lamb": lambda g: nn.Lamb(g, 0.01), "rmsprop": lambda g: nn.RMSProp(g, 0.01),
            "adagrad": lambda g: nn.Adagrad(g, learning_rate=0.1), "ftrl": lambda g: nn.FTRL(g),
            "proximal_adagrad": lambda g: nn.ProximalAdagrad(g, learning_rate=0.1),
            "adamax": lambda g: nn.AdaMax(g, learning_rate=0.01),
            "adadelta": lambda g: nn.Adadelta(g, learning_rate=0.5)}[name]
    case("grp_" + name, train, lambda n, c=ctor: c(grp(n)))
    case("grp2_" + name, train, lambda n, c=ctor: c(grp2(n)))
    case("grp_order_" + name, train, lambda n, c=ctor: c(grp(n) + [{"order_params": P(n)[::-1]}]))

# dynamic lr
LRS = {
    "list": [0.1, 0.05, 0.01],
    "tensor1d": Tensor(np.array([0.1, 0.05, 0.01], np.float32)),
    "tensor0d": Tensor(0.05, ms.float32),
    "int_lr": 1,
    "exp": nn.ExponentialDecayLR(0.1, 0.5, 1),
    "exp_stair": nn.ExponentialDecayLR(0.1, 0.5, 2, is_stair=True),
    "nat_exp": nn.NaturalExpDecayLR(0.1, 0.5, 1),
    "inv_time": nn.InverseDecayLR(0.1, 0.5, 1),
    "cosine": nn.CosineDecayLR(0.01, 0.1, 2),
    "poly": nn.PolynomialDecayLR(0.1, 0.01, 2, 0.5),
    "poly_cycle": nn.PolynomialDecayLR(0.1, 0.01, 1, 2.0, update_decay_steps=True),
    "warmup": nn.WarmUpLR(0.1, 2),
    "piecewise": nn.piecewise_constant_lr([1, 2, 3], [0.1, 0.05, 0.01]),
    "fn_exp": nn.exponential_decay_lr(0.1, 0.9, 3, 1, 1),
    "fn_cosine": nn.cosine_decay_lr(0.01, 0.1, 3, 1, 1),
    "fn_poly": nn.polynomial_decay_lr(0.1, 0.01, 3, 1, 1, 0.5),
    "fn_warmup": nn.warmup_lr(0.1, 3, 1, 2),
    "short_list": [0.1, 0.05],
}
for lname, lr in LRS.items():
    for oname, ctor in (("sgd", lambda n, lr: nn.SGD(P(n), lr)), ("momentum", lambda n, lr: nn.Momentum(P(n), lr, 0.9)),
                        ("adam", lambda n, lr: nn.Adam(P(n), lr)), ("lamb", lambda n, lr: nn.Lamb(P(n), lr)),
                        ("adamw", lambda n, lr: nn.AdamWeightDecay(P(n), lr, weight_decay=0.1)),
                        ("rmsprop", lambda n, lr: nn.RMSProp(P(n), lr)),
                        ("adagrad", lambda n, lr: nn.Adagrad(P(n), learning_rate=lr))):
        case("lr_%s_%s" % (lname, oname), train, lambda n, c=ctor, lr=lr: c(n, lr), steps=4)

# lr funcs values
case("fn_vals", lambda: [nn.exponential_decay_lr(0.1, 0.9, 6, 2, 2, True), nn.natural_exp_decay_lr(0.1, 0.9, 6, 2, 2),
                         nn.inverse_decay_lr(0.1, 0.5, 6, 2, 2, True), nn.cosine_decay_lr(0.01, 0.1, 6, 2, 2),
                         nn.polynomial_decay_lr(0.1, 0.01, 6, 2, 2, 0.5, True), nn.warmup_lr(0.1, 6, 2, 2),
                         nn.piecewise_constant_lr([2, 5], [0.1, 0.01])])
for nm, sch in (("exp", nn.ExponentialDecayLR(0.1, 0.9, 4)), ("nat", nn.NaturalExpDecayLR(0.1, 0.9, 4, True)),
                ("inv", nn.InverseDecayLR(0.1, 0.9, 4)), ("cos", nn.CosineDecayLR(0.01, 0.1, 4)),
                ("poly", nn.PolynomialDecayLR(0.1, 0.01, 4, 0.5)), ("polyc", nn.PolynomialDecayLR(0.1, 0.01, 4, 0.5, True)),
                ("warm", nn.WarmUpLR(0.1, 4))):
    for st in (0, 1, 3, 4, 9):
        case("sched_%s_%d" % (nm, st), sch, Tensor(st, ms.int32))
