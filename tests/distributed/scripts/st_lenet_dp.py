"""Data-parallel LeNet training in the shape of MindSpore's st/cpu_data_parallel test (written for msgraph's suite):
each rank trains on its own batch, TrainOneStepCell averages the gradients across ranks (gradients_mean=True), so
every rank ends with the same weights.  Prints per-rank losses and weight digests; argv[1] is the mode."""
import sys

import numpy as np

import mindspore as ms
from mindspore import nn, ops
from mindspore.communication.management import get_group_size, get_rank, init

ms.set_context(mode=ms.GRAPH_MODE if sys.argv[1:] == ["graph"] else ms.PYNATIVE_MODE)
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True,
                             device_num=get_group_size())


def say(line):
    sys.stdout.write(line + "\n")   # one write per line: the ranks share mpiexec's pipe
    sys.stdout.flush()


def const(shape, value):
    return ms.Tensor(np.full(shape, value, np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(3, 6, 5, weight_init=const([6, 3, 5, 5], 0.01), pad_mode="valid")
        self.c2 = nn.Conv2d(6, 16, 5, weight_init=const([16, 6, 5, 5], 0.01), pad_mode="valid")
        self.pool = nn.MaxPool2d(2, 2)
        self.flat = nn.Flatten()
        self.f1 = nn.Dense(400, 120, weight_init=const([120, 400], 0.01), bias_init="zeros")
        self.f2 = nn.Dense(120, 84, weight_init=const([84, 120], 0.01), bias_init="zeros")
        self.f3 = nn.Dense(84, 10, weight_init=const([10, 84], 0.01), bias_init="zeros")
        self.relu = ops.ReLU()

    def construct(self, x):
        x = self.pool(self.relu(self.c1(x)))
        x = self.pool(self.relu(self.c2(x)))
        return self.f3(self.f2(self.f1(self.flat(x))))


rank = get_rank()
net = Net()
lr = ms.Tensor(np.array([0.05, 0.05, 0.005, 0.005, 0.005], np.float32))
opt = nn.Momentum(net.trainable_params(), lr, 0.9)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")), opt)
step.set_train()
say(f"rank {rank} setup {step.parallel_mode} {type(step.grad_reducer).__name__}")
x = ms.Tensor((np.arange(8 * 3 * 32 * 32).reshape(8, 3, 32, 32) % (7 + rank)).astype(np.float32) * 0.01)
y = ms.Tensor((np.arange(8) % (3 + rank)).astype(np.int32))
for s in range(5):
    say(f"rank {rank} step {s} loss {float(step(x, y).asnumpy()):.6g}")
say(f"rank {rank} f3 {np.round(net.f3.weight.asnumpy()[:2, :2].ravel(), 6).tolist()} "
    f"c1sum {float(net.c1.weight.asnumpy().sum()):.6g}")
