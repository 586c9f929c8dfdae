"""EarlyStopping / ReduceLROnPlateau driven through _CallbackManager + RunContext with scripted eval results
(st/train/test_early_stopping_and_reduce_LR_on_plateau_callbacks.py variants, adapt41tr).  TypeErrors:
ReduceLROnPlateau(factor=0) / factor=1 / factor=True (MindSpore takes floats only, numpy floats included;
msgraph accepted ints and raised ValueError for 0 and 1), and an eval_results of None set on cb_params is an
AttributeError in both callbacks (msgraph treated it as no results).  verbose: a float32 learning rate already at
min_lr (0.4) is not reduced again, compared in float32 (msgraph compared float64 and printed a reduction line each
further epoch)."""
import numpy as np
from mindspore import nn
from mindspore.train import RunContext, ReduceLROnPlateau, EarlyStopping
from mindspore.train.callback import _InternalCallbackParam, _CallbackManager
from _conf import emit, emit_error, emit_stdout


def drive_lr(losses, results=True, lr=1.0, **kw):
    net = nn.Dense(1, 1)
    cbp = _InternalCallbackParam()
    rc = RunContext(cbp)
    cbp.optimizer = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
    cb = ReduceLROnPlateau(monitor="eval_loss", **kw)
    lrs = []
    with _CallbackManager([cb]) as cl:
        for i, v in enumerate(losses):
            cl.on_train_epoch_begin(rc)
            cbp.eval_results = {"eval_loss": v} if results else None
            cbp.cur_epoch_num = i + 1
            cl.on_train_epoch_end(rc)
            lrs.append(round(float(cbp.optimizer.learning_rate.asnumpy()), 6))
    return lrs


def drive_es(vals, results=True, **kw):
    cbp = _InternalCallbackParam()
    rc = RunContext(cbp)
    cb = EarlyStopping(monitor="accuracy", **kw)
    with _CallbackManager([cb]) as cl:
        cl.on_train_begin(rc)
        for i, v in enumerate(vals):
            cl.on_train_epoch_begin(rc)
            cbp.eval_results = {"accuracy": v} if results else None
            cbp.cur_epoch_num = i + 1
            cl.on_train_epoch_end(rc)
            if rc.get_stop_requested():
                break
        cl.on_train_end(rc)
    return [cbp.cur_epoch_num, cb.stopped_epoch, cb.wait]


L1 = [1.0, 1.1, 1.0, 1.0, 1.1, 1.2, 0.5, 0.6]
for pat, cd in [(0, 0), (1, 2), (2, 1), (3, 0)]:
    emit(f"rlr_patience{pat}_cooldown{cd}", drive_lr(L1, patience=pat, cooldown=cd))
emit("rlr_min_lr", drive_lr([1.0] * 6, patience=0, factor=0.5, min_lr=0.2))
emit("rlr_factor_np_float32", drive_lr([1.0] * 3, patience=0, factor=np.float32(0.5)))
emit_error("rlr_factor_int0", lambda: ReduceLROnPlateau(factor=0))
emit_error("rlr_factor_int1", lambda: ReduceLROnPlateau(factor=1))
emit_error("rlr_factor_bool", lambda: ReduceLROnPlateau(factor=True))
emit_error("rlr_factor_float1", lambda: ReduceLROnPlateau(factor=1.0))
emit_error("rlr_eval_results_none", lambda: drive_lr([1.0, 1.0], results=False, patience=0))
emit_stdout("rlr_verbose_min_lr", lambda: print(drive_lr([1.0] * 5, patience=0, factor=0.5, min_lr=0.4,
                                                          verbose=True)))
emit_stdout("rlr_verbose_min_lr_int", lambda: print(drive_lr([1.0] * 4, lr=4.0, patience=0, factor=0.5, min_lr=1,
                                                              verbose=True)))
emit("rlr_zero_loss_ignored", drive_lr([1.0, 0.0, 0.0, 0.0], patience=1))
A1 = [0.6, 0.5, 0.7, 0.5, 0.6, 0.65, 0.7]
for pat, bl in [(1, None), (2, 0.55), (3, 0.8)]:
    emit(f"es_patience{pat}_baseline{bl}", drive_es(A1, patience=pat, baseline=bl))
emit_error("es_eval_results_none", lambda: drive_es([0.5, 0.5], results=False, patience=0))
