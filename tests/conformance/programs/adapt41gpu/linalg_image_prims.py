"""st/ops/gpu linear-algebra / image / array primitives (adapt41gpu).  Silent: Bucketize sorts its boundaries first
in MindSpore 2.10 (unsorted [3., 1., 2.] put 1.5 in bucket 1; msgraph 2), CompareAndBitpack of bool packs x itself
whatever the threshold (msgraph compared x > threshold: all zeros at True).  MatrixTriangularSolve with a zero on the
diagonal divides by it (inf / -inf; msgraph raised numpy's singular-matrix ValueError).  G.MvlgammaGrad exists
(msgraph lacked it).  Errors: Bucketize of int boundaries (TypeError), ConcatOffset's axis out of range
(RuntimeError, not ValueError), Dilation2D's channel mismatch (ValueError before its CPU kernel's failure), FillV2's
float shape (TypeError) and negative dimension (ValueError; msgraph filled or raised BroadcastTo's)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
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


emit_error("Bucketize_unsorted", lambda: Fn(P.Bucketize([3.0, 1.0, 2.0]))(T([0.0, 1.5, 2.5, 3.5], "float32")))
emit_error("Bucketize_unsorted4", lambda: Fn(P.Bucketize([5.0, 1.0, 2.0, 0.5]))(
    T([0.0, 0.75, 1.0, 1.5, 2.5, 6.0], "float32")))
emit_error("Bucketize_repeated", lambda: Fn(P.Bucketize([1.0, 1.0, 2.0]))(T([0.0, 1.0, 2.0], "int32")))
emit_error("Bucketize_nan", lambda: Fn(P.Bucketize([1.0, 2.0]))(T([np.nan, np.inf, -np.inf, 1.0], "float32")))
emit_error("Bucketize_int_boundaries", lambda: Fn(P.Bucketize([1, 2]))(T([0, 1, 2, 3], "int32")))
xb = np.arange(16).reshape(2, 8) % 5
for th in (True, False):
    emit_error(f"CompareAndBitpack_bool_{th}", lambda: Fn(P.CompareAndBitpack())(T(xb, "bool"), T(th, "bool")))
emit_error("CompareAndBitpack_bool_16", lambda: Fn(P.CompareAndBitpack())(
    T([[1] + [0] * 14 + [1]], "bool"), T(False, "bool")))
emit_error("CompareAndBitpack_float", lambda: Fn(P.CompareAndBitpack())(T(xb, "float32"), T(2, "float32")))
R = [[2.0, 1.0], [3.0, 5.0]]
emit_error("MatrixTriangularSolve_zero_diag", lambda: Fn(P.MatrixTriangularSolve())(
    T([[0.0, 0.0], [1.0, 4.0]], "float32"), T(R, "float32")))
emit_error("MatrixTriangularSolve_zero_diag_upper", lambda: Fn(P.MatrixTriangularSolve(False))(
    T([[1.0, 2.0], [0.0, 0.0]], "float64"), T(R, "float64")))
emit_error("MatrixTriangularSolve_3x3", lambda: Fn(P.MatrixTriangularSolve(True, True))(
    T(np.arange(9).reshape(3, 3) + np.eye(3), "float64"), T(np.arange(6).reshape(3, 2), "float64")))
for p in (1, 2, 3):
    emit_error(f"MvlgammaGrad_p{p}", lambda: Fn(G.MvlgammaGrad(p))(T([1.0, -1.0, 2.0], "float32"),
                                                                  T([2.5, 3.0, 4.25], "float32")))
emit_error("MvlgammaGrad_f64", lambda: Fn(G.MvlgammaGrad(2))(T([1.0, 2.0], "float64"), T([2.5, 3.0], "float64")))
emit_error("ConcatOffset_axis_oob", lambda: G.ConcatOffset(2, 1)((T([2, 2, 3], "int32"), T([2, 5, 3], "int32"))))
emit_error("ConcatOffset_axis1", lambda: G.ConcatOffset(2, 1)((T(np.ones((2, 2)), "int32"),
                                                              T(np.ones((2, 5)), "int32"))))
x4 = np.arange(1 * 2 * 5 * 5).reshape(1, 2, 5, 5) % 7 * 0.5
emit_error("Dilation2D_channel_mismatch", lambda: Fn(ops.Dilation2D(1, 1, "VALID"))(
    T(x4, "float32"), T(np.ones((1, 2, 2)), "float32")))
emit_error("Dilation2D_kernel", lambda: Fn(ops.Dilation2D(1, 1, "VALID"))(T(x4, "float32"),
                                                                         T(np.ones((2, 2, 2)), "float32")))
emit_error("FillV2_float_shape", lambda: Fn(P.FillV2())(T([2.0], "float32"), T(2.5, "float32")))
emit_error("FillV2_int64_shape", lambda: Fn(P.FillV2())(T([2, 1], "int64"), T(2.5, "float32")))
emit_error("FillV2_negative_dim", lambda: P.FillV2()(T([2, -1], "int32"), T(2.5, "float32")))
