# A tuple holding x.asnumpy(), a string, a Tensor and a numpy array, indexed or sliced at mutable
# positions or searched with .index(): numpy arrays come back as numpy arrays and Tensors as Tensors
# (MindSpore's PyExecute; from st fallback test_graph_fallback_runtime_tuple_func).
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable
from _conf import emit

MODES = ("graph",)


def getitem(x):
    m = (x.asnumpy(), "abcd", x + 1, np.array([1, 2, 3, 4]))
    n1 = mutable(0)
    n2 = mutable(1)
    n3 = mutable(2)
    n4 = mutable(3)
    return m[n1], m[n2], m[n3], m[n4]


def sliced(x):
    m = (x.asnumpy(), "abcd", x + 1, np.array([1, 2, 3, 4]))
    n1 = mutable(0)
    return m[n1:3:2]


def index(y):
    y_np = y.asnumpy()
    m = (y_np, 10, "a")
    return m.index(np.array([2]))


x = Tensor([4, 3, 2, 1])
emit("getitem", jit(getitem)(x))
emit("sliced", jit(sliced)(x))
emit("index", jit(index)(Tensor([2])))
