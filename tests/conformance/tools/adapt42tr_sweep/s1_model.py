"""Model.train / eval / fit as a train.py runs them: hook order and original_args() fields over sink modes,
sink_size, epochs, initial_epoch; LossMonitor / TimeMonitor lines; eval metric dicts; amp levels and loss scale
managers."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model, Callback, LossMonitor, TimeMonitor
from mindspore.train import Accuracy, Loss, Top1CategoricalAccuracy, Top5CategoricalAccuracy, MAE, MSE, F1, Precision, \
    Recall, TopKCategoricalAccuracy, Fbeta
import mindspore.dataset as ds
from mindspore.amp import FixedLossScaleManager, DynamicLossScaleManager
from _h import case, printed


def x_data(n, f=4):
    return ((np.arange(n * f).reshape(n, f) % 7) / 7.0 - 0.4).astype(np.float32)


def cls_ds(n=8, bs=2, classes=6, ydt=np.int32):
    return ds.NumpySlicesDataset({"x": x_data(n), "y": (np.arange(n) % classes).astype(ydt)},
                                 shuffle=False).batch(bs)


def onehot_ds(n=8, bs=2, classes=6):
    return ds.NumpySlicesDataset({"x": x_data(n), "y": np.eye(classes, dtype=np.float32)[np.arange(n) % classes]},
                                 shuffle=False).batch(bs)


def reg_ds(n=8, bs=2):
    return ds.NumpySlicesDataset({"x": x_data(n), "y": (np.arange(n * 6).reshape(n, 6) % 5 / 5.0).astype(np.float32)},
                                 shuffle=False).batch(bs)


def net6(dt=None):
    n = nn.Dense(4, 6, weight_init=Tensor((np.arange(24).reshape(6, 4) % 5 / 10.0 - 0.2).astype(np.float32)),
                 bias_init="zeros")
    return n


def model(lr=0.1, metrics=None, sparse=True, **kw):
    net = net6()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=sparse, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), lr, 0.9)
    return net, Model(net, loss, opt, metrics=metrics, **kw)


class Rec(Callback):
    def __init__(self):
        super().__init__()
        self.log = []

    def _r(self, name, rc):
        cb = rc.original_args()
        out = cb.get("net_outputs") if hasattr(cb, "get") else None
        if isinstance(out, Tensor):
            o = ("T", str(out.dtype), tuple(out.shape))
        elif isinstance(out, (tuple, list)):
            o = (type(out).__name__, len(out))
        else:
            o = type(out).__name__
        self.log.append((name, cb.cur_epoch_num, cb.cur_step_num, cb.batch_num, cb.epoch_num, o))

    def on_train_begin(self, rc): self._r("tb", rc)
    def on_train_epoch_begin(self, rc): self._r("eb", rc)
    def on_train_step_begin(self, rc): self._r("sb", rc)
    def on_train_step_end(self, rc): self._r("se", rc)
    def on_train_epoch_end(self, rc): self._r("ee", rc)
    def on_train_end(self, rc): self._r("te", rc)


def rec_train(epochs, sink, sink_size=-1, n=8, initial_epoch=0):
    net, m = model()
    r = Rec()
    m.train(epochs, cls_ds(n), callbacks=[r], dataset_sink_mode=sink, sink_size=sink_size, initial_epoch=initial_epoch)
    return r.log


for sink in (False, True):
    for ss in (-1, 2, 3, 4, 6):
        case(f"rec.sink{sink}.ss{ss}", lambda sink=sink, ss=ss: rec_train(2, sink, ss))
    case(f"rec.sink{sink}.init1", lambda sink=sink: rec_train(3, sink, initial_epoch=1))
    case(f"rec.sink{sink}.init3", lambda sink=sink: rec_train(3, sink, initial_epoch=3))
    case(f"rec.sink{sink}.ss0", lambda sink=sink: rec_train(1, sink, 0))
    case(f"rec.sink{sink}.ssneg2", lambda sink=sink: rec_train(1, sink, -2))


def lm_text(per, sink, ss=-1, epochs=2, has_trained_epoch=0):
    net, m = model()
    return printed(m.train, epochs, cls_ds(), callbacks=[LossMonitor(per)], dataset_sink_mode=sink, sink_size=ss)[0]


for per in (1, 2, 3):
    for sink, ss in ((False, -1), (True, -1), (True, 3)):
        case(f"lm.per{per}.sink{sink}.ss{ss}", lambda per=per, sink=sink, ss=ss: lm_text(per, sink, ss))
case("lm.per0", lambda: LossMonitor(0))
case("lm.perneg", lambda: LossMonitor(-1))
case("lm.perfloat", lambda: LossMonitor(1.0))
case("lm.perbool", lambda: LossMonitor(True))


def tm_text(data_size, sink, ss=-1):
    net, m = model()
    return printed(m.train, 2, cls_ds(), callbacks=[TimeMonitor(data_size)], dataset_sink_mode=sink, sink_size=ss)[0]


for dsz in (None, 2, 4):
    for sink, ss in ((False, -1), (True, 2)):
        case(f"tm.ds{dsz}.sink{sink}.ss{ss}", lambda dsz=dsz, sink=sink, ss=ss: tm_text(dsz, sink, ss))
case("tm.ds0", lambda: TimeMonitor(0))
case("tm.dsfloat", lambda: TimeMonitor(2.0))
case("tm.dsneg", lambda: TimeMonitor(-1))

# eval metric dicts
METRICS = {
    "acc_loss": lambda: {"acc": Accuracy(), "loss": Loss()},
    "order_z_a": lambda: {"z": Accuracy(), "a": Loss(), "m": Top1CategoricalAccuracy()},
    "top": lambda: {"top1": Top1CategoricalAccuracy(), "top5": Top5CategoricalAccuracy(),
                    "top3": TopKCategoricalAccuracy(3)},
    "prf": lambda: {"f1": F1(), "p": Precision(), "r": Recall(), "fb": Fbeta(2)},
    "prf_avg": lambda: {"p": Precision(is_multilabel=False), "r": Recall()},
    "acc_multi": lambda: {"acc": Accuracy("multilabel")},
}
for name, mk in METRICS.items():
    for sink in (False, True):
        def run(mk=mk, sink=sink):
            net, m = model(metrics=mk())
            m.train(1, cls_ds(), dataset_sink_mode=False)
            res = m.eval(cls_ds(), dataset_sink_mode=sink)
            return list(res.items()), [type(v).__name__ for v in res.values()]
        case(f"eval.{name}.sink{sink}", run)

case("eval.metric_set", lambda: sorted(model(metrics={"acc", "loss"})[1].eval(cls_ds()).items()))
case("eval.metric_str", lambda: model(metrics="acc")[1].eval(cls_ds()))
case("eval.metric_list", lambda: model(metrics=["acc"])[1].eval(cls_ds()))
case("eval.metric_unknown", lambda: model(metrics={"nope"})[1].eval(cls_ds()))
case("eval.metric_top1_str", lambda: model(metrics={"top_1_accuracy", "top_5_accuracy"})[1].eval(cls_ds()))
case("eval.metric_mae_str", lambda: model(metrics={"mae", "mse"})[1].eval(cls_ds()))
case("eval.no_metrics", lambda: model()[1].eval(cls_ds()))
case("eval.empty_metrics", lambda: model(metrics={})[1].eval(cls_ds()))
case("eval.onehot", lambda: model(metrics={"acc": Accuracy(), "loss": Loss()}, sparse=False)[1].eval(onehot_ds()))
case("eval.y_int64", lambda: model(metrics={"acc": Accuracy(), "loss": Loss()})[1].eval(cls_ds(ydt=np.int64)))
case("eval.y_int64_top", lambda: model(metrics={"t": Top1CategoricalAccuracy()})[1].eval(cls_ds(ydt=np.int64)))
case("eval.ragged_last", lambda: model(metrics={"acc": Accuracy(), "loss": Loss()})[1].eval(cls_ds(n=7, bs=3)))


def reg_eval(metrics, sink=False):
    net = net6()
    m = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1), metrics=metrics)
    m.train(1, reg_ds(), dataset_sink_mode=False)
    return m.eval(reg_ds(), dataset_sink_mode=sink)


case("reg.mae_mse", lambda: reg_eval({"mae": MAE(), "mse": MSE(), "loss": Loss()}))
case("reg.mae_mse.sink", lambda: reg_eval({"mae": MAE(), "mse": MSE()}, True))


# amp / loss scale
def amp_train(level, lsm=None, sink=False, keep_bn=None):
    net, m = model(amp_level=level, loss_scale_manager=lsm, metrics={"acc": Accuracy(), "loss": Loss()})
    r = Rec()
    m.train(2, cls_ds(), callbacks=[r], dataset_sink_mode=sink)
    return r.log[-2], net.weight.dtype, net.weight.asnumpy()[0], m.eval(cls_ds())


for lvl in ("O0", "O1", "O2", "O3", "auto"):
    case(f"amp.{lvl}", lambda lvl=lvl: amp_train(lvl))
    case(f"amp.{lvl}.fixed_nodrop", lambda lvl=lvl: amp_train(lvl, FixedLossScaleManager(128.0, False)))
    case(f"amp.{lvl}.fixed_nodrop.sink", lambda lvl=lvl: amp_train(lvl, FixedLossScaleManager(128.0, False), True))
case("amp.O2.fixed_drop", lambda: amp_train("O2", FixedLossScaleManager(128.0, True)))
case("amp.O2.dynamic", lambda: amp_train("O2", DynamicLossScaleManager(2.0 ** 10, 2, 10)))
case("amp.O0.lsm_int", lambda: amp_train("O0", FixedLossScaleManager(128, False)))
case("amp.badlevel", lambda: model(amp_level="O4"))
case("amp.lsm_none_obj", lambda: model(amp_level="O2", loss_scale_manager=3))
case("amp.fixed_scale0", lambda: FixedLossScaleManager(0.5))
case("amp.fixed_get", lambda: (FixedLossScaleManager(4.0).get_loss_scale(), FixedLossScaleManager(4.0).get_drop_overflow_update()))
case("amp.dyn_get", lambda: (DynamicLossScaleManager().get_loss_scale(), DynamicLossScaleManager().get_drop_overflow_update()))
case("amp.dyn_bad_factor", lambda: DynamicLossScaleManager(8.0, 1))
case("amp.dyn_bad_window", lambda: DynamicLossScaleManager(8.0, 2, 0))


# predict
def pred(*shape):
    net, m = model()
    return m.predict(Tensor(np.ones(shape, np.float32)))


case("predict.2d", lambda: pred(2, 4))
case("predict.1row", lambda: pred(1, 4))
case("predict.f16", lambda: model()[1].predict(Tensor(np.ones((2, 4), np.float16))))
case("predict.amp_O2", lambda: model(amp_level="O2")[1].predict(Tensor(np.ones((2, 4), np.float32))))
case("predict.amp_O3", lambda: model(amp_level="O3")[1].predict(Tensor(np.ones((2, 4), np.float32))))
