"""nn.RMSProp / ops.ApplyRMSProp on float32 Parameters to the last bits (adapt43tr): MindSpore 2.10's CPU kernel does
the mean-square and moment multiply-adds in double precision (and the scalar path's lr*g / sqrt(ms + eps) too), so
after a few steps its float32 values differ from plain float32 arithmetic (msgraph differed by up
to ~2e-6 relative after 2 steps: SILENT).  Sizes on the scalar path (< 8 elements) and the vector path (16); msgraph's model of the kernel is within 5e-7
relative (1-4 ulp), not bit for bit."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor
from _conf import emit

rng = np.random.RandomState(0)
for n in (5, 16, 19):
    w = Parameter(Tensor(np.ones(n, np.float32)), name="w")
    s = Parameter(Tensor(rng.rand(n).astype(np.float32)), name="s")
    m = Parameter(Tensor((rng.rand(n) * 0.1).astype(np.float32)), name="m")
    for k in range(3):
        g = rng.randn(n).astype(np.float32)
        ops.ApplyRMSProp()(w, s, m, Tensor(0.01, ms.float32), Tensor(g), 0.9, 0.7, 1e-6)
    emit(f"apply_rmsprop_{n}_mean_square", s, rtol=5e-7, atol=0)
    emit(f"apply_rmsprop_{n}_moment", m, rtol=5e-7, atol=0)
    emit(f"apply_rmsprop_{n}_var", w, rtol=5e-7, atol=0)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        self.big = nn.Dense(4, 4, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.d(x) + self.big(ops.tile(x, (1, 2))).sum(axis=1, keepdims=True)


X = Tensor(np.array([[1.0, 2.0], [0.5, -1.0]], np.float32))
Y = Tensor(np.array([[0.5], [0.1]], np.float32))
for label, kw in (("plain", {}), ("momentum", {"momentum": 0.5}), ("eps", {"epsilon": 1e-3, "decay": 0.8})):
    net = Net()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.RMSProp(net.trainable_params(), 0.1, **kw))
    losses = [step(X, Y) for _ in range(3)]
    emit(f"nn_rmsprop_{label}_losses", losses, rtol=5e-7, atol=0)
    emit(f"nn_rmsprop_{label}_d_weight", net.d.weight, rtol=5e-7, atol=0)
    emit(f"nn_rmsprop_{label}_big_weight", net.big.weight, rtol=5e-7, atol=0)
