# Model code adapted from mindspore-ai/models official/cv/Arcface/{src/iresnet.py,train.py}:
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
"""BatchNorm inside a ``Cell.to_float(mstype.float16)`` Cell (the model zoo's Arcface: ``MyNetWithLoss`` runs the
IResNet backbone ``.to_float(mstype.float16)``).  MindSpore's mixed precision casts an op's inputs to float16 except
those its signature marks RW_WRITE -- BatchNorm's gamma, beta, moving mean and moving variance -- so the batch
statistics, the moving-average update and BatchNormGrad compute in float32 (only x is float16).  msgraph cast them
too: the moving statistics were float16-rounded, dx lost its precision (all-zero rows) and the Arcface backbone's
training overflowed to NaN at its second step."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore import dtype as mstype
from _conf import emit
from _zoo28 import data, set_weights


def stats(label, bn, rtol=1e-6):
    emit(label, [bn.moving_mean.asnumpy().copy(), bn.moving_variance.asnumpy().copy()], rtol=rtol, atol=rtol / 10)


# one layer: forward (training and inference), the moving statistics after two steps, the gradients
x = Tensor(data(2, 16, 4, 4) * 3)
bn = nn.BatchNorm2d(16)
set_weights(bn)
bn.to_float(mstype.float16)
bn.set_train(True)
emit("bn2d fp16 train", bn(x), rtol=1e-3, atol=1e-3)
stats("bn2d fp16 moving stats step 1", bn)
bn(x * 0.5)
stats("bn2d fp16 moving stats step 2", bn)
bn.set_train(False)
emit("bn2d fp16 eval", bn(x), rtol=1e-3, atol=1e-3)
bn.set_train(True)
sens = Tensor(data(2, 16, 4, 4, k=1) * 1000)


def weighted(v):
    return (bn(v) * sens).sum()


grad = ms.grad(weighted, grad_position=0, weights=bn.trainable_params())
dx, (dgamma, dbeta) = grad(x)
emit("bn2d fp16 dx", dx, rtol=2e-3, atol=2e-3)
emit("bn2d fp16 dgamma dbeta", [dgamma, dbeta], rtol=1e-3, atol=1e-2)

bn1 = nn.BatchNorm1d(8)
set_weights(bn1)
bn1.to_float(mstype.float16)
bn1.set_train(True)
emit("bn1d fp16 train", bn1(Tensor(data(4, 8, k=2))), rtol=1e-3, atol=1e-3)
stats("bn1d fp16 moving stats", bn1)


# the Arcface block (BN -> conv3x3 -> BN -> PReLU -> conv3x3 -> BN, + identity) in a float16 backbone, trained
class IBasicBlock(nn.Cell):
    def __init__(self, planes):
        super().__init__()
        self.bn1 = nn.BatchNorm2d(planes, eps=1e-05)
        self.conv1 = nn.Conv2d(planes, planes, 3, 1, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(planes, eps=1e-05)
        self.prelu = nn.PReLU(planes)
        self.conv2 = nn.Conv2d(planes, planes, 3, 1, pad_mode="pad", padding=1, has_bias=False)
        self.bn3 = nn.BatchNorm2d(planes, eps=1e-05)

    def construct(self, x):
        identity = x
        out = self.bn1(x)
        out = self.conv1(out)
        out = self.bn2(out)
        out = self.prelu(out)
        out = self.conv2(out)
        out = self.bn3(out)
        out += identity
        return out


class Backbone(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, 1, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(8, eps=1e-05)
        self.block = IBasicBlock(8)
        self.flatten = ops.Flatten()
        self.fc = nn.Dense(8 * 16, 6)
        self.features = nn.BatchNorm1d(6, eps=1e-05)
        self.features.gamma.requires_grad = False

    def construct(self, x):
        x = self.block(self.bn1(self.conv1(x)))
        return self.features(self.fc(self.flatten(x)))


class NetWithLoss(nn.Cell):
    def __init__(self, backbone):
        super().__init__(auto_prefix=False)
        self._backbone = backbone.to_float(mstype.float16)
        self.loss = nn.MSELoss()

    def construct(self, data_, label):
        return self.loss(self._backbone(data_), label)


net = Backbone()
set_weights(net, 0.5)
train_net = NetWithLoss(net)
opt = nn.SGD(train_net.trainable_params(), learning_rate=0.05, momentum=0.9, weight_decay=5e-4)
step = nn.TrainOneStepCell(train_net, opt)
step.set_train()
losses = [step(Tensor(data(4, 3, 4, 4, k=i)), Tensor(data(4, 6, k=10 + i) * 0.5)) for i in range(3)]
emit("fp16 backbone losses", losses, rtol=5e-3, atol=1e-3)
emit("fp16 backbone finite", [bool(np.isfinite(p.asnumpy()).all()) for p in net.get_parameters()])
stats("fp16 backbone bn1 stats", net.bn1, rtol=1e-2)   # float16 convolutions round apart
emit("fp16 backbone stat dtypes", [str(p.dtype) for p in net.get_parameters()])
