"""ops.tensor_split / Tensor.tensor_split with negative and out-of-range indices: each piece is x[lo:hi] with
Python's slice rules (numpy.array_split); msgraph clamped negatives to 0 before (silently different pieces).
Also array_func.split_ext with a list of sizes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.ops.function.array_func import split_ext
from _conf import emit, emit_error


class TensorSplit(nn.Cell):
    def construct(self, x, idx):
        return ops.tensor_split(x, idx)


class TensorSplitAxis1(nn.Cell):
    def construct(self, x, idx):
        return x.tensor_split(idx, 1)


class SplitExt(nn.Cell):
    def construct(self, x, sizes):
        return split_ext(x, sizes, 1)


x = ms.Tensor(np.arange(12), ms.int64)
x2 = ms.Tensor(np.arange(24).reshape(2, 12).astype(np.float32))
for i, idx in enumerate(([-18, -14, -10], [-5, 4, 3, 7], [3, -2, 20], [-1], [0, 0, 5], [14, -3], (2, 9, 4))):
    emit(f"split_{i}", [o.asnumpy() for o in TensorSplit()(x, idx)])
    emit(f"axis1_{i}", [o.asnumpy() for o in TensorSplitAxis1()(x2, idx)])
emit("split_ext_list", [o.asnumpy() for o in SplitExt()(x2, [5, 7])])
emit_error("split_ext_bad_sum", lambda: [o.asnumpy() for o in SplitExt()(x2, [5, 6])])
