import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, amp
from _conf import emit, emit_error
from _optim_net import X, Y

W = np.array([[0.3, -0.2, 0.1], [0.05, 0.4, -0.3]], np.float32)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init=Tensor(W), bias_init="zeros")
        self.bn = nn.BatchNorm1d(2)
        self.relu = nn.ReLU()

    def construct(self, x):
        y = self.fc(x)
        return self.relu(self.bn(y)), y, x * 2


class L(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init=Tensor(W), bias_init="zeros")

    def construct(self, x):
        return self.fc(x)


d = nn.Dense(3, 2, weight_init=Tensor(W), bias_init="ones")
emit("to_float_returns_self", d.to_float(ms.float16) is d)
emit("to_float_dense", d(X[:2]), rtol=2e-3, atol=2e-3)
emit("to_float_master_weight", str(d.weight.dtype))
n = Net()
n.to_float(ms.float16)
emit("to_float_net_dtypes", [str(o.dtype) for o in n(X[:2])])
emit_error("to_float_int", Net().to_float, ms.int32)
for lvl in ("O0", "O1", "O2", "O3"):
    n = Net()
    m = amp.auto_mixed_precision(n, lvl)
    out = m(X[:2])
    emit(f"amp_{lvl}_is_same", m is n)
    emit(f"amp_{lvl}_dtypes", [str(o.dtype) for o in out])
    emit(f"amp_{lvl}_out", out, rtol=2e-3, atol=2e-3)
    emit(f"amp_{lvl}_param_dtypes", [str(p.dtype) for p in m.trainable_params()])
    emit(f"amp_{lvl}_param_names", [p.name for p in m.trainable_params()])
emit_error("amp_bad_level", amp.auto_mixed_precision, Net(), "O5")
emit_error("amp_not_cell", amp.auto_mixed_precision, lambda x: x, "O2")
emit_error("amp_bad_dtype", amp.auto_mixed_precision, Net(), "O2", ms.float32)

for lvl in ("O0", "O1", "O3"):
    n = Net()
    t = amp.build_train_network(n, nn.Momentum(n.trainable_params(), 0.1, 0.9), level=lvl)
    emit(f"build_{lvl}_type", type(t).__name__)
emit_error("build_O2_cpu", amp.build_train_network, Net(), nn.Momentum(Net().trainable_params(), 0.1, 0.9),
           level="O2")
for name, lvl, kw in (("O0_loss", "O0", {}),
                      ("O2_fixed_no_drop", "O2", {"loss_scale_manager": amp.FixedLossScaleManager(8.0, False)}),
                      ("O3_loss", "O3", {}),
                      ("O2_no_manager", "O2", {"loss_scale_manager": None}),
                      ("O2_fp32", "O2", {"loss_scale_manager": None, "cast_model_type": ms.float32}),
                      ("O0_fp16", "O0", {"cast_model_type": ms.float16})):
    n = L()
    t = amp.build_train_network(n, nn.Momentum(n.trainable_params(), 0.1, 0.9), nn.MSELoss(), level=lvl, **kw)
    losses = [t(X, Y) for _ in range(2)]
    emit(f"build_{name}", [type(t).__name__, losses, Tensor(n.fc.weight.asnumpy()), str(n.fc.weight.dtype)],
         rtol=2e-3, atol=2e-3)
emit_error("build_bad_level", amp.build_train_network, L(), nn.Momentum(L().trainable_params(), 0.1, 0.9),
           level="O4")
emit_error("build_bad_kwarg", amp.build_train_network, L(), nn.Momentum(L().trainable_params(), 0.1, 0.9), foo=1)
emit_error("build_bad_opt", amp.build_train_network, L(), 3)
emit_error("build_drop_cpu", amp.build_train_network, L(), nn.Momentum(L().trainable_params(), 0.1, 0.9),
           loss_scale_manager=amp.FixedLossScaleManager(8.0, True))
