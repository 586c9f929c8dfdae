"""ut parameter_feature/test_parameter: a graph call with a keyword its callee lacks is MindSpore's RuntimeError
("Got an unexpected keyword argument"); msgraph's error is both a RuntimeError and Python's TypeError."""
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit


class SubNet(nn.Cell):
    def construct(self, a=1, b=2):
        return a + b


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.subnet = SubNet()

    def construct(self, a, b):
        return self.subnet(aa=a, bb=b)


def f(a, b=1):
    return a + b


@ms.jit
def call_f(x):
    return f(x, c=2)


def caught(fn, *args):
    try:
        fn(*args)
    except RuntimeError as e:
        return "RuntimeError", "Got an unexpected keyword argument" in str(e)
    return None


ms.set_context(mode=ms.GRAPH_MODE)
emit("cell_keyword", caught(Net(), Tensor(1), Tensor(2)))
emit("function_keyword", caught(call_f, Tensor(1)))
