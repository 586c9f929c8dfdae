"""A whole LeNet-style train.py over a GeneratorDataset (conv, pool, flatten, dense; Momentum with a
piecewise-constant lr list; LossMonitor, a step/epoch printing callback, ModelCheckpoint into a temp dir), then eval,
load the last checkpoint into a fresh net and predict; the full printed text and the values are compared."""
import os
import tempfile

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore.common.initializer import initializer
from mindspore.train import Accuracy, Callback, CheckpointConfig, Loss, LossMonitor, Model, ModelCheckpoint
from _conf import emit, emit_stdout


def det(shape, k):
    n = int(np.prod(shape))
    return ms.Tensor((((np.arange(n) * k) % 11 - 5) / 25.0).astype(np.float32).reshape(shape))


class LeNet(nn.Cell):
    def __init__(self, num_class=3):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, pad_mode="valid", weight_init=det((4, 1, 3, 3), 3))
        self.conv2 = nn.Conv2d(4, 6, 3, pad_mode="same", weight_init=det((6, 4, 3, 3), 7), has_bias=True,
                               bias_init="zeros")
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(6 * 3 * 3, 8, weight_init=det((8, 54), 5), bias_init="zeros")
        self.fc2 = nn.Dense(8, num_class, weight_init=det((num_class, 8), 9), bias_init="zeros")

    def construct(self, x):
        x = self.relu(self.conv1(x))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        return self.fc2(self.relu(self.fc1(x)))


IMG = ((np.arange(16 * 64) % 13) / 13.0).astype(np.float32).reshape(16, 1, 8, 8)
LAB = (np.arange(16) % 3).astype(np.int32)


def create_dataset(batch_size=4, repeat=1):
    def gen():
        for i in range(16):
            yield IMG[i], LAB[i]
    data = ds.GeneratorDataset(gen, ["image", "label"], shuffle=False)
    data = data.map(lambda x: (x - 0.5) / 0.5, "image")
    return data.batch(batch_size, drop_remainder=True).repeat(repeat)


class PrintStep(Callback):
    def on_train_epoch_begin(self, run_context):
        cb = run_context.original_args()
        print("epoch begin", cb.cur_epoch_num, cb.cur_step_num, cb.batch_num)

    def on_train_step_begin(self, run_context):
        cb = run_context.original_args()
        lr = cb.optimizer.get_lr()
        print("step begin", cb.cur_step_num, "lr %.4f" % float(lr.asnumpy()))

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print("epoch end", cb.cur_epoch_num, "loss %.5f" % float(cb.net_outputs.asnumpy()))

    def on_train_end(self, run_context):
        cb = run_context.original_args()
        print("train end", cb.cur_epoch_num, cb.cur_step_num, type(cb.train_network).__name__)


def main():
    d = tempfile.mkdtemp()
    net = LeNet()
    lr = nn.piecewise_constant_lr([4, 8, 12], [0.05, 0.02, 0.01])
    opt = nn.Momentum(net.trainable_params(), lr, 0.9, weight_decay=1e-4)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss, opt, metrics={"Accuracy": Accuracy(), "Loss": Loss()})
    ckpt = ModelCheckpoint(prefix="checkpoint_lenet", directory=os.path.join(d, "ckpt"),
                           config=CheckpointConfig(save_checkpoint_steps=3, keep_checkpoint_max=2))
    model.train(3, create_dataset(), callbacks=[ckpt, LossMonitor(2), PrintStep()], dataset_sink_mode=False)
    print("files", sorted(f for f in os.listdir(os.path.join(d, "ckpt")) if f.endswith(".ckpt")))
    acc = model.eval(create_dataset(8), dataset_sink_mode=False)
    print("============== Accuracy:{} ==============".format({k: round(float(v), 5) for k, v in acc.items()}))
    fresh = LeNet()
    param_dict = ms.load_checkpoint(ckpt.latest_ckpt_file_name)
    not_loaded = ms.load_param_into_net(fresh, param_dict)
    print("not loaded", not_loaded)
    out = Model(fresh).predict(ms.Tensor(IMG[:4]))
    print("pred", out.argmax(1))
    return fresh, out


holder = {}
emit_stdout("script_output", lambda: holder.setdefault("r", main()))
emit("final_conv1", holder["r"][0].conv1.weight, rtol=1e-4, atol=1e-6)
emit("final_pred", holder["r"][1], rtol=1e-4, atol=1e-6)
