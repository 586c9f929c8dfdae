"""Model.train / eval / predict with callbacks, metrics and optimizer options, the mode from $MODE: what the callbacks
see (epochs, steps, outputs), the metrics' values, the weights after training."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor
from mindspore.train import Model, Callback, LossMonitor, LambdaCallback, History
from mindspore.train import Accuracy, Top1CategoricalAccuracy, Top5CategoricalAccuracy, Loss, Precision, Recall, MAE
from _h import case


def data(n=8, bs=4, seed_off=0.0):
    x = (np.arange(n * 6).reshape(n, 6).astype(np.float32) % 7 - 3.0 + seed_off) / 3.0
    y = (np.arange(n) % 3).astype(np.int32)
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(bs)


def net():
    return nn.Dense(6, 3, weight_init="ones", bias_init="zeros")


class Rec(Callback):
    def __init__(self):
        super().__init__()
        self.log = []

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        self.log.append(("step", cb.cur_epoch_num, cb.cur_step_num, cb.batch_num,
                         round(float(cb.net_outputs.asnumpy()), 5)))

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        self.log.append(("epoch", cb.cur_epoch_num, cb.epoch_num))


class Stop(Callback):
    def on_train_step_end(self, run_context):
        if run_context.original_args().cur_step_num == 3:
            run_context.request_stop()


def w(n):
    return [np.round(p.asnumpy(), 5).tolist() for p in n.trainable_params()]


def train(opt_fn, epochs=2, cbs=None, loss=None, **kw):
    def f():
        n = net()
        opt = opt_fn(n.trainable_params())
        m = Model(n, loss or nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt, **kw)
        r = Rec()
        m.train(epochs, data(), callbacks=[r] + (cbs or []), dataset_sink_mode=False)
        return r.log, w(n)
    return f


case("sgd_plain", train(lambda p: nn.SGD(p, 0.1)))
case("sgd_mom_nesterov_wd", train(lambda p: nn.SGD(p, 0.1, momentum=0.9, nesterov=True, weight_decay=0.01)))
case("sgd_dampening", train(lambda p: nn.SGD(p, 0.1, momentum=0.5, dampening=0.3)))
case("sgd_lossscale", train(lambda p: nn.SGD(p, 0.1, loss_scale=4.0)))
case("mom_nesterov", train(lambda p: nn.Momentum(p, 0.1, 0.9, use_nesterov=True)))
case("mom_wd_ls", train(lambda p: nn.Momentum(p, 0.1, 0.9, weight_decay=0.1, loss_scale=2.0)))
case("mom_lr_list", train(lambda p: nn.Momentum(p, [0.1, 0.05, 0.02, 0.01], 0.9)))
case("mom_lr_tensor", train(lambda p: nn.Momentum(p, Tensor(np.array([0.1, 0.05, 0.02, 0.01], np.float32)), 0.9)))
case("mom_lr_sched", train(lambda p: nn.Momentum(p, nn.CosineDecayLR(0.0, 0.1, 4), 0.9)))
case("mom_lr_expdecay", train(lambda p: nn.Momentum(p, nn.ExponentialDecayLR(0.1, 0.5, 2, is_stair=True), 0.9)))
case("mom_groups", train(lambda p: nn.Momentum([{"params": [p[0]], "lr": 0.2, "weight_decay": 0.1},
                                                {"params": [p[1]]}], 0.1, 0.9)))
case("mom_groups_gc", train(lambda p: nn.Momentum([{"params": [p[0]], "grad_centralization": True},
                                                   {"params": [p[1]], "lr": 0.01}], 0.1, 0.9)))
case("adam_nesterov", train(lambda p: nn.Adam(p, 0.01, use_nesterov=True)))
case("adam_wd_betas", train(lambda p: nn.Adam(p, 0.01, beta1=0.5, beta2=0.9, eps=1e-6, weight_decay=0.1)))
case("adam_amsgrad", train(lambda p: nn.Adam(p, 0.01, use_amsgrad=True)))
case("adamwd", train(lambda p: nn.AdamWeightDecay(p, 0.01, weight_decay=0.1)))
case("adamwd_groups", train(lambda p: nn.AdamWeightDecay([{"params": [p[0]], "weight_decay": 0.5},
                                                          {"params": [p[1]], "weight_decay": 0.0}], 0.01)))
case("rmsprop_centered", train(lambda p: nn.RMSProp(p, 0.01, decay=0.8, momentum=0.5, centered=True)))
case("rmsprop_plain", train(lambda p: nn.RMSProp(p, 0.01, epsilon=1e-6)))
case("adagrad_acc", train(lambda p: nn.Adagrad(p, accum=0.5, learning_rate=0.1, update_slots=True)))
case("lamb", train(lambda p: nn.Lamb(p, 0.01, weight_decay=0.01)))
case("lars_mom", train(lambda p: nn.LARS(nn.Momentum(p, 0.1, 0.9), epsilon=1e-5, coefficient=0.01)))
case("ftrl", train(lambda p: nn.FTRL(p, learning_rate=0.1, l1=0.01, l2=0.01)))
case("proxadagrad", train(lambda p: nn.ProximalAdagrad(p, learning_rate=0.1, l1=0.01, l2=0.01)))
case("adadelta", train(lambda p: nn.Adadelta(p, learning_rate=1.0, rho=0.8)))
case("adamax", train(lambda p: nn.AdaMax(p, learning_rate=0.01)))
case("rprop", train(lambda p: nn.Rprop(p, learning_rate=0.1, etas=(0.4, 1.3), step_sizes=(1e-4, 1.0))))
case("asgd", train(lambda p: nn.ASGD(p, learning_rate=0.1, lambd=0.01, alpha=0.5, t0=1.0)))
case("sgd_stop_cb", train(lambda p: nn.SGD(p, 0.1), epochs=3, cbs=[Stop()]))
case("sgd_sumloss", train(lambda p: nn.SGD(p, 0.1), loss=nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="sum")))
case("sgd_o2", train(lambda p: nn.SGD(p, 0.1), amp_level="O2"))
case("mom_fixedls", train(lambda p: nn.Momentum(p, 0.1, 0.9, loss_scale=8.0),
                          loss_scale_manager=ms.FixedLossScaleManager(8.0, drop_overflow_update=False)))


def hist():
    n = net()
    m = Model(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.SGD(n.trainable_params(), 0.1))
    h = History()
    m.train(3, data(), callbacks=[h], dataset_sink_mode=False)
    return {k: [round(float(np.asarray(v.asnumpy() if hasattr(v, "asnumpy") else v)), 5) for v in vs]
            for k, vs in h.history.items()}, h.epoch


case("history", hist)


def lam():
    seen = []
    n = net()
    m = Model(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.SGD(n.trainable_params(), 0.1))
    cb = LambdaCallback(on_train_epoch_end=lambda rc: seen.append(rc.original_args().cur_epoch_num),
                        on_train_begin=lambda rc: seen.append("begin"), on_train_end=lambda rc: seen.append("end"))
    m.train(2, data(), callbacks=[cb], dataset_sink_mode=False)
    return seen


case("lambda_cb", lam)


def ev(metrics, eval_net=None, ds_fn=data, **kw):
    def f():
        n = net()
        m = Model(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), metrics=metrics, **kw)
        r = m.eval(ds_fn(), dataset_sink_mode=False)
        return {k: (np.round(v, 5).tolist() if isinstance(v, np.ndarray) else round(float(v), 5)) for k, v in r.items()}
    return f


def data_var(n=8, bs=4):
    x = np.sin(np.arange(n * 6).reshape(n, 6)).astype(np.float32)
    y = (np.arange(n) * 7 % 3).astype(np.int32)
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(bs)


case("ev_acc_loss", ev({"acc", "loss"}, ds_fn=data_var))
case("ev_top1_top5", ev({"top1": Top1CategoricalAccuracy(), "top5": Top5CategoricalAccuracy()}, ds_fn=data_var))
case("ev_prec_rec", ev({"p": Precision(), "r": Recall(), "pa": Precision("classification")}, ds_fn=data_var))
case("ev_ties", ev({"acc": Accuracy(), "top1": Top1CategoricalAccuracy()}))
case("ev_acc_lastbatch", ev({"acc": Accuracy()}, ds_fn=lambda: data_var(7, 3)))
case("ev_mae", ev({"mae": MAE()}, ds_fn=data_var))


def pred():
    n = net()
    m = Model(n)
    return m.predict(Tensor(np.arange(12).reshape(2, 6).astype(np.float32)))


case("predict", pred)


def pred_f16():
    n = net()
    m = Model(n, amp_level="O3")
    return m.predict(Tensor(np.arange(12).reshape(2, 6).astype(np.float32) / 7))


case("predict_o3", pred_f16)


def train_eval():
    n = net()
    m = Model(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.Momentum(n.trainable_params(), 0.1, 0.9),
              metrics={"acc", "loss"})
    r = Rec()
    m.fit(2, data(), data_var(), callbacks=[r], dataset_sink_mode=False)
    return r.log, ev_res(m)


def ev_res(m):
    return {k: round(float(v), 5) for k, v in m.eval(data_var(), dataset_sink_mode=False).items()}


case("fit", train_eval)


def lossmon():
    n = net()
    m = Model(n, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.SGD(n.trainable_params(), 0.1))
    m.train(1, data(), callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    return w(n)


case("lossmonitor", lossmon)
