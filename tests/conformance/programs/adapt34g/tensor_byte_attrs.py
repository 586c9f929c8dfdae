"""``x.itemsize``, ``x.nbytes`` and ``x.strides`` of a Tensor in graph code (an ``@jit`` function, a Graph-mode
Cell): MindSpore 2.10 folds them to numbers (4, 48, (16, 4) for a float32 (3, 4) Tensor), as PyNative's Tensor
gives them; msgraph's graph code raised AttributeError (MSG404).  Found by adapting st compiler/graph_syntax/
test_tensor_dtype_shape.py (session 34, adapt34g)."""
import numpy as np

from mindspore import Tensor, jit, nn
from _conf import emit_error


@jit
def attrs(x):
    return x.itemsize, x.nbytes, x.strides, x.T.strides


class Net(nn.Cell):
    def construct(self, x):
        return x * x.itemsize + x.nbytes, x.strides


emit_error("float32 2-d", attrs, Tensor(np.arange(12).reshape(3, 4).astype(np.float32)))
emit_error("float16 3-d", attrs, Tensor(np.zeros((2, 3, 2), np.float16)))
emit_error("int8 1-d", attrs, Tensor(np.array([1, 2, 3], np.int8)))
emit_error("float64 0-d", attrs, Tensor(np.float64(2.5)))
emit_error("cell int32", Net(), Tensor(np.array([[1, 2]], np.int32)))
