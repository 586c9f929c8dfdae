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
class VA(nn.Cell):
    def construct(self, a, *rest):
        r = a
        for t in rest:
            r = r * t
        return r
class Outer(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.k = VA(); self.mode = mode
    def construct(self, a):
        if self.mode == 1:
            return self.k(a, a + 1, a)
        if self.mode == 2:
            return self.k(a, 3)
        return self.k(a)
def p_len(cell, args):
    return (args[0] * 0 + len(args),) + tuple(args[1:])
def p_rest(cell, args):
    return (args[0], args[-1])
def p_flat(cell, args):
    return (args[0],)
def f_len(cell, args, out):
    return out + len(args)
def f_last(cell, args, out):
    return out * 0 + len(args[-1])
for nm, kind, h in (("plen", 0, p_len), ("prest", 0, p_rest), ("pflat", 0, p_flat), ("flen", 1, f_len), ("flast", 1, f_last)):
    for mode in range(3):
        o = Outer(mode)
        (o.k.register_forward_pre_hook if kind == 0 else o.k.register_forward_hook)(h)
        run(f"{nm}_{mode}", lambda: o(x))
