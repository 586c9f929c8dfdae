"""st/ops loss tests (test_margin_ranking_loss, test_multilabel_margin_loss_op, test_multilabel_soft_margin_loss,
test_ops_soft_margin_loss, test_ops_smooth_l1_loss, test_ops_triplet_margin_loss, test_ops_nllloss,
test_sparse_softmax_cross_entropy_with_logits_v2_op): dtypes, reductions, 0-d / empty / broadcast, keywords,
gradients, bad arguments."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from mindspore.ops import operations as P
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, **kw):
        super().__init__()
        self.fn = fn
        self.kw = kw

    def construct(self, *a):
        return self.fn(*a, **self.kw)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


def G(fn, *a, pos=0, **kw):
    return ms.grad(Fn(fn, **kw), grad_position=pos)(*a)


X1 = [[0.3, -1.2, 2.0], [1.5, 0.1, -0.4]]
X2 = [[0.5, 0.7, -2.0], [1.0, 0.1, 0.6]]
TG = [[1, -1, 1], [-1, 1, 1]]
FDT = ["float16", "float32", "float64"]
REDS = ["none", "mean", "sum"]

# margin_ranking_loss
for dt in FDT + ["int32", "bool"]:
    for red in REDS:
        case(f"mrl.{dt}.{red}", lambda: Fn(ops.margin_ranking_loss, margin=0.3, reduction=red)(T(X1, dt), T(X2, dt), T(TG, dt)))
    case(f"mrl.grad.{dt}", lambda: G(ops.margin_ranking_loss, T(X1, dt), T(X2, dt), T(TG, dt), pos=(0, 1), margin=0.1))
case("mrl.dtmix", lambda: Fn(ops.margin_ranking_loss)(T(X1), T(X2, "float16"), T(TG)))
case("mrl.tgtdt", lambda: Fn(ops.margin_ranking_loss)(T(X1), T(X2), T(TG, "int32")))
case("mrl.bcast", lambda: Fn(ops.margin_ranking_loss, reduction="none")(T(X1), T([0.1, 0.2, 0.3]), T(TG)))
case("mrl.shape", lambda: Fn(ops.margin_ranking_loss)(T(X1), T([[0.1, 0.2]]), T(TG)))
case("mrl.0d", lambda: Fn(ops.margin_ranking_loss, reduction="none")(T(0.5), T(0.2), T(-1.0)))
case("mrl.empty", lambda: Fn(ops.margin_ranking_loss)(T(np.zeros((0, 3))), T(np.zeros((0, 3))), T(np.zeros((0, 3)))))
case("mrl.empty_sum", lambda: Fn(ops.margin_ranking_loss, reduction="sum")(T(np.zeros((0, 3))), T(np.zeros((0, 3))), T(np.zeros((0, 3)))))
case("mrl.badred", lambda: Fn(ops.margin_ranking_loss, reduction="max")(T(X1), T(X2), T(TG)))
case("mrl.intmargin", lambda: Fn(ops.margin_ranking_loss, margin=1)(T(X1), T(X2), T(TG)))
case("mrl.nn", lambda: nn.MarginRankingLoss(margin=0.2, reduction="sum")(T(X1), T(X2), T(TG)))
case("mrl.nan", lambda: Fn(ops.margin_ranking_loss, reduction="none")(T([np.nan, np.inf]), T([0.0, np.inf]), T([1.0, 1.0])))

# multilabel_margin_loss
MX = [[0.1, 0.2, 0.4, 0.8], [0.2, -0.3, 0.5, 0.9]]
MT = [[3, 0, -1, 1], [0, 1, 2, 3]]
for dt in FDT + ["int32"]:
    for red in REDS:
        case(f"mlml.{dt}.{red}", lambda: Fn(ops.multilabel_margin_loss, reduction=red)(T(MX, dt), T(MT, "int32")))
    case(f"mlml.grad.{dt}", lambda: G(ops.multilabel_margin_loss, T(MX, dt), T(MT, "int32")))
    case(f"mlml.prim.{dt}", lambda: Fn(P.MultilabelMarginLoss(reduction="none"))(T(MX, dt), T(MT, "int32")))
case("mlml.1d", lambda: Fn(ops.multilabel_margin_loss, reduction="none")(T([0.1, 0.2, 0.4, 0.8]), T([3, 0, -1, 1], "int32")))
case("mlml.tgt64", lambda: Fn(ops.multilabel_margin_loss)(T(MX), T(MT, "int64")))
case("mlml.tgtf", lambda: Fn(ops.multilabel_margin_loss)(T(MX), T(MT, "float32")))
case("mlml.shape", lambda: Fn(ops.multilabel_margin_loss)(T(MX), T([[3, 0, -1]], "int32")))
case("mlml.3d", lambda: Fn(ops.multilabel_margin_loss)(T(np.ones((2, 2, 4))), T(np.zeros((2, 2, 4)), "int32")))
case("mlml.nomatch", lambda: Fn(ops.multilabel_margin_loss, reduction="none")(T(MX), T([[-1, 0, 1, 2], [2, 2, -1, 0]], "int32")))
case("mlml.badred", lambda: Fn(ops.multilabel_margin_loss, reduction="x")(T(MX), T(MT, "int32")))
case("mlml.nn", lambda: nn.MultiLabelMarginLoss(reduction="sum")(T(MX), T(MT, "int32")))

# multilabel_soft_margin_loss
SY = [[1, 0, 1], [0, 0, 1]]
for dt in FDT + ["int32"]:
    for red in REDS:
        case(f"mlsml.{dt}.{red}", lambda: Fn(ops.multilabel_soft_margin_loss, reduction=red)(T(X1, dt), T(SY, dt)))
    case(f"mlsml.w.{dt}", lambda: Fn(ops.multilabel_soft_margin_loss)(T(X1, dt), T(SY, dt), T([0.5, 1.0, 2.0], dt)))
    case(f"mlsml.grad.{dt}", lambda: G(ops.multilabel_soft_margin_loss, T(X1, dt), T(SY, dt)))
case("mlsml.tgtint", lambda: Fn(ops.multilabel_soft_margin_loss)(T(X1), T(SY, "int32")))
case("mlsml.1d", lambda: Fn(ops.multilabel_soft_margin_loss, reduction="none")(T([0.3, -1.0]), T([1.0, 0.0])))
case("mlsml.3d", lambda: Fn(ops.multilabel_soft_margin_loss, reduction="none")(T(np.ones((2, 2, 3))), T(np.ones((2, 2, 3)))))
case("mlsml.shape", lambda: Fn(ops.multilabel_soft_margin_loss)(T(X1), T([[1.0, 0.0]])))
case("mlsml.nn", lambda: nn.MultiLabelSoftMarginLoss(weight=T([1.0, 2.0, 3.0]), reduction="sum")(T(X1), T(SY)))

# soft_margin_loss
for dt in FDT + ["int32"]:
    for red in REDS:
        case(f"sml.{dt}.{red}", lambda: Fn(ops.soft_margin_loss, reduction=red)(T(X1, dt), T(TG, dt)))
    case(f"sml.grad.{dt}", lambda: G(ops.soft_margin_loss, T(X1, dt), T(TG, dt)))
case("sml.dtmix", lambda: Fn(ops.soft_margin_loss)(T(X1), T(TG, "float16")))
case("sml.bcast", lambda: Fn(ops.soft_margin_loss, reduction="none")(T(X1), T([1.0, -1.0, 1.0])))
case("sml.0d", lambda: Fn(ops.soft_margin_loss)(T(0.5), T(-1.0)))
case("sml.empty", lambda: Fn(ops.soft_margin_loss)(T(np.zeros((0,))), T(np.zeros((0,)))))
case("sml.nn", lambda: nn.SoftMarginLoss(reduction="sum")(T(X1), T(TG)))

# smooth_l1_loss
for dt in FDT + ["int32"]:
    for red in REDS:
        case(f"sl1.{dt}.{red}", lambda: Fn(ops.smooth_l1_loss, beta=0.5, reduction=red)(T(X1, dt), T(X2, dt)))
    case(f"sl1.grad.{dt}", lambda: G(ops.smooth_l1_loss, T(X1, dt), T(X2, dt), pos=(0, 1), beta=0.5, reduction="mean"))
case("sl1.beta0", lambda: Fn(ops.smooth_l1_loss, beta=0.0)(T(X1), T(X2)))
case("sl1.betaneg", lambda: Fn(ops.smooth_l1_loss, beta=-1.0)(T(X1), T(X2)))
case("sl1.betaint", lambda: Fn(ops.smooth_l1_loss, beta=1)(T(X1), T(X2)))
case("sl1.bcast", lambda: Fn(ops.smooth_l1_loss)(T(X1), T([0.1, 0.2, 0.3])))
case("sl1.dtmix", lambda: Fn(ops.smooth_l1_loss)(T(X1), T(X2, "float16")))
case("sl1.0d", lambda: Fn(ops.smooth_l1_loss)(T(0.5), T(2.0)))
case("sl1.empty_mean", lambda: Fn(ops.smooth_l1_loss, reduction="mean")(T(np.zeros((0, 2))), T(np.zeros((0, 2)))))
case("sl1.nn", lambda: nn.SmoothL1Loss(beta=2.0, reduction="sum")(T(X1), T(X2)))
case("sl1.mint", lambda: Fn(mint.nn.functional.smooth_l1_loss, reduction="sum", beta=0.5)(T(X1), T(X2)))
case("sl1.mint_grad", lambda: G(mint.nn.functional.smooth_l1_loss, T(X1), T(X2), beta=0.5))
case("sl1.mint_int", lambda: Fn(mint.nn.functional.smooth_l1_loss)(T(X1, "int32"), T(X2, "int32")))

# triplet_margin_loss
A = [[0.3, -1.2, 2.0, 0.5], [1.5, 0.1, -0.4, 1.0]]
Pp = [[0.1, -1.0, 1.0, 0.4], [1.0, 0.3, 0.4, 1.2]]
N = [[1.3, 0.2, 2.5, -0.5], [0.5, 0.1, -0.2, 1.1]]
for dt in FDT + ["int32"]:
    for red in REDS:
        case(f"tml.{dt}.{red}", lambda: Fn(ops.triplet_margin_loss, reduction=red)(T(A, dt), T(Pp, dt), T(N, dt)))
    case(f"tml.grad.{dt}", lambda: G(ops.triplet_margin_loss, T(A, dt), T(Pp, dt), T(N, dt), pos=(0, 1, 2)))
for p in [1, 3]:
    case(f"tml.p{p}", lambda: Fn(ops.triplet_margin_loss, p=p, reduction="none")(T(A), T(Pp), T(N)))
case("tml.swap", lambda: Fn(ops.triplet_margin_loss, swap=True, reduction="none")(T(A), T(Pp), T(N)))
case("tml.margin", lambda: Fn(ops.triplet_margin_loss, margin=2.0, eps=0.1, reduction="none")(T(A), T(Pp), T(N)))
case("tml.1d", lambda: Fn(ops.triplet_margin_loss, reduction="none")(T(A[0]), T(Pp[0]), T(N[0])))
case("tml.3d", lambda: Fn(ops.triplet_margin_loss, reduction="none")(T(np.ones((2, 3, 2))), T(np.zeros((2, 3, 2))), T(np.ones((2, 3, 2)) * 2)))
case("tml.bcast", lambda: Fn(ops.triplet_margin_loss, reduction="none")(T(A), T(Pp[0]), T(N)))
case("tml.dtmix", lambda: Fn(ops.triplet_margin_loss)(T(A), T(Pp, "float16"), T(N)))
case("tml.marginint", lambda: Fn(ops.triplet_margin_loss, margin=2)(T(A), T(Pp), T(N)))
case("tml.nn", lambda: nn.TripletMarginLoss(p=1, swap=True, reduction="sum")(T(A), T(Pp), T(N)))
case("tml.same", lambda: G(ops.triplet_margin_loss, T(A), T(A), T(N), pos=(0, 1)))

# nll_loss
LG = [[-0.5, -1.2, -2.0], [-1.5, -0.1, -0.4], [-0.3, -0.7, -0.9]]
LT = [2, 0, 1]
for dt in FDT:
    for red in REDS:
        case(f"nll.{dt}.{red}", lambda: Fn(ops.nll_loss, reduction=red)(T(LG, dt), T(LT, "int32")))
        case(f"nll.mint.{dt}.{red}", lambda: Fn(mint.nn.functional.nll_loss, reduction=red)(T(LG, dt), T(LT, "int32")))
        case(f"nll.w.{dt}.{red}", lambda: Fn(ops.nll_loss, reduction=red)(T(LG, dt), T(LT, "int32"), T([0.2, 1.0, 3.0], dt)))
    case(f"nll.grad.{dt}", lambda: G(ops.nll_loss, T(LG, dt), T(LT, "int32")))
    case(f"nll.mint_grad_w.{dt}", lambda: G(mint.nn.functional.nll_loss, T(LG, dt), T(LT, "int32"), T([0.2, 1.0, 3.0], dt)))
for ign in [0, 2, -100, 5]:
    case(f"nll.ign{ign}", lambda: Fn(ops.nll_loss, ignore_index=ign)(T(LG), T(LT, "int32")))
    case(f"nll.mint_ign{ign}", lambda: Fn(mint.nn.functional.nll_loss, ignore_index=ign)(T(LG), T(LT, "int32")))
case("nll.allign", lambda: Fn(ops.nll_loss, ignore_index=1)(T([[0.1, 0.2]]), T([1], "int32")))
case("nll.mint_allign", lambda: Fn(mint.nn.functional.nll_loss, ignore_index=1)(T([[0.1, 0.2]]), T([1], "int32")))
case("nll.t64", lambda: Fn(ops.nll_loss)(T(LG), T(LT, "int64")))
case("nll.mint_t64", lambda: Fn(mint.nn.functional.nll_loss)(T(LG), T(LT, "int64")))
case("nll.mint_tu8", lambda: Fn(mint.nn.functional.nll_loss)(T(LG), T(LT, "uint8")))
case("nll.tfloat", lambda: Fn(ops.nll_loss)(T(LG), T(LT, "float32")))
case("nll.oob", lambda: Fn(ops.nll_loss)(T(LG), T([3, 0, 1], "int32")))
case("nll.1d", lambda: Fn(ops.nll_loss)(T(LG[0]), T(2, "int32")))
case("nll.mint_1d", lambda: Fn(mint.nn.functional.nll_loss)(T(LG[0]), T(2, "int32")))
case("nll.4d", lambda: Fn(ops.nll_loss, reduction="none")(T(np.arange(24).reshape(2, 3, 2, 2) * -0.1), T([[[0, 1], [2, 0]], [[1, 1], [2, 2]]], "int32")))
case("nll.mint_4d", lambda: Fn(mint.nn.functional.nll_loss, reduction="sum")(T(np.arange(24).reshape(2, 3, 2, 2) * -0.1), T([[[0, 1], [2, 0]], [[1, 1], [2, 2]]], "int32")))
case("nll.3d", lambda: Fn(ops.nll_loss, reduction="none")(T(np.arange(12).reshape(2, 3, 2) * -0.1), T([[0, 1], [2, 0]], "int32")))
case("nll.ls", lambda: Fn(ops.nll_loss, label_smoothing=0.2)(T(LG), T(LT, "int32")))
case("nll.empty", lambda: Fn(ops.nll_loss)(T(np.zeros((0, 3))), T(np.zeros((0,)), "int32")))
case("nll.nn", lambda: nn.NLLLoss(weight=T([0.2, 1.0, 3.0]), ignore_index=1, reduction="sum")(T(LG), T(LT, "int32")))
case("nll.mint_nn", lambda: mint.nn.NLLLoss(reduction="none", ignore_index=0)(T(LG), T(LT, "int32")))

# SparseSoftmaxCrossEntropyWithLogitsV2
from mindspore.ops.operations.nn_ops import SparseSoftmaxCrossEntropyWithLogitsV2 as SV2
for dt in ["float16", "float32", "float64"]:
    for ldt in ["int32", "int64"]:
        case(f"sv2.{dt}.{ldt}", lambda: Fn(SV2())(T(LG, dt), T(LT, ldt)))
case("sv2.oob", lambda: Fn(SV2())(T(LG), T([3, 0, 1], "int32")))
case("sv2.neg", lambda: Fn(SV2())(T(LG), T([-1, 0, 1], "int32")))
case("sv2.shape", lambda: Fn(SV2())(T(LG), T([0, 1], "int32")))
case("sv2.3d", lambda: Fn(SV2())(T(np.ones((2, 2, 3))), T([[0, 1], [1, 2]], "int32")))
case("sv2.grad", lambda: G(SV2(), T(LG), T(LT, "int32")))
