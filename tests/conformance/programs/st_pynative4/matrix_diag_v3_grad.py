# Gradients of MatrixDiagPartV3 / MatrixDiagV3 in PyNative (graph code's Tensor k makes the packed shape
# dynamic, which msgraph's graph-mode gradients do not support yet: see docs/differences.md).
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations.array_ops import MatrixDiagV3, MatrixDiagPartV3
from _conf import emit

MODES = ("pynative",)


class Part(nn.Cell):
    def __init__(self, align):
        super().__init__()
        self.op = MatrixDiagPartV3(align=align)

    def construct(self, x, k, p):
        return self.op(x, k, p)


class Diag(nn.Cell):
    def __init__(self, align):
        super().__init__()
        self.op = MatrixDiagV3(align=align)

    def construct(self, x, k, r, c, p):
        return self.op(x, k, r, c, p)


x = Tensor(np.array([[[1, 2, 3, 4], [5, 6, 7, 8], [9, 8, 7, 6]],
                     [[5, 4, 3, 2], [1, 2, 3, 4], [5, 6, 7, 8]]]), ms.float32)
d = Tensor(np.array([[1, 2, 3], [4, 5, 6]]), ms.float32)
i32 = lambda v: Tensor(np.array(v), ms.int32)  # noqa: E731


def part_sum(t):
    return Part("RIGHT_LEFT")(t, i32([0, 1]), Tensor(0, ms.float32)).sum()


def diag_sum(t):
    return Diag("RIGHT_LEFT")(t, i32([-1, 0]), i32(-1), i32(-1), Tensor(0, ms.float32)).sum()


emit("part_grad", ms.grad(part_sum)(x))
emit("diag_grad", ms.grad(diag_sum)(d))
