# A while loop on a Tensor condition (not known at compile time) that appends to a Python list:
# MindSpore 2.10 runs it (its dynamic-length sequences); Python numbers the loop changes become Tensors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


@jit
def count_up(n):
    out = []
    i = 0
    while i < n:
        out.append(i)
        i = i + 1
    return out


@jit
def grow_until(x):
    out = [x]
    while x.sum() < 10:
        x = x + 1
        out.append(x)
    y = x * 2
    return y, out[-1], len(out)


emit("count_up_3", count_up(Tensor(3)))
emit("grow_until_a", grow_until(Tensor(np.arange(3, dtype=np.float32))))
emit("grow_until_b", grow_until(Tensor(np.ones(3, np.float32))))
