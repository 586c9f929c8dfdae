"""nn loss Cells: constructor argument checks and forwards on edge inputs (ut nn/test_loss.py, adapted)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _h import case

F32 = np.float32
lg = Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.0, -0.5]], F32))
lb = Tensor(np.array([2, 0], np.int32))
tg = Tensor(np.array([[1.0, 0.0, 1.0], [0.0, 1.0, 0.0]], F32))
LOSSES = {
    "L1Loss": lambda **k: nn.L1Loss(**k), "MSELoss": lambda **k: nn.MSELoss(**k), "SmoothL1Loss": lambda **k: nn.SmoothL1Loss(**k),
    "SoftMarginLoss": lambda **k: nn.SoftMarginLoss(**k), "BCELoss": lambda **k: nn.BCELoss(**k),
    "BCEWithLogitsLoss": lambda **k: nn.BCEWithLogitsLoss(**k), "HuberLoss": lambda **k: nn.HuberLoss(**k),
    "KLDivLoss": lambda **k: nn.KLDivLoss(**k), "PoissonNLLLoss": lambda **k: nn.PoissonNLLLoss(**k),
    "CrossEntropyLoss": lambda **k: nn.CrossEntropyLoss(**k), "NLLLoss": lambda **k: nn.NLLLoss(**k),
    "MultiMarginLoss": lambda **k: nn.MultiMarginLoss(**k), "MultiLabelSoftMarginLoss": lambda **k: nn.MultiLabelSoftMarginLoss(**k),
    "MultiLabelMarginLoss": lambda **k: nn.MultiLabelMarginLoss(**k), "CosineEmbeddingLoss": lambda **k: nn.CosineEmbeddingLoss(**k),
    "MarginRankingLoss": lambda **k: nn.MarginRankingLoss(**k), "TripletMarginLoss": lambda **k: nn.TripletMarginLoss(**k),
    "HingeEmbeddingLoss": lambda **k: nn.HingeEmbeddingLoss(**k), "GaussianNLLLoss": lambda **k: nn.GaussianNLLLoss(**k),
    "CTCLoss": lambda **k: nn.CTCLoss(**k), "RMSELoss": lambda **k: nn.RMSELoss(**k), "MAELoss": lambda **k: nn.MAELoss(**k),
    "DiceLoss": lambda **k: nn.DiceLoss(**k), "FocalLoss": lambda **k: nn.FocalLoss(**k),
    "SoftmaxCrossEntropyWithLogits": lambda **k: nn.SoftmaxCrossEntropyWithLogits(**k),
}
for nm, mk in LOSSES.items():
    if nm in ("RMSELoss", "DiceLoss", "SoftmaxCrossEntropyWithLogits"):
        continue
    case(f"{nm}_red_bad", lambda mk=mk: type(mk(reduction="max")).__name__)
    case(f"{nm}_red_int", lambda mk=mk: type(mk(reduction=1)).__name__)
    case(f"{nm}_red_upper", lambda mk=mk: type(mk(reduction="MEAN")).__name__)
    case(f"{nm}_red_none", lambda mk=mk: type(mk(reduction=None)).__name__)
for nm, fn in [
    ("smoothl1_beta0", lambda: nn.SmoothL1Loss(beta=0.0)), ("smoothl1_beta_neg", lambda: nn.SmoothL1Loss(beta=-1.0)),
    ("smoothl1_beta_int", lambda: nn.SmoothL1Loss(beta=1)), ("huber_delta0", lambda: nn.HuberLoss(delta=0.0)),
    ("huber_delta_int", lambda: nn.HuberLoss(delta=1)), ("huber_delta_neg", lambda: nn.HuberLoss(delta=-1.0)),
    ("ce_ls_neg", lambda: nn.CrossEntropyLoss(label_smoothing=-0.1)), ("ce_ls_2", lambda: nn.CrossEntropyLoss(label_smoothing=1.5)),
    ("ce_ls_int", lambda: nn.CrossEntropyLoss(label_smoothing=0)), ("ce_ignore_float", lambda: nn.CrossEntropyLoss(ignore_index=1.0)),
    ("ce_weight_np", lambda: nn.CrossEntropyLoss(weight=np.ones(3, F32))), ("nll_ignore_float", lambda: nn.NLLLoss(ignore_index=1.5)),
    ("mm_p3", lambda: nn.MultiMarginLoss(p=3)), ("mm_margin_int", lambda: nn.MultiMarginLoss(margin=1)),
    ("mm_p_float", lambda: nn.MultiMarginLoss(p=1.0)),
    ("cel_margin_int", lambda: nn.CosineEmbeddingLoss(margin=0)), ("cel_margin_big", lambda: nn.CosineEmbeddingLoss(margin=2.0)),
    ("mrl_margin_int", lambda: nn.MarginRankingLoss(margin=1)), ("mrl_margin_str", lambda: nn.MarginRankingLoss(margin="a")),
    ("tml_p_str", lambda: nn.TripletMarginLoss(p="a")), ("tml_swap_int", lambda: nn.TripletMarginLoss(swap=1)),
    ("tml_eps_int", lambda: nn.TripletMarginLoss(eps=1)),
    ("gnll_eps_neg", lambda: nn.GaussianNLLLoss(eps=-1.0)), ("gnll_full_int", lambda: nn.GaussianNLLLoss(full=1)),
    ("gnll_eps_int", lambda: nn.GaussianNLLLoss(eps=1)),
    ("pnll_full_int", lambda: nn.PoissonNLLLoss(full=1)), ("pnll_log_int", lambda: nn.PoissonNLLLoss(log_input=1)),
    ("pnll_eps_neg", lambda: nn.PoissonNLLLoss(eps=-1.0)),
    ("kl_bad_red", lambda: nn.KLDivLoss(reduction="batchmean")), ("kl_sum", lambda: nn.KLDivLoss(reduction="sum")),
    ("ctc_blank_neg", lambda: nn.CTCLoss(blank=-1)), ("ctc_blank_float", lambda: nn.CTCLoss(blank=0.0)),
    ("ctc_inf_int", lambda: nn.CTCLoss(zero_infinity=1)),
    ("focal_gamma_int", lambda: nn.FocalLoss(gamma=2)), ("focal_weight_2d", lambda: nn.FocalLoss(weight=Tensor(np.ones((2, 2), F32)))),
    ("focal_gamma_str", lambda: nn.FocalLoss(gamma="a")),
    ("dice_smooth0", lambda: nn.DiceLoss(smooth=0.0)), ("dice_smooth_int", lambda: nn.DiceLoss(smooth=1)),
    ("sce_sparse_int", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=1)), ("sce_red_bad", lambda: nn.SoftmaxCrossEntropyWithLogits(reduction="max")),
    ("bce_weight_np", lambda: nn.BCELoss(weight=np.ones(3, F32))), ("bcel_pos_np", lambda: nn.BCEWithLogitsLoss(pos_weight=np.ones(3, F32))),
    ("mlsm_weight_np", lambda: nn.MultiLabelSoftMarginLoss(weight=np.ones(3, F32))),
]:
    case("ctor_" + nm, lambda fn=fn: type(fn()).__name__)
# forwards
case("l1_int", lambda: nn.L1Loss()(Tensor(np.array([1, 2], np.int32)), Tensor(np.array([0, 0], np.int32))))
case("mse_f16_f32", lambda: nn.MSELoss()(lg.astype(ms.float16), tg))
case("mse_bcast", lambda: nn.MSELoss()(lg, Tensor(np.array([1.0, 0.0, 1.0], F32))))
case("mse_empty", lambda: nn.MSELoss()(Tensor(np.zeros((0, 3), F32)), Tensor(np.zeros((0, 3), F32))))
case("l1_empty_sum", lambda: nn.L1Loss(reduction="sum")(Tensor(np.zeros((0, 3), F32)), Tensor(np.zeros((0, 3), F32))))
case("smoothl1_mismatch", lambda: nn.SmoothL1Loss()(lg, Tensor(np.array([1.0, 0.0, 1.0], F32))))
case("smoothl1_int", lambda: nn.SmoothL1Loss()(Tensor(np.array([1, 2], np.int32)), Tensor(np.array([0, 0], np.int32))))
case("ce_prob_target", lambda: nn.CrossEntropyLoss()(lg, tg / 2))
case("ce_ls", lambda: nn.CrossEntropyLoss(label_smoothing=0.2)(lg, lb))
case("ce_ignore", lambda: nn.CrossEntropyLoss(ignore_index=0)(lg, lb))
case("ce_ignore_all", lambda: nn.CrossEntropyLoss(ignore_index=0)(lg, Tensor(np.array([0, 0], np.int32))))
case("ce_weight", lambda: nn.CrossEntropyLoss(weight=Tensor(np.array([1.0, 2.0, 0.5], F32)))(lg, lb))
case("ce_1d", lambda: nn.CrossEntropyLoss()(Tensor(np.array([0.5, -1.0, 2.0], F32)), Tensor(np.array(2, np.int32))))
case("ce_label_oor", lambda: nn.CrossEntropyLoss()(lg, Tensor(np.array([3, 0], np.int32))))
case("ce_label_i64", lambda: nn.CrossEntropyLoss()(lg, Tensor(np.array([2, 0], np.int64))))
case("nll_none", lambda: nn.NLLLoss(reduction="none")(lg, lb))
case("nll_weight_sum", lambda: nn.NLLLoss(weight=Tensor(np.array([1.0, 2.0, 0.5], F32)), reduction="sum")(lg, lb))
case("bce_weight", lambda: nn.BCELoss(weight=Tensor(np.array([1.0, 2.0, 0.5], F32)))(tg * 0.5 + 0.25, tg))
case("bce_out_of_range", lambda: nn.BCELoss()(lg, tg))
case("bcel_pos", lambda: nn.BCEWithLogitsLoss(pos_weight=Tensor(np.array([1.0, 2.0, 0.5], F32)))(lg, tg))
case("kl_sum_f", lambda: nn.KLDivLoss(reduction="sum")(lg, tg))
case("kl_mean_f", lambda: nn.KLDivLoss(reduction="mean")(lg, tg))
case("kl_none_f", lambda: nn.KLDivLoss(reduction="none")(lg, tg))
case("pnll", lambda: nn.PoissonNLLLoss()(lg, tg))
case("pnll_full", lambda: nn.PoissonNLLLoss(full=True, log_input=False)(lg.abs(), tg * 3))
case("huber", lambda: nn.HuberLoss(delta=0.5)(lg, tg))
case("sml", lambda: nn.SoftMarginLoss()(lg, tg * 2 - 1))
case("mm", lambda: nn.MultiMarginLoss()(lg, lb))
case("mm_p2_w", lambda: nn.MultiMarginLoss(p=2, weight=Tensor(np.array([1.0, 2.0, 0.5], F32)))(lg, lb))
case("mlsm", lambda: nn.MultiLabelSoftMarginLoss()(lg, tg))
case("mlm", lambda: nn.MultiLabelMarginLoss()(lg, Tensor(np.array([[2, 0, -1], [1, -1, 0]], np.int32))))
case("cel", lambda: nn.CosineEmbeddingLoss(margin=0.2)(lg, tg, Tensor(np.array([1, -1], np.int32))))
case("cel_1d_target_bad", lambda: nn.CosineEmbeddingLoss()(lg, tg, Tensor(np.array([1, -1, 1], np.int32))))
case("tml", lambda: nn.TripletMarginLoss()(lg, tg, tg * 2))
case("tml_swap", lambda: nn.TripletMarginLoss(swap=True, margin=2.0)(lg, tg, tg * 2))
case("rmse", lambda: nn.RMSELoss()(lg, tg))
case("mae", lambda: nn.MAELoss()(lg, tg))
case("mae_none", lambda: nn.MAELoss(reduction="none")(lg, tg))
case("dice", lambda: nn.DiceLoss()(tg * 0.5, tg))
case("focal", lambda: nn.FocalLoss(gamma=2.0)(Tensor(np.arange(2 * 3 * 2, dtype=F32).reshape(2, 3, 2) / 10), Tensor(np.array([[1, 0], [2, 1]], np.int32))))
case("sce_sparse", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(lg, lb))
case("sce_dense", lambda: nn.SoftmaxCrossEntropyWithLogits()(lg, tg))
case("sce_sparse_oor", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True)(lg, Tensor(np.array([5, 0], np.int32))))
case("gnll", lambda: nn.GaussianNLLLoss()(lg, tg, tg + 0.5))
case("ctc", lambda: nn.CTCLoss()(Tensor(np.log(np.full((4, 1, 3), 1 / 3, F32))), Tensor(np.array([[1, 2]], np.int32)), Tensor(np.array([4], np.int32)), Tensor(np.array([2], np.int32))))
case("ctc_inf", lambda: nn.CTCLoss(zero_infinity=True)(Tensor(np.log(np.full((1, 1, 3), 1 / 3, F32))), Tensor(np.array([[1, 2]], np.int32)), Tensor(np.array([1], np.int32)), Tensor(np.array([2], np.int32))))
