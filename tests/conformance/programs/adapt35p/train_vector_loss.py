"""TrainOneStepCell over a network whose loss is not a scalar (a loss with reduction='none', a Cell returning a
vector): MindSpore 2.10 fills the sens to the loss's shape (``F.fill(loss.dtype, loss.shape, sens)``) and trains;
msgraph's PyNative had refused the number sens ("grad tensor should be broadcast to expected shape").
Found by adapting st pynative/network and dynamic_shape training tests (session 35, adapt35p)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_error

X = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) / 7 - 0.5)
Y = Tensor((np.arange(8, dtype=np.float32).reshape(4, 2) % 3) / 2)


def dense():
    return nn.Dense(3, 2, weight_init=Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 5 - 0.3),
                    bias_init="zeros")


class Vec(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor([2.0, -3.0, 4.0], ms.float32), name="p")

    def construct(self, x):
        return ops.relu(x * self.p).sum(0)


def run(loss_fn, opt_fn, sens=1.0, steps=2):
    net = dense()
    t = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt_fn(net.trainable_params()), sens=sens)
    out = [t(X, Y) for _ in range(steps)]
    return out + [net.weight.value(), net.bias.value()]


emit_error("mse_none_sgd", run, nn.MSELoss(reduction="none"), lambda p: nn.SGD(p, 0.1))
emit_error("l1_none_momentum", run, nn.L1Loss(reduction="none"), lambda p: nn.Momentum(p, 0.1, 0.9))
emit_error("mse_none_sens", run, nn.MSELoss(reduction="none"), lambda p: nn.SGD(p, 0.1), 2.0)
emit_error("mse_sum_adam", run, nn.MSELoss(reduction="sum"), lambda p: nn.Adam(p, 0.01))


def vec_cell():
    net = Vec()
    t = nn.TrainOneStepCell(net, nn.SGD(net.trainable_params(), 0.1))
    return [t(X), t(X), net.p.value()]


emit_error("vector_cell", vec_cell)
