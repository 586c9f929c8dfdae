"""What the network amp returns exposes (adapt42tr): amp.auto_mixed_precision(net, "O2" / "O3") and
custom_mixed_precision(black_list=...) return an _OutputTo32 wrapper whose attributes do NOT read through to the
user's network in MindSpore 2.10 (`wrapped.d1`, `wrapped.k` are AttributeErrors; `_backbone` and `_amp_level` are
there); msgraph read them through.  O1 / "auto" / a white list give a network that keeps them (both)."""
import numpy as np
import mindspore as ms
from mindspore import nn, amp, Tensor
from _conf import emit, emit_error


class N(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Dense(4, 2, weight_init="ones", bias_init="zeros")
        self.k = 3

    def construct(self, x):
        return self.d1(x)


x = Tensor(np.ones((1, 4), np.float32))
for label, mk in (("o1", lambda: amp.auto_mixed_precision(N(), "O1")),
                  ("o2", lambda: amp.auto_mixed_precision(N(), "O2")),
                  ("o3", lambda: amp.auto_mixed_precision(N(), "O3")),
                  ("auto", lambda: amp.auto_mixed_precision(N(), "auto")),
                  ("custom_black", lambda: amp.custom_mixed_precision(N(), black_list=[nn.Dense])),
                  ("custom_white", lambda: amp.custom_mixed_precision(N(), white_list=[nn.Dense]))):
    net = mk()
    emit(label + "_out", net(x))
    emit_error(label + "_k", lambda: net.k)
    emit_error(label + "_d1_weight", lambda: net.d1.weight.shape)
    emit(label + "_hasattr_k", hasattr(net, "k"))
    emit(label + "_amp_level", getattr(net, "_amp_level", None))
    emit(label + "_params", [p.name for p in net.get_parameters()])
