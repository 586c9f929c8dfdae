"""The state attributes an optimizer has (adapt43tr): AdamWeightDecay keeps its moments in `moments1` / `moments2`
only -- `opt.moment1` is an AttributeError in MindSpore 2.10 (msgraph had `moment1` / `moment2` aliases, so code
reading them ran); Adam / AdaMax / LazyAdam have `moment1` / `moment2`.  The names and dtypes of the state
Parameters and their values after one step."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

NAMES = ("moment1", "moment2", "moments", "moments1", "moments2", "mean_square", "mean_grad", "accum", "linear",
         "beta1_power", "beta2_power", "vhat")


def make(kind):
    net = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
    ps = net.trainable_params()
    return net, {"AdamWeightDecay": lambda: nn.AdamWeightDecay(ps, 0.01, weight_decay=0.1),
                 "Adam": lambda: nn.Adam(ps, 0.01),
                 "AdaMax": lambda: nn.AdaMax(ps, 0.01),
                 "LazyAdam": lambda: nn.LazyAdam(ps, 0.01),
                 "Momentum": lambda: nn.Momentum(ps, 0.1, 0.9),
                 "RMSProp": lambda: nn.RMSProp(ps, 0.01, centered=True)}[kind]()


for kind in ("AdamWeightDecay", "Adam", "AdaMax", "LazyAdam", "Momentum", "RMSProp"):
    net, opt = make(kind)
    emit(f"{kind}_state_attrs", [k for k in NAMES if hasattr(opt, k)])

net, opt = make("AdamWeightDecay")
emit("awd_moments1_names", [p.name for p in opt.moments1])
emit("awd_moments2_names", [p.name for p in opt.moments2])
emit_error("awd_moment1_attr", lambda: opt.moment1)
emit_error("awd_moment2_attr", lambda: opt.moment2)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
step(Tensor(np.array([[1.0, -2.0]], np.float32)), Tensor(np.array([[0.5, 0.0]], np.float32)))
emit("awd_moments1_after_step", [opt.moments1[0], opt.moments1[1]], rtol=1e-6)
emit("awd_moments2_after_step", [opt.moments2[0], opt.moments2[1]], rtol=1e-6)
emit("awd_weight_after_step", net.weight, rtol=1e-6)
