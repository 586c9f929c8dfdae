"""ops.lgamma / ops.digamma / ops.mvlgamma and their Tensor methods (tests/st/ops/cpu/test_mvlgamma_op.py):
values incl. poles, float dtypes, int input of lgamma, lgamma's gradient, mvlgamma's p check."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import functional as F
from _conf import emit, emit_error


class Lg(nn.Cell):
    def construct(self, x):
        return ops.lgamma(x), ops.digamma(x)


class Mv(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, x):
        return F.mvlgamma(x, p=self.p), x.mvlgamma(p=self.p)


class LgGrad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.grad = ops.GradOperation()

    def construct(self, x):
        return self.grad(ops.lgamma)(x)


v = np.array([0.5, 3.0, -1.5, 0.0, -2.0, 10.25, 1e-3], np.float32)
emit("lgamma_digamma_f32", Lg()(Tensor(v)), rtol=1e-5, atol=1e-5)
emit("lgamma_digamma_f64", Lg()(Tensor(v.astype(np.float64))), rtol=1e-6, atol=1e-6)
emit("lgamma_digamma_f16", Lg()(Tensor(v[:6].astype(np.float16))), rtol=3e-3, atol=3e-3)
emit("lgamma_int", ops.lgamma(Tensor(np.array([1, 2, 5, 0, -3], np.int32))), rtol=1e-6)
emit("tensor_methods", (Tensor(v[:3]).lgamma(), Tensor(v[:3]).digamma()), rtol=1e-5, atol=1e-5)
x = Tensor([[3, 4, 5], [4, 2, 6]], ms.float32)
emit("mvlgamma_p3", Mv(3)(x), rtol=1e-5)
emit("mvlgamma_p1_f64", Mv(1)(Tensor(np.array([0.75, 2.5], np.float64))), rtol=1e-10)
emit("lgamma_grad", LgGrad()(Tensor(np.array([0.5, 2.0, 7.5], np.float32))), rtol=1e-5, atol=1e-6)
emit_error("mvlgamma_p0", lambda: F.mvlgamma(x, p=0))
