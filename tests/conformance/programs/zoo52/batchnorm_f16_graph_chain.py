"""BatchNorm in float16 (``to_float(float16)``, amp O3 with keep_batchnorm_fp32=False) in Graph mode reads and hands
on unrounded float32 values (session 52, zoo52; the zoo's research/cv/metric_learn under amp O3): MindSpore 2.10's
CPU batch normalization has no float16 kernel, so its Graph mode runs the float32 kernel between Casts and removes
the float32 -> float16 -> float32 Cast pairs this leaves beside Conv2D / Exp (float32 kernels too).  A training or
inference BatchNorm after a Conv2D or an Exp normalizes the unrounded values (its batch statistics and the moving
mean / variance too), an Exp after it reads its unrounded y, and the gradient's BatchNormGrad reads the unrounded x
and hands its unrounded dx to the convolution's gradients.  A ReLU (a float16 kernel) between rounds.  nn.BatchNorm1d
in inference reshapes (N, C) to (N, C, 1, 1) and back (MindSpore's layer does), and those Reshapes round: a Dense
before it does not chain.  PyNative rounds every op (msgraph agreed there).  Before, msgraph's Graph mode rounded
around BatchNorm: 1 float16 ulp in 127-298 of 576 outputs, the moving statistics at 1e-5 and the gradients apart
(metric_learn's first amp O3 Triplet loss 0.90998 against MindSpore's 0.91184)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


def data(*shape, k=0):
    n = int(np.prod(shape))
    x = np.sin(np.arange(n) * 0.37 + k) + 0.5 * np.cos(np.arange(n) * 0.011)
    return x.reshape(shape).astype(np.float32)


class Net(nn.Cell):
    def __init__(self, pre, post, d1=False):
        super().__init__()
        self.pre, self.post = pre, post
        self.conv = nn.Conv2d(4, 8, 3, weight_init=ms.Tensor(data(8, 4, 3, 3, k=1) * 0.3))
        self.dense = nn.Dense(12, 8, weight_init=ms.Tensor(data(8, 12, k=3) * 0.3), bias_init="zeros")
        self.bn = nn.BatchNorm1d(8) if d1 else nn.BatchNorm2d(8)
        self.bn.gamma.set_data(ms.Tensor(1 + 0.3 * data(8, k=4)))
        self.bn.beta.set_data(ms.Tensor(0.2 * data(8, k=5)))
        self.bn.moving_mean.set_data(ms.Tensor(0.2 * data(8, k=6)))
        self.bn.moving_variance.set_data(ms.Tensor(1 + 0.5 * np.abs(data(8, k=7))))
        self.exp = ops.Exp()
        self.relu = nn.ReLU()

    def construct(self, x):
        if self.pre == "conv":
            x = self.conv(x)
        elif self.pre == "dense":
            x = self.dense(x)
        elif self.pre == "exp":
            x = self.exp(x)
        elif self.pre == "conv_relu":
            x = self.relu(self.conv(x))
        y = self.bn(x)
        if self.post == "exp":
            y = self.exp(y)
        elif self.post == "relu_exp":
            y = self.exp(self.relu(y))
        return y


CASES = (("conv", "none", False, True), ("conv", "exp", False, True), ("exp", "none", False, True),
         ("none", "exp", False, True), ("conv_relu", "none", False, True), ("none", "relu_exp", False, True),
         ("conv", "none", False, False), ("exp", "none", False, False), ("none", "exp", False, False),
         ("dense", "exp", True, False), ("dense", "none", True, True))
for pre, post, d1, train in CASES:
    net = Net(pre, post, d1)
    net.to_float(ms.float16)
    net.set_train(train)
    x = ms.Tensor(data(6, 12, k=2) if d1 else data(2, 4 if pre.startswith("conv") else 8, 6, 6, k=2) * 0.8)
    key = f"{pre}_{'bn1d' if d1 else 'bn2d'}_{'train' if train else 'eval'}_{post}"
    emit(key, net(x))
    if train:
        emit(key + ".moving_mean", net.bn.moving_mean.asnumpy().copy())
        emit(key + ".moving_variance", net.bn.moving_variance.asnumpy().copy())
        if post != "none":   # (a BatchNorm's output summed: its gradients are rounding noise around 0)
            g = ms.grad(net, grad_position=0, weights=net.trainable_params())(x)
            emit(key + ".dx", g[0])
            d = dict(zip([p.name for p in net.trainable_params()], g[1]))
            emit(key + ".dgamma", d["bn.gamma"])
            emit(key + ".dbeta", d["bn.beta"])
            if pre.startswith("conv"):
                # Conv2DBackpropFilter's float32 sums (oneDNN's order in MindSpore, numpy's in msgraph) rounded to
                # float16: one element of 288 one ulp apart (documented float drift)
                emit(key + ".dconv", d["conv.weight"], rtol=2e-3)
