"""Primitives of MindSpore 2.10's docstring examples msgraph lacked: ops.auto_generate.MaxDim / MinDim (values and
int64 indices along dim, keepdim), NewOnes / NewZeros (the input's dtype unless given), and ops.ScalarCast
(a Python number as int64 / float64 / bool; another dtype is a ValueError, a non-number a TypeError)."""
import numpy as np
import mindspore
from mindspore import Tensor, ops
from _conf import emit_error

MODES = ("pynative",)
X = Tensor(np.array([0.0, 0.4, 0.6, 0.7, 0.1]), mindspore.float32)
X2 = Tensor(np.array([[0.0, 0.4, 0.6], [0.7, 0.1, 0.9]]), mindspore.float32)
emit_error("maxdim", ops.auto_generate.MaxDim(), X, 0, False)
emit_error("maxdim_keep", ops.auto_generate.MaxDim(), X, 0, True)
emit_error("maxdim_2d", ops.auto_generate.MaxDim(), X2, 1)
emit_error("mindim_2d", ops.auto_generate.MinDim(), X2, 1)
emit_error("mindim_neg_keep", ops.auto_generate.MinDim(), X2, -2, True)
emit_error("newones_i32", ops.auto_generate.NewOnes(), Tensor((), mindspore.int32), (2, 3))
emit_error("newones_dtype", ops.auto_generate.NewOnes(), X2, (2,), mindspore.int64)
emit_error("newzeros_i32", ops.auto_generate.NewZeros(), Tensor((), mindspore.int32), (2, 3))
emit_error("newzeros_f32", ops.auto_generate.NewZeros(), X2, [1, 2])
for label, args in {"sc_f_to_i64": (255.0, mindspore.int64), "sc_i_to_f64": (3, mindspore.float64),
                    "sc_f_to_bool": (2.7, mindspore.bool_), "sc_zero_to_bool": (0, mindspore.bool_),
                    "sc_neg_to_i64": (-2.7, mindspore.int64), "sc_bool_to_i64": (True, mindspore.int64),
                    "sc_to_f32": (1.5, mindspore.float32), "sc_str": ("a", mindspore.int64)}.items():
    emit_error(label, lambda a=args: (lambda r: (r, type(r).__name__))(ops.ScalarCast()(*a)))
