# mindspore.numpy.unique: distinct elements of the flattened Tensor in order of first appearance;
# return_inverse adds the int32 index of each (flattened) element; in a @jit function too.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

x = Tensor(np.array([[3, 1, 3], [2, 5, 1]], np.int32))
f = Tensor(np.array([2.5, -1.0, 2.5, 0.0], np.float32))


@ms.jit
def unique_inverse(t):
    return ms.numpy.unique(t, return_inverse=True)


emit("values_2d", ms.numpy.unique(x))
emit("with_inverse_2d", ms.numpy.unique(x, return_inverse=True))
emit("values_float", ms.numpy.unique(f))
emit("jit_with_inverse", unique_inverse(x))
emit_error("not_a_tensor", lambda: ms.numpy.unique([1, 2, 2]))
