"""MobileNetV3 and ShuffleNetV2 pieces as the model zoo writes them (official/cv/MobileNet/mobilenetv3,
official/cv/ShuffleNet/shufflenetv2, reduced): hswish/hsigmoid activations (nn.HSwish, ops.HSigmoid),
a squeeze-and-excite unit (GlobalAvgPooling by ReduceMean keep_dims, 1x1 convs, Mul), a ResUnit with
depthwise convolution (group = channels), ShuffleV2Block's channel shuffle (Reshape/Transpose) and split
by slicing, Dropout(p=0.2) in eval mode; forward, loss, gradients, and Momentum steps with the zoo's
step lr list and weight decay."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore.ops import operations as P
from _conf import emit
from _zoo3 import head, image, set_weights


class Activation(nn.Cell):
    def __init__(self, act_func):
        super(Activation, self).__init__()
        if act_func == 'relu':
            self.act = nn.ReLU()
        elif act_func == 'relu6':
            self.act = nn.ReLU6()
        elif act_func in ('hsigmoid', 'hard_sigmoid'):
            self.act = ops.HSigmoid()
        elif act_func in ('hswish', 'hard_swish'):
            self.act = nn.HSwish()
        else:
            raise NotImplementedError

    def construct(self, x):
        return self.act(x)


class GlobalAvgPooling(nn.Cell):
    def __init__(self, keep_dims=False):
        super(GlobalAvgPooling, self).__init__()
        self.mean = P.ReduceMean(keep_dims=keep_dims)

    def construct(self, x):
        return self.mean(x, (2, 3))


class SE(nn.Cell):
    def __init__(self, num_out, ratio=4):
        super(SE, self).__init__()
        num_mid = max(num_out // ratio, 2)
        self.pool = GlobalAvgPooling(keep_dims=True)
        self.conv1 = nn.Conv2d(in_channels=num_out, out_channels=num_mid, kernel_size=1, has_bias=True,
                               pad_mode='pad')
        self.act1 = Activation('relu')
        self.conv2 = nn.Conv2d(in_channels=num_mid, out_channels=num_out, kernel_size=1, has_bias=True,
                               pad_mode='pad')
        self.act2 = Activation('hsigmoid')
        self.mul = P.Mul()

    def construct(self, x):
        out = self.pool(x)
        out = self.conv1(out)
        out = self.act1(out)
        out = self.conv2(out)
        out = self.act2(out)
        out = self.mul(x, out)
        return out


class Unit(nn.Cell):
    def __init__(self, num_in, num_out, kernel_size=1, stride=1, padding=0, num_groups=1, use_act=True,
                 act_type='relu'):
        super(Unit, self).__init__()
        self.conv = nn.Conv2d(in_channels=num_in, out_channels=num_out, kernel_size=kernel_size, stride=stride,
                              padding=padding, group=num_groups, has_bias=False, pad_mode='pad')
        self.bn = nn.BatchNorm2d(num_out)
        self.use_act = use_act
        self.act = Activation(act_type) if use_act else None

    def construct(self, x):
        out = self.conv(x)
        out = self.bn(out)
        if self.use_act:
            out = self.act(out)
        return out


class ResUnit(nn.Cell):
    def __init__(self, num_in, num_mid, num_out, kernel_size, stride=1, act_type='relu', use_se=False):
        super(ResUnit, self).__init__()
        self.use_se = use_se
        self.first_conv = (num_out != num_mid)
        self.use_short_cut_conv = True
        if self.first_conv:
            self.expand = Unit(num_in, num_mid, kernel_size=1, stride=1, padding=0, act_type=act_type)
        else:
            self.expand = None
        self.conv1 = Unit(num_mid, num_mid, kernel_size=kernel_size, stride=stride,
                          padding=self._get_pad(kernel_size), act_type=act_type, num_groups=num_mid)
        if use_se:
            self.se = SE(num_mid)
        self.conv2 = Unit(num_mid, num_out, kernel_size=1, stride=1, padding=0, act_type=act_type, use_act=False)
        if num_in != num_out or stride != 1:
            self.use_short_cut_conv = False
        self.add = P.Add() if self.use_short_cut_conv else None

    def construct(self, x):
        if self.first_conv:
            out = self.expand(x)
        else:
            out = x
        out = self.conv1(out)
        if self.use_se:
            out = self.se(out)
        out = self.conv2(out)
        if self.use_short_cut_conv:
            out = self.add(x, out)
        return out

    def _get_pad(self, kernel_size):
        pad = 0
        if kernel_size == 1:
            pad = 0
        elif kernel_size == 3:
            pad = 1
        elif kernel_size == 5:
            pad = 2
        elif kernel_size == 7:
            pad = 3
        else:
            raise NotImplementedError
        return pad


class ShuffleV2Block(nn.Cell):
    def __init__(self, inp, oup, mid_channels, ksize, stride):
        super(ShuffleV2Block, self).__init__()
        self.stride = stride
        pad = ksize // 2
        outputs = oup - inp
        branch_main = [
            nn.Conv2d(in_channels=inp, out_channels=mid_channels, kernel_size=1, stride=1, pad_mode='pad',
                      padding=0, has_bias=False),
            nn.BatchNorm2d(num_features=mid_channels, momentum=0.9),
            nn.ReLU(),
            nn.Conv2d(in_channels=mid_channels, out_channels=mid_channels, kernel_size=ksize, stride=stride,
                      pad_mode='pad', padding=pad, group=mid_channels, has_bias=False),
            nn.BatchNorm2d(num_features=mid_channels, momentum=0.9),
            nn.Conv2d(in_channels=mid_channels, out_channels=outputs, kernel_size=1, stride=1, pad_mode='pad',
                      padding=0, has_bias=False),
            nn.BatchNorm2d(num_features=outputs, momentum=0.9),
            nn.ReLU(),
        ]
        self.branch_main = nn.SequentialCell(branch_main)
        self.concat = P.Concat(axis=1)
        self.reshape = P.Reshape()
        self.transpose = P.Transpose()

    def construct(self, old_x):
        x_proj, x = self.channel_shuffle(old_x)
        return self.concat((x_proj, self.branch_main(x)))

    def channel_shuffle(self, x):
        batchsize, num_channels, height, width = P.Shape()(x)
        x = self.reshape(x, (batchsize * num_channels // 2, 2, height * width,))
        x = self.transpose(x, (1, 0, 2,))
        x = self.reshape(x, (2, -1, num_channels // 2, height, width,))
        return x[0:1, :, :, :, :][0], x[-1:, :, :, :, :][0]


class TinyNet(nn.Cell):
    def __init__(self, num_classes=3):
        super(TinyNet, self).__init__()
        self.stem = Unit(3, 8, kernel_size=3, stride=2, padding=1, act_type='hswish')
        self.block1 = ResUnit(8, 16, 8, 3, stride=1, act_type='relu', use_se=True)
        self.block2 = ResUnit(8, 12, 10, 5, stride=2, act_type='hswish', use_se=True)
        self.shuffle = ShuffleV2Block(5, 10, 5, 3, 1)
        self.pool = GlobalAvgPooling()
        self.dropout = nn.Dropout(p=0.2)
        self.head = nn.Dense(10, num_classes)

    def construct(self, x):
        x = self.shuffle(self.block2(self.block1(self.stem(x))))
        return self.head(self.dropout(self.pool(x)))


net = TinyNet()
emit("param names", set_weights(net))
x = image(2, 3, 16)
y = ms.Tensor(np.array([2, 1], np.int32))
net.set_train(False)
emit("eval forward (dropout off)", net(x), rtol=1e-4, atol=1e-5)
emit("hswish/hsigmoid values", (nn.HSwish()(ms.Tensor(np.linspace(-4, 4, 9).astype(np.float32))),
                                ops.HSigmoid()(ms.Tensor(np.linspace(-4, 4, 9).astype(np.float32)))), rtol=1e-6)
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
with_loss = nn.WithLossCell(net, loss_fn)
emit("eval loss", with_loss(x, y), rtol=1e-4, atol=1e-5)
params = net.trainable_params()
grads = ms.grad(with_loss, None, params)(x, y)
for p, g in list(zip(params, grads))[:14]:
    emit("grad " + p.name, head(g, 16), rtol=1e-3, atol=1e-5)
net2 = TinyNet()
set_weights(net2)
net2.dropout = nn.Dropout(p=0.0)
lr = nn.piecewise_constant_lr([1, 2, 4], [0.05, 0.02, 0.01])
opt = nn.Momentum(net2.trainable_params(), lr, 0.9, weight_decay=4e-5)
train = nn.TrainOneStepCell(nn.WithLossCell(net2, loss_fn), opt)
train.set_train()
for step in range(3):
    emit(f"train step {step} loss", train(x, y), rtol=1e-4, atol=1e-5)
emit("moving mean after", net2.stem.bn.moving_mean, rtol=1e-4, atol=1e-6)
emit("head weight after", head(net2.head.weight, 12), rtol=1e-4, atol=1e-6)
