"""Adapted from tests/st/ops/cpu/test_acos_op.py, test_asin_op.py, test_atan_op.py, test_cosh_op.py, test_erf_op.py,
test_erfc_op.py, test_expm1_op.py, test_exp_op.py, test_tan_op.py, test_atan2_op.py, test_ceil_op.py, test_half_op.py and
the *_grad_op.py tests (gradients of the same ops, maximum/minimum ties, relu6 edges)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error

class Sum1(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a):
        return self.fn(a).sum()


class Sum2(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b):
        return self.fn(a, b).sum()


def g1(fn, *args):
    return ops.GradOperation()(Sum1(fn))(*args)


def g2(fn, *args):
    return ops.GradOperation(get_all=True)(Sum2(fn))(*args)


v = np.array([-0.9, -0.5, 0.0, 0.3, 0.75], np.float32)
R = dict(rtol=1e-5, atol=1e-6)
for name, op in (("acos", P.ACos()), ("asin", P.Asin()), ("atan", P.Atan()), ("cosh", P.Cosh()), ("sinh", P.Sinh()),
                 ("erf", P.Erf()), ("erfc", P.Erfc()), ("expm1", P.Expm1()), ("exp", P.Exp()), ("tan", P.Tan()),
                 ("tanh", P.Tanh()), ("asinh", P.Asinh()), ("atanh", P.Atanh()), ("sigmoid", P.Sigmoid()),
                 ("reciprocal", P.Reciprocal()), ("rsqrt", P.Rsqrt()), ("log1p", P.Log1p()), ("ceil", P.Ceil()),
                 ("floor", P.Floor()), ("round", P.Round())):
    emit(name + "_f32", op(Tensor(v)), **R)
    emit(name + "_f16", op(Tensor(v.astype(np.float16))), rtol=2e-3, atol=2e-3)
    emit(name + "_f64", op(Tensor(v.astype(np.float64))), rtol=1e-10, atol=1e-12)
    emit(name + "_grad", g1(op, Tensor(v[1:4])), rtol=1e-4, atol=1e-5)
emit("acosh", P.Acosh()(Tensor(np.array([1.0, 1.5, 10.0, 0.5], np.float32))), **R)
emit("atan2", P.Atan2()(Tensor(v), Tensor(np.array([1.0, -1.0, 0.0, -0.0, -2.0], np.float32))), **R)
emit("atan2_grad", g2(P.Atan2(), Tensor(v), Tensor(np.array([1.0, -1.0, 0.5, -0.25, -2.0], np.float32))), rtol=1e-4, atol=1e-5)
emit("round_half", P.Round()(Tensor(np.array([0.5, 1.5, 2.5, -0.5, -1.5], np.float32))))
emit("log_neg_zero", P.Log()(Tensor(np.array([-1.0, 0.0, 1.0], np.float32))))
emit("exp_int_error_or_value", ops.exp(Tensor(np.array([0.0, 1.0], np.float32))), **R)

x = Tensor(np.array([1.0, 2.0, 3.0, 6.0, -1.0], np.float32))
y = Tensor(np.array([1.0, 1.0, 3.5, 6.0, 0.0], np.float32))
emit("maximum_grad_ties", g2(P.Maximum(), x, y))
emit("minimum_grad_ties", g2(P.Minimum(), x, y))
emit("relu6_grad_edges", g1(P.ReLU6(), Tensor(np.array([-1.0, 0.0, 3.0, 6.0, 7.0], np.float32))))
emit("relu_grad_zero", g1(P.ReLU(), Tensor(np.array([-1.0, 0.0, 2.0], np.float32))))
emit("abs_grad_zero", g1(P.Abs(), Tensor(np.array([-1.0, 0.0, 2.0], np.float32))))
emit("sqrt_grad", g1(P.Sqrt(), Tensor(np.array([0.25, 4.0], np.float32))), **R)
emit("hswish_grad", g1(P.HSwish(), Tensor(np.array([-4.0, -3.0, 0.0, 3.0, 4.0], np.float32))), **R)
emit("pow_grad", g2(P.Pow(), Tensor(np.array([2.0, 0.5], np.float32)), Tensor(np.array([3.0, 2.0], np.float32))), **R)
emit("reduce_max_grad_ties", g1(P.ReduceMax(), Tensor(np.array([[1.0, 3.0, 3.0], [2.0, 2.0, 2.0]], np.float32))))
emit("reduce_mean_grad", g1(P.ReduceMean(), Tensor(np.ones((2, 3), np.float32))), **R)
