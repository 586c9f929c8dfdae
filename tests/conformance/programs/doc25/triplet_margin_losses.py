"""nn.TripletMarginWithDistanceLoss (MindSpore 2.10's docstring example, extended): the default distance is the
L2 norm of |x - y| along axis 1; a custom distance, swap, margin, the reductions; margin must be a float and
swap a bool (TypeError).  (nn.TripletMarginLoss's call now takes ``margin`` as an optional input, default 1.0,
as MindSpore's; not recorded here: MindSpore has no TripletMarginLoss CPU kernel, msgraph computes it.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

X = Tensor(np.array([[0.3, 0.7], [0.5, 0.5], [0.1, -0.4]]), ms.float32)
P = Tensor(np.array([[0.4, 0.6], [0.4, 0.6], [0.0, 0.3]]), ms.float32)
N = Tensor(np.array([[0.2, 0.9], [0.3, 0.7], [0.6, -0.2]]), ms.float32)


def l1(x, y):
    return ops.abs(x - y).sum(axis=1)


emit_error("default", lambda: nn.TripletMarginWithDistanceLoss()(X, P, N))
for red in ("mean", "sum", "none"):
    emit_error(f"reduction_{red}", lambda: nn.TripletMarginWithDistanceLoss(reduction=red)(X, P, N))
emit_error("swap", lambda: nn.TripletMarginWithDistanceLoss(swap=True, reduction="none")(X, P, N))
emit_error("margin", lambda: nn.TripletMarginWithDistanceLoss(margin=0.25, reduction="none")(X, P, N))
emit_error("custom_distance", lambda: nn.TripletMarginWithDistanceLoss(distance_function=l1, reduction="none")(
    X, P, N))
emit_error("margin_int", lambda: nn.TripletMarginWithDistanceLoss(margin=1))
emit_error("swap_int", lambda: nn.TripletMarginWithDistanceLoss(swap=1))
emit_error("x_not_tensor", lambda: nn.TripletMarginWithDistanceLoss()([[0.3, 0.7]], P, N))
