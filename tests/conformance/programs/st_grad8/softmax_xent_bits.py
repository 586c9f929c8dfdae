"""SoftmaxCrossEntropyWithLogits runs MindSpore's CPU kernel with its float32 rounding: x - max, expf, the sum in
order, logf of it, the loss summed in order as lab * (d - log(sum)), backprop = e / sum - lab; its gradient is
backprop * dloss (MindSpore's bprop).  Bits are emitted as hex so a last-place difference shows; a Dense network
trained with nn.SoftmaxCrossEntropyWithLogits(sparse=False) / (sparse=True, reduction='sum') gives the same losses."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from _conf import emit


def hexes(a):
    return [float(x).hex() for x in a.asnumpy().ravel()]


def data(n, c, k):
    x = (np.sin(np.arange(n * c, dtype=np.float32) * (k + 0.37)) * (2.5 + k)).astype(np.float32).reshape(n, c)
    lab = np.zeros((n, c), np.float32)
    lab[np.arange(n), (np.arange(n) * 7 + k) % c] = 1
    soft = ((np.cos(np.arange(n * c, dtype=np.float32) * 1.3) + 1.1) / 7).astype(np.float32).reshape(n, c)
    return x, lab, soft


for (n, c, k) in ((4, 3, 0), (8, 10, 1), (3, 33, 2), (2, 100, 3)):
    x, lab, soft = data(n, c, k)
    for name, y in (("onehot", lab), ("soft", soft)):
        loss, backprop = ops.SoftmaxCrossEntropyWithLogits()(Tensor(x), Tensor(y))
        emit(f"prim_{n}x{c}_{name}", (hexes(loss), hexes(backprop)))

x, lab, soft = data(8, 10, 1)
w = Tensor(np.linspace(0.2, 2.0, 8).astype(np.float32))


def f(logits, labels):
    loss, _ = ops.SoftmaxCrossEntropyWithLogits()(logits, labels)
    return (loss * w).sum()


emit("grad_onehot", [hexes(g) for g in ms.grad(f, grad_position=(0, 1))(Tensor(x), Tensor(lab))])
emit("grad_soft", [hexes(g) for g in ms.grad(f, grad_position=(0, 1))(Tensor(x), Tensor(soft))])
emit("nn_loss_mean", hexes(nn.SoftmaxCrossEntropyWithLogits(reduction="mean")(Tensor(x), Tensor(lab)).reshape(1)))
emit("nn_loss_sparse_sum", hexes(nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="sum")(
    Tensor(x), Tensor(np.arange(8, dtype=np.int32) % 10)).reshape(1)))


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


xt = Tensor((np.arange(48, dtype=np.float32).reshape(8, 6) % 7 - 3) / 4)
yt = Tensor(np.eye(3, dtype=np.float32)[np.arange(8) % 3])
net = Net()
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(reduction="mean")),
                            nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9))
emit("train_losses", [float(train(xt, yt).asnumpy()).hex() for _ in range(8)])
