"""ops.L2Normalize with an epsilon that is 0 as a float32 or in the input's dtype, fourth pass (adapt43cpua): MindSpore
2.10 keeps epsilon as a float32 attribute and its kernel takes it in x's dtype; one that is 0 there -- 1e-12 or 1e-8
beside a float16 input, 1e-50 beside float32 or float64, 0.0 -- is its RuntimeError "the parameter of 'epsilon' can
not be zero" in both modes and under ms.grad (msgraph normalized); 1e-7 beside float16 computes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Norm(nn.Cell):
    def __init__(self, eps):
        super().__init__()
        self.norm = ops.L2Normalize(axis=-1, epsilon=eps)

    def construct(self, x):
        return self.norm(x) * 2


X = np.array([[0.5, -1.5, 2.0], [4.0, 3.25, -0.75]])
for dt, eps in (("float16", 1e-12), ("float16", 1e-8), ("float16", 1e-7), ("float32", 1e-50), ("float32", 0.0),
                ("float32", 1e-12), ("float64", 1e-50)):
    x = Tensor(X.astype(dt))
    emit_error(f"cell.{dt}.{eps}", lambda: Norm(eps)(x))
    emit_error(f"grad.{dt}.{eps}", lambda: ms.grad(Norm(eps))(x))
