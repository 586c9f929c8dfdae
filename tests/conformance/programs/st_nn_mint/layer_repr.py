"""print(net) of common layers (MindSpore 2.10's text: empty parentheses for activations/losses/Pad, Dropout's
keep_prob or p, LayerNorm's gammaParameter, convolution initializers and format) and Cell.phase."""
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_stdout


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, weight_init="ones", bias_init="zeros", has_bias=True)
        self.conv_nb = nn.Conv2d(3, 8, 3, weight_init="normal", bias_init="zeros")
        self.conv1d = nn.Conv1d(3, 4, 3, weight_init="ones")
        self.convt = nn.Conv2dTranspose(3, 4, 3, stride=2, weight_init="xavier_uniform", has_bias=True,
                                        bias_init="zeros")
        self.bn = nn.BatchNorm2d(8)
        self.relu = nn.ReLU()
        self.lrelu = nn.LeakyReLU(0.1)
        self.pool = nn.MaxPool2d(2, 2)
        self.avg = nn.AvgPool2d(2)
        self.flat = nn.Flatten()
        self.drop = nn.Dropout(keep_prob=0.8)
        self.drop2 = nn.Dropout(p=0.3)
        self.drop3 = nn.Dropout()
        self.dense = nn.Dense(8, 4, weight_init="ones", activation="relu")
        self.ln = nn.LayerNorm((4,))
        self.gelu = nn.GELU()
        self.sm = nn.Softmax()
        self.lsm = nn.LogSoftmax(axis=1)
        self.seq = nn.SequentialCell([nn.Dense(4, 2, weight_init="ones"), nn.Tanh(), nn.Sigmoid()])
        self.emb = nn.Embedding(10, 4)
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        self.mse = nn.MSELoss()
        self.l1 = nn.L1Loss()
        self.ce = nn.CrossEntropyLoss()
        self.bce = nn.BCEWithLogitsLoss()
        self.pad = nn.Pad(((0, 0), (1, 1)))
        self.elu = nn.ELU()
        self.cl = nn.CellList([nn.ReLU6(), nn.HSwish()])
        self.bn1 = nn.BatchNorm1d(4)
        self.gn = nn.GroupNorm(2, 4)
        self.prelu = nn.PReLU()
        self.d1 = nn.Dropout1d(0.2)

    def construct(self, x):
        return x


emit_stdout("print_net", lambda: print(Net()))
emit_stdout("print_dropout_default", lambda: print(nn.Dropout()))
emit_stdout("print_rnncell", lambda: print(nn.LSTMCell(4, 3), nn.GRUCell(4, 3), nn.RNNCell(4, 3)))
r = nn.ReLU()
phases = [r.phase]
r.set_train(False)
phases.append(r.phase)
r.set_train(True)
phases.append(r.phase)
seq = nn.SequentialCell([nn.Dense(3, 2)])
seq.set_train(False)
phases += [seq.phase, seq[0].phase]
emit("phase", phases)
