# experimental.optim.lr_scheduler.CosineAnnealingWarmRestarts stepped inside a Cell (PyNative: MindSpore 2.10's
# Graph mode cannot compile its step, a Float32 Parameter written with a Float64 value).
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


MODES = ("pynative",)


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


emit("cosine_warm_restarts", lrs(lambda o: optim.lr_scheduler.CosineAnnealingWarmRestarts(o, T_0=2, T_mult=1,
                                                                                          eta_min=0.001), n=7), rtol=1e-5)
