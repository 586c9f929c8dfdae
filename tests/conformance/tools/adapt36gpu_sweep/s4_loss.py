"""st ops/gpu loss ops: smoothl1loss_op, softmarginloss_op, kl_div_op, bce_with_logits_loss, binary_cross_entropy_op,
nll_loss, multi_margin_loss_op, l2loss_op, mse_loss_op, sigmoid_cross_entropy_with_logits_op, triplet_margin_loss_op,
softmax_cross_entropy_with_logits_op, sparse_softmax_cross_entropy_with_logits_op: dtypes, reductions (kw /
positional), 0-d / empty, special values, gradients, invalid inputs."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True)

    def construct(self, *a):
        return self.g(self.net)(*a)


X = np.array([[0.2, -1.5, 3.0], [0.0, 0.7, -0.2]])
Y = np.array([[0.0, -1.0, 2.5], [1.0, 0.7, 0.3]])
P01 = np.array([[0.2, 0.9, 0.5], [0.01, 0.7, 0.99]])
T01 = np.array([[0.0, 1.0, 1.0], [0.0, 0.5, 1.0]])
FL = [ms.float16, ms.float32, ms.float64]
for red in ["none", "mean", "sum"]:
    for dt in FL:
        case(f"SmoothL1Loss {red} {dt}", lambda: Net(P.SmoothL1Loss(beta=0.5, reduction=red))(Tensor(X, dt), Tensor(Y, dt)))
        case(f"SoftMarginLoss {red} {dt}", lambda: Net(P.SoftMarginLoss(reduction=red))(Tensor(X, dt), Tensor(np.sign(Y) + (Y == 0), dt)))
        case(f"KLDivLoss {red} {dt}", lambda: Net(P.KLDivLoss(reduction=red if red != "mean" else "batchmean"))(Tensor(X, dt), Tensor(P01, dt)))
        case(f"BCEWithLogits {red} {dt}", lambda: Net(P.BCEWithLogitsLoss(reduction=red))(Tensor(X, dt), Tensor(T01, dt), Tensor(np.array([1.0, 2.0, 0.5]), dt), Tensor(np.array([1.0, 1.0, 3.0]), dt)))
        case(f"BinaryCrossEntropy {red} {dt}", lambda: Net(P.BinaryCrossEntropy(reduction=red))(Tensor(P01, dt), Tensor(T01, dt), Tensor(np.array([[1.0, 2.0, 0.5], [1, 1, 1]]), dt)))
        case(f"BCE noweight {red} {dt}", lambda: Net(P.BinaryCrossEntropy(reduction=red))(Tensor(P01, dt), Tensor(T01, dt)))
        case(f"NLLLoss {red} {dt}", lambda: Net(P.NLLLoss(reduction=red))(Tensor(X, dt), Tensor(np.array([2, 0]), ms.int32), Tensor(np.array([1.0, 0.5, 2.0]), dt)))
        case(f"MultiMarginLoss {red} {dt}", lambda: Net(P.MultiMarginLoss(reduction=red))(Tensor(X, dt), Tensor(np.array([2, 0]), ms.int64), Tensor(np.array([1.0, 0.5, 2.0]), dt)))
        case(f"mse_loss {red} {dt}", lambda: Net(ops.mse_loss)(Tensor(X, dt), Tensor(Y, dt), red))
        case(f"nn.MSELoss {red} {dt}", lambda: nn.MSELoss(reduction=red)(Tensor(X, dt), Tensor(Y, dt)))
        case(f"nn.L1Loss {red} {dt}", lambda: nn.L1Loss(reduction=red)(Tensor(X, dt), Tensor(Y, dt)))
        case(f"l1_loss {red} {dt}", lambda: ops.l1_loss(Tensor(X, dt), Tensor(Y, dt), reduction=red))
        case(f"nn.SmoothL1Loss {red} {dt}", lambda: nn.SmoothL1Loss(beta=2.0, reduction=red)(Tensor(X, dt), Tensor(Y, dt)))
        case(f"nn.HuberLoss {red} {dt}", lambda: nn.HuberLoss(reduction=red, delta=0.5)(Tensor(X, dt), Tensor(Y, dt)))
        case(f"TripletMarginLoss {red} {dt}", lambda: Net(P.TripletMarginLoss(reduction=red))(Tensor(X, dt), Tensor(Y, dt), Tensor(P01, dt), Tensor(1.0, ms.float32)))
        case(f"nn.SoftMarginLoss {red} {dt}", lambda: nn.SoftMarginLoss(reduction=red)(Tensor(X, dt), Tensor(np.sign(Y) + (Y == 0), dt)))
        case(f"nn.BCEWithLogitsLoss {red} {dt}", lambda: nn.BCEWithLogitsLoss(reduction=red)(Tensor(X, dt), Tensor(T01, dt)))
        case(f"nn.KLDivLoss {red} {dt}", lambda: nn.KLDivLoss(reduction=red)(Tensor(X, dt), Tensor(P01, dt)))
        case(f"nn.NLLLoss {red} {dt}", lambda: nn.NLLLoss(reduction=red, ignore_index=0)(Tensor(X, dt), Tensor(np.array([2, 0]), ms.int32)))
        case(f"nn.MultiMarginLoss {red} {dt}", lambda: nn.MultiMarginLoss(p=2, margin=0.5, reduction=red)(Tensor(X, dt), Tensor(np.array([2, 0]), ms.int64)))
        case(f"nn.CrossEntropyLoss {red} {dt}", lambda: nn.CrossEntropyLoss(reduction=red, label_smoothing=0.1)(Tensor(X, dt), Tensor(np.array([2, 0]), ms.int32)))
        case(f"nn.CrossEntropyLoss prob {red} {dt}", lambda: nn.CrossEntropyLoss(reduction=red)(Tensor(X, dt), Tensor(T01 / T01.sum(1, keepdims=True), dt)))
for dt in FL + [ms.int32]:
    case(f"L2Loss {dt}", lambda: Net(P.L2Loss())(Tensor(X, dt)))
    case(f"SigmoidCE {dt}", lambda: Net(P.SigmoidCrossEntropyWithLogits())(Tensor(X, dt), Tensor(T01, dt)))
    case(f"SoftmaxCE {dt}", lambda: Net(P.SoftmaxCrossEntropyWithLogits())(Tensor(X, dt), Tensor(T01, dt)))
    case(f"SparseSoftmaxCE {dt}", lambda: Net(P.SparseSoftmaxCrossEntropyWithLogits())(Tensor(X, dt), Tensor(np.array([2, 0]), ms.int32)))
    case(f"SparseSoftmaxCE grad {dt}", lambda: Net(P.SparseSoftmaxCrossEntropyWithLogits(is_grad=True))(Tensor(X, dt), Tensor(np.array([2, 0]), ms.int32)))
case("L2Loss 0-d", lambda: Net(P.L2Loss())(Tensor(3.0)))
case("L2Loss empty", lambda: Net(P.L2Loss())(Tensor(np.zeros((0, 3)), ms.float32)))
case("SmoothL1Loss beta0", lambda: Net(P.SmoothL1Loss(beta=0.0))(Tensor(X, ms.float32), Tensor(Y, ms.float32)))
case("SmoothL1Loss bad red", lambda: Net(P.SmoothL1Loss(reduction="avg"))(Tensor(X, ms.float32), Tensor(Y, ms.float32)))
case("SmoothL1Loss shape", lambda: Net(P.SmoothL1Loss())(Tensor(X, ms.float32), Tensor(Y[0], ms.float32)))
case("SmoothL1Loss mixed", lambda: Net(P.SmoothL1Loss())(Tensor(X, ms.float32), Tensor(Y, ms.float16)))
case("SmoothL1Loss nan", lambda: Net(P.SmoothL1Loss(reduction="sum"))(Tensor(np.array([np.nan, np.inf, 1.0]), ms.float32), Tensor(np.array([0.0, np.inf, -np.inf]), ms.float32)))
case("SmoothL1Loss empty mean", lambda: Net(P.SmoothL1Loss(reduction="mean"))(Tensor(np.zeros((0,)), ms.float32), Tensor(np.zeros((0,)), ms.float32)))
case("mse empty mean", lambda: Net(ops.mse_loss)(Tensor(np.zeros((0,)), ms.float32), Tensor(np.zeros((0,)), ms.float32)))
case("mse bcast", lambda: Net(ops.mse_loss)(Tensor(X, ms.float32), Tensor(Y[0], ms.float32)))
case("mse int", lambda: Net(ops.mse_loss)(Tensor(X, ms.int32), Tensor(Y, ms.int32)))
case("l1 bcast", lambda: ops.l1_loss(Tensor(X, ms.float32), Tensor(Y[:1], ms.float32)))
case("NLLLoss ignore", lambda: Net(P.NLLLoss(reduction="mean", ignore_index=2))(Tensor(X, ms.float32), Tensor(np.array([2, 0]), ms.int32), Tensor(np.array([1.0, 0.5, 2.0]), ms.float32)))
case("NLLLoss all ignored", lambda: Net(P.NLLLoss(reduction="mean", ignore_index=2))(Tensor(X, ms.float32), Tensor(np.array([2, 2]), ms.int32), Tensor(np.array([1.0, 0.5, 2.0]), ms.float32)))
case("NLLLoss oob target", lambda: Net(P.NLLLoss())(Tensor(X, ms.float32), Tensor(np.array([3, 0]), ms.int32), Tensor(np.array([1.0, 0.5, 2.0]), ms.float32)))
case("NLLLoss int64 target", lambda: Net(P.NLLLoss())(Tensor(X, ms.float32), Tensor(np.array([1, 0]), ms.int64), Tensor(np.array([1.0, 0.5, 2.0]), ms.float32)))
case("nll_loss fn", lambda: ops.nll_loss(Tensor(X, ms.float32), Tensor(np.array([2, 0]), ms.int32), ignore_index=0, reduction="sum", label_smoothing=0.2))
case("BCE out of range", lambda: Net(P.BinaryCrossEntropy())(Tensor(np.array([1.5, -0.1, 0.0, 1.0]), ms.float32), Tensor(np.array([1.0, 0.0, 1.0, 0.0]), ms.float32)))
case("KLDiv mean", lambda: Net(P.KLDivLoss(reduction="mean"))(Tensor(X, ms.float32), Tensor(P01, ms.float32)))
case("kl_div fn mean", lambda: ops.kl_div(Tensor(X, ms.float32), Tensor(P01, ms.float32), reduction="mean"))
case("kl_div fn batchmean", lambda: ops.kl_div(Tensor(X, ms.float32), Tensor(P01, ms.float32), "batchmean"))
case("KLDiv target 0", lambda: Net(P.KLDivLoss(reduction="sum"))(Tensor(X, ms.float32), Tensor(np.zeros((2, 3)), ms.float32)))
case("MultiMarginLoss p2 margin", lambda: Net(P.MultiMarginLoss(p=2, margin=0.3))(Tensor(X, ms.float32), Tensor(np.array([1, 2]), ms.int64)))
case("MultiMarginLoss p3", lambda: Net(P.MultiMarginLoss(p=3))(Tensor(X, ms.float32), Tensor(np.array([1, 2]), ms.int64)))
case("MultiMarginLoss oob", lambda: Net(P.MultiMarginLoss())(Tensor(X, ms.float32), Tensor(np.array([3, 2]), ms.int64)))
case("BCEWithLogits bcast weight", lambda: Net(P.BCEWithLogitsLoss())(Tensor(X, ms.float32), Tensor(T01, ms.float32), Tensor(np.array([1.0]), ms.float32), Tensor(np.array([[2.0], [0.5]]), ms.float32)))
case("bce_with_logits fn default", lambda: ops.binary_cross_entropy_with_logits(Tensor(X, ms.float32), Tensor(T01, ms.float32)))
case("binary_cross_entropy fn", lambda: ops.binary_cross_entropy(Tensor(P01, ms.float32), Tensor(T01, ms.float32), reduction="sum"))
case("cross_entropy fn ignore", lambda: ops.cross_entropy(Tensor(X, ms.float32), Tensor(np.array([2, -100]), ms.int32)))
case("cross_entropy fn weight", lambda: ops.cross_entropy(Tensor(X, ms.float32), Tensor(np.array([2, 1]), ms.int32), Tensor(np.array([1.0, 2.0, 3.0]), ms.float32), reduction="mean"))
case("cross_entropy 3d", lambda: ops.cross_entropy(Tensor(np.arange(12).reshape(1, 3, 4) / 5.0, ms.float32), Tensor(np.array([[0, 1, 2, 1]]), ms.int32)))
for name, mk in [("SmoothL1Loss", lambda: P.SmoothL1Loss(beta=0.5, reduction="sum")), ("SoftMarginLoss", lambda: P.SoftMarginLoss()),
                 ("L2Loss", lambda: P.L2Loss()), ("SigmoidCE", lambda: P.SigmoidCrossEntropyWithLogits()),
                 ("BCE", lambda: P.BinaryCrossEntropy()), ("KLDiv", lambda: P.KLDivLoss("sum"))]:
    args = {"L2Loss": (Tensor(X, ms.float32),), "BCE": (Tensor(P01, ms.float32), Tensor(T01, ms.float32)),
            "KLDiv": (Tensor(X, ms.float32), Tensor(P01, ms.float32)),
            "SoftMarginLoss": (Tensor(X, ms.float32), Tensor(np.sign(Y) + (Y == 0), ms.float32))}.get(
        name, (Tensor(X, ms.float32), Tensor(T01 if name == "SigmoidCE" else Y, ms.float32)))
    case(f"grad {name}", lambda: Grad(Net(mk()))(*args))
case("grad NLLLoss", lambda: Grad(Net(P.NLLLoss()))(Tensor(X, ms.float32), Tensor(np.array([2, 0]), ms.int32), Tensor(np.array([1.0, 0.5, 2.0]), ms.float32)))
case("grad MultiMarginLoss", lambda: Grad(Net(P.MultiMarginLoss()))(Tensor(X, ms.float32), Tensor(np.array([2, 0]), ms.int64), Tensor(np.array([1.0, 0.5, 2.0]), ms.float32)))
case("grad BCEWithLogits", lambda: Grad(Net(P.BCEWithLogitsLoss()))(Tensor(X, ms.float32), Tensor(T01, ms.float32), Tensor(np.array([1.0, 2.0, 0.5]), ms.float32), Tensor(np.array([1.0, 1.0, 3.0]), ms.float32)))
case("grad TripletMarginLoss", lambda: Grad(Net(P.TripletMarginLoss()))(Tensor(X, ms.float32), Tensor(Y, ms.float32), Tensor(P01, ms.float32), Tensor(1.0, ms.float32)))
case("grad SoftmaxCE", lambda: Grad(Net(P.SoftmaxCrossEntropyWithLogits()))(Tensor(X, ms.float32), Tensor(T01, ms.float32)))
