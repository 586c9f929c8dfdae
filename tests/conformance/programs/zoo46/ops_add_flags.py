"""`mindspore.ops.add_flags` (session 46, zoo46): the model zoo's CenterNet (research/cv/centernet,
CenterNetWithoutLossScaleCell) decorates its training step's construct with `@ops.add_flags(has_effect=True)`.
MindSpore 2.10 has the decorator at `mindspore.ops.add_flags` (also `ops.composite.add_flags`); msgraph had it
only in `ops.composite`, so the zoo's module failed to import with AttributeError.  A training step written the
zoo's way (GradOperation over the loss network, optimizer call, loss returned) runs three steps in both modes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(3, 2) * 0.1), name="w")

    def construct(self, x, y):
        return ((ops.matmul(x, self.w) - y) ** 2).mean()


class Step(nn.Cell):
    def __init__(self, network, optimizer):
        super().__init__(auto_prefix=False)
        self.network = network
        self.network.set_grad()
        self.weights = optimizer.parameters
        self.optimizer = optimizer
        self.grad = ops.GradOperation(get_by_list=True, sens_param=False)

    @ops.add_flags(has_effect=True)
    def construct(self, x, y):
        loss = self.network(x, y)
        grads = self.grad(self.network, self.weights)(x, y)
        self.optimizer(grads)
        return loss


emit("flags", Step.construct._func_graph_flags)
f = ops.add_flags(lambda v: v, a=True, b=False)
emit("flags on a function", sorted(f._func_graph_flags.items()))
net = Net()
step = Step(net, nn.Adam(net.trainable_params(), learning_rate=0.05))
x = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) / 10)
y = Tensor(np.arange(8, dtype=np.float32).reshape(4, 2) / 5)
emit("losses", [step(x, y) for _ in range(3)])
emit("w", net.w)
