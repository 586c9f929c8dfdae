"""More setitem: negative indices, steps, tuple indices, broadcast rows, masks with tensors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error


def fresh():
    return Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))


t = fresh(); t[-1] = 0.0; emit("neg_row", t)
t = fresh(); t[:, -1] = Tensor(np.array([7.0, 8.0, 9.0], np.float32)); emit("neg_col", t)
t = fresh(); t[1:, 1:] = Tensor(np.array([[1.0, 2.0, 3.0]], np.float32)); emit("broadcast_rows", t)
t = fresh(); t[Tensor(np.array([True, False, True]))] = -1.0; emit("row_mask", t)
t = fresh(); t[t % 2 == 0] = Tensor(0.0); emit("mask_tensor_value", t)
t = fresh(); t[..., 0] = 5; emit("ellipsis_int_value", t)
t = fresh(); t[None] = 1.0; emit("none_all", t)
t = fresh(); t[:] = 3.0; emit("full_slice", t)
t = fresh(); t[1] = t[0]; emit("row_copy", t)
b = Tensor(np.array([1, 2, 3], np.int64)); b[b > 1] = 0; emit("int64_mask", b)
u = Tensor(np.array([1, 2, 3], np.uint8)); u[0] = 255; emit("uint8_store", u)
