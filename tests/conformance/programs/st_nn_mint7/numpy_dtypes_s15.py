"""mindspore.numpy dtypes (tests/st/numpy_native, whose checks compare values only): ``int``/``float`` as a dtype
name int32/float32 everywhere; cumprod multiplies in float32 and gives uint32 for uint8/uint16; float_power is
float32; explicit histogram bin edges keep their own dtype; empty tri_indices are float32."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor
from _conf import emit

emit("asarray_int", mnp.asarray(1, int))
emit("asarray_float", mnp.asarray([1, 2], float))
emit("ones_int", mnp.ones((2,), int))
emit("zeros_int", mnp.zeros((2,), int))
emit("eye_int", mnp.eye(2, dtype=int))
emit("identity_int", mnp.identity(2, int))
emit("ones_like_int", mnp.ones_like(mnp.ones((2,)), int))
emit("zeros_like_float", mnp.zeros_like(mnp.ones((2,), int), float))
emit("full_int", mnp.full((2,), 1.5, int))
for dt in ['bool', 'uint8', 'int8', 'int16', 'uint16', 'int32', 'int64', 'float16', 'float32', 'float64']:
    x = mnp.arange(1, 7).reshape(2, 3).astype(dt)
    emit(f"cumprod_{dt}", (mnp.cumprod(x), mnp.cumprod(x, 1), mnp.cumprod(x, dtype='float16')))
emit("cumprod_f16_precision", mnp.cumprod(mnp.asarray([1.1, 2.2, 3.3], 'float16')))
x = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
emit("float_power", mnp.float_power(x, x))
emit("float_power_int", mnp.float_power(Tensor(np.array([1, 2, 3], np.int32)), Tensor(np.array([2, 2, 2], np.int32))))
a = mnp.asarray([1, 5, 3])
emit("hbe_tensor", mnp.histogram_bin_edges(a, Tensor(np.arange(5))))
emit("hbe_tuple", mnp.histogram_bin_edges(a, bins=(1, 2, 3)))
emit("hbe_float_list", mnp.histogram_bin_edges(a, bins=[1.0, 2.5, 3.0]))
emit("hbe_int", mnp.histogram_bin_edges(a, bins=4, range=(0, 8)))
xs, ys = mnp.asarray([1., 2, 3]), mnp.asarray([1., 2, 2])
emit("h2d_tensors", mnp.histogram2d(xs, ys, bins=[Tensor(np.arange(4)), Tensor(np.arange(3))]))
emit("h2d_lists", mnp.histogram2d(xs, ys, bins=[[1, 2, 3], [0, 1, 2]]))
emit("h2d_int", mnp.histogram2d(xs, ys, bins=3))
s = Tensor(np.array([[1, 2, 3], [4, 5, 6], [2, 3, 1], [0, 1, 7], [3, 3, 3]], np.float32))
emit("hdd_tensor", mnp.histogramdd(s, bins=Tensor(np.arange(24).reshape(3, 8))))
emit("hdd_ints", mnp.histogramdd(s, bins=(5, 4, 3), range=[[0, 5], [2, 7], [1, 3]]))
emit("triu_float", mnp.triu_indices(3.0, 1.0, 4.0))
emit("tril_int", mnp.tril_indices(3, 0, 2))
emit("triu_empty", mnp.triu_indices(2.0, 4.0, 2.0))
emit("tril_empty", mnp.tril_indices(1, -3))
