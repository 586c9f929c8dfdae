# The shard calls are adapted from mindspore-ai/models research/cv/FCN8s/src/nets/FCN8s.py
# (FCN8s.set_model_parallel_shard_strategy):
# Copyright 2021 Huawei Technologies Co., Ltd
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
"""The primitives MindSpore 2.10's nn layers hold as attributes, which model-zoo scripts reach by name to call
``.shard(...)`` / ``.add_prim_attr(...)``: BatchNorm's ``bn_train``/``bn_infer``, MaxPool2d's ``max_pool``,
AvgPool2d's ``avg_pool``, Conv2dTranspose/Conv1dTranspose's ``conv2d_transpose`` and ``bias_add``, Conv1d's
``conv2d``, Embedding's ``gather``, Sigmoid's ``sigmoid``, Tanh's ``tanh``, LogSoftmax's ``log_softmax``,
LayerNorm's ``layer_norm``.  The zoo's FCN8s calls ``set_model_parallel_shard_strategy`` (conv2d, bn_train, relu,
max_pool, conv2d_transpose) under semi-auto parallel; here on a stand-alone small copy, which then trains as
before.  msgraph had none of these attributes (AttributeError: 'BatchNorm2d' object has no attribute 'bn_train')."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Small(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.SequentialCell(nn.Conv2d(3, 4, 3, weight_init="ones"), nn.BatchNorm2d(4), nn.ReLU())
        self.pool1 = nn.MaxPool2d(kernel_size=2, stride=2)
        self.up = nn.Conv2dTranspose(4, 2, 4, stride=2, weight_init="ones")
        self.add = P.Add()

    def set_model_parallel_shard_strategy(self, device_num):
        conv2d_strategy = ((1, 1, 1, device_num), (1, 1, 1, 1))
        self.conv1.cell_list[0].conv2d.shard(conv2d_strategy)
        self.conv1.cell_list[1].bn_train.shard(((1, 1, 1, device_num), (1,), (1,), (1,), (1,)))
        self.conv1.cell_list[2].relu.shard(((1, 1, 1, device_num),))
        self.pool1.max_pool.shard(((1, 1, 1, device_num),))
        self.up.conv2d_transpose.shard(conv2d_strategy)
        self.add.shard(((1, 1, 1, device_num), (1, 1, 1, device_num)))

    def construct(self, x):
        y = self.pool1(self.conv1(x))
        return self.add(self.up(y), self.up(y))


def names(cell, attrs):
    out = []
    for a in attrs:
        p = getattr(cell, a)
        out.append((a, type(p).__name__, p.name))
    return out


emit_error("bn", lambda: names(nn.BatchNorm2d(3), ["bn_train", "bn_infer"])
           + names(nn.BatchNorm1d(3), ["bn_train", "bn_infer"]))
emit_error("bn_attrs", lambda: [nn.BatchNorm2d(3, eps=1e-3, momentum=0.8).bn_train.is_training,
                                nn.BatchNorm2d(3).bn_infer.is_training])
emit_error("pools", lambda: names(nn.MaxPool2d(2), ["max_pool"]) + names(nn.MaxPool2d(3, 2, "same"), ["max_pool"])
           + names(nn.AvgPool2d(2), ["avg_pool"]) + names(nn.AvgPool2d(2, pad_mode="pad", padding=1), ["avg_pool"]))
emit_error("convs", lambda: names(nn.Conv2dTranspose(2, 3, 3), ["conv2d_transpose", "bias_add"])
           + names(nn.Conv1dTranspose(2, 3, 3), ["conv2d_transpose", "bias_add"])
           + names(nn.Conv1d(2, 3, 3), ["conv2d", "bias_add"]))
emit_error("others", lambda: names(nn.Embedding(5, 3), ["gather"]) + names(nn.Sigmoid(), ["sigmoid"])
           + names(nn.Tanh(), ["tanh"]) + names(nn.LogSoftmax(), ["log_softmax"])
           + names(nn.LayerNorm((3,)), ["layer_norm"]) + names(nn.Dense(2, 3), ["matmul", "bias_add"]))
emit_error("shard_returns_prim", lambda: [nn.MaxPool2d(2).max_pool.shard(((1, 1, 1, 1),)).name,
                                          nn.Embedding(5, 3).gather.shard(((1, 1), (1, 1))).name,
                                          nn.Sigmoid().sigmoid.shard(((1, 1),)).name])

net = Small()
x = Tensor(np.sin(np.arange(2 * 3 * 10 * 10, dtype=np.float32) * 0.37).reshape(2, 3, 10, 10))
emit_error("shard", lambda: net.set_model_parallel_shard_strategy(1))
emit("forward", net(x))
opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
y = Tensor(np.zeros((2, 2, 10, 10), np.float32))
emit("losses", [train(x, y) for _ in range(3)])
emit("moving_mean", net.conv1.cell_list[1].moving_mean)
