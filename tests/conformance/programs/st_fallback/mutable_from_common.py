import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.common import mutable
from _conf import emit


@ms.jit
def foo(x):
    return [x, x + 1, x + 2, 1]


emit("callable", callable(mutable))
emit("list_of_mutable_scalar", foo(mutable(1)))
emit("tuple_mutable", mutable((Tensor(np.array([1, 2], np.float32)), Tensor(np.array(3, np.int32)))))
