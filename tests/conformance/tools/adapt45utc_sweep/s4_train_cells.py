"""Training Cells over layers with non-default arguments, the mode from $MODE: TrainOneStepCell / WithLossCell /
TrainOneStepWithLossScaleCell (fixed and dynamic update Cells, overflow), BatchNorm moving statistics after steps,
layers under a Tensor `if` / `for` inside the differentiated Cell, 3 steps each: losses and weights."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

X = Tensor((np.arange(2 * 2 * 4 * 4).reshape(2, 2, 4, 4) % 5 - 2.0).astype(np.float32) / 2)
Y = Tensor(np.array([1, 0], np.int32))


class Net(nn.Cell):
    def __init__(self, ctrl=None, drop=0.0):
        super().__init__()
        self.conv = nn.Conv2d(2, 4, 3, pad_mode="pad", padding=1, group=2, weight_init="ones", has_bias=True,
                              bias_init="zeros")
        self.bn = nn.BatchNorm2d(4, momentum=0.6)
        self.pool = nn.MaxPool2d(2, 2, pad_mode="same")
        self.drop = nn.Dropout(p=drop)
        self.flat = nn.Flatten()
        self.fc = nn.Dense(16, 2, weight_init="ones", bias_init="zeros", activation="tanh")
        self.fc2 = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
        self.ctrl = ctrl

    def construct(self, x):
        y = self.pool(self.bn(self.conv(x)))
        y = self.fc(self.flat(self.drop(y)))
        if self.ctrl == "if":
            if y.sum() > 0:
                y = self.fc2(y)
            else:
                y = y * 2
        elif self.ctrl == "for":
            for _ in range(2):
                y = self.fc2(y) / 4
        elif self.ctrl == "while":
            i = Tensor(0, ms.int32)
            while i < 2:
                y = self.fc2(y) / 4
                i += 1
        return y


def st(n):
    out = {}
    for p in n.get_parameters():
        out[p.name] = np.round(p.asnumpy().astype(np.float64), 4).reshape(-1)[:6].tolist()
    return out


def steps(mk, opt_mk, k=3, wrap=None, ctrl=None):
    def f():
        net = Net(ctrl)
        loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        wl = nn.WithLossCell(net, loss)
        opt = opt_mk(net.trainable_params())
        tr = wrap(wl, opt) if wrap else nn.TrainOneStepCell(wl, opt)
        tr.set_train()
        outs = []
        for _ in range(k):
            r = tr(X, Y)
            outs.append(r)
        return outs, st(net)
    return f


case("tos_mom", steps(Net, lambda p: nn.Momentum(p, 0.05, 0.9)))
case("tos_mom_if", steps(Net, lambda p: nn.Momentum(p, 0.05, 0.9), ctrl="if"))
case("tos_mom_for", steps(Net, lambda p: nn.Momentum(p, 0.05, 0.9), ctrl="for"))
case("tos_mom_while", steps(Net, lambda p: nn.Momentum(p, 0.05, 0.9), ctrl="while"))
case("tos_adam_wd", steps(Net, lambda p: nn.Adam(p, 0.01, weight_decay=0.01)))
case("tos_sens", steps(Net, lambda p: nn.SGD(p, 0.05), wrap=lambda w, o: nn.TrainOneStepCell(w, o, sens=2.0)))
case("tos_fixed_ls", steps(Net, lambda p: nn.Momentum(p, 0.05, 0.9),
                           wrap=lambda w, o: nn.TrainOneStepWithLossScaleCell(w, o, scale_sense=Tensor(4.0, ms.float32))))
case("tos_fixed_cell", steps(Net, lambda p: nn.Momentum(p, 0.05, 0.9),
                             wrap=lambda w, o: nn.TrainOneStepWithLossScaleCell(w, o, nn.FixedLossScaleUpdateCell(8.0))))
case("tos_dyn_cell", steps(Net, lambda p: nn.Momentum(p, 0.05, 0.9),
                           wrap=lambda w, o: nn.TrainOneStepWithLossScaleCell(
                               w, o, nn.DynamicLossScaleUpdateCell(2.0 ** 10, 2, 2))))


def dyn_overflow():
    net = Net()
    wl = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
    upd = nn.DynamicLossScaleUpdateCell(2.0 ** 8, 2, 1)
    tr = nn.TrainOneStepWithLossScaleCell(wl, nn.SGD(net.trainable_params(), 0.05), upd)
    tr.set_train()
    big = Tensor(np.full((2, 2, 4, 4), 3e38, np.float32))
    outs = [tr(big, Y), tr(X, Y), tr(X, Y), tr(X, Y)]
    return [(o[1], o[2]) for o in outs], st(net)


case("dyn_overflow", dyn_overflow)


def vag_aux():
    net = Net()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

    def fwd(x, y):
        o = net(x)
        return loss(o, y), o

    g = ms.value_and_grad(fwd, None, net.trainable_params(), has_aux=True)
    net.set_train()
    (l, o), gs = g(X, Y)
    return l, o, gs[:2]


case("vag_aux", vag_aux)


def bn_eval_after_train():
    net = Net()
    tr = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")),
                             nn.SGD(net.trainable_params(), 0.05))
    tr.set_train()
    tr(X, Y)
    net.set_train(False)
    return net(X), st(net)["bn.moving_mean"], st(net)["bn.moving_variance"]


case("bn_eval_after_train", bn_eval_after_train)


def grad_clip_step():
    net = Net()
    wl = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
    opt = nn.Momentum(net.trainable_params(), 0.05, 0.9)
    gf = ops.GradOperation(get_by_list=True)
    wts = ms.ParameterTuple(net.trainable_params())

    class Step(nn.Cell):
        def __init__(self):
            super().__init__()
            self.wl, self.opt, self.w = wl, opt, wts

        def construct(self, x, y):
            l = self.wl(x, y)
            g = gf(self.wl, self.w)(x, y)
            g = ops.clip_by_global_norm(g, 0.5)
            self.opt(g)
            return l

    s = Step()
    s.set_train()
    return [s(X, Y) for _ in range(3)], st(net)


case("grad_clip_step", grad_clip_step)
