"""Tensor setitem (PyNative): scalars, tensors, broadcasting, int and bool tensors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error


def fresh(dt=np.float32):
    return Tensor(np.arange(12).reshape(3, 4).astype(dt))


t = fresh(); t[0] = 5.0; emit("row_scalar", t)
t = fresh(); t[1, 2] = -1; emit("elem_int", t)
t = fresh(); t[:, 1:3] = Tensor(np.array([7.0, 8.0], np.float32)); emit("broadcast", t)
t = fresh(); t[t > 5] = 0.0; emit("mask", t)
t = fresh(); t[..., -1] = Tensor(np.array([1.0, 2.0, 3.0], np.float32)); emit("ellipsis", t)
t = fresh(); t[[0, 2]] = 9.0; emit("list_idx", t)
t = fresh(); t[::2, ::2] = 1.0; emit("step", t)
t = fresh(np.int32); t[0] = 2.7; emit("int_store_float", t)
t = fresh(np.int32); t[1] = Tensor(np.array([1.5, 2.5, 3.5, 4.5], np.float32)); emit("int_store_tensor_float", t)
t = Tensor(np.array([True, False, True])); t[1] = True; emit("bool_store", t)
t = fresh(np.float16); t[2, 3] = 100; emit("f16_store", t)
t = fresh(); u = t; t[0, 0] = 42.0; emit("alias_sees_write", u)
t = fresh(); t[Tensor(np.array([1], np.int32))] = 0.0; emit("tensor_idx", t)
t = fresh(); t[1] = Tensor(3.0); emit("tensor_scalar_value", t)
t = fresh(); t[0] = [1, 2, 3, 4]; emit("list_value", t)
t = fresh(); emit_error("bad_shape", lambda: t.__setitem__(0, Tensor(np.ones(3, np.float32))))
