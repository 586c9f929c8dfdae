"""Tensor creation inside construct and @jit."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        a = Tensor([1.0, 2.0, 3.0], ms.float32)
        b = Tensor(2, ms.int32)
        c = ms.tensor([1, 2, 3])
        return x + a, x * b, c.dtype == ms.int64, x.astype(ms.int32)


emit("net", Net()(Tensor(np.array([0.5, 1.5, 2.5], np.float32))))


@ms.jit
def f(x):
    return x + Tensor(np.array([10.0, 20.0], np.float32)), x.float(), x.int()


emit("jit", f(Tensor(np.array([1.5, 2.5], np.float32))))
