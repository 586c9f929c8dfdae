"""``y.shape`` of an input ``set_inputs`` declares with a dynamic rank (MindSpore 2.10's
tests/st/compiler/fallback/test_graph_fallback_runtime_str_format.py::test_input_dynamic_len_tuple, found by logging
return values): returned it is a tuple, but ``str()``, ``"{}".format()`` and an f-string show it as numpy shows the
array of its dimensions, ``[3 3 3]``; a dynamic dimension alone (``Tensor(shape=[None, 2])``) keeps the tuple's text.
msgraph formatted ``(3, 3, 3)``."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

MODES = ("graph",)


class FormatNet(nn.Cell):
    def construct(self, x, y):
        s = y.shape
        return s, "{}".format(s), f"{s}", f"y.shape is {s}!", str(s), "{}".format(x.shape), f"{x.shape}", len(s), \
            s[0] + 1


class DynDimNet(nn.Cell):
    def construct(self, x, y):
        s = y.shape
        return s, "{}".format(s), str(s), f"{s}", s[0]


net = FormatNet()
net.set_inputs(Tensor(shape=[None, 2], dtype=ms.float32), Tensor(shape=None, dtype=ms.float32))
emit("dynamic_rank", net(Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((3, 3, 3), np.float32))))
emit("dynamic_rank_2d", net(Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((4, 5), np.float32))))
net2 = DynDimNet()
net2.set_inputs(Tensor(shape=[None, 2], dtype=ms.float32), Tensor(shape=[None, 3], dtype=ms.float32))
emit("dynamic_dim", net2(Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((4, 3), np.float32))))


class WithTensorPart(nn.Cell):
    def construct(self, x, y):
        s = y.shape
        return f"x is {x}, y.shape is {s}", "x is {}, y.shape is {}".format(x, s)


net3 = WithTensorPart()
net3.set_inputs(Tensor(shape=[None], dtype=ms.float32), Tensor(shape=None, dtype=ms.float32))
emit("with_tensor_part", net3(Tensor(np.ones((2,), np.float32)), Tensor(np.ones((3, 3, 3), np.float32))))
