"""Model.train / fit / eval as train.py scripts drive them, the mode from $MODE: the order of every callback hook
(new and old names), the cb_params fields each hook sees, request_stop at several points, sink mode with sink_size,
initial_epoch, LossMonitor / EarlyStopping / ReduceLROnPlateau / History in fit, ModelCheckpoint's files and
append_info, eval callbacks."""
import contextlib
import io
import os
import re
import shutil
import tempfile

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor
from mindspore.train import (Model, Callback, LossMonitor, History, EarlyStopping, ReduceLROnPlateau,
                             ModelCheckpoint, CheckpointConfig)
from _h import case

HOOKS = ["on_train_begin", "on_train_epoch_begin", "on_train_step_begin", "on_train_step_end", "on_train_epoch_end",
         "on_train_end", "on_eval_begin", "on_eval_epoch_begin", "on_eval_step_begin", "on_eval_step_end",
         "on_eval_epoch_end", "on_eval_end"]
OLD = ["begin", "epoch_begin", "step_begin", "step_end", "epoch_end", "end"]


def data(n=12, bs=4):
    x = (np.arange(n * 6).reshape(n, 6).astype(np.float32) % 7 - 3.0) / 3.0
    y = (np.arange(n) % 3).astype(np.int32)
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(bs)


def net():
    return nn.Dense(6, 3, weight_init="ones", bias_init="zeros")


def model(metrics=None, lr=0.1, **kw):
    n = net()
    return n, Model(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                    nn.Momentum(n.trainable_params(), lr, 0.9), metrics=metrics, **kw)


def out(v):
    if v is None:
        return None
    if isinstance(v, (tuple, list)):
        return [out(x) for x in v]
    if hasattr(v, "asnumpy"):
        return round(float(v.asnumpy().reshape(-1)[0]), 5)
    return v


class Rec(Callback):
    def __init__(self, hooks=HOOKS, fields=("cur_epoch_num", "cur_step_num"), stop_at=None):
        super().__init__()
        self.log = []
        self.fields = fields
        self.stop_at = stop_at
        for h in hooks:
            setattr(self, h, self._make(h))

    def _make(self, h):
        def fn(run_context):
            cb = run_context.original_args()
            self.log.append((h,) + tuple(out(cb.get(f, "<none>")) for f in self.fields))
            if self.stop_at == (h, cb.get("cur_step_num")):
                run_context.request_stop()
        return fn


def w(n):
    return [np.round(p.asnumpy(), 5).tolist() for p in n.trainable_params()]


def train_log(epochs=2, sink=False, hooks=HOOKS, fields=("cur_epoch_num", "cur_step_num"), stop_at=None, **kw):
    def f():
        n, m = model()
        r = Rec(hooks, fields, stop_at)
        m.train(epochs, data(), callbacks=[r], dataset_sink_mode=sink, **kw)
        return r.log, w(n)
    return f


case("order_train", train_log())
case("order_train_old_names", train_log(hooks=OLD))
case("order_train_both_names", train_log(hooks=HOOKS[:6] + OLD))
case("fields_train", train_log(epochs=1, hooks=["on_train_step_end", "on_train_epoch_end"],
                               fields=("batch_num", "epoch_num", "net_outputs", "dataset_sink_mode", "mode",
                                       "cur_epoch_num", "cur_step_num", "parallel_mode", "device_number")))
case("stop_step2", train_log(epochs=3, stop_at=("on_train_step_end", 2)))
case("stop_step_begin", train_log(epochs=2, stop_at=("on_train_step_begin", 4)))
case("stop_epoch_begin", train_log(epochs=3, stop_at=("on_train_epoch_begin", 3)))
case("stop_epoch_end", train_log(epochs=3, stop_at=("on_train_epoch_end", 6)))
case("initial_epoch", train_log(epochs=3, initial_epoch=1))
case("sink", train_log(epochs=2, sink=True))
case("sink_size2", train_log(epochs=3, sink=True, sink_size=2))
case("sink_size2_initial", train_log(epochs=3, sink=True, sink_size=2, initial_epoch=1))
case("sink_stop", train_log(epochs=3, sink=True, stop_at=("on_train_step_end", 6)))
case("sink_fields", train_log(epochs=1, sink=True, hooks=["on_train_step_end"],
                              fields=("batch_num", "epoch_num", "cur_step_num", "net_outputs", "dataset_sink_mode")))


def fit_log(epochs=3, freq=1, hooks=HOOKS, fields=("cur_epoch_num", "cur_step_num"), cbs=(), **kw):
    def f():
        n, m = model(metrics={"acc", "loss"})
        r = Rec(hooks, fields)
        m.fit(epochs, data(), data(8, 4), valid_frequency=freq, callbacks=[r] + list(cbs), dataset_sink_mode=False,
              **kw)
        return r.log
    return f


case("order_fit", fit_log(epochs=2))
case("order_fit_freq2", fit_log(epochs=3, freq=2))
case("order_fit_freq_list", fit_log(epochs=3, freq=[1, 3]))
case("fields_fit_eval", fit_log(epochs=1, hooks=["on_eval_step_end", "on_eval_end"],
                                fields=("cur_epoch_num", "cur_step_num", "batch_num", "mode", "eval_results",
                                        "net_outputs")))
case("fit_initial", fit_log(epochs=3, initial_epoch=1))


def eval_log():
    n, m = model(metrics={"acc"})
    r = Rec(HOOKS + OLD, ("cur_epoch_num", "cur_step_num", "batch_num"))
    res = m.eval(data(8, 4), callbacks=[r], dataset_sink_mode=False)
    return r.log, res


case("order_eval", eval_log)


def stdout_of(fn):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        r = fn()
    text = re.sub(r"\d+\.\d+ ?ms", "<t> ms", buf.getvalue())
    return text, r


def lossmon(per, epochs=2, sink=False, **kw):
    def f():
        n, m = model()
        return stdout_of(lambda: m.train(epochs, data(), callbacks=[LossMonitor(per)], dataset_sink_mode=sink,
                                         **kw))[0]
    return f


case("lossmon_1", lossmon(1))
case("lossmon_2", lossmon(2))
case("lossmon_5", lossmon(5, epochs=3))
case("lossmon_sink", lossmon(1, sink=True))
case("lossmon_sink_size", lossmon(1, epochs=3, sink=True, sink_size=2))
case("lossmon_initial", lossmon(1, epochs=3, initial_epoch=2))


def fit_print(cbs_fn, epochs=3, **kw):
    def f():
        n, m = model(metrics={"acc", "loss"})
        cbs = cbs_fn(m)
        text, _ = stdout_of(lambda: m.fit(epochs, data(), data(8, 4), callbacks=cbs, dataset_sink_mode=False, **kw))
        return text, w(n), [round(float(np.asarray(m._optimizer.learning_rate.asnumpy())), 6)]
    return f


case("fit_lossmon", fit_print(lambda m: [LossMonitor(2)]))
case("fit_early_loss", fit_print(lambda m: [EarlyStopping(monitor="eval_loss", patience=1, min_delta=10.0,
                                                          verbose=True)], epochs=5))
case("fit_early_acc", fit_print(lambda m: [EarlyStopping(monitor="acc", patience=0, mode="max", verbose=True)],
                                epochs=4))
case("fit_early_restore", fit_print(lambda m: [EarlyStopping(monitor="eval_loss", patience=1, min_delta=10.0,
                                                             restore_best_weights=True)], epochs=4))
case("fit_reduce_lr", fit_print(lambda m: [ReduceLROnPlateau(monitor="eval_loss", factor=0.5, patience=0,
                                                             min_delta=10.0, verbose=True)], epochs=3))
case("fit_reduce_lr_cooldown", fit_print(lambda m: [ReduceLROnPlateau(monitor="eval_loss", factor=0.1, patience=0,
                                                                      min_delta=10.0, cooldown=1, min_lr=0.002)],
                                         epochs=4))


def fit_history():
    n, m = model(metrics={"acc", "loss"})
    h = History()
    m.fit(3, data(), data(8, 4), callbacks=[h], dataset_sink_mode=False)
    return {k: [round(float(np.asarray(v.asnumpy() if hasattr(v, "asnumpy") else v)), 5) for v in vs]
            for k, vs in sorted(h.history.items())}, h.epoch


case("fit_history", fit_history)


def ckpt(epochs=3, sink=False, **cfg_kw):
    def f():
        d = tempfile.mkdtemp()
        try:
            n, m = model()
            cfg = CheckpointConfig(**cfg_kw)
            cb = ModelCheckpoint(prefix="net", directory=d, config=cfg)
            m.train(epochs, data(), callbacks=[cb], dataset_sink_mode=sink)
            files = sorted(f for f in os.listdir(d) if not f.endswith(".meta") and not f.endswith("graph.meta"))
            last = ms.load_checkpoint(os.path.join(d, sorted(f for f in files if f.endswith(".ckpt"))[-1])) \
                if any(f.endswith(".ckpt") for f in files) else {}
            return files, sorted(last.keys()), [out(last[k]) for k in sorted(last.keys()) if "." not in k or
                                                k.startswith("learning")]
        finally:
            shutil.rmtree(d)
    return f


case("ckpt_steps2", ckpt(save_checkpoint_steps=2, keep_checkpoint_max=10))
case("ckpt_steps2_keep2", ckpt(save_checkpoint_steps=2, keep_checkpoint_max=2))
case("ckpt_append", ckpt(save_checkpoint_steps=3, append_info=["epoch_num", "step_num", {"lr": 0.01, "tag": 3}]))
case("ckpt_sink", ckpt(sink=True, save_checkpoint_steps=3))
case("ckpt_sink_size", ckpt(sink=True, save_checkpoint_steps=1, sink_size=2) if False else
     (lambda: "skipped"))
case("ckpt_steps5_keep1", ckpt(save_checkpoint_steps=5, keep_checkpoint_max=1))
case("ckpt_saved_network", (lambda: (lambda n_m: (lambda d: (
    n_m[1].train(1, data(), callbacks=[ModelCheckpoint("s", d, CheckpointConfig(save_checkpoint_steps=3,
                                                                                 saved_network=n_m[0]))],
                 dataset_sink_mode=False), sorted(ms.load_checkpoint(os.path.join(d, "s-1_3.ckpt")).keys()),
    shutil.rmtree(d))[1])(tempfile.mkdtemp()))(model())))
case("ckpt_integrated_false", ckpt(epochs=1, save_checkpoint_steps=3, integrated_save=False))
case("ckpt_seconds", ckpt(epochs=1, save_checkpoint_steps=None, save_checkpoint_seconds=1000))
case("ckpt_exception_save", ckpt(epochs=1, save_checkpoint_steps=3, exception_save=True))
