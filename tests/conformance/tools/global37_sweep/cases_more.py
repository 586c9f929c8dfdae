import numpy as np
import mindspore as ms
from mindspore import ops, nn, Tensor, Parameter
ms.set_context(mode=ms.GRAPH_MODE)
G = 5
GP = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="gp")
GQ = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="gq")
x = Tensor(np.array([1.0, 2.0], np.float32))
def run(name, f, *a):
    try:
        r = f(*a); print(name, repr(r))
    except Exception as e:
        print(name, "ERR", type(e).__name__, str(e).splitlines()[0][:150])
@ms.jit
def f1(x):
    global GP
    GP = GP * 2
    return GP + x
run("f1 param rebind", f1, x); print(" GP", GP.asnumpy())
@ms.jit
def f2(x):
    global GQ
    GQ += x
    return GQ
run("f2 param +=", f2, x); print(" GQ", GQ.asnumpy()); run("f2 again", f2, x); print(" GQ", GQ.asnumpy())
@ms.jit
def f3(x):
    if x[0] > 0:
        global G
        G = 3
    return x + G
run("f3 global in if", f3, x)
@ms.jit
def f4(x):
    global G
    if x[0] > 0:
        G = 3
        return x + G
    return x - G
run("f4 if return", f4, x); run("f4 neg", f4, -x)
@ms.jit
def f5(x):
    global G
    if x[0] > 0:
        G = 3
    else:
        G = 4
    return x + G
run("f5 both branches", f5, x); run("f5 neg", f5, -x)
@ms.jit
def f6(x):
    global G
    for v in x:
        G = G + v
    return G
run("f6 for over tensor", f6, x)
@ms.jit
def f7(x):
    global G
    G = 1
    while x[0] < 5:
        x = x + G
        G = G + 1
    return x, G
run("f7 while after write", f7, x)
@ms.jit
def f8(x):
    global G
    G = x
    return ops.stop_gradient(G) + 1
run("f8", f8, x)
def f9(x):
    global G
    G = x * x
    y = G * 1
    if x[0] > 0:
        y = y + G
    return y
run("f9 grad", ms.grad(ms.jit(f9)), x)
print("G", G)
