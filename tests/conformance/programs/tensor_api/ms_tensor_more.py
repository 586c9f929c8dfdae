"""ms.tensor / Tensor with nested tuples, dtype=bool from ints, 0-size shapes, and Tensor(x.shape)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

emit("nested_tuple", ms.tensor(((1, 2), (3, 4))))
emit("bool_dtype", ms.tensor([0, 3], ms.bool_))
emit("zero_size", Tensor(np.zeros((0, 3), np.float32)).shape)
emit("zero_size_sum", Tensor(np.zeros((0, 3), np.float32)).sum(0))
t = Tensor(np.ones((2, 5), np.float32))
emit("from_shape", Tensor(t.shape))
emit("from_shape_dtype", Tensor(t.shape, ms.float32))
emit("float_scalar_dtype", Tensor(1e-3, ms.float16))
emit("list_of_0d_tensors", Tensor([Tensor(1), Tensor(2)]))
emit("f16_list", Tensor([0.1, 0.2], ms.float16))
emit("large_float", Tensor(1e39))
emit("neg_zero", Tensor(-0.0))
emit("int_overflow_dtype", Tensor(300, ms.int8))
