"""s5: more callbacks (ut utils/test_callback, st summary/test_summary_collector, train/test_on_request_exit_callback
without signals): request_stop at step / epoch hooks, RunContext / cb_params edits, callbacks that raise (with
ModelCheckpoint(exception_save)), the callback order, SummaryCollector / SummaryRecord file names (timestamps
masked), LearningRateScheduler, BackupAndRestore, Callback as a context manager, _InternalCallbackParam."""
import os
import re
import tempfile

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.train import Callback, Model, RunContext
from mindspore.train.callback import (CheckpointConfig, LearningRateScheduler, ModelCheckpoint, LossMonitor,
                                      SummaryCollector)
from _h import case

X = ((np.arange(48, dtype=np.float32).reshape(12, 4) % 7) - 3.0) / 4.0
Y = (np.arange(12) % 3).astype(np.int32)


def data(batch=4):
    return ds.NumpySlicesDataset((X, Y), ["data", "label"], shuffle=False).batch(batch)


def dense():
    w = ((np.arange(12, dtype=np.float32).reshape(3, 4) % 5) - 2.0) / 5.0
    return nn.Dense(4, 3, weight_init=Tensor(w), bias_init="zeros")


def model(metrics=None, lr=0.1):
    net = dense()
    return net, Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                      nn.Momentum(net.trainable_params(), lr, 0.9), metrics=metrics)


class Stop(Callback):
    def __init__(self, hook, at):
        super().__init__()
        self.rows = []
        self.hook, self.at = hook, at
        for h in ["on_train_step_begin", "on_train_step_end", "on_train_epoch_begin", "on_train_epoch_end",
                  "on_train_end"]:
            setattr(self, h, self._f(h))

    def _f(self, h):
        def f(rc):
            cb = rc.original_args()
            self.rows.append((h, cb.cur_epoch_num, cb.cur_step_num))
            if h == self.hook and cb.cur_step_num >= self.at:
                rc.request_stop()
        return f


def stop(hook, at, epochs=3, sink=False):
    net, m = model()
    s = Stop(hook, at)
    m.train(epochs, data(), callbacks=[s], dataset_sink_mode=sink)
    return s.rows, net.bias


for hook in ["on_train_step_begin", "on_train_step_end", "on_train_epoch_begin", "on_train_epoch_end"]:
    case(f"stop_{hook}", lambda hook=hook: stop(hook, 2))
    case(f"stop_sink_{hook}", lambda hook=hook: stop(hook, 2, sink=True))


class Edit(Callback):
    def on_train_step_end(self, rc):
        cb = rc.original_args()
        cb.cur_step_num = cb.cur_step_num + 100
        cb.my_field = 5

    def on_train_epoch_end(self, rc):
        cb = rc.original_args()
        self.seen = (cb.cur_step_num, cb.get("my_field", None) if hasattr(cb, "get") else getattr(cb, "my_field", None))


def edit():
    _, m = model()
    e = Edit()
    ml = LossMonitor()
    m.train(1, data(), callbacks=[e], dataset_sink_mode=False)
    return e.seen


case("cb_edit", edit)


class Boom(Callback):
    def __init__(self, at):
        super().__init__()
        self.at = at

    def on_train_step_end(self, rc):
        if rc.original_args().cur_step_num == self.at:
            raise ValueError("boom")


def boom(exception_save, at=2):
    d = tempfile.mkdtemp()
    _, m = model()
    mc = ModelCheckpoint(prefix="b", directory=d, config=CheckpointConfig(save_checkpoint_steps=100,
                                                                          exception_save=exception_save))
    try:
        m.train(2, data(), callbacks=[mc, Boom(at)], dataset_sink_mode=False)
        r = "no error"
    except ValueError as e:
        r = "ValueError " + str(e)
    return r, sorted(os.listdir(d))


case("boom_no_save", lambda: boom(False))
case("boom_save", lambda: boom(True))
case("boom_save_order", lambda: boom(True, at=4))


class Order(Callback):
    log = []

    def __init__(self, name):
        super().__init__()
        self.name = name

    def on_train_epoch_end(self, rc):
        Order.log.append(self.name)

    def on_train_begin(self, rc):
        Order.log.append("b" + self.name)


def order():
    Order.log = []
    _, m = model()
    m.train(1, data(), callbacks=[Order("a"), Order("b"), Order("c")], dataset_sink_mode=False)
    return Order.log


case("cb_order", order)
case("cb_tuple", lambda: (Order.log.clear(), model()[1].train(1, data(), callbacks=(Order("x"), Order("y")),
                                                               dataset_sink_mode=False), list(Order.log)))
case("cb_single", lambda: (Order.log.clear(), model()[1].train(1, data(), callbacks=Order("z"),
                                                                dataset_sink_mode=False), list(Order.log)))
case("cb_dup", lambda: (lambda o: (Order.log.clear(), model()[1].train(1, data(), callbacks=[o, o],
                                                                        dataset_sink_mode=False), list(Order.log)))(Order("d")))
case("cb_bad_item", lambda: model()[1].train(1, data(), callbacks=[Order("a"), 3], dataset_sink_mode=False))
case("cb_context", lambda: (lambda c: (c.__enter__() is c, c.__exit__(None, None, None)))(Callback()))


def rc_case():
    rc = RunContext({"a": 1})
    orig = rc.original_args()
    out = [type(orig).__name__, orig, rc.get_stop_requested()]
    rc.request_stop()
    out.append(rc.get_stop_requested())
    return out


case("run_context", rc_case)
case("run_context_bad", lambda: RunContext(3))
case("run_context_none", lambda: RunContext(None).original_args())


# LearningRateScheduler
def lrs(fn, epochs=2):
    net, m = model()
    lrs_ = []

    class Rec(Callback):
        def on_train_step_end(self, rc):
            lrs_.append(round(float(rc.original_args().optimizer.learning_rate.asnumpy()), 7))

    m.train(epochs, data(), callbacks=[LearningRateScheduler(fn), Rec()], dataset_sink_mode=False)
    return lrs_


case("lrs_halve_every2", lambda: lrs(lambda lr, step: lr * 0.5 if step % 2 == 0 else lr))
case("lrs_const", lambda: lrs(lambda lr, step: lr))
case("lrs_returns_int", lambda: lrs(lambda lr, step: 1))
case("lrs_bad", lambda: LearningRateScheduler(3))


# SummaryCollector / SummaryRecord
def mask(names):
    return sorted(re.sub(r"\d{6,}", "T", re.sub(r"_[^_]*$", "_H", n)) for n in names)


def summ(**kw):
    d = tempfile.mkdtemp()
    _, m = model(metrics={"acc"})
    sc = SummaryCollector(os.path.join(d, "s"), **kw)
    m.train(2, data(), callbacks=[sc], dataset_sink_mode=False)
    out = []
    for root, _, files in os.walk(d):
        out += [os.path.relpath(os.path.join(root, f), d) for f in files]
    return mask(out)


case("summary_default", lambda: summ())
case("summary_freq1", lambda: summ(collect_freq=1))
case("summary_keep_default_false", lambda: summ(keep_default_action=False, collect_specified_data={"collect_metric": True}))
case("summary_bad_freq", lambda: SummaryCollector(tempfile.mkdtemp(), collect_freq=0))
case("summary_bad_dir", lambda: SummaryCollector(3))
case("summary_bad_spec", lambda: SummaryCollector(tempfile.mkdtemp(), collect_specified_data={"foo": True}))
case("summary_bad_max", lambda: SummaryCollector(tempfile.mkdtemp(), max_file_size=-1))
case("summary_bad_custom", lambda: SummaryCollector(tempfile.mkdtemp(), custom_lineage_data={"a": [1]}))


def record(**kw):
    d = tempfile.mkdtemp()
    with ms.SummaryRecord(d, **kw) as r:
        r.add_value("scalar", "loss", Tensor(1.5))
        r.record(1)
        r.flush()
    return mask(os.listdir(d))


case("summary_record", lambda: record())
case("summary_record_suffix", lambda: record(file_prefix="p", file_suffix="_x"))
case("summary_record_bad_value", lambda: (lambda d: ms.SummaryRecord(d).add_value("scalar", "loss", Tensor([1.0, 2.0])))(
    tempfile.mkdtemp()))
case("summary_record_bad_plugin", lambda: (lambda d: ms.SummaryRecord(d).add_value("foo", "loss", Tensor(1.0)))(
    tempfile.mkdtemp()))
