"""Callback / checkpoint-config constructor arguments at edge values (LossMonitor, TimeMonitor, CheckpointConfig,
ModelCheckpoint, EarlyStopping, LearningRateScheduler, History, LambdaCallback) and the attributes they keep, and
Model.train argument kinds (epoch as float / bool / 0, callbacks as a single Callback / tuple / None)."""
import tempfile
import io
import contextlib
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import (Model, LossMonitor, TimeMonitor, CheckpointConfig, ModelCheckpoint, EarlyStopping,
                             LearningRateScheduler, History, LambdaCallback, Callback)
import mindspore.dataset as ds
from _h import case

for v in (1, 0, -1, 2.0, True, None, "1"):
    case(f"lm.{v!r}", lambda v=v: LossMonitor(v)._per_print_times if v is not None else LossMonitor()._per_print_times)
for v in (None, 0, -1, 2.5, True, "x"):
    case(f"tm.{v!r}", lambda v=v: type(TimeMonitor(v)).__name__)
CC = [
    ("default", {}),
    ("steps0", {"save_checkpoint_steps": 0}),
    ("steps_neg", {"save_checkpoint_steps": -1}),
    ("steps_float", {"save_checkpoint_steps": 2.0}),
    ("steps_none_secs_none", {"save_checkpoint_steps": None, "save_checkpoint_seconds": None}),
    ("max0", {"keep_checkpoint_max": 0}),
    ("max_neg", {"keep_checkpoint_max": -2}),
    ("max_none_min_none", {"keep_checkpoint_max": None, "keep_checkpoint_per_n_minutes": None}),
    ("max_float", {"keep_checkpoint_max": 2.5}),
    ("secs_and_steps", {"save_checkpoint_steps": 3, "save_checkpoint_seconds": 10}),
    ("min_and_max", {"keep_checkpoint_max": 3, "keep_checkpoint_per_n_minutes": 5}),
    ("integrated_bool", {"integrated_save": 1}),
    ("async_bool", {"async_save": "yes"}),
    ("append_info_bad", {"append_info": "epoch_num"}),
    ("append_info_ok", {"append_info": ["epoch_num", "step_num", {"lr": 0.1}]}),
    ("enc_bad", {"enc_mode": "AES-GCM"}),
    ("format_bad", {"format": "npz"}),
    ("format_st", {"format": "safetensors"}),
    ("exception_save", {"exception_save": True}),
    ("remove_redundancy", {"remove_redundancy": True}),
]


def cc(kw):
    c = CheckpointConfig(**kw)
    return [c.save_checkpoint_steps, c.save_checkpoint_seconds, c.keep_checkpoint_max, c.keep_checkpoint_per_n_minutes,
            c.integrated_save, c.async_save, c.append_info]


for label, kw in CC:
    case(f"cc.{label}", lambda kw=kw: cc(kw))
for label, kw in (("prefix_slash", {"prefix": "a/b"}), ("prefix_int", {"prefix": 3}), ("prefix_empty", {"prefix": ""}),
                  ("config_bad", {"config": {}}), ("dir_int", {"directory": 3}), ("ok", {"prefix": "net"})):
    case(f"mc.{label}", lambda kw=kw: type(ModelCheckpoint(**kw)).__name__)
for label, kw in (("mode_bad", {"mode": "up"}), ("patience_neg", {"patience": -1}), ("min_delta_neg", {"min_delta": -1.0}),
                  ("monitor_acc", {"monitor": "acc"}), ("baseline", {"baseline": 0.5})):
    case(f"es.{label}", lambda kw=kw: [getattr(EarlyStopping(**kw), a, None) for a in ("mode", "patience", "min_delta", "monitor")])
case("lrs.not_callable", lambda: LearningRateScheduler(0.1))
case("hist.attrs", lambda: sorted(k for k in vars(History()) if not k.startswith("_")))
case("lam.none", lambda: type(LambdaCallback()).__name__)


def data():
    x = ((np.arange(32).reshape(8, 4) % 7) / 7.0 - 0.4).astype(np.float32)
    return ds.NumpySlicesDataset({"x": x, "y": (np.arange(8) % 3).astype(np.int32)}, shuffle=False).batch(4)


def train(epoch, cbs, **kw):
    net = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
    m = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.1, 0.9))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        m.train(epoch, data(), callbacks=cbs, dataset_sink_mode=False, **kw)
    return [out.getvalue().splitlines(), net.bias.asnumpy().round(5).tolist()]


case("mt.epoch_float", lambda: train(2.0, [LossMonitor()]))
case("mt.epoch_bool", lambda: train(True, [LossMonitor()]))
case("mt.epoch0", lambda: train(0, [LossMonitor()]))
case("mt.epoch_neg", lambda: train(-1, [LossMonitor()]))
case("mt.cb_single", lambda: train(1, LossMonitor()))
case("mt.cb_tuple", lambda: train(1, (LossMonitor(), History())))
case("mt.cb_none", lambda: train(1, None))
case("mt.cb_bad", lambda: train(1, [1]))
case("mt.cb_dup", lambda: train(1, [LossMonitor(), LossMonitor(2)]))
case("mt.sink_size_nosink", lambda: train(1, [LossMonitor()], sink_size=1))
case("mt.lrsched", lambda: train(2, [LossMonitor(), LearningRateScheduler(lambda lr, step: lr * 0.5)]))
case("mt.lrsched_step", lambda: train(2, [LearningRateScheduler(lambda lr, step: lr if step % 2 else lr * 0.1), LossMonitor()]))
