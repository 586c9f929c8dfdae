# Model code adapted from mindspore-ai/models research/nlp/textcnn/src/textcnn.py:
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
"""TextCNN from the model zoo (research/nlp/textcnn, 96 channels -> 4, small vocab): the zoo's
SoftmaxCrossEntropyExpand (ReduceMax/Exp/Div/Log/OneHot, scalar_to_tensor), ExpandDims of int ids into
nn.Embedding, (k, vec) convolutions with padding=1, MaxPool2d over the word axis, ReduceMax over (2, 3),
the train.py lr list (warm-up, normal, shrink) fed to Adam over filter(requires_grad) with weight decay,
Model(net, loss, opt, metrics={'acc': Accuracy()}) over a GeneratorDataset with LossMonitor, TimeMonitor,
ModelCheckpoint(CheckpointConfig) and a custom Callback, then load_checkpoint / load_param_into_net and
model.eval."""
import math
import os
import tempfile
import numpy as np
import mindspore
import mindspore as ms
import mindspore.ops as ops
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from mindspore.nn.cell import Cell
from mindspore.nn.metrics import Accuracy
from mindspore.train.callback import ModelCheckpoint, CheckpointConfig, LossMonitor, TimeMonitor
from mindspore.train.model import Model
from _conf import emit
from _zoo4 import StepLoss, checkpoint_names, head, set_weights

CH = 4


class SoftmaxCrossEntropyExpand(Cell):
    def __init__(self, sparse=False):
        super(SoftmaxCrossEntropyExpand, self).__init__()
        self.exp = ops.Exp()
        self.reduce_sum = ops.ReduceSum(keep_dims=True)
        self.onehot = ops.OneHot()
        self.on_value = Tensor(1.0, mindspore.float32)
        self.off_value = Tensor(0.0, mindspore.float32)
        self.div = ops.Div()
        self.log = ops.Log()
        self.sum_cross_entropy = ops.ReduceSum(keep_dims=False)
        self.mul = ops.Mul()
        self.mul2 = ops.Mul()
        self.cast = ops.Cast()
        self.reduce_mean = ops.ReduceMean(keep_dims=False)
        self.sparse = sparse
        self.reduce_max = ops.ReduceMax(keep_dims=True)
        self.sub = ops.Sub()

    def construct(self, logit, label):
        logit_max = self.reduce_max(logit, -1)
        exp = self.exp(self.sub(logit, logit_max))
        exp_sum = self.reduce_sum(exp, -1)
        softmax_result = self.div(exp, exp_sum)
        if self.sparse:
            label = self.onehot(label, ops.shape(logit)[1], self.on_value, self.off_value)

        softmax_result_log = self.log(softmax_result)
        loss = self.sum_cross_entropy((self.mul(softmax_result_log, label)), -1)
        loss = self.mul2(ops.scalar_to_tensor(-1.0), loss)
        loss = self.reduce_mean(loss, -1)

        return loss


def make_conv_layer(kernel_size):
    return nn.Conv2d(in_channels=1, out_channels=CH, kernel_size=kernel_size, padding=1,
                     pad_mode="pad", has_bias=True, weight_init="normal", bias_init="zeros")


class TextCNN(nn.Cell):
    def __init__(self, vocab_len, word_len, num_classes, vec_length, embedding_table='uniform', drop=0.5):
        super(TextCNN, self).__init__()
        self.vec_length = vec_length
        self.word_len = word_len
        self.num_classes = num_classes

        self.unsqueeze = ops.ExpandDims()
        self.embedding = nn.Embedding(vocab_len, self.vec_length, embedding_table=embedding_table)

        self.slice = ops.Slice()
        self.layer1 = self.make_layer(kernel_height=3)
        self.layer2 = self.make_layer(kernel_height=4)
        self.layer3 = self.make_layer(kernel_height=5)

        self.concat = ops.Concat(1)

        self.fc = nn.Dense(CH*3, self.num_classes, weight_init="normal", bias_init="zeros")
        self.drop = nn.Dropout(p=drop)
        self.reducemax = ops.ReduceMax(keep_dims=False)

    def make_layer(self, kernel_height):
        return nn.SequentialCell(
            [
                make_conv_layer((kernel_height, self.vec_length)), nn.ReLU(),
                nn.MaxPool2d(kernel_size=(self.word_len-kernel_height+1, 1)),
            ]
        )

    def construct(self, x):
        x = self.unsqueeze(x, 1)
        x = self.embedding(x)
        x1 = self.layer1(x)
        x2 = self.layer2(x)
        x3 = self.layer3(x)

        x1 = self.reducemax(x1, (2, 3))
        x2 = self.reducemax(x2, (2, 3))
        x3 = self.reducemax(x3, (2, 3))

        x = self.concat((x1, x2, x3))
        x = self.drop(x)
        x = self.fc(x)
        return x


VOCAB, WORD_LEN, VEC = 23, 9, 5
ids = ((np.arange(8 * WORD_LEN) * 7 + 3) % VOCAB).reshape(8, WORD_LEN).astype(np.int32)
labels = (np.arange(8) * 5 % 2).astype(np.int32)

net = TextCNN(VOCAB, WORD_LEN, 2, VEC)
emit("init shapes/dtypes", [(n, tuple(p.shape), str(p.dtype)) for n, p in net.parameters_and_names()])
emit("embedding uniform init in range", bool(np.abs(net.embedding.embedding_table.asnumpy()).max() <= 0.07))
emit("fc bias zeros", net.fc.bias)
emit("param names", set_weights(net))
net.set_train(False)
out = net(Tensor(ids[:2]))
emit("eval forward", out, rtol=1e-4, atol=1e-5)
emit("eval forward dtype/shape", (str(out.dtype), out.shape))
loss = SoftmaxCrossEntropyExpand(sparse=True)
emit("expand loss", loss(out, Tensor(labels[:2])), rtol=1e-5, atol=1e-6)

# train.py's lr list
epoch_size, batch_num, base_lr = 5, 2, 1e-3
warm_up = [base_lr / math.floor(epoch_size / 5) * (i + 1) for _ in range(batch_num) for i in
           range(math.floor(epoch_size / 5))]
shrink = [base_lr / (16 * (i + 1)) for _ in range(batch_num) for i in range(math.floor(epoch_size * 3 / 5))]
normal_run = [base_lr for _ in range(batch_num) for i in
              range(epoch_size - math.floor(epoch_size / 5) - math.floor(epoch_size * 2 / 5))]
learning_rate = warm_up + normal_run + shrink
emit("lr list", learning_rate)

net = TextCNN(VOCAB, WORD_LEN, 2, VEC, drop=0.0)
set_weights(net)
opt = nn.Adam(filter(lambda x: x.requires_grad, net.get_parameters()),
              learning_rate=learning_rate, weight_decay=float(3e-5))
emit("opt lr type", type(opt.learning_rate).__name__)


def dataset(n=8):
    return ds.GeneratorDataset(list(zip(ids[:n], labels[:n])), ["data", "label"], shuffle=False).batch(4)


model = Model(net, loss_fn=loss, optimizer=opt, metrics={'acc': Accuracy()})
tmp = tempfile.mkdtemp()
config_ck = CheckpointConfig(save_checkpoint_steps=batch_num, keep_checkpoint_max=2)
ckpoint_cb = ModelCheckpoint(prefix="train_textcnn", directory=tmp, config=config_ck)
step_cb = StepLoss()
time_cb = TimeMonitor(data_size=batch_num)


def train():
    model.train(3, dataset(), callbacks=[time_cb, ckpoint_cb, LossMonitor(), step_cb], dataset_sink_mode=False)


import io, contextlib
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    train()
lines = [l for l in buf.getvalue().splitlines() if "loss is" in l]
emit("LossMonitor lines", [l.split("loss is")[0] for l in lines])
emit("LossMonitor losses", [float(l.split("loss is")[1]) for l in lines], rtol=1e-4, atol=1e-6)
emit("TimeMonitor lines", [l.split(":")[0] for l in buf.getvalue().splitlines() if "loss is" not in l])
emit("step callback", [s[:2] for s in step_cb.steps])
emit("step losses", [s[2] for s in step_cb.steps], rtol=1e-4, atol=1e-6)
emit("epoch callback", step_cb.epochs)
emit("checkpoints kept", checkpoint_names(tmp))
emit("fc weight after", net.fc.weight, rtol=1e-3, atol=1e-6)
emit("embedding after", head(net.embedding.embedding_table, 24), rtol=1e-3, atol=1e-6)
emit("global step", opt.global_step)
emit("adam moment1", head(opt.moment1[0], 12), rtol=1e-3, atol=1e-7)

res = model.eval(dataset(), dataset_sink_mode=False)
emit("eval", res)
param_dict = ms.load_checkpoint(os.path.join(tmp, checkpoint_names(tmp)[-1]))
emit("ckpt keys", sorted(param_dict.keys()))
net2 = TextCNN(VOCAB, WORD_LEN, 2, VEC, drop=0.0)
emit("load_param_into_net", ms.load_param_into_net(net2, param_dict))
net2.set_train(False)
net.set_train(False)
emit("reloaded forward equal", bool(np.allclose(net2(Tensor(ids)).asnumpy(), net(Tensor(ids)).asnumpy(), atol=1e-6)))
emit("reloaded forward", net2(Tensor(ids)), rtol=1e-3, atol=1e-5)
