"""mindspore.experimental.optim.SGD on float16 Parameters runs MindSpore 2.10's SGD kernel, which computes a
float16 step in float32 and rounds once (weight decay inside the kernel).  msgraph had stepped in float16
arithmetic (1-ulp differences; silent).  Found by adapting st optimizer_ex/test_sgd_cmp to float16 (session 33,
adapt33p)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.experimental import optim
from mindspore.experimental.optim import lr_scheduler as lrs
from _conf import emit

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


def run(group=False, dt=ms.float16, sched=None, **kw):
    net = Net(dt)
    if group:
        b = [p for p in net.trainable_params() if "bias" in p.name]
        w = [p for p in net.trainable_params() if "bias" not in p.name]
        params = [{"params": b, "weight_decay": 0.01, "lr": 0.05}, {"params": w}]
    else:
        params = net.trainable_params()
    opt = optim.SGD(params, lr=0.1, **kw)
    sc = sched(opt) if sched else None
    loss_fn = nn.MSELoss()

    def fwd(x, y):
        return loss_fn(net(ops.cast(x, dt)), ops.cast(y, dt))

    gf = ms.value_and_grad(fwd, None, opt.parameters)
    out = []
    for _ in range(STEPS):
        _, g = gf(X, Y)
        opt(g)
        if sc is not None:
            sc.step()
        out.append([Tensor(p.asnumpy()) for p in net.trainable_params()])
    return out



# Graph mode: one step (MindSpore's Graph-mode float16 gradients of later steps round differently)
STEPS = 3 if ms.get_context("mode") == ms.PYNATIVE_MODE else 1
emit("plain", run())
emit("momentum", run(momentum=0.9))
emit("nesterov", run(momentum=0.9, nesterov=True))
emit("dampening_wd", run(momentum=0.9, dampening=0.3, weight_decay=0.1))
emit("maximize_wd", run(weight_decay=0.1, maximize=True))
emit("group", run(group=True, momentum=0.5))
emit("f32", run(dt=ms.float32, momentum=0.9, weight_decay=0.1), rtol=1e-6, atol=1e-7)
