# mindspore.experimental.optim: PyTorch-style optimizers with parameter groups (per-group lr, betas, eps,
# weight_decay), called as optimizer(grads) after value_and_grad, and lr schedulers stepped inside a Cell.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.experimental import optim
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lin = nn.Dense(2, 3, weight_init=Tensor(np.array([[0.15, 0.18], [0.2, 0.5], [0.19, 0.17]], np.float32)),
                            bias_init=Tensor(np.array([0.1, 0.3, 0.2], np.float32)))
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.relu(self.lin(x))


data = Tensor(np.array([[0.1, 0.1], [0.2, 0.2]], np.float32))
label = Tensor(np.array([[0.1, 0.1, 0.8], [0.75, 0.24, 0.88]], np.float32))


def train(make, group, steps=3):
    net = Net()
    if group:
        bias = [p for p in net.trainable_params() if "bias" in p.name]
        rest = [p for p in net.trainable_params() if "bias" not in p.name]
        opt = make([{"params": bias, "weight_decay": 0.1, "betas": (0.8, 0.88)}, {"params": rest, "lr": 0.05}])
    else:
        opt = make(net.trainable_params())
    loss_fn = nn.MAELoss(reduction="mean")

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    for _ in range(steps):
        _, grads = grad_fn(data, label)
        opt(grads)
    return net(data)


for name, make in [("nadam", lambda p: optim.NAdam(p, lr=0.01)),
                   ("radam", lambda p: optim.RAdam(p, lr=0.01)),
                   ("adam", lambda p: optim.Adam(p, lr=0.01)),
                   ("adamw", lambda p: optim.AdamW(p, lr=0.01)),
                   ("sgd_momentum", lambda p: optim.SGD(p, lr=0.1, momentum=0.9))]:
    emit(name, train(make, False), rtol=1e-4, atol=1e-6)
    if name != "sgd_momentum":
        emit(name + "_group", train(make, True), rtol=1e-4, atol=1e-6)


def lrs(make_sched, n=6, metrics=None):
    opt = optim.Adam(Net().trainable_params(), 0.1)
    sched = make_sched(opt)

    class SchedNet(nn.Cell):
        def construct(self, m):
            if metrics is None:
                sched.step()
            else:
                sched.step(m)
            return sched.get_last_lr()

    net = SchedNet()
    return [float(net(metrics[i] if metrics else 0)[0].asnumpy()) for i in range(n)]


emit("step_lr", lrs(lambda o: optim.lr_scheduler.StepLR(o, step_size=2, gamma=0.1)), rtol=1e-5)
emit("linear_lr", lrs(lambda o: optim.lr_scheduler.LinearLR(o, start_factor=0.5, total_iters=4)), rtol=1e-5)
emit("exponential_lr", lrs(lambda o: optim.lr_scheduler.ExponentialLR(o, gamma=0.5)), rtol=1e-5)
emit("polynomial_lr", lrs(lambda o: optim.lr_scheduler.PolynomialLR(o, total_iters=4, power=2.0)), rtol=1e-5)
emit("multistep_lr", lrs(lambda o: optim.lr_scheduler.MultiStepLR(o, milestones=[1, 3, 3], gamma=0.5)), rtol=1e-5)
emit("constant_lr", lrs(lambda o: optim.lr_scheduler.ConstantLR(o, factor=0.5, total_iters=2)), rtol=1e-5)
emit("cosine_lr", lrs(lambda o: optim.lr_scheduler.CosineAnnealingLR(o, T_max=3, eta_min=0.01)), rtol=1e-5)
emit("cyclic_lr", lrs(lambda o: optim.lr_scheduler.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=2,
                                                           mode="triangular2")), rtol=1e-5)
emit("plateau", lrs(lambda o: optim.lr_scheduler.ReduceLROnPlateau(o, "min", patience=0), n=5,
                    metrics=[1.0, 1.5, 1.8, 0.4, 0.5]), rtol=1e-5)
