"""st/optimizer_ex variants adapt33p's optim_ex_sweep did not vary: per-group options as the st tests give them
(betas in one group, amsgrad in another), param_groups changed between epochs (if_change), a jit-compiled train
step, float64 Parameters, the StepLR of the st tests stepping per epoch, ReduceLROnPlateau, CyclicLR modes,
schedulers over groups and their get_last_lr."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.experimental import optim
from mindspore.experimental.optim import lr_scheduler as lrs
from _h import case

rs = np.random.RandomState(1024)
W = rs.randn(3, 2)
B = rs.randn(3)
XD = rs.rand(2, 2).astype(np.float32)
YD = rs.rand(2, 3).astype(np.float32)


class Net(nn.Cell):
    def __init__(self, dt=np.float32):
        super().__init__()
        self.lin = nn.Dense(2, 3, weight_init=Tensor(W.astype(dt)), bias_init=Tensor(B.astype(dt)),
                            dtype=ms.float64 if dt == np.float64 else ms.float32)
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.relu(self.lin(x))


def run(mk, group_kw=None, change=None, jit=False, dt=np.float32, epochs=3, steps=2, sched=None, plateau=False):
    net = Net(dt)
    if group_kw is not None:
        b = [p for p in net.trainable_params() if "bias" in p.name]
        w = [p for p in net.trainable_params() if "bias" not in p.name]
        params = [dict(params=b, **group_kw[0]), dict(params=w, **group_kw[1])]
    else:
        params = net.trainable_params()
    opt = mk(params)
    sc = sched(opt) if sched else None
    crit = nn.MAELoss(reduction="mean")

    def fwd(x, y):
        lo = net(x)
        return crit(lo, y), lo

    gf = ms.value_and_grad(fwd, None, opt.parameters, has_aux=True)

    def step(x, y):
        (loss, _), g = gf(x, y)
        opt(g)
        return loss
    if jit:
        step = ms.jit(step)
    x, y = Tensor(XD.astype(dt)), Tensor(YD.astype(dt))
    out = []
    for e in range(epochs):
        for _ in range(steps):
            loss = step(x, y)
        out.append(round(float(loss.asnumpy()), 7))
        if sc is not None:
            sc.step(loss) if plateau else sc.step()
            out.append([round(float(v), 8) for v in sc.get_last_lr()])
        if change is not None:
            change(opt, e)
    out.append(Tensor(net(x).asnumpy()))
    out.append([Tensor(p.asnumpy()) for p in net.trainable_params()])
    return out


G_ADAM = [{'weight_decay': 0.01, 'lr': 0.9, "betas": (0.88, 0.8)}, {'lr': 0.66, "amsgrad": True}]


def ch_adam(o, e):
    o.param_groups[1]["betas"] = (0.77, 0.7)
    o.param_groups[1]["amsgrad"] = False


def ch_lr(o, e):
    o.param_groups[0]["lr"] = 0.05 * (e + 1)


def ch_wd(o, e):
    o.param_groups[1]["weight_decay"] = 0.3


def ch_max(o, e):
    o.param_groups[0]["maximize"] = True


def ch_mom(o, e):
    o.param_groups[1]["momentum"] = 0.5


OPT = {
    "adam": (lambda p: optim.Adam(p, lr=0.002), G_ADAM, ch_adam),
    "adamw": (lambda p: optim.AdamW(p, lr=0.002), G_ADAM, ch_adam),
    "nadam": (lambda p: optim.NAdam(p, lr=0.002), [{'weight_decay': 0.01, 'lr': 0.9, "betas": (0.88, 0.8)},
                                                    {'lr': 0.66, "momentum_decay": 0.01}], ch_wd),
    "radam": (lambda p: optim.RAdam(p, lr=0.002), [{'weight_decay': 0.01, 'lr': 0.9, "betas": (0.88, 0.8)},
                                                    {'lr': 0.66, "eps": 1e-3}], ch_wd),
    "adamax": (lambda p: optim.Adamax(p, lr=0.002), [{'weight_decay': 0.01, 'lr': 0.9, "betas": (0.88, 0.8)},
                                                      {'lr': 0.66}], ch_lr),
    "sgd": (lambda p: optim.SGD(p, lr=0.002), [{'weight_decay': 0.01, 'lr': 0.9, "momentum": 0.9, "nesterov": True},
                                               {'lr': 0.66, "momentum": 0.3, "dampening": 0.2}], ch_mom),
    "adadelta": (lambda p: optim.Adadelta(p, lr=0.5), [{'weight_decay': 0.01, 'lr': 0.9, "rho": 0.8},
                                                       {'lr': 0.66, "maximize": True}], ch_lr),
    "adagrad": (lambda p: optim.Adagrad(p, lr=0.1), [{'weight_decay': 0.01, 'lr': 0.9, "lr_decay": 0.1},
                                                     {'lr': 0.66, "initial_accumulator_value": 0.2}], ch_max),
    "asgd": (lambda p: optim.ASGD(p, lr=0.1), [{'weight_decay': 0.01, 'lr': 0.9, "lambd": 0.1},
                                               {'lr': 0.66, "alpha": 0.5, "t0": 2.0}], ch_lr),
    "rmsprop": (lambda p: optim.RMSprop(p, lr=0.01), [{'weight_decay': 0.01, 'lr': 0.9, "centered": True},
                                                      {'lr': 0.66, "momentum": 0.5}], ch_mom),
    "rprop": (lambda p: optim.Rprop(p, lr=0.01), [{'lr': 0.9, "etas": (0.4, 1.3)},
                                                  {'lr': 0.66, "step_sizes": (1e-4, 0.3)}], ch_max),
}
for n, (mk, g, ch) in OPT.items():
    case(f"{n}_plain", lambda mk=mk: run(mk))
    case(f"{n}_group", lambda mk=mk, g=g: run(mk, g))
    case(f"{n}_group_change", lambda mk=mk, g=g, ch=ch: run(mk, g, ch))
    case(f"{n}_group_step_lr", lambda mk=mk, g=g: run(mk, g, sched=lambda o: lrs.StepLR(o, 2, gamma=0.5)))
    case(f"{n}_jit", lambda mk=mk, g=g: run(mk, g, jit=True))
    case(f"{n}_jit_change", lambda mk=mk, g=g, ch=ch: run(mk, g, ch, jit=True))
    case(f"{n}_jit_step_lr", lambda mk=mk, g=g: run(mk, g, jit=True, sched=lambda o: lrs.StepLR(o, 2, gamma=0.5)))
    case(f"{n}_f64", lambda mk=mk, g=g: run(mk, g, dt=np.float64))

SG = [{'lr': 0.9}, {'lr': 0.66}]
SCHED = {
    "plateau": (lambda o: lrs.ReduceLROnPlateau(o, mode='min', factor=0.5, patience=0), True),
    "plateau_max": (lambda o: lrs.ReduceLROnPlateau(o, mode='max', factor=0.1, patience=1, cooldown=1), True),
    "plateau_abs": (lambda o: lrs.ReduceLROnPlateau(o, threshold_mode='abs', threshold=0.5, patience=0,
                                                    min_lr=[0.5, 0.2]), True),
    "cyclic_tri2": (lambda o: lrs.CyclicLR(o, 0.01, 0.1, 1, mode='triangular2'), False),
    "cyclic_exp": (lambda o: lrs.CyclicLR(o, [0.01, 0.02], [0.1, 0.3], 2, 1, mode='exp_range', gamma=0.9), False),
    "cyclic_fn": (lambda o: lrs.CyclicLR(o, 0.01, 0.1, 1, scale_fn=lambda x: 0.5 ** x, scale_mode='iterations'), False),
    "warm_mult": (lambda o: lrs.CosineAnnealingWarmRestarts(o, 1, 2, eta_min=0.01), False),
    "cos_eta": (lambda o: lrs.CosineAnnealingLR(o, 3, eta_min=0.1), False),
    "multistep_group": (lambda o: lrs.MultiStepLR(o, [1, 2, 2], 0.3), False),
    "lambda_list": (lambda o: lrs.LambdaLR(o, [lambda e: 0.5 ** e, lambda e: 1.0 / (e + 1)]), False),
    "poly_p0": (lambda o: lrs.PolynomialLR(o, 2, 0.5), False),
    "linear_last": (lambda o: lrs.LinearLR(o, 1.0, 0.25, 2), False),
    "seq_3": (lambda o: lrs.SequentialLR(o, [lrs.LinearLR(o, 0.1, 1.0, 1), lrs.StepLR(o, 1, 0.5),
                                            lrs.ExponentialLR(o, 0.9)], [1, 2]), False),
    "chained_3": (lambda o: lrs.ChainedScheduler([lrs.StepLR(o, 1, 0.5), lrs.MultiplicativeLR(o, lambda e: 0.9),
                                                   lrs.ConstantLR(o, 0.25, 2)]), False),
}
for n, (sc, plat) in SCHED.items():
    case(f"sched_{n}", lambda sc=sc, plat=plat: run(lambda p: optim.SGD(p, lr=0.1, momentum=0.9), SG, epochs=4,
                                                    sched=sc, plateau=plat))
    case(f"sched_{n}_adam_jit", lambda sc=sc, plat=plat: run(lambda p: optim.Adam(p, lr=0.1), SG, epochs=4, jit=True,
                                                             sched=sc, plateau=plat))


def bad(fn):
    return fn(optim.Adam(Net().trainable_params(), lr=0.1))


case("bad_plateau_mode", lambda: bad(lambda o: lrs.ReduceLROnPlateau(o, mode='avg')))
case("bad_plateau_factor", lambda: bad(lambda o: lrs.ReduceLROnPlateau(o, factor=1.0)))
case("bad_cyclic_mode", lambda: bad(lambda o: lrs.CyclicLR(o, 0.01, 0.1, mode='tri')))
case("bad_step_lr_opt", lambda: lrs.StepLR(nn.SGD(Net().trainable_params(), 0.1), 2))
case("bad_group_key", lambda: optim.Adam([{"params": Net().trainable_params(), "foo": 1}], lr=0.1))
case("bad_sgd_nesterov", lambda: optim.SGD(Net().trainable_params(), lr=0.1, nesterov=True))
case("bad_adam_betas", lambda: optim.Adam(Net().trainable_params(), lr=0.1, betas=(1.0, 0.9)))
case("bad_lr_neg", lambda: optim.AdamW(Net().trainable_params(), lr=-0.1))
case("bad_seq_milestones", lambda: bad(lambda o: lrs.SequentialLR(o, [lrs.StepLR(o, 1)], [1])))
case("bad_wd_neg", lambda: optim.RMSprop(Net().trainable_params(), lr=0.1, weight_decay=-1.0))
