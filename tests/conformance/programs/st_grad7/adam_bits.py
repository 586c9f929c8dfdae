"""nn.Adam runs MindSpore's CPU Adam kernel with its float32 rounding: fused multiply-adds for m and v, the step
in float32 in its 8-wide loop and in double precision for the scalar tail of each thread's share (the work is
split in two above 1000 elements).  Bits are emitted as hex so a last-place difference shows; a small Dense
network trained with nn.Adam gives the same losses."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter, ops
from mindspore.train import Model
from _conf import emit


def hexes(a):
    return [float(x).hex() for x in a.asnumpy().ravel()]


for n in (19, 1003):
    w0 = ((np.arange(n, dtype=np.float32) - 7.3) / 3.1).astype(np.float32)
    grads = [(np.sin(np.arange(n, dtype=np.float32) * (k + 1.7)) * 0.3).astype(np.float32) for k in range(4)]
    w = Parameter(Tensor(w0), name="w")
    opt = nn.Adam([w], learning_rate=0.01)
    for k in range(4):
        opt((Tensor(grads[k]),))
    if n < 100:
        emit(f"nn_adam_{n}", hexes(w))
    emit(f"nn_adam_{n}_sum", float(np.float64(w.asnumpy().astype(np.float64)).sum()), rtol=0, atol=0)
    emit(f"nn_adam_{n}_moments", (float(opt.moment1[0].asnumpy().astype(np.float64).sum()),
                                  float(opt.moment2[0].asnumpy().astype(np.float64).sum())), rtol=0, atol=0)
    if n > 100:
        emit(f"nn_adam_{n}_tail", hexes(w)[490:510] + hexes(w)[995:])

var = Parameter(Tensor(np.linspace(-1, 1, 21).astype(np.float32)), name="var")
m = Parameter(Tensor(np.zeros(21, np.float32)), name="m")
v = Parameter(Tensor(np.zeros(21, np.float32)), name="v")
op = ops.Adam()
b1p = b2p = np.float32(1)
for k in range(3):
    b1p, b2p = np.float32(b1p * np.float32(0.9)), np.float32(b2p * np.float32(0.999))
    g = np.cos(np.arange(21, dtype=np.float32) * (k + 0.3)).astype(np.float32)
    op(var, m, v, Tensor(b1p), Tensor(b2p), 0.01, 0.9, 0.999, 1e-8, Tensor(g))
emit("primitive", (hexes(var), hexes(m), hexes(v)))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(6, 16, weight_init="normal", bias_init="zeros")
        self.fc2 = nn.Dense(16, 3, weight_init="normal", bias_init="zeros")
        self.relu = nn.ReLU()
        for i, p in enumerate(self.trainable_params()):
            p.set_data(Tensor(np.sin(np.arange(p.size, dtype=np.float32) * (i + 1.3)).reshape(p.shape) * 0.4))

    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))


x = Tensor((np.arange(48, dtype=np.float32).reshape(8, 6) % 7 - 3) / 4)
y = Tensor(np.arange(8, dtype=np.int32) % 3)
net = Net()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), learning_rate=0.05))
losses = [float(train(x, y).asnumpy()) for _ in range(12)]
# (the loss itself can be a few ulps off: SoftmaxCrossEntropyWithLogits' CPU kernel rounds its own way)
emit("train_losses", losses, rtol=1e-5, atol=1e-6)
emit("train_weights", net.fc2.weight, rtol=1e-5, atol=1e-6)
