"""s3: Model.train / eval / predict / fit with callbacks (ut train/test_training, utils/test_callback, st train/
test_fit, test_data_sink, test_early_stopping_and_reduce_LR_on_plateau_callbacks): printed LossMonitor /
TimeMonitor lines (times masked), ModelCheckpoint file names over CheckpointConfig, custom Callback cb_params fields
at every hook, metrics dicts, eval_network, amp_level + loss scale managers, sink mode, History, LambdaCallback,
EarlyStopping / ReduceLROnPlateau arguments."""
import contextlib
import io
import os
import re
import sys
import tempfile

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.train import Callback, Model
from mindspore.train.callback import (CheckpointConfig, EarlyStopping, History, LambdaCallback, LossMonitor,
                                      ModelCheckpoint, ReduceLROnPlateau, TimeMonitor)
from _h import case

X = ((np.arange(48, dtype=np.float32).reshape(12, 4) % 7) - 3.0) / 4.0
Y = (np.arange(12) % 3).astype(np.int32)
YR = (X.sum(axis=1, keepdims=True) * 0.5).astype(np.float32)


def data(batch=4, n=12, reg=False, drop=False, cols=("data", "label")):
    y = YR if reg else Y
    return ds.NumpySlicesDataset((X[:n], y[:n]), list(cols), shuffle=False).batch(batch, drop_remainder=drop)


def dense(cin=4, cout=3):
    w = ((np.arange(cin * cout, dtype=np.float32).reshape(cout, cin) % 5) - 2.0) / 5.0
    return nn.Dense(cin, cout, weight_init=Tensor(w), bias_init="zeros")


def model(lr=0.1, metrics=None, reg=False, opt="momentum", **kw):
    net = dense(4, 1 if reg else 3)
    loss = nn.MSELoss() if reg else nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    o = nn.Momentum(net.trainable_params(), lr, 0.9) if opt == "momentum" else nn.SGD(net.trainable_params(), lr)
    return net, Model(net, loss, o, metrics=metrics, **kw)


def captured(fn):
    """stdout of fn (Python level), times masked."""
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        r = fn()
    txt = re.sub(r"\d+\.\d+ ms", "T ms", buf.getvalue())
    txt = re.sub(r"time: \d+(\.\d+)?", "time: T", txt)
    return [l for l in txt.splitlines() if l.strip()], r


class Rec(Callback):
    HOOKS = ["on_train_begin", "on_train_epoch_begin", "on_train_step_begin", "on_train_step_end",
             "on_train_epoch_end", "on_train_end", "on_eval_begin", "on_eval_epoch_begin", "on_eval_step_begin",
             "on_eval_step_end", "on_eval_epoch_end", "on_eval_end", "begin", "epoch_begin", "step_begin",
             "step_end", "epoch_end", "end"]

    def __init__(self, fields=("cur_epoch_num", "cur_step_num", "batch_num", "epoch_num")):
        super().__init__()
        self.rows = []
        for h in self.HOOKS:
            setattr(self, h, self._rec(h, fields))

    def _rec(self, hook, fields):
        def f(rc):
            cb = rc.original_args()
            row = [hook]
            for k in fields:
                v = cb.get(k, "<absent>") if hasattr(cb, "get") else getattr(cb, k, "<absent>")
                if isinstance(v, Tensor):
                    v = v.asnumpy().round(5).tolist()
                elif isinstance(v, (tuple, list)) and v and isinstance(v[0], Tensor):
                    v = [x.asnumpy().round(5).tolist() for x in v]
                elif not isinstance(v, (int, float, str, bool, type(None), dict, list)):
                    v = type(v).__name__
                row.append(v)
            self.rows.append(tuple(row))
        return f


def train_rec(epochs=2, sink=False, sink_size=-1, fields=("cur_epoch_num", "cur_step_num", "batch_num", "epoch_num"),
              **kw):
    _, m = model(**kw)
    r = Rec(fields)
    m.train(epochs, data(), callbacks=[r], dataset_sink_mode=sink, sink_size=sink_size)
    return r.rows


case("rec_train", lambda: train_rec())
case("rec_train_sink", lambda: train_rec(sink=True))
case("rec_train_sink_size2", lambda: train_rec(epochs=3, sink=True, sink_size=2))
case("rec_net_outputs", lambda: train_rec(fields=("net_outputs",)))
case("rec_outputs_sink", lambda: train_rec(sink=True, fields=("net_outputs",)))
case("rec_misc", lambda: train_rec(epochs=1, fields=("epoch_num", "parallel_mode", "device_number", "mode", "list_callback",
                                                     "train_dataset_element", "dataset_sink_mode", "loss_fn", "optimizer",
                                                     "train_network", "net_outputs_is_tensor", "cur_epoch_num")))
case("rec_misc2", lambda: train_rec(epochs=1, fields=("train_dataset", "batch_num", "last_save_ckpt_step", "latest_ckpt_file",
                                                      "network", "eval_network", "metrics", "valid_dataset")))


def eval_rec(fields=("cur_epoch_num", "cur_step_num", "batch_num", "net_outputs")):
    _, m = model(metrics={"acc"})
    r = Rec(fields)
    res = m.eval(data(), callbacks=[r])
    return res, r.rows


case("rec_eval", lambda: eval_rec())
case("rec_eval_misc", lambda: eval_rec(("eval_results", "metrics", "valid_dataset", "epoch_num", "mode", "dataset_sink_mode")))


def fit_rec(**kw):
    _, m = model(metrics={"acc", "loss"})
    r = Rec(("cur_epoch_num", "cur_step_num", "eval_results"))
    m.fit(2, data(), data(), callbacks=[r], **kw)
    return r.rows


case("rec_fit", lambda: fit_rec())
case("rec_fit_interval2", lambda: fit_rec(valid_frequency=2))
case("rec_fit_sink", lambda: fit_rec(dataset_sink_mode=True, valid_dataset_sink_mode=True))


# LossMonitor / TimeMonitor printing
def lm(epochs=2, per=1, sink=False, sink_size=-1, n=12, batch=4, **kw):
    _, m = model(**kw)
    return captured(lambda: m.train(epochs, data(batch, n), callbacks=[LossMonitor(per)], dataset_sink_mode=sink,
                                    sink_size=sink_size))[0]


case("lm_default", lambda: lm())
case("lm_per2", lambda: lm(per=2))
case("lm_per5", lambda: lm(epochs=3, per=5))
case("lm_sink", lambda: lm(sink=True))
case("lm_sink_size2", lambda: lm(epochs=3, sink=True, sink_size=2))
case("lm_sink_per2", lambda: lm(epochs=3, per=2, sink=True))
case("lm_batch5", lambda: lm(batch=5))
case("lm_reg", lambda: lm(reg=True, lr=0.05, opt="sgd"))
case("lm_one_step", lambda: lm(epochs=1, n=4))
case("lm_bad_per", lambda: LossMonitor(0))
case("lm_bad_per_float", lambda: LossMonitor(1.5))
case("lm_bad_per_bool", lambda: LossMonitor(True))
case("tm_default", lambda: (lambda _, m: captured(lambda: m.train(2, data(), callbacks=[TimeMonitor()],
                                                                  dataset_sink_mode=False))[0])(*model()))
case("tm_sink", lambda: (lambda _, m: captured(lambda: m.train(2, data(), callbacks=[TimeMonitor()],
                                                               dataset_sink_mode=True))[0])(*model()))
case("tm_data_size", lambda: (lambda _, m: captured(lambda: m.train(1, data(), callbacks=[TimeMonitor(data_size=2)],
                                                                    dataset_sink_mode=False))[0])(*model()))
case("tm_bad", lambda: TimeMonitor(data_size=0))
case("tm_bad_str", lambda: TimeMonitor(data_size="2"))
case("lm_eval_fit", lambda: (lambda _, m: captured(lambda: m.fit(2, data(), data(), callbacks=[LossMonitor()]))[0])(
    *model(metrics={"acc"})))
case("lm_tm_fit", lambda: (lambda _, m: captured(lambda: m.fit(1, data(), data(), callbacks=[LossMonitor(), TimeMonitor()]))[0])(
    *model(metrics={"acc"})))


# ModelCheckpoint file names
def ckpt(epochs=2, sink=False, sink_size=-1, prefix="ck", extra_cb=(), cfg_kw=None, mc_kw=None, n=12, batch=4,
         twice=False, **kw):
    d = tempfile.mkdtemp()
    _, m = model(**kw)
    cfg = CheckpointConfig(**(cfg_kw or {}))
    mc = ModelCheckpoint(prefix=prefix, directory=d, config=cfg, **(mc_kw or {}))
    m.train(epochs, data(batch, n), callbacks=[mc, *extra_cb], dataset_sink_mode=sink, sink_size=sink_size)
    if twice:
        mc2 = ModelCheckpoint(prefix=prefix, directory=d, config=cfg)
        m.train(1, data(batch, n), callbacks=[mc2], dataset_sink_mode=sink, sink_size=sink_size)
    files = sorted(f for f in os.listdir(d))
    latest = os.path.basename(mc.latest_ckpt_file_name or "") if hasattr(mc, "latest_ckpt_file_name") else None
    return files, latest


case("mc_default", lambda: ckpt())
case("mc_steps2", lambda: ckpt(cfg_kw=dict(save_checkpoint_steps=2)))
case("mc_steps5_keep2", lambda: ckpt(epochs=4, cfg_kw=dict(save_checkpoint_steps=5, keep_checkpoint_max=2)))
case("mc_keep1", lambda: ckpt(epochs=3, cfg_kw=dict(save_checkpoint_steps=1, keep_checkpoint_max=1)))
case("mc_keep0", lambda: ckpt(epochs=2, cfg_kw=dict(save_checkpoint_steps=1, keep_checkpoint_max=0)))
case("mc_steps_none_secs", lambda: ckpt(cfg_kw=dict(save_checkpoint_steps=None, save_checkpoint_seconds=1000)))
case("mc_sink", lambda: ckpt(sink=True))
case("mc_sink_size2", lambda: ckpt(epochs=3, sink=True, sink_size=2))
case("mc_sink_steps2", lambda: ckpt(epochs=2, sink=True, cfg_kw=dict(save_checkpoint_steps=2)))
case("mc_sink_steps4", lambda: ckpt(epochs=3, sink=True, cfg_kw=dict(save_checkpoint_steps=4)))
case("mc_twice", lambda: ckpt(twice=True))
case("mc_twice_keep", lambda: ckpt(twice=True, cfg_kw=dict(save_checkpoint_steps=3, keep_checkpoint_max=3)))
case("mc_prefix_dash", lambda: ckpt(prefix="my-net_v1"))
case("mc_prefix_default", lambda: (lambda d: (ms.train.Model(dense(), nn.MSELoss(), nn.SGD(dense().trainable_params()))
                                              and None, ModelCheckpoint(directory=d)._prefix if hasattr(
                                                  ModelCheckpoint(directory=d), "_prefix") else None))(tempfile.mkdtemp()))
case("mc_safetensors", lambda: ckpt(cfg_kw=dict(format="safetensors")))
case("mc_exception_save", lambda: ckpt(cfg_kw=dict(exception_save=True)))
case("mc_append_info", lambda: (lambda r: r)(ckpt(cfg_kw=dict(append_info=["epoch_num", "step_num", {"k": 1.5}]))))
case("mc_integrated", lambda: ckpt(cfg_kw=dict(integrated_save=False, async_save=True)))
case("mc_per_minutes", lambda: ckpt(cfg_kw=dict(save_checkpoint_steps=None, save_checkpoint_seconds=0,
                                                 keep_checkpoint_per_n_minutes=1)))
case("mc_steps_and_minutes", lambda: ckpt(epochs=3, cfg_kw=dict(save_checkpoint_steps=2, keep_checkpoint_max=2,
                                                                 keep_checkpoint_per_n_minutes=60)))


def mc_contents(cfg_kw, epochs=2):
    d = tempfile.mkdtemp()
    _, m = model()
    mc = ModelCheckpoint(prefix="c", directory=d, config=CheckpointConfig(**cfg_kw))
    m.train(epochs, data(), callbacks=[mc], dataset_sink_mode=False)
    f = sorted(x for x in os.listdir(d) if x.endswith("ckpt") or x.endswith("safetensors"))[-1]
    fmt = "safetensors" if f.endswith("safetensors") else "ckpt"
    pd = ms.load_checkpoint(os.path.join(d, f), format=fmt)
    return f, [(k, str(v.dtype), v.shape, v.asnumpy().ravel()[:2].round(5).tolist()) for k, v in pd.items()]


case("mcc_default", lambda: mc_contents({}))
case("mcc_append", lambda: mc_contents(dict(append_info=["epoch_num", "step_num", {"lr": 0.5, "s": "x", "b": True}])))
case("mcc_no_opt_state", lambda: mc_contents(dict(remove_redundancy=False)))
case("mcc_sf_append", lambda: mc_contents(dict(append_info=["epoch_num"], format="safetensors")))
case("mcc_saved_network", lambda: (lambda d: (lambda _, m: (m.train(1, data(), callbacks=[ModelCheckpoint(
    prefix="s", directory=d, config=CheckpointConfig(saved_network=dense()))], dataset_sink_mode=False),
    sorted(ms.load_checkpoint(os.path.join(d, sorted(os.listdir(d))[0])).keys())))(*model()))(tempfile.mkdtemp()))

# CheckpointConfig argument checks
for nm, kw in [("steps0", dict(save_checkpoint_steps=0)), ("steps_neg", dict(save_checkpoint_steps=-1)),
               ("steps_float", dict(save_checkpoint_steps=1.5)), ("keep_neg", dict(keep_checkpoint_max=-1)),
               ("keep_str", dict(keep_checkpoint_max="2")), ("both_none", dict(save_checkpoint_steps=None,
                                                                               save_checkpoint_seconds=None)),
               ("all_zero", dict(save_checkpoint_steps=0, save_checkpoint_seconds=0)),
               ("seconds_neg", dict(save_checkpoint_seconds=-1)), ("minutes_neg", dict(keep_checkpoint_per_n_minutes=-1)),
               ("append_bad", dict(append_info=[1])), ("append_str", dict(append_info="epoch_num")),
               ("append_two_dicts", dict(append_info=[{"a": 1}, {"b": 2}])), ("append_unknown", dict(append_info=["foo"])),
               ("format_bad", dict(format="pt")), ("enc_key_str", dict(enc_key="abc")),
               ("integrated_int", dict(integrated_save=1)), ("async_int", dict(async_save=1)),
               ("exception_int", dict(exception_save=1)), ("steps_bool", dict(save_checkpoint_steps=True)),
               ("keep_none", dict(keep_checkpoint_max=None)), ("saved_network_bad", dict(saved_network=3))]:
    case(f"cfg_{nm}", lambda kw=kw: (lambda c: (c.save_checkpoint_steps, c.save_checkpoint_seconds, c.keep_checkpoint_max,
                                                c.keep_checkpoint_per_n_minutes, c.append_info))(CheckpointConfig(**kw)))

case("mc_prefix_int", lambda: ModelCheckpoint(prefix=1))
case("mc_prefix_slash", lambda: ModelCheckpoint(prefix="a/b"))
case("mc_config_bad", lambda: ModelCheckpoint(config=3))
case("mc_prefix_empty", lambda: ModelCheckpoint(prefix=""))


# History, LambdaCallback, EarlyStopping, ReduceLROnPlateau
def hist(**kw):
    _, m = model(metrics={"acc", "loss"})
    h = History()
    m.fit(3, data(), data(), callbacks=[h], **kw)
    return h.epoch, {k: [round(float(x), 5) for x in v] for k, v in h.history.items()}


case("history_fit", lambda: hist())
case("history_fit_freq2", lambda: hist(valid_frequency=2))
case("history_train", lambda: (lambda _, m: (lambda h: (m.train(2, data(), callbacks=[h], dataset_sink_mode=False), h.epoch,
                                                        {k: [round(float(x), 5) for x in v] for k, v in h.history.items()}))(
    History()))(*model()))
case("history_tuple_out", lambda: (lambda h: (Model(nn.TrainOneStepCell(nn.WithLossCell(dense(), nn.SoftmaxCrossEntropyWithLogits(
    sparse=True, reduction="mean")), nn.SGD(dense().trainable_params()))).train(1, data(), callbacks=[h], dataset_sink_mode=False),
    {k: [round(float(x), 5) for x in v] for k, v in h.history.items()}))(History()))


def lam():
    rows = []
    cb = LambdaCallback(on_train_epoch_end=lambda rc: rows.append(("ee", rc.original_args().cur_epoch_num)),
                        on_train_step_end=lambda rc: rows.append(("se", rc.original_args().cur_step_num)),
                        on_train_begin=lambda rc: rows.append(("b",)), on_train_end=lambda rc: rows.append(("e",)),
                        on_eval_end=lambda rc: rows.append(("eval_end", sorted(rc.original_args().eval_results))))
    _, m = model(metrics={"acc"})
    m.fit(2, data(), data(), callbacks=[cb])
    return rows


case("lambda_fit", lam)
case("lambda_bad", lambda: LambdaCallback(on_train_epoch_end=3))


def es(**kw):
    _, m = model(metrics={"acc", "loss"}, lr=kw.pop("lr", 0.1))
    e = EarlyStopping(**kw)
    rows = []
    m.fit(8, data(), data(), callbacks=[e, LambdaCallback(on_train_epoch_end=lambda rc: rows.append(
        rc.original_args().cur_epoch_num))])
    return rows, e.stopped_epoch, getattr(e, "best", None), getattr(e, "wait", None)


case("es_acc_patience1", lambda: es(monitor="acc", patience=1))
case("es_loss", lambda: es(monitor="loss", patience=2))
case("es_min_delta", lambda: es(monitor="eval_loss", patience=1, min_delta=0.5))
case("es_baseline", lambda: es(monitor="loss", patience=1, baseline=0.01))
case("es_mode_max_loss", lambda: es(monitor="loss", patience=2, mode="max"))
case("es_restore", lambda: es(monitor="loss", patience=1, min_delta=0.5, restore_best_weights=True))
case("es_unknown_monitor", lambda: es(monitor="foo", patience=1))
case("es_big_lr", lambda: es(monitor="acc", patience=0, lr=5.0))
case("es_bad_mode", lambda: EarlyStopping(mode="up"))
case("es_bad_patience", lambda: EarlyStopping(patience=-1))
case("es_bad_delta", lambda: EarlyStopping(min_delta=-0.1))
case("es_bad_monitor", lambda: EarlyStopping(monitor=1))


def rlr(**kw):
    _, m = model(metrics={"acc", "loss"}, lr=kw.pop("lr", 0.1))
    r = ReduceLROnPlateau(**kw)
    lrs = []
    m.fit(6, data(), data(), callbacks=[r, LambdaCallback(on_train_epoch_end=lambda rc: lrs.append(
        round(float(rc.original_args().optimizer.learning_rate.asnumpy()), 7)))])
    return lrs


case("rlr_acc", lambda: rlr(monitor="acc", patience=0, factor=0.5))
case("rlr_loss_cooldown", lambda: rlr(monitor="eval_loss", patience=0, factor=0.5, cooldown=2, min_delta=1.0))
case("rlr_min_lr", lambda: rlr(monitor="loss", patience=0, factor=0.1, min_lr=0.005, min_delta=1.0))
case("rlr_bad_factor", lambda: ReduceLROnPlateau(factor=1.0))
case("rlr_bad_factor0", lambda: ReduceLROnPlateau(factor=0.0))
case("rlr_bad_cooldown", lambda: ReduceLROnPlateau(cooldown=-1))
case("rlr_bad_min_lr", lambda: ReduceLROnPlateau(min_lr=-1))
case("rlr_dyn_lr", lambda: (lambda net: Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                                              nn.SGD(net.trainable_params(), [0.1, 0.05, 0.01]), metrics={"acc"}).fit(
    2, data(), data(), callbacks=[ReduceLROnPlateau(monitor="acc", patience=0)]))(dense()))


# Model variants
def train_loss(**kw):
    net, m = model(**{k: v for k, v in kw.items() if k not in ("epochs", "sink")})
    m.train(kw.get("epochs", 2), data(), dataset_sink_mode=kw.get("sink", False))
    return net.weight, net.bias


case("model_train", lambda: train_loss())
case("model_train_sink", lambda: train_loss(sink=True))
for lvl in ["O0", "O1", "O2", "O3", "auto"]:
    case(f"model_amp_{lvl}", lambda lvl=lvl: train_loss(amp_level=lvl))
case("model_amp_O2_fixed", lambda: train_loss(amp_level="O2", loss_scale_manager=ms.FixedLossScaleManager(128, drop_overflow_update=False)))
case("model_amp_O2_fixed_drop", lambda: train_loss(amp_level="O2", loss_scale_manager=ms.FixedLossScaleManager(128)))
case("model_amp_O0_fixed", lambda: train_loss(amp_level="O0", loss_scale_manager=ms.FixedLossScaleManager(4.0, drop_overflow_update=False)))
case("model_keep_bn_fp32", lambda: train_loss(amp_level="O2", keep_batchnorm_fp32=False))
case("model_bad_amp", lambda: train_loss(amp_level="O4"))
case("model_bad_lsm", lambda: train_loss(loss_scale_manager=3))
case("model_boost", lambda: train_loss(boost_level="O1"))
case("model_bad_boost", lambda: train_loss(boost_level="O5"))


def metrics_dict(metrics, reg=False, **kw):
    net, m = model(metrics=metrics, reg=reg, **kw)
    return m.eval(data(reg=reg), dataset_sink_mode=False)


for nm, mt in [("acc_set", {"acc"}), ("acc_list", ["accuracy"]), ("dict", {"a": nn.Accuracy(), "l": nn.Loss()}),
               ("top", {"top_1_accuracy", "top_5_accuracy"}), ("prec_rec", {"precision", "recall"}),
               ("loss_only", {"loss"}), ("none", None), ("empty_set", set()), ("bad_name", {"foo"}),
               ("bad_type", 3), ("tuple", ("acc", "loss")), ("str", "acc"), ("mixed_list", ["acc", nn.Loss()])]:
    case(f"metrics_{nm}", lambda mt=mt: metrics_dict(mt))
case("metrics_reg", lambda: metrics_dict({"mae", "mse", "loss"}, reg=True, lr=0.05, opt="sgd"))


def eval_net_case():
    net = dense()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    ev = nn.WithEvalCell(net, loss)
    m = Model(net, loss, nn.SGD(net.trainable_params()), eval_network=ev, eval_indexes=[0, 1, 2],
              metrics={"acc", "loss"})
    return m.eval(data())


case("eval_network", eval_net_case)
case("eval_network_no_indexes", lambda: Model(dense(), eval_network=nn.WithEvalCell(dense(), nn.MSELoss()),
                                              metrics={"acc"}).eval(data()))
case("eval_indexes_2", lambda: Model(dense(), nn.MSELoss(), eval_network=nn.WithEvalCell(dense(), nn.MSELoss()),
                                     eval_indexes=[0, 1], metrics={"acc"}))
case("predict_one", lambda: model()[1].predict(Tensor(X[:2])))
case("predict_two_args", lambda: Model(nn.WithLossCell(dense(), nn.MSELoss())).predict(Tensor(X[:2]), Tensor(np.zeros((2, 3), np.float32))))
case("predict_numpy", lambda: model()[1].predict(X[:2]))
case("predict_backend", lambda: model()[1].predict(Tensor(X[:2]), backend="lite"))
case("train_no_opt", lambda: Model(dense(), nn.MSELoss()).train(1, data()))
case("train_no_loss", lambda: Model(dense(), optimizer=nn.SGD(dense().trainable_params())).train(1, data()))
case("train_epoch0", lambda: model()[1].train(0, data()))
case("train_epoch_float", lambda: model()[1].train(1.5, data()))
case("train_initial_epoch", lambda: train_rec(epochs=3, fields=("cur_epoch_num", "cur_step_num")) and
     (lambda _, m: (lambda r: (m.train(3, data(), callbacks=[r], initial_epoch=1, dataset_sink_mode=False), r.rows[:6]))(
         Rec(("cur_epoch_num", "cur_step_num", "epoch_num"))))(*model()))
case("train_bad_dataset", lambda: model()[1].train(1, [1, 2]))
case("train_sink_size_bad", lambda: model()[1].train(1, data(), dataset_sink_mode=True, sink_size=0))
case("train_sink_size_big", lambda: train_rec(epochs=2, sink=True, sink_size=5))
case("eval_no_metrics", lambda: model()[1].eval(data()))
case("eval_sink", lambda: model(metrics={"acc"})[1].eval(data(), dataset_sink_mode=True))
case("fit_no_valid", lambda: model(metrics={"acc"})[1].fit(1, data()))
case("fit_valid_freq_list", lambda: fit_rec(valid_frequency=[1, 2]))
case("fit_valid_freq0", lambda: fit_rec(valid_frequency=0))
case("fit_valid_freq_bad", lambda: fit_rec(valid_frequency=[0]))
