"""Callbacks through Model.fit / train in sink mode: eval hooks and their fields with valid_frequency and
valid_dataset_sink_mode, request_stop at each hook under sink_size, ModelCheckpoint names / keep_checkpoint_max with
sink_size, EarlyStopping / ReduceLROnPlateau / History in sink mode, checkpoints loaded into amp-converted nets."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import (Model, Callback, ModelCheckpoint, CheckpointConfig, Accuracy, Loss, EarlyStopping,
                             ReduceLROnPlateau, History, LambdaCallback, LossMonitor)
from mindspore.amp import FixedLossScaleManager
import mindspore.dataset as ds
from _h import case, printed


def xs(n, f=4):
    return ((np.arange(n * f).reshape(n, f) % 7) / 7.0 - 0.4).astype(np.float32)


def data(n=8, bs=2):
    return ds.NumpySlicesDataset({"x": xs(n), "y": (np.arange(n) % 3).astype(np.int32)}, shuffle=False).batch(bs)


def net3():
    return nn.Dense(4, 3, weight_init=Tensor((np.arange(12).reshape(3, 4) % 5 / 10.0 - 0.2).astype(np.float32)),
                    bias_init="zeros")


def mk(lr=0.1, **kw):
    net = net3()
    return net, Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                      nn.Momentum(net.trainable_params(), lr, 0.9), metrics={"acc": Accuracy(), "loss": Loss()}, **kw)


HOOKS = ("on_train_begin", "on_train_epoch_begin", "on_train_step_begin", "on_train_step_end", "on_train_epoch_end",
         "on_train_end", "on_eval_begin", "on_eval_epoch_begin", "on_eval_step_begin", "on_eval_step_end",
         "on_eval_epoch_end", "on_eval_end")


class Rec(Callback):
    def __init__(self, stop_at=None, stop_step=None):
        super().__init__()
        self.log = []
        self.stop_at, self.stop_step = stop_at, stop_step

    def __getattribute__(self, name):
        if name in HOOKS:
            def hook(rc, name=name):
                cb = rc.original_args()
                f = (name.replace("on_", ""), cb.get("cur_epoch_num"), cb.get("cur_step_num"), cb.get("batch_num"))
                if "eval" in name:
                    f = f + (sorted(cb.get("metrics", {}).keys()),)
                self.log.append(f)
                if name == self.stop_at and (self.stop_step is None or cb.cur_step_num >= self.stop_step):
                    rc.request_stop()
            return hook
        return object.__getattribute__(self, name)


def fit(epochs=3, sink=False, vsink=False, freq=1, ss=-1, stop_at=None, stop_step=None):
    net, m = mk()
    r = Rec(stop_at, stop_step)
    m.fit(epochs, data(), data(4), callbacks=[r], dataset_sink_mode=sink, valid_dataset_sink_mode=vsink,
          valid_frequency=freq, sink_size=ss)
    return r.log


case("fit.plain", lambda: fit())
case("fit.sink", lambda: fit(sink=True))
case("fit.sink.ss3", lambda: fit(sink=True, ss=3))
case("fit.vsink", lambda: fit(vsink=True))
case("fit.freq2", lambda: fit(freq=2))
case("fit.freq_list", lambda: fit(freq=[1, 3]))
case("fit.sink.ss1.freq2", lambda: fit(sink=True, ss=1, freq=2))
for hook in ("on_train_step_end", "on_train_epoch_end", "on_eval_end", "on_train_step_begin", "on_eval_step_end"):
    case(f"fit.stop.{hook}", lambda hook=hook: fit(stop_at=hook))
    case(f"fit.stop.{hook}.sink.ss2", lambda hook=hook: fit(sink=True, ss=2, stop_at=hook))
case("fit.stop.step3", lambda: fit(stop_at="on_train_step_end", stop_step=3))
case("fit.stop.step3.sink", lambda: fit(sink=True, stop_at="on_train_step_end", stop_step=3))


def train_stop(hook, sink, ss=-1, stop_step=None):
    net, m = mk()
    r = Rec(hook, stop_step)
    m.train(3, data(), callbacks=[r, LossMonitor()], dataset_sink_mode=sink, sink_size=ss)
    return r.log


for hook in ("on_train_step_end", "on_train_epoch_end", "on_train_step_begin", "on_train_epoch_begin",
             "on_train_begin"):
    case(f"tr.stop.{hook}", lambda hook=hook: printed(train_stop, hook, False))
    case(f"tr.stop.{hook}.sink.ss3", lambda hook=hook: printed(train_stop, hook, True, 3))


def ckpt_names(epochs=2, sink=False, ss=-1, steps=1, keep=5, secs=None, n=8):
    d = tempfile.mkdtemp()
    net, m = mk()
    cfg = CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=keep,
                           save_checkpoint_seconds=secs if secs else 0 if False else None)
    m.train(epochs, data(n), callbacks=[ModelCheckpoint("c", d, cfg)], dataset_sink_mode=sink, sink_size=ss)
    return sorted(os.listdir(d))


case("mc.steps1", lambda: ckpt_names())
case("mc.steps3", lambda: ckpt_names(steps=3))
case("mc.steps3.keep2", lambda: ckpt_names(steps=3, keep=2))
case("mc.sink.steps1", lambda: ckpt_names(sink=True))
case("mc.sink.ss3.steps1", lambda: ckpt_names(sink=True, ss=3))
case("mc.sink.ss3.steps2", lambda: ckpt_names(sink=True, ss=3, steps=2))
case("mc.sink.ss3.steps4", lambda: ckpt_names(sink=True, ss=3, steps=4, epochs=3))
case("mc.sink.ss6.steps4", lambda: ckpt_names(sink=True, ss=6, steps=4, epochs=2))
case("mc.sink.steps5.keep1", lambda: ckpt_names(sink=True, steps=5, keep=1, epochs=3))
case("mc.odd_batches", lambda: ckpt_names(n=7, steps=3, epochs=2))


def es_sink(monitor, sink, ss=-1, cb="es"):
    net, m = mk(lr=2.0)
    c = (EarlyStopping(monitor=monitor, patience=1, verbose=True) if cb == "es"
         else ReduceLROnPlateau(monitor=monitor, patience=0, factor=0.5, verbose=True))
    h = History()
    out = printed(m.fit, 5, data(), data(4), callbacks=[c, h], dataset_sink_mode=sink, sink_size=ss)[0]
    return out, {k: [round(float(x), 5) for x in v] for k, v in h.history.items()}, h.epoch, \
        round(float(m._optimizer.learning_rate.asnumpy()), 6)


for mon in ("eval_loss", "acc", "loss"):
    for cb in ("es", "rlr"):
        case(f"cb.{cb}.{mon}.nosink", lambda mon=mon, cb=cb: es_sink(mon, False, cb=cb))
        case(f"cb.{cb}.{mon}.sink.ss2", lambda mon=mon, cb=cb: es_sink(mon, True, 2, cb=cb))


def lambda_cb(sink, ss=-1):
    seen = []
    lc = LambdaCallback(on_train_epoch_end=lambda rc: seen.append(
        ("ee", rc.original_args().cur_epoch_num, rc.original_args().cur_step_num,
         str(rc.original_args().net_outputs.dtype))),
        on_eval_end=lambda rc: seen.append(("ve", sorted(rc.original_args().metrics.items()))))
    net, m = mk()
    m.fit(2, data(), data(4), callbacks=[lc], dataset_sink_mode=sink, sink_size=ss)
    return seen


case("lambda.nosink", lambda: lambda_cb(False))
case("lambda.sink.ss3", lambda: lambda_cb(True, 3))


# a checkpoint into amp-converted networks
def into_amp(level, strict=False, keep_bn=None):
    d = tempfile.mkdtemp()
    src = net3()
    ms.save_checkpoint(src, os.path.join(d, "s.ckpt"))
    net = net3()
    kw = {} if keep_bn is None else {"keep_batchnorm_fp32": keep_bn}
    Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.Momentum(net.trainable_params(), 0.1, 0.9),
          amp_level=level, loss_scale_manager=FixedLossScaleManager(8.0, False) if level in ("O2",) else None, **kw)
    r = ms.load_param_into_net(net, ms.load_checkpoint(os.path.join(d, "s.ckpt")), strict_load=strict)
    return r, [(p.name, str(p.dtype)) for p in net.get_parameters()]


for lvl in ("O0", "O1", "O2", "O3"):
    case(f"amp_load.{lvl}", lambda lvl=lvl: into_amp(lvl))
    case(f"amp_load.{lvl}.strict", lambda lvl=lvl: into_amp(lvl, True))


def f16_ckpt_into_f32(strict):
    d = tempfile.mkdtemp()
    src = net3()
    src.to_float(ms.float16)
    p = {n.name: ms.Parameter(Tensor(n.asnumpy().astype(np.float16)), name=n.name) for n in src.get_parameters()}
    ms.save_checkpoint([{"name": k, "data": v} for k, v in p.items()], os.path.join(d, "h.ckpt"))
    net = net3()
    r = ms.load_param_into_net(net, ms.load_checkpoint(os.path.join(d, "h.ckpt")), strict_load=strict)
    return r, [(q.name, str(q.dtype), q.asnumpy().ravel()[:3].tolist()) for q in net.get_parameters()]


case("f16_into_f32", lambda: f16_ckpt_into_f32(False))
case("f16_into_f32.strict", lambda: f16_ckpt_into_f32(True))
