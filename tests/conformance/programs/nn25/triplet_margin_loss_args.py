"""nn.TripletMarginLoss takes MindSpore 2.10's constructor arguments (p, swap, eps, reduction, margin) and keeps them
as attributes (its CPU kernel is missing in MindSpore 2.10, so the call itself is not recorded)."""
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error

net = nn.TripletMarginLoss(margin=0.3, reduction="sum")
emit("attrs", (net.p, net.swap, net.eps, net.reduction, net.margin))
net = nn.TripletMarginLoss(3, True, 1e-5, "none", 2.0)
emit("attrs_positional", (net.p, net.swap, net.eps, net.reduction, net.margin))
emit_error("unknown_kwarg", lambda: nn.TripletMarginLoss(alpha=1.0))
