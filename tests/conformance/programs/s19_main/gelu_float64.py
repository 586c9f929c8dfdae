"""float64 ops.gelu divides by the exact sqrt(2) in MindSpore 2.10, both modes (gelu(1.0) = 0.8413447460685429);
after session 19's float32 rounding of Python floats beside float64 Tensors, msgraph's composition divided by
sqrt(2) rounded to float32 (0.8413447502096956: silent)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


def g(t):
    return ops.gelu(t)


x = Tensor(np.array([1.0, -0.7, 2.3, 0.01, -3.5], np.float64))
emit("gelu_f64", g(x))
emit("gelu_f64_jit", ms.jit(g)(x))
