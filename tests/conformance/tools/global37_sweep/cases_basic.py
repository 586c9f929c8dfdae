import numpy as np
import mindspore as ms
from mindspore import ops, nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
G = 5
GT = Tensor(np.array([1.0, 2.0], np.float32))
GL = [1, 2]
GF = 1.5
x = Tensor(np.array([1.0, 2.0], np.float32))
def run(name, f, *a):
    try:
        r = f(*a); print(name, repr(r))
    except Exception as e:
        print(name, "ERR", type(e).__name__, str(e).splitlines()[0][:150])

@ms.jit
def c1(x):
    global G
    G = 9
    return x + G
run("c1 const then read", c1, x); print("  G after", G)
@ms.jit
def c2(x):
    global G
    G = G + 1
    return x + G
run("c2 G=G+1", c2, x); run("c2 second", c2, x); print("  G after", G)
@ms.jit
def c3(x):
    global G
    G += 1
    return G
run("c3 G+=1 ret", c3, x); print("  G after", G)
@ms.jit
def c4(x):
    global G
    a = x + G
    G = 9
    b = x + G
    return a, b
run("c4 before/after", c4, x)
@ms.jit
def c5(x):
    global GT
    GT = GT * 2
    return GT + x
run("c5 tensor", c5, x); print("  GT after", GT)
@ms.jit
def c6(x):
    global GT
    GT += x
    return GT
run("c6 tensor +=", c6, x); print("  GT after", GT)
@ms.jit
def c7(x):
    global G
    G = x * 3
    return G
run("c7 G=tensor op", c7, x); print("  G after", G)
@ms.jit
def c8(x):
    global GF
    GF = GF * 2
    return x + GF
run("c8 float", c8, x); print("  GF after", GF)
@ms.jit
def c9(x):
    global GL
    GL = GL + [3]
    return x + len(GL)
run("c9 list", c9, x); print("  GL after", GL)
@ms.jit
def c10(x):
    global G
    if x[0] > 0:
        G = 7
    return x + G
run("c10 if tensor", c10, x)
@ms.jit
def c11(x):
    global G
    if G > 0:
        G = 7
    return x + G
run("c11 if const", c11, x)
@ms.jit
def c12(x):
    global G
    for i in range(3):
        G = G + i
    return x + G
run("c12 for", c12, x)
@ms.jit
def c13(x):
    global G
    i = 0
    while i < 3:
        G = G + 1
        i += 1
    return x + G
run("c13 while const", c13, x)
@ms.jit
def c14(x):
    global G
    while x[0] < 10:
        x = x + 1
        G = G + 1
    return x + G
run("c14 while tensor", c14, x)
def inner(y):
    global G
    G = 11
    return y + G
@ms.jit
def c15(x):
    return inner(x)
run("c15 nested", c15, x); print("  G after", G)
class N(nn.Cell):
    def construct(self, x):
        global G
        G = 9
        return x + G
run("c16 cell", N(), x); print("  G after", G)
class N2(nn.Cell):
    def construct(self, x):
        global G
        G = G + 1
        y = x + G
        if x[0] > 0:
            y = y + G
        return y
run("c17 cell if after", N2(), x)
@ms.jit
def c18(x):
    global NEWG
    NEWG = 3
    return x + NEWG
run("c18 new global", c18, x)
@ms.jit
def c19(x):
    global G
    G = 9
    y = x + G
    if x[0] > 0:
        y = y + G
    return y
run("c19 read after if", c19, x)
@ms.jit
def c20(x):
    global G
    G = 50
    for i in range(2):
        x = x + G
    return x
run("c20 for read", c20, x)
print("final G", G)
