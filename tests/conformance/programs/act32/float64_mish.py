"""float64 Mish as MindSpore 2.10's CPU kernel computes it: in float32 and widened (its float64 results are its
float32 ones, all of 4096, act32), so x * tanh(softplus(x)) is NaN past x = 44 (float32's (1 + e^x)^2 overflows:
inf / inf) and float32-accurate elsewhere; msgraph had computed float64 (x itself there; 3244 of 4096 values
differed, 14 of them NaN against a finite value).  The grid is compared at float32's level (msgraph's float32 Mish
is not MindSpore's bit for bit: docs/differences.md), the large values exactly.  Both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

X = np.concatenate([((np.arange(1024, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 24.0, [0.0, 1.0, -1.0, 20.0]])
BIG = np.array([44.5, 50.0, 88.0, 89.0, 100.0, 1e10, 3e38, -50.0, -100.0])


class MishCell(nn.Cell):
    def construct(self, v):
        return ops.mish(v)


emit("ops.mish float64 grid", MishCell()(Tensor(X)), rtol=1e-3, atol=1e-6)
emit("ops.mish float64 large", MishCell()(Tensor(BIG)), rtol=0.0, atol=0.0)
emit("nn.Mish float64 large", nn.Mish()(Tensor(BIG)), rtol=0.0, atol=0.0)
