"""Model.train / eval with callbacks: LossMonitor's printed lines, History, EarlyStopping, LearningRateScheduler,
ModelCheckpoint / CheckpointConfig file names and contents, eval metrics (session 33, adapt33p)."""
import contextlib
import io
import os
import shutil
import tempfile

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Tensor, Model
from mindspore.train.callback import (LossMonitor, History, EarlyStopping, LearningRateScheduler, ModelCheckpoint,
                                      CheckpointConfig, Callback, LambdaCallback)
from _h import case

XS = (np.arange(48, dtype=np.float32).reshape(16, 3) % 7 - 3) / 4
YS = np.stack([XS[:, 0] * 0.5 - XS[:, 1], XS[:, 2] + 0.25], 1).astype(np.float32)


def data(bs=4, n=16, drop=True):
    d = ds.NumpySlicesDataset({"x": XS[:n], "y": YS[:n]}, shuffle=False)
    return d.batch(bs, drop_remainder=drop)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init=Tensor(np.array([[0.3, -0.2, 0.1], [0.05, 0.4, -0.3]], np.float32)),
                           bias_init="zeros")

    def construct(self, x):
        return self.fc(x)


def out_of(fn):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        r = fn()
    return buf.getvalue(), r


def fit(epochs=2, cbs=(), sink=False, opt=None, metrics=None, eval_ds=False, bs=4, n=16, drop=True, **kw):
    net = Net()
    o = opt(net) if opt else nn.Momentum(net.trainable_params(), 0.05, 0.9)
    m = Model(net, nn.MSELoss(), o, metrics=metrics, **kw)
    text, _ = out_of(lambda: m.train(epochs, data(bs, n, drop), callbacks=list(cbs), dataset_sink_mode=sink))
    res = [text, [Tensor(p.asnumpy()) for p in net.trainable_params()]]
    if eval_ds:
        res.append(m.eval(data(bs, n, drop), dataset_sink_mode=False))
    return res


case("lossmonitor", fit, 2, [LossMonitor()])
case("lossmonitor_2", fit, 2, [LossMonitor(2)])
case("lossmonitor_3_partial", fit, 2, [LossMonitor(3)], n=14, drop=False)
case("lossmonitor_bs5", fit, 1, [LossMonitor()], bs=5, drop=False)
case("lossmonitor_bad", LossMonitor, 0)
case("lossmonitor_bad2", LossMonitor, 1.5)


def hist():
    h = History()
    r = fit(3, [h])
    return [r[1], {k: [float(x) for x in v] for k, v in h.history.items()}, h.epoch]


case("history", hist)


def lr_sched():
    def f(lr, step):
        return lr * 0.5 if step % 2 == 0 else lr
    net = Net()
    o = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    m = Model(net, nn.MSELoss(), o)
    m.train(2, data(), callbacks=[LearningRateScheduler(f)], dataset_sink_mode=False)
    return [Tensor(o.learning_rate.asnumpy()), [Tensor(p.asnumpy()) for p in net.trainable_params()]]


case("lr_scheduler", lr_sched)


class Rec(Callback):
    def __init__(self):
        super().__init__()
        self.log = []

    def on_train_begin(self, rc):
        cb = rc.original_args()
        self.log.append(("begin", cb.epoch_num, cb.batch_num, cb.cur_epoch_num, cb.cur_step_num))

    def on_train_step_end(self, rc):
        cb = rc.original_args()
        self.log.append(("step", cb.cur_epoch_num, cb.cur_step_num, round(float(cb.net_outputs.asnumpy()), 6)))

    def on_train_epoch_end(self, rc):
        cb = rc.original_args()
        self.log.append(("epoch", cb.cur_epoch_num, cb.cur_step_num))

    def on_train_end(self, rc):
        self.log.append(("end",))


def rec(**kw):
    r = Rec()
    fit(2, [r], **kw)
    return r.log


case("cb_order", rec)
case("cb_order_partial", rec, n=14, drop=False)


class Stop(Callback):
    def on_train_step_end(self, rc):
        cb = rc.original_args()
        if cb.cur_step_num == 3:
            rc.request_stop()


case("request_stop", lambda: fit(3, [Stop(), LossMonitor()]))


def early(**kw):
    net = Net()
    o = nn.Momentum(net.trainable_params(), 0.05, 0.9)
    m = Model(net, nn.MSELoss(), o, metrics={"mae": nn.MAE()}, eval_network=nn.WithEvalCell(net, nn.MSELoss()))
    es = EarlyStopping(**kw)
    txt, _ = out_of(lambda: m.fit(6, data(), data(), callbacks=[es], dataset_sink_mode=False))
    return [txt, es.stopped_epoch, es.wait, float(es.best) if es.best is not None else None]


case("early_default", early, monitor="eval_loss")
case("early_patience", early, monitor="mae", patience=1, min_delta=10.0)
case("early_bad_mode", early, monitor="mae", mode="xx")


def ckpt(**kw):
    d = tempfile.mkdtemp()
    try:
        cfg_kw = {k: v for k, v in kw.items() if k != "prefix"}
        cb = ModelCheckpoint(prefix=kw.get("prefix", "net"), directory=d, config=CheckpointConfig(**cfg_kw))
        fit(3, [cb])
        names = sorted(os.listdir(d))
        keys = []
        for f in names:
            if f.endswith(".ckpt"):
                pd = ms.load_checkpoint(os.path.join(d, f))
                keys.append(sorted(pd.keys()))
        return [names, keys, cb.latest_ckpt_file_name.replace(d, "D") if cb.latest_ckpt_file_name else None]
    finally:
        shutil.rmtree(d)


case("ckpt_default", ckpt)
case("ckpt_steps", ckpt, save_checkpoint_steps=3, keep_checkpoint_max=3)
case("ckpt_max2", ckpt, save_checkpoint_steps=2, keep_checkpoint_max=2)
case("ckpt_prefix", ckpt, prefix="my-net_x", save_checkpoint_steps=5)
case("ckpt_epochs", ckpt, save_checkpoint_steps=None, save_checkpoint_seconds=None, save_checkpoint_epochs=1)
case("ckpt_integrated", ckpt, integrated_save=False, save_checkpoint_steps=4)
case("ckpt_bad", ckpt, save_checkpoint_steps=0)
case("ckpt_bad_prefix", ckpt, prefix="a/b")
case("ckpt_append", ckpt, append_info=["epoch_num", "step_num", {"lr": 0.5}], save_checkpoint_steps=6)


def evals():
    net = Net()
    m = Model(net, nn.MSELoss(), metrics={"mse": nn.MSE(), "mae": nn.MAE(), "loss": nn.Loss()})
    return m.eval(data(), dataset_sink_mode=False)


case("eval_metrics", evals)
case("eval_no_metrics", lambda: Model(Net(), nn.MSELoss()).eval(data()))
case("predict", lambda: Model(Net()).predict(Tensor(XS[:3])))
case("train_no_opt", lambda: Model(Net(), nn.MSELoss()).train(1, data()))
case("train_bad_epoch", lambda: Model(Net(), nn.MSELoss(), nn.SGD(Net().trainable_params())).train(0, data()))
case("lambda_cb", lambda: out_of(lambda: Model(Net(), nn.MSELoss(), nn.SGD(Net().trainable_params())).train(
    1, data(), callbacks=[LambdaCallback(on_train_epoch_end=lambda rc: print("E", rc.original_args().cur_epoch_num))],
    dataset_sink_mode=False))[0])
case("amp_model_O2", fit, 1, [LossMonitor()], amp_level="O2")
case("amp_model_O2_ls", fit, 1, [LossMonitor()], amp_level="O2",
     loss_scale_manager=ms.amp.FixedLossScaleManager(64.0, drop_overflow_update=False))
case("amp_model_O3", fit, 1, [LossMonitor()], amp_level="O3")
case("model_adam_wd", fit, 2, [LossMonitor()], opt=lambda n: nn.Adam(n.trainable_params(), 0.01, weight_decay=0.1))
case("model_sink", fit, 2, [LossMonitor()], sink=True)
