# Plain Python attributes set inside construct (a counter, a Tensor, a tuple): later reads in the same
# call see the new value, and the Cell keeps it after the call, in both modes.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

FOLLOW_PYNATIVE = {"call2": "Graph mode keeps the Tensor attribute set by the first call",
                   "last2": "Graph mode keeps the Tensor attribute set by the first call"}


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.count = 0
        self.last = None
        self.shape_seen = ()

    def construct(self, x):
        self.count = self.count + 1
        self.last = x * 2
        self.shape_seen = x.shape
        return x + self.count, self.last + 1


net = Net()
emit("call1", net(Tensor(np.array([1.0, 2.0], np.float32))))
emit("count1", net.count)
emit("last1", net.last)
emit("call2", net(Tensor(np.array([3.0, 4.0], np.float32))))
emit("count2", net.count)
emit("last2", net.last)
emit("shape_seen", net.shape_seen)
