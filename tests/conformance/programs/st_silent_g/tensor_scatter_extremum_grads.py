"""Adapted from tests/st/ops/dynamic_shape/grad/test_tensor_scatter_max.py: TensorScatterMax/Min/Mul/Div have
gradients in MindSpore 2.10 (max/min: dout to the input and the updates equal to the result, shared among ties;
mul/div: the scattered product/quotient rules); msgraph had them non-differentiable and returned zeros."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x, i, u):
        return self.op(x, i, u)


def grads(op, *args, sens=None):
    net = Net(op)
    if sens is None:
        return ops.GradOperation(get_all=True)(net)(*args)
    return ops.GradOperation(get_all=True, sens_param=True)(net)(*args, sens)


x = Tensor(np.array([[-0.1, 0.3, 3.6], [0.4, 0.5, -3.2]]), ms.float32)
i = Tensor(np.array([[0, 0], [0, 0]]), ms.int32)
u = Tensor(np.array([1.0, 2.2]), ms.float32)
emit("max_dup", grads(ops.TensorScatterMax(), x, i, u))
emit("min_dup", grads(ops.TensorScatterMin(), x, i, u))

x2 = Tensor(np.array([[1.0, 0.3, 3.6], [0.4, 0.5, -3.2]]), ms.float32)
i2 = Tensor(np.array([[0, 0], [0, 0], [1, 2]]), ms.int32)
u2 = Tensor(np.array([1.0, 1.0, -3.2]), ms.float32)
s2 = Tensor(np.array([[2.0, 1, 1], [1, 1, 4]]), ms.float32)
for name, op in (("max", ops.TensorScatterMax()), ("min", ops.TensorScatterMin()),
                 ("mul", ops.TensorScatterMul()), ("div", ops.TensorScatterDiv())):
    emit(name + "_ties", grads(op, x2, i2, u2, sens=s2))

xi = Tensor(np.array([[1, 3], [4, 5]]), ms.int32)
emit("max_int", grads(ops.TensorScatterMax(), xi, Tensor(np.array([[0, 0], [0, 0]]), ms.int32),
                      Tensor(np.array([1, 1]), ms.int32), sens=Tensor(np.array([[7, 1], [1, 1]]), ms.int32)))
h = np.float16
emit("max_fp16_rows", grads(ops.TensorScatterMax(), Tensor(np.array([1.0, 2.0], h)),
                            Tensor(np.array([[0], [0], [0]], np.int64)), Tensor(np.array([1.0, 1.0, 0.5], h)),
                            sens=Tensor(np.array([1.0, 1.0], h))))
