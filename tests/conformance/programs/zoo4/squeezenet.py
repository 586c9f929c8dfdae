# Model code adapted from mindspore-ai/models research/cv/squeezenet/src/{squeezenet,CrossEntropySmooth,lr_generator}.py and train.py:
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
"""SqueezeNet from the model zoo (research/cv/squeezenet, channels / 16, 35x35 images): Fire blocks
(1x1 squeeze, 1x1 + 3x3 'same' expand, Concat), custom_init_weight over cells_and_names with
he_uniform / normal / zeros initializers, ReduceMean(keep_dims) over (2, 3) + Flatten; the zoo's MyLoss /
CrossEntropySmooth (F.tuple_len, F.make_range, OneHot smoothing), get_lr in its four decay modes;
train.py's two branches: Momentum(filter(requires_grad), lr Tensor, momentum, weight_decay, use_nesterov)
in Model(metrics={'acc'}), and the Ascend branch's loss_scale + FixedLossScaleManager(drop_overflow_update
=False) + amp_level O2 (keep_batchnorm_fp32=False); LossMonitor / TimeMonitor / ModelCheckpoint,
dataset_sink_mode True and False, model.eval."""
import io
import contextlib
import math
import tempfile
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from mindspore.common import dtype as mstype
from mindspore.common import initializer as weight_init
from mindspore.nn.cell import Cell
from mindspore.nn.optim.momentum import Momentum
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from mindspore.train.model import Model
from mindspore.train.loss_scale_manager import FixedLossScaleManager
from mindspore.train.callback import ModelCheckpoint, CheckpointConfig, LossMonitor, TimeMonitor
from _conf import emit
from _zoo4 import StepLoss, checkpoint_names, head, image, set_weights

D = 16
# (the amp O2 branch: MindSpore's CPU Graph mode runs the float16 Conv2D -> BiasAdd chains and their Conv2D backprops
# unrounded in float32, as msgraph's Graph mode since bias34; its accumulated first-conv moments stay within 1e-2 of
# MindSpore's Graph ones, its PyNative ones are up to 50% apart)


class Fire(nn.Cell):
    def __init__(self, inplanes, squeeze_planes, expand1x1_planes,
                 expand3x3_planes):
        super(Fire, self).__init__()
        self.inplanes = inplanes
        self.squeeze = nn.Conv2d(inplanes,
                                 squeeze_planes,
                                 kernel_size=1,
                                 has_bias=True)
        self.squeeze_activation = nn.ReLU()
        self.expand1x1 = nn.Conv2d(squeeze_planes,
                                   expand1x1_planes,
                                   kernel_size=1,
                                   has_bias=True)
        self.expand1x1_activation = nn.ReLU()
        self.expand3x3 = nn.Conv2d(squeeze_planes,
                                   expand3x3_planes,
                                   kernel_size=3,
                                   pad_mode='same',
                                   has_bias=True)
        self.expand3x3_activation = nn.ReLU()
        self.concat = P.Concat(axis=1)

    def construct(self, x):
        x = self.squeeze_activation(self.squeeze(x))
        return self.concat((self.expand1x1_activation(self.expand1x1(x)),
                            self.expand3x3_activation(self.expand3x3(x))))


class SqueezeNet(nn.Cell):
    def __init__(self, num_classes=10):
        super(SqueezeNet, self).__init__()

        self.features = nn.SequentialCell([
            nn.Conv2d(3,
                      96 // D,
                      kernel_size=7,
                      stride=2,
                      pad_mode='valid',
                      has_bias=True),
            nn.ReLU(),
            nn.MaxPool2d(kernel_size=3, stride=2),
            Fire(96 // D, 16 // D, 64 // D, 64 // D),
            Fire(128 // D, 16 // D, 64 // D, 64 // D),
            Fire(128 // D, 32 // D, 128 // D, 128 // D),
            nn.MaxPool2d(kernel_size=3, stride=2),
            Fire(256 // D, 32 // D, 128 // D, 128 // D),
            Fire(256 // D, 48 // D, 192 // D, 192 // D),
            Fire(384 // D, 48 // D, 192 // D, 192 // D),
            Fire(384 // D, 64 // D, 256 // D, 256 // D),
            nn.MaxPool2d(kernel_size=3, stride=2),
            Fire(512 // D, 64 // D, 256 // D, 256 // D),
        ])

        self.final_conv = nn.Conv2d(512 // D,
                                    num_classes,
                                    kernel_size=1,
                                    has_bias=True)
        self.dropout = nn.Dropout(p=0.5)
        self.relu = nn.ReLU()
        self.mean = P.ReduceMean(keep_dims=True)
        self.flatten = nn.Flatten()
        self.custom_init_weight()

    def custom_init_weight(self):
        for _, cell in self.cells_and_names():
            if isinstance(cell, nn.Conv2d):
                if cell is self.final_conv:
                    cell.weight.set_data(
                        weight_init.initializer('normal', cell.weight.shape,
                                                cell.weight.dtype))
                else:
                    cell.weight.set_data(
                        weight_init.initializer('he_uniform',
                                                cell.weight.shape,
                                                cell.weight.dtype))
                if cell.bias is not None:
                    cell.bias.set_data(
                        weight_init.initializer('zeros', cell.bias.shape,
                                                cell.bias.dtype))

    def construct(self, x):
        x = self.features(x)
        x = self.dropout(x)
        x = self.final_conv(x)
        x = self.relu(x)
        x = self.mean(x, (2, 3))
        x = self.flatten(x)

        return x


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

        self.reduce_mean = P.ReduceMean()
        self.reduce_sum = P.ReduceSum()
        self.mul = P.Mul()
        self.cast = P.Cast()

    def get_axis(self, x):
        shape = F.shape(x)
        length = F.tuple_len(shape)
        perm = F.make_range(0, length)
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


class CrossEntropySmooth(MyLoss):
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


class WeightedL1(MyLoss):
    """MyLoss.get_loss as the zoo's other losses use it (sum / none reductions, a weight)."""
    def construct(self, base, target):
        return self.get_loss(F.absolute(base - target), 0.5)


def get_lr(lr_init, lr_end, lr_max, total_epochs, warmup_epochs,
           pretrain_epochs, steps_per_epoch, lr_decay_mode):
    lr_each_step = []
    total_steps = steps_per_epoch * total_epochs
    warmup_steps = steps_per_epoch * warmup_epochs
    pretrain_steps = steps_per_epoch * pretrain_epochs
    decay_steps = total_steps - warmup_steps

    if lr_decay_mode == 'steps':
        decay_epoch_index = [
            0.3 * total_steps, 0.6 * total_steps, 0.8 * total_steps
        ]
        for i in range(total_steps):
            if i < decay_epoch_index[0]:
                lr = lr_max
            elif i < decay_epoch_index[1]:
                lr = lr_max * 0.1
            elif i < decay_epoch_index[2]:
                lr = lr_max * 0.01
            else:
                lr = lr_max * 0.001
            lr_each_step.append(lr)

    elif lr_decay_mode == 'poly':
        for i in range(total_steps):
            if i < warmup_steps:
                lr = linear_warmup_lr(i, warmup_steps, lr_max, lr_init)
            else:
                base = (1.0 - (i - warmup_steps) / decay_steps)
                lr = lr_max * base * base
            lr_each_step.append(lr)

    elif lr_decay_mode == 'linear':
        for i in range(total_steps):
            if i < warmup_steps:
                lr = linear_warmup_lr(i, warmup_steps, lr_max, lr_init)
            else:
                lr = lr_max - (lr_max - lr_end) * (i -
                                                   warmup_steps) / decay_steps
            lr_each_step.append(lr)

    elif lr_decay_mode == 'cosine':
        for i in range(total_steps):
            if i < warmup_steps:
                lr = linear_warmup_lr(i, warmup_steps, lr_max, lr_init)
            else:
                linear_decay = (total_steps - i) / decay_steps
                cosine_decay = 0.5 * (
                    1 + math.cos(math.pi * 2 * 0.47 *
                                 (i - warmup_steps) / decay_steps))
                decayed = linear_decay * cosine_decay + 0.00001
                lr = lr_max * decayed
            lr_each_step.append(lr)

    else:
        raise NotImplementedError(
            'Learning rate decay mode [{:s}] cannot be recognized'.format(
                lr_decay_mode))

    lr_each_step = np.array(lr_each_step).astype(np.float32)
    learning_rate = lr_each_step[pretrain_steps:]

    return learning_rate


def linear_warmup_lr(current_step, warmup_steps, base_lr, init_lr):
    lr_inc = (float(base_lr) - float(init_lr)) / float(warmup_steps)
    lr = float(init_lr) + lr_inc * current_step
    return lr


net = SqueezeNet(num_classes=4)
convs = [c for _, c in net.cells_and_names() if isinstance(c, nn.Conv2d)]
emit("conv count", len(convs))
emit("he_uniform bound", bool(np.abs(convs[0].weight.asnumpy()).max() <= math.sqrt(6.0 / (3 * 49))))
emit("biases zero", bool(all(np.all(c.bias.asnumpy() == 0) for c in convs)))
emit("param names", set_weights(net))
x = image(2, 3, 35)
net.set_train(False)
out = net(x)
emit("eval forward", out, rtol=1e-4, atol=1e-5)
emit("eval forward shape/dtype", (out.shape, str(out.dtype)))
labels = Tensor(np.array([1, 3], np.int32))
for red in ("mean", "sum", "none"):
    emit(f"CrossEntropySmooth {red}", CrossEntropySmooth(True, red, 0.1, 4)(out, labels), rtol=1e-5, atol=1e-6)
    emit(f"MyLoss.get_loss {red}", WeightedL1(red)(out, Tensor(np.ones((2, 4), np.float32))), rtol=1e-5, atol=1e-6)
for mode in ("steps", "poly", "linear", "cosine"):
    emit(f"get_lr {mode}", get_lr(0.0, 0.0, 0.1, 5, 1, 1, 2, mode), rtol=1e-6)

images = np.concatenate([image(4, 3, 35).asnumpy(), image(4, 3, 35).asnumpy()[:, :, ::-1]], 0)
ylab = (np.arange(8) * 3 % 4).astype(np.int32)


def dataset():
    return ds.GeneratorDataset(list(zip(images, ylab)), ["image", "label"], shuffle=False).batch(4)


for branch in ("cpu", "ascend"):
    net = SqueezeNet(num_classes=4)
    set_weights(net, scale=2.0)
    net.dropout = nn.Dropout(p=0.0)
    step_size = dataset().get_dataset_size()
    lr = Tensor(get_lr(0.0, 0.0, 0.05, 3, 1, 0, step_size, "poly"))
    loss = CrossEntropySmooth(sparse=True, reduction='mean', smooth_factor=0.1, num_classes=4)
    if branch == "ascend":
        loss_scale = FixedLossScaleManager(128.0, drop_overflow_update=False)
        opt = Momentum(filter(lambda x: x.requires_grad, net.get_parameters()), lr, 0.9, 1e-4, 128.0,
                       use_nesterov=True)
        model = Model(net, loss_fn=loss, optimizer=opt, loss_scale_manager=loss_scale, metrics={'acc'},
                      amp_level="O2", keep_batchnorm_fp32=False)
        tol = dict(rtol=5e-3, atol=5e-3)
    else:
        opt = Momentum(filter(lambda x: x.requires_grad, net.get_parameters()), lr, 0.9, 1e-4,
                       use_nesterov=True)
        model = Model(net, loss_fn=loss, optimizer=opt, metrics={'acc'})
        tol = dict(rtol=1e-4, atol=1e-5)
    tmp = tempfile.mkdtemp()
    config_ck = CheckpointConfig(save_checkpoint_steps=1 * step_size, keep_checkpoint_max=10)
    ckpt_cb = ModelCheckpoint(prefix='squeezenet_cifar10', directory=tmp, config=config_ck)
    steps = StepLoss()
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        model.train(2, dataset(), callbacks=[TimeMonitor(data_size=step_size), LossMonitor(), ckpt_cb, steps],
                    dataset_sink_mode=False)
    lines = [l for l in buf.getvalue().splitlines() if "loss is" in l]
    emit(f"{branch} LossMonitor", [l.split("loss is")[0] for l in lines])
    emit(f"{branch} losses", [float(l.split("loss is")[1]) for l in lines], **tol)
    emit(f"{branch} step cb", steps.steps, **tol)
    emit(f"{branch} checkpoints", checkpoint_names(tmp))
    emit(f"{branch} weight dtype after", str(net.final_conv.weight.dtype))
    emit(f"{branch} final_conv after", head(net.final_conv.weight, 16), **tol)
    emit(f"{branch} moments", head(opt.moments[0], 16), **(dict(rtol=1e-2, atol=1e-2) if branch == "ascend" else tol))
    res = model.eval(dataset(), dataset_sink_mode=False)
    emit(f"{branch} eval", res)
