"""Tensor attributes: shape, dtype, ndim, size, itemsize, nbytes, strides, T."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

t = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
emit("shape", t.shape)
emit("shape_type", type(t.shape).__name__)
emit("dtype_str", str(t.dtype))
emit("dtype_repr", repr(t.dtype))
emit("ndim", t.ndim)
emit("size", t.size)
emit("itemsize", t.itemsize)
emit("nbytes", t.nbytes)
emit_error("strides", lambda: t.strides)
emit("T", t.T)
emit("dim", t.dim())
emit("numel", t.numel())
emit_error("is_contiguous", lambda: t.is_contiguous())
emit("len", len(t))
emit_error("len_scalar", lambda: len(Tensor(1.0)))
emit("i16_itemsize", Tensor(np.array([1], np.int16)).itemsize)
emit("f64_nbytes", Tensor(np.zeros((3, 2), np.float64)).nbytes)
emit("scalar_shape", Tensor(1.0).shape)
emit("scalar_ndim", Tensor(1.0).ndim)
emit("scalar_size", Tensor(1.0).size)
emit_error("element_size", lambda: t.element_size())
emit_error("nelement", lambda: t.nelement())
emit_error("mT", lambda: Tensor(np.arange(6).reshape(1, 2, 3)).mT)
emit_error("H", lambda: t.H)
