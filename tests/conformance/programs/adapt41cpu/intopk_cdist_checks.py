"""InTopK with non-finite predictions, and the checks of Cdist / CheckValid / DataFormatDimMap / InTopK /
TensorShape / ResizeNearestNeighbor / ResizeBilinearV2 / FFTWithSize / fold (st ops/cpu test_in_top_k / cdist /
check_valid / dataformatdimmap / tensor_shape / resize_nearest_neighbor / resize_bilinear / fftwithsize / fold
variants, adapt41cpu).  Silent: a row of InTopK's predictions holding a NaN or an infinity anywhere is False
(msgraph looked at the target's prediction only: [[1, nan]] with target 0 was True).  Errors where msgraph computed:
Cdist of two float dtypes (TypeError) or a negative p (ValueError), CheckValid of float64 boxes or metas
(TypeError),
TensorShape of a Python number / list (TypeError), ResizeNearestNeighbor with align_corners and half_pixel_centers
(ValueError when called); DataFormatDimMap with a format other than NHWC / NCHW and InTopK with a float / bool k
are refused when built (ValueError / TypeError).  Other classes: a size value <= 0 of ResizeNearestNeighbor /
ResizeBilinearV2 is a ValueError when called (msgraph: TypeError, for ResizeNearestNeighbor when built), FFTWithSize's
bad norm a ValueError when built, its input of rank < signal_ndim a RuntimeError, fold's float32 output_size a
TypeError (msgraph: the blocks' ValueError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


nan, inf = np.nan, np.inf
P1 = np.array([[1.0, nan], [nan, 1.0], [1.0, inf], [inf, 1.0], [1.0, -inf], [1.0, 2.0]], np.float32)
T1 = Tensor(np.array([0, 1, 0, 0, 0, 1], np.int32))
for k in (1, 2):
    emit_error(f"intopk_nonfinite_k{k}", lambda: Fn(P.InTopK(k))(Tensor(P1), T1))
emit_error("intopk_nonfinite_f16", lambda: Fn(P.InTopK(2))(Tensor(P1.astype(np.float16)), T1))
emit_error("intopk_float_k", lambda: P.InTopK(1.5))
emit_error("intopk_bool_k", lambda: P.InTopK(True))

X1 = Tensor(np.array([[[1.0, 1.0], [2.0, 2.0]]], np.float32))
X2 = np.array([[[3.0, 3.0], [1.0, 2.0]]])
emit_error("cdist_ok", lambda: Fn(P.Cdist(1.0))(X1, Tensor(X2.astype(np.float32))))
emit_error("cdist_mixed", lambda: Fn(P.Cdist(2.0))(X1, Tensor(X2.astype(np.float64))))
emit_error("cdist_neg_p", lambda: Fn(P.Cdist(-1.0))(X1, Tensor(X2.astype(np.float32))))
emit_error("cdist_fn_neg_p", lambda: ops.cdist(X1, Tensor(X2.astype(np.float32)), -0.5))

BX = np.array([[50, 0, 100, 700], [-2, 2, 8, 100], [0, 0, 767, 1279]])
emit_error("checkvalid_f64", lambda: Fn(P.CheckValid())(Tensor(BX.astype(np.float64)), Tensor(np.array([768, 1280, 1.0]))))
emit_error("checkvalid_f32_f64meta", lambda: Fn(P.CheckValid())(Tensor(BX.astype(np.float32)),
                                                                Tensor(np.array([768, 1280, 1.0]))))
emit_error("checkvalid_int16", lambda: Fn(P.CheckValid())(Tensor(BX.astype(np.int16)),
                                                          Tensor(np.array([768, 1280, 1], np.int16))))

emit_error("dfdm_src_ncdhw", lambda: P.DataFormatDimMap(src_format="NCDHW"))
emit_error("dfdm_dst_hwnc", lambda: P.DataFormatDimMap(dst_format="HWNC"))
emit_error("dfdm_nchw_nhwc", lambda: Fn(P.DataFormatDimMap("NCHW", "NHWC"))(Tensor(np.array([-4, -1, 0, 3], np.int32))))

emit_error("tensorshape_int", lambda: Fn(P.TensorShape())(3))
emit_error("tensorshape_list", lambda: P.TensorShape()([1, 2]))
emit_error("tensorshape_0d", lambda: Fn(P.TensorShape())(Tensor(1.5, ms.float32)))

IMG = Tensor(np.arange(9, dtype=np.float32).reshape(1, 1, 3, 3))
emit_error("rnn_align_half", lambda: Fn(P.ResizeNearestNeighbor((2, 2), True, True))(IMG))
emit("rnn_neg_size_built", type(P.ResizeNearestNeighbor((-1, 2))).__name__)
emit_error("rnn_neg_size_call", lambda: Fn(P.ResizeNearestNeighbor((-1, 2)))(IMG))
emit_error("rnn_zero_size_call", lambda: Fn(P.ResizeNearestNeighbor((2, 0)))(IMG))
emit_error("rbl_zero_size", lambda: Fn(P.ResizeBilinearV2(), (0, 2))(IMG))
emit_error("rbl_neg_size", lambda: Fn(P.ResizeBilinearV2(), (2, -3))(IMG))

XC = Tensor((np.arange(8).reshape(2, 4) + 1j).astype(np.complex64))
emit_error("fftws_bad_norm", lambda: ops.FFTWithSize(1, False, False, norm="xx"))
emit_error("fftws_rank_lt_ndim", lambda: Fn(ops.FFTWithSize(3, False, False))(XC))

XF = Tensor(np.arange(16 * 4 * 4, dtype=np.float32).reshape(16, 4, 4) / 10)
emit_error("fold_f32_output_size", lambda: ops.fold(XF, Tensor(np.array([8, 8], np.float32)), [2, 2], [2, 2], [2, 2],
                                                     [2, 2]))
emit_error("fold_i64_output_size", lambda: ops.fold(XF, Tensor(np.array([8, 8], np.int64)), [2, 2], [2, 2], [2, 2],
                                                     [2, 2]).shape)
