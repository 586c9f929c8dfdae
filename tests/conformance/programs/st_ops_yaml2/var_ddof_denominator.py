"""Tensor.var / std (axis, ddof, keepdims) and ops.var / std / var_mean / std_mean divide the sum of squares by n - ddof
as it is (st tensor/overload/test_var.py test_tensor_var_dynamic: Tensor.var(1, 3, True) over 2 elements is -0.5):
msgraph's Tensor.var divided by max(n - ddof, 1) (0.5; ddof == n gave a finite value, not inf; std of a negative
variance was not NaN) and multiplied by a rounded reciprocal (last-bit differences), ops.var by max(n - ddof, 0)
(inf for ddof > n); Tensor.var of a Tensor with a 0 in its shape is MindSpore's 0-d NaN."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class VarM(nn.Cell):
    def __init__(self, axis, ddof, keepdims=False):
        super().__init__()
        self.axis, self.ddof, self.keepdims = axis, ddof, keepdims

    def construct(self, x):
        return x.var(self.axis, self.ddof, self.keepdims)


class VarKw(nn.Cell):
    def construct(self, x):
        return x.var(axis=(0, 2), ddof=1)


class StdM(nn.Cell):
    def __init__(self, axis, ddof, keepdims=False):
        super().__init__()
        self.axis, self.ddof, self.keepdims = axis, ddof, keepdims

    def construct(self, x):
        return x.std(self.axis, self.ddof, self.keepdims)


class OpsVar(nn.Cell):
    def __init__(self, ddof):
        super().__init__()
        self.ddof = ddof

    def construct(self, x):
        return (ops.var(x, 1, self.ddof), ops.std(x, 1, self.ddof), ops.var_mean(x, 1, self.ddof)[0],
                ops.std_mean(x, 1, self.ddof)[0])


x = Tensor(np.array([[[1, 3], [2, 4]], [[5, 7], [6, 8.5]]], np.float32))
emit("var_all", VarM(None, 0)(x))
emit("var_axis1", VarM(1, 0)(x))
emit("var_ddof_gt_n", VarM(1, 3, True)(x))
emit("var_ddof_eq_n", VarM(1, 2)(x))
emit("var_all_ddof_gt_n", VarM(None, 9)(x))
emit("var_kw_tuple_axis", VarKw()(x))
emit("var_ddof_bool", VarM(1, True)(x))
emit("var_float64_ddof1", VarM((0, 2), 1)(Tensor(np.arange(12, dtype=np.float64).reshape(2, 3, 2) / 7)))
emit("std_ddof_gt_n", StdM(1, 3, True)(x))
emit("std_ddof_eq_n", StdM(1, 2)(x))
emit("std_ddof1", StdM((0, 2), 1)(x))
for d in (1, 2, 3):
    emit(f"ops_var_std_ddof{d}", OpsVar(d)(x))
emit("var_empty", VarM(1, 0)(Tensor(np.zeros((2, 0, 2), np.float32))))
