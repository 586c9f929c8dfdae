"""mindspore.experimental.optim: each group's hyperparameters (betas, eps, weight_decay, alpha, momentum_decay, ...)
reach MindSpore 2.10's update rules as arguments of an @jit `implementation`, where a Python float is a float32
scalar: `1 - beta2` is 1 - 0.999f = 0.00099998713, so AdamW's exp_avg_sq after one step is g * g * 0.00099998713
(msgraph computed in doubles: g * g * 0.001).  The weights drifted apart by ~1e-5 relative after a few steps with
no error (silent) for AdamW, NAdam, RAdam and RMSprop.  Found adapting st optimizer_ex/test_adamw_cmp (its groups:
betas in one, amsgrad in the other) to more steps and larger lrs (session 38, adapt38nw).  The RMSprop labels and
the exp_avg_sq label differ on main by less than the suite's tolerance (rtol 1e-5, atol 1e-6); the AdamW / NAdam /
RAdam weights by more."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.experimental import optim
from _conf import emit

W = np.array([[0.6, -1.2], [0.35, 0.8], [-0.5, 1.1]], np.float32)
B = np.array([0.2, -0.3, 0.45], np.float32)
X = Tensor(np.array([[0.3, 0.7], [0.9, 0.15]], np.float32))
Y = Tensor(np.array([[0.4, 0.1, 0.8], [0.6, 0.9, 0.2]], np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lin = nn.Dense(2, 3, weight_init=Tensor(W), bias_init=Tensor(B))
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.relu(self.lin(x))


def run(make, groups=None, steps=3):
    net = Net()
    if groups is not None:
        b = [p for p in net.trainable_params() if "bias" in p.name]
        w = [p for p in net.trainable_params() if "bias" not in p.name]
        params = [dict(params=b, **groups[0]), dict(params=w, **groups[1])]
    else:
        params = net.trainable_params()
    opt = make(params)
    crit = nn.MAELoss(reduction="mean")

    def fwd(x, y):
        return crit(net(x), y)

    gf = ms.value_and_grad(fwd, None, opt.parameters)
    for _ in range(steps):
        _, g = gf(X, Y)
        opt(g)
    return [Tensor(p.asnumpy()) for p in net.trainable_params()]


def exp_avg_sq_after_one_step():
    net = Net()
    opt = optim.AdamW(net.trainable_params(), lr=0.9)
    crit = nn.MAELoss(reduction="mean")

    def fwd(x, y):
        return crit(net(x), y)

    _, g = ms.value_and_grad(fwd, None, opt.parameters)(X, Y)
    opt(g)
    return Tensor(opt.exp_avg_sq[0].asnumpy())


emit("adamw_exp_avg_sq_one_step", exp_avg_sq_after_one_step())
emit("adamw_plain_lr09", run(lambda p: optim.AdamW(p, lr=0.9)))
emit("adamw_st_groups", run(lambda p: optim.AdamW(p, lr=0.002),
                            [{'weight_decay': 0.01, 'lr': 0.9, "betas": (0.88, 0.8)}, {'lr': 0.66, "amsgrad": True}]))
emit("nadam_groups", run(lambda p: optim.NAdam(p, lr=0.002),
                         [{'weight_decay': 0.01, 'lr': 0.9, "betas": (0.88, 0.8)}, {'lr': 0.66, "momentum_decay": 0.01}]))
emit("radam_groups", run(lambda p: optim.RAdam(p, lr=0.002),
                         [{'weight_decay': 0.01, 'lr': 0.9, "betas": (0.88, 0.8)}, {'lr': 0.66, "eps": 1e-3}], steps=7))
emit("rmsprop_plain", run(lambda p: optim.RMSprop(p, lr=0.01)))
emit("rmsprop_centered_momentum", run(lambda p: optim.RMSprop(p, lr=0.05, alpha=0.9, momentum=0.5, centered=True)))
