# ops.InsertGradientOf(f): identity forward, f applied to the gradient flowing back (both modes).
import numpy as np
import mindspore as ms
from mindspore import ops, nn, Tensor
from _conf import emit


def halve(dx):
    return dx * 0.5


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ig = ops.InsertGradientOf(halve)

    def construct(self, x):
        out = x * x
        y = self.ig(out)
        return y * y


x = Tensor(np.array([2.0, 3.0], np.float32))
emit("forward", Net()(x))
emit("grad", ms.grad(Net())(x))
emit("grad_all", ops.GradOperation(get_all=True)(Net())(x))
