"""Loss primitives (st ops/gpu nll_loss, multi_margin_loss_op, binary_cross_entropy_op, smoothl1loss_op variants,
adapt36gpu): P.NLLLoss(reduction='none') gives -0.0 for a zero log-probability (msgraph had +0.0); P.MultiMarginLoss's
gradient w.r.t. its weight is zeros (msgraph had differentiated it) and a class id outside [0, C) is a ValueError
(msgraph computed); P.BinaryCrossEntropy of a probability outside [0, 1] is a RuntimeError (msgraph computed);
P.SmoothL1Loss with an unknown reduction is a ValueError (msgraph: TypeError). Both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error

FOLLOW_PYNATIVE = {"nll_none_ignore": "MindSpore 2.10's Graph-mode NLLLoss kernel leaves an ignored row's loss "
                                      "uninitialised (1.0 here; PyNative 0.0)"}


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
W = np.array([1.0, 0.5, 2.0])
for dt in [ms.float16, ms.float32, ms.float64]:
    emit_error(f"nll_none_{dt}", lambda: Net(P.NLLLoss(reduction="none"))(
        Tensor(X, dt), Tensor(np.array([2, 0]), ms.int32), Tensor(W, dt)))
emit_error("nll_none_ignore", lambda: Net(P.NLLLoss(reduction="none", ignore_index=2))(
    Tensor(X, ms.float32), Tensor(np.array([2, 0]), ms.int32), Tensor(W, ms.float32)))
emit_error("nll_sum", lambda: Net(P.NLLLoss(reduction="sum"))(
    Tensor(X, ms.float32), Tensor(np.array([2, 0]), ms.int32), Tensor(W, ms.float32)))
emit_error("nll_none_grad", lambda: Grad(Net(P.NLLLoss(reduction="none")))(
    Tensor(X, ms.float32), Tensor(np.array([2, 0]), ms.int32), Tensor(W, ms.float32)))
for red in ["none", "mean", "sum"]:
    emit_error(f"mml_grad_{red}", lambda: Grad(Net(P.MultiMarginLoss(reduction=red)))(
        Tensor(X, ms.float32), Tensor(np.array([2, 0]), ms.int64), Tensor(W, ms.float32)))
emit_error("mml_p2_grad", lambda: Grad(Net(P.MultiMarginLoss(p=2, margin=0.5)))(
    Tensor(X, ms.float32), Tensor(np.array([1, 2]), ms.int64), Tensor(W, ms.float32)))
emit_error("mml_target_oob", lambda: Net(P.MultiMarginLoss())(
    Tensor(X, ms.float32), Tensor(np.array([3, 2]), ms.int64), Tensor(W, ms.float32)))
emit_error("mml_target_neg", lambda: Net(P.MultiMarginLoss())(
    Tensor(X, ms.float32), Tensor(np.array([0, -1]), ms.int64)))
emit_error("mml_ok", lambda: Net(P.MultiMarginLoss())(Tensor(X, ms.float32), Tensor(np.array([0, 2]), ms.int64)))
P01 = np.array([0.2, 0.9, 0.0, 1.0], np.float32)
T01 = np.array([1.0, 0.0, 1.0, 0.0], np.float32)
emit_error("bce_ok", lambda: Net(P.BinaryCrossEntropy())(Tensor(P01), Tensor(T01)))
emit_error("bce_above_1", lambda: Net(P.BinaryCrossEntropy())(Tensor(np.array([0.5, 1.5], np.float32)),
                                                              Tensor(np.array([1.0, 0.0], np.float32))))
emit_error("bce_below_0", lambda: Net(P.BinaryCrossEntropy("sum"))(Tensor(np.array([0.5, -0.25], np.float32)),
                                                                  Tensor(np.array([1.0, 0.0], np.float32))))
emit_error("bce_fn_above_1", lambda: ops.binary_cross_entropy(Tensor(np.array([2.0], np.float32)),
                                                               Tensor(np.array([1.0], np.float32))))
emit_error("smooth_l1_bad_reduction", lambda: Net(P.SmoothL1Loss(reduction="avg"))(
    Tensor(X, ms.float32), Tensor(X, ms.float32)))
emit_error("smooth_l1_sum", lambda: Net(P.SmoothL1Loss(beta=0.5, reduction="sum"))(
    Tensor(X, ms.float32), Tensor(X * 0.5, ms.float32)))
