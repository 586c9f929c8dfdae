# MatrixDiagV3 / MatrixDiagPartV3 (array_ops) and ops.matrix_diag / matrix_diag_part / matrix_set_diag:
# bands of diagonals, LEFT/RIGHT alignment, padding, -1 sizes, gradients; k as a Tensor input of a Cell.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from mindspore.ops.operations.array_ops import MatrixDiagV3, MatrixDiagPartV3
from _conf import emit, emit_error


class Part(nn.Cell):
    def __init__(self, align):
        super().__init__()
        self.op = MatrixDiagPartV3(align=align)

    def construct(self, x, k, p):
        return self.op(x, k, p)


class Diag(nn.Cell):
    def __init__(self, align):
        super().__init__()
        self.op = MatrixDiagV3(align=align)

    def construct(self, x, k, r, c, p):
        return self.op(x, k, r, c, p)


x = Tensor(np.array([[[1, 2, 3, 4], [5, 6, 7, 8], [9, 8, 7, 6]],
                     [[5, 4, 3, 2], [1, 2, 3, 4], [5, 6, 7, 8]]]), ms.float32)
i32 = lambda v: Tensor(np.array(v), ms.int32)  # noqa: E731
emit("part_band_right_left", Part("RIGHT_LEFT")(x, i32([-1, 2]), Tensor(0, ms.float32)))
emit("part_band_left_right", Part("LEFT_RIGHT")(x, i32([-1, 2]), Tensor(0, ms.float32)))
emit("part_super_pad9", Part("RIGHT_LEFT")(x, i32([1, 3]), Tensor(9, ms.float32)))
emit("part_negative_k", Part("RIGHT_LEFT")(x, i32([-2, -1]), Tensor(0, ms.float32)))
emit("part_single_k", Part("RIGHT_LEFT")(x, i32(1), Tensor(0, ms.float32)))
emit("fn_diag_part", ops.matrix_diag_part(x, i32([1, 3]), Tensor(np.array(9), ms.float32), align="LEFT_LEFT"))

d = Tensor(np.array([[1, 2, 3], [4, 5, 6]]), ms.int32)
emit("diag_band", Diag("RIGHT_LEFT")(d, i32([-1, 0]), i32(-1), i32(-1), Tensor(0, ms.int32)))
emit("diag_band_left", Diag("LEFT_RIGHT")(d, i32([0, 1]), i32(-1), i32(-1), Tensor(7, ms.int32)))
emit("diag_rows_cols", Diag("RIGHT_LEFT")(Tensor(np.array([1., 2.], np.float32)), i32(1), i32(2), i32(4),
                                          Tensor(-1, ms.float32)))
emit_error("diag_sizes_inconsistent", lambda: Diag("RIGHT_LEFT")(Tensor(np.array([1., 2.], np.float32)), i32(1),
                                                                 i32(3), i32(4), Tensor(0, ms.float32)).asnumpy())
emit("fn_matrix_diag", ops.matrix_diag(Tensor(np.array([[1., 2.], [3., 4.]], np.float64))))
emit("fn_matrix_set_diag", ops.matrix_set_diag(x, Tensor(np.array([[1., 1., 1.], [2., 2., 2.]], np.float32))))
