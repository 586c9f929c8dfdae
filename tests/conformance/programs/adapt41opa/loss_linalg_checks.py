"""ops.binary_cross_entropy_with_logits' dtypes and shapes, ops.mm / ops.det input checks, l1_loss's reduction,
conv2d / conv3d padding with pad_mode 'valid' / 'same' (st ops test_func_binary_cross_entropy_with_logits / mm /
det / l1_loss / conv / conv2d variants, adapt41opa).  Silent: MindSpore 2.10's BCEWithLogitsLoss has the target's
dtype (float32 logits, float16 target: a Float16 loss; msgraph Float32).  Errors where msgraph computed: a float64 /
int target, weight or pos_weight (TypeError), a target of another shape than the logits, a weight that does not
broadcast to them (ValueError), ops.mm of a vector or a batch (ValueError), ops.det of int / bool (TypeError),
ops.conv3d with padding=1 and pad_mode 'valid' (ValueError; msgraph computed unpadded).  Error classes: l1_loss's and
binary_cross_entropy_with_logits' unknown reduction, conv2d's padding with pad_mode 'valid' / 'same' are ValueErrors
(msgraph TypeError).  ops.geqrf of float16 computes (msgraph TypeError), ops.logdet of complex is the complex
log of the determinant (msgraph TypeError).  ops.layer_norm's argument types are checked first: a Tensor
normalized_shape or a float bias is a TypeError (msgraph ValueError; MindSpore's CPU has no LayerNormExt kernel to
compute with)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra, **kw):
        super().__init__()
        self.fn = fn
        self.extra = extra
        self.kw = kw

    def construct(self, *a):
        return self.fn(*(a + self.extra), **self.kw)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


X = np.array([[0.5, -1.0, 2.0], [1.5, 0.0, -0.25]])
Y = np.array([[1.0, 0.0, 1.0], [0.0, 1.0, 1.0]])
W, PW = [1.0, 2.0, 0.5], [1.0, 1.0, 3.0]
bce = ops.binary_cross_entropy_with_logits
for red in ["mean", "none"]:
    emit_error(f"bce_f32_target_f16_{red}", lambda: Fn(bce, reduction=red)(T(X), T(Y, "float16")))
    emit_error(f"bce_f16_target_f32_{red}", lambda: Fn(bce, reduction=red)(T(X, "float16"), T(Y)))
    emit_error(f"bce_f16_weights_f32_{red}", lambda: Fn(bce, reduction=red)(T(X, "float16"), T(Y, "float16"), T(W),
                                                                           T(PW)))
emit_error("bce_target_f64", lambda: Fn(bce)(T(X), T(Y, "float64")))
emit_error("bce_target_int", lambda: Fn(bce)(T(X), T(Y, "int32")))
emit_error("bce_weight_f64", lambda: Fn(bce)(T(X), T(Y), T(W, "float64")))
emit_error("bce_pos_weight_f64", lambda: Fn(bce)(T(X), T(Y), T(W), T(PW, "float64")))
emit_error("bce_target_broadcast", lambda: Fn(bce)(T(X), T(Y[:1])))
emit_error("bce_logits_broadcast", lambda: Fn(bce)(T(X[:1]), T(Y)))
emit_error("bce_weight_bad_shape", lambda: Fn(bce)(T(X), T(Y), T([1.0, 2.0])))
emit_error("bce_weight_bigger", lambda: Fn(bce)(T(X[:1]), T(Y[:1]), T(np.ones((2, 3)))))
emit_error("bce_bad_reduction", lambda: bce(T(X), T(Y), reduction="avg"))
emit_error("mm_vector", lambda: Fn(ops.mm)(T([1.0, 2.0, 3.0]), T(X.T)))
emit_error("mm_matrix_vector", lambda: Fn(ops.mm)(T(X), T([1.0, 2.0, 3.0])))
emit_error("mm_batch", lambda: Fn(ops.mm)(T(np.ones((2, 2, 3))), T(X.T)))
emit_error("det_int", lambda: Fn(ops.det)(T([[1, 2], [3, 4]], "int32")))
emit_error("det_bool", lambda: Fn(ops.det)(T([[1, 0], [0, 1]], "bool")))
emit_error("l1_loss_bad_reduction", lambda: ops.l1_loss(T(X), T(Y), reduction="avg"))
IMG, KER = T(np.ones((1, 2, 4, 4))), T(np.ones((2, 2, 3, 3)))
emit_error("conv2d_valid_padding", lambda: ops.conv2d(IMG, KER, None, 1, "valid", 1))
emit_error("conv2d_same_padding", lambda: ops.conv2d(IMG, KER, None, 1, "same", 1))
emit_error("conv3d_valid_padding", lambda: ops.conv3d(T(np.ones((1, 2, 4, 4, 4))), T(np.ones((2, 2, 3, 3, 3))), None,
                                                      1, "valid", 1))
emit_error("geqrf_float16", lambda: Fn(ops.geqrf)(T([[3.0, 1.0], [4.0, 2.0], [0.0, 1.0]], "float16")))
emit_error("geqrf_complex64", lambda: Fn(ops.geqrf)(T([[3.0, 1.0], [4.0, 2.0]], "complex64")))
emit_error("logdet_complex64", lambda: Fn(ops.logdet)(T([[[0, 1], [1, 0]], [[2, 1j], [1j, 2]]], "complex64")))
emit_error("logdet_complex128_negative", lambda: Fn(ops.logdet)(T([[1, 2], [3, 4]], "complex128")))
emit_error("logdet_float32_negative", lambda: Fn(ops.logdet)(T([[1, 2], [3, 4]])))
emit_error("layer_norm_tensor_shape", lambda: ops.layer_norm(T(X), T([1.0, 2.0, 0.5]), T([0.0, 1.0, 0.0])))
emit_error("layer_norm_float_bias", lambda: ops.layer_norm(T(X), (3,), T([1.0, 2.0, 0.5]), 1e-3))
