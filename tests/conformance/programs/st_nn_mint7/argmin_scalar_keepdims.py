"""ops.argmin / Tensor.argmin: a 0-d input gives the int64 constant 0 (argmax does too) and keepdims is ignored
when axis is None (MindSpore 2.10's function; mindspore.numpy.argmin of a 0-d Tensor, tests/st/numpy_native
test_math_ops.py test_argmin)."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, jit, ops
from _conf import emit


@jit
def f(x):
    return (ops.argmin(x, None, True), ops.argmin(x, 1, True), ops.argmin(x[0, 0]), x[0, 0].argmin(),
            x.argmin(keepdims=True), x.argmin(), ops.argmax(x[0, 0]))


x = Tensor(np.array([[3., 1.], [0., 5.]], np.float32))
emit("jit", f(x))
emit("eager_scalar", ops.argmin(Tensor(np.float32(2.0))))
emit("eager_none_keepdims", ops.argmin(x, None, True))
emit("eager_axis_keepdims", ops.argmin(x, 0, True))
emit("mnp_scalar", mnp.argmin(Tensor(np.float32(2.0))))
emit("mnp_matrix", mnp.argmin(x))
