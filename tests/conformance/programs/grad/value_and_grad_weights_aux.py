# value_and_grad with weights and has_aux on a Cell returning (loss, logits).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[1.0, -1.0], [0.5, 2.0]], np.float32)), name="w")

    def construct(self, x, y):
        logits = ops.matmul(x, self.w)
        loss = ((logits - y) ** 2).sum()
        return loss, logits


net = Net()
x = Tensor(np.array([[1.0, 2.0]], np.float32))
y = Tensor(np.array([[0.0, 1.0]], np.float32))
emit("weights_aux", ms.value_and_grad(net, None, net.trainable_params(), has_aux=True)(x, y))
emit("both_aux", ms.value_and_grad(net, 0, net.trainable_params(), has_aux=True)(x, y))
