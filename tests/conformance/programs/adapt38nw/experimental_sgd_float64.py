"""mindspore.experimental.optim.SGD runs MindSpore 2.10's SGD kernel for every group, which takes Float16 / Float32
Parameters only: a step over float64 Parameters is a TypeError (in both modes).  msgraph updated them.  Other
experimental optimizers (AdamW, ASGD ...) update float64 Parameters there, as here (Adam runs the Adam kernel: TypeError too).  Found adapting st
optimizer_ex/test_sgd_cmp to float64 weights (session 38, adapt38nw)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.experimental import optim
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.lin = nn.Dense(2, 3, weight_init=Tensor(np.array([[0.3, -0.2], [0.1, 0.05], [0.4, -0.3]], dt)),
                            bias_init=Tensor(np.array([0.1, -0.1, 0.2], dt)),
                            dtype=ms.float64 if dt == np.float64 else ms.float32)

    def construct(self, x):
        return self.lin(x)


def step(make, dt):
    net = Net(dt)
    opt = make(net.trainable_params())
    x = Tensor(np.array([[0.5, -1.0], [1.5, 0.25]], dt))

    def fwd(x):
        return net(x).sum()

    _, g = ms.value_and_grad(fwd, None, opt.parameters)(x)
    opt(g)
    return [Tensor(p.asnumpy()) for p in net.trainable_params()]


emit_error("sgd_float64", lambda: step(lambda p: optim.SGD(p, lr=0.1), np.float64))
emit_error("sgd_momentum_float64", lambda: step(lambda p: optim.SGD(p, lr=0.1, momentum=0.9), np.float64))
emit("sgd_float32", step(lambda p: optim.SGD(p, lr=0.1, momentum=0.9), np.float32))
emit_error("adam_float64", lambda: step(lambda p: optim.Adam(p, lr=0.1), np.float64))
emit("asgd_float64", step(lambda p: optim.ASGD(p, lr=0.1), np.float64))
