"""float16 MatMul / BatchMatMul / Dense values (msgraph multiplies float16 in float32 and rounds once, as
MindSpore's CPU kernel; st nn test_transformer runs float16 layers)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

a = Tensor((np.arange(48).reshape(6, 8) % 7 / 8 + 0.3).astype(np.float16))
b = Tensor((np.arange(40).reshape(8, 5) % 5 / 3 - 0.4).astype(np.float16))
out = ops.matmul(a, b)
emit("matmul", (out, str(out.dtype)), rtol=1e-3)
emit("matmul_tb", ops.MatMul(transpose_b=True)(a, ops.transpose(b, (1, 0))), rtol=1e-3)
c = Tensor((np.arange(60).reshape(3, 4, 5) % 9 / 4 - 1).astype(np.float16))
d = Tensor((np.arange(30).reshape(3, 5, 2) % 4 / 2).astype(np.float16))
emit("batch_matmul", ops.BatchMatMul()(c, d), rtol=1e-3)
emit("batch_matmul_ta", ops.BatchMatMul(transpose_a=True)(ops.transpose(c, (0, 2, 1)), d), rtol=1e-3)
dense = nn.Dense(8, 3, weight_init="ones", bias_init="zeros", dtype=ms.float16)
emit("dense", dense(a), rtol=1e-3)


def mm_sum(x, y):
    return ops.matmul(x, y).sum()


emit("grad", ops.grad(mm_sum, (0, 1))(a, b), rtol=1e-3)
