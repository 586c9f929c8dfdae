"""Graph mode folds a reduction of a constant Tensor (a Cell attribute) while it compiles, with numpy
(MindSpore 2.10's infer_value_for_ReduceSum / _infer_value_for_Reduce): a repeated axis is taken once there
(st ops/gpu test_reduce_sum_op's axis (1, 2, 2, 1, 1, 2)), an axis named twice in two spellings is numpy's
ValueError, and the folded result keeps numpy's dtype (ReduceAny of uint8 is bool there)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error

ms.set_context(mode=ms.GRAPH_MODE)

X = np.arange(8, dtype=np.float32).reshape(2, 1, 1, 4) - 3.5


class Red(nn.Cell):
    def __init__(self, prim, x, axis):
        super().__init__()
        self.prim = prim
        self.x = Tensor(x)
        self.axis = axis

    def construct(self):
        return self.prim(self.x, self.axis)


for name in ("ReduceSum", "ReduceMean", "ReduceProd", "ReduceMax", "ReduceMin"):
    for axis in ((1, 2, 2, 1, 1, 2), (0, 0), (3, 0, 3)):
        for kd in (False, True):
            emit(f"{name} {axis} keep_dims={kd}", Red(getattr(P, name)(kd), X, axis)())

B = np.array([[0, 1, 0], [0, 0, 0]], np.uint8)
for name in ("ReduceAll", "ReduceAny"):
    for axis in ((1, 1), (0, 1, 0)):
        emit(f"{name} uint8 {axis}", Red(getattr(P, name)(False), B, axis)())
emit("ReduceMax int32 (0, 0)", Red(P.ReduceMax(False), np.array([[3, -1], [2, 7]], np.int32), (0, 0))())

emit_error("ReduceSum (-1, 3)", lambda: Red(P.ReduceSum(False), X, (-1, 3))())
emit_error("ReduceMax (0, -4)", lambda: Red(P.ReduceMax(True), X, (0, -4))())
