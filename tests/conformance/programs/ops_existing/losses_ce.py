"""nn.SoftmaxCrossEntropyWithLogits (sparse/dense labels, reductions) and ops.cross_entropy-like
forms: values and gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

logits = Tensor(np.array([[2.0, 0.5, -1.0], [0.0, 1.0, 3.0], [1.0, 1.0, 1.0]], np.float32))
sparse = Tensor(np.array([0, 2, 1], np.int32))
dense = Tensor(np.array([[1.0, 0.0, 0.0], [0.0, 0.2, 0.8], [0.5, 0.5, 0.0]], np.float32))


def run(label, loss, lab):
    emit(label, loss(logits, lab), rtol=1e-5, atol=1e-6)
    emit(label + ":grad", ms.grad(loss, grad_position=0)(logits, lab), rtol=1e-5, atol=1e-6)


run("sparse_none", nn.SoftmaxCrossEntropyWithLogits(sparse=True), sparse)
run("sparse_mean", nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), sparse)
run("sparse_sum", nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="sum"), sparse)
run("dense_none", nn.SoftmaxCrossEntropyWithLogits(), dense)
run("dense_mean", nn.SoftmaxCrossEntropyWithLogits(reduction="mean"), dense)
run("sparse_int64", nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), Tensor(np.array([0, 2, 1], np.int64)))
