import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

layers = [
    lambda: nn.Dense(3, 4), lambda: nn.Dense(3, 4, has_bias=False, activation="relu"),
    lambda: nn.Dense(3, 4, activation=nn.Tanh()),
    lambda: nn.Conv1d(2, 3, 3), lambda: nn.Conv2d(2, 3, 3, stride=2, pad_mode="pad", padding=1, has_bias=True),
    lambda: nn.Conv3d(2, 3, 3), lambda: nn.Conv2dTranspose(2, 3, 3), lambda: nn.Conv1dTranspose(2, 3, 3),
    lambda: nn.Conv3dTranspose(2, 3, 3),
    lambda: nn.MaxPool2d(2), lambda: nn.MaxPool2d(3, 2, pad_mode="same"), lambda: nn.AvgPool2d(2),
    lambda: nn.MaxPool1d(2), lambda: nn.AvgPool1d(2), lambda: nn.MaxPool3d(2), lambda: nn.AvgPool3d(2),
    lambda: nn.AdaptiveAvgPool2d(2), lambda: nn.AdaptiveMaxPool2d(2), lambda: nn.AdaptiveAvgPool1d(2),
    lambda: nn.BatchNorm1d(4), lambda: nn.BatchNorm2d(4, momentum=0.5, affine=False), lambda: nn.BatchNorm3d(4),
    lambda: nn.LayerNorm((4,)), lambda: nn.LayerNorm((3, 4), begin_norm_axis=-2, begin_params_axis=-2),
    lambda: nn.GroupNorm(2, 4), lambda: nn.InstanceNorm2d(3),
    lambda: nn.Embedding(10, 3), lambda: nn.Embedding(10, 3, padding_idx=0),
    lambda: nn.LSTM(3, 4), lambda: nn.GRU(3, 4, num_layers=2, bidirectional=True), lambda: nn.RNN(3, 4, batch_first=True),
    lambda: nn.LSTMCell(3, 4), lambda: nn.GRUCell(3, 4), lambda: nn.RNNCell(3, 4),
    lambda: nn.MultiheadAttention(4, 2), lambda: nn.TransformerEncoderLayer(4, 2, 8),
    lambda: nn.Dropout(p=0.3), lambda: nn.Dropout(keep_prob=0.7), lambda: nn.Dropout1d(), lambda: nn.Dropout2d(0.2),
    lambda: nn.Flatten(), lambda: nn.Flatten(0, -1),
    lambda: nn.ReLU(), lambda: nn.LeakyReLU(0.1), lambda: nn.GELU(), lambda: nn.GELU(approximate=False), lambda: nn.Softmax(),
    lambda: nn.Softmax(axis=0), lambda: nn.LogSoftmax(), lambda: nn.ELU(), lambda: nn.PReLU(), lambda: nn.Sigmoid(),
    lambda: nn.Hardtanh(), lambda: nn.SiLU(), lambda: nn.Mish(), lambda: nn.Softplus(), lambda: nn.ReLU6(),
    lambda: nn.Tanh(), lambda: nn.HSwish(), lambda: nn.HSigmoid(), lambda: nn.Threshold(0.1, 20),
    lambda: nn.MSELoss(), lambda: nn.L1Loss(reduction="sum"), lambda: nn.CrossEntropyLoss(), lambda: nn.BCELoss(),
    lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True), lambda: nn.BCEWithLogitsLoss(), lambda: nn.SmoothL1Loss(),
    lambda: nn.NLLLoss(), lambda: nn.KLDivLoss(), lambda: nn.HuberLoss(),
    lambda: nn.SequentialCell(nn.Dense(2, 3), nn.ReLU()),
    lambda: nn.SequentialCell({"fc": nn.Dense(2, 3), "act": nn.ReLU()}),
    lambda: nn.CellList([nn.Dense(2, 3), nn.ReLU()]),
    lambda: nn.CellDict({"a": nn.Dense(2, 3), "b": nn.ReLU()}),
    lambda: nn.Identity(), lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1]),
    lambda: nn.ZeroPad2d(1), lambda: nn.ConstantPad1d(1, 0.5), lambda: nn.ReflectionPad2d(1),
    lambda: nn.Upsample(scale_factor=2.0), lambda: nn.PixelShuffle(2), lambda: nn.ChannelShuffle(2),
]
for i, f in enumerate(layers):
    try:
        c = f()
        print(i, repr(c).replace("\n", "\\n"))
    except Exception as e:
        print(i, "EXC", type(e).__name__, str(e)[:80])

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 3)
        self.seq = nn.SequentialCell([nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2), nn.ReLU()])
        self.lst = nn.CellList([nn.Dense(3, 3), nn.CellList([nn.ReLU()])])
        self.p = Parameter(Tensor(np.ones(2, np.float32)), name="p")
    def construct(self, x):
        return x
print(Net())
class Empty(nn.Cell):
    def construct(self, x):
        return x
print(Empty())
class Ext(nn.Cell):
    def extend_repr(self):
        return "hello=1"
    def construct(self, x):
        return x
print(Ext())
