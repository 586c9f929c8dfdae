"""uint64 x // 0, MatrixDiagV3's dtype checks, IOU's and mse_loss's checks (st ops/cpu test_add / mul / tensoradd /
matrix_diag_v3 / iou / mse_loss variants, adapt40cpu).  Silent: MindSpore 2.10's FloorDiv of uint64 by 0 saturates
as the other unsigned dtypes (2**64 - 1 for x != 0, 0 for 0; msgraph left numpy's 0), by a Tensor, the operator and
a bool divisor.  TypeErrors: MatrixDiagV3 of bool / complex x, a padding_value of another dtype, int64 k /
num_rows / num_cols; IOU of two box dtypes.  IOU of no boxes is an empty (M, N) result (msgraph raised), mse_loss
with an unknown reduction a ValueError (msgraph TypeError), CropAndResize with a box_index out of [0, N) a ValueError
(msgraph IndexError, or a negative index read from the end)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations.array_ops import MatrixDiagV3
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


XS = np.array([2 ** 63 + 5, 2 ** 63, 2 ** 53, 7, 1, 0], dtype=np.uint64)
emit_error("uint64_floordiv_zero_cell", lambda: Fn(P.FloorDiv())(Tensor(XS), Tensor(np.zeros(6, np.uint64))))
emit_error("uint64_floordiv_zero_op", lambda: Tensor(XS) // Tensor(np.zeros(6, np.uint64)))
# (a large x by a non-zero divisor: MindSpore's kernel divides in float64, 2**63 // 3 = 3074457345618258432; not
# followed, differences.md)
emit_error("uint64_floordiv_mixed", lambda: Fn(ops.floor_divide)(Tensor(XS[2:]), Tensor(np.array([0, 3, 0, 5],
                                                                                                np.uint64))))
emit_error("uint64_floordiv_bool", lambda: Tensor(XS[3:5]) // Tensor(np.array([False, True])))
emit_error("uint32_floordiv_zero", lambda: Fn(P.FloorDiv())(T([5, 0], "uint32"), T([0, 0], "uint32")))

DG = [[8, 9, 0], [1, 2, 3], [0, 4, 5]]
for dt in ["bool", "complex64", "float32", "int8"]:
    emit_error(f"MatrixDiagV3_{dt}", lambda: Fn(MatrixDiagV3())(T(DG, dt), T([-1, 1], "int32"), T(3, "int32"),
                                                               T(3, "int32"), T(0, dt)))
emit_error("MatrixDiagV3_padding_float16", lambda: Fn(MatrixDiagV3())(T([1, 2, 3], "float32"), T(0, "int32"),
                                                                      T(-1, "int32"), T(-1, "int32"),
                                                                      T(0, "float16")))
emit_error("MatrixDiagV3_k_int64", lambda: Fn(MatrixDiagV3())(T([1, 2, 3], "float32"), T(0, "int64"), T(-1, "int64"),
                                                              T(-1, "int64"), T(0, "float32")))
emit_error("MatrixDiagV3_rows_int64", lambda: Fn(MatrixDiagV3())(T([1, 2, 3], "float32"), T(0, "int32"),
                                                                 T(-1, "int64"), T(-1, "int32"), T(0, "float32")))
GB = [[0, 0, 2, 2], [2, 2, 5, 5]]
emit_error("IOU_mixed_dtypes", lambda: Fn(P.IOU())(T([[0, 0, 2, 2]], "float32"), T(GB, "float16")))
emit_error("IOU_no_anchor", lambda: Fn(P.IOU())(T(np.zeros((0, 4)), "float32"), T(GB, "float32")))
emit_error("IOU_no_gt", lambda: Fn(P.IOU("iof"))(T(GB, "float32"), T(np.zeros((0, 4)), "float32")))
emit_error("mse_loss_bad_reduction", lambda: ops.mse_loss(T([1.0], "float32"), T([1.0], "float32"), "avg"))
IMG = np.arange(32).reshape(2, 4, 4, 1) * 1.0
emit_error("CropAndResize_box_index_out_of_range", lambda: Fn(P.CropAndResize())(
    T(IMG, "float32"), T([[0.0, 0.0, 1.0, 1.0]], "float32"), T([2], "int32"), (2, 2)))
emit_error("CropAndResize_box_index_negative", lambda: Fn(P.CropAndResize())(
    T(IMG, "float32"), T([[0.0, 0.0, 1.0, 1.0]], "float32"), T([-1], "int32"), (2, 2)))
