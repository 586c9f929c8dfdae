"""`ops.sum` / `ReduceSum` / `ops.mean` of a 0-d input over the axes (0, -1) -- the same dim twice -- is MindSpore
2.10's RuntimeError ("dim=0 appears multiple times in the list of dims"), as for an n-d input; msgraph reduced a 0-d
input over any axes (found by the adapt38om sweep, `ops.sum(x, (0, -1), keepdim=True)` over 0-d inputs of 9 dtypes).
MindSpore raises it at the first read of the result (asynchronously): each case reads it inside emit_error.  One
axis (0 or -1) still reduces."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class S(nn.Cell):
    def construct(self, x):
        return ops.sum(x, (0, -1), keepdim=True)


z = Tensor(np.float32(1.5))
zi = Tensor(np.int32(3))
emit("sum_0d_ax0", ops.sum(z, 0))
emit("sum_0d_axm1_keep", ops.sum(zi, -1, keepdim=True))
emit_error("sum_0d_dup_f32", lambda: ops.sum(z, (0, -1), keepdim=True).asnumpy())
emit_error("sum_0d_dup_i32", lambda: ops.sum(zi, (0, 0)).asnumpy())
emit_error("cell_sum_0d_dup", lambda: S()(z).asnumpy())
emit("after", ops.sum(z, (0,)))
