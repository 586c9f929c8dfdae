"""Variants of st ops/gpu's sparse tests (adapt45w2sp): DenseToCSRSparseMatrix / SparseSliceGrad / SparseToDenseV2 /
Sspaddmm / SparseAddGrad / NonDeterministicInts with empty inputs, 0-d scalars, unsorted entries, other dtypes,
a primitive reused across shapes, inside a Cell (Graph under MODE=graph) and under ms.grad / a loop / an if."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.sparse_ops import Sspaddmm, DenseToCSRSparseMatrix, SparseToDenseV2
from mindspore.ops.operations._grad_ops import SparseSliceGrad
from mindspore.ops.operations._sparse_grad_ops import SparseAddGrad
from mindspore.ops.operations.random_ops import NonDeterministicInts
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


def T(v, dt):
    return Tensor(np.array(v, dt))


f = np.float32
E2 = np.zeros((0, 2), np.int64)
csr = DenseToCSRSparseMatrix()
d = np.array([[0, 1, 0], [2, 0, 3]], f)
case("csr.empty_indices", lambda: Fn(csr)(Tensor(d), Tensor(np.zeros((0, 2), np.int32))))
case("csr.zero_value_entry", lambda: Fn(csr)(Tensor(d), T([[0, 0], [1, 2]], np.int32)))
case("csr.dup_entry", lambda: Fn(csr)(Tensor(d), T([[1, 2], [1, 2]], np.int32)))
case("csr.oob", lambda: Fn(csr)(Tensor(d), T([[2, 0]], np.int32)))
case("csr.reuse_3d", lambda: Fn(csr)(Tensor(np.ones((2, 1, 2), f)), T([[1, 0, 1]], np.int64)))
case("csr.4d", lambda: Fn(csr)(Tensor(np.ones((1, 1, 2, 2), f)), T([[0, 0, 1, 1]], np.int64)))
case("csr.empty_rows", lambda: Fn(csr)(Tensor(np.zeros((0, 3), f)), Tensor(np.zeros((0, 2), np.int32))))
case("csr.indices_1d", lambda: Fn(csr)(Tensor(d), T([0, 1], np.int32)))
case("csr.c128", lambda: Fn(csr)(Tensor((d + 1j * d).astype(np.complex128)), T([[1, 0]], np.int64)))

ssg = SparseSliceGrad()
case("ssg.empty_new", lambda: Fn(ssg)(Tensor(np.zeros(0, f)), T([[0, 0], [1, 2]], np.int64), T([0, 0], np.int64),
                                     Tensor(E2)))
case("ssg.empty_all", lambda: Fn(ssg)(Tensor(np.zeros(0, f)), Tensor(E2), T([0, 0], np.int64), Tensor(E2)))
case("ssg.c128", lambda: Fn(ssg)(T([1 + 2j], np.complex128), T([[0, 0], [1, 2]], np.int64), T([1, 1], np.int64),
                                 T([[0, 1]], np.int64)))
case("ssg.3d", lambda: Fn(ssg)(T([5, 6], f), T([[0, 0, 0], [1, 2, 3], [1, 2, 4]], np.int64), T([1, 2, 3], np.int64),
                               T([[0, 0, 1], [0, 0, 0]], np.int64)))
case("ssg.start_width", lambda: Fn(ssg)(T([5], f), T([[0, 0]], np.int64), T([0, 0, 0], np.int64), T([[0, 0]], np.int64)))
case("ssg.grad_2d", lambda: Fn(ssg)(T([[5]], f), T([[0, 0]], np.int64), T([0, 0], np.int64), T([[0, 0]], np.int64)))

s2d = SparseToDenseV2()
case("s2d.empty", lambda: Fn(s2d)(Tensor(E2), T([2, 2], np.int64), Tensor(np.zeros(0, f)), T(7, f)))
case("s2d.zero_dim", lambda: Fn(s2d)(Tensor(E2), T([0, 2], np.int64), Tensor(np.zeros(0, f)), T(7, f)))
case("s2d.0d_index", lambda: Fn(s2d)(T(1, np.int64), T([3], np.int64), T([4], f), T(0, f)))
case("s2d.values_len", lambda: Fn(s2d)(T([[0, 1], [1, 0]], np.int64), T([2, 2], np.int64), T([1, 2, 3], f), T(0, f)))
case("s2d.width", lambda: Fn(s2d)(T([[0, 1, 0]], np.int64), T([2, 2], np.int64), T([1], f), T(0, f)))
case("s2d.neg_index", lambda: Fn(s2d)(T([[0, -1]], np.int64), T([2, 2], np.int64), T([1], f), T(0, f)))
case("s2d.f64", lambda: Fn(s2d)(T([[0, 0], [1, 1]], np.int32), T([2, 2], np.int32), T([1.5, -2], np.float64),
                                T(9, np.float64)))
case("s2d.complex", lambda: Fn(s2d)(T([[0, 0]], np.int32), T([2, 2], np.int32), T([1j], np.complex64),
                                    T(0, np.complex64)))
case("s2d.uint16", lambda: Fn(s2d)(T([[0, 0]], np.int32), T([2, 2], np.int32), T([3], np.uint16), T(1, np.uint16)))
case("s2d.uint32", lambda: Fn(s2d)(T([[0, 0]], np.int32), T([2, 2], np.int32), T([3], np.uint32), T(1, np.uint32)))
case("s2d.shape_2d", lambda: Fn(s2d)(T([[0, 0]], np.int32), T([[2, 2]], np.int32), T([3], f), T(1, f)))


def s2d_loop(v):
    out = s2d(T([[0, 1], [1, 0]], np.int64), T([2, 2], np.int64), v, T(0.0, f))
    for _ in range(2):
        out = out * 2
    return out.sum() if v.sum() > 0 else -out.sum()


case("s2d.grad_loop_if", lambda: ms.grad(Fn(s2d_loop))(T([1, 2], f)))

ssp = Sspaddmm()
x3 = T([[1, 2], [3, 4]], f)
I2 = lambda v: T(v, np.int64)  # noqa: E731
case("ssp.empty_x1", lambda: Fn(ssp)(Tensor(np.zeros((2, 0), np.int64)), Tensor(np.zeros(0, f)), I2([2, 2]),
                                     I2([[1], [0]]), T([2], f), I2([2, 2]), x3, T(1, f), T(1, f)))
case("ssp.empty_x2", lambda: Fn(ssp)(I2([[0], [1]]), T([3], f), I2([2, 2]), Tensor(np.zeros((2, 0), np.int64)),
                                     Tensor(np.zeros(0, f)), I2([2, 2]), x3, T(1, f), T(1, f)))
case("ssp.alpha2", lambda: Fn(ssp)(I2([[0], [1]]), T([3], f), I2([2, 2]), I2([[1], [0]]), T([2], f), I2([2, 2]), x3,
                                   T([1, 2], f), T(1, f)))
case("ssp.indices_3rows", lambda: Fn(ssp)(I2([[0], [1], [0]]), T([3], f), I2([2, 2]), I2([[1], [0]]), T([2], f),
                                          I2([2, 2]), x3, T(1, f), T(1, f)))
case("ssp.oob", lambda: Fn(ssp)(I2([[0], [5]]), T([3], f), I2([2, 2]), I2([[1], [0]]), T([2], f), I2([2, 2]), x3,
                                T(1, f), T(1, f)))
case("ssp.x2_oob", lambda: Fn(ssp)(I2([[0], [1]]), T([3], f), I2([2, 2]), I2([[1], [7]]), T([2], f), I2([2, 2]), x3,
                                   T(1, f), T(1, f)))
case("ssp.mixed_idx", lambda: Fn(ssp)(T([[0], [1]], np.int32), T([3], f), I2([2, 2]), I2([[1], [0]]), T([2], f),
                                      I2([2, 2]), x3, T(1, f), T(1, f)))
case("ssp.int_alpha", lambda: Fn(ssp)(I2([[0], [1]]), T([3], f), I2([2, 2]), I2([[1], [0]]), T([2], f), I2([2, 2]),
                                      x3, T(1, np.int32), T(1, f)))
case("ssp.uint8_wrap", lambda: Fn(ssp)(I2([[0], [1]]), T([200], np.uint8), I2([2, 2]), I2([[1], [0]]), T([100], np.uint8),
                                       I2([2, 2]), T([[1, 2], [3, 4]], np.uint8), T(3, np.uint8), T(2, np.uint8)))

sag = SparseAddGrad()
case("sag.empty", lambda: Fn(sag)(Tensor(np.zeros(0, f)), Tensor(E2), Tensor(E2), Tensor(E2)))
case("sag.unmatched", lambda: Fn(sag)(T([1, 2], f), I2([[5, 5]]), I2([[0, 1]]), I2([[0, 1], [1, 3]])))
case("sag.len_mismatch", lambda: Fn(sag)(T([1, 2, 3], f), I2([[0, 1]]), I2([[0, 1]]), I2([[0, 1], [1, 3]])))
case("sag.widths", lambda: Fn(sag)(T([1, 2], f), I2([[0, 1, 0]]), I2([[0, 1]]), I2([[0, 1], [1, 3]])))
case("sag.2d_grad", lambda: Fn(sag)(T([[1, 2]], f), I2([[0, 1]]), I2([[0, 1]]), I2([[0, 1], [1, 3]])))

for dt in (ms.int32, ms.uint64):
    ndi = NonDeterministicInts(dtype=dt)
    case(f"ndi.{dt}.meta", lambda: (lambda o: (str(o.dtype), o.shape))(Fn(ndi)(T([3, 1, 2], np.int64))))
case("ndi.zero_dim", lambda: (lambda o: (str(o.dtype), o.shape))(Fn(NonDeterministicInts())(T([0, 2], np.int64))))
case("ndi.uint_shape", lambda: (lambda o: (str(o.dtype), o.shape))(Fn(NonDeterministicInts())(T([2, 2], np.uint32))))
case("ndi.empty_shape", lambda: Fn(NonDeterministicInts())(Tensor(np.zeros(0, np.int64))))
case("ndi.dtype_str", lambda: NonDeterministicInts(dtype="int32"))
case("ndi.grad", lambda: ms.grad(Fn(lambda s, x: NonDeterministicInts()(s).astype(ms.float32).sum() * 0 + x * 2),
                                 grad_position=1)(T([2, 2], np.int64), T(1.0, f)))

# (second round: walks in step, promotion, 0-d indices)
I64 = lambda v: T(v, np.int64)  # noqa: E731
case("sag.unsorted_sum", lambda: Fn(sag)(T([1, 2, 3], f), I64([[0, 1], [1, 2]]), I64([[0, 1], [1, 3]]),
                                         I64([[1, 3], [1, 2], [0, 1]])))
case("sag.unsorted_x1", lambda: Fn(sag)(T([1, 2, 3], f), I64([[1, 2], [0, 1]]), I64([[0, 1], [1, 3]]),
                                        I64([[0, 1], [1, 2], [1, 3]])))
case("sag.dup", lambda: Fn(sag)(T([1, 2], f), I64([[0, 1], [0, 1]]), I64([[0, 1]]), I64([[0, 1], [0, 1]])))
case("ssg.unsorted_idx", lambda: Fn(ssg)(T([5, 6], f), I64([[1, 1], [0, 0]]), I64([0, 0]), I64([[0, 0], [1, 1]])))
case("ssg.dup_new", lambda: Fn(ssg)(T([5, 6], f), I64([[0, 0], [0, 0], [1, 1]]), I64([0, 0]), I64([[0, 0], [1, 1]])))
case("s2d.0d_2dshape", lambda: Fn(s2d)(I64(1), I64([2, 2]), T([7], f), T(0, f)))
case("s2d.0d_3dshape", lambda: Fn(s2d)(I64(5), I64([2, 2, 2]), T([7], f), T(0, f)))
case("s2d.width_less", lambda: Fn(s2d)(I64([[1]]), I64([2, 2]), T([7], f), T(0, f)))
case("s2d.width_more", lambda: Fn(s2d)(I64([[1, 0, 1]]), I64([2, 2]), T([7], f), T(0, f)))


def ssp2(v1, v2, x3_, al, be):
    return Fn(ssp)(I64([[0], [1]]), v1, I64([2, 2]), I64([[1], [0]]), v2, I64([2, 2]), x3_, al, be)


case("ssp.beta_i64", lambda: ssp2(T([3], f), T([2], f), x3, T(1, f), T(2, np.int64)))
case("ssp.alpha_f64", lambda: ssp2(T([3], f), T([2], f), x3, T(1.5, np.float64), T(2, f)))
case("ssp.int_values_float_ab", lambda: ssp2(T([3], np.int32), T([2], np.int32), T([[1, 2], [3, 4]], np.int32),
                                             T(1.5, f), T(1.5, f)))
case("ssp.x3_int", lambda: ssp2(T([3], f), T([2], f), T([[1, 1], [1, 1]], np.int32), T(1, f), T(1, f)))
case("ssp.alpha_bool", lambda: ssp2(T([3], f), T([2], f), x3, T(True, np.bool_), T(1, f)))
case("ssp.alpha_c64", lambda: ssp2(T([3], f), T([2], f), x3, T(1, np.complex64), T(1, f)))
case("ssp.u8_i8", lambda: ssp2(T([3], np.uint8), T([2], np.int8), T([[1, 2], [3, 4]], np.int8), T(1, np.uint8),
                               T(1, np.uint8)))
case("ssp.vals_len", lambda: Fn(ssp)(I64([[0, 1], [1, 1]]), T([3], f), I64([2, 2]), I64([[1], [0]]), T([2], f),
                                     I64([2, 2]), x3, T(1, f), T(1, f)))
case("ssp.shape3", lambda: Fn(ssp)(I64([[0], [1]]), T([3], f), I64([2, 2, 1]), I64([[1], [0]]), T([2], f), I64([2, 2]),
                                   x3, T(1, f), T(1, f)))
