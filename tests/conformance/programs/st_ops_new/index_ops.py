"""IndexFill / TrilIndices / TriuIndices / UnravelIndex (tests/st/ops/gpu/test_index_fill_op.py,
test_tril_indices_op.py, test_triu_indices_op.py, test_unravel_index_op.py): values, dtypes, the gradient of
index_fill, the Tensor method, and the errors of bad attributes and inputs."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import math_ops as M, array_ops as A
from _conf import emit, emit_error


class Fill(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def construct(self, x, index, value):
        return ops.index_fill(x, self.dim, index, value)


class FillT(nn.Cell):
    def construct(self, x, dim, index, value):
        return ops.index_fill(x, dim, index, value)


class Tri(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self):
        return self.op()


class Unravel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = A.UnravelIndex()

    def construct(self, indices, dims):
        return self.op(indices, dims)


x = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
i = Tensor(np.array([0, 2], np.int32))
emit("fill_dim1_float", Fill(1)(x, i, -1.0))
emit("fill_dim0_int_value", Fill(0)(x, i, 5))
emit("fill_neg_dim_tensor_value", Fill(-1)(x, i, Tensor(7.0, ms.float32)))
emit("fill_dim_tensor", FillT()(x, Tensor(1, ms.int64), i, Tensor(7.0, ms.float32)))
emit("fill_neg_index_dup", Fill(1)(x, Tensor(np.array([-1, 0, 0], np.int32)), 3.0))
emit("fill_int_x_float_value", Fill(1)(Tensor(np.arange(6).reshape(2, 3).astype(np.int32)),
                                       Tensor(np.array(1, np.int32)), 2.7))
emit("fill_uint8", Fill(0)(Tensor(np.array([1, 2], np.uint8)), Tensor(np.array([1], np.int32)), 3))
emit("fill_f16_3d", Fill(2)(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float16)),
                            Tensor(np.array([3, 1], np.int32)), -2.5))
emit("fill_scalar_x", Fill(0)(Tensor(np.array(3.0, np.float32)), Tensor(np.array([0], np.int32)), 1.0))
emit("fill_method", x.index_fill(1, i, True))
emit("fill_grad", ops.GradOperation(get_all=True)(FillT())(x, Tensor(1, ms.int32), i, Tensor(2.0, ms.float32)))
emit_error("fill_index_range", lambda: Fill(1)(x, Tensor(np.array([4], np.int32)), 3.0))
emit_error("fill_dim_range", lambda: Fill(2)(x, i, 3.0))
emit_error("fill_index_int64", lambda: Fill(1)(x, Tensor(np.array([0], np.int64)), 3.0))
emit_error("fill_index_rank2", lambda: Fill(1)(x, Tensor(np.array([[0]], np.int32)), 3.0))
emit_error("fill_value_dtype", lambda: Fill(1)(x, i, Tensor(7, ms.int32)))
emit_error("fill_value_rank1", lambda: Fill(1)(x, i, Tensor([7.0], ms.float32)))
emit_error("fill_dim_float_tensor", lambda: FillT()(x, Tensor(1, ms.float32), i, Tensor(7.0, ms.float32)))
emit_error("fill_dim_rank1", lambda: FillT()(x, Tensor([1], ms.int32), i, Tensor(7.0, ms.float32)))
emit_error("fill_bool_x", lambda: Fill(0)(Tensor(np.array([True, False])), Tensor(np.array([1], np.int32)), True))

emit("tril_i32", Tri(M.TrilIndices(3, 4, 1))())
emit("tril_neg", Tri(M.TrilIndices(4, 3, -1, ms.int64))())
emit("triu_i64", Tri(M.TriuIndices(3, 4, -1, ms.int64))())
emit("triu_pos", Tri(M.TriuIndices(4, 3, 2))())
emit("tril_fn", ops.tril_indices(3, 2))
emit("triu_fn", ops.triu_indices(3, 3, 1, dtype=ms.int32))
emit("tril_empty", ops.triu_indices(0, 2))
emit("tril_offset_big", ops.tril_indices(2, 3, -5))
emit_error("tril_neg_row", lambda: M.TrilIndices(-1, 4, 1))
emit_error("triu_bad_dtype", lambda: M.TriuIndices(3, 4, 1, ms.float32))
emit_error("tril_float_offset", lambda: M.TrilIndices(3, 4, 1.0))

emit("unravel_0d", Unravel()(Tensor(np.array(5, np.int32)), Tensor(np.array([3, 3], np.int32))))
emit("unravel_1d", Unravel()(Tensor(np.array([2, 5, 7]), ms.int64), Tensor(np.array([3, 3]), ms.int64)))
emit("unravel_4d", Unravel()(Tensor(np.array([1621]), ms.int32), Tensor(np.array([6, 7, 8, 9]), ms.int32)))
emit_error("unravel_2d_indices", lambda: Unravel()(Tensor(np.array([[5]], np.int32)), Tensor(np.array([3, 3], np.int32))))
emit_error("unravel_negative", lambda: Unravel()(Tensor(np.array([5, -1], np.int32)), Tensor(np.array([3, 3], np.int32))))
emit_error("unravel_bound", lambda: Unravel()(Tensor(np.array([5, 9], np.int32)), Tensor(np.array([3, 3], np.int32))))
emit_error("unravel_mixed", lambda: Unravel()(Tensor(np.array([5, 2], np.int32)), Tensor(np.array([3, 3], np.int64))))
emit_error("unravel_float", lambda: Unravel()(Tensor(np.array([5, 2], np.float32)), Tensor(np.array([3, 3], np.float32))))
emit_error("unravel_zero_dim", lambda: Unravel()(Tensor(np.array([5, 2], np.int32)), Tensor(np.array([3, 0], np.int32))))
