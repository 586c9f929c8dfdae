import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
ms.set_context(mode=ms.GRAPH_MODE)
class N(nn.Cell):
    def construct(self, x):
        a = ops.ones_like(x)
        print("a", a)
        print("b", a * 3)
        print("c", ops.zeros_like(x) + 1)
        print("d", ops.fill(ms.float32, x.shape, 2.0))
        return x
N()(Tensor(np.ones((2, 2), np.float32)))
