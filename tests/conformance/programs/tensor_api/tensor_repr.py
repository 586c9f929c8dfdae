"""repr/str of Tensors of several dtypes and ranks."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

emit("f32_1d", repr(Tensor(np.array([1.5, 2.0], np.float32))))
emit("i64_1d", repr(Tensor(np.array([1, 2, 3], np.int64))))
emit("bool_1d", repr(Tensor(np.array([True, False]))))
emit("scalar_f", repr(Tensor(2.5)))
emit("scalar_i", repr(Tensor(3)))
emit("i32_2d", repr(Tensor(np.arange(4, dtype=np.int32).reshape(2, 2))))
emit("str_f32", str(Tensor(np.array([1.5, 2.0], np.float32))))
emit("str_i32_2d", str(Tensor(np.arange(4, dtype=np.int32).reshape(2, 2))))
emit("str_scalar", str(Tensor(3)))
