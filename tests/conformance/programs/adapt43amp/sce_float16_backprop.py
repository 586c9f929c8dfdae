"""SoftmaxCrossEntropyWithLogits on float16 logits (ops.SoftmaxCrossEntropyWithLogits, nn.SoftmaxCrossEntropyWithLogits
with dense labels under `to_float(float16)` / amp O3): MindSpore 2.10's CPU kernel computes in float32 and rounds
the loss and the backprop (softmax - labels) to float16 once.  msgraph computed them in float16 (SILENT: the backprop
and so every gradient through it one or two float16 ulps off, 0.04453 for 0.04459)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, amp
from _conf import emit

x = ms.Tensor((np.cos(np.arange(24) * 0.73) * 2.3).reshape(6, 4).astype(np.float16))
lab = ms.Tensor(np.eye(4, dtype=np.float16)[[0, 2, 1, 3, 3, 0]])
emit("prim_f16", ops.SoftmaxCrossEntropyWithLogits()(x, lab))


def sce_sum(a, b):
    return ops.SoftmaxCrossEntropyWithLogits()(a, b)[0].sum()


emit("prim_f16_grad", ms.grad(sce_sum)(x, lab))


class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(3, 4)
        self.d.weight.set_data(ms.Tensor((np.sin(np.arange(12) * 0.37) * 0.6).reshape(4, 3).astype(np.float32)))
        self.d.bias.set_data(ms.Tensor((np.sin(np.arange(4) * 0.37 + 1) * 0.6).astype(np.float32)))
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")

    def construct(self, x, y):
        return self.loss(self.d(x), y)


X = ms.Tensor((np.cos(np.arange(12) * 0.3) * 1.7).reshape(4, 3).astype(np.float32))
Y = ms.Tensor(np.eye(4, dtype=np.float32)[[0, 2, 1, 3]])
for pol in ("to_float", "O3"):
    net = Head().to_float(ms.float16) if pol == "to_float" else amp.auto_mixed_precision(Head(), pol)
    emit(f"{pol}_loss", net(X, Y))
    if ms.get_context("mode") == ms.PYNATIVE_MODE:   # (MindSpore's Graph mode: one or two float16 ulps off from
        # its PyNative in the weight and bias gradients -- the bias 0.044525 for 0.044586; docs/differences.md)
        emit(f"{pol}_grad_w", ms.grad(net, None, net.trainable_params())(X, Y), rtol=5e-4, atol=1.6e-5)
