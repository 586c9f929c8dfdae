"""dtype arguments of ops.cast / P.Cast / Tensor.astype / Tensor.to, ops.cummin of an empty Tensor, mint.linalg.qr's
mode (st/ops test_ops_cast / cummin / linalg_qr variants, adapt41opb).  Silent: Tensor.astype(float) is Float64 in
MindSpore 2.10 (msgraph Float32); ops.cummin of an empty Tensor gives Int32 indices as for any other input (msgraph
Int64).  TypeErrors where msgraph converted: ops.cast and P.Cast with a dtype that is not a MindSpore dtype (a name, a
numpy type, a Python type).  Tensor.to(bool) is Bool (msgraph: the overload TypeError).  qr with an unknown mode
string is the enum conversion's ValueError (msgraph TypeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit_error

X = Tensor(np.array([1.5, -2.5, 0.0], np.float32))


class CastCell(nn.Cell):
    def __init__(self, dtype):
        super().__init__()
        self.dtype = dtype

    def construct(self, x):
        return ops.cast(x, self.dtype)


for name, dt in [("str", "int32"), ("np", np.int32), ("int", int), ("float", float), ("bool", bool)]:
    emit_error(f"cast_fn_{name}", lambda: ops.cast(X, dt))
    emit_error(f"cast_prim_{name}", lambda: ops.Cast()(X, dt))
    emit_error(f"astype_{name}", lambda: X.astype(dt))
emit_error("cast_fn_mstype", lambda: ops.cast(X, ms.int32))
emit_error("cast_cell_mstype", lambda: CastCell(ms.float16)(X))
emit_error("to_bool", lambda: X.to(bool))
emit_error("to_int", lambda: X.to(int))
emit_error("to_mstype", lambda: X.to(ms.int8))
emit_error("cummin_empty_2d", lambda: ops.cummin(Tensor(np.zeros((0, 3), np.float32)), 0))
emit_error("cummin_empty_1d", lambda: ops.cummin(Tensor(np.zeros((0,), np.float32)), 0))
emit_error("cummin_nonempty", lambda: ops.cummin(Tensor(np.array([[3.0, 1.0], [2.0, 4.0]], np.float32)), 0))
M = Tensor(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], np.float32))
emit_error("qr_mode_bad", lambda: mint.linalg.qr(M, "bad"))
emit_error("qr_mode_int", lambda: mint.linalg.qr(M, 1))
