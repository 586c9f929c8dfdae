"""st ops/cpu binary and assorted ops (test_add / mul / tensoradd / ge / less_equal / batch_matmul /
matmul_biasadd(_relu)_fusion / iou / mse_loss / norm / inplace_index_add / tensor_copy_slices / matrix_diag_v3 /
matrix_diag_part_v3 / unfold / cross_entropy / embedding_look_up / tridiagonal_solve / crop_and_resize / assign /
assign_sub variants), and uint64 x // 0: dtypes, broadcasting, Python numbers, 0-d / empty, errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from mindspore.ops import operations as P
from mindspore.ops import functional as F
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


DTS = ["float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
       "bool", "complex64"]
A = [[3, 0, 7], [250, 1, 2]]
B = [[2, 0, 3], [7, 1, 0]]
for dt in DTS:
    for nm, fn in [("add", P.Add()), ("mul", P.Mul()), ("ge", P.GreaterEqual()), ("le", P.LessEqual()),
                   ("floordiv", P.FloorDiv()), ("sub", P.Sub()), ("div", P.Div()), ("mod", P.Mod())]:
        case(f"{nm}.{dt}", lambda: Fn(fn)(T(A, dt), T(B, dt)))
        case(f"{nm}.pyint.{dt}", lambda: Fn(fn)(T(A, dt), 2))
        case(f"{nm}.pyfloat.{dt}", lambda: Fn(fn)(T(A, dt), 2.5))
        case(f"{nm}.bcast.{dt}", lambda: Fn(fn)(T(A, dt), T([1, 2, 0], dt)))
    case(f"op_floordiv.{dt}", lambda: T(A, dt) // T(B, dt))
    case(f"op_floordiv_zero.{dt}", lambda: T(A, dt) // 0)
    case(f"op_mod_zero.{dt}", lambda: T(A, dt) % 0)
    case(f"tensoradd.{dt}", lambda: Fn(ops.add)(T(A, dt), T(B, dt)))
case("uint64.floordiv0.big", lambda: T([2 ** 64 - 1, 5, 0], "uint64") // T([0, 0, 0], "uint64"))
case("uint64.floordiv0.cell", lambda: Fn(P.FloorDiv())(T([2 ** 63, 5, 0], "uint64"), T([0, 0, 0], "uint64")))
case("uint64.floordiv.bool0", lambda: T([5, 7], "uint64") // Tensor(np.array([False, True])))
case("uint32.floordiv0", lambda: T([5, 0], "uint32") // T([0, 0], "uint32"))
case("uint16.floordiv0", lambda: T([5, 0], "uint16") // T([0, 0], "uint16"))
case("uint8.floordiv0", lambda: T([5, 0], "uint8") // T([0, 0], "uint8"))
case("uint64.div0", lambda: Fn(P.Div())(T([5, 0], "uint64"), T([0, 0], "uint64")))
case("uint64.mod0", lambda: Fn(P.Mod())(T([5, 0], "uint64"), T([0, 0], "uint64")))
case("uint64.floormod0", lambda: Fn(P.FloorMod())(T([5, 0], "uint64"), T([0, 0], "uint64")))
case("uint64.truncdiv0", lambda: Fn(P.TruncateDiv())(T([5, 0], "uint64"), T([0, 0], "uint64")))
case("int64.floordiv0", lambda: T([5, -5, 0], "int64") // T([0, 0, 0], "int64"))
case("add.nan", lambda: Fn(P.Add())(T([np.nan, np.inf, -np.inf], "float32"), T([1, -np.inf, np.inf], "float32")))
case("ge.nan", lambda: Fn(P.GreaterEqual())(T([np.nan, np.inf, 1], "float32"), T([np.nan, np.inf, np.nan], "float32")))
case("le.mixed", lambda: Fn(P.LessEqual())(T([1, 2], "int32"), T([1.5, 1.5], "float16")))
case("ge.0d", lambda: Fn(P.GreaterEqual())(T(1, "int32"), T([0, 1, 2], "int32")))
case("add.empty", lambda: Fn(P.Add())(T(np.zeros((0, 3)), "float32"), T([1, 2, 3], "float32")))
case("mul.shape_err", lambda: Fn(P.Mul())(T([1, 2], "float32"), T([1, 2, 3], "float32")))
case("le.py_py", lambda: Fn(P.LessEqual())(1, 2))
case("add.bool_int", lambda: Fn(P.Add())(T([True, False], "bool"), T([1, 2], "int8")))
case("mul.grad.bcast", lambda: ops.GradOperation(get_all=True)(Fn(P.Mul()))(T([[1.0, 2.0]], "float32"), T([[3.0], [4.0]], "float32")))
case("add.grad.int", lambda: ops.GradOperation(get_all=True)(Fn(P.Add()))(T([1, 2], "int32"), T([3, 4], "int32")))

# batch_matmul / matmul + bias (+relu)
BX = np.arange(24).reshape(2, 3, 4) * 0.25
BY = np.arange(40).reshape(2, 4, 5) * 0.1
for dt in ["float16", "float32", "float64", "int32", "int64", "int8", "uint8", "bool", "complex64"]:
    case(f"BatchMatMul.{dt}", lambda: Fn(P.BatchMatMul())(T(BX, dt), T(BY, dt)))
    case(f"MatMul.{dt}", lambda: Fn(P.MatMul())(T(BX[0], dt), T(BY[0], dt)))
    case(f"MatMulBias.{dt}", lambda: Fn(lambda a, b, c: P.BiasAdd()(P.MatMul()(a, b), c))(T(BX[0], dt), T(BY[0], dt), T(np.arange(5), dt)))
for ta, tb in [(False, True), (True, False), (True, True)]:
    case(f"BatchMatMul.t{ta}{tb}", lambda: Fn(P.BatchMatMul(ta, tb))(T(BX if not ta else BX.transpose(0, 2, 1), "float32"),
                                                                     T(BY if not tb else BY.transpose(0, 2, 1), "float32")))
case("BatchMatMul.bcast", lambda: Fn(P.BatchMatMul())(T(BX[:1], "float32"), T(BY, "float32")))
case("BatchMatMul.bcast3", lambda: Fn(P.BatchMatMul())(T(BX[None], "float32"), T(BY[:, None], "float32")))
case("BatchMatMul.rank2", lambda: Fn(P.BatchMatMul())(T(BX[0], "float32"), T(BY[0], "float32")))
case("BatchMatMul.mixed", lambda: Fn(P.BatchMatMul())(T(BX, "float32"), T(BY, "float16")))
case("BatchMatMul.empty_batch", lambda: Fn(P.BatchMatMul())(T(np.zeros((0, 3, 4)), "float32"), T(np.zeros((0, 4, 5)), "float32")))
case("BatchMatMul.grad", lambda: ops.GradOperation(get_all=True)(Fn(P.BatchMatMul()))(T(BX, "float32"), T(BY, "float32")))
case("BatchMatMul.grad.bcast", lambda: ops.GradOperation(get_all=True)(Fn(P.BatchMatMul()))(T(BX[:1], "float32"), T(BY, "float32")))

# IOU
AB = [[0, 0, 2, 2], [1, 1, 3, 4], [0, 0, 0, 0]]
GB = [[0, 0, 2, 2], [2, 2, 5, 5]]
for mode in ["iou", "iof"]:
    for dt in ["float16", "float32", "float64", "int32"]:
        case(f"IOU.{mode}.{dt}", lambda: Fn(P.IOU(mode))(T(AB, dt), T(GB, dt)))
case("IOU.bad_mode", lambda: P.IOU("xx"))
case("IOU.cols5", lambda: Fn(P.IOU())(T(np.zeros((2, 5)), "float32"), T(GB, "float32")))
case("IOU.cols3", lambda: Fn(P.IOU())(T(np.zeros((2, 3)), "float32"), T(np.zeros((2, 3)), "float32")))
case("IOU.mixed", lambda: Fn(P.IOU())(T(AB, "float32"), T(GB, "float16")))
case("IOU.empty", lambda: Fn(P.IOU())(T(np.zeros((0, 4)), "float32"), T(GB, "float32")))
case("IOU.inverted", lambda: Fn(P.IOU())(T([[2, 2, 0, 0]], "float32"), T([[0, 0, 2, 2]], "float32")))

# mse_loss / norm
for red in ["none", "mean", "sum"]:
    for dt in ["float16", "float32", "float64", "int32"]:
        case(f"mse_loss.{red}.{dt}", lambda: Fn(F.mse_loss, T([[1, 2], [3, 5]], dt), red)(T([[1.5, 2], [0, 5]], dt)) if False else
             F.mse_loss(T([[1.5, 2], [0, 5]], dt), T([[1, 2], [3, 5]], dt), red))
    case(f"mse_loss.bcast.{red}", lambda: F.mse_loss(T([[1.5, 2], [0, 5]], "float32"), T([1, 2], "float32"), red))
    case(f"mse_loss.grad.{red}", lambda: ops.GradOperation()(Fn(F.mse_loss, T([[1, 2], [3, 5]], "float32"), red))(T([[1.5, 2], [0, 5]], "float32")))
case("mse_loss.badred", lambda: F.mse_loss(T([1.0], "float32"), T([1.0], "float32"), "avg"))
case("mse_loss.mixed", lambda: F.mse_loss(T([1.0, 2.0], "float32"), T([1.0, 3.0], "float16")))
for ax in [0, 1, -1, (0, 1)]:
    for kd in [False, True]:
        case(f"nn.Norm.{ax}.{kd}", lambda: nn.Norm(axis=ax, keep_dims=kd)(T([[3, 4], [6, 8]], "float32")))
case("nn.Norm.f16", lambda: nn.Norm(axis=0)(T([[3, 4], [6, 8]], "float16")))
case("nn.Norm.f64", lambda: nn.Norm(axis=0)(T([[3, 4], [6, 8]], "float64")))
case("nn.Norm.int", lambda: nn.Norm(axis=0)(T([[3, 4], [6, 8]], "int32")))
case("nn.Norm.zero.grad", lambda: ops.GradOperation()(nn.Norm(axis=0))(T([[0, 4], [0, 8]], "float32")))
case("nn.Norm.0d", lambda: nn.Norm()(T(3.0, "float32")))

# inplace_index_add
for dt in ["float16", "float32", "float64", "int32", "int8", "uint8", "int16", "int64"]:
    case(f"inplace_index_add.{dt}", lambda: F.inplace_index_add(Parameter(T([[1, 2], [3, 4], [5, 6]], dt), name="x"),
                                                              T([0, 2], "int32"), T([[0.5, 1], [2, 3]], dt), 0))
case("inplace_index_add.rep", lambda: F.inplace_index_add(Parameter(T([[1, 2], [3, 4], [5, 6]], "float32"), name="x"),
                                                         T([1, 1], "int32"), T([[0.5, 1], [2, 3]], "float32"), 0))
case("inplace_index_add.axis1", lambda: F.inplace_index_add(Parameter(T([[1, 2], [3, 4], [5, 6]], "float32"), name="x"),
                                                           T([1], "int32"), T([[1], [2], [3]], "float32"), 1))
case("inplace_index_add.oob", lambda: F.inplace_index_add(Parameter(T([[1, 2], [3, 4], [5, 6]], "float32"), name="x"),
                                                         T([3, 0], "int32"), T([[0.5, 1], [2, 3]], "float32"), 0))
case("inplace_index_add.int64idx", lambda: F.inplace_index_add(Parameter(T([[1, 2], [3, 4], [5, 6]], "float32"), name="x"),
                                                              T([0, 1], "int64"), T([[0.5, 1], [2, 3]], "float32"), 0))
case("inplace_index_add.neg_axis", lambda: F.inplace_index_add(Parameter(T([[1, 2], [3, 4], [5, 6]], "float32"), name="x"),
                                                              T([0], "int32"), T([[1], [2], [3]], "float32"), -1))
case("inplace_index_add.mixed", lambda: F.inplace_index_add(Parameter(T([[1, 2], [3, 4], [5, 6]], "float32"), name="x"),
                                                           T([0, 1], "int32"), T([[0.5, 1], [2, 3]], "float16"), 0))

# TensorCopySlices
for dt in ["float32", "int32", "bool", "float16", "int64", "uint8"]:
    case(f"TensorCopySlices.{dt}", lambda: Fn(P.TensorCopySlices())(T(np.zeros((5, 5)), dt), T(np.ones((2, 5)), dt), (3, 0), (5, 5), (1, 1)))
case("TensorCopySlices.stride2", lambda: Fn(P.TensorCopySlices())(T(np.zeros((5, 5)), "float32"), T(np.ones((2, 5)), "float32"), (0, 0), (4, 5), (2, 1)))
case("TensorCopySlices.bcast", lambda: Fn(P.TensorCopySlices())(T(np.zeros((5, 5)), "float32"), T(np.ones((5,)), "float32"), (3, 0), (5, 5), (1, 1)))
case("TensorCopySlices.mixed", lambda: Fn(P.TensorCopySlices())(T(np.zeros((5, 5)), "float32"), T(np.ones((2, 5)), "int32"), (3, 0), (5, 5), (1, 1)))
case("TensorCopySlices.bad", lambda: Fn(P.TensorCopySlices())(T(np.zeros((5, 5)), "float32"), T(np.ones((3, 5)), "float32"), (3, 0), (5, 5), (1, 1)))

# MatrixDiagV3 / MatrixDiagPartV3
from mindspore.ops.operations.array_ops import MatrixDiagV3, MatrixDiagPartV3
DG = [[8, 9, 0], [1, 2, 3], [0, 4, 5]]
for align in ["RIGHT_LEFT", "LEFT_RIGHT", "LEFT_LEFT", "RIGHT_RIGHT"]:
    for dt in ["float32", "int32", "float16", "bool", "uint8", "complex64"]:
        case(f"MatrixDiagV3.{align}.{dt}", lambda: Fn(MatrixDiagV3(align))(T(DG, dt), T([-1, 1], "int32"), T(3, "int32"), T(3, "int32"), T(0, dt)))
    case(f"MatrixDiagPartV3.{align}", lambda: Fn(MatrixDiagPartV3(align))(T(np.arange(12).reshape(3, 4), "float32"), T([-1, 2], "int32"), T(9, "float32")))
    case(f"matrix_diag_part.{align}", lambda: ops.matrix_diag_part(T(np.arange(12).reshape(3, 4), "float32"), T([-1, 2], "int32"), T(9, "float32"), align))
case("MatrixDiagV3.k_scalar", lambda: Fn(MatrixDiagV3())(T([1, 2, 3], "float32"), T(0, "int32"), T(-1, "int32"), T(-1, "int32"), T(0, "float32")))
case("MatrixDiagV3.k_pos", lambda: Fn(MatrixDiagV3())(T([1, 2, 3], "float32"), T(1, "int32"), T(-1, "int32"), T(-1, "int32"), T(7, "float32")))
case("MatrixDiagV3.rows_small", lambda: Fn(MatrixDiagV3())(T([1, 2, 3], "float32"), T(0, "int32"), T(2, "int32"), T(-1, "int32"), T(0, "float32")))
case("MatrixDiagV3.pad_dtype", lambda: Fn(MatrixDiagV3())(T([1, 2, 3], "float32"), T(0, "int32"), T(-1, "int32"), T(-1, "int32"), T(0, "float16")))
case("MatrixDiagV3.k_int64", lambda: Fn(MatrixDiagV3())(T([1, 2, 3], "float32"), T(0, "int64"), T(-1, "int64"), T(-1, "int64"), T(0, "float32")))
case("MatrixDiagV3.bad_align", lambda: MatrixDiagV3("UP"))
case("MatrixDiagPartV3.k_bad", lambda: Fn(MatrixDiagPartV3())(T(np.arange(12).reshape(3, 4), "float32"), T([2, -1], "int32"), T(9, "float32")))
case("MatrixDiagPartV3.k_far", lambda: Fn(MatrixDiagPartV3())(T(np.arange(12).reshape(3, 4), "float32"), T(5, "int32"), T(9, "float32")))
case("MatrixDiagPartV3.grad", lambda: ops.GradOperation()(Fn(MatrixDiagPartV3(), T([-1, 1], "int32"), T(0, "float32")))(T(np.arange(12).reshape(3, 4), "float32")))
case("MatrixDiagV3.grad", lambda: ops.GradOperation()(Fn(MatrixDiagV3(), T([-1, 1], "int32"), T(3, "int32"), T(3, "int32"), T(0, "float32")))(T(DG, "float32")))

# unfold
UX = np.arange(2 * 2 * 4 * 4).reshape(2, 2, 4, 4) * 0.5
for dt in ["float16", "float32", "float64", "int32", "uint8", "bool"]:
    case(f"unfold.{dt}", lambda: F.unfold(T(UX, dt), kernel_size=3, dilation=1, stride=1))
for kw in [dict(kernel_size=2, stride=2), dict(kernel_size=(2, 3), padding=1), dict(kernel_size=2, dilation=2),
           dict(kernel_size=5), dict(kernel_size=2, padding=(1, 0), stride=(1, 2))]:
    case(f"unfold.{kw}", lambda: F.unfold(T(UX, "float32"), **kw))
case("unfold.3d", lambda: F.unfold(T(UX[0], "float32"), kernel_size=2))
case("unfold.grad", lambda: ops.GradOperation()(Fn(lambda x: F.unfold(x, 2)))(T(UX, "float32")))

# cross_entropy
CI = [[0.1, 0.5, -0.3], [1.0, -1.0, 0.2]]
for red in ["mean", "sum", "none"]:
    case(f"cross_entropy.{red}", lambda: ops.cross_entropy(T(CI, "float32"), T([2, 0], "int32"), T([0.5, 1.0, 2.0], "float32"), reduction=red))
    case(f"cross_entropy.probs.{red}", lambda: ops.cross_entropy(T(CI, "float32"), T([[0.2, 0.8, 0.0], [0.3, 0.3, 0.4]], "float32"), reduction=red))
    case(f"cross_entropy.ignore.{red}", lambda: ops.cross_entropy(T(CI, "float32"), T([2, 1], "int32"), ignore_index=1, reduction=red))
    case(f"cross_entropy.smooth.{red}", lambda: ops.cross_entropy(T(CI, "float32"), T([2, 0], "int32"), label_smoothing=0.2, reduction=red))
for dt in ["float16", "float64"]:
    case(f"cross_entropy.{dt}", lambda: ops.cross_entropy(T(CI, dt), T([2, 0], "int32")))
case("cross_entropy.int64_t", lambda: ops.cross_entropy(T(CI, "float32"), T([2, 0], "int64")))
case("cross_entropy.grad", lambda: ops.GradOperation()(Fn(ops.cross_entropy, T([2, 0], "int32")))(T(CI, "float32")))
case("cross_entropy.all_ignored", lambda: ops.cross_entropy(T(CI, "float32"), T([1, 1], "int32"), ignore_index=1))

# EmbeddingLookup
EP = np.arange(12).reshape(4, 3) * 1.5
for off in [0, 1, -1, 4]:
    case(f"EmbeddingLookup.off{off}", lambda: Fn(P.EmbeddingLookup())(T(EP, "float32"), T([[0, 3], [5, -1]], "int32"), off))
for dt in ["float16", "int32", "float64", "bool", "int64"]:
    case(f"EmbeddingLookup.{dt}", lambda: Fn(P.EmbeddingLookup())(T(EP, dt), T([1, 2], "int32"), 0))
case("EmbeddingLookup.idx64", lambda: Fn(P.EmbeddingLookup())(T(EP, "float32"), T([1, 2], "int64"), 0))
case("EmbeddingLookup.grad", lambda: ops.GradOperation()(Fn(P.EmbeddingLookup(), T([1, 1, 5], "int32"), 0))(T(EP, "float32")))
# (TridiagonalSolve: in neither MindSpore 2.10's ops.operations nor msgraph's, both AttributeError; CropAndResize
# and Assign / AssignSub: s4_crop_assign.py)
