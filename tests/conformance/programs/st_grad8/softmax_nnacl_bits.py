"""MindSpore's CPU Softmax of float32 along the last axis is nnacl's SoftmaxLastAxis: its own exp (a degree-5
polynomial with fused multiply-adds), the sum in 8-lane then 4-lane SIMD order, times 1 / sum; along another
axis, expf summed in order and divided.  SparseSoftmaxCrossEntropyWithLogits uses that softmax: the loss
-(sum of logf p[label]) / N, the gradient p / N - 1 / N at the labels, and its bprop is that gradient * dout.
Bits are emitted as hex so a last-place difference shows."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from _conf import emit


def hexes(a):
    return [float(x).hex() for x in a.asnumpy().ravel()]


def logits(n, c, k):
    return (np.sin(np.arange(n * c, dtype=np.float32) * (k + 0.37)) * (2.5 + k)).astype(np.float32).reshape(n, c)


for (n, c, k) in ((4, 3, 0), (2, 13, 1), (3, 33, 2), (2, 100, 3)):
    x = Tensor(logits(n, c, k))
    ids = Tensor(((np.arange(n) * 7 + k) % c).astype(np.int32))
    emit(f"softmax_{n}x{c}", hexes(ops.Softmax()(x)))
    emit(f"sparse_{n}x{c}", (hexes(ops.SparseSoftmaxCrossEntropyWithLogits()(x, ids).reshape(1)),
                             hexes(ops.SparseSoftmaxCrossEntropyWithLogits(is_grad=True)(x, ids))))
x3 = Tensor(logits(6, 10, 4).reshape(3, 2, 10))
emit("softmax_axis0", hexes(ops.Softmax(0)(x3)))
emit("softmax_axis1", hexes(ops.Softmax(1)(x3)))
emit("nn_softmax", hexes(nn.Softmax()(x3)))
x = Tensor(logits(8, 10, 1))
ids = Tensor((np.arange(8) % 10).astype(np.int32))
w = Tensor(np.float32(1.7))


def f(a, b):
    return ops.SparseSoftmaxCrossEntropyWithLogits()(a, b) * w


emit("sparse_grad", hexes(ms.grad(f)(x, ids)))
emit("nn_sparse_mean", hexes(nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(x, ids).reshape(1)))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(6, 16, weight_init="normal", bias_init="zeros")
        self.fc2 = nn.Dense(16, 10, weight_init="normal", bias_init="zeros")
        self.relu = nn.ReLU()
        for i, p in enumerate(self.trainable_params()):
            p.set_data(Tensor(np.sin(np.arange(p.size, dtype=np.float32) * (i + 1.3)).reshape(p.shape) * 0.4))

    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))


xt = Tensor((np.arange(48, dtype=np.float32).reshape(8, 6) % 7 - 3) / 4)
yt = Tensor(np.arange(8, dtype=np.int32) % 10)
net = Net()
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")),
                            nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9))
# (a step's MatMul may round differently from MindSpore's oneDNN in the last place: compared to 1e-6)
emit("train_losses", [float(train(xt, yt).asnumpy()) for _ in range(8)], rtol=1e-6, atol=1e-7)
