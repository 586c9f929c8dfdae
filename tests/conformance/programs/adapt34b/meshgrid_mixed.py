"""ops.Meshgrid of Tensors of different dtypes is a ValueError in MindSpore 2.10 ("all tensors should have the same
type"; found by the adapt34b variant sweep of st ops/cpu test_meshgrid_op.py); msgraph computed it.  One dtype
still computes (int32, float16, 'ij' and 'xy').  In a Cell, both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, indexing):
        super().__init__()
        self.op = ops.Meshgrid(indexing=indexing)

    def construct(self, a, b, c):
        return self.op((a, b, c))


a = np.array([1, 2], np.int32)
b = np.array([3, 4, 5], np.int32)
c = np.array([6], np.int32)
emit_error("mixed_float", Net("xy"), Tensor(a), Tensor(b.astype(np.float32)), Tensor(c))
emit_error("mixed_int64", Net("ij"), Tensor(a), Tensor(b), Tensor(c.astype(np.int64)))
emit_error("same_int32", Net("ij"), Tensor(a), Tensor(b), Tensor(c))
emit_error("same_float16", Net("xy"), Tensor(a.astype(np.float16)), Tensor(b.astype(np.float16)), Tensor(c.astype(np.float16)))
