"""tests/st/compiler/graph_syntax/join/test_join_failed.py::test_switch_layer_join_failed adapted: a
switch_layer (``self.layers[index](x)`` with a Tensor index) whose candidates return values that cannot join is a
TypeError naming the return statement of every candidate (msgraph named none); nn.ReLU / nn.Softmax take their
input as ``input=`` (msgraph's construct parameter was ``x``: a TypeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn


from _conf import emit, emit_error


class JoinFailedCell1(nn.Cell):
    def construct(self, x):
        return x, Tensor(10)


class JoinFailedCell2(nn.Cell):
    def construct(self, x):
        return x**2


class SwitchLayerNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.softmax = nn.Softmax()
        self.join_failed1 = JoinFailedCell1()
        self.join_failed2 = JoinFailedCell2()
        self.layers = (self.relu, self.softmax, self.join_failed1, self.join_failed2)

    def construct(self, x, index):
        x = self.layers[index](x)
        return x


class SwitchLayerOk(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = (nn.ReLU(), nn.Softmax(), JoinFailedCell2())

    def construct(self, x, index):
        return self.layers[index](x)


data = Tensor(np.array([[-1.0, 0.5, 2.0]]), ms.float32)
if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("join_failed", SwitchLayerNet(), data, Tensor(1, ms.int32))
    try:
        SwitchLayerNet()(data, Tensor(1, ms.int32))
    except TypeError as e:
        text = str(e)
        emit("names_returns", ["return self.relu(input)" in text, "return self.softmax(input)" in text,
                               "return x, Tensor(10)" in text, "return x**2" in text])
    for i in (0, 1, 2, -1):
        emit(f"switch_ok_{i}", SwitchLayerOk()(data, Tensor(i, ms.int32)))
emit("relu_keyword", nn.ReLU()(input=data))
emit("softmax_keyword", nn.Softmax(axis=-1)(input=data))
