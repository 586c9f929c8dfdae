# Model code adapted from mindspore-ai/models research/cv/Alexnet/src/{alexnet,get_param_groups,generator_lr}.py and train.py:
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
# ============================================================================
"""AlexNet from the model zoo (research/cv/Alexnet, channels / 16, 67x67 NHWC images): DataNormTranspose
(mean/std Tensors, F.transpose NHWC -> NCHW), 'same' convolutions with stride 4, valid max pooling,
Dropout(phase 'test'); get_param_groups (no decay on .bias/.gamma/.beta), get_lr_cifar10 and the
warmup cosine imagenet lr; train.py's two branches: Momentum on trainable_params in Model(metrics), and
Momentum on the param groups with weight_decay and loss_scale under amp_level O2 with a
DynamicLossScaleManager (init 65536, window 2) or a FixedLossScaleManager(drop_overflow_update=True): both a ValueError on CPU; then a
FixedLossScaleManager(drop_overflow_update=False)."""
import io
import contextlib
import math
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.ops import operations as P
from mindspore.ops import functional as F
from mindspore.common.tensor import Tensor
import mindspore.common.dtype as mstype
from mindspore.train.loss_scale_manager import DynamicLossScaleManager, FixedLossScaleManager
from mindspore.train.callback import LossMonitor
from _conf import emit, emit_error
from _zoo4 import StepLoss, head, set_weights

D = 16


def conv(in_channels, out_channels, kernel_size, stride=1, padding=0, pad_mode="valid", has_bias=True):
    return nn.Conv2d(in_channels, out_channels, kernel_size=kernel_size, stride=stride, padding=padding,
                     has_bias=has_bias, pad_mode=pad_mode)


def fc_with_initialize(input_channels, out_channels, has_bias=True):
    return nn.Dense(input_channels, out_channels, has_bias=has_bias)


class DataNormTranspose(nn.Cell):
    def __init__(self, dataset_name='imagenet'):
        super(DataNormTranspose, self).__init__()
        if dataset_name == 'imagenet':
            self.mean = Tensor(np.array([0.485 * 255, 0.456 * 255, 0.406 * 255]).reshape((1, 1, 1, 3)), mstype.float32)
            self.std = Tensor(np.array([0.229 * 255, 0.224 * 255, 0.225 * 255]).reshape((1, 1, 1, 3)), mstype.float32)
        else:
            self.mean = Tensor(np.array([0.4914, 0.4822, 0.4465]).reshape((1, 1, 1, 3)), mstype.float32)
            self.std = Tensor(np.array([0.2023, 0.1994, 0.2010]).reshape((1, 1, 1, 3)), mstype.float32)

    def construct(self, x):
        x = (x - self.mean) / self.std
        x = F.transpose(x, (0, 3, 1, 2))
        return x


class AlexNet(nn.Cell):
    def __init__(self, num_classes=10, channel=3, phase='train', include_top=True, dataset_name='imagenet'):
        super(AlexNet, self).__init__()
        self.data_trans = DataNormTranspose(dataset_name=dataset_name)
        self.conv1 = conv(channel, 64 // D, 11, stride=4, pad_mode="same", has_bias=True)
        self.conv2 = conv(64 // D, 128 // D, 5, pad_mode="same", has_bias=True)
        self.conv3 = conv(128 // D, 192 // D, 3, pad_mode="same", has_bias=True)
        self.conv4 = conv(192 // D, 256 // D, 3, pad_mode="same", has_bias=True)
        self.conv5 = conv(256 // D, 256 // D, 3, pad_mode="same", has_bias=True)
        self.relu = P.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=3, stride=2, pad_mode='valid')
        self.include_top = include_top
        if self.include_top:
            dropout_ratio = 0.65
            if phase == 'test':
                dropout_ratio = 1.0
            self.flatten = nn.Flatten()
            self.fc1 = fc_with_initialize(1 * 1 * 256 // D, 4096 // D)
            self.fc2 = fc_with_initialize(4096 // D, 4096 // D)
            self.fc3 = fc_with_initialize(4096 // D, num_classes)
            self.dropout = nn.Dropout(p=1 - dropout_ratio)

    def construct(self, x):
        x = self.data_trans(x)
        x = self.conv1(x)
        x = self.relu(x)
        x = self.max_pool2d(x)
        x = self.conv2(x)
        x = self.relu(x)
        x = self.max_pool2d(x)
        x = self.conv3(x)
        x = self.relu(x)
        x = self.conv4(x)
        x = self.relu(x)
        x = self.conv5(x)
        x = self.relu(x)
        x = self.max_pool2d(x)
        if not self.include_top:
            return x
        x = self.flatten(x)
        x = self.fc1(x)
        x = self.relu(x)
        x = self.dropout(x)
        x = self.fc2(x)
        x = self.relu(x)
        x = self.dropout(x)
        x = self.fc3(x)
        return x


def get_param_groups(network):
    decay_params = []
    no_decay_params = []
    for x in network.trainable_params():
        parameter_name = x.name
        if parameter_name.endswith('.bias'):
            no_decay_params.append(x)
        elif parameter_name.endswith('.gamma'):
            no_decay_params.append(x)
        elif parameter_name.endswith('.beta'):
            no_decay_params.append(x)
        else:
            decay_params.append(x)
    return [{'params': no_decay_params, 'weight_decay': 0.0}, {'params': decay_params}]


def get_lr_cifar10(current_step, lr_max, total_epochs, steps_per_epoch):
    lr_each_step = []
    total_steps = steps_per_epoch * total_epochs
    decay_epoch_index = [0.8 * total_steps]
    for i in range(total_steps):
        if i < decay_epoch_index[0]:
            lr = lr_max
        else:
            lr = lr_max * 0.1
        lr_each_step.append(lr)
    lr_each_step = np.array(lr_each_step).astype(np.float32)
    learning_rate = lr_each_step[current_step:]
    return learning_rate


def linear_warmup_lr(current_step, warmup_steps, base_lr, init_lr):
    lr_inc = (float(base_lr) - float(init_lr)) / float(warmup_steps)
    lr = float(init_lr) + lr_inc * current_step
    return lr


def warmup_cosine_annealing_lr(lr, max_epoch, steps_per_epoch, warmup_epochs=5, T_max=150, eta_min=0.0):
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
            lr = eta_min + (base_lr - eta_min) * (1. + math.cos(math.pi*last_epoch / T_max)) / 2
        lr_each_step.append(lr)
    return np.array(lr_each_step).astype(np.float32)


n = 8
raw = (np.sin(np.arange(n * 67 * 67 * 3) * 0.37) * 100 + 120).reshape(n, 67, 67, 3).astype(np.float32)
ylab = (np.arange(n) * 3 % 4).astype(np.int32)
net = AlexNet(num_classes=4, phase='test')
emit("param names", set_weights(net))
net.set_train(False)
out = net(Tensor(raw[:2]))
emit("eval forward", out, rtol=1e-4, atol=1e-5)
emit("features only", AlexNet(4, include_top=False)(Tensor(raw[:2])).shape)
groups = get_param_groups(net)
emit("param groups", [len(g['params']) for g in groups])
emit("cifar lr", get_lr_cifar10(1, 0.02, 5, 2), rtol=1e-6)
emit("imagenet lr", warmup_cosine_annealing_lr(0.1, 4, 2, warmup_epochs=1, T_max=4), rtol=1e-6)


def dataset():
    return ds.GeneratorDataset(list(zip(raw, ylab)), ["image", "label"], shuffle=False).batch(4)


for branch in ("cifar10", "dynamic", "fixed"):
    net = AlexNet(num_classes=4, phase='test')
    set_weights(net)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    tol = dict(rtol=1e-4, atol=1e-5)
    if branch == "cifar10":
        lr = Tensor(get_lr_cifar10(0, 0.02, 2, 2))
        opt = nn.Momentum(net.trainable_params(), lr, 0.9)
        model = ms.Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"})
    else:
        lr = Tensor(warmup_cosine_annealing_lr(0.02, 2, 2, warmup_epochs=1, T_max=2))
        if branch == "dynamic":
            manager = DynamicLossScaleManager(init_loss_scale=65536, scale_factor=2, scale_window=2)
            opt = nn.Momentum(params=get_param_groups(net), learning_rate=lr, momentum=0.9, weight_decay=1e-4)
        else:
            manager = FixedLossScaleManager(1024.0, drop_overflow_update=True)
            opt = nn.Momentum(params=get_param_groups(net), learning_rate=lr, momentum=0.9, weight_decay=1e-4,
                              loss_scale=1024.0)
        emit_error(f"{branch} manager on CPU", lambda: ms.Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"},
                                                                amp_level="O2", keep_batchnorm_fp32=False,
                                                                loss_scale_manager=manager) and None)
        if branch == "dynamic":
            continue
        # train.py's CPU-compatible choice: a fixed scale that does not drop overflowing steps
        manager = FixedLossScaleManager(1024.0, drop_overflow_update=False)
        model = ms.Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"}, amp_level="O2",
                         keep_batchnorm_fp32=False, loss_scale_manager=manager)
        tol = dict(rtol=5e-3, atol=5e-3)
    steps = StepLoss()
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        model.train(2, dataset(), callbacks=[LossMonitor(), steps], dataset_sink_mode=False)
    emit(f"{branch} LossMonitor", [l.split("loss is")[0] for l in buf.getvalue().splitlines() if "loss is" in l])
    emit(f"{branch} steps", steps.steps, **tol)
    emit(f"{branch} fc3 after", head(net.fc3.weight, 12), **tol)
    emit(f"{branch} global_step", opt.global_step)
