"""mindspore.scipy.linalg.lstsq of float16 matrices (st/scipy_st/test_func_lstsq.py, adapted): MindSpore 2.10's CPU
LstsqV2 solves them, Float16 results (msgraph: pinv's TypeError); float32 / float64 as before."""
import numpy as np
from mindspore import Tensor
from mindspore.scipy.linalg import lstsq
from _conf import emit

A = np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.5, 0.2, 2.0]], np.float32)
B = np.array([[1.0, 2.0], [0.5, -1.0], [3.0, 0.0]], np.float32)
for dt in (np.float16, np.float32, np.float64):
    emit(f"lstsq_{np.dtype(dt).name}", lstsq(Tensor(A.astype(dt)), Tensor(B.astype(dt))), rtol=1e-3)
emit("lstsq_f16_vector", lstsq(Tensor(A.astype(np.float16)), Tensor(np.array([1.0, 2.0, 3.0], np.float16))),
     rtol=1e-3)
emit("lstsq_f16_gelsd", lstsq(Tensor(A.astype(np.float16)), Tensor(B.astype(np.float16)), driver="gelsd"),
     rtol=1e-3)
