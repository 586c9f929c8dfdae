"""RunContext / _InternalCallbackParam / _CallbackManager used directly (as st/train's callback tests do): argument
checks, hook dispatch (old names vs on_train_* / on_eval_*), request_stop, cb_params as a dict, nested managers,
ReduceLROnPlateau on optimizers with Parameter / list / schedule learning rates."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from mindspore.train import RunContext, ReduceLROnPlateau, EarlyStopping, Callback
from mindspore.train.callback import _InternalCallbackParam, _CallbackManager
from _h import case


class Log(Callback):
    def __init__(self, log, tag):
        super().__init__()
        self.log, self.tag = log, tag

    def begin(self, rc):
        self.log.append(self.tag + ".begin")

    def epoch_begin(self, rc):
        self.log.append(self.tag + ".epoch_begin")

    def step_end(self, rc):
        self.log.append(self.tag + ".step_end")

    def end(self, rc):
        self.log.append(self.tag + ".end")


class New(Callback):
    def __init__(self, log):
        super().__init__()
        self.log = log

    def on_train_begin(self, rc):
        self.log.append("n.on_train_begin")

    def on_train_step_end(self, rc):
        self.log.append("n.on_train_step_end")
        rc.request_stop()

    def on_eval_step_end(self, rc):
        self.log.append("n.on_eval_step_end")


def dispatch():
    log = []
    rc = RunContext(_InternalCallbackParam())
    with _CallbackManager([Log(log, "a"), New(log)]) as cl:
        for h in ("begin", "epoch_begin", "step_begin", "step_end", "epoch_end", "end", "on_train_begin",
                  "on_train_step_end", "on_eval_begin", "on_eval_step_end", "on_eval_end", "on_train_end"):
            getattr(cl, h)(rc)
            log.append(("stop", rc.get_stop_requested()))
    return log


case("mgr.dispatch", dispatch)
case("mgr.none", lambda: _CallbackManager(None).__class__.__name__)
case("mgr.single", lambda: len(_CallbackManager(EarlyStopping())._callbacks))
case("mgr.tuple", lambda: len(_CallbackManager((EarlyStopping(), EarlyStopping()))._callbacks))
case("mgr.bad_item", lambda: _CallbackManager([1]))
case("mgr.bad_type", lambda: _CallbackManager(3))
case("mgr.bad_str", lambda: _CallbackManager("cb"))
case("mgr.empty_list", lambda: len(_CallbackManager([])._callbacks))
case("rc.bad", lambda: RunContext(3))
case("rc.dict", lambda: RunContext({"a": 1}).original_args())
case("rc.none", lambda: RunContext(None))
case("rc.stop", lambda: (lambda r: (r.get_stop_requested(), r.request_stop(), r.get_stop_requested()))(
    RunContext(_InternalCallbackParam())))


def cbp():
    p = _InternalCallbackParam()
    p.a = 1
    p["b"] = 2
    return p.a, p["a"], p.b, p.get("c"), sorted(p.keys()), isinstance(p, dict)


case("cbp.attrs", cbp)
case("cbp.missing", lambda: _InternalCallbackParam().nothing)


def lr_kinds(lr, **kw):
    net = nn.Dense(1, 1)
    p = _InternalCallbackParam()
    rc = RunContext(p)
    p.optimizer = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9, **kw)
    cb = ReduceLROnPlateau(monitor="eval_loss", patience=0, factor=0.5)
    out = []
    with _CallbackManager(cb) as cl:
        for i in range(3):
            p.eval_results = {"eval_loss": 1.0}
            p.cur_epoch_num = i + 1
            cl.on_train_epoch_end(rc)
            lr_v = p.optimizer.learning_rate
            out.append((type(lr_v).__name__, np.round(lr_v.asnumpy().astype(np.float64), 6).tolist()))
    return out


case("rlr.lr_float", lambda: lr_kinds(1.0))
case("rlr.lr_tensor0d", lambda: lr_kinds(Tensor(1.0, ms.float32)))
case("rlr.lr_tensor1d", lambda: lr_kinds(Tensor([1.0, 0.5, 0.25], ms.float32)))
case("rlr.lr_list", lambda: lr_kinds([1.0, 0.5, 0.25]))
case("rlr.lr_schedule", lambda: lr_kinds(nn.ExponentialDecayLR(1.0, 0.9, 2)))
case("rlr.lr_param", lambda: lr_kinds(Parameter(Tensor(1.0, ms.float32), name="lr")))


def lr_groups():
    net = nn.Dense(1, 1)
    p = _InternalCallbackParam()
    rc = RunContext(p)
    p.optimizer = nn.SGD([{"params": [net.weight], "lr": 0.5}, {"params": [net.bias]}], learning_rate=1.0)
    cb = ReduceLROnPlateau(monitor="eval_loss", patience=0, factor=0.5)
    with _CallbackManager(cb) as cl:
        p.eval_results = {"eval_loss": 1.0}
        p.cur_epoch_num = 1
        cl.on_train_epoch_end(rc)
    lr = p.optimizer.learning_rate
    return [np.round(x.asnumpy().astype(np.float64), 6).tolist() for x in lr] if isinstance(lr, (list, tuple)) else lr


case("rlr.lr_groups", lr_groups)


def no_opt():
    p = _InternalCallbackParam()
    rc = RunContext(p)
    with _CallbackManager(ReduceLROnPlateau(patience=0)) as cl:
        p.eval_results = {"eval_loss": 1.0}
        p.cur_epoch_num = 1
        cl.on_train_epoch_end(rc)
    return "ok"


case("rlr.no_optimizer", no_opt)


def es_no_eval():
    p = _InternalCallbackParam()
    rc = RunContext(p)
    with _CallbackManager(EarlyStopping(patience=0)) as cl:
        p.cur_epoch_num = 1
        cl.on_train_begin(rc)
        cl.on_train_epoch_end(rc)
        cl.on_train_end(rc)
    return rc.get_stop_requested()


case("es.no_eval_results", es_no_eval)


def es_eval_none():
    p = _InternalCallbackParam()
    rc = RunContext(p)
    with _CallbackManager(EarlyStopping(patience=0)) as cl:
        p.cur_epoch_num = 1
        p.eval_results = None
        cl.on_train_begin(rc)
        cl.on_train_epoch_end(rc)
    return rc.get_stop_requested()


case("es.eval_none", es_eval_none)


def es_reuse():
    cb = EarlyStopping(monitor="eval_loss", patience=0)
    out = []
    for run in range(2):
        p = _InternalCallbackParam()
        rc = RunContext(p)
        with _CallbackManager(cb) as cl:
            cl.on_train_begin(rc)
            for i, v in enumerate([1.0, 2.0, 3.0]):
                p.eval_results = {"eval_loss": v}
                p.cur_epoch_num = i + 1
                cl.on_train_epoch_end(rc)
                if rc.get_stop_requested():
                    break
            cl.on_train_end(rc)
        out.append((p.cur_epoch_num, cb.stopped_epoch, float(cb.best)))
    return out


case("es.reuse", es_reuse)


def rlr_reuse():
    cb = ReduceLROnPlateau(monitor="eval_loss", patience=1, factor=0.5)
    out = []
    for run in range(2):
        net = nn.Dense(1, 1)
        p = _InternalCallbackParam()
        rc = RunContext(p)
        p.optimizer = nn.SGD(net.trainable_params(), 1.0)
        with _CallbackManager(cb) as cl:
            cl.on_train_begin(rc)
            for i, v in enumerate([1.0, 2.0, 3.0]):
                p.eval_results = {"eval_loss": v}
                p.cur_epoch_num = i + 1
                cl.on_train_epoch_end(rc)
                out.append(round(float(p.optimizer.learning_rate.asnumpy()), 6))
    return out, cb.wait, float(cb.best)


case("rlr.reuse", rlr_reuse)
