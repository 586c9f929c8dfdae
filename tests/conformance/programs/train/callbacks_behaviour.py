"""Callbacks in Model.train/fit: request_stop, EarlyStopping, ReduceLROnPlateau, LambdaCallback,
History, old-style hooks, fit's evaluation metrics, and the argument checks of the built-ins."""
import numpy as np

import mindspore as ms
import mindspore.nn as nn
from mindspore.train import (Callback, CheckpointConfig, EarlyStopping, History, LambdaCallback, LossMonitor, Model,
                             ModelCheckpoint, ReduceLROnPlateau, RunContext, TimeMonitor)
from _conf import emit, emit_error, emit_stdout
from _data import batches

x = np.array([[0.0, 1.0], [1.0, 0.0], [1.0, 1.0], [0.5, -0.5], [-1.0, 0.25], [0.75, 0.5]], np.float32)
lab = np.array([0, 1, 1, 0, 0, 1], np.int32)


def make(metrics=None):
    net = nn.Dense(2, 2, weight_init=ms.Tensor(np.array([[0.5, -0.5], [0.25, 0.75]], np.float32)), bias_init="zeros")
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.SGD(net.trainable_params(), learning_rate=0.5)
    return net, Model(net, loss, opt, metrics=metrics or {"acc": nn.Accuracy(), "loss": nn.Loss()})


class StopAt(Callback):
    def __init__(self, step):
        super().__init__()
        self.step = step
        self.steps = []

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        self.steps.append(cb.cur_step_num)
        if cb.cur_step_num == self.step:
            run_context.request_stop()


class OldStyle(Callback):
    def __init__(self):
        super().__init__()
        self.calls = []

    def begin(self, rc):
        self.calls.append("begin")

    def epoch_end(self, rc):
        self.calls.append("epoch_end:%d" % rc.original_args().cur_epoch_num)

    def step_end(self, rc):
        self.calls.append("step_end")

    def end(self, rc):
        self.calls.append("end")


net, model = make()
stop = StopAt(4)
model.train(3, batches(x, lab, 2), callbacks=stop)
emit("request_stop_steps", stop.steps)

net, model = make()
old = OldStyle()
model.train(2, batches(x, lab, 3), callbacks=[old])
emit("old_style_hooks", old.calls)

net, model = make()
seen = []
lam = LambdaCallback(on_train_epoch_end=lambda rc: seen.append(rc.original_args().cur_epoch_num),
                     on_train_end=lambda rc: seen.append("end"))
hist = History()
model.train(2, batches(x, lab, 2), callbacks=[lam, hist], initial_epoch=0)
emit("lambda", seen)
emit("history_epochs", hist.epoch)
emit("history_keys", sorted(hist.history))
emit("history_net_output", [float(v) for v in hist.history["net_output"]], rtol=1e-5)

net, model = make()
hist = History()
model.fit(3, batches(x, lab, 2), batches(x, lab, 3), valid_frequency=2, callbacks=[hist])
emit("fit_history_keys", sorted(hist.history))
emit("fit_history_acc", [float(v) for v in hist.history["acc"]], rtol=1e-5)
emit("fit_history_epochs", hist.epoch)

net, model = make()
es = EarlyStopping(monitor="acc", patience=1, mode="max")
model.fit(6, batches(x, lab, 2), batches(x, lab, 3), callbacks=[es])
emit("early_stop_epoch", es.stopped_epoch)
emit("early_stop_best", float(es.best), rtol=1e-6)

net, model = make()
es = EarlyStopping(monitor="loss", patience=0, min_delta=100.0)
model.train(5, batches(x, lab, 2), callbacks=[es])
emit("early_stop_on_loss", es.stopped_epoch)

net, model = make()
opt = model._optimizer
rl = ReduceLROnPlateau(monitor="loss", factor=0.5, patience=0, min_delta=100.0)
model.train(3, batches(x, lab, 2), callbacks=[rl])
emit("reduced_lr", float(opt.learning_rate.asnumpy()), rtol=1e-6)

net, model = make({"acc": nn.Accuracy()})   # the printed value must be exact: accuracy
emit_stdout("fit_loss_monitor_eval_line", model.fit, 1, batches(x, lab, 6), batches(x, lab, 6),
            callbacks=[LossMonitor(0)])

emit_error("loss_monitor_negative", LossMonitor, -1)
emit_error("time_monitor_data_time", TimeMonitor, None, 1)
emit_error("early_stop_mode", EarlyStopping, mode="up")
emit_error("reduce_lr_factor", ReduceLROnPlateau, factor=1.5)
emit_error("ckpt_config_all_zero", CheckpointConfig, save_checkpoint_steps=0, keep_checkpoint_max=0)
emit_error("ckpt_config_append_info", CheckpointConfig, append_info=["epoch"])
emit_error("ckpt_config_network", CheckpointConfig, saved_network=3)
emit_error("model_checkpoint_prefix", ModelCheckpoint, prefix="a/b")
emit_error("model_checkpoint_config", ModelCheckpoint, config={})
emit_error("run_context_not_dict", RunContext, [1])
cfg = CheckpointConfig(save_checkpoint_steps=5, save_checkpoint_seconds=10, keep_checkpoint_max=0,
                       keep_checkpoint_per_n_minutes=0, append_info=["epoch_num", {"lr": 0.5}])
emit("ckpt_config_policy", (cfg.save_checkpoint_steps, cfg.save_checkpoint_seconds, cfg.keep_checkpoint_max,
                            cfg.keep_checkpoint_per_n_minutes, cfg.append_dict))
emit_error("callbacks_not_callbacks", make()[1].train, 1, batches(x, lab, 2), callbacks=[3])
emit_error("epoch_le_initial_epoch", make()[1].train, 2, batches(x, lab, 2), initial_epoch=2)
emit_error("epoch_zero", make()[1].train, 0, batches(x, lab, 2))
emit_error("eval_without_metrics", Model(nn.Dense(2, 2), nn.MSELoss()).eval, batches(x, lab, 2))
emit_error("metrics_without_loss", Model, nn.Dense(2, 2), metrics={"acc"})
emit_error("amp_without_optimizer", Model, nn.Dense(2, 2), amp_level="O2")
emit_error("bad_kwarg", Model, nn.Dense(2, 2), foo=1)
emit_error("fit_valid_without_metrics", Model(nn.Dense(2, 2), nn.MSELoss(), nn.SGD(nn.Dense(2, 2).trainable_params())).fit,
           1, batches(x, lab, 2), batches(x, lab, 2))
emit_error("model_not_cell", Model, 3)


class Steps(Callback):
    def __init__(self):
        super().__init__()
        self.seen = []

    def on_train_step_end(self, rc):
        cb = rc.original_args()
        self.seen.append((cb.cur_epoch_num, cb.cur_step_num, cb.batch_num, cb.dataset_sink_mode))


net, model = make()
steps = Steps()
model.train(2, batches(x, lab, 2), callbacks=[steps], dataset_sink_mode=True, sink_size=2)
emit("sink_mode_on_cpu_steps", steps.seen)

from mindspore.train import LearningRateScheduler  # noqa: E402

net, model = make()
lrs = []


def halve_every_two(lr, step):
    lrs.append(lr)
    return lr * 0.5 if step % 2 == 0 else lr


model.train(1, batches(x, lab, 1), callbacks=[LearningRateScheduler(halve_every_two)])
emit("lr_scheduler_seen", lrs, rtol=1e-6)
emit("lr_scheduler_final", float(model._optimizer.learning_rate.asnumpy()), rtol=1e-6)

emit_stdout("print_eval_dict", lambda: print(make({"acc": nn.Accuracy(), "top": nn.Top1CategoricalAccuracy()})[1]
                                             .eval(batches(x, lab, 3))))

emit_error("data_sink_on_cpu", ms.data_sink, lambda a, b: a, batches(x, lab, 2), sink_size=2)
emit_error("data_sink_size", ms.data_sink, lambda a, b: a, batches(x, lab, 2), sink_size=0)
