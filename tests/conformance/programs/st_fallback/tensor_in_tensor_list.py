import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit


@ms.jit
def member(a, b):
    return a in b, a not in b


a = Tensor(np.ones((2, 3)).astype(np.float32))
b = Tensor(np.array([[1, 2, 3], [4, 5, 6]], dtype=np.float32))
c = Tensor(np.ones((2, 3)).astype(np.float32))
emit("same_object_first", member(a, [a, b]))
emit("same_object_last", member(a, (b, a)))
emit("absent", member(a, [b]))
emit("equal_values", member(a, [b, c]))
