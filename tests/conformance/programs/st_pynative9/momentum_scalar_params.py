# nn.Momentum on 0-d (scalar) Parameters: the fused momentum rule's in-place step must not assume
# array buffers (numpy's products of 0-d arrays are scalars).  tests/st/pynative/jit/test_pynative_jit.py.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter, ParameterTuple, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(Tensor(2.0, ms.float32), name="a")
        self.b = Parameter(Tensor(np.array([1.0, -1.5], np.float32)), name="b")

    def construct(self, x):
        return (x * self.a + self.b).sum()


net = Net()
opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
grad = ops.GradOperation(get_by_list=True)(net, ParameterTuple(net.trainable_params()))
x = Tensor(np.array([0.5, 3.0], np.float32))
for i in range(3):
    g = grad(x)
    opt(g)
    emit(f"step{i}", [net.a, net.b])
emit("moments", [p for p in opt.moments])
