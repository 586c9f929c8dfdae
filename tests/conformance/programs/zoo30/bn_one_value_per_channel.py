# The head is adapted from mindspore-ai/models official/cv/SSD/src/ssd.py (_last_conv2d, _bn: the SSD300
# multibox layer of its 1x1 feature map):
# Copyright 2020 Huawei Technologies Co., Ltd
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
"""Training-mode BatchNorm over one value per channel (batch 1 on a 1x1 map, the zoo's SSD300 last feature map):
the unbiased batch variance is 0 * 1 / 0, and MindSpore 2.10 stores a NaN moving variance (nn.BatchNorm1d/2d and
ops.batch_norm, both modes); the training output is beta, and after that step the inference output is NaN, which
ReLU6 turns into 0 (SSD300's eval head then gives the bias alone; MindSpore's CPU ReLU6 does so in its 4-wide
vector lanes only, the last len % 4 elements stay NaN: not followed, so this head has 4 channels).  msgraph kept the moving variance finite
(momentum * old), so its eval output was a real number."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit, emit_error


def _bn(channel):
    return nn.BatchNorm2d(channel, eps=1e-3, momentum=0.97,
                          gamma_init=1, beta_init=0, moving_mean_init=0, moving_var_init=1)


def _last_conv2d(in_channel, out_channel, kernel_size=3, stride=1, pad=0):
    depthwise_conv = nn.Conv2d(in_channel, in_channel, kernel_size, stride, pad_mode='same',
                               padding=pad, group=in_channel, weight_init="ones")
    conv = nn.Conv2d(in_channel, out_channel, kernel_size=1, pad_mode='same', has_bias=True, weight_init="ones",
                     bias_init="ones")
    return nn.SequentialCell([depthwise_conv, _bn(in_channel), nn.ReLU6(), conv])


x = Tensor(np.array([0.5, -1.0, 2.0, 0.25], np.float32).reshape(1, 4, 1, 1))
head = _last_conv2d(4, 2)
head.set_train(True)
emit("head_train", head(x))
emit("head_moving_variance", head[1].moving_variance.value())
emit("head_moving_mean", head[1].moving_mean.value())
head.set_train(False)
emit("head_eval_bn", head[1](head[0](x)))
emit("head_eval", head(x))

bn = nn.BatchNorm1d(3)
bn.set_train(True)
emit("bn1d_train", bn(Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))))
emit("bn1d_moving_variance", bn.moving_variance.value())
bn2 = nn.BatchNorm2d(3)
bn2.set_train(True)
emit("bn2d_two_values", bn2(Tensor(np.array([1.0, 2.0, 3.0, 5.0, 4.0, 0.0], np.float32).reshape(1, 3, 2, 1))))
emit("bn2d_two_values_moving_variance", bn2.moving_variance.value())

rm = Parameter(Tensor(np.zeros(3, np.float32)), name="rm")
rv = Parameter(Tensor(np.ones(3, np.float32)), name="rv")
emit_error("functional_train", lambda: ops.batch_norm(Tensor(np.array([[1.0, 2.0, 3.0]], np.float32)), rm, rv,
                                                      Tensor(np.ones(3, np.float32)), Tensor(np.zeros(3, np.float32)),
                                                      training=True, momentum=0.1))
emit("functional_running_var", rv.value())
emit("functional_running_mean", rm.value())
