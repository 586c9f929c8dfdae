"""The model zoo's ResNet recipe (official/cv/ResNet train.py, a reduced ResNet): BasicBlock with a
1x1 down-sample branch, init_weight-style loops over cells_and_names (then fixed weights), grouped
weight decay (no decay on BatchNorm/bias), the zoo's warmup + cosine lr array, CrossEntropySmooth
(OneHot label smoothing), Momentum with loss_scale + FixedLossScaleManager(drop_overflow_update=False)
in ms.Model over a GeneratorDataset (dataset_sink_mode False, a Callback reading cb_params), Model.eval
with the 'acc' metric."""
import math
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
import mindspore.dataset as ds
from mindspore import Tensor
from mindspore.nn.loss import LossBase
from mindspore.train.callback import Callback
from mindspore.common import initializer as weight_init
from _conf import emit
from _zoo3 import head, set_weights


class BasicBlock(nn.Cell):
    expansion = 1

    def __init__(self, in_channel, out_channel, stride=1):
        super(BasicBlock, self).__init__()
        self.conv1 = nn.Conv2d(in_channel, out_channel, 3, stride=stride, pad_mode='pad', padding=1)
        self.bn1 = nn.BatchNorm2d(out_channel)
        self.conv2 = nn.Conv2d(out_channel, out_channel, 3, stride=1, pad_mode='pad', padding=1)
        self.bn2 = nn.BatchNorm2d(out_channel)
        self.relu = nn.ReLU()
        self.down_sample = False
        if stride != 1 or in_channel != out_channel:
            self.down_sample = True
        self.down_sample_layer = None
        if self.down_sample:
            self.down_sample_layer = nn.SequentialCell([nn.Conv2d(in_channel, out_channel, 1, stride=stride),
                                                        nn.BatchNorm2d(out_channel)])

    def construct(self, x):
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if self.down_sample:
            identity = self.down_sample_layer(identity)
        out = out + identity
        out = self.relu(out)
        return out


class TinyResNet(nn.Cell):
    def __init__(self, class_num=3):
        super(TinyResNet, self).__init__()
        self.conv1 = nn.Conv2d(3, 4, kernel_size=3, stride=1, pad_mode='pad', padding=1)
        self.bn1 = nn.BatchNorm2d(4)
        self.relu = ops.ReLU()
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, pad_mode="same")
        self.layer1 = nn.SequentialCell([BasicBlock(4, 4), BasicBlock(4, 6, stride=2)])
        self.mean = ops.ReduceMean(keep_dims=True)
        self.flatten = nn.Flatten()
        self.end_point = nn.Dense(6, class_num, has_bias=True)

    def construct(self, x):
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer1(x)
        x = self.mean(x, (2, 3))
        return self.end_point(self.flatten(x))


class CrossEntropySmooth(LossBase):
    def __init__(self, sparse=True, reduction='mean', smooth_factor=0., num_classes=1000):
        super(CrossEntropySmooth, self).__init__()
        self.onehot = ops.OneHot()
        self.sparse = sparse
        self.on_value = Tensor(1.0 - smooth_factor, ms.float32)
        self.off_value = Tensor(1.0 * smooth_factor / (num_classes - 1), ms.float32)
        self.ce = nn.SoftmaxCrossEntropyWithLogits(reduction=reduction)

    def construct(self, logit, label):
        if self.sparse:
            label = self.onehot(label, ops.shape(logit)[1], self.on_value, self.off_value)
        loss = self.ce(logit, label)
        return loss


def init_weight(net):
    for _, cell in net.cells_and_names():
        if isinstance(cell, nn.Conv2d):
            cell.weight.set_data(weight_init.initializer(weight_init.XavierUniform(), cell.weight.shape,
                                                         cell.weight.dtype))
        if isinstance(cell, nn.Dense):
            cell.weight.set_data(weight_init.initializer(weight_init.TruncatedNormal(), cell.weight.shape,
                                                         cell.weight.dtype))


def _generate_cosine_lr(lr_init, lr_max, total_steps, warmup_steps):
    decay_steps = total_steps - warmup_steps
    lr_each_step = []
    for i in range(total_steps):
        if i < warmup_steps:
            lr_inc = (float(lr_max) - float(lr_init)) / float(warmup_steps)
            lr = float(lr_init) + lr_inc * (i + 1)
        else:
            linear_decay = (total_steps - i) / decay_steps
            cosine_decay = 0.5 * (1 + math.cos(math.pi * 2 * 0.47 * i / decay_steps))
            decayed = linear_decay * cosine_decay + 0.00001
            lr = lr_max * decayed
        lr_each_step.append(lr)
    return np.array(lr_each_step).astype(np.float32)


def init_group_params(net, weight_decay):
    decayed_params = []
    no_decayed_params = []
    for param in net.trainable_params():
        if 'beta' not in param.name and 'gamma' not in param.name and 'bias' not in param.name:
            decayed_params.append(param)
        else:
            no_decayed_params.append(param)
    return [{'params': decayed_params, 'weight_decay': weight_decay},
            {'params': no_decayed_params},
            {'order_params': net.trainable_params()}]


def images():
    x = np.sin(np.arange(6 * 3 * 12 * 12) * 0.37) + 0.5 * np.cos(np.arange(6 * 3 * 12 * 12) * 0.011)
    return x.reshape(6, 3, 12, 12).astype(np.float32), (np.arange(6) * 2 % 3).astype(np.int32)


def make_dataset():
    data, label = images()
    return ds.GeneratorDataset(list(zip(data, label)), ["image", "label"], shuffle=False).batch(2)


class StepLoss(Callback):
    def __init__(self):
        super(StepLoss, self).__init__()
        self.losses = []

    def on_train_step_end(self, run_context):
        cb_params = run_context.original_args()
        loss = cb_params.net_outputs
        if isinstance(loss, (tuple, list)):
            loss = loss[0]
        self.losses.append((cb_params.cur_epoch_num, cb_params.cur_step_num, float(loss.asnumpy())))


for variant in ("momentum",):
    net = TinyResNet()
    init_weight(net)
    emit(variant + " xavier init shape", net.conv1.weight.shape)
    set_weights(net)
    lr = Tensor(_generate_cosine_lr(0.0, 0.1, total_steps=6, warmup_steps=2))
    if variant == "momentum":
        emit("lr array", lr, rtol=1e-6)
    opt = nn.Momentum(init_group_params(net, 1e-4), lr, 0.9, loss_scale=1024.0)
    loss = CrossEntropySmooth(sparse=True, reduction="mean", smooth_factor=0.1, num_classes=3)
    loss_scale = ms.FixedLossScaleManager(1024.0, drop_overflow_update=False)
    model = ms.Model(net, loss_fn=loss, optimizer=opt, loss_scale_manager=loss_scale, metrics={"acc"})
    cb = StepLoss()
    model.train(2, make_dataset(), callbacks=[cb], dataset_sink_mode=False)
    emit(variant + " step epochs/steps", [(e, s) for e, s, _ in cb.losses])
    emit(variant + " step losses", [l for _, _, l in cb.losses], rtol=1e-4, atol=1e-5)
    emit(variant + " end_point weight after", head(net.end_point.weight, 18), rtol=1e-4, atol=1e-6)
    emit(variant + " bn1 moving_mean after", net.bn1.moving_mean, rtol=1e-4, atol=1e-6)
    res = model.eval(make_dataset(), dataset_sink_mode=False)
    emit(variant + " eval", res, rtol=1e-6)
