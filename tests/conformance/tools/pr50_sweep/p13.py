import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
ms.set_context(mode=ms.GRAPH_MODE)
C = Tensor([1, 2])
class N(nn.Cell):
    def construct(self, x):
        a = ops.ones_like(x)
        print("t1", (C, x))
        print("t2", (a, x))
        print("t3", [a * 2, 1])
        z = ops.zeros_like(x)
        print("z/2", z / 2)
        print("z*a", z * a)
        print("z+z", z + z)
        print("zeros*2", ops.zeros(x.shape, ms.float32) * 2)
        print("a*0", a * 0)
        print("ones*2", ops.ones((2,), ms.float32) * 2)
        print("C*2", C * 2)
        return x
N()(Tensor(np.ones((2,), np.float32)))
