"""Adapted from tests/st/ops/cpu/test_softmax_op.py, test_logsoftmax_op.py, test_l2normalize_op.py, test_elu_op.py,
test_gelu_op.py, test_hsigmoid_op.py, test_hswish_op.py, test_softplus_op.py, test_soft_shrink_op.py, test_hshrink_op.py,
test_selu_op.py, test_celu_op.py, test_prelu_op.py and the loss tests (nllloss, smoothl1loss, kl_div, bce, mse)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error

x = Tensor(np.array([[-3.0, -1.0, -0.25, 0.0], [0.25, 1.0, 3.0, 30.0]], np.float32))
x16 = Tensor(x.asnumpy().astype(np.float16))
R = dict(rtol=1e-5, atol=1e-6)
emit("softmax_axis_last", P.Softmax()(x), **R)
emit("softmax_axis0_tuple", P.Softmax(axis=(0,))(x), **R)
emit("softmax_f16", P.Softmax()(x16), rtol=1e-3, atol=1e-3)
emit("logsoftmax", P.LogSoftmax()(x), **R)
emit("logsoftmax_axis0", nn.LogSoftmax(axis=0)(x), rtol=1e-4, atol=1e-5)  # MindSpore: approximate SIMD exp
emit("softmax_large", ops.softmax(Tensor(np.array([1000.0, 1000.0, -1000.0], np.float32))), **R)
emit("l2normalize_axis0", P.L2Normalize(axis=0)(x), **R)
emit("l2normalize_eps", P.L2Normalize(axis=-1, epsilon=1e-4)(Tensor(np.zeros((2, 3), np.float32))), **R)
emit("elu", P.Elu()(x), **R)
emit_error("elu_alpha_fn", lambda: ops.elu(x, 0.5).asnumpy())
emit("gelu", P.GeLU()(x), **R)
emit("gelu_tanh_fn", ops.gelu(x, approximate="tanh"), **R)
emit("gelu_none_fn", ops.gelu(x, approximate="none"), **R)
emit("fast_gelu", P.FastGeLU()(x), **R)
emit("hsigmoid", P.HSigmoid()(x), **R)
emit("hswish", P.HSwish()(x), **R)
emit("softplus", P.Softplus()(x), **R)
emit("softplus_fn_beta", ops.softplus(x, beta=2, threshold=5), **R)
emit("softshrink", P.SoftShrink(0.5)(x), **R)
emit("hshrink", P.HShrink(1.0)(x), **R)
emit("selu", P.SeLU()(x), **R)
emit("celu", P.CeLU(2.0)(x), **R)
emit("mish", P.Mish()(x), **R)
emit_error("relu6_int", lambda: P.ReLU6()(Tensor(np.array([-2, 3, 9], np.int32))).asnumpy())
emit("relu_int8", P.ReLU()(Tensor(np.array([-2, 3, 127], np.int8))))
emit("prelu", P.PReLU()(Tensor(np.arange(-6, 6, dtype=np.float32).reshape(1, 3, 2, 2)),
                        Tensor(np.array([0.1, 0.2, 0.3], np.float32))), **R)
emit("nn_prelu_default", nn.PReLU()(Tensor(np.arange(-4, 4, dtype=np.float32).reshape(2, 4))), **R)
emit("leaky_relu_cell", nn.LeakyReLU(0.2)(x), **R)
emit("tanhshrink", nn.Tanhshrink()(x), **R)
emit("softmax2d", nn.Softmax2d()(Tensor(np.arange(12, dtype=np.float32).reshape(1, 3, 2, 2) / 5.0)), **R)
emit("softsign", ops.softsign(x), **R)

logits = Tensor(np.array([[0.2, 1.5, -0.3], [2.0, -1.0, 0.1], [0.0, 0.0, 0.0]], np.float32))
labels = Tensor(np.array([1, 0, 2], np.int32))
w = Tensor(np.array([0.5, 2.0, 1.0], np.float32))
w33 = Tensor(np.array([[0.5, 2.0, 1.0], [1.0, 1.0, 0.25], [2.0, 0.5, 1.5]], np.float32))
for red in ("none", "mean", "sum"):
    emit("nllloss_" + red, P.NLLLoss(reduction=red)(nn.LogSoftmax()(logits), labels, w), **R)
    emit("smoothl1_" + red, nn.SmoothL1Loss(beta=0.5, reduction=red)(logits, logits * 0.5 + 0.3), **R)
    emit("kldiv_" + red if red != "mean" else "kldiv_batchmean",
         P.KLDivLoss(reduction=red if red != "mean" else "batchmean")(nn.LogSoftmax()(logits), ops.softmax(logits.T)),
         rtol=1e-3, atol=1e-5)  # MindSpore's CPU log/exp are approximate
    emit("bce_" + red, P.BinaryCrossEntropy(reduction=red)(ops.sigmoid(logits), ops.sigmoid(logits.T), w33), **R)
    emit("bce_logits_" + red, ops.binary_cross_entropy_with_logits(logits, ops.sigmoid(logits.T), w, w,
                                                                   reduction=red), **R)
    emit("mse_" + red, nn.MSELoss(reduction=red)(logits, logits.T), **R)
emit("nllloss_ignore", ops.nll_loss(nn.LogSoftmax()(logits), labels, ignore_index=0), **R)
emit("ce_label_smoothing", ops.cross_entropy(logits, labels, label_smoothing=0.2), **R)
emit("ce_probs", ops.cross_entropy(logits, ops.softmax(logits.T)), **R)
emit("softmax_ce_with_logits", P.SoftmaxCrossEntropyWithLogits()(logits, ops.softmax(logits.T)), **R)
emit("sparse_softmax_ce", nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(logits, labels), **R)
emit("sigmoid_ce_with_logits", P.SigmoidCrossEntropyWithLogits()(logits, ops.sigmoid(logits.T)), **R)
emit("l1_loss_fn", ops.l1_loss(logits, logits.T, reduction="sum"), **R)
emit("huber_loss", nn.HuberLoss(delta=0.5)(logits, logits.T), **R)
emit_error("nllloss_bad_label_dtype", lambda: P.NLLLoss()(logits, Tensor(np.array([1.0, 0.0, 2.0], np.float32)),
                                                          w).asnumpy() if False else
           P.NLLLoss()(logits, Tensor(np.array([1.0, 0.0, 2.0], np.float32)), w)[0].asnumpy())
