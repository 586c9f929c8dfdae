"""Creation and misc primitives (test_range_op, test_lin_space, test_meshgrid_op, test_oneslike_op,
test_zeroslike_op, test_cast_op, test_rank_op, test_size_op, test_tensor_shape_op, test_lerp_op,
test_xlogy_op, test_xdivy_op, test_truncate_div_op, test_truncate_mod_op, test_maskedfill_op)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.ops import operations as P
from mindspore import ops
from _st import check



def range_float():
    return ops.range(1.0, 3.5, 0.5)


def range_int():
    return ops.range(10, -2, -3)


check("range_float", range_float)
check("range_int", range_int)
check("linspace", P.LinSpace(), Tensor(np.float32(-1.0)), Tensor(np.float32(2.0)), 7)
check("linspace_one", P.LinSpace(), Tensor(np.float32(5.0)), Tensor(np.float32(7.0)), 1)
a = Tensor(np.array([1, 2, 3], np.int32))
b = Tensor(np.array([4.0, 5.0], np.float32))
check("meshgrid_xy", P.Meshgrid("xy"), (a, Tensor(np.array([4, 5], np.int32))))
check("meshgrid_ij", P.Meshgrid("ij"), (a, Tensor(np.array([4, 5], np.int32))))
x = Tensor(np.array([[1.5, -2.7], [0.0, 3.9]], np.float32))
check("oneslike", P.OnesLike(), x)
check("zeroslike_int", P.ZerosLike(), a)
for dt in (ms.int8, ms.int32, ms.uint8, ms.bool_, ms.float16, ms.float64):
    check(f"cast_{dt}", P.Cast(), x, dt)
check("cast_bool_to_float", P.Cast(), Tensor(np.array([True, False])), ms.float32)
check("cast_grad", P.Cast(), x, ms.float64, grad=(0,))
check("lerp_scalar", P.Lerp(), x, Tensor(np.ones((2, 2), np.float32)), 0.25, grad=(0, 1))
check("lerp_tensor", P.Lerp(), x, Tensor(np.ones((2, 2), np.float32)),
      Tensor(np.array([0.5, 2.0], np.float32)), grad=True)
y = Tensor(np.array([[2.0, 0.0], [0.0, -1.0]], np.float32))
check("xlogy", P.Xlogy(), x, Tensor(np.array([[2.0, 3.0], [0.0, 1.0]], np.float32)))
check("xdivy", P.Xdivy(), x, y)
check("truncate_div_f", P.TruncateDiv(), x, Tensor(np.array([1.0, -2.0], np.float32)))
check("truncate_div_i", P.TruncateDiv(), Tensor(np.array([7, -7, 7, -7], np.int32)), Tensor(np.array([2, 2, -2, -2], np.int32)))
check("truncate_mod_i", P.TruncateMod(), Tensor(np.array([7, -7, 7, -7], np.int32)), Tensor(np.array([2, 2, -2, -2], np.int32)))
check("truncate_mod_f", P.TruncateMod(), x, Tensor(np.array([1.0, -2.0], np.float32)))
check("masked_fill", P.MaskedFill(), x, Tensor(np.array([[True, False], [False, True]])), Tensor(np.float32(9.0)))
check("masked_fill_bcast", P.MaskedFill(), Tensor(np.arange(6, dtype=np.int32).reshape(2, 3)),
      Tensor(np.array([True, False, True])), Tensor(np.int32(-1)))
check("square_diff", P.SquaredDifference(), x, y, grad=True)
check("atan2", P.Atan2(), x, y, grad=True)
check("logit", P.Logit(0.1), Tensor(np.array([0.05, 0.5, 0.95], np.float32)), grad=(0,))
check("logit_noeps", P.Logit(), Tensor(np.array([0.25, 0.5, 0.75], np.float32)))
