"""NN primitives (test_bias_add, test_l2normalize_op, test_l2loss_op, test_smoothl1loss_op,
test_sigmoid_cross_entropy_with_logits_op, test_binary_cross_entropy_op, test_bce_with_logits_loss,
test_kl_div_op, test_nllloss_op, test_softmax_cross_entropy_with_logits_op, test_addn_op, test_layer_norm_op)."""
import numpy as np
from mindspore import Tensor
from mindspore.ops import operations as P
from _st import check

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 2, 2) / 10 - 1)
check("bias_add", P.BiasAdd(), x, Tensor(np.array([1.0, -1.0, 0.5], np.float32)), grad=True)
check("bias_add_2d", P.BiasAdd(), Tensor(np.ones((2, 3), np.float32)), Tensor(np.array([1.0, 2.0, 3.0], np.float32)))
y = Tensor(np.array([[1.0, -2.0, 2.0], [0.0, 3.0, 4.0]], np.float32))
check("l2normalize_0", P.L2Normalize(0), y, grad=(0,), rtol=1e-5)
check("l2normalize_last", P.L2Normalize(-1, 1e-4), y, grad=(0,), rtol=1e-5)
check("l2loss", P.L2Loss(), y, grad=(0,))
check("l2loss_f16", P.L2Loss(), Tensor(np.array([1.0, 2.0], np.float16)))
p = Tensor(np.array([[0.2, -1.5, 3.0], [0.9, 0.1, -0.3]], np.float32))
t = Tensor(np.array([[0.0, -1.0, 1.0], [1.5, 0.1, 0.3]], np.float32))
check("smoothl1_beta1", P.SmoothL1Loss(), p, t, grad=True)
check("smoothl1_beta05", P.SmoothL1Loss(0.5), p, t, grad=True)
check("smoothl1_sum", P.SmoothL1Loss(1.0, "sum"), p, t)
check("smoothl1_mean", P.SmoothL1Loss(1.0, "mean"), p, t)
lbl = Tensor(np.array([[0.0, 1.0, 1.0], [1.0, 0.0, 0.5]], np.float32))
check("sigmoid_ce", P.SigmoidCrossEntropyWithLogits(), p, lbl, grad=True, rtol=1e-5)
prob = Tensor(np.array([[0.2, 0.6, 0.9], [0.5, 0.1, 0.7]], np.float32))
w = Tensor(np.array([[1.0, 2.0, 1.0], [0.5, 1.0, 1.0]], np.float32))
check("bce_none", P.BinaryCrossEntropy("none"), prob, lbl, w, grad=(0,), rtol=1e-5)
check("bce_mean", P.BinaryCrossEntropy(), prob, lbl, w, rtol=1e-5)
check("bce_sum", P.BinaryCrossEntropy("sum"), prob, lbl, w, rtol=1e-5)
check("bce_logits_mean", P.BCEWithLogitsLoss(), p, lbl, w, Tensor(np.array([1.0, 2.0, 0.5], np.float32)),
      grad=(0,), rtol=1e-5)
check("bce_logits_none", P.BCEWithLogitsLoss("none"), p, lbl, w, Tensor(np.array([1.0, 1.0, 1.0], np.float32)),
      rtol=1e-5)
check("kl_div_mean", P.KLDivLoss("mean"), p, prob, rtol=1e-5)
check("kl_div_batchmean", P.KLDivLoss("batchmean"), p, prob, grad=(0,), rtol=1e-5)
check("kl_div_none", P.KLDivLoss("none"), p, prob, rtol=1e-5)
logits = Tensor(np.array([[0.5, -1.0, 2.0, 0.1], [1.0, 1.0, -2.0, 0.3]], np.float32))
check("nll_mean", P.NLLLoss(), logits, Tensor(np.array([2, 0], np.int32)), Tensor(np.array([1.0, 0.5, 2.0, 1.0], np.float32)),
      grad=(0,))
check("nll_none", P.NLLLoss("none"), logits, Tensor(np.array([3, 1], np.int32)), Tensor(np.ones(4, np.float32)))
check("nll_sum", P.NLLLoss("sum"), logits, Tensor(np.array([3, 1], np.int32)), Tensor(np.ones(4, np.float32)))
onehot = Tensor(np.array([[0.0, 0.0, 1.0, 0.0], [0.2, 0.8, 0.0, 0.0]], np.float32))
check("softmax_ce_logits", P.SoftmaxCrossEntropyWithLogits(), logits, onehot, grad=(0,), rtol=1e-5)
check("sparse_softmax_ce", P.SparseSoftmaxCrossEntropyWithLogits(), logits, Tensor(np.array([2, 1], np.int32)),
      grad=(0,), rtol=1e-5)
check("sparse_softmax_ce_grad_mode", P.SparseSoftmaxCrossEntropyWithLogits(True), logits,
      Tensor(np.array([2, 1], np.int32)), rtol=1e-5)
check("addn", P.AddN(), (y, y, t))
check("addn_int", P.AddN(), (Tensor(np.array([1, 2], np.int32)), Tensor(np.array([3, 4], np.int32))))
check("layernorm", P.LayerNorm(1, 1), x, Tensor(np.ones((3, 2, 2), np.float32)), Tensor(np.zeros((3, 2, 2), np.float32)),
      rtol=1e-4, atol=1e-5)
check("layernorm_last", P.LayerNorm(-1, -1, 1e-5), x, Tensor(np.array([1.0, 2.0], np.float32)),
      Tensor(np.array([0.0, 0.5], np.float32)), grad=True, rtol=1e-4, atol=1e-5)
