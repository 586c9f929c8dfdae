"""UNet from MindSpore's model zoo (official/cv/Unet/src/unet_medical + loss.py, one level, reduced
channels): DoubleConv of 'valid' 3x3 convs (TruncatedNormal, bias 'zeros'), Down (MaxPool2d + DoubleConv),
Up (nn.Conv2dTranspose kernel 2 stride 2 with weight_init 'normal', nn.CentralCrop of the skip branch,
Concat), OutConv; the zoo's CrossEntropyWithLogits (NCHW->NHWC Transpose, Reshape, ReduceMean, MyLoss.get_loss
with F.tuple_len/F.make_range axes); Adam with weight_decay and loss_scale under ms.Model with
FixedLossScaleManager(1024, False) over a GeneratorDataset."""
import numpy as np
import mindspore
import mindspore as ms
import mindspore.nn as nn
import mindspore.common.dtype as mstype
import mindspore.ops.operations as F
import mindspore.dataset as ds
from mindspore.ops import functional as F2
from mindspore.nn.cell import Cell
from mindspore.common.initializer import TruncatedNormal
from mindspore.nn import CentralCrop
from mindspore.train.callback import Callback
from _conf import emit
from _zoo3 import head, image, set_weights


class DoubleConv(nn.Cell):
    def __init__(self, in_channels, out_channels, mid_channels=None):
        super().__init__()
        init_value_0 = TruncatedNormal(0.06)
        init_value_1 = TruncatedNormal(0.06)
        if not mid_channels:
            mid_channels = out_channels
        self.double_conv = nn.SequentialCell(
            [nn.Conv2d(in_channels, mid_channels, kernel_size=3, has_bias=True, weight_init=init_value_0,
                       bias_init="zeros", pad_mode="valid"),
             nn.ReLU(),
             nn.Conv2d(mid_channels, out_channels, kernel_size=3, has_bias=True, weight_init=init_value_1,
                       bias_init="zeros", pad_mode="valid"),
             nn.ReLU()])

    def construct(self, x):
        return self.double_conv(x)


class Down(nn.Cell):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.maxpool_conv = nn.SequentialCell([nn.MaxPool2d(kernel_size=2, stride=2),
                                               DoubleConv(in_channels, out_channels)])

    def construct(self, x):
        return self.maxpool_conv(x)


class Up1(nn.Cell):
    def __init__(self, in_channels, out_channels, factor):
        super().__init__()
        self.concat = F.Concat(axis=1)
        self.factor = factor
        self.center_crop = CentralCrop(central_fraction=self.factor)
        self.conv = DoubleConv(in_channels, out_channels, in_channels // 2)
        self.up = nn.Conv2dTranspose(in_channels, in_channels // 2, kernel_size=2, stride=2,
                                     weight_init="normal", bias_init="zeros")
        self.relu = nn.ReLU()

    def construct(self, x1, x2):
        x1 = self.up(x1)
        x1 = self.relu(x1)
        x2 = self.center_crop(x2)
        x = self.concat((x1, x2))
        return self.conv(x)


class OutConv(nn.Cell):
    def __init__(self, in_channels, out_channels):
        super(OutConv, self).__init__()
        init_value = TruncatedNormal(0.06)
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size=1, has_bias=True, weight_init=init_value,
                              bias_init="zeros")

    def construct(self, x):
        return self.conv(x)


class TinyUNet(nn.Cell):
    def __init__(self, n_channels, n_classes):
        super(TinyUNet, self).__init__()
        self.inc = DoubleConv(n_channels, 4)
        self.down1 = Down(4, 8)
        self.up1 = Up1(8, 4, factor=32.0 / 40.0)
        self.outc = OutConv(4, n_classes)

    def construct(self, x):
        x1 = self.inc(x)
        x2 = self.down1(x1)
        x = self.up1(x2, x1)
        return self.outc(x)


class MyLoss(Cell):
    def __init__(self, reduction='mean'):
        super(MyLoss, self).__init__()
        if reduction is None:
            reduction = 'none'
        if reduction not in ('mean', 'sum', 'none'):
            raise ValueError(f"reduction method for {reduction.lower()} is not supported")
        self.average = True
        self.reduce = True
        if reduction == 'sum':
            self.average = False
        if reduction == 'none':
            self.reduce = False
        self.reduce_mean = F.ReduceMean()
        self.reduce_sum = F.ReduceSum()
        self.mul = F.Mul()
        self.cast = F.Cast()

    def get_axis(self, x):
        shape = F2.shape(x)
        length = F2.tuple_len(shape)
        perm = F2.make_range(0, length)
        return perm

    def get_loss(self, x, weights=1.0):
        input_dtype = x.dtype
        x = self.cast(x, mstype.float32)
        weights = self.cast(weights, mstype.float32)
        x = self.mul(weights, x)
        if self.reduce and self.average:
            x = self.reduce_mean(x, self.get_axis(x))
        if self.reduce and not self.average:
            x = self.reduce_sum(x, self.get_axis(x))
        x = self.cast(x, input_dtype)
        return x

    def construct(self, base, target):
        raise NotImplementedError


class CrossEntropyWithLogits(MyLoss):
    def __init__(self):
        super(CrossEntropyWithLogits, self).__init__()
        self.transpose_fn = F.Transpose()
        self.reshape_fn = F.Reshape()
        self.softmax_cross_entropy_loss = nn.SoftmaxCrossEntropyWithLogits()
        self.cast = F.Cast()

    def construct(self, logits, label):
        logits = self.transpose_fn(logits, (0, 2, 3, 1))
        logits = self.cast(logits, mindspore.float32)
        label = self.transpose_fn(label, (0, 2, 3, 1))
        _, _, _, c = F.Shape()(label)
        loss = self.reduce_mean(
            self.softmax_cross_entropy_loss(self.reshape_fn(logits, (-1, c)), self.reshape_fn(label, (-1, c))))
        return self.get_loss(loss)


class StepLoss(Callback):
    def __init__(self):
        super(StepLoss, self).__init__()
        self.losses = []

    def on_train_step_end(self, run_context):
        loss = run_context.original_args().net_outputs
        if isinstance(loss, (tuple, list)):
            loss = loss[0]
        self.losses.append(float(loss.asnumpy()))


net = TinyUNet(n_channels=1, n_classes=2)
emit("convT init: shape, no bias (has_bias default False)", (net.up1.up.weight.shape, net.up1.up.bias is None))
emit("convT pad_mode/has_bias", (net.up1.up.pad_mode, net.up1.up.has_bias))
emit("param names", set_weights(net))
x = image(2, 1, 44)
emit("CentralCrop alone", nn.CentralCrop(0.8)(x).shape)
logits = net(x)
emit("logits shape", logits.shape)
emit("logits", head(logits, 64), rtol=1e-4, atol=1e-6)
mask = (np.sin(np.arange(2 * 28 * 28) * 0.05) > 0).reshape(2, 1, 28, 28).astype(np.float32)
label = ms.Tensor(np.concatenate([1.0 - mask, mask], axis=1))
criterion = CrossEntropyWithLogits()
emit("loss", criterion(logits, label), rtol=1e-5, atol=1e-6)
grads = ms.grad(nn.WithLossCell(net, criterion), None, net.trainable_params())(x, label)
for p, g in zip(net.trainable_params(), grads):
    emit("grad " + p.name, head(g, 16), rtol=1e-3, atol=1e-6)

data = [(x.asnumpy()[i], label.asnumpy()[i]) for i in range(2)] * 2
dataset = ds.GeneratorDataset(data, ["image", "mask"], shuffle=False).batch(2)
optimizer = nn.Adam(params=net.trainable_params(), learning_rate=0.01, weight_decay=0.0005, loss_scale=1024.0)
loss_scale_manager = ms.train.loss_scale_manager.FixedLossScaleManager(1024.0, False)
model = ms.Model(net, loss_fn=criterion, loss_scale_manager=loss_scale_manager, optimizer=optimizer)
cb = StepLoss()
model.train(2, dataset, callbacks=[cb], dataset_sink_mode=False)
emit("train step losses", cb.losses, rtol=1e-4, atol=1e-6)
emit("outc weight after", head(net.outc.conv.weight, 8), rtol=1e-4, atol=1e-6)
emit("convT weight after", head(net.up1.up.weight, 16), rtol=1e-4, atol=1e-6)
emit("adam beta1_power", optimizer.beta1_power, rtol=1e-6)
