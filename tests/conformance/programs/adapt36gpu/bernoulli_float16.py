"""`ops.bernoulli` / `P.Bernoulli` of a float16 x (st ops/gpu bernoulli variants, adapt36gpu): MindSpore 2.10's
Bernoulli takes bool, float32/64, int8/16/32/64 and uint8 only: float16 is a TypeError in both modes (msgraph had
sampled).  The other dtypes: shape and dtype of the (seeded) samples."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = P.Bernoulli(seed=1)

    def construct(self, x, p):
        return self.p(x, p)


def meta(t):
    return f"{t.dtype}{tuple(t.shape)}"


P05 = Tensor(np.array([0.5]), ms.float32)
for dt in [ms.float16, ms.float32, ms.float64, ms.int8, ms.int16, ms.int32, ms.int64, ms.uint8, ms.bool_]:
    emit_error(f"fn_{dt}", lambda: meta(ops.bernoulli(Tensor(np.ones((2, 3)), dt), 0.3, seed=1)))
    emit_error(f"prim_{dt}", lambda: meta(Net()(Tensor(np.ones((2, 3)), dt), P05)))
emit("done", 1)
