"""Unary math primitives on edge values and dtypes (test_abs_op, test_neg_op, test_sign_op, test_sqrt_op,
test_square_op, test_exp_op, test_expm1_op, test_erf_op, test_erfc_op, test_ceil_op, test_trunc_op,
test_unary_op, test_isnan/isinf/isfinite)."""
import numpy as np
from mindspore import Tensor
from mindspore.ops import operations as P
from mindspore import ops
from _st import check, error

f = np.array([-2.5, -1.5, -0.5, 0.0, 0.5, 1.5, 2.5, 3.7], np.float32)
for dt in (np.float16, np.float32, np.float64):
    t = Tensor(f.astype(dt))
    n = np.dtype(dt).name
    for op in ("Abs", "Neg", "Sign", "Square", "Exp", "Floor", "Ceil", "Round", "Erf", "Erfc", "Trunc", "Expm1",
               "Sigmoid", "Tanh", "Sin", "Cos", "Atan", "Softsign", "Reciprocal"):
        check(f"{op}_{n}", getattr(P, op)(), t, rtol=2e-3 if dt == np.float16 else None)
for dt in (np.int8, np.int32, np.int64):
    t = Tensor(np.array([-3, -1, 0, 2, 7]).astype(dt))
    n = np.dtype(dt).name
    for op in ("Abs", "Neg", "Sign", "Square"):
        if not (op == "Sign" and dt == np.int8):  # MindSpore's Sign has no int8 kernel
            check(f"{op}_{n}", getattr(P, op)(), t)
special = Tensor(np.array([np.nan, np.inf, -np.inf, 0.0, -1.0, 4.0], np.float32))
for op in ("IsNan", "IsInf", "IsFinite", "Sqrt", "Rsqrt", "Log", "Log1p", "Sign", "Abs", "Exp"):
    check(f"{op}_special", getattr(P, op)(), special)
error("isfinite_int", P.IsFinite(), Tensor(np.array([1, 2], np.int32)))
error("sqrt_int_promotes", ops.sqrt, Tensor(np.array([1, 4, 9], np.int32)))
error("exp_int_promotes", ops.exp, Tensor(np.array([0, 1], np.int32)))
error("abs_bool", ops.abs, Tensor(np.array([True, False])))
for op in ("Abs", "Sign", "Erf", "Erfc", "Expm1", "Trunc", "Softsign", "Reciprocal", "Rsqrt"):
    check(f"{op}_grad", getattr(P, op)(), Tensor(np.array([-1.5, 0.3, 2.0], np.float32)), grad=True)
