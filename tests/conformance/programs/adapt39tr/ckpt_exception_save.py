"""ModelCheckpoint(config=CheckpointConfig(exception_save=True)): when training raises (here a callback's
ValueError), Model saves the train network to '<prefix>-<epoch>_<step in epoch>_breakpoint.ckpt' before the error
propagates, append_info's epoch_num / step_num set to that point; a second breakpoint in the same directory is
'<prefix>_1-...'; callbacks given as a tuple, or exception_save=False, save nothing."""
import os
import tempfile

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.train import Callback, Model
from mindspore.train.callback import CheckpointConfig, ModelCheckpoint
from _conf import emit

X = ((np.arange(48, dtype=np.float32).reshape(12, 4) % 7) - 3.0) / 4.0
Y = (np.arange(12) % 3).astype(np.int32)


def data():
    return ds.NumpySlicesDataset((X, Y), ["data", "label"], shuffle=False).batch(4)


def model():
    w = ((np.arange(12, dtype=np.float32).reshape(3, 4) % 5) - 2.0) / 5.0
    net = nn.Dense(4, 3, weight_init=Tensor(w), bias_init="zeros")
    return net, Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                      nn.Momentum(net.trainable_params(), 0.1, 0.9))


class Boom(Callback):
    def __init__(self, at):
        super().__init__()
        self.at = at

    def on_train_step_end(self, run_context):
        if run_context.original_args().cur_step_num == self.at:
            raise ValueError("boom")


def run(d, at, exception_save=True, as_tuple=False, append_info=None):
    net, m = model()
    mc = ModelCheckpoint(prefix="b", directory=d,
                         config=CheckpointConfig(save_checkpoint_steps=100, exception_save=exception_save,
                                                 append_info=append_info))
    cbs = (mc, Boom(at)) if as_tuple else [mc, Boom(at)]
    try:
        m.train(2, data(), callbacks=cbs, dataset_sink_mode=False)
        err = None
    except ValueError as e:
        err = str(e)
    return err, net


d = tempfile.mkdtemp()
err, net = run(d, 2)
emit("error_propagates", err)
emit("files_step2", [f for f in sorted(os.listdir(d)) if f.endswith(".ckpt")])
back = ms.load_checkpoint(os.path.join(d, "b-1_2_breakpoint.ckpt"))
emit("breakpoint_keys", sorted(back))
emit("breakpoint_weight_is_net", bool(np.array_equal(back["weight"].asnumpy(), net.weight.asnumpy())))
run(d, 4)
emit("files_second", [f for f in sorted(os.listdir(d)) if f.endswith(".ckpt")])

d2 = tempfile.mkdtemp()
run(d2, 5, append_info=["epoch_num", "step_num"])
f = [x for x in sorted(os.listdir(d2)) if x.endswith(".ckpt")]
emit("append_files", f)
back = ms.load_checkpoint(os.path.join(d2, f[0]))
emit("append_values", [back["epoch_num"].asnumpy().tolist(), back["step_num"].asnumpy().tolist()])

d3 = tempfile.mkdtemp()
run(d3, 2, as_tuple=True)
emit("tuple_callbacks_files", [f for f in sorted(os.listdir(d3)) if f.endswith(".ckpt")])
d4 = tempfile.mkdtemp()
run(d4, 2, exception_save=False)
emit("no_exception_save_files", [f for f in sorted(os.listdir(d4)) if f.endswith(".ckpt")])
