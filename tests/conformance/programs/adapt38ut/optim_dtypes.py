"""Optimizer steps on a Parameter whose gradient has another float dtype (ut nn/optim, adapted; MindSpore 2.10):
a float16 gradient of a float32 Parameter is converted to float32 before SGD's / Adagrad's update (msgraph kept the
product with the 0-d learning rate float16: silently 0.9000244 for 0.9); ApplyMomentum, Adam and ApplyAdagrad never
convert the Parameter, so a higher-precision gradient is a TypeError (msgraph updated); Adam has no float64 kernel
for a float64 Parameter; RMSProp's kernels want equal dtypes; a bool learning rate is 1.0."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from _conf import emit, emit_error


def step(make, pdt, gdt):
    p = Parameter(Tensor(np.ones(2, pdt)), name="p")
    opt = make([p])
    opt((Tensor(np.array([1.0, -2.0], gdt)),))
    return p.value()


OPTS = [("sgd", lambda ps: nn.SGD(ps, 0.1)), ("sgd_mom", lambda ps: nn.SGD(ps, 0.1, momentum=0.9)),
        ("momentum", lambda ps: nn.Momentum(ps, 0.1, 0.9)), ("adam", lambda ps: nn.Adam(ps, 0.1)),
        ("rmsprop", lambda ps: nn.RMSProp(ps, 0.1)), ("adagrad", lambda ps: nn.Adagrad(ps, learning_rate=0.1))]
PAIRS = [(np.float16, np.float32), (np.float32, np.float16), (np.float32, np.float64), (np.float16, np.float16),
         (np.float32, np.float32)]
for name, make in OPTS:
    for pdt, gdt in PAIRS:
        emit_error(f"{name}_{np.dtype(pdt).name}_{np.dtype(gdt).name}", step, make, pdt, gdt)
emit_error("adam_float64_float32", step, OPTS[3][1], np.float64, np.float32)
emit_error("momentum_float64_float32", step, OPTS[2][1], np.float64, np.float32)
emit_error("rmsprop_float64_float32", step, OPTS[4][1], np.float64, np.float32)
emit_error("lr_bool", lambda: nn.SGD([Parameter(Tensor(np.ones(2, np.float32)), name="q")], True).learning_rate)
emit_error("lr_bool_step", step, lambda ps: nn.SGD(ps, True), np.float32, np.float32)
