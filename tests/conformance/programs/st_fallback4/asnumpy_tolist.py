import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


@jit
def to_list(m):
    x = m.asnumpy().tolist()
    return x


emit("int_vector", to_list(Tensor(np.array([1, 2, 3, 4]))))
emit("float_matrix", to_list(Tensor(np.array([[1.5, 2.0], [3.0, 4.0]], np.float32))))
emit("scalar", to_list(Tensor(np.array(7))))
