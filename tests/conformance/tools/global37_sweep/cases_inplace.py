import numpy as np
import mindspore as ms
from mindspore import ops, nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
GT = Tensor(np.array([1.0, 2.0], np.float32))
x = Tensor(np.array([1.0, 2.0], np.float32))
def run(name, f, *a):
    try:
        r = f(*a); print(name, repr(r))
    except Exception as e:
        print(name, "ERR", type(e).__name__, str(e).splitlines()[0][:150])
@ms.jit
def e1(x):
    global GT
    GT += x
    return GT
run("e1", e1, x); print(" GT", GT); run("e1 again", e1, x); print(" GT", GT)
GT = Tensor(np.array([1.0, 2.0], np.float32))
@ms.jit
def e2(x):
    global GT
    a = GT * 1
    GT += x
    return a, GT + 0
run("e2", e2, x); print(" GT", GT)
GT = Tensor(np.array([1.0, 2.0], np.float32))
@ms.jit
def e3(x):
    global GT
    GT *= 3
    if x[0] > 0:
        x = x + GT
    return x
run("e3", e3, x); print(" GT", GT)
class C(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))
    def construct(self, x):
        self.t += x
        return self.t
c = C()
run("e4 attr", c, x); print(" t", c.t)
