"""`ops.unsorted_segment_sum` (the function) with a segment id >= num_segments (adapt35q "Left"): MindSpore 2.10's
CPU kernel refuses it with a RuntimeError ("segment_ids value should be [0, 3)") in both modes, as the Primitive
does; negative ids are dropped.  msgraph's function dropped every id out of range silently."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit_error

x = Tensor(np.arange(6, dtype=np.float32))
x2 = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))


class Seg(nn.Cell):
    def construct(self, a, b):
        return ops.unsorted_segment_sum(a, b, 3)


for name, ids in (("high", [0, 1, 5, 2, 1, 0]), ("eq_n", [0, 1, 3, 2, 1, 0]), ("neg", [0, -1, 1, 2, 1, -4]),
                  ("ok", [0, 1, 2, 2, 1, 0])):
    i = Tensor(np.array(ids, np.int32))
    emit_error("fn_" + name, lambda i=i: ops.unsorted_segment_sum(x, i, 3))
    emit_error("cell_" + name, lambda i=i: Seg()(x, i))
emit_error("fn_2d_high", lambda: ops.unsorted_segment_sum(x2, Tensor(np.array([0, 4, 1, 2], np.int64)), 3))
emit_error("fn_2d_neg", lambda: ops.unsorted_segment_sum(x2, Tensor(np.array([0, -2, 1, 2], np.int64)), 3))
# a composition built on segment sums keeps its result (Gather's gradient)
def gsum(p):
    return ops.gather(p, Tensor(np.array([1, 1, 3], np.int32)), 0).sum()


emit_error("gather_grad", lambda: ms.grad(gsum)(x2))


@ms.jit
def seg_jit_ok(a, b):
    return ops.unsorted_segment_sum(a, b, 3)


@ms.jit
def seg_jit(a, b):
    return ops.unsorted_segment_sum(a, b, 3)


emit_error("jit_ok", lambda: seg_jit_ok(x, Tensor(np.array([0, 1, 2, 2, -1, 0], np.int32))))
emit_error("jit_high", lambda: seg_jit(x, Tensor(np.array([0, 1, 5, 2, 1, 0], np.int32))))
