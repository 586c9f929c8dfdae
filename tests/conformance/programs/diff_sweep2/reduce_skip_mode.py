"""ReduceSum(skip_mode=True) with an empty axis returns its input unreduced (MindSpore 2.10's graph mode; its
PyNative kernel returns stale memory there, plainly wrong, so the program is for graph mode); a non-empty axis
reduces as usual."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit

MODES = ("graph",)


class Skip(nn.Cell):
    def __init__(self):
        super().__init__()
        self.r = ops.ReduceSum(skip_mode=True)
        self.k = ops.ReduceSum(True, True)

    def construct(self, x):
        return self.r(x, ()), self.r(x, 1), self.k(x, ()), self.k(x, (0,))


for dt in ("float32", "int32", "float16"):
    emit(f"skip_mode_{dt}", Skip()(ms.Tensor(np.arange(12).reshape(3, 4).astype(dt) - 5)))
