"""MaxPool2d/AvgPool2d: kernel/stride, pad_mode same/valid, ties in the max gradient, functional
forms."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

x = Tensor((np.arange(2 * 2 * 5 * 6, dtype=np.float32).reshape(2, 2, 5, 6) % 9) / 2)
ties = Tensor(np.array([[[[1.0, 1.0, 0.0, 2.0], [1.0, 0.0, 2.0, 2.0], [3.0, 3.0, 3.0, 3.0], [0.0, 0.0, 3.0, 3.0]]]],
                       np.float32))


def run(label, net, inp):
    emit(label, net(inp))
    emit(label + ":grad", ms.grad(net)(inp))


run("MaxPool2d_k2s2", nn.MaxPool2d(2, 2), x)
run("MaxPool2d_k3s1", nn.MaxPool2d(3, 1), x)
run("MaxPool2d_same", nn.MaxPool2d(3, 2, pad_mode="same"), x)
run("MaxPool2d_valid", nn.MaxPool2d(2, 2, pad_mode="valid"), x)
run("MaxPool2d_ties", nn.MaxPool2d(2, 2), ties)
run("MaxPool2d_overlap_ties", nn.MaxPool2d(2, 1), ties)
run("AvgPool2d_k2s2", nn.AvgPool2d(2, 2), x)
run("AvgPool2d_k3s1", nn.AvgPool2d(3, 1), x)
run("AvgPool2d_same", nn.AvgPool2d(3, 2, pad_mode="same"), x)
run("AvgPool2d_default", nn.AvgPool2d(), x)
run("MaxPool2d_default", nn.MaxPool2d(), x)
emit("max_pool2d_fn", ops.max_pool2d(x, 2, 2))
emit("avg_pool2d_fn", ops.avg_pool2d(x, 2, 2))
