"""Loss Cells: values and gradients with respect to the logits (and weights/ignore_index/label smoothing)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

logits = Tensor(np.array([[0.3, -1.2, 2.0, 0.5], [1.1, 0.4, -0.7, -2.2], [-0.5, 2.5, 0.1, 0.9]], np.float32))
labels = Tensor(np.array([[0.1, -0.8, 3.5, 0.2], [1.0, 1.4, -0.6, -2.0], [0.2, 2.2, 0.1, 2.5]], np.float32))
probs = Tensor(np.array([[0.2, 0.7, 0.9, 0.4], [0.6, 0.1, 0.35, 0.8], [0.5, 0.3, 0.65, 0.05]], np.float32))
targets01 = Tensor(np.array([[0.0, 1.0, 1.0, 0.0], [1.0, 0.0, 0.5, 1.0], [0.0, 0.0, 1.0, 1.0]], np.float32))
cls = Tensor(np.array([2, 0, 1], np.int32))
cls_ign = Tensor(np.array([2, -100, 1], np.int32))
cw = Tensor(np.array([0.5, 1.0, 2.0, 1.5], np.float32))


class Summed(nn.Cell):
    def __init__(self, loss):
        super().__init__()
        self.loss = loss

    def construct(self, *inputs):
        return self.loss(*inputs).sum()


def check(label, loss, *inputs):
    emit(label, loss(*inputs), rtol=1e-4, atol=1e-6)
    emit(label + "_grad", ms.grad(Summed(loss))(*inputs), rtol=1e-4, atol=1e-6)


check("smoothl1_none", nn.SmoothL1Loss(), logits, labels)
check("smoothl1_beta_mean", nn.SmoothL1Loss(beta=0.5, reduction="mean"), logits, labels)
check("smoothl1_sum", nn.SmoothL1Loss(reduction="sum"), logits, labels)
check("huber_mean", nn.HuberLoss(), logits, labels)
check("huber_delta_none", nn.HuberLoss(reduction="none", delta=0.5), logits, labels)
check("bce_mean", nn.BCELoss(), probs, targets01)
check("bce_weight_none", nn.BCELoss(weight=ops.tile(cw.reshape(1, 4), (3, 1)), reduction="none"), probs, targets01)
check("bce_sum", nn.BCELoss(reduction="sum"), probs, targets01)
check("bcelogits_posweight", nn.BCEWithLogitsLoss(weight=cw, pos_weight=cw), logits, targets01)
check("ce_indices_mean", nn.CrossEntropyLoss(), logits, cls)
check("ce_indices_sum", nn.CrossEntropyLoss(reduction="sum"), logits, cls)
check("ce_indices_none", nn.CrossEntropyLoss(reduction="none"), logits, cls)
check("ce_weight_mean", nn.CrossEntropyLoss(weight=cw), logits, cls)
check("ce_ignore_mean", nn.CrossEntropyLoss(ignore_index=-100), logits, cls_ign)
check("ce_smooth_mean", nn.CrossEntropyLoss(label_smoothing=0.1), logits, cls)
check("ce_smooth_weight_none", nn.CrossEntropyLoss(weight=cw, label_smoothing=0.2, reduction="none"), logits, cls)
check("ce_probs_mean", nn.CrossEntropyLoss(), logits, probs)
check("ce_probs_weight_smooth", nn.CrossEntropyLoss(weight=cw, label_smoothing=0.1), logits, probs)
logits4 = Tensor((np.arange(2 * 3 * 2 * 2).reshape(2, 3, 2, 2) % 7).astype(np.float32) / 3 - 1)
cls4 = Tensor(np.array([[[0, 2], [1, 1]], [[2, 0], [0, 1]]], np.int32))
check("ce_4d_mean", nn.CrossEntropyLoss(), logits4, cls4)
check("ce_4d_weight_none", nn.CrossEntropyLoss(weight=Tensor(np.array([1.0, 2.0, 0.5], np.float32)),
                                                reduction="none"), logits4, cls4)
logp = ops.log_softmax(logits, 1)
check("nll_mean", nn.NLLLoss(), logp, cls)
check("nll_weight_sum", nn.NLLLoss(weight=cw, reduction="sum"), logp, cls)
check("nll_ignore_weight_mean", nn.NLLLoss(weight=cw, ignore_index=1), logp, cls)
check("kldiv_mean", nn.KLDivLoss(), logp, probs)
check("kldiv_sum", nn.KLDivLoss(reduction="sum"), logp, probs)
check("kldiv_none", nn.KLDivLoss(reduction="none"), logp, probs)
x1 = Tensor(np.array([[0.3, 0.8, -0.2], [1.0, -0.5, 0.4], [0.7, 0.1, 0.9]], np.float32))
x2 = Tensor(np.array([[0.5, -0.1, 0.6], [0.9, -0.4, 0.2], [-0.3, 0.8, 0.2]], np.float32))
yy = Tensor(np.array([1, -1, -1], np.int32))
check("cosine_embedding", nn.CosineEmbeddingLoss(), x1, x2, yy)
check("cosine_embedding_margin_none", nn.CosineEmbeddingLoss(margin=0.1, reduction="none"), x1, x2, yy)
emit_error("bad_reduction", lambda: nn.CrossEntropyLoss(reduction="avg"))
emit_error("ce_bad_smoothing", lambda: nn.CrossEntropyLoss(label_smoothing=1.5))
emit_error("smoothl1_bad_beta", lambda: nn.SmoothL1Loss(beta=-1.0)(logits, labels).asnumpy())
check("dice", nn.DiceLoss(), probs, targets01)
check("margin_ranking", nn.MarginRankingLoss(0.3), logits, labels, Tensor(np.sign(labels.asnumpy() - 0.5)))
check("margin_ranking_none", nn.MarginRankingLoss(reduction="none"), logits, labels,
      Tensor(np.sign(labels.asnumpy())))
check("hinge_embedding", nn.HingeEmbeddingLoss(0.6), logits, Tensor(np.sign(labels.asnumpy() - 0.5)))
check("hinge_embedding_sum", nn.HingeEmbeddingLoss(reduction="sum"), logits, Tensor(np.sign(labels.asnumpy())))
check("multilabel_soft_margin", nn.MultiLabelSoftMarginLoss(), logits, targets01)
check("multilabel_soft_margin_weight_none", nn.MultiLabelSoftMarginLoss(weight=cw, reduction="none"), logits,
      targets01)
check("poisson_nll", nn.PoissonNLLLoss(), logits, Tensor(np.abs(labels.asnumpy())))
check("poisson_nll_full_nolog", nn.PoissonNLLLoss(log_input=False, full=True), probs,
      Tensor(np.abs(labels.asnumpy()) + 0.5))
var = Tensor(np.array([[0.5, 1.0, 2.0, 0.1], [1.5, 0.2, 0.7, 3.0], [1.0, 1.0, 0.4, 0.9]], np.float32))
check("gaussian_nll", nn.GaussianNLLLoss(), logits, labels, var)
check("gaussian_nll_full_none", nn.GaussianNLLLoss(full=True, reduction="none"), logits, labels, var)
