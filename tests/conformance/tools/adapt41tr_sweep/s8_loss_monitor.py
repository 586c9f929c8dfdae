"""Monitor 'loss' (no eval) in Model.train: EarlyStopping / ReduceLROnPlateau over the last step's net_outputs
(Tensor, tuple from a custom train cell, float16), LossMonitor lines with per_print_times, sink vs non-sink."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor, Parameter, Model
from mindspore.train import Callback, EarlyStopping, ReduceLROnPlateau, LossMonitor
from _h import case

X = np.linspace(-1, 1, 8).astype(np.float32).reshape(8, 1)
Y = (3 * X + 0.5).astype(np.float32)


def dset():
    return ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=False).batch(4)


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.1]], np.float32)), name="w")

    def construct(self, x):
        return ms.ops.matmul(x, self.w)


class TupleStep(nn.Cell):
    def __init__(self, net, opt):
        super().__init__()
        self.step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)

    def construct(self, x, y):
        loss = self.step(x, y)
        return loss, loss * 2


class Rec(Callback):
    def __init__(self):
        super().__init__()
        self.log = []

    def on_train_epoch_end(self, rc):
        p = rc.original_args()
        self.log.append((p.cur_epoch_num, round(float(p.optimizer.learning_rate.asnumpy()), 6)))


def train(cb, epochs=5, lr=0.5, tup=False, sink=False, **kw):
    net = Lin()
    opt = nn.SGD(net.trainable_params(), lr)
    if tup:
        model = Model(TupleStep(net, opt))
        rec = Rec()
        rec.opt = opt
    else:
        model = Model(net, nn.MSELoss(), opt)
    rec = Rec()
    model.train(epochs, dset(), callbacks=cb + [rec] if not tup else cb, dataset_sink_mode=sink, **kw)
    return rec.log, round(float(net.w.asnumpy()[0, 0]), 4)


case("loss.es", lambda: train([EarlyStopping(monitor="loss", patience=1, min_delta=100.0)]))
case("loss.es_sink", lambda: train([EarlyStopping(monitor="loss", patience=1, min_delta=100.0)], sink=True))
case("loss.rlr", lambda: train([ReduceLROnPlateau(monitor="loss", patience=0, factor=0.5, min_delta=100.0)]))
case("loss.rlr_sink", lambda: train([ReduceLROnPlateau(monitor="loss", patience=0, factor=0.5, min_delta=100.0)],
                                    sink=True, sink_size=1))
case("loss.es_tuple", lambda: train([EarlyStopping(monitor="loss", patience=1, min_delta=100.0)], tup=True))
case("loss.lossmonitor", lambda: train([LossMonitor(1)], epochs=2))
case("loss.lossmonitor3", lambda: train([LossMonitor(3)], epochs=2))
case("loss.lossmonitor_sink", lambda: train([LossMonitor(1)], epochs=2, sink=True, sink_size=1))
case("loss.lossmonitor_bad", lambda: LossMonitor(0))
case("loss.lossmonitor_float", lambda: LossMonitor(1.0))
