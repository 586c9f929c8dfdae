"""st/train/test_early_stopping_and_reduce_LR_on_plateau_callbacks.py variants: EarlyStopping / ReduceLROnPlateau
driven through _CallbackManager + RunContext with scripted eval results (patience, cooldown, min_delta, mode,
baseline, factor, min_lr, monitor missing, bad arguments), and restore_best_weights on a Model's train network."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from mindspore.train import RunContext, ReduceLROnPlateau, EarlyStopping
from mindspore.train.callback import _InternalCallbackParam, _CallbackManager
from _h import case


def drive_lr(losses, key="eval_loss", lr=1.0, **kw):
    net = nn.Dense(1, 1)
    cbp = _InternalCallbackParam()
    rc = RunContext(cbp)
    cbp.optimizer = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
    cb = ReduceLROnPlateau(monitor=kw.pop("monitor", key), **kw)
    lrs = []
    with _CallbackManager([cb]) as cl:
        for i, l in enumerate(losses):
            cl.on_train_epoch_begin(rc)
            cbp.eval_results = {key: l}
            cbp.cur_epoch_num = i + 1
            cl.on_train_epoch_end(rc)
            lrs.append(round(float(cbp.optimizer.learning_rate.asnumpy()), 6))
    return lrs


def drive_es(vals, key="eval_loss", **kw):
    cbp = _InternalCallbackParam()
    rc = RunContext(cbp)
    cb = EarlyStopping(monitor=kw.pop("monitor", key), **kw)
    with _CallbackManager([cb]) as cl:
        cl.on_train_begin(rc)
        for i, v in enumerate(vals):
            cl.on_train_epoch_begin(rc)
            cbp.eval_results = {key: v}
            cbp.cur_epoch_num = i + 1
            cl.on_train_epoch_end(rc)
            if rc.get_stop_requested():
                break
        cl.on_train_end(rc)
    return (cbp.cur_epoch_num, cb.stopped_epoch, cb.wait, float(cb.best) if cb.best is not None else None)


L1 = [1.0, 1.1, 1.0, 1.0, 1.1, 1.2, 0.5, 0.6, 0.7, 0.8]
for pat in (0, 1, 2, 3):
    for cd in (0, 1, 2):
        case(f"rlr.pat{pat}.cd{cd}", lambda: drive_lr(L1, patience=pat, cooldown=cd))
for md in (0.0, 0.05, 0.2):
    case(f"rlr.min_delta{md}", lambda: drive_lr([1.0, 0.96, 0.93, 0.9, 0.89, 0.88], patience=1, min_delta=md))
for mode in ("auto", "min", "max"):
    case(f"rlr.mode_{mode}.loss", lambda: drive_lr([1.0, 1.1, 1.2, 0.9, 0.8], patience=1, mode=mode))
    case(f"rlr.mode_{mode}.acc", lambda: drive_lr([0.5, 0.6, 0.4, 0.3, 0.7], key="acc", patience=1, mode=mode))
    case(f"rlr.mode_{mode}.accuracy", lambda: drive_lr([0.5, 0.6, 0.4, 0.3, 0.7], key="accuracy", patience=1,
                                                      mode=mode))
case("rlr.factor0.5", lambda: drive_lr([1.0] * 6, patience=1, factor=0.5))
case("rlr.min_lr", lambda: drive_lr([1.0] * 8, patience=0, factor=0.5, min_lr=0.2))
case("rlr.min_lr_above", lambda: drive_lr([1.0] * 4, lr=0.1, patience=0, factor=0.5, min_lr=0.2))
case("rlr.factor1", lambda: drive_lr([1.0] * 3, factor=1.0))
case("rlr.factor0", lambda: drive_lr([1.0] * 3, factor=0.0))
case("rlr.factor_neg", lambda: drive_lr([1.0] * 3, factor=-0.5))
case("rlr.patience_neg", lambda: drive_lr([1.0] * 3, patience=-1))
case("rlr.cooldown_neg", lambda: drive_lr([1.0] * 3, cooldown=-1))
case("rlr.min_delta_neg", lambda: drive_lr([1.0, 0.9, 0.8], patience=0, min_delta=-0.5))
case("rlr.min_lr_neg", lambda: drive_lr([1.0] * 3, min_lr=-1.0))
case("rlr.mode_bad", lambda: drive_lr([1.0] * 3, mode="up"))
case("rlr.patience_float", lambda: drive_lr([1.0] * 3, patience=1.5))
case("rlr.patience_bool", lambda: drive_lr([1.0] * 3, patience=True))
case("rlr.factor_int", lambda: drive_lr([1.0] * 3, factor=0))
case("rlr.monitor_missing", lambda: drive_lr([1.0, 1.0, 1.0], monitor="nothing", patience=0))
case("rlr.monitor_int", lambda: drive_lr([1.0] * 3, monitor=3))
case("rlr.loss_tensor", lambda: drive_lr([Tensor(1.0), Tensor(1.0), Tensor(1.0)], patience=0))
case("rlr.loss_np", lambda: drive_lr([np.float32(1.0), np.float32(1.0), np.float32(0.5)], patience=0))
case("rlr.lr_fixed_small", lambda: drive_lr([1.0] * 5, lr=0.001, patience=0, factor=0.1))
case("rlr.min_delta_max", lambda: drive_lr([0.5, 0.55, 0.62, 0.65], key="acc", patience=0, mode="max",
                                           min_delta=0.05))

A1 = [0.6, 0.5, 0.7, 0.5, 0.6, 0.65, 0.7, 0.71]
for pat in (0, 1, 2, 3):
    for bl in (None, 0.3, 0.55, 0.8):
        case(f"es.acc.pat{pat}.bl{bl}", lambda: drive_es(A1, key="accuracy", patience=pat, baseline=bl))
for md in (0.0, 0.05, 0.2):
    case(f"es.loss.min_delta{md}", lambda: drive_es([1.0, 0.96, 0.93, 0.9, 0.89, 0.88], patience=1, min_delta=md))
for mode in ("auto", "min", "max"):
    case(f"es.mode_{mode}.loss", lambda: drive_es([1.0, 1.1, 1.2, 0.9, 0.8], patience=1, mode=mode))
    case(f"es.mode_{mode}.acc", lambda: drive_es([0.5, 0.6, 0.4, 0.3, 0.7], key="acc", patience=1, mode=mode))
case("es.loss.baseline", lambda: drive_es([1.0, 0.9, 0.8, 0.7], patience=1, baseline=0.5))
case("es.loss.baseline_met", lambda: drive_es([1.0, 0.4, 0.45, 0.5, 0.3], patience=1, baseline=0.5))
case("es.patience_neg", lambda: drive_es([1.0] * 3, patience=-1))
case("es.min_delta_neg", lambda: drive_es([1.0, 0.9, 0.8], patience=0, min_delta=-0.5))
case("es.mode_bad", lambda: drive_es([1.0] * 3, mode="up"))
case("es.patience_float", lambda: drive_es([1.0] * 3, patience=1.5))
case("es.baseline_str", lambda: drive_es([1.0] * 3, baseline="a"))
case("es.baseline_int", lambda: drive_es([1.0, 2.0, 3.0], patience=0, baseline=2))
case("es.monitor_missing", lambda: drive_es([1.0, 1.0, 1.0], monitor="nothing", patience=0))
case("es.loss_tensor", lambda: drive_es([Tensor(1.0), Tensor(1.0), Tensor(1.0)], patience=0))
case("es.verbose", lambda: drive_es([1.0, 1.0, 1.0], patience=0, verbose=True))
case("es.restore_no_net", lambda: drive_es([1.0, 0.8, 1.2, 1.3], patience=1, restore_best_weights=True))


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5]], np.float32)), name="w")

    def construct(self, x):
        return x * self.w


def restore(losses, patience):
    net = Lin()
    opt = nn.SGD(net.trainable_params(), 0.1)
    tn = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    cbp = _InternalCallbackParam()
    cbp.train_network = tn
    rc = RunContext(cbp)
    cb = EarlyStopping(patience=patience, monitor="eval_loss", restore_best_weights=True)
    ws = []
    with _CallbackManager(cb) as cl:
        cl.on_train_begin(rc)
        for i, l in enumerate(losses):
            tn(Tensor(np.array([[1.0]], np.float32)), Tensor(np.array([[0.0]], np.float32)))
            ws.append(round(float(net.w.asnumpy()[0, 0]), 5))
            cl.on_train_epoch_begin(rc)
            cbp.eval_results = {"eval_loss": l}
            cbp.cur_epoch_num = i + 1
            cl.on_train_epoch_end(rc)
            if rc.get_stop_requested():
                break
        cl.on_train_end(rc)
    return ws, round(float(net.w.asnumpy()[0, 0]), 5), cb.stopped_epoch


case("es.restore.p1", lambda: restore([1.0, 0.8, 1.2, 1.3, 1.4], 1))
case("es.restore.p2", lambda: restore([1.0, 0.8, 1.2, 1.3, 1.4], 2))
case("es.restore.never_stop", lambda: restore([1.0, 0.9, 0.8], 1))
case("es.restore.first_best", lambda: restore([0.5, 0.8, 1.2, 1.3], 2))
case("rlr.factor_np32", lambda: drive_lr([1.0] * 3, patience=0, factor=np.float32(0.5)))
case("rlr.factor_np64", lambda: drive_lr([1.0] * 3, patience=0, factor=np.float64(0.5)))
case("rlr.factor_bool", lambda: drive_lr([1.0] * 3, factor=True))
case("rlr.min_lr_int", lambda: drive_lr([1.0] * 4, patience=0, factor=0.5, min_lr=1))
case("rlr.min_lr_bool", lambda: drive_lr([1.0] * 3, min_lr=True))
case("rlr.min_delta_bool", lambda: drive_lr([1.0] * 3, min_delta=True))
case("es.min_delta_bool", lambda: drive_es([1.0] * 3, min_delta=True))
case("es.verbose_int", lambda: drive_es([1.0] * 3, verbose=1))
case("es.restore_int", lambda: drive_es([1.0] * 3, restore_best_weights=1))
for key in ("eval_loss", "acc"):
    case(f"rlr.zero_value.{key}", lambda: drive_lr([1.0, 0.0, 0.0, 0.0, 0.0], key=key, patience=1))
    case(f"es.zero_value.{key}", lambda: drive_es([1.0, 0.0, 0.0, 0.0, 0.0], key=key, patience=1))
    case(f"es.zero_first.{key}", lambda: drive_es([0.0, 1.0, 1.0, 1.0], key=key, patience=1))
    case(f"es.int_zero.{key}", lambda: drive_es([2, 0, 0, 0], key=key, patience=1))
case("es.tensor_zero", lambda: drive_es([Tensor(1.0), Tensor(0.0), Tensor(0.0), Tensor(0.0)], patience=1))
case("es.np_1d", lambda: drive_es([np.array([1.0]), np.array([2.0]), np.array([3.0])], patience=0))
case("es.tensor_1d", lambda: drive_es([Tensor([1.0]), Tensor([2.0]), Tensor([3.0])], patience=0))
case("es.tensor_2elem", lambda: drive_es([Tensor([1.0, 2.0])] * 3, patience=0))
case("es.str_value", lambda: drive_es(["a", "b", "c"], patience=0))
case("es.none_value", lambda: drive_es([None, None, None], patience=0))
case("es.nan_value", lambda: drive_es([1.0, float("nan"), float("nan"), 0.5], patience=1))
case("rlr.nan_value", lambda: drive_lr([1.0, float("nan"), float("nan"), 0.5], patience=1))
case("rlr.tensor_1d", lambda: drive_lr([Tensor([1.0]), Tensor([2.0]), Tensor([3.0])], patience=0))
case("rlr.np_2elem", lambda: drive_lr([np.array([1.0, 2.0])] * 3, patience=0))
case("rlr.verbose", lambda: drive_lr([1.0, 1.0, 1.0], patience=0, factor=0.5, verbose=True))
case("rlr.verbose_min_lr", lambda: drive_lr([1.0] * 4, patience=0, factor=0.5, min_lr=0.4, verbose=True))
case("es.restore_verbose", lambda: restore([1.0, 0.8, 1.2, 1.3, 1.4], 1))
