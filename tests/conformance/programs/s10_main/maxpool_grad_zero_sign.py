"""MaxPool's gradient is +0.0 (not -0.0) away from each window's maximum, also where dout is negative: it
shows in print ("0." against "-0.")."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_stdout


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pool = ops.MaxPool(kernel_size=2, strides=2)

    def construct(self, x):
        return (self.pool(x) * -1.0).sum()


x = ms.Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
g = ms.grad(Net())(x)
emit("grad", g)
emit("negative_zeros", int(np.signbit(g.asnumpy()).sum()))
emit_stdout("printed", lambda: print(g))
