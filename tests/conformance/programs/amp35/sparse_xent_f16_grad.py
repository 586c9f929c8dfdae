"""SparseSoftmaxCrossEntropyWithLogits on float16 logits (Cell.to_float(float16), O2, O3, a float16 input):
MindSpore's CPU runs its float32 kernel between casts, so the gradient of 30 * x with equal logits is 2.5 exactly;
msgraph composed it of float16 steps (softmax 0.2498: 2.498, silent).  (amp35)"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

X = Tensor(np.array([[0.5, 0.5001, 0.4999, 0.5], [1, 2, 3, 4], [0.2, 0.2, 0.2, 0.2]], np.float32))
LBL = Tensor(np.array([0, 3, 1], np.int32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.loss = ops.SparseSoftmaxCrossEntropyWithLogits()

    def construct(self, x, lbl):
        return self.loss(x * 30, lbl)


net = Net()
net.to_float(ms.float16)
emit("to_float", net(X, LBL))
emit("to_float_grad", ms.grad(net)(X, LBL))
for level in ("O2", "O3"):
    n = ms.amp.auto_mixed_precision(Net(), level)
    emit(f"{level}_grad", ms.grad(n)(X, LBL))
emit("f16_input_grad", ms.grad(Net())(X.astype(ms.float16), LBL))
LOSS = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")


def f(x):
    return LOSS(x.astype(ms.float16) * 30, LBL)


emit("nn_loss_grad", ms.grad(f)(X))
