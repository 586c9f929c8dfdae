import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

a = np.array([[1, 2], [3, 4]], np.int32)
t = Tensor(np.array([[1, 0], [3, 5]], np.int32))
f = Tensor(np.array([1.5, 2.5], np.float32))
emit("ndarray_eq_tensor", a == t)
emit("ndarray_add_tensor", a + t)
emit("np_scalar_mul_tensor", np.float32(2) * f)
emit_error("tensor_mul_np_scalar", lambda: f * np.float32(2))
emit("np_all_of_compare", bool(np.all(a == t)))
emit("ndarray_lt_tensor", np.array([1.0, 3.0]) < f)
