# Model code adapted from mindspore-ai/models official/cv/MobileNet/mobilenetv2/{src/mobilenetV2.py,src/models.py,src/metric.py,src/lr_generator.py,src/utils.py,train.py}:
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
"""MobileNetV2 from the model zoo (official/cv/MobileNet/mobilenetv2, a reduced inverted-residual setting,
16x16 images, 3 classes): _make_divisible, ConvBNReLU (pad_mode 'pad', depthwise group, ReLU6),
InvertedResidual (ops.Add residual), the Backbone/Head/Combine split (auto_prefix=False) with
_initialize_weights (init_parameters_data, np.random.normal set_data, ms.numpy.zeros), then weights from
load_param_into_net; CrossEntropyWithLabelSmooth, get_lr (warm-up + cosine), build_params_groups;
train.py's CPU branch: Momentum(trainable_params, lr Tensor, momentum, weight_decay) in Model(metrics
{'acc': DistAccuracy}, eval_network=ClassifyCorrectCell), the zoo's Monitor callback (epoch/step
begin/end, printed lines) + ModelCheckpoint, dataset_sink_mode True; the Ascend branch's group params +
loss_scale + FixedLossScaleManager in Model; and the freeze-backbone branch: load_ckpt(trainable=False),
backbone features, WithLossCell + TrainOneStepCell over the head, save_checkpoint."""
import contextlib
import io
import math
import os
import re
import tempfile
import time

import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
import mindspore.dataset as dsets
from mindspore.train.callback import Callback, ModelCheckpoint, CheckpointConfig
from _conf import emit
from _zoo5 import checkpoint_names, image, load_weights


def _make_divisible(v, divisor, min_value=None):
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


class GlobalAvgPooling(nn.Cell):
    def __init__(self):
        super(GlobalAvgPooling, self).__init__()
        self.mean = ops.ReduceMean(keep_dims=False)

    def construct(self, x):
        x = self.mean(x, (2, 3))
        return x


class ConvBNReLU(nn.Cell):
    def __init__(self, in_planes, out_planes, kernel_size=3, stride=1, groups=1):
        super(ConvBNReLU, self).__init__()
        padding = (kernel_size - 1) // 2
        in_channels = in_planes
        out_channels = out_planes
        if groups == 1:
            conv = nn.Conv2d(in_channels, out_channels, kernel_size, stride, pad_mode='pad', padding=padding)
        else:
            out_channels = in_planes
            conv = nn.Conv2d(in_channels, out_channels, kernel_size, stride, pad_mode='pad',
                             padding=padding, group=in_channels)
        layers = [conv, nn.BatchNorm2d(out_planes), nn.ReLU6()]
        self.features = nn.SequentialCell(layers)

    def construct(self, x):
        output = self.features(x)
        return output


class InvertedResidual(nn.Cell):
    def __init__(self, inp, oup, stride, expand_ratio):
        super(InvertedResidual, self).__init__()
        assert stride in [1, 2]
        hidden_dim = int(round(inp * expand_ratio))
        self.use_res_connect = stride == 1 and inp == oup
        layers = []
        if expand_ratio != 1:
            layers.append(ConvBNReLU(inp, hidden_dim, kernel_size=1))
        layers.extend([
            ConvBNReLU(hidden_dim, hidden_dim, stride=stride, groups=hidden_dim),
            nn.Conv2d(hidden_dim, oup, kernel_size=1, stride=1, has_bias=False),
            nn.BatchNorm2d(oup),
        ])
        self.conv = nn.SequentialCell(layers)
        self.add = ops.Add()
        self.cast = ops.Cast()

    def construct(self, x):
        identity = x
        x = self.conv(x)
        if self.use_res_connect:
            return self.add(identity, x)
        return x


class MobileNetV2Backbone(nn.Cell):
    def __init__(self, width_mult=1., inverted_residual_setting=None, round_nearest=8,
                 input_channel=32, last_channel=1280):
        super(MobileNetV2Backbone, self).__init__()
        block = InvertedResidual
        self.cfgs = inverted_residual_setting
        input_channel = _make_divisible(input_channel * width_mult, round_nearest)
        self.out_channels = _make_divisible(last_channel * max(1.0, width_mult), round_nearest)
        features = [ConvBNReLU(3, input_channel, stride=2)]
        for t, c, n, s in self.cfgs:
            output_channel = _make_divisible(c * width_mult, round_nearest)
            for i in range(n):
                stride = s if i == 0 else 1
                features.append(block(input_channel, output_channel, stride, expand_ratio=t))
                input_channel = output_channel
        features.append(ConvBNReLU(input_channel, self.out_channels, kernel_size=1))
        self.features = nn.SequentialCell(features)
        self._initialize_weights()

    def construct(self, x):
        x = self.features(x)
        return x

    def _initialize_weights(self):
        self.init_parameters_data()
        for _, m in self.cells_and_names():
            if isinstance(m, nn.Conv2d):
                n = m.kernel_size[0] * m.kernel_size[1] * m.out_channels
                m.weight.set_data(ms.Tensor(np.random.normal(0, np.sqrt(2. / n),
                                                             m.weight.data.shape).astype("float32")))
                if m.bias is not None:
                    m.bias.set_data(ms.numpy.zeros(m.bias.data.shape, dtype="float32"))
            elif isinstance(m, nn.BatchNorm2d):
                m.gamma.set_data(ms.Tensor(np.ones(m.gamma.data.shape, dtype="float32")))
                m.beta.set_data(ms.numpy.zeros(m.beta.data.shape, dtype="float32"))

    @property
    def get_features(self):
        return self.features


class MobileNetV2Head(nn.Cell):
    def __init__(self, input_channel=1280, num_classes=1000, has_dropout=False, activation="None"):
        super(MobileNetV2Head, self).__init__()
        head = ([GlobalAvgPooling()] if not has_dropout else
                [GlobalAvgPooling(), nn.Dropout(p=0.8)])
        self.head = nn.SequentialCell(head)
        self.dense = nn.Dense(input_channel, num_classes, has_bias=True)
        self.need_activation = True
        if activation == "Sigmoid":
            self.activation = ops.Sigmoid()
        elif activation == "Softmax":
            self.activation = ops.Softmax()
        else:
            self.need_activation = False
        self._initialize_weights()

    def construct(self, x):
        x = self.head(x)
        x = self.dense(x)
        if self.need_activation:
            x = self.activation(x)
        return x

    def _initialize_weights(self):
        self.init_parameters_data()
        for _, m in self.cells_and_names():
            if isinstance(m, nn.Dense):
                m.weight.set_data(ms.Tensor(np.random.normal(0, 0.01, m.weight.data.shape).astype("float32")))
                if m.bias is not None:
                    m.bias.set_data(ms.numpy.zeros(m.bias.data.shape, dtype="float32"))


class MobileNetV2Combine(nn.Cell):
    def __init__(self, backbone, head):
        super(MobileNetV2Combine, self).__init__(auto_prefix=False)
        self.backbone = backbone
        self.head = head

    def construct(self, x):
        x = self.backbone(x)
        x = self.head(x)
        return x


def mobilenet_v2(backbone, head):
    return MobileNetV2Combine(backbone, head)


class CrossEntropyWithLabelSmooth(nn.LossBase):
    def __init__(self, smooth_factor=0., num_classes=1000):
        super(CrossEntropyWithLabelSmooth, self).__init__()
        self.onehot = ops.OneHot()
        self.on_value = ms.Tensor(1.0 - smooth_factor, ms.float32)
        self.off_value = ms.Tensor(1.0 * smooth_factor / (num_classes - 1), ms.float32)
        self.ce = nn.SoftmaxCrossEntropyWithLogits()
        self.mean = ops.ReduceMean(False)
        self.cast = ops.Cast()

    def construct(self, logit, label):
        one_hot_label = self.onehot(self.cast(label, ms.int32), ops.shape(logit)[1],
                                    self.on_value, self.off_value)
        out_loss = self.ce(logit, one_hot_label)
        out_loss = self.mean(out_loss, 0)
        return out_loss


class Monitor(Callback):
    def __init__(self, lr_init=None, model=None, eval_dataset=None):
        super(Monitor, self).__init__()
        self.lr_init = lr_init
        self.lr_init_len = len(lr_init)
        self.model = model
        self.eval_dataset = eval_dataset
        self.best_acc = 0.

    def epoch_begin(self, run_context):
        self.losses = []
        self.epoch_time = time.time()

    def epoch_end(self, run_context):
        cb_params = run_context.original_args()
        epoch_mseconds = (time.time() - self.epoch_time) * 1000
        per_step_mseconds = epoch_mseconds / cb_params.batch_num
        eval_acc = None
        if self.model is not None and self.eval_dataset is not None:
            eval_acc = self.model.eval(self.eval_dataset)["acc"]
        log = "epoch time: {:5.3f}, per step time: {:5.3f}, avg loss: {:5.3f}".format(epoch_mseconds,
                                                                                      per_step_mseconds,
                                                                                      np.mean(self.losses))
        if eval_acc is not None:
            if eval_acc > self.best_acc:
                self.best_acc = eval_acc
            log += ", eval_acc: {:.6f}, best_acc: {:.6f}".format(eval_acc, self.best_acc)
        print(log, flush=True)

    def step_begin(self, run_context):
        self.step_time = time.time()

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        step_mseconds = (time.time() - self.step_time) * 1000
        step_loss = cb_params.net_outputs
        if isinstance(step_loss, (tuple, list)) and isinstance(step_loss[0], ms.Tensor):
            step_loss = step_loss[0]
        if isinstance(step_loss, ms.Tensor):
            step_loss = np.mean(step_loss.asnumpy())
        self.losses.append(step_loss)
        cur_step_in_epoch = (cb_params.cur_step_num - 1) % cb_params.batch_num
        print("epoch: [{:3d}/{:3d}], step:[{:5d}/{:5d}], loss:[{:5.3f}/{:5.3f}], time:[{:5.3f}], lr:[{:5.3f}]".format(
            cb_params.cur_epoch_num -
            1, cb_params.epoch_num, cur_step_in_epoch, cb_params.batch_num, step_loss,
            np.mean(self.losses), step_mseconds, self.lr_init[cb_params.cur_step_num - 1]))


class ClassifyCorrectCell(nn.Cell):
    def __init__(self, network, run_distribute):
        super(ClassifyCorrectCell, self).__init__(auto_prefix=False)
        self._network = network
        self.argmax = ops.Argmax()
        self.equal = ops.Equal()
        self.cast = ops.Cast()
        self.reduce_sum = ops.ReduceSum()
        self.run_distribute = run_distribute

    def construct(self, data, label):
        outputs = self._network(data)
        y_pred = self.argmax(outputs)
        y_pred = self.cast(y_pred, ms.int32)
        y_correct = self.equal(y_pred, label)
        y_correct = self.cast(y_correct, ms.float32)
        y_correct = self.reduce_sum(y_correct)
        return (y_correct,)


class DistAccuracy(nn.Metric):
    def __init__(self, batch_size, device_num):
        super(DistAccuracy, self).__init__()
        self.clear()
        self.batch_size = batch_size
        self.device_num = device_num

    def clear(self):
        self._correct_num = 0
        self._total_num = 0

    def update(self, *inputs):
        if len(inputs) != 1:
            raise ValueError('Distribute accuracy needs 1 input (y_correct), but got {}'.format(len(inputs)))
        y_correct = self._convert_data(inputs[0])
        self._correct_num += y_correct
        self._total_num += self.batch_size * self.device_num

    def eval(self):
        if self._total_num == 0:
            raise RuntimeError('Accuracy can not be calculated, because the number of samples is 0.')
        return self._correct_num / self._total_num


def get_lr(global_step, lr_init, lr_end, lr_max, warmup_epochs, total_epochs, steps_per_epoch):
    lr_each_step = []
    total_steps = steps_per_epoch * total_epochs
    warmup_steps = steps_per_epoch * warmup_epochs
    for i in range(total_steps):
        if i < warmup_steps:
            lr = lr_init + (lr_max - lr_init) * i / warmup_steps
        else:
            lr = lr_end + \
                 (lr_max - lr_end) * \
                 (1. + math.cos(math.pi * (i - warmup_steps) / (total_steps - warmup_steps))) / 2.
        if lr < 0.0:
            lr = 0.0
        lr_each_step.append(lr)
    current_step = global_step
    lr_each_step = np.array(lr_each_step).astype(np.float32)
    learning_rate = lr_each_step[current_step:]
    return learning_rate


def build_params_groups(net, weight_decay):
    decayed_params = []
    no_decayed_params = []
    for param in net.trainable_params():
        if 'beta' not in param.name and 'gamma' not in param.name and 'bias' not in param.name:
            decayed_params.append(param)
        else:
            no_decayed_params.append(param)
    group_params = [{'params': decayed_params, 'weight_decay': weight_decay},
                    {'params': no_decayed_params},
                    {'order_params': net.trainable_params()}]
    return group_params


def load_ckpt(network, pretrain_ckpt_path, trainable=True):
    param_dict = ms.load_checkpoint(pretrain_ckpt_path)
    ms.load_param_into_net(network, param_dict)
    if not trainable:
        for param in network.get_parameters():
            param.requires_grad = False


CFGS = [[1, 8, 1, 1], [6, 8, 2, 2], [6, 16, 2, 2]]


def define_net(is_training=True, activation="Softmax"):
    backbone_net = MobileNetV2Backbone(inverted_residual_setting=CFGS, input_channel=8, last_channel=32)
    activation = activation if not is_training else "None"
    head_net = MobileNetV2Head(input_channel=backbone_net.out_channels, num_classes=3, activation=activation)
    net = mobilenet_v2(backbone_net, head_net)
    return backbone_net, head_net, net


def quiet(text):
    """Printed lines with their timings blanked."""
    text = re.sub(r"time: *[0-9.]+", "time: T", text)
    text = re.sub(r"time:\[ *[0-9.]+\]", "time:[T]", text)
    return text.splitlines()


np.random.seed(1)
emit("_make_divisible", [_make_divisible(v, 8) for v in (3.2, 8, 12, 20, 36.5, 1280 * 0.35)])
backbone, head_net, net = define_net()
emit("param names", [(p.name, tuple(p.shape)) for p in net.get_parameters()])
emit("init conv std ok", float(np.std(backbone.features[0].features[0].weight.asnumpy())) < 1.0)
emit("init head bias", head_net.dense.bias)
emit("not loaded", load_weights(net))
x = image(4, 3, 16)
net.set_train(False)
emit("eval forward", net(x), rtol=1e-4, atol=1e-5)
_, _, softmax_net = define_net(is_training=False)
load_weights(softmax_net)
softmax_net.set_train(False)
emit("eval forward softmax head", softmax_net(x), rtol=1e-4, atol=1e-5)
labels = ms.Tensor(np.array([0, 1, 2, 1], np.int32))
emit("label smooth loss", CrossEntropyWithLabelSmooth(0.1, 3)(net(x), labels), rtol=1e-5, atol=1e-6)
emit("get_lr", get_lr(0, 0.0, 0.0, 0.4, 1, 3, 2), rtol=1e-6, atol=1e-9)
emit("groups", [len(g.get("params", [])) for g in build_params_groups(net, 4e-5)])

images = np.concatenate([image(4, 3, 16).asnumpy(), image(4, 3, 16).asnumpy()[:, :, ::-1]], 0)
ylab = (np.arange(8) % 3).astype(np.int32)


def dataset():
    return dsets.GeneratorDataset(list(zip(images, ylab)), ["image", "label"], shuffle=False).batch(4)


tmp = tempfile.mkdtemp()
for branch in ("cpu", "ascend"):
    _, _, net = define_net()
    load_weights(net)
    data = dataset()
    step_size = data.get_dataset_size()
    loss = CrossEntropyWithLabelSmooth(smooth_factor=0.1, num_classes=3)
    lr = ms.Tensor(get_lr(global_step=0, lr_init=0.0, lr_end=0.0, lr_max=0.2, warmup_epochs=1, total_epochs=2,
                          steps_per_epoch=step_size))
    metrics = {'acc': DistAccuracy(batch_size=4, device_num=1)}
    dist_eval_network = ClassifyCorrectCell(net, False)
    if branch == "ascend":
        loss_scale = ms.FixedLossScaleManager(64.0, drop_overflow_update=False)
        opt = nn.Momentum(build_params_groups(net, 4e-5), lr, 0.9, loss_scale=64.0)
        model = ms.Model(net, loss_fn=loss, optimizer=opt, loss_scale_manager=loss_scale, metrics=metrics,
                         eval_network=dist_eval_network)
    else:
        opt = nn.Momentum(net.trainable_params(), lr, 0.9, 4e-5)
        model = ms.Model(net, loss_fn=loss, optimizer=opt, metrics=metrics, eval_network=dist_eval_network,
                         boost_level="O0")
    monitor = Monitor(lr_init=lr.asnumpy(), model=model, eval_dataset=dataset())
    config_ck = CheckpointConfig(save_checkpoint_steps=1 * step_size, keep_checkpoint_max=5)
    ckdir = os.path.join(tmp, "ckpt_" + branch + "/")
    cb = [monitor, ModelCheckpoint(prefix="mobilenetv2", directory=ckdir, config=config_ck)]
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        model.train(2, data, callbacks=cb, dataset_sink_mode=branch == "cpu")
    emit(f"{branch} printed", quiet(buf.getvalue()))
    emit(f"{branch} losses", [float(v) for v in monitor.losses], rtol=1e-4, atol=1e-5)
    # float(): DistAccuracy's numpy arithmetic gives np.float64 under numpy 1.x, np.float32 under numpy 2
    emit(f"{branch} best acc", float(monitor.best_acc))
    emit(f"{branch} dense after", net.head.dense.weight, rtol=1e-3, atol=1e-5)
    emit(f"{branch} bn moving mean", net.backbone.features[0].features[1].moving_mean, rtol=1e-3, atol=1e-5)
    emit(f"{branch} checkpoints", checkpoint_names(ckdir))
    emit(f"{branch} eval", {k: float(v) for k, v in model.eval(dataset(), dataset_sink_mode=False).items()})

# the freeze-backbone branch: features once, then the head alone
backbone, head_net, net = define_net()
load_weights(net)
ck = os.path.join(tmp, "pre.ckpt")
ms.save_checkpoint(net, ck)
backbone2, head2, net2 = define_net()
load_ckpt(backbone2, ck, trainable=False)
emit("frozen trainable", [p.name for p in net2.trainable_params()])
backbone2.set_train(False)
feats = [backbone2(ms.Tensor(images[i:i + 4])).asnumpy() for i in (0, 4)]
emit("features", feats[0].ravel()[:24], rtol=1e-4, atol=1e-5)
loss = CrossEntropyWithLabelSmooth(smooth_factor=0.1, num_classes=3)
lr = ms.Tensor(get_lr(0, 0.0, 0.0, 0.2, 1, 2, 2))
opt = nn.Momentum(filter(lambda x: x.requires_grad, head2.get_parameters()), lr, 0.9, 4e-5)
network = nn.WithLossCell(head2, loss)
network = nn.TrainOneStepCell(network, opt)
network.set_train()
losses = []
for epoch in range(2):
    for j in (0, 1):
        losses.append(network(ms.Tensor(feats[j]), ms.Tensor(ylab[4 * j:4 * j + 4])).asnumpy())
emit("head-only losses", np.array(losses), rtol=1e-4, atol=1e-5)
ms.save_checkpoint(net2, os.path.join(tmp, "mobilenetv2_2.ckpt"))
reloaded = ms.load_checkpoint(os.path.join(tmp, "mobilenetv2_2.ckpt"))
emit("saved keys", sorted(reloaded))
emit("saved head weight", [v for k, v in sorted(reloaded.items()) if k.endswith("dense.weight")][0],
     rtol=1e-3, atol=1e-5)
