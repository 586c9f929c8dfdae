import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit


@ms.jit
def tup(x):
    if x > 0:
        index = True
    else:
        index = False
    m = (x, x + 1, x + 2, x + 3)
    return m[index], m[not index]


@ms.jit
def lst(x):
    index = x > 0
    m = [x * 2, x * 3]
    return m[index]


emit("tuple_bool_index", tup(Tensor(np.array([1], np.int32))))
emit("tuple_bool_index_false", tup(Tensor(np.array([-1], np.int32))))
emit("list_bool_index", lst(Tensor(np.array([2], np.int32))))
