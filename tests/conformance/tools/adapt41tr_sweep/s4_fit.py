"""st/train/test_fit.py / test_early_stopping_and_reduce_LR_on_plateau_callbacks.py / test_on_request_exit_callback.py
variants: Model.fit with EarlyStopping / ReduceLROnPlateau on real eval results (lr per epoch, stop epoch, restored
weights), valid_frequency (int, list), History / LambdaCallback records, OnRequestExit arguments, fit argument
errors."""
import os
import tempfile
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor, Parameter, Model
from mindspore.train import (Callback, EarlyStopping, ReduceLROnPlateau, History, LambdaCallback, OnRequestExit,
                             LossMonitor)
from _h import case

X = np.linspace(-1, 1, 16).astype(np.float32).reshape(16, 1)
Y = (3 * X + 0.5).astype(np.float32)


def dset(bs=4):
    return ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=False).batch(bs)


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.1]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.0], np.float32)), name="b")

    def construct(self, x):
        return ms.ops.matmul(x, self.w) + self.b


class Rec(Callback):
    def __init__(self):
        super().__init__()
        self.log = []

    def on_train_epoch_end(self, rc):
        p = rc.original_args()
        lr = p.optimizer.learning_rate
        self.log.append((p.cur_epoch_num, round(float(lr.asnumpy()), 6),
                         {k: round(float(v), 5) for k, v in (p.get("eval_results") or {}).items()}))


def fit(epochs, cbs, lr=0.5, opt="sgd", **kw):
    net = Lin()
    o = (nn.SGD(net.trainable_params(), lr) if opt == "sgd" else
         nn.Momentum(net.trainable_params(), lr, 0.9))
    model = Model(net, nn.MSELoss(), o, metrics={"mae": nn.MAE(), "loss": nn.Loss()})
    rec = Rec()
    model.fit(epochs, dset(), dset(), callbacks=cbs + [rec], dataset_sink_mode=False, **kw)
    return rec.log, round(float(net.w.asnumpy()[0, 0]), 4), round(float(net.b.asnumpy()[0]), 4)


case("fit.plain", lambda: fit(3, []))
case("fit.valid_freq2", lambda: fit(4, [], valid_frequency=2))
case("fit.valid_freq_list", lambda: fit(4, [], valid_frequency=[1, 4]))
case("fit.valid_freq0", lambda: fit(2, [], valid_frequency=0))
case("fit.valid_freq_float", lambda: fit(2, [], valid_frequency=1.0))
case("fit.valid_freq_list_bad", lambda: fit(2, [], valid_frequency=[3]))
case("fit.rlr.loss", lambda: fit(5, [ReduceLROnPlateau(monitor="loss", patience=0, factor=0.5)], lr=1.4))
case("fit.rlr.mae_cd", lambda: fit(6, [ReduceLROnPlateau(monitor="mae", patience=1, cooldown=1, factor=0.5,
                                                         min_delta=0.5)]))
case("fit.rlr.min_lr", lambda: fit(6, [ReduceLROnPlateau(monitor="mae", patience=0, factor=0.5, min_delta=10.0,
                                                         min_lr=0.1)]))
case("fit.rlr.momentum", lambda: fit(4, [ReduceLROnPlateau(monitor="loss", patience=0, factor=0.5, min_delta=10.0)],
                                     lr=0.1, opt="mom"))
case("fit.rlr.eval_loss_missing", lambda: fit(2, [ReduceLROnPlateau(patience=0)]))
case("fit.es.stop", lambda: fit(8, [EarlyStopping(monitor="loss", patience=1, min_delta=10.0)]))
case("fit.es.restore", lambda: fit(8, [EarlyStopping(monitor="mae", patience=1, min_delta=10.0,
                                                     restore_best_weights=True)]))
case("fit.es.max_mode", lambda: fit(8, [EarlyStopping(monitor="mae", patience=2, mode="max")], lr=0.05))
case("fit.es.baseline", lambda: fit(6, [EarlyStopping(monitor="mae", patience=1, baseline=0.01)]))
case("fit.es.valid_freq2", lambda: fit(8, [EarlyStopping(monitor="loss", patience=1, min_delta=10.0)],
                                       valid_frequency=2))
case("fit.rlr.valid_freq2", lambda: fit(6, [ReduceLROnPlateau(monitor="loss", patience=0, factor=0.5,
                                                              min_delta=10.0)], valid_frequency=2))


def hist():
    h = History()
    out = fit(3, [h])
    return out, {k: [round(float(v), 5) for v in vs] for k, vs in h.history.items()}, h.epoch


case("fit.history", hist)


def lam():
    log = []
    cb = LambdaCallback(on_train_epoch_end=lambda rc: log.append(("e", rc.original_args().cur_epoch_num)),
                        on_eval_end=lambda rc: log.append(("v", sorted(rc.original_args().eval_results))),
                        on_train_step_end=lambda rc: log.append(("s", rc.original_args().cur_step_num)))
    fit(2, [cb])
    return log


case("fit.lambda", lam)


def hist_train():
    net = Lin()
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.5))
    h = History()
    model.train(3, dset(), callbacks=[h], dataset_sink_mode=False)
    return {k: [round(float(v), 5) for v in vs] for k, vs in h.history.items()}, h.epoch


case("train.history", hist_train)

d = tempfile.mkdtemp()
case("ore.defaults", lambda: (lambda o: (o.save_ckpt, o.save_mindir, o.file_name, o.sig))(OnRequestExit()))
case("ore.bad_save_ckpt", lambda: OnRequestExit(save_ckpt=1))
case("ore.bad_file_name", lambda: OnRequestExit(file_name=3))
case("ore.bad_directory", lambda: OnRequestExit(directory=3))
case("ore.bad_sig", lambda: OnRequestExit(sig="SIGTERM"))
case("ore.bad_save_mindir", lambda: OnRequestExit(save_mindir="yes"))


def fit_err(**kw):
    net = Lin()
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.5), metrics={"mae": nn.MAE()})
    args = dict(epoch=1, train_dataset=dset(), valid_dataset=dset(), dataset_sink_mode=False)
    args.update(kw)
    model.fit(**args)
    return "ok"


case("fit_err.no_valid", lambda: fit_err(valid_dataset=None))
case("fit_err.epoch0", lambda: fit_err(epoch=0))
case("fit_err.epoch_float", lambda: fit_err(epoch=1.0))
case("fit_err.initial_epoch", lambda: fit_err(epoch=2, initial_epoch=1))
case("fit_err.initial_epoch_big", lambda: fit_err(epoch=2, initial_epoch=2))
case("fit_err.initial_epoch_neg", lambda: fit_err(epoch=2, initial_epoch=-1))
case("fit_err.sink_size0", lambda: fit_err(sink_size=0))
case("fit_err.valid_sink_str", lambda: fit_err(valid_dataset_sink_mode="no"))
case("fit_err.cb_bad", lambda: fit_err(callbacks=[1]))
