"""mindspore.numpy as MindSpore 2.10: maximum / minimum / clip give NaN where an operand is NaN (ops.maximum picks
the other operand) and a 0-d operand takes the other's dtype; sign is x / |x| where x != 0 (+-inf and NaN give NaN,
an integer's sign is Float32); nanmean is computed in float32 unless the input is float64, nanvar / nanstd are
Float32.  ops.leaky_relu / nn.LeakyReLU keep +-inf (maximum(alpha * x, x))."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import nn, ops
from _conf import emit

NAN = np.array([[1.0, np.nan, 2.0, -np.inf], [np.inf, -1.0, 0.5, np.nan], [-np.inf, 3.0, 1.0, 0.0]])


class M(nn.Cell):
    def construct(self, x):
        return (mnp.maximum(x, 0), mnp.minimum(x, x[:1]), mnp.clip(x, -1, 1), mnp.sign(x), mnp.nanmean(x, 0),
                mnp.nanmean(x), mnp.nanvar(x, 1), mnp.nanstd(x), mnp.maximum(x, ms.Tensor(np.float32(0.5))),
                mnp.minimum(ms.Tensor(np.float32(0.5)), x))


class Leaky(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l = nn.LeakyReLU(0.2)

    def construct(self, x):
        return ops.leaky_relu(x, 0.1), self.l(x), ops.leaky_relu(x, 1.5)


for dt in ("float32", "float16", "float64"):
    x = ms.Tensor(NAN.astype(dt))
    emit(f"mnp_{dt}", M()(x), rtol=2e-3, atol=2e-3)
    emit(f"leaky_{dt}", Leaky()(x), rtol=2e-3, atol=2e-3)
xi = ms.Tensor(np.array([[3, -2, 0], [1, 5, -7]], np.int32))
emit("mnp_int", (mnp.sign(xi), mnp.maximum(xi, ms.Tensor(np.float32(2.5))), mnp.clip(xi, 0, 2), mnp.nanmean(xi, 1)))
emit("leaky_grad", ms.grad(Leaky())(ms.Tensor(np.array([-2.0, 0.0, 3.0], np.float32))))
