"""Tensor.clamp / Tensor.clip as MindSpore 2.10: they are ops.clamp, whose gradient passes where min <= x <= max,
bounds included (ops.clip_by_value halves it where x ties a bound); Tensor.clip takes min= / max= keywords."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint
from _conf import emit


class C(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        if self.k == 0:
            return x.clamp(-1.0, 1.0)
        if self.k == 1:
            return x.clip(-1.0, 1.0)
        if self.k == 2:
            return x.clamp(min=-1.0)
        if self.k == 3:
            return x.clip(min=-1.0, max=1.0)
        if self.k == 4:
            return ops.clip_by_value(x, -1.0, 1.0)
        if self.k == 5:
            return ops.clamp(x, -1.0, 1.0)
        if self.k == 6:
            return mint.clamp(x, -1.0, 1.0)
        return x.clamp(ms.Tensor(-1.0), ms.Tensor(1.0))


x = ms.Tensor(np.array([-2.0, -1.0, 0.0, 1.0, 2.0, 0.5], np.float32))
for k in range(8):
    emit(f"clamp{k}", C(k)(x))
    emit(f"clamp{k}_grad", ms.grad(C(k))(x))
xi = ms.Tensor(np.array([-3, -1, 0, 2, 5], np.int32))
emit("clip_int_kw", C(3)(xi))
emit("clamp_int_float", C(0)(xi))
