import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
class Sq(nn.Cell):
    def construct(self, a):
        return a * a
class Two(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.s = Sq(); self.k = k
    def construct(self, a):
        r = self.s(a)
        for _ in range(self.k - 1):
            r = self.s(r)
        return r
def h(cell, inp, out):
    return out + 1
for k in (1, 2, 3):
    n = Two(k); n.s.register_forward_hook(h)
    print(k, n(Tensor([1.0, 2.0])))
n = Two(2); n.s.register_forward_pre_hook(lambda c, i: (i[0] + 1,))
print("pre", n(Tensor([1.0, 2.0])))
def hb(c, gi, go):
    return (gi[0] * 2,)
n = Two(2); n.s.register_backward_hook(hb)
print("bwd", ms.grad(n)(Tensor([1.0, 2.0])))
