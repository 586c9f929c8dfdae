import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def construct(self, x, y):
        return all(x), all(y), any(x), any(y - 1)


@ms.jit
def f(a, b):
    return all([a, np.array([1]), Tensor(1)]), any([b, np.array([0])])


net = Net()
emit("tensors", net(Tensor(np.array([0, 1, 2, 3])), Tensor(np.array([1, 1]))))
emit("lists", f(Tensor([1]), Tensor([0])))
