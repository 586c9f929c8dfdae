"""Public names of mindspore.ops / ops.operations msgraph lacked (h-api, session 22: a dir() comparison of MindSpore
2.10's namespaces; MindSpore tests tests/st/ops/gpu/test_segment_op.py, test_ragged_range_op.py, ...): SegmentSum/Max/
Min/Prod, RaggedRange, Fmax, Cross, MatrixBandPart, MatrixPower, Mvlgamma, Expand, GLU, ChannelShuffle,
ScatterAddWithAxis, BartlettWindow, HammingWindow, MaskedScatter, MatrixSolveLs, and the function forms scatter_nd_*,
intopk, lrn, soft_shrink, unique_with_pad, matrix_determinant, log_matrix_determinant, mirror_pad, expand_as, view_as,
eps, diff_ext, accumulate_n's error, ctc_greedy_decoder, max_pool3d, conv3d_transpose, bartlett_window: msgraph
raised AttributeError for every one.  Values, dtypes, MindSpore's errors, and gradients of the differentiable ones."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops, nn
from mindspore.ops import operations as P
from mindspore.ops.operations import array_ops as A
from _conf import emit, emit_error

x = Tensor(np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9], [1, 1, 1]], np.float32))
ids = Tensor(np.array([0, 0, 2, 2], np.int32))
for name in ("SegmentSum", "SegmentMax", "SegmentMin", "SegmentProd"):
    emit(name, getattr(A, name)()(x, ids))
emit("SegmentSum_int", A.SegmentSum()(Tensor(np.array([1, 2, 3], np.int32)), Tensor(np.array([0, 2, 2], np.int64))))
emit("SegmentMax_3d", A.SegmentMax()(Tensor(np.arange(12, dtype=np.float64).reshape(3, 2, 2)),
                                     Tensor(np.array([1, 1, 3], np.int32))))
emit_error("Segment_unsorted", lambda: A.SegmentMax()(Tensor(np.array([1.0, 2.0, 3.0], np.float32)),
                                                      Tensor(np.array([2, 0, 2], np.int32))))
emit_error("Segment_negative", lambda: A.SegmentSum()(Tensor(np.array([1.0, 2.0, 3.0], np.float32)),
                                                      Tensor(np.array([-1, 0, 2], np.int32))))
def seg_sum(t):
    return A.SegmentSum()(t, ids)


sens = Tensor(np.arange(9, dtype=np.float32).reshape(3, 3) + 1)
emit("grad_SegmentSum", ops.GradOperation(sens_param=True)(seg_sum)(x, sens))

def seg_max(t):
    return A.SegmentMax()(t, ids)


def seg_min(t):
    return A.SegmentMin()(t, ids)


def seg_prod(t):
    return A.SegmentProd()(t, ids)


tie = Tensor(np.array([[1, 2, 3], [4, 2, 6], [7, 8, 9], [1, 8, 0]], np.float32))
emit("grad_SegmentMax_ties", ops.GradOperation(sens_param=True)(seg_max)(tie, sens))
emit("grad_SegmentMin_ties", ops.GradOperation(sens_param=True)(seg_min)(tie, sens))
emit_error("grad_SegmentProd", lambda: ops.GradOperation(sens_param=True)(seg_prod)(tie, sens))


class SegCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.smax = A.SegmentMax()
        self.ssum = A.SegmentSum()

    def construct(self, t, i):
        return self.smax(t, i), self.ssum(t * 2, i)


emit("SegCell", SegCell()(Tensor(np.array([1, 2, 3], np.int32)), Tensor(np.array([0, 6, 6], np.int32))))
RR = P.RaggedRange(ms.int32)
emit("RaggedRange_scalars", RR(Tensor(1, ms.int32), Tensor(5, ms.int32), Tensor(2, ms.int32)))
emit("RaggedRange_neg", RR(Tensor([5, 1], ms.int32), Tensor([1, 5], ms.int32), Tensor([-2, -1], ms.int32)))
emit_error("RaggedRange_mix", lambda: RR(Tensor(1, ms.int32), Tensor([3, 4], ms.int32), Tensor(1, ms.int32)))
emit_error("RaggedRange_2d", lambda: RR(Tensor([[1], [2]], ms.int32), Tensor([1], ms.int32), Tensor([8], ms.int32)))
emit_error("RaggedRange_not_tensor", lambda: RR(1, Tensor(1, ms.int32), Tensor(2, ms.int32)))
emit_error("RaggedRange_types", lambda: RR(Tensor(1, ms.int32), Tensor(3, ms.float32), Tensor(10, ms.int32)))
emit_error("RaggedRange_zero", lambda: RR(Tensor([1], ms.int32), Tensor([3], ms.int32), Tensor([0], ms.int32)))
emit_error("RaggedRange_tsplits", lambda: P.RaggedRange(Tsplits=ms.float32))
emit("RaggedRange", P.RaggedRange(ms.int64)(Tensor(np.array([2, 5, 8], np.int32)), Tensor(np.array([3, 5, 12], np.int32)),
                                            Tensor(np.array([1, 1, 1], np.int32))))
emit("RaggedRange_float", P.RaggedRange(ms.int32)(Tensor(np.array([0.5, 3.0], np.float32)),
                                                  Tensor(np.array([2.0, 0.0], np.float32)),
                                                  Tensor(np.array([0.5, -1.5], np.float32))))

a = Tensor(np.array([1, np.nan, 3, -1], np.float32))
b = Tensor(np.array([np.nan, 2, 1, 0], np.float32))
emit("Fmax", P.Fmax()(a, b))
emit("Fmax_mixed", P.Fmax()(Tensor(np.array([1, 5, 3], np.int32)), Tensor(np.array([2, 2, 1], np.float32))))
u = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.float32))
v = Tensor(np.array([[7, 8, 9], [1, 0, 2]], np.float32))
emit("Cross", P.Cross()(u, v))
emit("Cross_dim0", P.Cross(dim=0)(Tensor(np.ones((3, 2), np.int32)), Tensor(np.arange(6, dtype=np.int32).reshape(3, 2))))
def cross_loss(p, q):
    return P.Cross()(p, q).sum()


emit("grad_Cross", ms.grad(cross_loss, (0, 1))(u, v))
m = Tensor(np.arange(1, 13, dtype=np.float32).reshape(3, 4))
emit("MatrixBandPart", P.MatrixBandPart()(m, 1, 0))
emit("MatrixBandPart_neg", P.MatrixBandPart()(m, -1, 0))
emit("MatrixBandPart_int", P.MatrixBandPart()(Tensor(np.ones((3, 4), np.int32)), Tensor(1, ms.int64), Tensor(-1, ms.int64)))
sq = Tensor(np.array([[[1, 1], [0, 2]], [[2, 1], [1, 1]]], np.float32))
emit("MatrixPower3", P.MatrixPower(3)(sq))
emit("MatrixPower0", P.MatrixPower(0)(sq))
emit("MatrixPower_neg", P.MatrixPower(-2)(sq), rtol=1e-5)
emit("MatrixPower_int", P.MatrixPower(2)(Tensor(np.array([[[1, 1], [0, 2]]], np.int32))))
def power_loss(t):
    return P.MatrixPower(3)(t).sum()


emit("grad_MatrixPower", ms.grad(power_loss)(sq))
emit("Mvlgamma", P.Mvlgamma(2)(Tensor(np.array([1.5, 2.5, 7.0], np.float32))), rtol=1e-5)
emit("Mvlgamma3", P.Mvlgamma(3)(Tensor(np.array([1.5, 2.5], np.float64))))
emit("Expand", P.Expand()(Tensor(np.array([[1], [2]], np.float32)), Tensor(np.array([2, 3], np.int32))))
emit("Expand_neg1", P.Expand()(Tensor(np.array([[1], [2]], np.float32)), Tensor(np.array([3, -1, 4], np.int64))))
emit_error("Expand_bad", lambda: P.Expand()(Tensor(np.array([[1], [2]], np.float32)), Tensor(np.array([3, 3], np.int32))))
g = Tensor(np.arange(8, dtype=np.float32).reshape(2, 4) / 4)
emit("GLU", P.GLU(-1)(g))
emit("GLU0_f16", P.GLU(0)(Tensor(np.arange(8, dtype=np.float16).reshape(4, 2) / 4)))
def glu_loss(t):
    return P.GLU()(t).sum()


emit("grad_GLU", ms.grad(glu_loss)(g))
c4 = Tensor(np.arange(16, dtype=np.float32).reshape(1, 4, 2, 2))
emit("ChannelShuffle", P.ChannelShuffle(2)(c4))
emit("channel_shuffle", ops.channel_shuffle(c4, 4))
emit_error("ChannelShuffle_3d", lambda: P.ChannelShuffle(2)(Tensor(np.arange(8, dtype=np.float32).reshape(1, 4, 2))))
emit("ScatterAddWithAxis", P.ScatterAddWithAxis(0)(Tensor(np.zeros((2, 3), np.float32)), Tensor(np.array([[1, 0, 1]], np.int32)),
                                                    Tensor(np.array([[1, 2, 3]], np.float32))))
emit("ScatterAddWithAxis1", P.ScatterAddWithAxis(1)(Tensor(np.zeros((2, 3), np.int32)), Tensor(np.array([[1, 1], [0, 2]], np.int64)),
                                                     Tensor(np.array([[1, 2], [3, 4]], np.int32))))
emit("BartlettWindow", P.BartlettWindow()(Tensor(5, ms.int32)))
emit("BartlettWindow_sym64", P.BartlettWindow(False, ms.float64)(Tensor(6, ms.int64)))
emit("BartlettWindow_1", P.BartlettWindow()(Tensor(1, ms.int32)))
emit("BartlettWindow_0", P.BartlettWindow()(Tensor(0, ms.int32)))
emit_error("BartlettWindow_neg", lambda: P.BartlettWindow()(Tensor(-1, ms.int32)))
emit_error("bartlett_window_int", lambda: ops.bartlett_window(5))
emit("bartlett_window_f16", ops.bartlett_window(Tensor(6, ms.int32), periodic=False, dtype=ms.float16))
emit("HammingWindow", P.HammingWindow()(Tensor(np.array([5]), ms.int64)), rtol=1e-5)
emit("HammingWindow_f16", P.HammingWindow(False, 0.5, 0.5, ms.float16)(Tensor(np.array([5]), ms.int64)))
emit("HammingWindow_1", P.HammingWindow(True, 0.54, 0.46, ms.float64)(Tensor(np.array([1]), ms.int64)))
emit("MaskedScatter", P.MaskedScatter()(Tensor(np.zeros(4, np.float32)), Tensor(np.array([1, 0, 1, 0], np.bool_)),
                                        Tensor(np.array([5, 6], np.float32))))
emit("MatrixSolveLs", P.MatrixSolveLs()(Tensor(np.array([[1, 2], [3, 4], [5, 7]], np.float32)),
                                        Tensor(np.array([[1], [2], [2]], np.float32)), Tensor(0.0, ms.float64)), rtol=1e-4)

prm = Parameter(Tensor(np.ones(4, np.float32)), name="p_div")
emit("scatter_nd_div", ops.scatter_nd_div(prm, Tensor(np.array([[1], [3]], np.int32)), Tensor(np.array([2, 4], np.float32))))
prm = Parameter(Tensor(np.ones(4, np.float32)), name="p_max")
emit("scatter_nd_max", ops.scatter_nd_max(prm, Tensor(np.array([[1], [3]], np.int32)), Tensor(np.array([2, -4], np.float32))))
prm = Parameter(Tensor(np.ones(4, np.float32)), name="p_min")
emit("scatter_nd_min", ops.scatter_nd_min(prm, Tensor(np.array([[1], [3]], np.int32)), Tensor(np.array([2, -4], np.float32))))
prm = Parameter(Tensor(np.full(4, 3, np.float32)), name="p_mul")
emit("scatter_nd_mul", ops.scatter_nd_mul(prm, Tensor(np.array([[1], [3]], np.int32)), Tensor(np.array([2, -4], np.float32))))
prm = Parameter(Tensor(np.ones(4, np.float32)), name="p_sub")
emit("scatter_nd_sub", ops.scatter_nd_sub(prm, Tensor(np.array([[1], [3]], np.int32)), Tensor(np.array([1, 2], np.float32))))
emit("scatter_nd_sub_param", prm)
emit("intopk", ops.intopk(Tensor(np.array([[1, 8, 5], [7, 2, 3]], np.float32)), Tensor(np.array([1, 0], np.int32)), 1))
emit("intopk_k2_f16", ops.intopk(Tensor(np.array([[1, 8, 5], [7, 2, 3]], np.float16)), Tensor(np.array([2, 1], np.int32)), 2))
img = Tensor(np.arange(8, dtype=np.float32).reshape(1, 2, 2, 2))
emit("lrn", ops.lrn(img), rtol=1e-5)
emit("lrn_args", ops.lrn(img, 2, 2.0, 0.5, 0.75), rtol=1e-5)
emit("soft_shrink", ops.soft_shrink(Tensor(np.array([-1, 0.2, 0.9], np.float32)), 0.3))
emit("soft_shrink_default", ops.soft_shrink(Tensor(np.array([-1, 0.2, 0.9], np.float32))))
emit("Tensor.soft_shrink", Tensor(np.array([[1, 3, 2], [4, 9, 0]], np.float32)).soft_shrink(1.5))
emit("unique_with_pad", ops.unique_with_pad(Tensor(np.array([1, 2, 2, 5, 1], np.int32)), 0))
emit("Tensor.unique_with_pad", Tensor(np.array([3, 3, 1], np.int64)).unique_with_pad(-1))
dm = Tensor(np.array([[[1, 2], [3, 4]], [[2, 0], [0, 3]]], np.float32))
emit("matrix_determinant", ops.matrix_determinant(dm), rtol=1e-5)
emit("log_matrix_determinant", ops.log_matrix_determinant(dm), rtol=1e-5)
emit("Tensor.log_matrix_determinant", Tensor(np.array([[1, 2], [3, 4]], np.float64)).log_matrix_determinant())
emit("Tensor.matrix_determinant", Tensor(np.array([[1, 2], [3, 4]], np.float64)).matrix_determinant())
emit("mirror_pad", ops.mirror_pad(Tensor(np.arange(3, dtype=np.float32)), Tensor(np.array([[1, 1]], np.int32)), 'REFLECT'))
emit("mirror_pad_sym", ops.mirror_pad(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), Tensor(np.array([[1, 0], [2, 2]], np.int32)),
                                      'SYMMETRIC'))
emit("expand_as", ops.expand_as(Tensor(np.array([1, 2], np.float32)), Tensor(np.zeros((3, 2)))))
emit("view_as", ops.view_as(Tensor(np.array([1, 2, 3, 4], np.float32)), Tensor(np.zeros((2, 2)))))
emit("eps16", ops.eps(Tensor(np.array([1.5, 2], np.float16))))
emit("eps32", ops.eps(Tensor(np.array([1.5, 2], np.float32))))
emit("eps64", ops.eps(Tensor(np.array([[1.5, 2]], np.float64))))
emit_error("eps_int", lambda: ops.eps(Tensor(np.array([1, 2], np.int32))))
emit("diff_ext", ops.diff_ext(Tensor(np.array([1, 4, 9], np.float32))))
emit("diff_ext_n2", ops.diff_ext(Tensor(np.array([[1, 4, 9], [2, 2, 0]], np.float32)), 2, 0))
emit("diff_ext_append", ops.diff_ext(Tensor(np.array([1, 4, 9], np.int32)), 1, -1, Tensor([0], ms.int32), Tensor([10], ms.int32)))
emit("ctc_greedy_decoder", ops.ctc_greedy_decoder(Tensor(np.array([[[0.6, 0.3, 0.1], [0.2, 0.1, 0.7]], [[0.1, 0.8, 0.1], [0.3, 0.3, 0.4]]],
                                                                   np.float32)), Tensor(np.array([2, 2], np.int32))))
v5 = Tensor(np.arange(32, dtype=np.float32).reshape(1, 1, 2, 4, 4))
emit("max_pool3d", ops.max_pool3d(v5, 2, 2))
emit("max_pool3d_indices", ops.max_pool3d(v5, (1, 2, 2), 1, return_indices=True))
def pool_loss(t):
    return ops.max_pool3d(t, 2, 2).sum()


emit("grad_max_pool3d", ms.grad(pool_loss)(v5))
emit("conv3d_transpose", ops.conv3d_transpose(Tensor(np.arange(8, dtype=np.float32).reshape(1, 1, 2, 2, 2)),
                                              Tensor(np.ones((1, 2, 2, 2, 2), np.float32))))
emit("conv3d_transpose_stride", ops.conv3d_transpose(Tensor(np.ones((1, 1, 2, 2, 2), np.float32)),
                                                     Tensor(np.ones((1, 1, 1, 1, 1), np.float32)), stride=2))


class SegNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.seg = A.SegmentMax()
        self.glu = P.GLU()
        self.cross = P.Cross()
        self.band = P.MatrixBandPart()
        self.power = P.MatrixPower(2)

    def construct(self, t, p, q, m):
        return self.glu(t), self.cross(p, q), self.band(m, 0, 1), self.power(m[:2, :2])


emit("cell", SegNet()(g, u, v, m))


@ms.jit
def jit_fns(t):
    return ops.view_as(t, t[0].reshape(1, 2) * ops.ones((2, 1), ms.float32)), ops.eps(t), ops.intopk(t, ops.cast(t[:, 0] > 0.5, ms.int32), 1)


emit("jit_fns", jit_fns(Tensor(np.array([[1.0, 0.2], [0.3, 4.0]], np.float32))))
emit("Tensor.unique_consecutive", Tensor(np.array([1, 1, 2, 2, 3, 1], np.int32)).unique_consecutive(True, True))
emit("Tensor.unique_consecutive_dim", Tensor(np.array([[1, 1], [1, 1], [2, 3]], np.int32)).unique_consecutive(False, True, 0))
