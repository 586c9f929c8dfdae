"""``ops.composite.hyper_add`` (ut keep_order/test_keep_order.py, adapted; msgraph had none: AttributeError):
MindSpore's HyperMap of its add overloads over (nested) tuples and lists of Tensors and numbers, directly and
inside a Cell with a GradOperation(get_all, sens_param) of a depend chain."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import composite as C
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from _conf import emit, emit_error

x = Tensor(np.arange(9, dtype=np.float32).reshape(3, 3) * 0.1)
y = Tensor(np.ones((3, 3), np.float32))


class Func(nn.Cell):
    def construct(self, a, b):
        s = P.Add()(a, b)
        prod = P.MatMul()(a, b)
        s = F.depend(s, prod)
        return P.Add()(s, prod)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.func = Func()
        self.grad = C.GradOperation(get_all=True, sens_param=True)

    def construct(self, a, b, sens):
        s = P.Add()(a, b)
        s1 = C.hyper_add((s, s), (a, b))
        dx = self.grad(self.func)(a, b, sens)
        s2 = P.Add()(s1[0], dx[0])
        s3 = P.Add()(s1[1], dx[1])
        return C.hyper_add((s2, s2), (s3, s3))


emit("tensors", C.hyper_add((x, y), (y, x)))
emit("nested_numbers", C.hyper_add((x, (y, 1)), (y, (x, 2))))
emit("floats", C.hyper_add((1.5, 2), (0.25, 3)))
emit("in_cell", Net()(x, y, y))
emit_error("number_tensor", lambda: C.hyper_add((x, 1), (1, x)))
