"""SparseSoftmaxCrossEntropyWithLogits (nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean'), the
primitive) takes int32 / int64 labels only: float or int8 labels are MindSpore 2.10's TypeError "the input
argument[labels_type] must be a type of {Tensor[Int32], Tensor[Int64]}".  msgraph took float labels as class ids and
trained (silent).  TrainOneStepCell of a plain function is the AttributeError of its ``network.set_grad()``.
Found by adapting st pynative/network training tests (session 35, adapt35p)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit_error

X = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 10)


def step(labels):
    n = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    t = nn.TrainOneStepCell(nn.WithLossCell(n, loss), nn.SGD(n.trainable_params(), 0.1))
    return t(X, labels), n.bias.value()


for nm, dt in (("int32", np.int32), ("int64", np.int64), ("float32", np.float32), ("int8", np.int8),
               ("uint8", np.uint8), ("float16", np.float16)):
    emit_error("train_" + nm, step, Tensor(np.array([0, 2, 1]).astype(dt)))
    emit_error("prim_" + nm, ops.SparseSoftmaxCrossEntropyWithLogits(), X[:, :3] * 2,
               Tensor(np.array([0, 2, 1]).astype(dt)))


def not_cell():
    n = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
    return nn.TrainOneStepCell(lambda x, y: x, nn.SGD(n.trainable_params(), 0.1))


emit_error("train_function", not_cell)
