"""left37: nn.LayerNorm / P.LayerNorm of a float64 input (MindSpore 2.10, both modes, measured): the output is
(x - mean) / sqrt(var + epsilon) with the square root taken in float32 (var and epsilon rounded to float32), the
division and gamma / beta in double (msgraph: all double; -0.8941887682691796 for -0.8941887751732857 at epsilon
0.1).  MindSpore's float64 gradient is float32-precise (its LayerNormGrad): compared at rtol 1e-5 only."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from _conf import emit

x64 = Tensor(np.arange(12).reshape(2, 6).astype(np.float64) / 7 - 0.5)
x2 = Tensor(np.array([[0.3, -1.2, 2.5, 0.01, 7.0, -3.3], [1e-3, 2e-3, -5e-3, 0.0, 1e-4, 3e-3]]))
s2 = Tensor(np.array([[1.0, -0.5, 0.25, 2.0, -1.0, 0.3], [0.7, 0.1, -0.9, 1.5, 0.2, -0.4]]))
g = Tensor(np.array([1.0, 2.0, 0.5, -1.0, 0.3, 1.5]))
b = Tensor(np.array([0.1, 0.0, -0.2, 0.3, 0.0, 1.0]))


class PL(nn.Cell):
    def __init__(self, eps):
        super().__init__()
        self.p = ops.LayerNorm(1, 1, epsilon=eps)

    def construct(self, x, g, b):
        return self.p(x, g, b)


for eps in (0.1, 1e-5, 1e-7):
    emit(f"ln_{eps}", nn.LayerNorm((6,), epsilon=eps)(x64), rtol=0, atol=0)
    ln = nn.LayerNorm((6,), epsilon=eps, gamma_init=g, beta_init=b)
    emit(f"ln_affine_{eps}", ln(x2), rtol=0, atol=0)
    emit(f"ln_grad_{eps}", ops.GradOperation(sens_param=True)(ln)(x2, s2), rtol=1e-5, atol=1e-7)
    emit(f"prim_{eps}", PL(eps)(x2, g, b), rtol=0, atol=0)
