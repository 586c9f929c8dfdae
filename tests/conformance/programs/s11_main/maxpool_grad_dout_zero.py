"""MaxPool's gradient for a dout of -0.0, inf and a negative value, with ties in the window: MindSpore's kernel
adds dout into zeros at each window's first maximum, so a -0.0 dout comes out +0.0 and inf stays inf."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_stdout


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pool = ops.MaxPool(kernel_size=2, strides=2)

    def construct(self, x):
        return self.pool(x)


x = ms.Tensor(np.array([[[[1, 2], [3, 4]], [[5, 1], [0, 0]], [[2, 2], [1, 1]], [[7, 7], [7, 7]]]], np.float32))
dout = ms.Tensor(np.array([[[[-0.0]], [[np.inf]], [[-3.0]], [[2.5]]]], np.float32))
for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    g = ops.GradOperation(sens_param=True)(Net())(x, dout)
    emit(f"grad_{mode}", g)
    a = g.asnumpy()
    emit(f"negative_zeros_{mode}", int((np.signbit(a) & (a == 0)).sum()))
    emit_stdout(f"printed_{mode}", lambda: print(g))
x8 = ms.Tensor(np.arange(2 * 3 * 8 * 6, dtype=np.float32).reshape(2, 3, 8, 6) % 5)   # tiled 2x2, many ties


def neg_pool_sum(t):
    return (ops.MaxPool(2, 2)(t) * -1.0).sum()


emit("tiled_ties", ms.grad(neg_pool_sum)(x8))
