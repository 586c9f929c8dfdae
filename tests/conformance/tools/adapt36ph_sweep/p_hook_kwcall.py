import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
x = Tensor(np.array([1.0, -2.0], np.float32))
class KW(nn.Cell):
    def construct(self, a, scale=2.0, bias=None):
        r = a * scale
        if bias is not None:
            r = r + bias
        return r
class Outer(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.k = KW(); self.mode = mode
    def construct(self, a):
        if self.mode == 0:
            return self.k(a, scale=3.0, bias=a)
        if self.mode == 1:
            return self.k(a, 3.0, bias=a)
        if self.mode == 2:
            return self.k(a, scale=3.0)
        return self.k(a)
def p_len(cell, args):
    return (len(args) + args[0] * 0,) + tuple(args[1:])
def p_one(cell, args):
    return (args[0] + 1,)
def p_none(cell, args):
    return None
def p_last(cell, args):
    return args[:-1] + (args[-1] * 10,)
def f_len(cell, args, out):
    return out * 0 + len(args)
def f_last(cell, args, out):
    return out * 0 + args[-1]
for nm, kind, h in (("len", "pre", p_len), ("one", "pre", p_one), ("none", "pre", p_none), ("last", "pre", p_last), ("flen", "fwd", f_len), ("flast", "fwd", f_last)):
    for mode in range(4):
        o = Outer(mode)
        if kind == "pre":
            o.k.register_forward_pre_hook(h)
        else:
            o.k.register_forward_hook(h)
        try:
            print(nm, mode, o(x))
        except Exception as e:
            print(nm, mode, "EXC", type(e).__name__, str(e).splitlines()[0][:150])
