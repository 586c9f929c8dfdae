"""Tensor(...) from numpy arrays of every dtype and from numpy scalars."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

for name in ["bool_", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
             "float16", "float32", "float64",]:
    dt = getattr(np, name)
    emit_error("arr_" + name, lambda: Tensor(np.array([1, 0, 2]).astype(dt)))
emit("np_float64_scalar", Tensor(np.float64(1.5)))
emit("np_float32_scalar", Tensor(np.float32(1.5)))
emit("np_int64_scalar", Tensor(np.int64(4)))
emit("np_int32_scalar", Tensor(np.int32(4)))
emit("np_bool_scalar", Tensor(np.bool_(True)))
emit("np_0d", Tensor(np.array(3.0)))
emit("np_2d", Tensor(np.arange(6).reshape(2, 3)))
emit("np_noncontig", Tensor(np.arange(12).reshape(3, 4)[:, ::2]))
emit("np_transposed", Tensor(np.arange(6, dtype=np.float32).reshape(2, 3).T))
a = np.array([1.0, 2.0], np.float32)
t = Tensor(a)
a[0] = 100.0
emit("copy_semantics", t)
emit("from_numpy", Tensor.from_numpy(np.array([1, 2], np.int32)))
emit("tensor_of_tensor", Tensor(Tensor([1.5, 2.5])))
emit("tensor_of_tensor_dtype", Tensor(Tensor([1.5, 2.5]), ms.int32))
emit("list_of_np_scalars", Tensor([np.float32(1), np.float32(2)]))
emit_error("list_of_tensors", lambda: Tensor([Tensor(1.0), Tensor(2.0)]).shape)
