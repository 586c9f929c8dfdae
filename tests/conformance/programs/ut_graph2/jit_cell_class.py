"""ut jit/test_jit_api: ``jit`` applied to a Cell class (decorator or call, ast and bytecode capture), to a Cell
instance and to its construct, and ``Cell._set_jit_graph_name``."""
import mindspore as ms
from mindspore import Tensor, ops, nn, jit
from _conf import emit

x = Tensor([[0.5, 0.6, 0.4], [1.2, 1.3, 1.1]], dtype=ms.float32)
y = Tensor([[0.01, 0.3, 1.1], [0.1, 0.2, 1.3]], dtype=ms.float32)


@jit
class AddNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.add = ops.Add()

    def construct(self, a, b):
        return self.add(a, b)


@jit(capture_mode="bytecode")
class MulNet(nn.Cell):
    def construct(self, a, b):
        return a * b


class SubNet(nn.Cell):
    def construct(self, a, b):
        return a - b


emit("decorated_class", AddNet()(x, y))
emit("decorated_class_bytecode", MulNet()(x, y))
emit("jit_of_class", jit(SubNet)()(x, y))
emit("jit_of_instance", jit(SubNet())(x, y))
emit("jit_of_construct", jit(SubNet().construct)(x, y))
net = SubNet()
emit("set_jit_graph_name", net._set_jit_graph_name("second_net"))  # pylint: disable=protected-access
emit("after_graph_name", jit(net)(x, y))
