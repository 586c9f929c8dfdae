"""A Cell attribute holding a list of nothing but Parameters (``self.weights = [p1, p2]``) is a tuple in MindSpore
2.10's graph code: a construct returning it returns a tuple, ``isinstance(self.weights, tuple)`` is True there and
``self.weights + [x]`` is Python's TypeError; a list mixing Parameters and Tensors stays a list, and PyNative keeps
lists (measured).  msgraph kept the list in Graph mode (SILENT structure; found by flip47c in st compiler tests run
in the other mode)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weights = [Parameter(Tensor(np.ones(2, np.float32)), name="a"),
                        Parameter(Tensor(np.arange(2, dtype=np.float32)), name="b")]
        self.mixed = [Parameter(Tensor(np.ones(1, np.float32)), name="c"), Tensor(np.full(1, 3, np.float32))]

    def construct(self, x):
        return (self.weights, self.mixed, isinstance(self.weights, tuple), isinstance(self.weights, list),
                isinstance(self.mixed, list), len(self.weights), [w * x for w in self.weights])


class Concat(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weights = [Parameter(Tensor(np.ones(2, np.float32)), name="d")]

    def construct(self, x):
        return self.weights + [x]


net = Net()
out = net(Tensor(np.full(2, 2, np.float32)))
emit("weights_type", type(out[0]).__name__)
emit("weights_values", [v.asnumpy() for v in out[0]])
emit("mixed_type", type(out[1]).__name__)
emit("isinstance", out[2:6])
emit("scaled", [v.asnumpy() for v in out[6]])
emit("attr_after", type(net.weights).__name__)


def concat():
    return Concat()(Tensor(np.ones(2, np.float32)))


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("concat_list", concat)
else:
    emit("concat_list", [type(v).__name__ for v in concat()])
