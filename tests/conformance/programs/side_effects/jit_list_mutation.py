# List arguments of a jit function: mutations are visible inside the graph and in what it returns,
# not in the caller's list.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit


@ms.jit
def lset(l):
    l[0] = 5
    return l


@ms.jit
def lapp(l):
    l.append(3)
    return l


@ms.jit
def lapp_tensor(l, x):
    l.append(x)
    return len(l)


l1 = [1, 2]
emit("setitem_returned", lset(l1))
emit("setitem_after", l1)
l2 = [1, 2]
emit("append_returned", lapp(l2))
emit("append_after", l2)
l3 = [Tensor(np.array([1.0], np.float32))]
emit("append_tensor_len", lapp_tensor(l3, Tensor(np.array([2.0], np.float32))))
emit("append_tensor_after_len", len(l3))
