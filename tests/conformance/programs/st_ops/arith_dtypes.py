"""Sub/Div/FloorDiv/Mod/FloorMod/RealDiv primitives over dtypes and broadcasting (test_arithmetic_op,
test_div_op, test_floordiv_op, test_floormod_op, test_realdiv_op)."""
import numpy as np
from mindspore import Tensor
from mindspore.ops import operations as P
from _st import check

a = np.array([[7, -7, 9, -9], [5, -5, 1, 0]])
b = np.array([[2, 2, -4, -4], [3, 3, -3, 3]])
for dt in (np.int8, np.int16, np.int32, np.int64):
    n = np.dtype(dt).name
    check(f"floordiv_{n}", P.FloorDiv(), Tensor(a.astype(dt)), Tensor(b.astype(dt)))
    check(f"floormod_{n}", P.FloorMod(), Tensor(a.astype(dt)), Tensor(b.astype(dt)))
    check(f"mod_{n}", P.Mod(), Tensor(a.astype(dt)), Tensor(b.astype(dt)))
    check(f"div_{n}", P.Div(), Tensor(a.astype(dt)), Tensor(b.astype(dt)))
    check(f"sub_{n}", P.Sub(), Tensor(a.astype(dt)), Tensor(b.astype(dt)))
u = np.array([7, 9, 200, 3], np.uint8)
v = np.array([2, 4, 7, 5], np.uint8)
check("floordiv_uint8", P.FloorDiv(), Tensor(u), Tensor(v))
check("floormod_uint8", P.FloorMod(), Tensor(u), Tensor(v))
check("sub_uint8_wrap", P.Sub(), Tensor(v), Tensor(u))
fa = np.array([[7.5, -7.5, 2.25], [-0.5, 3.0, -3.0]])
fb = np.array([2.0, -2.0, 0.5])
for dt in (np.float16, np.float32, np.float64):
    n = np.dtype(dt).name
    check(f"floordiv_{n}", P.FloorDiv(), Tensor(fa.astype(dt)), Tensor(fb.astype(dt)))
    check(f"floormod_{n}", P.FloorMod(), Tensor(fa.astype(dt)), Tensor(fb.astype(dt)))
    check(f"mod_{n}", P.Mod(), Tensor(fa.astype(dt)), Tensor(fb.astype(dt)))
    check(f"realdiv_{n}", P.RealDiv(), Tensor(fa.astype(dt)), Tensor(fb.astype(dt)))
check("div_int_by_float", P.Div(), Tensor(a.astype(np.int32)), Tensor(b.astype(np.float32)))
check("div_scalar_shape", P.Div(), Tensor(np.array(768.0, np.float32)), Tensor(np.array(3072.5, np.float32)))
check("div_bcast_4d", P.Div(), Tensor(np.arange(1, 9, dtype=np.float32).reshape(2, 1, 1, 4)),
      Tensor(np.arange(1, 25, dtype=np.float32).reshape(2, 3, 1, 4)))
check("div_by_zero_float", P.Div(), Tensor(np.array([1.0, -1.0, 0.0], np.float32)),
      Tensor(np.array([0.0, 0.0, 0.0], np.float32)))
check("realdiv_grad", P.RealDiv(), Tensor(fa.astype(np.float32)), Tensor(fb.astype(np.float32)), grad=True)
