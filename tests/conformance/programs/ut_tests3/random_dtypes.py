"""Dtypes and shapes (not values) of ops.rand / randn / rand_like / randn_like / randint / randint_like, in
PyNative and inside a Cell; their dtype errors."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


def meta(t):
    return [str(t.dtype), list(t.shape)]


class Like(nn.Cell):
    def __init__(self, fn, dtype=None):
        super().__init__()
        self.fn = fn
        self.dtype = dtype

    def construct(self, x):
        return self.fn(x, dtype=self.dtype)


x16 = Tensor(np.ones((2, 3)), ms.float16)
x64 = Tensor(np.ones((3,)), ms.float64)
xi = Tensor(np.ones((2, 2)), ms.int32)
emit("rand", [meta(ops.rand((2, 3))), meta(ops.rand(2, 3)), meta(ops.rand((4,), dtype=ms.float64))])
emit("randn", [meta(ops.randn((2, 3))), meta(ops.randn(2)), meta(ops.randn((2,), dtype=ms.float16))])
emit("rand_like", [meta(ops.rand_like(x16)), meta(ops.rand_like(x64)), meta(ops.rand_like(xi, dtype=ms.float32))])
emit("randn_like", [meta(ops.randn_like(x16)), meta(ops.randn_like(x64)), meta(ops.randn_like(xi))])
emit("randint", [meta(ops.randint(0, 5, (2, 3))), meta(ops.randint(0, 5, (2,), dtype=ms.int32))])
emit("randint_like", [meta(ops.randint_like(xi, 0, 5)), meta(ops.randint_like(xi, 0, 5, dtype=ms.int64)),
                      meta(ops.randint_like(x16, 0, 5, dtype=ms.int32))])
r = ops.randint_like(xi, 3, 7)
emit("randint_like_range", bool((r >= 3).all()) and bool((r < 7).all()))
emit("cell_rand_like", [meta(Like(ops.rand_like)(x16)), meta(Like(ops.randn_like)(x16)),
                        meta(Like(ops.randn_like, ms.float16)(x64))])
emit_error("rand_like_int", ops.rand_like, xi)
emit_error("randint_like_float", ops.randint_like, x16, 0, 5)
