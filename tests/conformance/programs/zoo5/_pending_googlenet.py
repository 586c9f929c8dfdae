# Model code adapted from mindspore-ai/models research/cv/googlenet/{src/googlenet.py,src/CrossEntropySmooth.py,src/lr_scheduler/*.py,train.py}:
# Copyright 2020-2022 Huawei Technologies Co., Ltd
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
# http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
"""PENDING (h-zoo5, not recorded: MindSpore 2.10 took over 1500 s for its Graph mode on the shared machine; rename to
googlenet.py and record). GoogLeNet from the model zoo (research/cv/googlenet, the full network on 32x32 images, 10 classes):
Conv2dBlock (TruncatedNormal weight_init, BatchNorm eps 1e-3), Inception (four branches, MaxPool2d 'same'
stride 1, Concat), GoogleNet (include_top, ReduceMean keep_dims + Flatten + Dense with a TruncatedNormal
bias_init); train.py's two branches under amp_level 'O2' with keep_batchnorm_fp32=False: cifar10
(lr_steps_cifar10 Tensor, Momentum over filter(requires_grad) with weight_decay, sparse
SoftmaxCrossEntropyWithLogits) and imagenet (get_param_groups with weight_decay 0.0 groups, the
warmup_cosine_annealing / warmup_step / multi_step / step lr schedulers, CrossEntropySmooth,
FixedLossScaleManager(loss_scale, False)); Model(metrics={'acc'}), TimeMonitor / ModelCheckpoint /
LossMonitor, dataset_sink_mode=True; checkpoint reload and eval."""
import contextlib
import io
import math
import os
import tempfile
from collections import Counter

import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as dsets
from mindspore import Tensor
from mindspore.common import dtype as mstype
from mindspore.common.initializer import TruncatedNormal
from mindspore.nn.loss.loss import LossBase
from mindspore.nn.optim.momentum import Momentum
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from mindspore.train.callback import ModelCheckpoint, CheckpointConfig, LossMonitor, TimeMonitor
from mindspore.train.loss_scale_manager import FixedLossScaleManager
from mindspore.train.model import Model
from mindspore.train.serialization import load_checkpoint, load_param_into_net
from _conf import emit
from _zoo5 import checkpoint_names, image, load_weights, losses_of


def weight_variable():
    """Weight variable."""
    return TruncatedNormal(0.02)


class Conv2dBlock(nn.Cell):
    """
     Basic convolutional block
     Args:
         in_channles (int): Input channel.
         out_channels (int): Output channel.
         kernel_size (int): Input kernel size. Default: 1
         stride (int): Stride size for the first convolutional layer. Default: 1.
         padding (int): Implicit paddings on both sides of the input. Default: 0.
         pad_mode (str): Padding mode. Optional values are "same", "valid", "pad". Default: "same".
      Returns:
          Tensor, output tensor.
    """

    def __init__(self, in_channels, out_channels, kernel_size=1, stride=1, padding=0, pad_mode="same"):
        super(Conv2dBlock, self).__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size=kernel_size, stride=stride,
                              padding=padding, pad_mode=pad_mode, weight_init=weight_variable())
        self.bn = nn.BatchNorm2d(out_channels, eps=0.001)
        self.relu = nn.ReLU()

    def construct(self, x):
        x = self.conv(x)
        x = self.bn(x)
        x = self.relu(x)
        return x


class Inception(nn.Cell):
    """
    Inception Block
    """

    def __init__(self, in_channels, n1x1, n3x3red, n3x3, n5x5red, n5x5, pool_planes):
        super(Inception, self).__init__()
        self.b1 = Conv2dBlock(in_channels, n1x1, kernel_size=1)
        self.b2 = nn.SequentialCell([Conv2dBlock(in_channels, n3x3red, kernel_size=1),
                                     Conv2dBlock(n3x3red, n3x3, kernel_size=3, padding=0)])
        self.b3 = nn.SequentialCell([Conv2dBlock(in_channels, n5x5red, kernel_size=1),
                                     Conv2dBlock(n5x5red, n5x5, kernel_size=3, padding=0)])
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=1, pad_mode="same")
        self.b4 = Conv2dBlock(in_channels, pool_planes, kernel_size=1)
        self.concat = P.Concat(axis=1)

    def construct(self, x):
        branch1 = self.b1(x)
        branch2 = self.b2(x)
        branch3 = self.b3(x)
        cell = self.maxpool(x)
        branch4 = self.b4(cell)
        return self.concat((branch1, branch2, branch3, branch4))


class GoogleNet(nn.Cell):
    """
    Googlenet architecture
    """

    def __init__(self, num_classes, include_top=True):
        super(GoogleNet, self).__init__()
        self.conv1 = Conv2dBlock(3, 64, kernel_size=7, stride=2, padding=0)
        self.maxpool1 = nn.MaxPool2d(kernel_size=3, stride=2, pad_mode="same")

        self.conv2 = Conv2dBlock(64, 64, kernel_size=1)
        self.conv3 = Conv2dBlock(64, 192, kernel_size=3, padding=0)
        self.maxpool2 = nn.MaxPool2d(kernel_size=3, stride=2, pad_mode="same")

        self.block3a = Inception(192, 64, 96, 128, 16, 32, 32)
        self.block3b = Inception(256, 128, 128, 192, 32, 96, 64)
        self.maxpool3 = nn.MaxPool2d(kernel_size=3, stride=2, pad_mode="same")

        self.block4a = Inception(480, 192, 96, 208, 16, 48, 64)
        self.block4b = Inception(512, 160, 112, 224, 24, 64, 64)
        self.block4c = Inception(512, 128, 128, 256, 24, 64, 64)
        self.block4d = Inception(512, 112, 144, 288, 32, 64, 64)
        self.block4e = Inception(528, 256, 160, 320, 32, 128, 128)
        self.maxpool4 = nn.MaxPool2d(kernel_size=2, stride=2, pad_mode="same")

        self.block5a = Inception(832, 256, 160, 320, 32, 128, 128)
        self.block5b = Inception(832, 384, 192, 384, 48, 128, 128)

        self.dropout = nn.Dropout(p=0.2)
        self.include_top = include_top
        if self.include_top:
            self.mean = P.ReduceMean(keep_dims=True)
            self.flatten = nn.Flatten()
            self.classifier = nn.Dense(1024, num_classes, weight_init=weight_variable(),
                                       bias_init=weight_variable())


    def construct(self, x):
        """construct"""
        x = self.conv1(x)
        x = self.maxpool1(x)

        x = self.conv2(x)
        x = self.conv3(x)
        x = self.maxpool2(x)

        x = self.block3a(x)
        x = self.block3b(x)
        x = self.maxpool3(x)

        x = self.block4a(x)
        x = self.block4b(x)
        x = self.block4c(x)
        x = self.block4d(x)
        x = self.block4e(x)
        x = self.maxpool4(x)

        x = self.block5a(x)
        x = self.block5b(x)
        if not self.include_top:
            return x

        x = self.mean(x, (2, 3))
        x = self.flatten(x)
        x = self.classifier(x)

        return x


class CrossEntropySmooth(LossBase):
    """CrossEntropy"""
    def __init__(self, sparse=True, reduction='mean', smooth_factor=0., num_classes=1000):
        super(CrossEntropySmooth, self).__init__()
        self.onehot = P.OneHot()
        self.sparse = sparse
        self.on_value = Tensor(1.0 - smooth_factor, mstype.float32)
        self.off_value = Tensor(1.0 * smooth_factor / (num_classes - 1), mstype.float32)
        self.ce = nn.SoftmaxCrossEntropyWithLogits(reduction=reduction)

    def construct(self, logit, label):
        if self.sparse:
            label = self.onehot(label, F.shape(logit)[1], self.on_value, self.off_value)
        loss = self.ce(logit, label)
        return loss

def linear_warmup_lr(current_step, warmup_steps, base_lr, init_lr):
    lr_inc = (float(base_lr) - float(init_lr)) / float(warmup_steps)
    lr = float(init_lr) + lr_inc * current_step
    return lr


def warmup_cosine_annealing_lr(lr, steps_per_epoch, warmup_epochs, max_epoch, T_max, eta_min=0):
    """ warmup cosine annealing lr"""
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


def warmup_step_lr(lr, lr_epochs, steps_per_epoch, warmup_epochs, max_epoch, gamma=0.1):
    """warmup step lr"""
    base_lr = lr
    warmup_init_lr = 0
    total_steps = int(max_epoch * steps_per_epoch)
    warmup_steps = int(warmup_epochs * steps_per_epoch)
    milestones = lr_epochs
    milestones_steps = []
    for milestone in milestones:
        milestones_step = milestone * steps_per_epoch
        milestones_steps.append(milestones_step)

    lr_each_step = []
    lr = base_lr
    milestones_steps_counter = Counter(milestones_steps)
    for i in range(total_steps):
        if i < warmup_steps:
            lr = linear_warmup_lr(i + 1, warmup_steps, base_lr, warmup_init_lr)
        else:
            lr = lr * gamma ** milestones_steps_counter[i]
        lr_each_step.append(lr)

    return np.array(lr_each_step).astype(np.float32)


def multi_step_lr(lr, milestones, steps_per_epoch, max_epoch, gamma=0.1):
    """lr"""
    return warmup_step_lr(lr, milestones, steps_per_epoch, 0, max_epoch, gamma=gamma)


def step_lr(lr, epoch_size, steps_per_epoch, max_epoch, gamma=0.1):
    """lr"""
    lr_epochs = []
    for i in range(1, max_epoch):
        if i % epoch_size == 0:
            lr_epochs.append(i)
    return multi_step_lr(lr, lr_epochs, steps_per_epoch, max_epoch, gamma=gamma)
def lr_steps_cifar10(global_step, lr_max=None, total_epochs=None, steps_per_epoch=None):
    """Set learning rate."""
    lr_each_step = []
    total_steps = steps_per_epoch * total_epochs
    decay_epoch_index = [0.3 * total_steps, 0.6 * total_steps, 0.8 * total_steps]
    for i in range(total_steps):
        if i < decay_epoch_index[0]:
            lr_each_step.append(lr_max)
        elif i < decay_epoch_index[1]:
            lr_each_step.append(lr_max * 0.1)
        elif i < decay_epoch_index[2]:
            lr_each_step.append(lr_max * 0.01)
        else:
            lr_each_step.append(lr_max * 0.001)
    current_step = global_step
    lr_each_step = np.array(lr_each_step).astype(np.float32)
    learning_rate = lr_each_step[current_step:]

    return learning_rate


def lr_steps_imagenet(_cfg, steps_per_epoch):
    """lr step for imagenet"""
    if _cfg.lr_scheduler == 'exponential':
        _lr = warmup_step_lr(_cfg.lr_init,
                             _cfg.lr_epochs,
                             steps_per_epoch,
                             _cfg.warmup_epochs,
                             _cfg.epoch_size,
                             gamma=_cfg.lr_gamma,
                            )
    elif _cfg.lr_scheduler == 'cosine_annealing':
        _lr = warmup_cosine_annealing_lr(_cfg.lr_init,
                                         steps_per_epoch,
                                         _cfg.warmup_epochs,
                                         _cfg.epoch_size,
                                         _cfg.T_max,
                                         _cfg.eta_min)
    else:
        raise NotImplementedError(_cfg.lr_scheduler)

    return _lr


def get_param_groups(network):
    """ get param groups """
    decay_params = []
    no_decay_params = []
    for x in network.trainable_params():
        parameter_name = x.name
        if parameter_name.endswith('.bias'):
            # all bias not using weight decay
            no_decay_params.append(x)
        elif parameter_name.endswith('.gamma'):
            # bn weight bias not using weight decay, be carefully for now x not include BN
            no_decay_params.append(x)
        elif parameter_name.endswith('.beta'):
            # bn weight bias not using weight decay, be carefully for now x not include BN
            no_decay_params.append(x)
        else:
            decay_params.append(x)

    return [{'params': no_decay_params, 'weight_decay': 0.0}, {'params': decay_params}]




# ---------------------------------------------------------------- the program
class _Config(dict):
    __getattr__ = dict.__getitem__
    __setattr__ = dict.__setitem__


net = GoogleNet(num_classes=10)
params = net.trainable_params()
emit("counts", (len(params), sum(int(np.prod(p.shape)) for p in params)))
emit("names", [(p.name, tuple(p.shape)) for p in params][:8] + [(p.name, tuple(p.shape)) for p in params][-4:])
emit("groups", [len(g['params']) for g in get_param_groups(net)])
emit("not loaded", load_weights(net, scale=0.5))
x = image(2, 3, 32)
net.set_train(False)
emit("eval forward", net(x), rtol=1e-4, atol=1e-5)
emit("no top", GoogleNet(10, include_top=False)(x).shape)
emit("lr_steps_cifar10", lr_steps_cifar10(0, lr_max=0.1, total_epochs=5, steps_per_epoch=2), rtol=1e-6)
emit("lr_steps_cifar10 from 3", lr_steps_cifar10(3, lr_max=0.1, total_epochs=5, steps_per_epoch=2), rtol=1e-6)
for sched in ("exponential", "cosine_annealing"):
    cfg = _Config(lr_scheduler=sched, lr_init=0.1, lr_epochs=[2, 4], lr_gamma=0.3, eta_min=0.0, T_max=5,
                  epoch_size=5, warmup_epochs=1, lr=0.1)
    emit(f"lr_steps_imagenet {sched}", lr_steps_imagenet(cfg, 2), rtol=1e-6)
emit("multi_step_lr", multi_step_lr(0.1, [1, 3], 2, 5), rtol=1e-6)
emit("step_lr", step_lr(0.1, 2, 2, 5), rtol=1e-6)

images = np.concatenate([image(2, 3, 32).asnumpy(), image(2, 3, 32).asnumpy()[:, :, ::-1]], 0)
ylab = np.array([1, 7, 3, 9], np.int32)


def dataset():
    return dsets.GeneratorDataset(list(zip(images, ylab)), ["image", "label"], shuffle=False).batch(2)


tmp = tempfile.mkdtemp()
for dataset_name in ("cifar10", "imagenet"):
    cfg = _Config(lr_init=0.002, epoch_size=2, momentum=0.9, weight_decay=5e-4, loss_scale=8, lr_scheduler="cosine_annealing",
                  warmup_epochs=1, T_max=2, eta_min=0.0, lr=0.002, label_smooth_factor=0.1, num_classes=10)
    data = dataset()
    batch_num = data.get_dataset_size()
    net = GoogleNet(num_classes=cfg.num_classes)
    load_weights(net, scale=0.5)
    loss_scale_manager = None
    if dataset_name == 'cifar10':
        lr = lr_steps_cifar10(0, lr_max=cfg.lr_init, total_epochs=cfg.epoch_size, steps_per_epoch=batch_num)
        opt = Momentum(filter(lambda x: x.requires_grad, net.get_parameters()), learning_rate=Tensor(lr),
                       momentum=cfg.momentum, weight_decay=cfg.weight_decay)
        loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
    else:
        lr = lr_steps_imagenet(cfg, batch_num)
        opt = Momentum(params=get_param_groups(net), learning_rate=Tensor(lr), momentum=cfg.momentum,
                       weight_decay=cfg.weight_decay, loss_scale=cfg.loss_scale)
        loss = CrossEntropySmooth(sparse=True, reduction="mean", smooth_factor=cfg.label_smooth_factor,
                                  num_classes=cfg.num_classes)
        loss_scale_manager = FixedLossScaleManager(cfg.loss_scale, drop_overflow_update=False)
    model = Model(net, loss_fn=loss, optimizer=opt, metrics={'acc'}, amp_level="O2", keep_batchnorm_fp32=False,
                  loss_scale_manager=loss_scale_manager)
    config_ck = CheckpointConfig(save_checkpoint_steps=batch_num * 1, keep_checkpoint_max=3)
    ckdir = os.path.join(tmp, dataset_name)
    ckpoint_cb = ModelCheckpoint(prefix="train_googlenet_" + dataset_name, directory=ckdir, config=config_ck)
    cbs = [TimeMonitor(data_size=batch_num), ckpoint_cb, LossMonitor()]
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        model.train(cfg.epoch_size, data, callbacks=cbs, dataset_sink_mode=True)
    emit(f"{dataset_name} LossMonitor", losses_of(buf.getvalue()))
    emit(f"{dataset_name} classifier dtype", str(net.classifier.weight.dtype))
    emit(f"{dataset_name} classifier after", net.classifier.weight.asnumpy()[:, :6], rtol=1e-2, atol=1e-3)
    emit(f"{dataset_name} conv1 bn mean", net.conv1.bn.moving_mean.asnumpy()[:8], rtol=1e-2, atol=1e-3)
    emit(f"{dataset_name} checkpoints", checkpoint_names(ckdir))
    fresh = GoogleNet(num_classes=10)
    emit(f"{dataset_name} reload not loaded",
         load_param_into_net(fresh, load_checkpoint(os.path.join(ckdir, checkpoint_names(ckdir)[-1]))))
    fresh.set_train(False)
    emit(f"{dataset_name} reloaded forward", fresh(x), rtol=2e-2, atol=2e-3)
