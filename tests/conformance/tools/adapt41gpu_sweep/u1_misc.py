"""st/ops/gpu variants (test_cumulative_logsumexp / check_numerics / lower_bound / upper_bound / in_top_k /
matrix_inverse / matrix_determinant / triplet_margin_loss / data_format_vec_permute / dataformatdimmap /
histogram_fixed_width / sequence_mask / zeta / hamming_window / logspace / trace): dtypes, 0-d / empty shapes,
attributes, NaN/inf, errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
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


FL = ["float16", "float32", "float64"]
INT = ["int8", "int16", "int32", "int64", "uint8", "uint16"]
# CumulativeLogsumexp
x = [[0.5, 1.0, -2.0], [3.0, 0.0, 1.5]]
for dt in FL + ["int32"]:
    for ex in (False, True):
        for rv in (False, True):
            case(f"cumlse.{dt}.ex{ex}.rv{rv}", lambda: Fn(P.CumulativeLogsumexp(ex, rv))(T(x, dt), T(1, "int32")))
    case(f"cumlse.{dt}.axis0", lambda: Fn(P.CumulativeLogsumexp())(T(x, dt), T(0, "int64")))
    case(f"cumlse.{dt}.axisneg", lambda: Fn(P.CumulativeLogsumexp())(T(x, dt), T(-1, "int32")))
case("cumlse.inf", lambda: Fn(P.CumulativeLogsumexp())(T([-np.inf, 1.0, np.inf, 2.0], "float32"), T(0, "int32")))
case("cumlse.nan", lambda: Fn(P.CumulativeLogsumexp())(T([1.0, np.nan, 2.0], "float32"), T(0, "int32")))
case("cumlse.allneginf", lambda: Fn(P.CumulativeLogsumexp(True))(T([-np.inf, -np.inf], "float32"), T(0, "int32")))
case("cumlse.0d", lambda: Fn(P.CumulativeLogsumexp())(T(1.5, "float32"), T(0, "int32")))
case("cumlse.empty", lambda: Fn(P.CumulativeLogsumexp())(T(np.zeros((0, 3)), "float32"), T(1, "int32")))
case("cumlse.axis_oob", lambda: Fn(P.CumulativeLogsumexp())(T(x, "float32"), T(2, "int32")))
case("cumlse.axis_float", lambda: Fn(P.CumulativeLogsumexp())(T(x, "float32"), T(1.0, "float32")))
case("cumlse.axis_int", lambda: Fn(P.CumulativeLogsumexp())(T(x, "float32"), 1))
case("cumlse.grad", lambda: ops.GradOperation()(Fn(P.CumulativeLogsumexp()))(T(x, "float32"), T(1, "int32")))
case("cumlse.grad.ex", lambda: ops.GradOperation()(Fn(P.CumulativeLogsumexp(True, True)))(T(x, "float32"),
                                                                                          T(1, "int32")))
# CheckNumerics
for dt in FL + ["int32"]:
    case(f"checknum.{dt}", lambda: Fn(P.CheckNumerics())(T([[6, 3], [2, 5]], dt)))
case("checknum.nan", lambda: Fn(P.CheckNumerics())(T([1.0, np.nan], "float32")))
case("checknum.inf", lambda: Fn(P.CheckNumerics())(T([1.0, np.inf], "float32")))
case("checknum.empty", lambda: Fn(P.CheckNumerics())(T(np.zeros((0,)), "float32")))
case("checknum.0d", lambda: Fn(P.CheckNumerics())(T(2.0, "float64")))
# LowerBound / UpperBound
xs = [[0, 3, 9, 9, 10], [1, 2, 3, 4, 5]]
ys = [[2, 4, 9], [0, 2, 6]]
for nm, op in [("lower", P.LowerBound), ("upper", P.UpperBound)]:
    for dt in FL + INT:
        case(f"{nm}.{dt}", lambda: Fn(op())(T(xs, dt), T(ys, dt)))
    case(f"{nm}.out64", lambda: Fn(op(ms.int64))(T(xs, "float32"), T(ys, "float32")))
    case(f"{nm}.outf", lambda: Fn(op(ms.float32))(T(xs, "float32"), T(ys, "float32")))
    case(f"{nm}.1d", lambda: Fn(op())(T([1, 2, 3], "float32"), T([2, 5], "float32")))
    case(f"{nm}.mixdt", lambda: Fn(op())(T(xs, "float32"), T(ys, "int32")))
    case(f"{nm}.batchmis", lambda: Fn(op())(T(xs, "float32"), T([[1, 2]], "float32")))
    case(f"{nm}.nan", lambda: Fn(op())(T([[1, 2, np.nan]], "float32"), T([[np.nan, 2, 0]], "float32")))
    case(f"{nm}.emptyv", lambda: Fn(op())(T(np.zeros((2, 0)), "float32"), T(ys, "float32")))
    case(f"{nm}.emptyy", lambda: Fn(op())(T(xs, "float32"), T(np.zeros((2, 0)), "float32")))
    case(f"{nm}.fn", lambda: Fn(ops.searchsorted)(T(xs, "float32"), T(ys, "float32")))
case("searchsorted.right", lambda: Fn(ops.searchsorted, ms.int32, True)(T(xs, "float32"), T(ys, "float32")))
# InTopK
pred = [[4, 1, 2, 0, 0], [7, 9, 9, 0, 0], [3, 3, 3, 0, 0]]
for dt in FL + ["int32"]:
    for k in (165, -2, 0, 1, 2):
        case(f"intopk.{dt}.k{k}", lambda: Fn(P.InTopK(k))(T(pred, dt), T([0, 1, 2], "int32")))
case("intopk.t64", lambda: Fn(P.InTopK(1))(T(pred, "float32"), T([1, 0, 2], "int64")))
case("intopk.toob", lambda: Fn(P.InTopK(1))(T(pred, "float32"), T([7, -1, 2], "int32")))
case("intopk.nan", lambda: Fn(P.InTopK(2))(T([[np.nan, 1, 2], [1, np.inf, 0]], "float32"), T([0, 1], "int32")))
case("intopk.fn", lambda: Fn(ops.intopk)(T(pred, "float32"), T([0, 1, 2], "int32"), 2))
case("intopk.tf", lambda: Fn(P.InTopK(1))(T(pred, "float32"), T([0, 1, 2], "float32")))
case("intopk.1d", lambda: Fn(P.InTopK(1))(T([1, 2], "float32"), T([0], "int32")))
# MatrixInverse / det
M = [[[2.0, 1.0], [1.0, 3.0]], [[0.5, -1.0], [2.0, 4.0]]]
for dt in ["float32", "float64", "complex64", "float16"]:
    case(f"matinv.{dt}", lambda: Fn(P.MatrixInverse())(T(M, dt)))
    case(f"matinv.adj.{dt}", lambda: Fn(P.MatrixInverse(True))(T(M, dt)))
    case(f"matdet.{dt}", lambda: Fn(P.MatrixDeterminant())(T(M, dt)))
    case(f"logmatdet.{dt}", lambda: Fn(P.LogMatrixDeterminant())(T(M, dt)))
case("matinv.sing", lambda: Fn(P.MatrixInverse())(T([[1.0, 2.0], [2.0, 4.0]], "float32")))
case("matinv.empty", lambda: Fn(P.MatrixInverse())(T(np.zeros((0, 2, 2)), "float32")))
case("matinv.nonsq", lambda: Fn(P.MatrixInverse())(T(np.ones((2, 3)), "float32")))
case("matinv.1d", lambda: Fn(P.MatrixInverse())(T(np.ones((2,)), "float32")))
case("matinv.grad", lambda: ops.GradOperation()(Fn(P.MatrixInverse()))(T(M, "float32")))
case("matdet.grad", lambda: ops.GradOperation()(Fn(P.MatrixDeterminant()))(T(M, "float32")))
case("matdet.neg", lambda: Fn(P.MatrixDeterminant())(T([[0.0, 1.0], [1.0, 0.0]], "float32")))
case("logmatdet.neg", lambda: Fn(P.LogMatrixDeterminant())(T([[0.0, 1.0], [1.0, 0.0]], "float32")))
case("logmatdet.sing", lambda: Fn(P.LogMatrixDeterminant())(T([[1.0, 2.0], [2.0, 4.0]], "float32")))
case("matdet.int", lambda: Fn(P.MatrixDeterminant())(T([[1, 2], [3, 4]], "int32")))
case("ops.det", lambda: Fn(ops.det)(T(M, "float32")))
case("ops.inverse", lambda: Fn(ops.inverse)(T(M, "float64")))
case("ops.slogdet", lambda: Fn(ops.slogdet)(T(M, "float32")))
# TripletMarginLoss
an = [[1.3, 20.5, 5.6]]
po = [[2., 10., 1.], [6., 7., 10.], [13., 4., 1.], [0.33, -4, -1.5]]
ne = [[2., 21., 6.], [68., 9., 10.], [131., 25., 16.], [0.31, -0.14, -16.]]
for p in (0, 1, 2, 3):
    for sw in (False, True):
        for red in ("none", "mean", "sum"):
            case(f"tml.p{p}.sw{sw}.{red}", lambda: Fn(ops.TripletMarginLoss(p=p, swap=sw, reduction=red))(
                T(an, "float32"), T(po, "float32"), T(ne, "float32"), T(2.0, "float32")))
case("tml.f64", lambda: Fn(ops.TripletMarginLoss(reduction="none"))(T(an, "float64"), T(po, "float64"),
                                                                  T(ne, "float64"), T(2.0, "float32")))
case("tml.f16", lambda: Fn(ops.TripletMarginLoss(reduction="none"))(T(an, "float16"), T(po, "float16"),
                                                                  T(ne, "float16"), T(2.0, "float32")))
case("tml.margin64", lambda: Fn(ops.TripletMarginLoss())(T(an, "float32"), T(po, "float32"), T(ne, "float32"),
                                                         T(2.0, "float64")))
case("tml.int", lambda: Fn(ops.TripletMarginLoss())(T(an, "int32"), T(po, "int32"), T(ne, "int32"),
                                                    T(2.0, "float32")))
case("tml.3d", lambda: Fn(ops.TripletMarginLoss(reduction="none"))(T(np.ones((2, 3, 2)), "float32"),
                                                                 T(np.zeros((2, 3, 2)), "float32"),
                                                                 T(np.full((2, 3, 2), 2.0), "float32"),
                                                                 T(1.0, "float32")))
case("nn.tml", lambda: nn.TripletMarginLoss(margin=1.5, reduction="none")(T(an, "float32"), T(po, "float32"),
                                                                         T(ne, "float32")))
case("fn.tml", lambda: Fn(ops.triplet_margin_loss)(T(po, "float32"), T(an, "float32"), T(ne, "float32")))
case("fn.tml.grad", lambda: ops.grad(Fn(ops.triplet_margin_loss), (0, 1, 2))(
    T(po, "float32"), T(an, "float32"), T(ne, "float32")))
# DataFormatVecPermute / DataFormatDimMap
for dt in ["int32", "int64", "float32"]:
    case(f"dfvp.{dt}", lambda: Fn(P.nn_ops.DataFormatVecPermute("NHWC", "NCHW"))(T([1, 2, 3, 4], dt)))
    case(f"dfvp2.{dt}", lambda: Fn(P.nn_ops.DataFormatVecPermute("NCHW", "NHWC"))(
        T([[1, 1], [2, 2], [3, 3], [4, 4]], dt)))
    case(f"dfdm.{dt}", lambda: Fn(P.DataFormatDimMap())(T([-4, -3, -2, -1, 0, 1, 2, 3], dt)))
    case(f"dfdm.same.{dt}", lambda: Fn(P.DataFormatDimMap("NHWC", "NHWC"))(T([-4, -1, 0, 3], dt)))
    case(f"dfdm.nchw.{dt}", lambda: Fn(P.DataFormatDimMap("NCHW", "NHWC"))(T([-4, -1, 0, 3], dt)))
case("dfvp.len2", lambda: Fn(P.nn_ops.DataFormatVecPermute())(T([1, 2], "int32")))
case("dfvp.shape23", lambda: Fn(P.nn_ops.DataFormatVecPermute())(T(np.ones((2, 3)), "int32")))
case("dfvp.badfmt", lambda: Fn(P.nn_ops.DataFormatVecPermute("NHWC", "NHCW"))(T([1, 2, 3, 4], "int32")))
case("dfdm.oob", lambda: Fn(P.DataFormatDimMap())(T([5, -5], "int32")))
case("dfdm.0d", lambda: Fn(P.DataFormatDimMap())(T(1, "int32")))
case("dfdm.2d", lambda: Fn(P.DataFormatDimMap())(T([[1, 2], [-1, 0]], "int32")))
case("dfdm.badfmt", lambda: Fn(P.DataFormatDimMap("NHWC", "ABCD"))(T([1], "int32")))
# HistogramFixedWidth
for dt in ["int32", "float16", "float32", "float64"]:
    case(f"hfw.{dt}", lambda: Fn(P.HistogramFixedWidth(5))(T(np.arange(-3, 13), dt), T([0, 10], dt)))
    case(f"hfw.2d.{dt}", lambda: Fn(P.HistogramFixedWidth(4))(T([[-5, -4, 4, 5], [6, 7, 9.5, 10]], dt),
                                                              T([0, 10], dt)))
case("hfw.nbins1", lambda: Fn(P.HistogramFixedWidth(1))(T([1.0, 2.0], "float32"), T([0, 10], "float32")))
case("hfw.nbins0", lambda: Fn(P.HistogramFixedWidth(0))(T([1.0, 2.0], "float32"), T([0, 10], "float32")))
case("hfw.int64dt", lambda: Fn(P.HistogramFixedWidth(3, ms.int64))(T([1.0, 2.0], "float32"), T([0, 10], "float32")))
case("hfw.nan", lambda: Fn(P.HistogramFixedWidth(3))(T([np.nan, np.inf, -np.inf, 1], "float32"),
                                                      T([0, 10], "float32")))
case("hfw.empty", lambda: Fn(P.HistogramFixedWidth(3))(T(np.zeros((0,)), "float32"), T([0, 10], "float32")))
case("hfw.badrange", lambda: Fn(P.HistogramFixedWidth(3))(T([1.0], "float32"), T([10, 0], "float32")))
case("hfw.range3", lambda: Fn(P.HistogramFixedWidth(3))(T([1.0], "float32"), T([0, 5, 10], "float32")))
case("hfw.mixdt", lambda: Fn(P.HistogramFixedWidth(3))(T([1.0], "float32"), T([0, 10], "int32")))
# SequenceMask
for dt in ["int32", "int64"]:
    case(f"seqmask.{dt}", lambda: Fn(ops.sequence_mask)(T([[1, 3], [2, 0]], dt), 4))
    case(f"seqmask.none.{dt}", lambda: ops.sequence_mask(T([1, 3, 2], dt)))
case("seqmask.neg", lambda: Fn(ops.sequence_mask)(T([-1, 2], "int32"), 3))
case("seqmask.big", lambda: Fn(ops.sequence_mask)(T([5, 2], "int32"), 3))
case("seqmask.0d", lambda: Fn(ops.sequence_mask)(T(2, "int32"), 3))
case("seqmask.ml0", lambda: Fn(ops.sequence_mask)(T([1, 2], "int32"), 0))
case("seqmask.float", lambda: Fn(ops.sequence_mask)(T([1.0, 2.0], "float32"), 3))
case("seqmask.mlT", lambda: Fn(ops.sequence_mask)(T([1, 2], "int32"), T(3, "int32")))
# Zeta
for dt in ["float32", "float64"]:
    case(f"zeta.{dt}", lambda: Fn(ops.zeta)(T([2.0, 3.0, 1.0, 0.5, 4.0], dt), T([1.0, 2.0, 1.0, 1.0, -1.5], dt)))
case("zeta.bcast", lambda: Fn(ops.zeta)(T([[2.0], [3.0]], "float32"), T([1.0, 2.0], "float32")))
case("zeta.mix", lambda: Fn(ops.zeta)(T([2.0], "float32"), T([1.0], "float64")))
case("zeta.f16", lambda: Fn(ops.zeta)(T([2.0], "float16"), T([1.0], "float16")))
case("zeta.int", lambda: Fn(ops.zeta)(T([2], "int32"), T([1], "int32")))
case("zeta.q0", lambda: Fn(ops.zeta)(T([2.0, 2.0, 3.0], "float64"), T([0.0, -1.0, -2.5], "float64")))
# HammingWindow / logspace / trace
for per in (True, False):
    for n in (0, 1, 2, 5):
        case(f"hamming.{per}.{n}", lambda: Fn(ops.HammingWindow(per, 0.54, 0.46))(T([n], "int32")))
case("hamming.dt64", lambda: Fn(ops.HammingWindow(dtype=ms.float64))(T([4], "int64")))
case("hamming.dt16", lambda: Fn(ops.HammingWindow(dtype=ms.float16))(T([4], "int64")))
case("hamming.ab", lambda: Fn(ops.HammingWindow(False, 0.5, 0.5))(T([4], "int32")))
case("hamming.neg", lambda: Fn(ops.HammingWindow())(T([-1], "int32")))
case("hamming.fl", lambda: Fn(ops.HammingWindow())(T([4.0], "float32")))
case("hamming.0d", lambda: Fn(ops.HammingWindow())(T(4, "int32")))
case("fn.hamming", lambda: ops.hamming_window(5, periodic=False))
for dt in ["float16", "float32", "float64", "int32"]:
    case(f"trace.{dt}", lambda: Fn(ops.trace)(T([[1, 2, 3], [4, 5, 6]], dt)))
case("trace.3d", lambda: Fn(ops.trace)(T(np.ones((2, 2, 2)), "float32")))
case("trace.bool", lambda: Fn(ops.trace)(T([[True, False], [True, True]], "bool")))
case("trace.uint8", lambda: Fn(ops.trace)(T([[200, 0], [0, 100]], "uint8")))
case("trace.int8", lambda: Fn(ops.trace)(T([[100, 0], [0, 100]], "int8")))
case("trace.empty", lambda: Fn(ops.trace)(T(np.zeros((0, 3)), "float32")))
case("trace.grad", lambda: ops.GradOperation()(Fn(ops.trace))(T([[1, 2, 3], [4, 5, 6]], "float32")))
case("tensor.trace", lambda: T([[1, 2], [3, 4]], "int64").trace())
