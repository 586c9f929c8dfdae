"""``copy.deepcopy`` of a dynamic-shape placeholder (``Tensor(shape=[None, None], dtype=...)``,
``Tensor(shape=None, dtype=...)``): MindSpore 2.10 keeps it a placeholder, shape (-1, -1) / (-2,), and a Cell's
``set_inputs`` with the copies accepts any shape (any rank) as the original would.  ``copy.copy`` of one is
MindSpore's ValueError "negative dimensions are not allowed" (measured).  msgraph copied the empty stand-in data:
SILENT shape (0, 0) / (0,), and ``set_inputs`` with the copy then refused a (3, 4, 5) input ("the dims of 1th input
must be the same as expected, but got expected: 1, and input: 3").  MindSpore's st TEST_OP deep-copies its
``set_inputs`` declarations: every TEST_OP resize check run in Graph mode failed (st ops/test_any.py
test_any_dynamic_shape_testop with the mode flipped, found by flip47o)."""
import copy

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class AnyNet(nn.Cell):
    def construct(self, x):
        return ops.any(x > 10)


class SumNet(nn.Cell):
    def construct(self, x, y):
        return x.sum() + y


dyn = Tensor(shape=[None, None, None], dtype=ms.float32)
rank = Tensor(shape=None, dtype=ms.float32)
part = Tensor(shape=[None, 3], dtype=ms.int32)

emit("deepcopy_dyn_shape", copy.deepcopy(dyn).shape)
emit("deepcopy_dyn_dtype", str(copy.deepcopy(dyn).dtype))
emit("deepcopy_rank_shape", copy.deepcopy(rank).shape)
emit("deepcopy_part_shape", copy.deepcopy(part).shape)
emit("deepcopy_in_list", [t.shape for t in copy.deepcopy([dyn, rank])])
emit("original_after", (dyn.shape, rank.shape))
emit_error("copy_dyn", copy.copy, dyn)

x3 = Tensor(np.arange(60).reshape(3, 4, 5).astype(np.float32))
x4 = Tensor(np.arange(24).reshape(2, 3, 2, 2).astype(np.float32))

net = AnyNet()
net.set_inputs(*copy.deepcopy([dyn]))
emit("set_inputs_copy_run", net(x3))
net.set_inputs(*copy.deepcopy([rank]))
emit("set_inputs_copy_rank_run3", net(x3))
emit("set_inputs_copy_rank_run4", net(x4))

net2 = SumNet()
net2.set_inputs(*copy.deepcopy([part, Tensor(shape=None, dtype=ms.int32)]))
emit("set_inputs_part", net2(Tensor(np.arange(6).reshape(2, 3).astype(np.int32)), Tensor(np.int32(5))))
