import numpy as np
import mindspore as ms
from mindspore import ops, nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
G = 5
GT = Tensor(np.array([1.0, 2.0], np.float32))
x = Tensor(np.array([1.0, 2.0], np.float32))
def run(name, f, *a):
    try:
        r = f(*a); print(name, repr(r))
    except Exception as e:
        print(name, "ERR", type(e).__name__, str(e).splitlines()[0][:150])
@ms.jit
def d1(x):
    global G
    G = 9
    return x + (G if x[0] > 0 else 1)
run("d1 ifexp", d1, x)
@ms.jit
def d2(x):
    global G
    G = 9
    return x + sum([G for _ in range(2)])
run("d2 listcomp", d2, x)
@ms.jit
def d3(x):
    global GT
    while x[0] < 4:
        GT = GT + x
        x = x + 1
    return GT
run("d3 while tensor GT", d3, x)
class M(nn.Cell):
    def helper(self, y):
        global G
        G = 2
        return y * G
    def construct(self, x):
        global G
        G = 3
        z = self.helper(x)
        return z + G
run("d4 cell helper", M(), x)
@ms.jit
def d5(x):
    global G
    for i in range(2):
        G += i
    if x[0] > 0:
        G = G * 10
    return x + G
run("d5 for then if", d5, x)
@ms.jit
def d6(x):
    global G
    G = 9
    def h(y):
        return y + G
    return h(x)
run("d6 closure read", d6, x)
@ms.jit
def d7(x):
    global G
    G = 9
    if x[0] > 0:
        pass
    G = G + 1
    return x + G
run("d7 write after if", d7, x)
def d8f(x):
    global G
    G = x * 2
    return G * 3
run("d8 grad", ms.grad(ms.jit(d8f)), x)
print("G", G)
@ms.jit
def d9(x):
    global G
    G = 9
    f = lambda y: y + G
    return f(x), [G + i for i in range(G - 3)]
run("d9 lambda/comp iter", d9, x)
