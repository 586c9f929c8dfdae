"""Renorm as MindSpore 2.10's kernel computes it (tests/st/ops/cpu/test_renorm_op.py, float16 and float32 cases):
the p-norm accumulated in float64 and rounded to the input's dtype, then (x / norm) * maxnorm with no epsilon.
msgraph computed maxnorm / (norm + 1e-7) in the input's dtype and multiplied: float16 results were one or more
ulps off in a quarter to two thirds of the elements, float32 in up to two thirds, float64 by 1e-10 relative."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, p, dim, mx):
        super().__init__()
        self.renorm = ops.Renorm(p, dim, mx)
        self.p, self.dim, self.mx = p, dim, mx

    def construct(self, x):
        return self.renorm(x), ops.renorm(x * 2, self.p, self.dim, self.mx)


rng = np.random.RandomState(0)
for dt in (np.float16, np.float32, np.float64):
    x = Tensor((rng.randn(4, 6, 5) * 3).astype(dt))
    for p, dim, mx in [(1, 0, 5.0), (2, 1, 3.0), (3, 2, 4.0), (2, 0, 100.0)]:
        a, b = Net(p, dim, mx)(x)
        emit(f"renorm_{dt.__name__}_{p}_{dim}", a)
        emit(f"renorm_x2_{dt.__name__}_{p}_{dim}", b)

x = Tensor((rng.randn(3, 4) * 2).astype(np.float32))
w = Tensor(np.linspace(-1, 2, 12).reshape(3, 4).astype(np.float32))


def weighted(t):
    return ops.renorm(t, 2, 0, 1.5) * w


emit("renorm_grad_f32", ms.grad(weighted)(x))
# MindSpore's argument checks (msgraph accepted all of these, ZeroDivisionError for p=0)
emit("renorm_prim_p_attr", ops.Renorm(2, 0, 1.0).p)
emit_error("renorm_float_p", lambda: ops.renorm(x, 2.0, 0, 1.0))
emit_error("renorm_bool_p", lambda: ops.renorm(x, True, 0, 1.0))
emit_error("renorm_p0", lambda: ops.Renorm(0, 0, 1.0))
emit_error("renorm_neg_p", lambda: ops.Renorm(-1, 0, 1.0))
emit_error("renorm_int_maxnorm", lambda: ops.renorm(x, 2, 0, 1))
emit_error("renorm_tensor_int_maxnorm", lambda: x.renorm(2, 0, 1))
emit_error("renorm_float_dim", lambda: ops.Renorm(2, 0.0, 1.0))
emit_error("renorm_neg_maxnorm", lambda: ops.Renorm(2, 0, -1.5)(x))
emit_error("renorm_dim_oob", lambda: ops.renorm(x, 2, 5, 1.0))
emit_error("renorm_dim_neg_oob", lambda: ops.renorm(x, 2, -3, 1.0))
emit_error("renorm_int_input", lambda: ops.renorm(Tensor(np.ones((2, 3), np.int32)), 2, 0, 1.0))
emit_error("renorm_scalar", lambda: ops.renorm(Tensor(2.0), 2, 0, 1.0))
emit("renorm_neg_dim", ops.renorm(x, 7, -1, 1.0))
