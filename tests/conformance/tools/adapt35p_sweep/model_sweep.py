"""Model.train / eval / predict on tiny datasets: metrics, callbacks printing losses, amp levels, sink modes,
epoch counts, batch remainders."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Tensor
from mindspore.train import Model, LossMonitor, Callback
from _h import case

XN = (np.arange(40, dtype=np.float32).reshape(10, 4) % 7) / 7 - 0.4
YN = (np.arange(10) % 3).astype(np.int32)
YR = ((np.arange(20, dtype=np.float32).reshape(10, 2) % 5) / 4)


def net3():
    n = nn.SequentialCell([nn.Dense(4, 5, weight_init=Tensor(np.arange(20, dtype=np.float32).reshape(5, 4) / 17 - 0.5),
                                    bias_init="zeros"), nn.ReLU(),
                           nn.Dense(5, 3, weight_init=Tensor(np.arange(15, dtype=np.float32).reshape(3, 5) / 11 - 0.6),
                                    bias_init="ones")])
    return n


def data(y=YN, bs=4, drop=False):
    return ds.NumpySlicesDataset({"x": XN, "y": y}, shuffle=False).batch(bs, drop_remainder=drop)


class Rec(Callback):
    def __init__(self):
        self.out = []

    def on_train_step_end(self, rc):
        cb = rc.original_args()
        self.out.append((cb.cur_epoch_num, cb.cur_step_num, float(cb.net_outputs.asnumpy()) if not isinstance(cb.net_outputs, (tuple, list)) else float(cb.net_outputs[0].asnumpy())))

    def on_train_epoch_end(self, rc):
        self.out.append(("epoch", rc.original_args().cur_epoch_num))


def train(opt="mom", epochs=2, bs=4, drop=False, amp="O0", sink=False, metrics=None, loss=None, y=YN):
    n = net3()
    o = nn.Momentum(n.trainable_params(), 0.1, 0.9) if opt == "mom" else nn.Adam(n.trainable_params(), 0.01)
    l = loss or nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    m = Model(n, l, o, metrics=metrics, amp_level=amp)
    r = Rec()
    m.train(epochs, data(y, bs, drop), callbacks=[r], dataset_sink_mode=sink)
    out = [r.out, n[0].weight.value()]
    if metrics:
        out.append(m.eval(data(y, bs), dataset_sink_mode=False))
    return out


case("train_mom", lambda: train())
case("train_adam_drop", lambda: train("adam", drop=True))
case("train_bs3", lambda: train(bs=3))
case("train_sink", lambda: train(sink=True))
case("train_O2", lambda: train(amp="O2"))
case("train_O3", lambda: train(amp="O3"))
case("train_metrics", lambda: train(metrics={"acc", "loss"}))
case("train_metrics_top", lambda: train(metrics={"top_1_accuracy", "top_2_accuracy", "loss"}, epochs=1))
case("train_mse", lambda: train(loss=nn.MSELoss(), y=np.eye(3, dtype=np.float32)[YN], metrics={"mae", "mse"}))


def c_eval_only():
    n = net3()
    m = Model(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), metrics={"acc", "loss", "precision", "recall"})
    return m.eval(data(), dataset_sink_mode=False)


def c_predict():
    n = net3(); m = Model(n)
    return [m.predict(Tensor(XN[:3])), m.predict(Tensor(XN))]


def c_loss_monitor():
    import io, contextlib
    n = net3(); m = Model(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.SGD(n.trainable_params(), 0.5))
    m.train(2, data(), callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    return n[2].bias.value()


def c_eval_network():
    n = net3()
    en = nn.WithEvalCell(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
    m = Model(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), eval_network=en, metrics={"loss"}, eval_indexes=[0, 1, 2])
    return m.eval(data(), dataset_sink_mode=False)


def c_fit():
    n = net3()
    m = Model(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.SGD(n.trainable_params(), 0.2), metrics={"acc"})
    r = Rec()
    m.fit(2, data(), data(), callbacks=[r], dataset_sink_mode=False)
    return [r.out, n[0].bias.value()]


for k, v in list(globals().items()):
    if k.startswith("c_"):
        case(k, v)
