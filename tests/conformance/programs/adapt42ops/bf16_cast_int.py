"""ops.Cast of a bfloat16 Tensor to the 8-bit integers, third pass (adapt42ops): MindSpore 2.10 converts as from
float32, wrapping out of range (255.0 -> int8 -1, -1.5 -> uint8 255, 300.0 -> 44) as its float32 casts do; msgraph's
ml_dtypes conversion gave 0 there (SILENT).  The wider integers, bool and the floats agreed."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.cast = ops.Cast()
        self.dt = dt

    def construct(self, x):
        return self.cast(x, self.dt)


V = np.array([-1.5, 0.5, 2.7, -0.0, 127.0, 255.0, 300.0, -129.0, -200.0], np.float32)
X = Tensor(V, ms.bfloat16)
for dt in ["int8", "uint8", "int16", "int32", "int64", "bool"]:
    emit_error(f"bf16_to_{dt}", lambda: Fn(getattr(ms, dt))(X))
    emit_error(f"f32_to_{dt}", lambda: Fn(getattr(ms, dt))(Tensor(V)))
emit_error("bf16_0d_to_uint8", lambda: Fn(ms.uint8)(Tensor(np.float32(-3.0), ms.bfloat16)))
emit_error("bf16_to_int8_method", lambda: X.astype(ms.int8))
