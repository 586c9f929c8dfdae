"""mindspore.experimental.optim.Adam runs MindSpore 2.10's Adam kernel: epsilon is added to sqrt(v) (the step is
lr * sqrt(1 - beta2^t) / (1 - beta1^t) * m / (sqrt(v) + eps)), not to the bias-corrected sqrt(v_hat), and
amsgrad is ignored.  msgraph had used the corrected-epsilon formula: with betas (0.5, 0.7) and eps 1e-3 a weight
went to 0.29009 where MindSpore gives 0.29017 (silent).  Found by adapting st optimizer_ex/test_adam_cmp to other
betas / eps / weight_decay / groups (session 33, adapt33p)."""
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


def run(group=False, dt=ms.float32, sched=None, **kw):
    net = Net(dt)
    if group:
        b = [p for p in net.trainable_params() if "bias" in p.name]
        w = [p for p in net.trainable_params() if "bias" not in p.name]
        params = [{"params": b, "weight_decay": 0.01, "lr": 0.05}, {"params": w}]
    else:
        params = net.trainable_params()
    opt = optim.Adam(params, lr=0.01, **kw)
    sc = sched(opt) if sched else None
    loss_fn = nn.MSELoss()

    def fwd(x, y):
        return loss_fn(net(ops.cast(x, dt)), ops.cast(y, dt))

    gf = ms.value_and_grad(fwd, None, opt.parameters)
    out = []
    for _ in range(3):
        _, g = gf(X, Y)
        opt(g)
        if sc is not None:
            sc.step()
        out.append([Tensor(p.asnumpy()) for p in net.trainable_params()])
    return out


emit("plain", run(), rtol=1e-6, atol=1e-7)
emit("betas_eps", run(betas=(0.5, 0.7), eps=1e-3), rtol=1e-6, atol=1e-7)
emit("weight_decay", run(weight_decay=0.1), rtol=1e-6, atol=1e-7)
emit("amsgrad", run(amsgrad=True, eps=1e-2), rtol=1e-6, atol=1e-7)
emit("maximize", run(maximize=True, eps=1e-2), rtol=1e-6, atol=1e-7)
emit("group", run(group=True, eps=1e-2), rtol=1e-6, atol=1e-7)
emit("group_step_lr", run(group=True, sched=lambda o: lrs.StepLR(o, 1, 0.5)), rtol=1e-6, atol=1e-7)
emit("f16", run(dt=ms.float16, eps=1e-2))
