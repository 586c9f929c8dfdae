"""Model variants of train.py scripts over GeneratorDataset pipelines: fit with EarlyStopping / ReduceLROnPlateau
monitoring eval metrics, Model(network) for eval/predict only, a custom eval_network, a WithLossCell passed as the
network, amp_level with loss_scale_manager, datasets with repeat / three columns / dict columns,
LossMonitor on a NaN loss, and TimeMonitor's text with the numbers masked."""
import re

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import (Accuracy, EarlyStopping, History, LambdaCallback, Loss, LossMonitor, Model, ReduceLROnPlateau,
                             TimeMonitor, FixedLossScaleManager, DynamicLossScaleManager)
from _conf import emit, emit_error, emit_stdout
from _train29_util import X, Y_CLS, Fields, cls_data, cls_model, dense, reg_data, reg_model

net, model = cls_model(lr=0.5, metrics={"acc": Accuracy(), "loss": Loss()})
es = EarlyStopping(monitor="eval_loss", patience=1, min_delta=0.0)
hist = History()
seen = []
lam = LambdaCallback(on_train_epoch_end=lambda rc: seen.append(sorted(rc.original_args().eval_results.items())))
model.fit(6, cls_data(), cls_data(6), callbacks=[es, hist, lam], dataset_sink_mode=False)
emit("fit_early_stop", (es.stopped_epoch, hist.epoch), rtol=1e-5)
emit("fit_eval_results", seen, rtol=1e-5)
emit("fit_history", {k: [float(v) for v in vs] for k, vs in sorted(hist.history.items())}, rtol=1e-4)

net, model = cls_model(lr=0.5, metrics={"acc": Accuracy()})
rl = ReduceLROnPlateau(monitor="acc", mode="max", factor=0.5, patience=0, min_lr=0.01)
model.fit(4, cls_data(), cls_data(12), callbacks=[rl], valid_frequency=1, dataset_sink_mode=False)
emit("reduce_lr_on_acc", float(model._optimizer.learning_rate.asnumpy()), rtol=1e-6)

net, model = cls_model(metrics={"acc": Accuracy()})
emit_stdout("fit_loss_monitor", model.fit, 2, cls_data(6), cls_data(12), callbacks=[LossMonitor()],
            dataset_sink_mode=False)
net, model = cls_model(metrics={"acc": Accuracy()})
emit_stdout("fit_loss_monitor_sink", model.fit, 2, cls_data(6), cls_data(12), callbacks=[LossMonitor()],
            dataset_sink_mode=True)

plain = Model(dense())
emit("plain_predict", plain.predict(ms.Tensor(X[:2])), rtol=1e-5)
emit_error("plain_train", plain.train, 1, cls_data())
emit_error("plain_eval", plain.eval, cls_data())


class EvalNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y):
        return self.net(x) * 2.0, y


net = dense()
m = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), eval_network=EvalNet(net),
          metrics={"acc": Accuracy()}, eval_indexes=None)
emit("custom_eval_network", m.eval(cls_data()), rtol=1e-5)
emit_error("eval_indexes_wrong_len", Model, net, nn.SoftmaxCrossEntropyWithLogits(sparse=True), eval_network=EvalNet(net),
           metrics={"acc": Accuracy()}, eval_indexes=[0, 1])

net = dense()
wl = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
m = Model(wl, optimizer=nn.SGD(net.trainable_params(), 0.1))
f = Fields()
m.train(1, cls_data(), callbacks=[f])
emit("with_loss_cell_model", f.rows, rtol=1e-4)

net, model = cls_model(amp_level="O2", loss_scale_manager=FixedLossScaleManager(64.0, drop_overflow_update=False))
f = Fields(("on_train_step_end",))
model.train(1, cls_data(), callbacks=[f])
emit("amp_o2_fixed_scale", f.rows, rtol=2e-3)
net, model = cls_model(amp_level="O3")
f = Fields(("on_train_step_end",))
model.train(2, cls_data(), callbacks=[f])
emit("amp_o3", f.rows, rtol=2e-3)
emit_error("amp_dynamic_scale_cpu", cls_model, amp_level="O3", loss_scale_manager=DynamicLossScaleManager(2 ** 10, 2, 2))

net, model = cls_model()
f = Fields()
model.train(2, cls_data().repeat(2), callbacks=[f])
emit("repeat2_dataset", [r[:5] for r in f.rows])


def gen3():
    for i in range(6):
        yield X[i], Y_CLS[i], np.float32(i % 2)


class Loss3(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="none")

    def construct(self, x, y, w):
        return (self.ce(self.net(x), y) * w).mean()


net = dense()
m = Model(Loss3(net), optimizer=nn.SGD(net.trainable_params(), 0.1))
f = Fields()
m.train(1, ds.GeneratorDataset(gen3, ["x", "y", "w"], shuffle=False).batch(3), callbacks=[f])
emit("three_columns", f.rows, rtol=1e-4)

data_nan = ds.NumpySlicesDataset({"d": np.array([[np.nan] * 4] * 4, np.float32), "l": np.zeros(4, np.int32)},
                                 shuffle=False).batch(2)
net, model = cls_model()
emit_error("loss_monitor_nan", model.train, 1, data_nan, callbacks=[LossMonitor()])


def time_text():
    net, model = cls_model()
    model.train(2, cls_data(), callbacks=[TimeMonitor()], dataset_sink_mode=False)


def time_text_every():
    net, model = cls_model()
    model.train(1, cls_data(), callbacks=[TimeMonitor(data_size=1)], dataset_sink_mode=False)


import contextlib, io, os, sys, tempfile


def captured(fn):
    fd = sys.stdout.fileno()
    sys.stdout.flush()
    saved = os.dup(fd)
    with tempfile.TemporaryFile(mode="w+b") as tmp:
        os.dup2(tmp.fileno(), fd)
        try:
            fn()
        finally:
            sys.stdout.flush()
            os.dup2(saved, fd)
            os.close(saved)
        tmp.seek(0)
        text = tmp.read().decode()
    return re.sub(r"\d+\.\d+|\d+", "N", text)


emit("time_monitor_text", captured(time_text))
emit("time_monitor_data_size_text", captured(time_text_every))
