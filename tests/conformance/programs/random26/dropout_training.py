"""A train step through nn.Dropout: with MindSpore's seeded Dropout kernel the losses are MindSpore's, in both
modes (before session 26 the masks came from numpy's generator)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

ms.set_seed(9)
net = nn.SequentialCell(nn.Dense(6, 8), nn.ReLU(), nn.Dropout(p=0.3), nn.Dense(8, 3))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss), nn.SGD(net.trainable_params(), 0.1))
step.set_train()
xs = Tensor(np.linspace(-1, 1, 24, dtype=np.float32).reshape(4, 6))
ys = Tensor(np.array([0, 1, 2, 1], np.int32))
emit("losses", [step(xs, ys) for _ in range(5)], rtol=1e-5, atol=1e-6)
emit("last layer weight", net[3].weight, rtol=1e-5, atol=1e-6)

# MindSpore's RNNs build nn.Dropout(p=dropout) when constructed (whatever p), and its transformer layers their
# three Dropouts; the attention dropout takes no seed: a Dropout built afterwards gets the same seeds as here
ms.set_seed(2)
lstm = nn.LSTM(3, 4, num_layers=2, dropout=0.5)
gru = nn.GRU(3, 4)
enc = nn.TransformerEncoderLayer(4, 2, 8, dropout=0.3)
drop = nn.Dropout(p=0.5)
lstm.set_train()
drop.set_train()
emit("LSTM with dropout between layers", lstm(Tensor(np.linspace(-1, 1, 30, dtype=np.float32).reshape(5, 2, 3)))[0],
     rtol=1e-5, atol=1e-6)
emit("Dropout built after RNNs and a transformer layer", drop(Tensor(np.ones(10, np.float32))))

# functional dropout and randn inside construct: in Graph mode their seeds are taken once, when the train step
# compiles, and each step continues the kernels' engines; in PyNative each call takes new seeds
ms.set_seed(9)


class FunctionalDropout(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(6, 8)
        self.fc2 = nn.Dense(8, 3)

    def construct(self, x):
        h = ops.relu(self.fc1(x))
        h = ops.dropout(h, p=0.3) + ops.randn(8) * 0.01
        return self.fc2(h)


net = FunctionalDropout()
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss), nn.SGD(net.trainable_params(), 0.1))
step.set_train()
emit("functional dropout and randn in a train step", [step(xs, ys) for _ in range(3)], rtol=1e-5, atol=1e-6)
