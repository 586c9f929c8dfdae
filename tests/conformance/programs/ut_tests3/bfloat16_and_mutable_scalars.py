"""ms.bfloat16 exists and compares as MindSpore's (MindSpore's st test utilities test `dtype == ms.bfloat16`);
ms.mutable numbers passed straight to ops (PyNative and inside a Cell)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, mutable
from _conf import emit

emit("bf16_str", [str(ms.bfloat16), repr(ms.bfloat16)])
x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
emit("bf16_compare", [x.dtype == ms.bfloat16, ms.bfloat16 == ms.float16, ms.bfloat16 == ms.bfloat16,
                      ms.bfloat16 in (ms.float16, ms.bfloat16), ms.float32 in (ms.float16, ms.bfloat16)])
emit("bf16_mstype", ms.common.dtype.bfloat16 == ms.bfloat16)

emit("mutable_float_mul", ops.mul(x, mutable(1e-5)))
emit("mutable_int_add", ops.add(x, mutable(2)))
emit("mutable_float_pow", ops.pow(x, mutable(2.0)))
emit("mutable_in_isclose", ops.isclose(x, x + 1e-6, mutable(1e-5), mutable(1e-8)))


class Scale(nn.Cell):
    def construct(self, v, s):
        return ops.mul(v, s) + s


emit("mutable_cell", Scale()(x, mutable(0.5)))
emit("mutable_cell_int", Scale()(x, mutable(3)))
