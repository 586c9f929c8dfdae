"""A bfloat16 Tensor divided by a Python number (ut common/test_npy_bfloat16.py, adapted): MindSpore 2.10's CPU Divs
kernel takes bfloat16 (the number rounded to bfloat16 first, as Mul's), in both modes; msgraph raised its
"Select CPU operator[Divs] fail" TypeError.  Beside it the kernels that refuse bfloat16 (Pow) and the Tensor forms."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable
from _conf import emit, emit_error

b = Tensor([1, 2, 3], ms.bfloat16)


class Div(nn.Cell):
    def construct(self, a, k):
        return a / k


emit("div_float", (b / 3.0).float())
emit("div_int", (b / 3).float())
emit("div_neg", (b / -0.37).float())
emit("div_bool", (b / True).float())
emit("div_dtype", str((b / 3.0).dtype))
emit("div_mutable", (b / mutable(3.0)).float())
emit("div_in_cell", Div()(b, 3.0).float())
emit("div_bf16_tensor", (b / Tensor([3.0, 3.0, 3.0], ms.bfloat16)).float())
emit("div_f32_tensor", b / Tensor([3.0, 3.0, 3.0], ms.float32))
emit("div_i32_tensor", (b / Tensor([3, 3, 3], ms.int32)).float())
emit("floordiv_float", (b // 2.0).float())
emit("mul_float", (b * 1.5).float())
emit_error("pow_float", lambda: b ** 2.0)
