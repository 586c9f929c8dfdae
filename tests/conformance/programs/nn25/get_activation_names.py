"""nn.get_activation / Dense(activation=...) know all of MindSpore 2.10's names ('fast_gelu', 'softshrink',
'hshrink', 'softmax2d', 'rrelu', 'threshold'), case-sensitively ('ReLU' is a KeyError)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

x = Tensor(np.linspace(-2, 2, 8).reshape(2, 4).astype(np.float32))
for name in ("fast_gelu", "softshrink", "hshrink", "relu", "hswish", "softmin"):
    act = nn.get_activation(name)
    emit(f"{name}_type", type(act).__name__)
    emit(f"{name}_value", act(x), rtol=1e-5, atol=1e-6)
emit("softmax2d", nn.get_activation("softmax2d")(x.reshape(1, 2, 2, 2)), rtol=1e-5, atol=1e-6)
emit("rrelu_type", type(nn.get_activation("rrelu")).__name__)
emit_error("threshold_needs_args", lambda: nn.get_activation("threshold"))
emit_error("uppercase", lambda: nn.get_activation("ReLU"))
emit_error("unknown", lambda: nn.get_activation("swish"))
dense = nn.Dense(4, 3, weight_init="ones", bias_init="zeros", activation="fast_gelu")
emit("dense_fast_gelu", dense(x), rtol=1e-5, atol=1e-6)
emit("dense_fast_gelu_grad", ms.grad(dense)(x), rtol=1e-5, atol=1e-5)
