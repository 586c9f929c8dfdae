"""Found by a mint dtype sweep against MindSpore 2.10 (session 25): HSwish is +0 at exactly -3 (msgraph computed
-3 * 0 / 6 = -0, printed '-0.'); mint.transpose/mint.swapaxes take dims 0 and -1 of a 0-d Tensor and return it,
ops.swapaxes refuses any axis of a 0-d Tensor (a ValueError; msgraph raised IndexError); the nearest upsampling
kernels take uint8 (image masks) as well as floats."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from mindspore.mint.nn import functional as MF
from _conf import emit, emit_error, emit_stdout


class HSwish(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = nn.HSwish()

    def construct(self, x):
        return self.act(x), ops.hardswish(x), MF.hardswish(x)


x = Tensor(np.array([-4., -3., -1.5, 0., 3., 4.], np.float32))
emit("hswish", HSwish()(x))
emit("hswish signbit", [np.signbit(o.asnumpy()).tolist() for o in HSwish()(x)])
emit("hswish float16", HSwish()(x.astype(ms.float16)))
emit_stdout("hswish printed", lambda: print(ops.hardswish(Tensor(np.array([-3., 1.], np.float32)))))

t = Tensor(np.float32(2.5))
for args in [(0, 0), (0, -1), (-1, -1), (0, 1)]:
    for name, f in [("mint.transpose", mint.transpose), ("mint.swapaxes", mint.swapaxes), ("ops.swapaxes", ops.swapaxes)]:
        try:
            r = f(t, *args)
            r.asnumpy()     # (MindSpore's PyNative raises its kernel errors when the result is read)
            emit(f"{name} 0-d {args}", r)
        except Exception as e:  # noqa: BLE001
            emit_error(f"{name} 0-d {args}", e)


class Up(nn.Cell):
    def __init__(self, size):
        super().__init__()
        self.size = size

    def construct(self, x):
        return MF.interpolate(x, size=self.size, mode="nearest"), ops.interpolate(x, size=self.size, mode="nearest")


for k in (1, 2, 3):
    u = Tensor(np.arange(2 ** k * 3, dtype=np.uint8).reshape((1, 3) + (2,) * k))
    emit(f"uint8 nearest {k}-d scale", MF.interpolate(u, scale_factor=2.0, mode="nearest"))
    emit(f"uint8 nearest {k}-d size in a Cell", Up((3,) * k)(u))
m = Tensor(np.arange(12, dtype=np.uint8).reshape(1, 1, 3, 4))
emit("uint8 nn.Upsample nearest", nn.Upsample(scale_factor=2.0, mode="nearest", recompute_scale_factor=True)(m))
try:
    emit("int8 nearest", MF.interpolate(m.astype(ms.int8), scale_factor=2.0, mode="nearest"))
except Exception as e:  # noqa: BLE001
    emit_error("int8 nearest", e)
