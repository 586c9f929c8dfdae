"""Tensor.untyped_storage() of a computed Tensor (MindSpore 2.10, PyNative): its size/nbytes in bytes, resize_,
and copy_ from another Tensor's storage writing the values."""
import numpy as np
from mindspore import Tensor
from _conf import emit

MODES = ("pynative",)
a = Tensor(np.array([2.0, 3.0], np.float32))
b = a * 1
c = a * 3
sb, sc = b.untyped_storage(), c.untyped_storage()
emit("size", sb.size())
emit("nbytes", sb.nbytes())
emit("data_ptr_nonzero", sb.data_ptr() != 0)
sb.copy_(sc)
emit("copied_values", b)
s = (a * 2).untyped_storage()
s.resize_(0)
emit("resized_0", (s.size(), s.nbytes(), s.data_ptr()))
s.resize_(12)
emit("resized_12", (s.size(), s.nbytes(), s.data_ptr() != 0))
