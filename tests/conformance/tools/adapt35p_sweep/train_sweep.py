"""Small networks trained a few steps: TrainOneStepCell / WithLossCell / optimizers / freezing / shared params."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

X = Tensor(np.arange(24, dtype=np.float32).reshape(6, 4) / 10 - 1.0)
Y = Tensor((np.arange(12, dtype=np.float32).reshape(6, 2) % 5) / 4)
LBL = Tensor(np.array([0, 1, 2, 1, 0, 2], np.int32))


class Net(nn.Cell):
    def __init__(self, dout=2, act=True):
        super().__init__()
        self.fc1 = nn.Dense(4, 3, weight_init=Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 13 - 0.4),
                            bias_init="zeros")
        self.fc2 = nn.Dense(3, dout, weight_init=Tensor(np.arange(3 * dout, dtype=np.float32).reshape(dout, 3) / 7 - 0.3),
                            bias_init="ones")
        self.relu = nn.ReLU() if act else nn.Tanh()

    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))


def train(net, loss, opt, steps=3, x=X, y=Y, sens=None):
    wl = nn.WithLossCell(net, loss)
    t = nn.TrainOneStepCell(wl, opt) if sens is None else nn.TrainOneStepCell(wl, opt, sens=sens)
    t.set_train()
    out = [t(x, y) for _ in range(steps)]
    return out + [p.value() for p in net.trainable_params()]


def c_sgd():
    n = Net(); return train(n, nn.MSELoss(), nn.SGD(n.trainable_params(), 0.1))


def c_mom():
    n = Net(); return train(n, nn.MSELoss(), nn.Momentum(n.trainable_params(), 0.1, 0.9))


def c_adam():
    n = Net(); return train(n, nn.MSELoss(), nn.Adam(n.trainable_params(), 0.01))


def c_sens():
    n = Net(); return train(n, nn.MSELoss(), nn.SGD(n.trainable_params(), 0.1), sens=2.0)


def c_ce():
    n = Net(3)
    return train(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.SGD(n.trainable_params(), 0.5), y=LBL)


def c_ce_none():
    n = Net(3)
    wl = nn.WithLossCell(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True))
    return wl(X, LBL)


def c_freeze():
    n = Net(); n.fc1.weight.requires_grad = False
    return train(n, nn.MSELoss(), nn.SGD(n.trainable_params(), 0.1)) + [n.fc1.weight.value()]


def c_freeze_after_opt():
    n = Net(); opt = nn.SGD(n.trainable_params(), 0.1)
    n.fc1.weight.requires_grad = False
    return train(n, nn.MSELoss(), opt) + [n.fc1.weight.value()]


def c_opt_subset():
    n = Net(); return train(n, nn.MSELoss(), nn.SGD(n.fc2.trainable_params(), 0.1)) + [n.fc1.weight.value()]


def c_lr_list():
    n = Net(); return train(n, nn.L1Loss(), nn.SGD(n.trainable_params(), [0.1, 0.05, 0.01]))


def c_lr_sched():
    n = Net(); lr = nn.ExponentialDecayLR(0.1, 0.5, 1)
    return train(n, nn.MSELoss(), nn.Momentum(n.trainable_params(), lr, 0.9))


def c_lr_piecewise():
    n = Net(); lr = nn.piecewise_constant_lr([1, 2, 5], [0.1, 0.05, 0.01])
    return train(n, nn.MSELoss(), nn.Momentum(n.trainable_params(), lr, 0.0))


def c_wd():
    n = Net(); return train(n, nn.MSELoss(), nn.Momentum(n.trainable_params(), 0.1, 0.9, weight_decay=0.01))


def c_group():
    n = Net()
    g = [{"params": n.fc1.trainable_params(), "lr": 0.01}, {"params": n.fc2.trainable_params()}]
    return train(n, nn.MSELoss(), nn.SGD(g, 0.1))


def c_shared():
    a = Net(); b = Net(); b.fc1 = a.fc1
    train(a, nn.MSELoss(), nn.SGD(a.trainable_params(), 0.1), steps=1)
    return [b(X), len(b.trainable_params())]


def c_shared_param():
    class Two(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(Tensor(np.array([[0.5, -0.2], [0.1, 0.3], [0.2, 0.2], [-0.1, 0.4]], np.float32)), name="w")

        def construct(self, x):
            h = ops.matmul(x, self.w)
            return h * ops.reduce_sum(self.w)
    n = Two()
    return train(n, nn.MSELoss(), nn.SGD(n.trainable_params(), 0.1))


def c_batch1():
    n = Net(); return train(n, nn.MSELoss(), nn.SGD(n.trainable_params(), 0.1), x=X[:1], y=Y[:1])


def c_batch_change():
    n = Net(); wl = nn.WithLossCell(n, nn.MSELoss()); t = nn.TrainOneStepCell(wl, nn.SGD(n.trainable_params(), 0.1))
    return [t(X, Y), t(X[:2], Y[:2]), t(X[1:5], Y[1:5])]


def c_f16():
    n = Net(); n.to_float(ms.float16)
    return train(n, nn.MSELoss(), nn.SGD(n.trainable_params(), 0.1))


def c_f16_fc1():
    n = Net(); n.fc1.to_float(ms.float16)
    return train(n, nn.MSELoss(), nn.Momentum(n.trainable_params(), 0.1, 0.9))


def c_withgrad():
    n = Net()
    return nn.WithGradCell(n, nn.MSELoss())(X, Y)


def c_withgrad_sens():
    n = Net()
    return nn.WithGradCell(n, nn.MSELoss(), Tensor(3.0))(X, Y)


def c_withgrad_noloss():
    n = Net()
    return nn.WithGradCell(n)(X)


def c_foreach_grad():
    n = Net(); opt = nn.SGD(n.trainable_params(), 0.1)
    fn = lambda x, y: nn.MSELoss()(n(x), y)
    vg = ms.value_and_grad(fn, None, opt.parameters)
    out = []
    for _ in range(3):
        l, g = vg(X, Y); opt(g); out.append(l)
    return out


def c_eval_train_toggle():
    n = nn.SequentialCell([nn.Dense(4, 3, weight_init="ones", bias_init="zeros"), nn.Dropout(p=0.0), nn.BatchNorm1d(3)])
    t = nn.TrainOneStepCell(nn.WithLossCell(n, nn.MSELoss()), nn.SGD(n.trainable_params(), 0.1))
    t.set_train()
    out = [t(X, Tensor(np.ones((6, 3), np.float32)))]
    n.set_train(False)
    out.append(n(X))
    out.append(n[2].moving_mean.value())
    return out


def c_bn_train():
    n = nn.SequentialCell([nn.Dense(4, 3, weight_init="ones", bias_init="zeros"), nn.BatchNorm1d(3, momentum=0.8)])
    t = nn.TrainOneStepCell(nn.WithLossCell(n, nn.MSELoss()), nn.Momentum(n.trainable_params(), 0.1, 0.9))
    t.set_train()
    return [t(X, Tensor(np.ones((6, 3), np.float32))) for _ in range(2)] + [n[1].moving_mean.value(), n[1].moving_variance.value()]


def c_clip():
    n = Net()
    class T(nn.TrainOneStepCell):
        def construct(self, *inputs):
            loss = self.network(*inputs)
            sens = ops.fill(loss.dtype, loss.shape, self.sens)
            grads = self.grad(self.network, self.weights)(*inputs, sens)
            grads = ops.clip_by_global_norm(grads, 0.1)
            return ops.depend(loss, self.optimizer(grads))
    t = T(nn.WithLossCell(n, nn.MSELoss()), nn.SGD(n.trainable_params(), 0.5))
    return [t(X, Y) for _ in range(3)]


def c_ls_fixed():
    n = Net()
    t = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(n, nn.MSELoss()), nn.SGD(n.trainable_params(), 0.1),
                                          scale_sense=Tensor(1024.0))
    return [t(X, Y) for _ in range(2)]


def c_int_label():
    n = Net(); return train(n, nn.MSELoss(), nn.SGD(n.trainable_params(), 0.1), y=Tensor(np.ones((6, 2), np.int32)))


def c_f64_input():
    n = Net(); return train(n, nn.MSELoss(), nn.SGD(n.trainable_params(), 0.1), x=Tensor(X.asnumpy().astype(np.float64)))


import os
ONLY = os.environ.get("ONLY")
for k, v in list(globals().items()):
    if k.startswith("c_"):
        case(k, v)
