"""A jit function (or a jit construct) with an in-place add into a Tensor it computed, differentiated by a PyNative
GradOperation: MindSpore 2.10 runs the graph as one node of its tape, whose backward is Graph mode's gradient (6 =
2 x 3 here, as in Graph mode), not PyNative's op-by-op one (3).  The fixed-seed fuzz budget's grad_jit_eager check
compares such programs with the graph gradient since session 45."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn, jit
from _conf import emit


def body(x0):
    w4 = x0 * 1
    a5 = w4
    ops.assign_add(w4, x0 * ops.ones_like(x0))
    return (a5 * 3).sum()


class Net(nn.Cell):
    def construct(self, x0):
        return body(x0)


class JNet(nn.Cell):
    @jit
    def construct(self, x0):
        return body(x0)


x = Tensor(np.array([[1.0, 2.0]], np.float32))
g = ops.GradOperation(get_all=True)
emit("PyNative Cell", g(Net())(x))
emit("jit function under PyNative grad", g(jit(body))(x))
emit("jit construct under PyNative grad", g(JNet())(x))
