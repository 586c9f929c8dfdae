"""Adapted from tests/st/scipy_st/test_linalg.py with integer inputs and other arguments: lu_solve / cho_solve with
a factor and a right-hand side of different dtypes (MindSpore's _solve_check TypeError), solve_triangular with an
integer `trans` out of range (the primitive's RuntimeError), and the dtypes that compute."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
import mindspore.scipy.linalg as msl
from _conf import emit, emit_error

A = np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.5, 0.2, 2.0]])
B = np.array([[1.0, 2.0], [0.0, -1.0], [3.0, 0.5]])
for tag, dt in (("i32", np.int32), ("f32", np.float32), ("f64", np.float64)):
    a, b = Tensor(A.astype(dt)), Tensor(B.astype(dt))
    emit_error(f"lu_solve_{tag}", lambda: msl.lu_solve(msl.lu_factor(a), b))
    emit_error(f"cho_solve_{tag}", lambda: msl.cho_solve(msl.cho_factor(a, lower=True), b))
emit_error("lu_solve_f32_f64", lambda: msl.lu_solve(msl.lu_factor(Tensor(A.astype(np.float32))), Tensor(B)))
emit_error("cho_solve_f64_f32", lambda: msl.cho_solve(msl.cho_factor(Tensor(A)), Tensor(B.astype(np.float32))))
emit_error("st_trans_3", lambda: msl.solve_triangular(Tensor(A.astype(np.float32)), Tensor(B.astype(np.float32)), trans=3))
emit_error("st_trans_neg", lambda: msl.solve_triangular(Tensor(A.astype(np.float32)), Tensor(B.astype(np.float32)), trans=-1))
emit_error("st_trans_X", lambda: msl.solve_triangular(Tensor(A.astype(np.float32)), Tensor(B.astype(np.float32)), trans="X"))
