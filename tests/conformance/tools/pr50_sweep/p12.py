import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
ms.set_context(mode=ms.GRAPH_MODE)
class N(nn.Cell):
    def construct(self, x):
        a = ops.ones_like(x)
        z = ops.zeros_like(x)
        print("z", z)
        print("a+1", a + 1)
        print("a-1", a - 1)
        print("a*a", a * a)
        print("a+a", a + a)
        print("z*2", z * 2)
        print("a/2", a / 2)
        print("neg", -a)
        print("cast", ops.cast(a, ms.int32))
        print("reshape", a.reshape((4,)))
        print("sum", a.sum())
        print("ones", ops.ones(x.shape, ms.float32))
        print("2*a", 2 * a)
        print("a*2.5", a * 2.5)
        print("fill_i", ops.fill(ms.int32, (3,), 1))
        print("onesint", ops.ones_like(ops.cast(x, ms.int32)))
        print("a*x", a * x)
        print("oneslike_expr", ops.ones_like(x * x))
        return x
N()(Tensor(np.ones((2, 2), np.float32)))
