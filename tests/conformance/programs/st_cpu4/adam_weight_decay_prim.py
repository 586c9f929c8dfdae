"""Adapted from tests/st/ops/cpu/test_adam_weight_decay_op.py: the in-place P.AdamWeightDecay primitive (its
outputs are zeros in MindSpore 2.10, the Parameters are updated) and a user Optimizer driving it with
self.map_reverse / F.partial, as the st test does."""
import numpy as np
from mindspore import Tensor, Parameter, nn
from mindspore.ops import operations as P
from mindspore.ops import functional as F
from mindspore.nn.optim.optimizer import Optimizer
from _conf import emit

var = Parameter(Tensor(np.linspace(-1, 1, 6).reshape(2, 3).astype(np.float32)), name="var")
m = Parameter(Tensor(np.full((2, 3), 0.1, np.float32)), name="m")
v = Parameter(Tensor(np.full((2, 3), 0.2, np.float32)), name="v")
g = Tensor(np.arange(6).reshape(2, 3).astype(np.float32) / 7)
out = P.AdamWeightDecay()(var, m, v, 0.01, 0.9, 0.999, 1e-6, 0.05, g)
emit("outputs", out)
emit("var", var, rtol=1e-6)
emit("m", m, rtol=1e-6)
emit("v", v, rtol=1e-6)


def _adam_opt(opt, beta1, beta2, eps, lr, weight_decay, param, m, v, gradient):
    opt(param, m, v, lr, beta1, beta2, eps, weight_decay, gradient)
    return True


class AdamWeightDecayOp(Optimizer):
    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-6, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        self.beta1 = Tensor(np.array([beta1]).astype(np.float32))
        self.beta2 = Tensor(np.array([beta2]).astype(np.float32))
        self.eps = Tensor(np.array([eps]).astype(np.float32))
        self.moments1 = self.parameters.clone(prefix="adam_m", init='zeros')
        self.moments2 = self.parameters.clone(prefix="adam_v", init='zeros')
        self.opt = P.AdamWeightDecay()

    def construct(self, gradients):
        lr = self.get_lr()
        return self.map_reverse(F.partial(_adam_opt, self.opt, self.beta1, self.beta2, self.eps, lr,
                                          self.weight_decay), self.parameters, self.moments1, self.moments2,
                                gradients)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(16, 10, weight_init=Tensor(np.ones([10, 16]).astype(np.float32) * 0.01),
                            bias_init=Tensor(np.zeros(10).astype(np.float32)))

    def construct(self, x):
        return self.fc1(x.reshape((1, -1)))


net = Net()
opt = AdamWeightDecayOp(net.trainable_params(), learning_rate=0.01, weight_decay=0.01)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')),
                            opt)
train.set_train()
losses = []
for _ in range(3):
    data = Tensor(np.arange(0, 16).reshape(1, 1, 4, 4).astype(np.float32) * 0.01)
    losses.append(train(data, Tensor(np.array([0]).astype(np.int32))))
emit("train_losses", tuple(losses), rtol=1e-6)
emit("trained_bias", net.fc1.bias, rtol=1e-5, atol=1e-7)
