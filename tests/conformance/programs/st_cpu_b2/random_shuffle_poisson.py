"""Adapted from tests/st/ops/cpu/test_random_shuffle.py and test_random_poisson_op.py: random values are not
compared (MindSpore's generator), only shapes, dtypes, permutation properties, repeatability of two primitives
built with the same non-zero seeds, and errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import random_ops
from mindspore.ops.function import random_func as R
from _conf import emit, emit_error


class Shuffle(nn.Cell):
    def __init__(self, seed=0, seed2=0):
        super().__init__()
        self.op = random_ops.RandomShuffle(seed, seed2)

    def construct(self, x):
        return self.op(x)


x = Tensor(np.arange(24, dtype=np.float32).reshape(6, 4))
a = Shuffle(3, 1)(x)
b = Shuffle(3, 1)(x)
emit("shuffle_meta", (str(a.dtype), a.shape))
emit("shuffle_rows_kept", sorted(a.asnumpy()[:, 0].tolist()))
emit("shuffle_rows_intact", bool(((a.asnumpy() % 4) == np.arange(4)).all()))
emit("shuffle_same_seeds", bool((a.asnumpy() == b.asnumpy()).all()))
for dt in (np.int8, np.uint16, np.bool_, np.float16, np.int64):
    out = Shuffle(1, 1)(Tensor(np.array([1, 0, 1, 1, 0]).astype(dt)))
    emit("shuffle_dtype_" + np.dtype(dt).name, (str(out.dtype), out.shape, int(out.asnumpy().astype(np.int64).sum())))
emit("shuffle_scalar", Shuffle(3, 1)(Tensor(np.array(2.5, np.float32))))
emit("shuffle_fn_meta", ops.shuffle(x, seed=2).shape)
emit_error("shuffle_not_tensor", ops.shuffle, 2, seed=3)
emit_error("shuffle_negative_seed", ops.shuffle, x, seed=-3)
emit_error("shuffle_float_seed", ops.shuffle, x, seed=1.6)
emit_error("shuffle_bool_seed", ops.shuffle, x, seed=True)


class Poisson(nn.Cell):
    def __init__(self, dtype):
        super().__init__()
        self.dtype = dtype

    def construct(self, shape, rate):
        return R.random_poisson(shape, rate, seed=1, dtype=self.dtype)


rate = Tensor(np.array([[5.0, 10.0], [5.0, 1.0]], np.float32))
for dt in (ms.float64, ms.float16, ms.int32, ms.int64):
    out = Poisson(dt)(Tensor(np.array([3, 2]), ms.int64), rate)
    emit("poisson_meta_" + str(dt), (str(out.dtype), out.shape, bool((out.asnumpy() >= 0).all())))
out = R.random_poisson(Tensor(np.array([3, 5]), ms.int32), Tensor(0.5, ms.float32), seed=1)
emit("poisson_scalar_rate", (str(out.dtype), out.shape))
out = random_ops.RandomPoisson(seed=2, seed2=2)(Tensor(np.array([2, 3]), ms.int32), Tensor(np.array([2, 2]), ms.int32))
emit("poisson_prim_default_dtype", (str(out.dtype), out.shape))
emit_error("poisson_shape_tuple", R.random_poisson, (3, 5), Tensor(np.array([0.5]), ms.float32), seed=1)
emit_error("poisson_shape_2d", R.random_poisson, Tensor(np.array([[1, 2], [3, 5]]), ms.int32),
           Tensor(np.array([0.5]), ms.float32), seed=1)
emit_error("poisson_shape_float", R.random_poisson, Tensor(np.array([3, 5]), ms.float32),
           Tensor(np.array([0.5]), ms.float32), seed=1)
emit_error("poisson_shape_negative", R.random_poisson, Tensor(np.array([-3, 5]), ms.int32),
           Tensor(np.array([0.5]), ms.float32), seed=1)
emit_error("poisson_rate_list", R.random_poisson, Tensor(np.array([3, 5]), ms.int32), [0.5], seed=1)
emit_error("poisson_rate_bool", R.random_poisson, Tensor(np.array([3, 5]), ms.int32),
           Tensor(np.array([True])), seed=1)
emit_error("poisson_seed_float", R.random_poisson, Tensor(np.array([3, 5]), ms.int32),
           Tensor(np.array([0.5]), ms.float32), seed=0.5)
emit_error("poisson_dtype_bool", R.random_poisson, Tensor(np.array([3, 5]), ms.int32),
           Tensor(np.array([0.5]), ms.float32), seed=1, dtype=ms.bool_)
