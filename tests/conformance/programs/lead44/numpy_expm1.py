"""``mindspore.numpy.expm1`` is MindSpore 2.10's Expm1 kernel (st numpy_native test_math_ops::test_expm1, 5 decimals
against numpy): msgraph computed ``exp(x) - 1``, whose float32 rounding gave 53.598206 for x = 4 (53.59815)."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from _conf import emit

x = np.array([[3, 3, 1], [2, 0.5, 4]], np.float32)


@ms.jit
def f(t):
    return mnp.expm1(t)


emit("expm1_f32", mnp.expm1(ms.Tensor(x)), rtol=1e-7, atol=1e-12)
emit("expm1_f32_jit", f(ms.Tensor(x)), rtol=1e-7, atol=1e-12)
emit("expm1_f16", mnp.expm1(ms.Tensor(x.astype(np.float16))))
emit("expm1_f64_small", mnp.expm1(ms.Tensor(np.array([1e-8, 4.0], np.float64))), rtol=1e-7, atol=1e-12)
emit("expm1_number", mnp.expm1(2.0))
emit("expm1_dtype", mnp.expm1(ms.Tensor(x), dtype=ms.float16))
emit("expm1_grad", ms.grad(f)(ms.Tensor(x)), rtol=1e-7, atol=1e-12)
