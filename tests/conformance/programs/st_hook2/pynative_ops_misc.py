# Primitive.set_user_data/get_user_data; ops.clip_by_norm on a Tensor and on a tuple of Tensors (the
# norm of all their elements); _inner_ops.CopyWithSlice copies a Tensor into another in place.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from mindspore.ops.operations import _inner_ops
from _conf import emit

cast = ops.Cast()
t = Tensor(np.array([1.5, 2.5], np.float64))
cast.set_user_data("__user_data__", t)
emit("user_data", cast.get_user_data("__user_data__"))
emit("cast", cast(t, ms.float32))

x = Tensor(np.array([[0.8748, 0.1425, 0.0076], [0.7721, 0.4084, 0.0552], [4.6376, 0.2914, 2.1120]], np.float32))
emit("clip_tensor", ops.clip_by_norm(x, max_norm=1))
pair = (Tensor(np.arange(4).reshape(2, 2).astype(np.float32)), Tensor(np.ones(2, np.float32)))
emit("clip_tuple", ops.clip_by_norm(pair, 1, 2, True))
emit("clip_no_change", ops.clip_by_norm([Tensor(np.arange(4).astype(np.float32))], 100.0, 1.0))
emit("clip_inf", ops.clip_by_norm(Tensor(np.arange(4).astype(np.float32)), 2, float('inf')))

copy_with_slice = _inner_ops.CopyWithSlice()
a = Tensor(np.arange(12).reshape(2, 2, 3).astype(np.float32))
b = Tensor(np.zeros((2, 3, 2), np.float32))
copy_with_slice(b, ops.transpose(a, (0, 2, 1)))
emit("copy_with_slice", b)
