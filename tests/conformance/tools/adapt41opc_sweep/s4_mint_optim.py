"""st/ops test_optim_adam / adamw / sgd (mindspore.mint.optim): parameter values after a few steps of the tests'
Dense + ReLU network under MAELoss, with weight decay / amsgrad / maximize / nesterov / dampening, two parameter
groups with their own lr / betas / amsgrad (changed between epochs, as the tests' if_change), StepLR per epoch, a
jit-compiled train step, float64 parameters, and bad arguments."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, mint
from mindspore.experimental.optim.lr_scheduler import StepLR
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


def run(mk, group_kw=None, change=None, jit=False, dt=np.float32, epochs=3, steps=2, sched=False):
    net = Net(dt)
    if group_kw is not None:
        b = [p for p in net.trainable_params() if "bias" in p.name]
        w = [p for p in net.trainable_params() if "bias" not in p.name]
        params = [dict(params=b, **group_kw[0]), dict(params=w, **group_kw[1])]
    else:
        params = net.trainable_params()
    opt = mk(params)
    sc = StepLR(opt, 2, gamma=0.5) if sched else None
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
    losses = []
    for _ in range(epochs):
        for _ in range(steps):
            loss = step(x, y)
        losses.append(round(float(loss.asnumpy()), 6))
        if sc is not None:
            sc.step()
        if change:
            for k, v in change.items():
                opt.param_groups[1][k] = v
    return (Tensor(losses), net.lin.weight.value(), net.lin.bias.value())


O = mint.optim
VARIANTS = [
    ("adam", lambda p: O.Adam(p, lr=1e-2)),
    ("adam_wd", lambda p: O.Adam(p, lr=1e-2, betas=(0.8, 0.888), weight_decay=1e-3)),
    ("adam_ams", lambda p: O.Adam(p, lr=1e-2, amsgrad=True)),
    ("adam_max", lambda p: O.Adam(p, lr=1e-2, maximize=True)),
    ("adam_ams_max", lambda p: O.Adam(p, lr=1e-2, amsgrad=True, maximize=True, weight_decay=0.1)),
    ("adamw", lambda p: O.AdamW(p, lr=1e-2)),
    ("adamw_wd", lambda p: O.AdamW(p, lr=1e-2, betas=(0.8, 0.888), weight_decay=0.5)),
    ("adamw_ams", lambda p: O.AdamW(p, lr=1e-2, amsgrad=True)),
    ("adamw_max", lambda p: O.AdamW(p, lr=1e-2, maximize=True, amsgrad=True)),
    ("sgd", lambda p: O.SGD(p, lr=0.1)),
    ("sgd_mom", lambda p: O.SGD(p, lr=0.1, momentum=0.9)),
    ("sgd_nest", lambda p: O.SGD(p, lr=0.1, momentum=0.9, nesterov=True, weight_decay=0.01)),
    ("sgd_damp", lambda p: O.SGD(p, lr=0.1, momentum=0.9, dampening=0.5, maximize=True)),
]
for name, mk in VARIANTS:
    case(f"{name}", lambda: run(mk))
    case(f"{name}.jit", lambda: run(mk, jit=True))
    case(f"{name}.steplr", lambda: run(mk, sched=True, epochs=4, steps=1))
    case(f"{name}.f64", lambda: run(mk, dt=np.float64))
ADAM_G = [{"weight_decay": 0.01, "lr": 0.9, "betas": (0.88, 0.8)}, {"lr": 0.66, "amsgrad": True}]
SGD_G = [{"lr": 0.9, "weight_decay": 0.01}, {"lr": 0.66, "momentum": 0.9, "nesterov": True}]
for name, cls, groups, change in [("adam", O.Adam, ADAM_G, {"betas": (0.77, 0.7), "amsgrad": False}),
                                  ("adamw", O.AdamW, ADAM_G, {"betas": (0.77, 0.7), "amsgrad": False}),
                                  ("sgd", O.SGD, SGD_G, {"momentum": 0.5, "lr": 0.1})]:
    case(f"{name}.group", lambda: run(lambda p: cls(p, lr=1e-3), groups))
    case(f"{name}.group_steplr", lambda: run(lambda p: cls(p, lr=1e-3), groups, sched=True, epochs=4, steps=1))
    case(f"{name}.group_change", lambda: run(lambda p: cls(p, lr=1e-3), groups, change=change))
    case(f"{name}.group_change_jit", lambda: run(lambda p: cls(p, lr=1e-3), groups, change=change, jit=True))

# bad arguments
net0 = Net()
for name, mk in [("adam.lr_neg", lambda: O.Adam(net0.trainable_params(), lr=-1.0)),
                 ("adam.eps_neg", lambda: O.Adam(net0.trainable_params(), eps=-1e-8)),
                 ("adam.beta_1", lambda: O.Adam(net0.trainable_params(), betas=(1.0, 0.9))),
                 ("adam.wd_neg", lambda: O.Adam(net0.trainable_params(), weight_decay=-0.1)),
                 ("adamw.beta_neg", lambda: O.AdamW(net0.trainable_params(), betas=(0.9, -0.1))),
                 ("adam.lr_int", lambda: O.Adam(net0.trainable_params(), lr=1)),
                 ("adam.amsgrad_int", lambda: O.Adam(net0.trainable_params(), amsgrad=1)),
                 ("sgd.nest_nomom", lambda: O.SGD(net0.trainable_params(), lr=0.1, nesterov=True)),
                 ("sgd.mom_neg", lambda: O.SGD(net0.trainable_params(), lr=0.1, momentum=-0.5)),
                 ("sgd.lr_none", lambda: O.SGD(net0.trainable_params())),
                 ("sgd.wd_neg", lambda: O.SGD(net0.trainable_params(), lr=0.1, weight_decay=-1.0)),
                 ("sgd.empty", lambda: O.SGD([], lr=0.1)),
                 ("adam.tensor_lr", lambda: O.Adam(net0.trainable_params(), lr=Tensor(0.01))),
                 ("adam.dup", lambda: O.Adam(net0.trainable_params() + net0.trainable_params(), lr=0.01))]:
    case(name, lambda: type(mk()).__name__)
for name, mk in [("adam.maximize_int", lambda: O.Adam(net0.trainable_params(), maximize=0)),
                 ("adam.betas_list", lambda: O.Adam(net0.trainable_params(), betas=[0.9, 0.99])),
                 ("adam.betas_int", lambda: O.Adam(net0.trainable_params(), betas=(0.9, 1))),
                 ("adam.betas_three", lambda: O.Adam(net0.trainable_params(), betas=(0.9, 0.99, 0.9))),
                 ("adamw.amsgrad_none", lambda: O.AdamW(net0.trainable_params(), amsgrad=None)),
                 ("adamw.betas_list", lambda: O.AdamW(net0.trainable_params(), betas=[0.9, 0.99])),
                 ("sgd.nesterov_int", lambda: O.SGD(net0.trainable_params(), lr=0.1, momentum=0.9, nesterov=1)),
                 ("sgd.maximize_int", lambda: O.SGD(net0.trainable_params(), lr=0.1, maximize=1)),
                 ("sgd.lr_int", lambda: O.SGD(net0.trainable_params(), lr=1)),
                 ("sgd.mom_int", lambda: O.SGD(net0.trainable_params(), lr=0.1, momentum=1))]:
    case(name, lambda: type(mk()).__name__)
