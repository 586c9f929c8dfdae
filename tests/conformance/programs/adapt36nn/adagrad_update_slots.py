"""nn.Adagrad(update_slots=False) (session 36, adapt36nn).  MindSpore 2.10's CPU ApplyAdagrad kernel ignores
update_slots: the accumulator grows by g * g all the same (accum 0.2 -> 0.343831 after one step, both modes), as
msgraph's P.ApplyAdagrad already did; msgraph's nn.Adagrad had kept accum at its initial value (different
weights from the first step)."""
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit

X = Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.5], [-1.0, 2.0, 0.75], [0.1, 0.2, 0.3]], np.float32))
Y = Tensor(np.array([[1.0, 0.0], [0.0, 1.0], [0.5, -0.5], [0.2, 0.1]], np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.3, -0.2, 0.1], [0.05, 0.4, -0.3]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.1, -0.1], np.float32)), name="b")

    def construct(self, x):
        return ops.matmul(x, self.w.T) + self.b


for us in (False, True):
    for wd in (0.0, 0.1):
        net = Net()
        opt = nn.Adagrad(net.trainable_params(), accum=0.2, learning_rate=0.1, update_slots=us, weight_decay=wd)
        step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
        tag = f"us{int(us)}_wd{wd}"
        for i in range(3):
            emit(f"{tag}_loss{i}", step(X, Y), rtol=1e-5)
            emit(f"{tag}_w{i}", net.w.value(), rtol=1e-5)
            emit(f"{tag}_accum{i}", opt.accum[0].value(), rtol=1e-5)
