"""ModelCheckpoint without a directory writes into the working directory of the moment MindSpore was imported (its
module reads os.getcwd() once), not the one current when the callback is built: after os.chdir the files still go
to the first directory.  (The program removes the files it wrote there.)"""
import os
import tempfile

import numpy as np

import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.train import Model
from mindspore.train.callback import CheckpointConfig, ModelCheckpoint
from _conf import emit

first = os.getcwd()
X = ((np.arange(48, dtype=np.float32).reshape(12, 4) % 7) - 3.0) / 4.0
Y = (np.arange(12) % 3).astype(np.int32)
net = nn.Dense(4, 3, weight_init=Tensor(np.ones((3, 4), np.float32)), bias_init="zeros")
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.SGD(net.trainable_params(), 0.1))
other = tempfile.mkdtemp()
os.chdir(other)
prefix = "adapt39tr_default_dir"
try:
    cb = ModelCheckpoint(prefix=prefix, config=CheckpointConfig(save_checkpoint_steps=3, keep_checkpoint_max=1))
    model.train(1, ds.NumpySlicesDataset((X, Y), ["data", "label"], shuffle=False).batch(4), callbacks=[cb],
                dataset_sink_mode=False)
    latest = cb.latest_ckpt_file_name
    emit("written_to_first_dir", os.path.dirname(os.path.abspath(latest)) == os.path.realpath(first))
    emit("nothing_in_new_cwd", [f for f in os.listdir(other) if f.startswith(prefix)])
    emit("file_name", os.path.basename(latest).replace(prefix, "P").split("-", 1)[1])
finally:
    os.chdir(first)
    for f in os.listdir(first):
        if f.startswith(prefix):
            os.remove(os.path.join(first, f))
