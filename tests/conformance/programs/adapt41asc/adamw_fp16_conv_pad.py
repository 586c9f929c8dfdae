"""AdamWeightDecay of a float16 var with float32 moments, Conv2D's pad check (st ops/ascend test_adam_weight_decay /
acl test_conv2d variants, adapt41asc).  Silent: MindSpore 2.10's AdamWeightDecay on a float16 var with float32 m / v
(mixed precision) steps in float32 and rounds var once: the moments keep float32 values and epsilon 1e-8 stays
non-zero (msgraph stepped in float16: m / v of float16 precision, and var NaN where v is 0, eps having underflowed).
Conv2D(pad_mode='valid', pad=1) is a ValueError (msgraph TypeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, Parameter
from mindspore.ops import operations as P
from _conf import emit_error


def ar(shape, dt="float32", scale=1.0, off=0.0):
    n = int(np.prod(shape))
    return Tensor(((np.arange(n) * 7 % 11) * scale + off).reshape(shape).astype(dt))


class AdamW(nn.Cell):
    def __init__(self, vdt, mdt):
        super().__init__()
        self.op = P.AdamWeightDecay()
        self.var = Parameter(ar((2, 3), vdt, 0.5), name="var")
        self.m = Parameter(ar((2, 3), mdt, 0.1), name="m")
        self.v = Parameter(ar((2, 3), mdt, 0.01), name="v")

    def construct(self, lr, g):
        self.op(self.var, self.m, self.v, lr, 0.9, 0.999, 1e-8, 0.01, g)
        return self.var, self.m, self.v


for vdt, mdt, gdt in [("float16", "float32", "float16"), ("float32", "float32", "float16"),
                      ("float16", "float16", "float16"), ("float32", "float32", "float32")]:
    emit_error(f"AdamWeightDecay_var_{vdt}_m_{mdt}_g_{gdt}", lambda: AdamW(vdt, mdt)(0.01, ar((2, 3), gdt, 0.3, -1.0)))
emit_error("AdamWeightDecay_var_float16_m_float32_g_float32", lambda: AdamW("float16", "float32")(
    0.01, ar((2, 3), "float32", 0.3, -1.0)))
emit_error("AdamWeightDecay_mixed_tensor_lr", lambda: AdamW("float16", "float32")(
    Tensor(np.float32(0.05)), ar((2, 3), "float16", 0.3, -1.0)))


class Conv(nn.Cell):
    def __init__(self, *a, **k):
        super().__init__()
        self.op = P.Conv2D(*a, **k)

    def construct(self, x, w):
        return self.op(x, w)


emit_error("Conv2D_valid_with_pad", lambda: Conv(2, 3, pad_mode="valid", pad=1)(ar((1, 2, 4, 4)), ar((2, 2, 3, 3))))
emit_error("Conv2D_same_with_pad", lambda: Conv(2, 3, pad_mode="same", pad=(1, 1, 1, 1))(ar((1, 2, 4, 4)), ar((2, 2, 3, 3))))
emit_error("Conv2D_pad_mode_pad", lambda: Conv(2, 3, pad_mode="pad", pad=1)(ar((1, 2, 4, 4)), ar((2, 2, 3, 3), "float32", 0.1)))
