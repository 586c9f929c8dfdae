# A while loop whose condition is a Tensor made at compile time from Python constants
# (Tensor(sum(y)) < Tensor([15])) and whose body grows a Python list or dict: MindSpore 2.10 evaluates
# the condition at compile time (JIT Fallback) and unrolls the loop (st/compiler/fallback/control_flow
# test_fallback_201_while_after_while test_while_after_while_numpy_2).
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


@jit
def grow_list():
    x = np.array([3, 2])
    y = [1, 2, 3, 4]
    while len(y) <= 5:
        y.append(x[1])
    while Tensor(sum(y)) < Tensor([15]):
        y.append(x[0])
    return Tensor(x), Tensor(y)


@jit
def grow_len(a):
    y = [1, 2]
    while Tensor(len(y)) < Tensor(5):
        y.append(len(y))
    return a + Tensor(y)[-1], y


emit("grow_list", grow_list())
emit("grow_len", grow_len(Tensor([1.0, 2.0])))
