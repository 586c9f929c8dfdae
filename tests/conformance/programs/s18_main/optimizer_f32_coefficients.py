"""Optimizer coefficients such as 1 - beta1 computed in float32, as MindSpore 2.10's kernels compute them
(nn.Adam(use_amsgrad=True) was 3e-7 relative off after four steps; after h-comp12's float32 Graph-mode scalars the
Graph and PyNative modes of msgraph's own AdamW drifted apart). Weights after four steps of each optimizer."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

for name, mk in [("rmsprop", lambda p: nn.RMSProp(p, 0.01, decay=0.9)),
                 ("rmsprop_centered", lambda p: nn.RMSProp(p, 0.01, decay=0.9, centered=True)),
                 ("sgd_dampening", lambda p: nn.SGD(p, 0.1, momentum=0.9, dampening=0.3)),
                 ("adam_amsgrad", lambda p: nn.Adam(p, 0.01, use_amsgrad=True)),
                 ("adam_weight_decay", lambda p: nn.AdamWeightDecay(p, 0.01, weight_decay=0.01))]:
    net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), mk(net.trainable_params()))
    x = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) / 10)
    y = Tensor(np.ones((4, 2), np.float32))
    for i in range(4):
        loss = step(x, y)
    emit(f"{name}_loss", loss)
    emit(f"{name}_weight", net.weight)
    emit(f"{name}_bias", net.bias)
