"""Adapted from MindSpore 2.10's tests/ut/python/optimizer/test_auto_grad.py (test_grad_call_self_net):
GradOperation of a jit_class instance in graph code is MindSpore's RuntimeError ("the first argument must be a
'Function' or 'Cell' type object, but got object with jit_class type 'Net'"); msgraph differentiated its __call__
(and, with a Parameter made from a list, failed on a numpy placeholder since numpy arrays given to ops are refused)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit_class, nn, ops, Parameter
from _conf import emit, emit_error


@jit_class
class Net:
    def __init__(self):
        self.weight = Parameter(Tensor(np.array([10.0, 10.0], np.float32)), name='v')

    def __call__(self, x):
        return self.weight * x


class GradNetWrtX(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.grad_op = ops.GradOperation()
        self.net = net

    def construct(self, x):
        return self.grad_op(self.net)(x)


class Plain(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = Parameter(Tensor(np.array([10.0, 10.0], np.float32)), name='w')

    def construct(self, x):
        return self.weight * x


x = Tensor(np.array([1.0, 2.0], dtype=np.float32))
if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("grad_of_jit_class_object", lambda: GradNetWrtX(Net())(x))
emit("grad_of_cell", GradNetWrtX(Plain())(x))
