"""Fill/full, Zeros/Ones, ZerosLike/OnesLike, Eye, Range/arange: dtypes and values."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _opsx_util import check
from _conf import emit


def like(a):
    return ops.ZerosLike()(a), ops.OnesLike()(a), ops.zeros_like(a), ops.ones_like(a)


emit("Fill", ops.Fill()(ms.float32, (2, 3), 1.5))
emit("Fill_int", ops.Fill()(ms.int32, (2,), 7))
emit("fill", ops.fill(ms.float16, (2, 2), 3))
emit("full_float", ops.full((2, 2), 2.5))
emit("full_int", ops.full((2,), 3))
emit("full_dtype", ops.full((1, 2), 3, dtype=ms.float32))
emit("full_like", ops.full_like(Tensor(np.array([1, 2], np.int32)), 2.7))
emit("Zeros", ops.Zeros()((2, 2), ms.float32))
emit("Ones", ops.Ones()((3,), ms.int32))
emit("zeros_default", ops.zeros((2, 3)))
emit("ones_default", ops.ones(2))
emit("zeros_dtype", ops.zeros((2,), ms.int64))
emit("Eye", ops.Eye()(2, 3, ms.float32))
emit("eye", ops.eye(3))
emit("eye_int", ops.eye(2, 4, ms.int32))
emit("arange_int", ops.arange(5))
emit("arange_float", ops.arange(0.5, 3))
emit("arange_step", ops.arange(1, 10, 3))
emit("arange_neg_step", ops.arange(5, 0, -1.5))
emit("arange_dtype", ops.arange(4, dtype=ms.float32))
emit("Range", ops.range(Tensor(0, ms.int32), Tensor(10, ms.int32), Tensor(4, ms.int32)))
check("like_float", like, Tensor(np.array([[1.5, 2.0]], np.float32)))
check("like_int", like, Tensor(np.array([3, 4], np.int32)))
check("like_bool", like, Tensor(np.array([True])))
