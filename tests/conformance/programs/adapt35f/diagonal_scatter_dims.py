"""ops.diagonal_scatter with dim1 > dim2 (found by the adapt35f variant sweep of st/ops/test_func_diagonal_scatter.py):
msgraph laid the (dim1, dim2) diagonal mask out without transposing it, so diagonal_scatter(x.T, src, 0, 1, 0)
wrote src to the wrong elements (silently); an empty diagonal (offset past the end) gives the input unchanged
(msgraph: Gather's RuntimeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class DS(nn.Cell):
    def __init__(self, offset, d1, d2):
        super().__init__()
        self.offset, self.d1, self.d2 = offset, d1, d2

    def construct(self, x, src):
        return ops.diagonal_scatter(x, src, self.offset, self.d1, self.d2)


def g_src(x, src):
    return (ops.diagonal_scatter(x, src, 1, 1, 0) * x).sum()


a = np.arange(12.0).reshape(4, 3)
b = np.arange(24.0).reshape(2, 3, 4)
for x in (a, b):
    for off in (0, 1, -1, 2):
        pairs = [(0, 1), (1, 0), (-1, 0)] if x.ndim == 2 else [(0, 2), (2, 0), (2, 1), (1, -1)]
        for d1, d2 in pairs:
            n = np.diagonal(x, off, d1, d2).shape
            src = -np.arange(1, 1 + int(np.prod(n))).reshape(n)
            emit_error("nd%d_off%d_%d_%d" % (x.ndim, off, d1, d2), DS(off, d1, d2), Tensor(x), Tensor(src.astype(np.float64)))
emit_error("int32_T", DS(0, 1, 0), Tensor(np.array([[3, -1, 2, 0], [1, 5, -2, 2], [0, 2, 7, -3]], np.int32).T),
           Tensor(np.array([3, -1, 2], np.int32)))
emit_error("grad", ops.grad(g_src, (0, 1)), Tensor(a.astype(np.float32)), Tensor(np.array([5.0, 6.0, 7.0], np.float32)))
