"""ops.SplitV as MindSpore 2.10's Graph mode differentiates it (its PyNative mode has no CPU kernel for SplitV): the
gradient of one piece is the ones it covers, the pieces of size_splits (one -1: the rest) along split_dim; a size of
0 or a num_split other than len(size_splits) is a ValueError."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_error

MODES = ("graph",)


class S(nn.Cell):
    def __init__(self, sizes, dim, n, k):
        super().__init__()
        self.s = ops.SplitV(sizes, dim, n)
        self.k = k

    def construct(self, x):
        return self.s(x)[self.k] * 2


x = ms.Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
emit("grad_dim1", ms.grad(S((1, 2), 1, 2, 1))(x))
emit("grad_rest", ms.grad(S((2, -1), 2, 2, 0))(x))
emit("grad_neg_dim", ms.grad(S((1, 1, 2), -1, 3, 2))(x))
emit("grad_fp16", ms.grad(S((1, 2), 1, 2, 0))(ms.Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float16))))
emit_error("size_zero", ops.SplitV, (0, 3), 1, 2)
emit_error("num_split", S((1, 2), 1, 3, 0), x)
emit_error("size_too_big", S((1, 5), 1, 2, 0), x)
