"""Equal/NotEqual/Greater/GreaterEqual/Less/LessEqual over dtypes, broadcasting and scalars
(test_compare_ops, test_equal_op, test_gt_op, test_less_op, test_notequal_op)."""
import numpy as np
from mindspore import Tensor
from mindspore.ops import operations as P
from _st import check

x = np.array([[1, 5, -3], [2, 2, 0]])
y = np.array([2, 2, -3])
for dt in (np.int8, np.int32, np.int64, np.uint8, np.float16, np.float32, np.float64):
    n = np.dtype(dt).name
    xx, yy = np.abs(x).astype(dt) if dt == np.uint8 else x.astype(dt), np.abs(y).astype(dt) if dt == np.uint8 else y.astype(dt)
    for op in ("Equal", "NotEqual", "Greater", "GreaterEqual", "Less", "LessEqual"):
        check(f"{op}_{n}", getattr(P, op)(), Tensor(xx), Tensor(yy))
check("equal_bool", P.Equal(), Tensor(np.array([True, False, True])), Tensor(np.array([True, True, False])))
check("greater_scalar", P.Greater(), Tensor(x.astype(np.float32)), 1.5)
check("less_int_float", P.Less(), Tensor(x.astype(np.int32)), Tensor(y.astype(np.float32)))
check("equal_nan", P.Equal(), Tensor(np.array([np.nan, 1.0], np.float32)), Tensor(np.array([np.nan, 1.0], np.float32)))
check("notequal_nan", P.NotEqual(), Tensor(np.array([np.nan, 1.0], np.float32)), Tensor(np.array([np.nan, 1.0], np.float32)))
