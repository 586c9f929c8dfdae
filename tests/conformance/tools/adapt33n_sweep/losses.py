import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case
if os.environ.get("SWEEP_GRAPH") == "1":
    ms.set_context(mode=ms.GRAPH_MODE)
def t(a, dt=np.float32):
    return Tensor(np.array(a, dt))
lg = [[0.5, -1.0, 2.0], [1e-3, 3.0, -2.0]]
pr = [[0.2, 0.7, 0.1], [0.9, 1e-7, 0.0]]
lb = [[0.0, 1.0, 0.0], [1.0, 0.0, 1.0]]
for dt in (np.float32, np.float16):
    n = np.dtype(dt).name
    for red in ("mean", "sum", "none"):
        case("mse_%s_%s" % (red, n), lambda: nn.MSELoss(reduction=red)(t(lg, dt), t(lb, dt)))
        case("l1_%s_%s" % (red, n), lambda: nn.L1Loss(reduction=red)(t(lg, dt), t(lb, dt)))
        case("smoothl1_%s_%s" % (red, n), lambda: nn.SmoothL1Loss(beta=0.5, reduction=red)(t(lg, dt), t(lb, dt)))
        case("huber_%s_%s" % (red, n), lambda: nn.HuberLoss(reduction=red, delta=0.7)(t(lg, dt), t(lb, dt)))
        case("bce_%s_%s" % (red, n), lambda: nn.BCELoss(reduction=red)(t(pr, dt), t(lb, dt)))
        case("bce_w_%s_%s" % (red, n), lambda: nn.BCELoss(weight=t([1.0, 2.0, 0.5], dt), reduction=red)(t(pr, dt), t(lb, dt)))
        case("bcelogits_%s_%s" % (red, n), lambda: nn.BCEWithLogitsLoss(reduction=red)(t(lg, dt), t(lb, dt)))
        case("bcelogits_pw_%s_%s" % (red, n), lambda: nn.BCEWithLogitsLoss(reduction=red, pos_weight=t([1.0, 2.0, 3.0], dt))(t(lg, dt), t(lb, dt)))
        case("ce_%s_%s" % (red, n), lambda: nn.CrossEntropyLoss(reduction=red)(t(lg, dt), Tensor(np.array([2, 0], np.int32))))
        case("ce_prob_%s_%s" % (red, n), lambda: nn.CrossEntropyLoss(reduction=red)(t(lg, dt), t(pr, dt)))
        case("ce_ls_%s_%s" % (red, n), lambda: nn.CrossEntropyLoss(reduction=red, label_smoothing=0.2)(t(lg, dt), Tensor(np.array([2, 0], np.int32))))
        case("ce_ign_%s_%s" % (red, n), lambda: nn.CrossEntropyLoss(reduction=red, ignore_index=0)(t(lg, dt), Tensor(np.array([2, 0], np.int32))))
        case("ce_w_%s_%s" % (red, n), lambda: nn.CrossEntropyLoss(weight=t([1.0, 2.0, 0.5], dt), reduction=red)(t(lg, dt), Tensor(np.array([2, 0], np.int32))))
        case("nll_%s_%s" % (red, n), lambda: nn.NLLLoss(reduction=red)(t(lg, dt), Tensor(np.array([2, 0], np.int32))))
        case("kl_%s_%s" % (red, n), lambda: nn.KLDivLoss(reduction=red if red != "mean" else "batchmean")(t(lg, dt), t(pr, dt)))
        case("softmarg_%s_%s" % (red, n), lambda: nn.SoftMarginLoss(reduction=red)(t(lg, dt), t([[1, -1, 1], [-1, 1, 1]], dt)))
        case("margin_rank_%s_%s" % (red, n), lambda: nn.MarginRankingLoss(margin=0.1, reduction=red)(t(lg[0], dt), t(lg[1], dt), t([1, -1, 1], dt)))
        case("cosemb_%s_%s" % (red, n), lambda: nn.CosineEmbeddingLoss(reduction=red)(t(lg, dt), t(pr, dt), Tensor(np.array([1, -1], np.int32))))
        case("poisson_%s_%s" % (red, n), lambda: nn.PoissonNLLLoss(reduction=red)(t(lg, dt), t(lb, dt)))
        case("gauss_%s_%s" % (red, n), lambda: nn.GaussianNLLLoss(reduction=red)(t(lg, dt), t(lb, dt), t(pr, dt) + 0.1))
        case("hinge_emb_%s_%s" % (red, n), lambda: nn.HingeEmbeddingLoss(reduction=red)(t(lg, dt), t([[1, -1, 1], [-1, 1, 1]], dt)))
        case("multimargin_%s_%s" % (red, n), lambda: nn.MultiMarginLoss(reduction=red)(t(lg, dt), Tensor(np.array([2, 0], np.int64))))
        case("multilabelsm_%s_%s" % (red, n), lambda: nn.MultiLabelSoftMarginLoss(reduction=red)(t(lg, dt), t(lb, dt)))
        case("triplet_%s_%s" % (red, n), lambda: nn.TripletMarginLoss(reduction=red)(t(lg, dt), t(pr, dt), t(lb, dt)))
    case("sce_%s" % n, lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(t(lg, dt), Tensor(np.array([2, 0], np.int32))))
    case("sce_dense_%s" % n, lambda: nn.SoftmaxCrossEntropyWithLogits()(t(lg, dt), t(lb, dt)))
    case("focal_%s" % n, lambda: nn.FocalLoss(gamma=2.0)(t([[[0.5, 0.1]], [[0.3, 0.9]]], dt), Tensor(np.array([[[1, 0]], [[0, 1]]], np.int32))))
    case("dice_%s" % n, lambda: nn.DiceLoss()(t(pr, dt), t(lb, dt)))
    case("mse_grad_%s" % n, lambda: ms.grad(nn.MSELoss())(t(lg, dt), t(lb, dt)))
    case("ce_grad_%s" % n, lambda: ms.grad(nn.CrossEntropyLoss())(t(lg, dt), Tensor(np.array([2, 0], np.int32))))
    case("bce_grad_%s" % n, lambda: ms.grad(nn.BCELoss(reduction="sum"))(t(pr, dt), t(lb, dt)))
    case("bcelogits_grad_%s" % n, lambda: ms.grad(nn.BCEWithLogitsLoss())(t(lg, dt), t(lb, dt)))
    case("smoothl1_grad_%s" % n, lambda: ms.grad(nn.SmoothL1Loss())(t(lg, dt), t(lb, dt)))
    case("l1_grad_%s" % n, lambda: ms.grad(nn.L1Loss())(t(lg, dt), t(lb, dt)))
case("mse_bcast", lambda: nn.MSELoss()(t(lg), t([1.0, 0.0, 1.0])))
case("mse_int", lambda: nn.MSELoss()(t([[1, 2]], np.int32), t([[0, 1]], np.int32)))
case("l1_mixed", lambda: nn.L1Loss()(t(lg), t(lb, np.float16)))
case("ce_int64_lbl", lambda: nn.CrossEntropyLoss()(t(lg), Tensor(np.array([2, 0], np.int64))))
case("ce_1d", lambda: nn.CrossEntropyLoss()(t(lg[0]), Tensor(np.array(2, np.int32))))
case("ce_3d", lambda: nn.CrossEntropyLoss()(t([lg, lg]).transpose(0, 2, 1), Tensor(np.array([[2, 0, 1], [1, 1, 0]], np.int32))))
case("ce_bad_label", lambda: nn.CrossEntropyLoss()(t(lg), Tensor(np.array([3, 0], np.int32))))
case("nll_neg_label", lambda: nn.NLLLoss()(t(lg), Tensor(np.array([-1, 0], np.int32))))
case("bad_reduction", lambda: nn.MSELoss(reduction="avg"))
case("bce_out_of_range", lambda: nn.BCELoss()(t([[1.5, -0.5, 0.5]]), t([[1.0, 0.0, 1.0]])))
