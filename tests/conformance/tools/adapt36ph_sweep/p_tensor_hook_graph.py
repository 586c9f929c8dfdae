import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
x = Tensor(np.array([[1.0, -2.0, 3.0], [0.5, 0.25, -1.0]], np.float32))
def run(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, "EXC", type(e).__name__, str(e).splitlines()[0][:200])
def hm(g): return g * 2
def hn(g): return None
def hd(g): return g.astype(ms.float16)
def hp(g): return g + 1
def hs(g): return g[0]
def f_mod(a):
    b = a * 3
    b.register_hook(hm)
    return (b * b).sum()
def f_none(a):
    b = a * 3
    b.register_hook(hn)
    return (b * b).sum()
def f_dt(a):
    b = a * 3
    b.register_hook(hd)
    return (b * b).sum()
def f_two(a):
    b = a * 3
    b.register_hook(hm)
    b.register_hook(hp)
    return (b * b).sum()
def f_sh(a):
    b = a * 3
    b.register_hook(hs)
    return (b * b).sum()
def f_in(a):
    a.register_hook(hm)
    return (a * a).sum()
def f_int(a):
    b = a * 3
    h = b.register_hook(hm)
    return (b * b).sum()
for nm, f in [("mod", f_mod), ("none", f_none), ("dtype", f_dt), ("two", f_two), ("shape", f_sh), ("input", f_in), ("handle", f_int)]:
    run(nm, lambda: ms.grad(f)(x))
    run(nm + "_f16", lambda: ms.grad(f)(Tensor([1.5, -2.0], ms.float16)))
    run(nm + "_jit", lambda: ms.grad(ms.jit(f))(x))
