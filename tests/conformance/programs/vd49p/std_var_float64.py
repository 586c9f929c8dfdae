"""ops.std / ops.var / ops.std_mean / ops.var_mean (ddof 0 or 1) and P.ReduceStd of Float64 Tensors, and their
gradients.

MindSpore 2.10 computes them with its ReduceStd CPU kernel, which is float32: the Float64 results carry float32's
digits (ops.std 1.4899665117263794 where the float64 value is 1.489966442575134; the mean 0.29999998211860657, var
the float64 square of the float32 std), and the gradient is float64 arithmetic on those float32 std / mean
((x - mean) / (n * std): 3.0003e-09 where x equals the exact mean).  msgraph computed the P.ReduceStd values in
float32 already but ops.std / var / std_mean / var_mean in float64 (values ~5e-8 relative off, gradients with the
float64 mean: -1.6e-17 for that 3e-9); st tests read them with rtol 1e-3 or more (found by a value-dump probe of
st dynamic_shape test_reduce_std's ops).  ddof 2 and Tensor.std / Tensor.var stay float64 (MindSpore's plain
formula).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P
from _conf import emit

TIGHT = dict(rtol=1e-12, atol=1e-15)   # float64 digits: the float32 ones are 1e-8 apart

x = Tensor(np.array([[0.3, -1.7, 2.5, 0.1], [4.2, 0.9, -0.6, 3.3]]))
w = Tensor(np.array([0.3, 0.7]))

emit("std_axis1 dtype/shape", (str(ops.std(x, 1).dtype), ops.std(x, 1).shape))
emit("std_axis1", ops.std(x, 1), **TIGHT)
emit("std_ddof1", ops.std(x, 1, 1), **TIGHT)
emit("var_all", ops.var(x), **TIGHT)
emit("var_keep", ops.var(x, 0, 1, True), **TIGHT)
emit("var_mean", ops.var_mean(x, 1), **TIGHT)
emit("std_mean_all", ops.std_mean(x, (0, 1)), **TIGHT)
emit("var_ddof2", ops.var(x, 1, 2), **TIGHT)
emit("tensor_std", x.std(1), **TIGHT)
emit("reduce_std", P.ReduceStd(axis=1, unbiased=True, keep_dims=False)(x), **TIGHT)


def f_std(t):
    return ops.std(t, 1).sum()


def f_std_ddof1(t):
    return (ops.std(t, 0, 1) * Tensor(np.arange(1.0, 5.0))).sum()


def f_var(t):
    return (ops.var(t, 1) * w).sum()


def f_std_mean(t):
    s, m = ops.std_mean(t, 1)
    return (s * w).sum() + m.sum()


def f_reduce_std(t):
    return (P.ReduceStd(axis=1, unbiased=False)(t)[0] * w).sum()


emit("grad_std", ms.grad(f_std)(x), **TIGHT)
emit("grad_std_ddof1", ms.grad(f_std_ddof1)(x), **TIGHT)
emit("grad_var", ms.grad(f_var)(x), **TIGHT)
emit("grad_std_mean", ms.grad(f_std_mean)(x), **TIGHT)
emit("grad_reduce_std", ms.grad(f_reduce_std)(x), **TIGHT)
