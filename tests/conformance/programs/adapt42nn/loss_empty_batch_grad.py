"""Gradients of gather-based losses over an empty batch (adapt42nn).  MindSpore 2.10 returns the empty input
gradient; msgraph's GatherD gradient (the scatter that CrossEntropyLoss / NLLLoss / ops.gather_elements use)
refused the empty shape (ScatterNd's ShapeError)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class W(nn.Cell):
    def __init__(self, loss):
        super().__init__()
        self.loss = loss

    def construct(self, x, y):
        return self.loss(x, y)


x = Tensor(np.zeros((0, 3), np.float32))
y = Tensor(np.zeros((0,), np.int32))
for name, mk in (("ce_mean", lambda: nn.CrossEntropyLoss()), ("ce_sum", lambda: nn.CrossEntropyLoss(reduction="sum")),
                 ("ce_none", lambda: nn.CrossEntropyLoss(reduction="none")),
                 ("nll_none", lambda: nn.NLLLoss(reduction="none"))):
    emit(name + "_grad", ms.grad(W(mk()), 0)(x, y))


def gather_sum(v, i):
    return ops.gather_elements(v, 1, i).sum()


emit("gather_elements_grad", ms.grad(gather_sum, 0)(Tensor(np.zeros((0, 3), np.float32)), Tensor(np.zeros((0, 2), np.int32))))
emit("gather_elements_nonempty_grad", ms.grad(gather_sum, 0)(Tensor(np.ones((2, 3), np.float32)),
                                                             Tensor(np.array([[0, 2], [1, 1]], np.int32))))
