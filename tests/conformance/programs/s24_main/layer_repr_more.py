"""print(net) of layers not recorded before (a sweep of 45 nn layers' repr against MindSpore 2.10): RNN/LSTM/GRU
list MindSpore's internal children ``(rnn): _DynamicLSTMCPUGPU()`` and ``(dropout_op): Dropout(p=...)``;
MaxPool1d/AvgPool1d print the 2-D kernel_size/stride they run; Conv3d/Conv3dTranspose print their arguments as
the other convolutions do.  msgraph printed ``LSTM()``, ``kernel_size=2`` and ``Conv3d()``."""
import re
import mindspore.nn as nn
from _conf import emit

MODES = ("pynative",)


def text(cell):
    return re.sub(r"0x[0-9a-f]+", "ADDR", repr(cell))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(2, 3)
        self.pool = nn.MaxPool1d(3, 2, pad_mode="same")


for name, cell in [("lstm", nn.LSTM(4, 8, 2, dropout=0.5, bidirectional=True)), ("rnn_relu", nn.RNN(3, 4, nonlinearity="relu")),
                   ("rnn", nn.RNN(3, 4)), ("gru", nn.GRU(3, 5, batch_first=True)), ("cells", [nn.LSTMCell(2, 3), nn.GRUCell(2, 3)]),
                   ("maxpool1d", nn.MaxPool1d(3, 2, pad_mode="same")), ("avgpool1d", nn.AvgPool1d(3, 2)),
                   ("conv3d", nn.Conv3d(1, 2, 3)), ("conv3d_bias", nn.Conv3d(1, 2, (1, 2, 3), stride=2, has_bias=True, weight_init="normal")),
                   ("conv3d_transpose", nn.Conv3dTranspose(1, 2, 3, stride=2, has_bias=True)), ("nested", Net())]:
    emit(name, text(cell))
