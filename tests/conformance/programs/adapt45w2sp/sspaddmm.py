"""sparse_ops.Sspaddmm()(x1 COO, x2 COO, x3_dense, alpha, beta) (adapt45w2sp, st ops/gpu test_sspaddmm_op on the CPU
backend; msgraph lacked the primitive): (indices (2, M) int64, values, shape int64) = beta * x1's entries as given,
then alpha * (x2 @ x3_dense) as every column of each row of x2 holding an entry (rows in order of first entry, zero
products kept); float16 values and float indices are TypeErrors, mismatched shapes ValueErrors."""
import numpy as np
from mindspore import Tensor, nn
from mindspore.ops.operations.sparse_ops import Sspaddmm
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = Sspaddmm()

    def construct(self, i1, v1, s1, i2, v2, s2, x3, alpha, beta):
        return self.op(i1, v1, s1, i2, v2, s2, x3, alpha, beta)


def T(v, dt):
    return Tensor(np.array(v, dt))


x3v = [[1, 2, 3], [1, 3, 2], [3, 2, 1]]
for it in ("int32", "int64"):
    for dt in ("int32", "float32", "float64", "int64", "int8", "uint8", "int16"):
        emit(f"st_case.{it}.{dt}", Net()(T([[0, 1], [0, 1]], it), T([1, 2], dt), T([3, 3], it), T([[0, 1], [2, 2]], it),
                                         T([3, 4], dt), T([3, 3], it), T(x3v, dt), T([1], dt), T([1], dt)))
f = np.float32
emit("dup_row", Net()(T([[0, 1], [0, 1]], np.int64), T([1, 2], f), T([3, 3], np.int64), T([[0, 0, 1], [0, 2, 2]], np.int64),
                      T([3, 4, 5], f), T([3, 3], np.int64), T(x3v, f), T(1, f), T(1, f)))
emit("unsorted_scalars", Net()(T([[2, 0], [0, 1]], np.int64), T([1, 2], f), T([3, 3], np.int64),
                               T([[2, 0], [0, 0]], np.int64), T([3, 4], f), T([3, 3], np.int64), T(x3v, f), T(2, f),
                               T(3, f)))
emit("zero_product", Net()(T([[0], [1]], np.int64), T([1], f), T([3, 3], np.int64), T([[0], [0]], np.int64), T([0], f),
                           T([3, 3], np.int64), T(x3v, f), T(1, f), T(1, f)))
emit_error("float16", lambda: Net()(T([[0], [1]], np.int64), T([1.5], np.float16), T([3, 2], np.int64),
                                    T([[0], [0]], np.int64), T([2], np.float16), T([3, 3], np.int64),
                                    T(np.ones((3, 2)), np.float16), T(1, np.float16), T(1, np.float16)))
emit_error("float_indices", lambda: Net()(T([[0], [1]], f), T([1.5], f), T([3, 2], np.int64), T([[0], [0]], np.int64),
                                          T([2], f), T([3, 3], np.int64), T(np.ones((3, 2)), f), T(1, f), T(1, f)))
emit_error("x1_shape", lambda: Net()(T([[0], [1]], np.int64), T([1.5], f), T([3, 3], np.int64), T([[0], [0]], np.int64),
                                     T([2], f), T([3, 3], np.int64), T(np.ones((3, 2)), f), T(1, f), T(1, f)))
emit_error("x2_cols", lambda: Net()(T([[0], [1]], np.int64), T([1.5], f), T([3, 2], np.int64), T([[0], [0]], np.int64),
                                    T([2], f), T([3, 4], np.int64), T(np.ones((3, 2)), f), T(1, f), T(1, f)))


def ssp2(v1, v2, x3_, al, be):
    i = lambda v: T(v, np.int64)  # noqa: E731
    return Net()(i([[0], [1]]), v1, i([2, 2]), i([[1], [0]]), v2, i([2, 2]), x3_, al, be)


# the five value inputs are promoted to one dtype, the output values' (SILENT before: msgraph refused mixed dtypes)
x22 = T([[1, 2], [3, 4]], f)
emit("promote.beta_int64", ssp2(T([3], f), T([2], f), x22, T(1, f), T(2, np.int64)))
emit("promote.alpha_float64", ssp2(T([3], f), T([2], f), x22, T(1.5, np.float64), T(2, f)))
emit("promote.int_values_float_scalars", ssp2(T([3], np.int32), T([2], np.int32), T([[1, 2], [3, 4]], np.int32),
                                              T(1.5, f), T(1.5, f)))
emit("promote.x3_int32", ssp2(T([3], f), T([2], f), T([[1, 1], [1, 1]], np.int32), T(1, f), T(1, f)))
emit("promote.alpha_bool", ssp2(T([3], f), T([2], f), x22, T(True, np.bool_), T(1, f)))
emit("promote.uint8_int8", ssp2(T([3], np.uint8), T([2], np.int8), T([[1, 2], [3, 4]], np.int8), T(1, np.uint8),
                                T(1, np.uint8)))
emit_error("promote.alpha_complex", lambda: ssp2(T([3], f), T([2], f), x22, T(1, np.complex64), T(1, f)))
I = lambda v: T(v, np.int64)  # noqa: E731
emit_error("empty_x1", lambda: Net()(T(np.zeros((2, 0)), np.int64), T(np.zeros(0), f), I([2, 2]), I([[1], [0]]),
                                     T([2], f), I([2, 2]), x22, T(1, f), T(1, f)))
emit_error("x1_out_of_bounds", lambda: Net()(I([[0], [5]]), T([3], f), I([2, 2]), I([[1], [0]]), T([2], f), I([2, 2]),
                                             x22, T(1, f), T(1, f)))
emit_error("x2_out_of_bounds", lambda: Net()(I([[0], [1]]), T([3], f), I([2, 2]), I([[1], [7]]), T([2], f), I([2, 2]),
                                             x22, T(1, f), T(1, f)))
emit_error("mixed_index_dtypes", lambda: Net()(T([[0], [1]], np.int32), T([3], f), I([2, 2]), I([[1], [0]]), T([2], f),
                                               I([2, 2]), x22, T(1, f), T(1, f)))
emit_error("indices_3_rows", lambda: Net()(I([[0], [1], [0]]), T([3], f), I([2, 2]), I([[1], [0]]), T([2], f),
                                           I([2, 2]), x22, T(1, f), T(1, f)))
emit_error("alpha_2", lambda: ssp2(T([3], f), T([2], f), x22, T([1, 2], f), T(1, f)))
