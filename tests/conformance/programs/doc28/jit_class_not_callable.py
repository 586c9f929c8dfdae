"""From MindSpore's static-graph expert programming page (static_graph_expert_programming.md, jit_class): calling an
instance of a jit_class without __call__ in graph code is MindSpore 2.10's ValueError "MsClassObject: 'InnerNet' has
no __call__ function, please check the code." (msgraph: "'InnerNet' object is not callable."); the first line of
the message is compared."""
import mindspore as ms
import mindspore.nn as nn
from _conf import emit

MODES = ("graph",)


@ms.jit_class
class InnerNet:
    def __init__(self, number):
        self.number = number


class Net(nn.Cell):
    def construct(self, x, y):
        net = InnerNet(2)
        return net(x, y)


try:
    Net()(ms.Tensor(2, ms.int32), ms.Tensor(3, ms.int32))
    emit("call_without_call", "no error")
except ValueError as e:
    emit("call_without_call", str(e).splitlines()[0])
