"""The fields of run_context.original_args() at each hook (train / eval / fit, sink or not), their types, and
ModelCheckpoint's latest_ckpt_file_name / TimeMonitor and LossMonitor lines inside fit."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import (Model, Callback, ModelCheckpoint, CheckpointConfig, Accuracy, Loss, LossMonitor,
                             TimeMonitor)
import mindspore.dataset as ds
from _h import case, printed


def xs(n, f=4):
    return ((np.arange(n * f).reshape(n, f) % 7) / 7.0 - 0.4).astype(np.float32)


def data(n=8, bs=4):
    return ds.NumpySlicesDataset({"x": xs(n), "y": (np.arange(n) % 3).astype(np.int32)}, shuffle=False).batch(bs)


def mk():
    net = nn.Dense(4, 3, weight_init=Tensor((np.arange(12).reshape(3, 4) % 5 / 10.0 - 0.2).astype(np.float32)),
                   bias_init="zeros")
    return net, Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                      nn.Momentum(net.trainable_params(), 0.1, 0.9), metrics={"acc": Accuracy(), "loss": Loss()})


HOOKS = ("on_train_begin", "on_train_epoch_begin", "on_train_step_begin", "on_train_step_end", "on_train_epoch_end",
         "on_train_end", "on_eval_begin", "on_eval_epoch_begin", "on_eval_step_begin", "on_eval_step_end",
         "on_eval_epoch_end", "on_eval_end")
SKIP = {"list_callback"}


def tname(v):
    if isinstance(v, (list, tuple)):
        return type(v).__name__ + "[" + ",".join(sorted({type(x).__name__ for x in v})) + "]"
    return type(v).__name__


class Keys(Callback):
    def __init__(self):
        super().__init__()
        self.seen = {}

    def __getattribute__(self, name):
        if name in HOOKS:
            def hook(rc, name=name):
                cb = rc.original_args()
                if name not in self.seen:
                    self.seen[name] = sorted((k, tname(v)) for k, v in cb.items() if k not in SKIP)
            return hook
        return object.__getattribute__(self, name)


def keys(kind, sink):
    net, m = mk()
    k = Keys()
    if kind == "train":
        m.train(1, data(), callbacks=[k], dataset_sink_mode=sink)
    elif kind == "eval":
        m.eval(data(), callbacks=[k], dataset_sink_mode=sink)
    else:
        m.fit(1, data(), data(), callbacks=[k], dataset_sink_mode=sink, valid_dataset_sink_mode=sink)
    return k.seen


for kind in ("train", "eval", "fit"):
    for sink in (False, True):
        def run(kind=kind, sink=sink):
            seen = keys(kind, sink)
            for h in HOOKS:
                if h in seen:
                    print(f"keys.{kind}.sink{sink}.{h} =>", seen[h], flush=True)
            return sorted(seen)
        case(f"keys.{kind}.sink{sink}", run)


def latest(sink):
    d = tempfile.mkdtemp()
    net, m = mk()
    cb = ModelCheckpoint("l", d, CheckpointConfig(save_checkpoint_steps=1, keep_checkpoint_max=2))
    before = cb.latest_ckpt_file_name
    m.train(2, data(), callbacks=[cb], dataset_sink_mode=sink)
    return before, os.path.basename(cb.latest_ckpt_file_name), sorted(os.listdir(d))


case("latest.nosink", lambda: latest(False))
case("latest.sink", lambda: latest(True))


def fit_lines(cbs, sink=False):
    net, m = mk()
    return printed(m.fit, 2, data(), data(), callbacks=cbs, dataset_sink_mode=sink)[0]


case("fitlines.lm", lambda: fit_lines([LossMonitor()]))
case("fitlines.lm.sink", lambda: fit_lines([LossMonitor()], True))
case("fitlines.tm", lambda: fit_lines([TimeMonitor()]))
case("fitlines.tm.sink", lambda: fit_lines([TimeMonitor()], True))
case("fitlines.lm_tm", lambda: fit_lines([LossMonitor(2), TimeMonitor(2)]))
case("evallines.lm_tm", lambda: printed(mk()[1].eval, data(), callbacks=[LossMonitor(), TimeMonitor()])[0])
