"""VGG from MindSpore's model zoo (official/cv/VGG/vgg16/src/vgg.py, reduced channels): _make_layer with
pad_mode 'pad' and batch norm, XavierUniform/'ones' initializers (shapes), the zoo's CrossEntropy with
label smoothing (OneHot + SoftmaxCrossEntropyWithLogits + ReduceMean), the zoo's
warmup_cosine_annealing_lr schedule fed to Momentum with weight decay, train steps through
TrainOneStepCell, Dropout in train and eval."""
import math
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.common.dtype as mstype
from mindspore import Tensor
from mindspore.common import initializer as init
from mindspore.common.initializer import initializer
from mindspore.nn.loss.loss import LossBase
from mindspore.ops import operations as P
from mindspore.ops import functional as F
from _conf import emit
from _zoo3 import head, image, set_weights


class Args:
    pad_mode = "pad"
    initialize_mode = "XavierUniform"
    has_bias = True
    has_dropout = True
    image_size = (32, 32)
    batch_norm = True


def _make_layer(base, args, batch_norm):
    layers = []
    in_channels = 3
    padding = 0 if args.pad_mode == 'same' else 1
    for v in base:
        if v == 'M':
            layers += [nn.MaxPool2d(kernel_size=2, stride=2)]
        else:
            weight = 'ones'
            if args.initialize_mode == "XavierUniform":
                weight_shape = (v, in_channels, 3, 3)
                weight = initializer('XavierUniform', shape=weight_shape, dtype=mstype.float32)
            conv2d = nn.Conv2d(in_channels=in_channels, out_channels=v, kernel_size=3, padding=padding,
                               pad_mode=args.pad_mode, has_bias=args.has_bias, weight_init=weight)
            if batch_norm:
                layers += [conv2d, nn.BatchNorm2d(v), nn.ReLU()]
            else:
                layers += [conv2d, nn.ReLU()]
            in_channels = v
    return nn.SequentialCell(layers)


class Vgg(nn.Cell):
    def __init__(self, base, num_classes=1000, batch_norm=False, args=None, phase="train", include_top=True):
        super(Vgg, self).__init__()
        self.image_h = args.image_size[0]
        self.image_w = args.image_size[1]
        self.layers = _make_layer(base, args, batch_norm=batch_norm)
        self.include_top = include_top
        self.flatten = nn.Flatten()
        dropout_ratio = 0.5
        if not args.has_dropout or phase == "test":
            dropout_ratio = 1.0
        self.classifier = nn.SequentialCell([
            nn.Dense(16 * (self.image_h // 32) * (self.image_w // 32), 24),
            nn.ReLU(),
            nn.Dropout(p=1 - dropout_ratio),
            nn.Dense(24, 24),
            nn.ReLU(),
            nn.Dropout(p=1 - dropout_ratio),
            nn.Dense(24, num_classes)])

    def construct(self, x):
        x = self.layers(x)
        if self.include_top:
            x = self.flatten(x)
            x = self.classifier(x)
        return x


class CrossEntropy(LossBase):
    def __init__(self, smooth_factor=0., num_classes=1001):
        super(CrossEntropy, self).__init__()
        self.onehot = P.OneHot()
        self.on_value = Tensor(1.0 - smooth_factor, mstype.float32)
        self.off_value = Tensor(1.0 * smooth_factor / (num_classes - 1), mstype.float32)
        self.ce = nn.SoftmaxCrossEntropyWithLogits()
        self.mean = P.ReduceMean(False)

    def construct(self, logit, label):
        one_hot_label = self.onehot(label, F.shape(logit)[1], self.on_value, self.off_value)
        loss = self.ce(logit, one_hot_label)
        loss = self.mean(loss, 0)
        return loss


def linear_warmup_lr(current_step, warmup_steps, base_lr, init_lr):
    lr_inc = (float(base_lr) - float(init_lr)) / float(warmup_steps)
    lr = float(init_lr) + lr_inc * current_step
    return lr


def warmup_cosine_annealing_lr(lr, steps_per_epoch, warmup_epochs, max_epoch, T_max, eta_min=0):
    base_lr = lr
    warmup_init_lr = 0
    total_steps = int(max_epoch * steps_per_epoch)
    warmup_steps = int(warmup_epochs * steps_per_epoch)
    lr_each_step = []
    for i in range(total_steps):
        last_epoch = i // steps_per_epoch
        if i < warmup_steps:
            lr = linear_warmup_lr(i + 1, warmup_steps, base_lr, warmup_init_lr)
        else:
            lr = eta_min + (base_lr - eta_min) * (1. + math.cos(math.pi * last_epoch / T_max)) / 2
        lr_each_step.append(lr)
    return np.array(lr_each_step).astype(np.float32)


cfg = [8, 'M', 8, 'M', 16, 'M', 16, 'M', 16, 'M']
args = Args()
net = Vgg(cfg, num_classes=5, args=args, batch_norm=True)
conv0 = net.layers[0]
emit("xavier weight shape/dtype", (tuple(conv0.weight.shape), str(conv0.weight.dtype)))
emit("conv bias init within 1/sqrt(fan_in)", (tuple(conv0.bias.shape), bool(np.abs(conv0.bias.asnumpy()).max() <= 1 / math.sqrt(27))))
emit("bn defaults", (net.layers[1].gamma, net.layers[1].beta, net.layers[1].moving_mean,
                     net.layers[1].moving_variance))
emit("dense bias init within 1/sqrt(fan_in)", (tuple(net.classifier[0].bias.shape), bool(np.abs(net.classifier[0].bias.asnumpy()).max() <= 1 / math.sqrt(16)), bool(np.abs(net.classifier[0].bias.asnumpy()).max() > 0)))
emit("param names", set_weights(net))
x = image(2, 3, 32)
y = Tensor(np.array([1, 3], np.int32))

net.set_train(False)
emit("eval forward", net(x), rtol=1e-4, atol=1e-5)
ones = Vgg(cfg, num_classes=5, args=type("A", (Args,), {"initialize_mode": "ones", "has_bias": False})(),
           batch_norm=False, phase="test")
emit("ones-init conv weight", head(ones.layers[0].weight, 8))
emit("ones-init has bias", ones.layers[0].bias is None)

loss_fn = CrossEntropy(smooth_factor=0.1, num_classes=5)
emit("smoothed loss", loss_fn(net(x), y), rtol=1e-5, atol=1e-6)
lr = warmup_cosine_annealing_lr(0.1, steps_per_epoch=2, warmup_epochs=1, max_epoch=3, T_max=3)
emit("lr schedule", lr)

# the zoo's train: Momentum over the trainable params with weight decay and a per-step lr array
net_d = Vgg(cfg, num_classes=5, args=type("A", (Args,), {"has_dropout": False})(), batch_norm=True)
set_weights(net_d)
net_d.set_train(True)
opt = nn.Momentum(net_d.trainable_params(), Tensor(lr), momentum=0.9, weight_decay=1e-4)
train = nn.TrainOneStepCell(nn.WithLossCell(net_d, loss_fn), opt)
train.set_train()
for step in range(3):
    emit(f"train step {step} loss", train(x, y), rtol=1e-4, atol=1e-5)
emit("global_step", opt.global_step)
emit("moving_mean after", net_d.layers[1].moving_mean, rtol=1e-4, atol=1e-5)
emit("moving_variance after", net_d.layers[1].moving_variance, rtol=1e-4, atol=1e-5)
emit("classifier weight after", head(net_d.classifier[6].weight), rtol=1e-3, atol=1e-5)
emit("moments", head(opt.moments[0], 16), rtol=1e-3, atol=1e-6)
net_d.set_train(False)
emit("eval forward after", net_d(x), rtol=1e-3, atol=1e-4)
