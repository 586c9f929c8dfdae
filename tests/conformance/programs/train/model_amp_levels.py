"""Model with amp_level O0-O3 and loss-scale managers on CPU: which networks build, which raise, and one step."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model
from _conf import emit, emit_error


def make(level, manager=None):
    net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
    opt = nn.SGD(net.trainable_params(), 0.1)
    kw = {} if manager is None else {"loss_scale_manager": manager}
    m = Model(net, nn.MSELoss(), opt, amp_level=level, **kw)
    return type(m._train_network).__name__


for lvl in ["O0", "O1", "O2", "O3"]:
    emit_error(f"build_{lvl}", make, lvl)
emit_error("fixed_manager", make, "O0", ms.FixedLossScaleManager(128, drop_overflow_update=False))
emit_error("fixed_manager_drop", make, "O0", ms.FixedLossScaleManager(128, drop_overflow_update=True))
emit_error("dynamic_manager", make, "O0", ms.DynamicLossScaleManager())

net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
opt = nn.SGD(net.trainable_params(), 0.1)
model = Model(net, nn.MSELoss(), opt, loss_scale_manager=ms.FixedLossScaleManager(128, drop_overflow_update=False))
x = np.arange(6, dtype=np.float32).reshape(2, 3) / 6
y = np.ones((2, 2), np.float32)
out = model._train_network(Tensor(x), Tensor(y))
emit("fixed_scale_step_loss", out)
emit("weights_after", net.weight)
