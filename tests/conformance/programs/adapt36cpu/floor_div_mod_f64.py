"""float64 FloorDiv / FloorMod (``//``, ``%``, ops.floor_divide / floor_mod / remainder / div(rounding_mode=
'floor'), the FloorMod gradient): MindSpore 2.10's float64 kernels compute floor(x / y) of the rounded quotient and
x - floor(x / y) * y, so 1.0 // 0.1 is 10.0 and 1.0 % 0.1 is 0.0; msgraph used numpy's exact floor division (9.0,
0.09999999999999995), silently, in both modes.  float32 / float16 are unchanged (they match numpy's).  Found by
adapting st/ops/cpu's FloorMod / Mod tests to float64 and gradients (session 36, adapt36cpu)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

xs = np.array([1.0, -1.0, 7.0, 0.3, 5.0, 1e10, -3.3, 0.7, 2.0, 1.1, 0.0, -0.0, 6.0, -6.0], np.float64)
ys = np.array([0.1, 0.1, 0.7, 0.1, 0.5, 0.3, 1.1, 0.1, 0.2, -0.1, 0.3, 0.3, -3.0, 3.0], np.float64)
x, y = Tensor(xs), Tensor(ys)


@ms.jit
def jitted(u, v):
    return (u // v) * 2 + u % v


class Net(nn.Cell):
    def construct(self, a, b):
        return a // b, a % b, ops.floor_divide(a, b), ops.floor_mod(a, b)


for dt in (ms.float64, ms.float32):
    a, b = x.astype(dt), y.astype(dt)
    emit("floordiv_%s" % dt, a // b)
    emit("floormod_%s" % dt, ops.floor_mod(a, b))
    emit("remainder_%s" % dt, ops.remainder(a, b))
    emit("div_floor_%s" % dt, ops.div(a, b, rounding_mode="floor"))
    emit_error("net_%s" % dt, lambda a=a, b=b: Net()(a, b))
    emit_error("jit_%s" % dt, lambda a=a, b=b: jitted(a, b))
    emit_error("grad_mod_%s" % dt, lambda a=a, b=b: ops.GradOperation(get_all=True)(ops.floor_mod)(a, b))
    emit_error("grad_mod_bc_%s" % dt, lambda a=a, dt=dt: ops.GradOperation(get_all=True)(ops.floor_mod)(
        a, Tensor(np.array([0.1]), dt)))
emit("scalar_rhs", x // 0.1)
emit("scalar_mod_rhs", x % 0.1)
