import mindspore as ms
from mindspore import Tensor
from _conf import emit


@ms.jit
def is_int(x):
    m = int(x) is 3
    n = int(x) is 2
    return m, n


@ms.jit
def is_not_int(x):
    a = 0
    if x > 1:
        a = a + 1
    return a is not 1, a is not 2


@ms.jit
def is_none(x):
    return x is None, x is not None


emit("is_int", is_int(Tensor([3])))
emit("is_not_int", is_not_int(Tensor([3])))
emit("tensor_is_none", is_none(Tensor([3])))
