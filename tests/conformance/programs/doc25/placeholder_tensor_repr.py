"""The repr of a shape placeholder Tensor (``Tensor(shape=[3, None], dtype=...)``, MindSpore 2.10's
Cell.get_inputs docstring example): the dynamic dims print as -1 (a dynamic rank as [-2]) and no values."""
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit_stdout

MODES = ("pynative",)


class ReluNet(nn.Cell):
    def __init__(self):
        super(ReluNet, self).__init__()
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.relu(x)


def get_inputs():
    net = ReluNet()
    net.set_inputs(Tensor(shape=[3, None], dtype=ms.float32))
    print(net.get_inputs())


emit_stdout("dyn_2d", lambda: print(repr(Tensor(shape=[3, None], dtype=ms.float32))))
emit_stdout("dyn_1d", lambda: print(repr(Tensor(shape=[None], dtype=ms.int32))))
emit_stdout("dyn_rank", lambda: print(repr(Tensor(shape=None, dtype=ms.int32))))
emit_stdout("minus_one", lambda: print(repr(Tensor(shape=[-1, 2], dtype=ms.float16))))
emit_stdout("get_inputs", get_inputs)
