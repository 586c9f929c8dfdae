import numpy as np, os
import mindspore as ms
from mindspore import nn, ops, Tensor
if os.environ.get("MODE") != "py": ms.set_context(mode=ms.GRAPH_MODE)
x = Tensor(np.array([1.0, -2.0], np.float32))
def run(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, "EXC", type(e).__name__, str(e).splitlines()[0][:150])
class KW(nn.Cell):
    def construct(self, a, scale=2.0, bias=None):
        r = a * scale
        if bias is not None:
            r = r + bias
        return r
class VA(nn.Cell):
    def construct(self, a, *rest):
        r = a
        for t in rest:
            r = r * t
        return r
class Outer(nn.Cell):
    def __init__(self, c, mode):
        super().__init__()
        self.k = c; self.mode = mode
    def construct(self, a):
        if self.mode == 0:
            return self.k(a, scale=3.0, bias=a * 2).sum()
        if self.mode == 1:
            return self.k(a, a, a).sum()
        return self.k(a).sum()
def bh(cell, gin, gout):
    return tuple(g * 10 for g in gin)
def bh_len(cell, gin, gout):
    return (gin[0] * 0 + len(gin),) + tuple(gin[1:])
def p_len(cell, args):
    return (args[0] * 0 + len(args),) + tuple(args[1:])
for nm, c, mode in (("kw0", KW, 0), ("kw2", KW, 2), ("va1", VA, 1), ("va2", VA, 2)):
    o = Outer(c(), mode); o.k.register_backward_hook(bh)
    run(nm + "_bh", lambda: ms.grad(o)(x))
    o = Outer(c(), mode); o.k.register_backward_hook(bh_len)
    run(nm + "_bhlen", lambda: ms.grad(o)(x))
    o = Outer(c(), mode); o.k.register_forward_pre_hook(p_len)
    run(nm + "_plen", lambda: o(x))
# top-level cell with hooks called with kwargs
k = KW(); k.register_forward_pre_hook(p_len)
run("top_kw", lambda: k(x, scale=3.0))
run("top_pos", lambda: k(x))
