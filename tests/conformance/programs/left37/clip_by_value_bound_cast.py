"""left37: ops.clip_by_value casts each bound to x's dtype before Maximum / Minimum (MindSpore 2.10, both modes,
measured): an integer x's float bounds truncate (Tensor(-0.5) -> 0, -1.5 -> -1, 2.5 -> 2), so x == 0 ties the
bound and Maximum's halved gradient truncates to 0 (msgraph compared with -0.5 and passed 1); a float16 x with a
float32 Tensor bound 0.1 ties its float16 rounding (gradient 0.5); the bounds' own gradients come back in their
dtypes."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from _conf import emit


class C(nn.Cell):
    def construct(self, x, lo, hi):
        return ops.clip_by_value(x, lo, hi)


class CL(nn.Cell):
    def construct(self, x):
        return ops.clip_by_value(x, -0.5, 2.5)


xi = Tensor(np.array([-2, -1, 0, 1, 2, 3], np.int32))
cases = [
    ("int32_t05_t25", xi, Tensor(-0.5), Tensor(2.5)),
    ("int32_t15", xi, Tensor(-1.5), Tensor(1.5)),
    ("int32_lo_only", xi, Tensor(np.float32(-0.5)), None),
    ("float16_t32", Tensor(np.array([0.1, 0.5, 1.0, 2.0], np.float16)), Tensor(np.float32(0.1)), Tensor(np.float32(1.0))),
    ("int64_mixed", Tensor(np.array([-2, 0, 1, 3], np.int64)), Tensor(np.float32(-0.5)), Tensor(np.int32(1))),
    ("uint8_numbers", Tensor(np.array([0, 5, 1, 3], np.uint8)), 0.5, 2.7),
    ("int32_tensor_lo", xi[:4], Tensor(np.array([-0.5, 0.5, 1.5, 3.7], np.float32)), None),
    ("int8_f64_hi", Tensor(np.array([-2, 0, 1, 3], np.int8)), None, Tensor(np.float64(0.9))),
    ("float64_t32", Tensor(np.array([0.1, 0.5, 1.0, 2.0], np.float64)), Tensor(np.float32(0.1)), 1.0),
]
for name, x, lo, hi in cases:
    emit(f"fwd_{name}", C()(x, lo, hi), rtol=0, atol=0)
    emit(f"grad_{name}", ops.GradOperation(get_all=True)(C())(x, lo, hi), rtol=0, atol=0)
emit("grad_numbers_int32", ops.GradOperation()(CL())(xi), rtol=0, atol=0)
