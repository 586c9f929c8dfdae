import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
tmp = None
def func():
    global tmp
    tmp = Tensor([1, 3])
    tmp *= 2
    return tmp
try:
    r = jit(func, capture_mode="bytecode")()
    print(r, tmp)
except Exception as e:
    print("ERR", type(e).__name__, str(e)[:200])
G = 5
def g(x):
    global G
    G = 9
    return x + G
x = Tensor(np.array([1.0, 2.0], np.float32))
try:
    print(jit(g, capture_mode="bytecode")(x), G)
except Exception as e:
    print("ERR", type(e).__name__, str(e)[:200])
