"""Learning-rate functions at edge arguments (types, zero / over-long epochs, stair), dynamic-LR optimizers inside
Model.train with initial_epoch, a custom callback reading get_lr() / cur_step_num / cur_epoch_num at each step, and
LossMonitor / ModelCheckpoint with a dynamic LR and group params."""
import os
import io
import contextlib
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model, Callback, LossMonitor, ModelCheckpoint, CheckpointConfig
import mindspore.dataset as ds
from _h import case

F = {
    "pw": lambda *a, **k: nn.piecewise_constant_lr(*a, **k),
    "exp": lambda *a, **k: nn.exponential_decay_lr(*a, **k),
    "nat": lambda *a, **k: nn.natural_exp_decay_lr(*a, **k),
    "inv": lambda *a, **k: nn.inverse_decay_lr(*a, **k),
    "cos": lambda *a, **k: nn.cosine_decay_lr(*a, **k),
    "poly": lambda *a, **k: nn.polynomial_decay_lr(*a, **k),
    "warm": lambda *a, **k: nn.warmup_lr(*a, **k),
}


def r6(v):
    return [round(x, 6) for x in v] if isinstance(v, list) else v


ARGS = [
    ("pw.basic", "pw", ([2, 5, 6], [0.1, 0.05, 0.01]), {}),
    ("pw.unsorted", "pw", ([5, 2], [0.1, 0.05]), {}),
    ("pw.float_ms", "pw", ([2.0, 5], [0.1, 0.05]), {}),
    ("pw.len_mismatch", "pw", ([2, 5], [0.1]), {}),
    ("pw.int_lr", "pw", ([2, 4], [1, 2]), {}),
    ("pw.tuple", "pw", ((2, 4), (0.1, 0.2)), {}),
    ("pw.zero_ms", "pw", ([0, 2], [0.1, 0.2]), {}),
    ("exp.basic", "exp", (0.1, 0.9, 6, 2, 2), {}),
    ("exp.stair", "exp", (0.1, 0.9, 6, 2, 2), {"is_stair": True}),
    ("exp.kw", "exp", (), {"learning_rate": 0.1, "decay_rate": 0.5, "total_step": 4, "step_per_epoch": 1, "decay_epoch": 1}),
    ("exp.int_lr", "exp", (1, 0.9, 4, 2, 1), {}),
    ("exp.zero_total", "exp", (0.1, 0.9, 0, 2, 1), {}),
    ("exp.float_total", "exp", (0.1, 0.9, 4.0, 2, 1), {}),
    ("exp.neg_rate", "exp", (0.1, -0.9, 4, 2, 1), {}),
    ("exp.decay_rate_int", "exp", (0.1, 1, 4, 2, 1), {}),
    ("exp.stair_int", "exp", (0.1, 0.9, 4, 2, 1), {"is_stair": 1}),
    ("nat.stair", "nat", (0.1, 0.9, 6, 2, 2), {"is_stair": True}),
    ("inv.basic", "inv", (0.1, 0.5, 6, 2, 2), {}),
    ("inv.stair", "inv", (0.1, 0.5, 6, 2, 2), {"is_stair": True}),
    ("cos.basic", "cos", (0.01, 0.1, 6, 2, 2), {}),
    ("cos.min_gt_max", "cos", (0.2, 0.1, 6, 2, 2), {}),
    ("cos.int_lr", "cos", (0, 1, 4, 2, 1), {}),
    ("cos.decay_over", "cos", (0.01, 0.1, 6, 1, 10), {}),
    ("cos.decay0", "cos", (0.01, 0.1, 6, 2, 0), {}),
    ("poly.basic", "poly", (0.1, 0.01, 6, 2, 2, 0.5), {}),
    ("poly.update", "poly", (0.1, 0.01, 6, 1, 2, 2.0), {"update_decay_epoch": True}),
    ("poly.power0", "poly", (0.1, 0.01, 4, 1, 2, 0.0), {}),
    ("poly.power_int", "poly", (0.1, 0.01, 4, 1, 2, 2), {}),
    ("poly.end_gt", "poly", (0.01, 0.1, 4, 1, 2, 1.0), {}),
    ("warm.basic", "warm", (0.1, 6, 2, 2), {}),
    ("warm.over", "warm", (0.1, 4, 1, 10), {}),
    ("warm.zero", "warm", (0.1, 4, 1, 0), {}),
    ("warm.int_lr", "warm", (1, 4, 1, 2), {}),
]
for label, k, a, kw in ARGS:
    case("lrf." + label, lambda k=k, a=a, kw=kw: r6(F[k](*a, **kw)))

# dynamic lr Cells at given steps
CELLS = {
    "cos": lambda: nn.CosineDecayLR(0.01, 0.1, 4),
    "poly": lambda: nn.PolynomialDecayLR(0.1, 0.01, 3, power=0.5),
    "poly_up": lambda: nn.PolynomialDecayLR(0.1, 0.01, 2, power=1.0, update_decay_steps=True),
    "warm": lambda: nn.WarmUpLR(0.1, 3),
    "exp": lambda: nn.ExponentialDecayLR(0.1, 0.9, 2),
    "exp_stair": lambda: nn.ExponentialDecayLR(0.1, 0.9, 2, is_stair=True),
    "nat_stair": lambda: nn.NaturalExpDecayLR(0.1, 0.9, 2, is_stair=True),
    "inv": lambda: nn.InverseDecayLR(0.1, 0.5, 2),
}
for name, mk in CELLS.items():
    for st in (0, 1, 3, 7):
        case(f"lrc.{name}.{st}", lambda mk=mk, st=st: mk()(Tensor(st, ms.int32)))
    case(f"lrc.{name}.f32step", lambda mk=mk: mk()(Tensor(2.0, ms.float32)))
    case(f"lrc.{name}.i64step", lambda mk=mk: mk()(Tensor(np.array(2, np.int64))))
case("lrc.cos.bad_min", lambda: nn.CosineDecayLR(-0.1, 0.1, 4))
case("lrc.cos.int_min", lambda: nn.CosineDecayLR(0, 0.1, 4))
case("lrc.warm.zero", lambda: nn.WarmUpLR(0.1, 0))
case("lrc.poly.bad_power", lambda: nn.PolynomialDecayLR(0.1, 0.01, 3, power=-1.0))
case("lrc.exp.int_rate", lambda: nn.ExponentialDecayLR(0.1, 1, 2))


def xs(n, f=4):
    return ((np.arange(n * f).reshape(n, f) % 7) / 7.0 - 0.4).astype(np.float32)


def data(n=8, bs=4):
    return ds.NumpySlicesDataset({"x": xs(n), "y": (np.arange(n) % 3).astype(np.int32)}, shuffle=False).batch(bs)


def wt(shape, k=5):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % k / 10.0 - 0.2).astype(np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Dense(4, 5, weight_init=wt((5, 4)), bias_init="zeros")
        self.d2 = nn.Dense(5, 3, weight_init=wt((3, 5)), bias_init="zeros")

    def construct(self, x):
        return self.d2(nn.ReLU()(self.d1(x)))


class Rec(Callback):
    def __init__(self):
        super().__init__()
        self.log = []

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        opt = cb.optimizer
        lr = opt.get_lr()
        lr = [round(float(x.asnumpy()), 6) for x in lr] if isinstance(lr, (tuple, list)) else round(float(lr.asnumpy()), 6)
        self.log.append((cb.cur_epoch_num, cb.cur_step_num, lr, round(float(cb.net_outputs.asnumpy()), 5)))

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        self.log.append(("E", cb.cur_epoch_num, cb.epoch_num, int(cb.optimizer.global_step.asnumpy()[0])))


def train(mk_opt, epochs=2, initial_epoch=0, sink=False, ckpt=None, lm=None, groups=False, **tkw):
    net = Net()
    params = net.trainable_params()
    if groups:
        params = [{"params": [p for p in params if "weight" in p.name], "lr": 0.05, "weight_decay": 0.01},
                  {"params": [p for p in params if "bias" in p.name]}]
    opt = mk_opt(params)
    model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt)
    rec = Rec()
    cbs = [rec]
    out = io.StringIO()
    d = tempfile.mkdtemp()
    if lm is not None:
        cbs.append(LossMonitor(lm))
    if ckpt is not None:
        cbs.append(ModelCheckpoint(prefix="m", directory=d, config=CheckpointConfig(**ckpt)))
    with contextlib.redirect_stdout(out):
        model.train(epochs, data(), callbacks=cbs, dataset_sink_mode=sink, initial_epoch=initial_epoch, **tkw)
    res = [rec.log, [ln for ln in out.getvalue().splitlines() if ln.strip()]]
    if ckpt is not None:
        res.append(sorted(f for f in os.listdir(d) if not f.endswith(".meta")))
    res.append([p.asnumpy().round(5).tolist() for p in net.trainable_params()][1])
    return res


OPTS = {
    "mom_list": lambda p: nn.Momentum(p, [0.1, 0.05, 0.02, 0.01, 0.005, 0.002], 0.9),
    "mom_pw": lambda p: nn.Momentum(p, nn.piecewise_constant_lr([2, 4, 6], [0.1, 0.05, 0.01]), 0.9),
    "adam_cos": lambda p: nn.Adam(p, nn.CosineDecayLR(0.001, 0.01, 4)),
    "awd_warm": lambda p: nn.AdamWeightDecay(p, nn.WarmUpLR(0.01, 3), weight_decay=0.01),
    "sgd": lambda p: nn.SGD(p, 0.1, momentum=0.9, nesterov=True),
    "rms": lambda p: nn.RMSProp(p, 0.01, centered=True),
}
for name, mk in OPTS.items():
    case(f"mt.{name}", lambda mk=mk: train(mk))
    case(f"mt.{name}.init1", lambda mk=mk: train(mk, epochs=3, initial_epoch=1, lm=1))
    case(f"mt.{name}.sink", lambda mk=mk: train(mk, sink=True, lm=1))
    case(f"mt.{name}.groups", lambda mk=mk: train(mk, groups=True, lm=2))
case("mt.ckpt.steps1_max2", lambda: train(OPTS["mom_list"], epochs=3, ckpt=dict(save_checkpoint_steps=1, keep_checkpoint_max=2)))
case("mt.ckpt.steps3_max5", lambda: train(OPTS["adam_cos"], epochs=3, ckpt=dict(save_checkpoint_steps=3, keep_checkpoint_max=5)))
case("mt.ckpt.init1", lambda: train(OPTS["sgd"], epochs=3, initial_epoch=1, ckpt=dict(save_checkpoint_steps=2, keep_checkpoint_max=3)))
case("mt.ckpt.sink_size1", lambda: train(OPTS["sgd"], epochs=3, sink=True, sink_size=1, ckpt=dict(save_checkpoint_steps=1, keep_checkpoint_max=10), lm=1))
case("mt.ckpt.seconds", lambda: train(OPTS["sgd"], epochs=2, ckpt=dict(save_checkpoint_steps=None, save_checkpoint_seconds=3600, keep_checkpoint_max=None, keep_checkpoint_per_n_minutes=60)))
case("mt.init_eq_epochs", lambda: train(OPTS["sgd"], epochs=2, initial_epoch=2, lm=1))
case("mt.init_gt_epochs", lambda: train(OPTS["sgd"], epochs=2, initial_epoch=3, lm=1))
case("mt.init_neg", lambda: train(OPTS["sgd"], epochs=2, initial_epoch=-1, lm=1))
case("mt.init_float", lambda: train(OPTS["sgd"], epochs=2, initial_epoch=1.0, lm=1))
case("mt.lm3", lambda: train(OPTS["sgd"], epochs=3, lm=3))
case("mt.lm_big", lambda: train(OPTS["sgd"], epochs=2, lm=100))
case("mt.lm0", lambda: train(OPTS["sgd"], epochs=2, lm=0))
