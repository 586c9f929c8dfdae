"""The gradient of a binary op whose operands broadcast into an EMPTY output (st compiler/gradient test_grad_graph /
pynative/grad test_common_grad with an empty input, adapted): a (0,) Tensor times / plus / over a (1,) one, a (2, 0)
one with a (2, 1) one.  The output is empty, so the (1,) / (2, 1) operand's gradient is zeros of its own shape
(MindSpore 2.10, both modes); msgraph took 1 and 0 to broadcast to 1 and raised Reshape's ValueError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.composite import GradOperation
from _conf import emit_error

FOLLOW_PYNATIVE = {"mul_0_1": "MindSpore 2.10's Graph mode gives the (1,) operand an uninitialised value "
                              "(1.8e15; its other ops and PyNative give 0)"}

E = Tensor(np.zeros((0,), np.float32))
O = Tensor(np.array([3.0], np.float32))
E2 = Tensor(np.zeros((2, 0), np.float32))
O2 = Tensor(np.ones((2, 1), np.float32))


def mul(a, b):
    return a * b


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def div(a, b):
    return a / b


def pw(a, b):
    return a ** b


class MulSum(nn.Cell):
    def construct(self, a, b):
        return (ops.mul(a, b) + b).sum()


for name, fn in (("mul", mul), ("add", add), ("sub", sub), ("div", div)):
    emit_error(f"{name}_0_1", lambda: ms.grad(fn, (0, 1))(E, O))
    emit_error(f"{name}_20_21", lambda: ms.grad(fn, (0, 1))(E2, O2))
emit_error("pow_20_21", lambda: ms.grad(pw, (0, 1))(E2, O2))
emit_error("mul_1_0", lambda: ms.grad(mul, 1)(O, E))
emit_error("gradop_cell", lambda: GradOperation(get_all=True)(MulSum())(E2, O2))
