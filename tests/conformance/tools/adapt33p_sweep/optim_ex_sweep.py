"""mindspore.experimental.optim optimizers and lr_scheduler (st optimizer_ex patterns): params after 3 steps with
value_and_grad, groups, maximize/amsgrad/weight_decay, float16, schedulers' get_last_lr (session 33, adapt33p)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.experimental import optim
from mindspore.experimental.optim import lr_scheduler as lrs
import os
from _h import case as _case

ONLY = os.environ.get("ONLY")


def case(label, *a, **k):   # ONLY=prefix runs the labels starting with it
    if ONLY is None or label.startswith(ONLY):
        _case(label, *a, **k)



X = Tensor(np.array([[0.5, -1.0], [1.5, 0.25], [-1.0, 2.0]], np.float32))
Y = Tensor(np.array([[1.0, 0.0, 0.5], [0.0, 1.0, 0.2], [0.5, -0.5, 0.1]], np.float32))


class Net(nn.Cell):
    def __init__(self, dt=ms.float32):
        super().__init__()
        self.lin = nn.Dense(2, 3, weight_init=Tensor(np.array([[0.3, -0.2], [0.1, 0.05], [0.4, -0.3]], np.float32), dt),
                            bias_init=Tensor(np.array([0.1, -0.1, 0.2], np.float32), dt), dtype=dt)
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.relu(self.lin(x))


def run(make, steps=3, dt=ms.float32, sched=None, group=False):
    net = Net(dt)
    if group:
        b = [p for p in net.trainable_params() if "bias" in p.name]
        w = [p for p in net.trainable_params() if "bias" not in p.name]
        params = [{"params": b, "weight_decay": 0.01, "lr": 0.05}, {"params": w}]
    else:
        params = net.trainable_params()
    opt = make(params)
    sc = sched(opt) if sched else None
    loss_fn = nn.MSELoss()

    def fwd(x, y):
        return loss_fn(net(ops.cast(x, dt)), ops.cast(y, dt))

    gf = ms.value_and_grad(fwd, None, opt.parameters)
    out = []
    for _ in range(steps):
        l, g = gf(X, Y)
        opt(g)
        if sc is not None:
            sc.step()
        out.append([l] + [Tensor(p.asnumpy()) for p in net.trainable_params()] +
                   ([[float(v) for v in sc.get_last_lr()]] if sc is not None else []))
    return out


OPTS = {
    "adam": lambda p, **k: optim.Adam(p, lr=0.01, **k),
    "adamw": lambda p, **k: optim.AdamW(p, lr=0.01, **k),
    "sgd": lambda p, **k: optim.SGD(p, lr=0.1, **k),
    "adadelta": lambda p, **k: optim.Adadelta(p, lr=0.5, **k),
    "adagrad": lambda p, **k: optim.Adagrad(p, lr=0.1, **k),
    "adamax": lambda p, **k: optim.Adamax(p, lr=0.01, **k),
    "asgd": lambda p, **k: optim.ASGD(p, lr=0.1, **k),
    "nadam": lambda p, **k: optim.NAdam(p, lr=0.01, **k),
    "radam": lambda p, **k: optim.RAdam(p, lr=0.01, **k),
    "rmsprop": lambda p, **k: optim.RMSprop(p, lr=0.01, **k),
    "rprop": lambda p, **k: optim.Rprop(p, lr=0.01, **k),
}
EXTRA = {
    "adam": [dict(amsgrad=True), dict(maximize=True), dict(weight_decay=0.1), dict(betas=(0.5, 0.7), eps=1e-3)],
    "adamw": [dict(amsgrad=True), dict(maximize=True), dict(weight_decay=0.5)],
    "sgd": [dict(momentum=0.9), dict(momentum=0.9, nesterov=True), dict(momentum=0.9, dampening=0.3),
            dict(weight_decay=0.1, maximize=True)],
    "adadelta": [dict(rho=0.5, weight_decay=0.1), dict(maximize=True)],
    "adagrad": [dict(lr_decay=0.1, initial_accumulator_value=0.5), dict(weight_decay=0.1, maximize=True)],
    "adamax": [dict(weight_decay=0.1), dict(maximize=True)],
    "asgd": [dict(lambd=0.1, alpha=0.5, t0=1.0), dict(weight_decay=0.1, maximize=True)],
    "nadam": [dict(momentum_decay=0.01), dict(weight_decay=0.1)],
    "radam": [dict(weight_decay=0.1)],
    "rmsprop": [dict(momentum=0.5, centered=True), dict(alpha=0.5, weight_decay=0.1, maximize=True)],
    "rprop": [dict(etas=(0.3, 1.5), step_sizes=(1e-3, 0.05)), dict(maximize=True)],
}
for name, mk in OPTS.items():
    case(name, run, mk)
    case(name + "_group", run, mk, group=True)
    case(name + "_f16", run, mk, dt=ms.float16)
    for i, kw in enumerate(EXTRA.get(name, [])):
        case("%s_x%d" % (name, i), run, lambda p, mk=mk, kw=kw: mk(p, **kw))

SCHED = {
    "step": lambda o: lrs.StepLR(o, 2, 0.5),
    "multistep": lambda o: lrs.MultiStepLR(o, [1, 2], 0.1),
    "exp": lambda o: lrs.ExponentialLR(o, 0.5),
    "cosine": lambda o: lrs.CosineAnnealingLR(o, 2, 0.001),
    "linear": lambda o: lrs.LinearLR(o, 0.5, 1.0, 2),
    "constant": lambda o: lrs.ConstantLR(o, 0.5, 2),
    "poly": lambda o: lrs.PolynomialLR(o, 3, 2.0),
    "lambda": lambda o: lrs.LambdaLR(o, lambda e: 0.9 ** e),
    "multiplicative": lambda o: lrs.MultiplicativeLR(o, lambda e: 0.8),
    "cyclic": lambda o: lrs.CyclicLR(o, 0.001, 0.1, 2),
    "warm_restarts": lambda o: lrs.CosineAnnealingWarmRestarts(o, 2, 2),
    "sequential": lambda o: lrs.SequentialLR(o, [lrs.ConstantLR(o, 0.5, 1), lrs.ExponentialLR(o, 0.9)], [1]),
    "chained": lambda o: lrs.ChainedScheduler([lrs.ConstantLR(o, 0.5, 2), lrs.ExponentialLR(o, 0.9)]),
}
for sname, sc in SCHED.items():
    case("sched_" + sname, run, OPTS["sgd"], steps=4, sched=sc)
    case("sched_group_" + sname, run, OPTS["adam"], steps=4, sched=sc, group=True)
