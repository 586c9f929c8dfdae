"""Tensor.is_contiguous / contiguous in PyNative mode (MindSpore 2.10): a transpose (ops.transpose, x.T,
permute, swapaxes) is a non-contiguous view; contiguous() copies it; results of other ops are contiguous."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit

MODES = ("pynative",)
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
y = ops.transpose(x, (1, 0))
emit("plain", x.is_contiguous())
emit("transpose", y.is_contiguous())
emit("T", x.T.is_contiguous())
emit("permute", x.permute(1, 0).is_contiguous())
emit("swapaxes", ops.swapaxes(x, 0, 1).is_contiguous())
emit("transpose_identity_perm", ops.transpose(x, (0, 1)).is_contiguous())
emit("transpose_times_two", (y * 2).is_contiguous())
z = y.contiguous()
emit("contiguous_of_view", z.is_contiguous())
emit("contiguous_values", z)
emit("view_still_not_contiguous", y.is_contiguous())
emit("from_numpy_transposed", Tensor(np.arange(6.0).reshape(2, 3).T).is_contiguous())
