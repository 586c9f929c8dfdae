"""Adapted from the model zoo's SSD (official/cv/SSD train.py: TrainingWrapper(sens=8) + Momentum(loss_scale=8,
weight_decay)) and DeepLabV3 (train.py: Momentum(loss_scale=16, weight_decay=1e-4) with a generator lr,
Model(..., amp_level="O0", loss_scale_manager=FixedLossScaleManager(16, drop_overflow_update=False))): a small
Dense + BatchNorm net trained a few steps. h-zoo5 saw those zoo networks' weights 3-10 % off MindSpore after a few
steps; every piece of the update matches here (decay of the scaled weight_decay * loss_scale on the scaled
gradients, then 1/loss_scale, then ApplyMomentum; use_nesterov; group weight decay; clip_by_global_norm of the
unscaled gradients): the zoo differences are MindSpore's own sensitivity (docs/differences.md, h-zoo6).
What msgraph got wrong: a wrapper running ``loss = network(x)`` and then the gradient of network at x without
``network.set_grad()`` moved BatchNorm's statistics twice per step in Graph mode, where MindSpore merges the two
forwards of any Cell (only PyNative needs set_grad() to reuse the forward)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train.model import Model
from mindspore.train.loss_scale_manager import FixedLossScaleManager
from _conf import emit

X = np.linspace(-1, 1, 64, dtype=np.float32).reshape(16, 4)
Y = np.linspace(0, 1, 32, dtype=np.float32).reshape(16, 2)


class Net(nn.Cell):
    def __init__(self, with_loss=False):
        super().__init__()
        self.d1 = nn.Dense(4, 3, weight_init=ms.Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 10 - 0.5),
                           bias_init="zeros")
        self.bn = nn.BatchNorm1d(3)
        self.d2 = nn.Dense(3, 2, weight_init=ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 7 - 0.3),
                           bias_init=ms.Tensor(np.array([0.1, -0.2], np.float32)))
        self.relu = nn.ReLU()
        self.with_loss = with_loss
        self.loss = nn.MSELoss()

    def construct(self, x, y=None):
        out = self.d2(self.relu(self.bn(self.d1(x))))
        if self.with_loss:
            return self.loss(out, y)
        return out


def weights(label, net):
    emit(label, [p.asnumpy() for p in net.get_parameters()], rtol=1e-4, atol=1e-6)


# TrainOneStepCell with sens = loss_scale (what Model builds for a FixedLossScaleManager without overflow drop)
for case in ["plain", "loss_scale", "loss_scale wd", "loss_scale wd nesterov", "wd"]:
    net = Net()
    ls = 8.0 if "loss_scale" in case else 1.0
    wd = 0.05 if "wd" in case else 0.0
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9, weight_decay=wd, loss_scale=ls,
                      use_nesterov="nesterov" in case)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt, sens=ls)
    step.set_train()
    losses = [step(ms.Tensor(X[:8]), ms.Tensor(Y[:8])) for _ in range(3)]
    emit(f"{case} losses", losses, rtol=1e-5, atol=1e-6)
    weights(f"{case} weights", net)

# groups: decay on the Dense weights only, its own lr for the BatchNorm
net = Net()
decayed = [p for p in net.trainable_params() if "weight" in p.name]
rest = [p for p in net.trainable_params() if "weight" not in p.name]
opt = nn.Momentum([{"params": decayed, "weight_decay": 0.05}, {"params": rest, "lr": 0.05}], 0.1, 0.9,
                  loss_scale=4.0)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt, sens=4.0)
step.set_train()
for _ in range(3):
    step(ms.Tensor(X[:8]), ms.Tensor(Y[:8]))
weights("groups weights", net)


# the SSD TrainingWrapper: sens-scaled gradients, then (use_global_norm) 1/sens and clip_by_global_norm
class TrainingWrapper(nn.Cell):
    def __init__(self, network, optimizer, sens=1.0, use_global_norm=False):
        super().__init__(auto_prefix=False)
        self.network = network
        if use_global_norm:
            self.network.set_grad()   # the zoo's does; without it PyNative runs the forward's BatchNorm twice
        self.weights = ms.ParameterTuple(network.trainable_params())
        self.optimizer = optimizer
        self.grad = ops.GradOperation(get_by_list=True, sens_param=True)
        self.sens = sens
        self.use_global_norm = use_global_norm

    def construct(self, *args):
        weights = self.weights
        loss = self.network(*args)
        sens = ops.Fill()(ops.DType()(loss), ops.Shape()(loss), self.sens)
        grads = self.grad(self.network, weights)(*args, sens)
        if self.use_global_norm:
            grads = tuple(g / self.sens for g in grads)
            grads = ops.clip_by_global_norm(grads, 0.5)
        return ops.depend(loss, self.optimizer(grads))


for use_global_norm in (False, True):
    net = Net(with_loss=True)
    opt = nn.Momentum(filter(lambda x: x.requires_grad, net.get_parameters()), 0.2, 0.9, 1.5e-4,
                      1.0 if use_global_norm else 8.0)
    step = TrainingWrapper(net, opt, 8.0, use_global_norm)
    step.set_train()
    losses = [step(ms.Tensor(X[:8]), ms.Tensor(Y[:8])) for _ in range(3)]
    emit(f"wrapper norm={use_global_norm} losses", losses, rtol=1e-5, atol=1e-6)
    weights(f"wrapper norm={use_global_norm} weights", net)


# DeepLabV3's train.py: a generator / list lr, Model with a FixedLossScaleManager
def poly_lr(base_lr, decay_steps, total_steps, end_lr=0.0001, power=0.9):
    for i in range(total_steps):
        step_ = min(i, decay_steps)
        yield (base_lr - end_lr) * ((1.0 - step_ / decay_steps) ** power) + end_lr


for case in ["const", "generator", "list"]:
    net = Net(with_loss=True)
    lr = 0.1 if case == "const" else poly_lr(0.1, 4, 4, end_lr=0.0) if case == "generator" else [0.1, 0.05, 0.02, 0.01]
    opt = nn.Momentum(net.trainable_params(), lr, 0.9, weight_decay=0.05, loss_scale=16.0)
    model = Model(net, optimizer=opt, amp_level="O0",
                  loss_scale_manager=FixedLossScaleManager(16.0, drop_overflow_update=False))
    data = ds.GeneratorDataset(list(zip(X, Y)), ["x", "y"], shuffle=False).batch(4)
    model.train(1, data, dataset_sink_mode=False)
    weights(f"model {case} weights", net)
    emit(f"model {case} global_step", opt.global_step)

# the ApplyMomentum primitive itself (use_nesterov as MindSpore's CPU kernel runs it)
for nesterov in (False, True):
    var = ms.Parameter(ms.Tensor(np.array([1.0, -2.0, 3.0], np.float32)), name="var")
    accum = ms.Parameter(ms.Tensor(np.array([0.5, 0.0, -0.5], np.float32)), name="accum")
    op = ops.ApplyMomentum(use_nesterov=nesterov)
    for _ in range(2):
        op(var, accum, ms.Tensor(0.1, ms.float32), ms.Tensor(np.array([0.2, -0.4, 1.0], np.float32)),
           ms.Tensor(0.9, ms.float32))
    emit(f"ApplyMomentum nesterov={nesterov}", (var, accum), rtol=1e-6)


# BatchNorm's moving mean after one wrapper step: which forwards MindSpore runs (merged or not)
class BNNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
        self.bn = nn.BatchNorm1d(2)

    def construct(self, x):
        return self.bn(self.d(x)).sum()


class Wrapper(nn.Cell):
    def __init__(self, net, how):
        super().__init__()
        self.net = net
        self.how = how
        self.w = ms.ParameterTuple(net.trainable_params())
        self.grad = ops.GradOperation(get_by_list=True)

    def construct(self, x):
        if self.how == "forward then grad":
            loss = self.net(x)
        elif self.how == "grad only":
            loss = 0
        elif self.how == "forward at other input then grad":
            loss = self.net(x * 2)
        else:
            loss = self.net(x) + self.net(x)
        g = self.grad(self.net, self.w)(x)
        return loss, g


xb = ms.Tensor(np.array([[1.0, 2.0], [3.0, 5.0]], np.float32))
for set_grad in (False, True):
    for how in ["forward then grad", "grad only", "forward at other input then grad", "two forwards then grad"]:
        bn_net = BNNet()
        if set_grad:
            bn_net.set_grad()
        w = Wrapper(bn_net, how)
        w.set_train()
        w(xb)
        emit(f"set_grad={set_grad} {how} moving mean", bn_net.bn.moving_mean, rtol=1e-6)
