"""The gradient of Tensor.to_csr() with a CSRTensor sens (tests/st/sparse test_csr.py test_dense_to_csr): the values'
count is known when the graph runs; the sens values reach the dense input at the non-zero positions."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, CSRTensor, ops
from _conf import emit

MODES = ("graph",)   # PyNative: a sparse sens is MindSpore's RuntimeError


def to_csr(x):
    return x.to_csr()


dense = Tensor(np.array([[0, 1, 2, 0], [0, 0, 0, 0], [1, 0, 0, 0]], np.float32))
sens = CSRTensor(Tensor([0, 2, 2, 3], dtype=ms.int32), Tensor([1, 2, 0], dtype=ms.int32),
                 Tensor(np.array([5, 6, 7], np.float32)), (3, 4))
emit("grad", ops.GradOperation(get_all=True, sens_param=True)(to_csr)(dense, sens))
