"""Input checks of st/ops/gpu ops msgraph computed through (adapt41gpu): CumulativeLogsumexp's axis must be a 0-D
int16/32/64 Tensor (a Python int is a TypeError; a 1-D axis a ValueError), MatrixDeterminant of an int / bool matrix is
a TypeError, LogMatrixDeterminant computes float16 (msgraph refused it), the Zeta primitive takes x and q of one
non-empty shape (msgraph broadcast; ops.zeta broadcasts the smaller input only), HammingWindow takes a 1-D length of
any integer dtype (0-D is a ValueError) and BartlettWindow a 0-D one; DataFormatDimMap takes the formats NHWC and
NCHW only (ValueError; msgraph took any permutation, and raised TypeError for other letters)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


x = T([[0.5, 1.0, -2.0], [3.0, 0.0, 1.5]], "float32")
emit_error("cumlse_axis_tensor", lambda: Fn(P.CumulativeLogsumexp())(x, T(1, "int32")))
emit_error("cumlse_axis_int16", lambda: Fn(P.CumulativeLogsumexp(True, True))(x, T(0, "int16")))
emit_error("cumlse_axis_pyint", lambda: Fn(P.CumulativeLogsumexp(), 1)(x))
emit_error("cumlse_axis_pyint_eager", lambda: P.CumulativeLogsumexp()(x, 1))
emit_error("cumlse_axis_1d", lambda: Fn(P.CumulativeLogsumexp())(x, T([1], "int32")))
emit_error("cumlse_axis_uint8", lambda: Fn(P.CumulativeLogsumexp())(x, T(1, "uint8")))
emit_error("logcumsumexp_int_axis", lambda: Fn(ops.logcumsumexp, 1)(x))
M = [[1, 2], [3, 4]]
for dt in ["int32", "int64", "bool"]:
    emit_error(f"matdet_{dt}", lambda: Fn(P.MatrixDeterminant())(T(M, dt)))
    emit_error(f"det_{dt}", lambda: Fn(ops.det)(T(M, dt)))
emit_error("matdet_float16", lambda: Fn(P.MatrixDeterminant())(T(M, "float16")))
emit_error("logmatdet_float16", lambda: Fn(P.LogMatrixDeterminant())(T([[[2.0, 1.0], [1.0, 3.0]], [[0.5, -1.0],
                                                                                             [2.0, 4.0]]], "float16")))
emit_error("slogdet_float16", lambda: Fn(ops.slogdet)(T([[1, 2], [3, 4]], "float16")))
emit_error("logmatdet_int32", lambda: Fn(P.LogMatrixDeterminant())(T(M, "int32")))
q = T([1.0, 2.0, 3.0], "float32")
emit_error("Zeta_same_shape", lambda: Fn(P.Zeta())(T([2.0, 3.0, 4.0], "float32"), q))
emit_error("Zeta_bcast_1_3", lambda: Fn(P.Zeta())(T([2.0], "float32"), q))
emit_error("Zeta_bcast_2x1_2", lambda: Fn(P.Zeta())(T([[2.0], [3.0]], "float32"), T([1.0, 2.0], "float32")))
emit_error("Zeta_empty", lambda: Fn(P.Zeta())(T(np.zeros((0,)), "float32"), T(np.zeros((0,)), "float32")))
emit_error("zeta_fn_1_3", lambda: Fn(ops.zeta)(T([2.0], "float32"), q))
emit_error("zeta_fn_0d_3", lambda: Fn(ops.zeta)(T(2.0, "float64"), T([1.0, 2.0, 3.0], "float64")))
emit_error("zeta_fn_samesize", lambda: Fn(ops.zeta)(T([[2.0], [3.0]], "float32"), T([1.0, 2.0], "float32")))
emit_error("zeta_fn_number", lambda: Fn(ops.zeta)(T([2.0], "float32"), 1.0))
for dt in ["int8", "int16", "uint8", "uint64"]:
    emit_error(f"HammingWindow_{dt}", lambda: P.HammingWindow()(T([4], dt)))
emit_error("HammingWindow_0d", lambda: P.HammingWindow()(T(4, "int32")))
emit_error("HammingWindow_2d", lambda: P.HammingWindow()(T([[4]], "int32")))
emit_error("HammingWindow_2el", lambda: P.HammingWindow()(T([3, 4], "int64")))
emit_error("bartlett_window_1d", lambda: ops.bartlett_window(T([4], "int32")))
emit_error("bartlett_window_int16", lambda: ops.bartlett_window(T(4, "int16")))
emit_error("bartlett_window_0d", lambda: ops.bartlett_window(T(4, "int64")))
emit_error("DataFormatDimMap_bad_dst", lambda: Fn(P.DataFormatDimMap("NHWC", "HWCN"))(T([1], "int32")))
emit_error("DataFormatDimMap_bad_src", lambda: Fn(P.DataFormatDimMap("ABCD", "NCHW"))(T([1], "int32")))
emit_error("DataFormatDimMap_nchw_nhwc", lambda: Fn(P.DataFormatDimMap("NCHW", "NHWC"))(T([-4, -1, 0, 3], "int64")))
