"""Brief of h-comp13 (session 19), from tests/st/compiler/mutable/test_mutable_in_graph.py::
test_grad_const_tensor_arg_to_mutable (a REGRESS of rerun.py against h-comp11's run): in graph code ``ms.mutable`` of
a const_arg Tensor argument makes it a variable again, so GradOperation differentiates with respect to it; msgraph
kept the constant and gave ``()`` (session 18's constant-Tensor gradient rule)."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, mutable, nn
from mindspore.ops import GradOperation
from mindspore.ops import operations as P
from _conf import emit

MODES = ("graph",)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.matmul = P.MatMul()
        self.w = Parameter(Tensor(np.array([1.0], np.float32)), name="w")

    def construct(self, x, y):
        return self.matmul(x, y) * self.w


class GradMutableArg(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad_op = GradOperation()

    def construct(self, x):
        y = Tensor([[0.01, 0.3, 1.1], [0.1, 0.2, 1.3], [2.1, 1.2, 3.3]], dtype=ms.float32)
        return self.grad_op(self.net)(mutable(x), y)


class GradConstArg(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad_op = GradOperation()

    def construct(self, x):
        y = Tensor([[0.01, 0.3, 1.1], [0.1, 0.2, 1.3], [2.1, 1.2, 3.3]], dtype=ms.float32)
        return self.grad_op(self.net)(x, y)


x = Tensor([[0.5, 0.6, 0.4], [1.2, 1.3, 1.1]], dtype=ms.float32, const_arg=True)
emit("mutable_const_arg", GradMutableArg(Net())(x))
emit("const_arg", GradConstArg(Net())(x))
