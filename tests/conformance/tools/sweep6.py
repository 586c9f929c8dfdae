"""Differential sweep of training-side APIs, MindSpore 2.10 vs msgraph (session 14, h-sweep6).

Not run in CI.  ``python tests/conformance/tools/sweep6.py`` runs every case of ``CASES`` under real MindSpore
(``--oracle``, default /tmp/ms/bin/python) and under msgraph, in PyNative and Graph mode, and prints the cases whose
results differ (dtype, shape, value with float tolerance, Python type, error class), reusing diff_sweep's encoder
and comparison.  A case is Python statements that set ``out`` (so optimizer steps, learning-rate lists and
initializers, which are not one expression in a ``construct``, can be swept); the mode is set before the family runs,
so Cells built by a case (TrainOneStepCell, a learning-rate schedule) run compiled in Graph mode.
Families: lr_sched (nn.learning_rate_schedule Cells at several global steps), dynamic_lr (nn.dynamic_lr lists and
their argument errors), init (mindspore.common.initializer: shapes, dtypes, deterministic values, bounds and spread
of the random ones), optim2 (optimizers not in diff_sweep3's program, loss_scale, learning-rate Cells and lists,
gradient clipping, three TrainOneStepCell steps), metrics (nn.metrics), loss2 (the losses diff_sweep left out,
reductions and weights, gradients).
Options: ``-f FAMILY[,FAMILY]``, ``-k SUBSTR``, ``--modes``, ``--save DIR`` / ``--load DIR`` (as diff_sweep),
``--backend mindspore|msgraph --family F`` (one side, prints JSON).
Session 31 (sweep31, 2026-12-05): msgraph's side of all six families (1050 mode:case results, both modes) on main at
e40f0a1d and at e64c8d19 (the end of session 28): no result changed beyond diff_sweep's tolerance (the MindSpore side
was not rerun).
"""
from __future__ import annotations

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))

CASES = {}
_FAM = ["misc"]


def family(name):
    _FAM[0] = name
    CASES.setdefault(name, [])


def S(label, code, modes=None):
    CASES[_FAM[0]].append((label, code, modes))


PRELUDE = '''
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.common import initializer as init

def W(*shape, scale=0.1, dt=np.float32):
    n = int(np.prod(shape)) if shape else 1
    return ms.Tensor(((np.arange(n) % 7 - 3) * scale).reshape(shape).astype(dt))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 5, weight_init=W(5, 4), bias_init=W(5))
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(5, 3, weight_init=W(3, 5, scale=0.2), bias_init=W(3, scale=0.05))
    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))

X = ms.Tensor((np.arange(24).reshape(6, 4) % 5 * 0.3 - 0.6).astype(np.float32))
Y = ms.Tensor(np.array([0, 2, 1, 1, 0, 2], np.int32))

def train(make_opt, steps=3, wrap=None):
    net = Net()
    loss = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
    opt = make_opt(net.trainable_params())
    step = wrap(loss, opt) if wrap else nn.TrainOneStepCell(loss, opt)
    step.set_train()
    losses = [step(X, Y) for _ in range(steps)]
    return [losses, [p for p in net.trainable_params()]]

def stats(t, bound=None):
    a = t.asnumpy().astype(np.float64)
    r = [str(t.dtype), list(a.shape)]
    if a.size:
        r.append(round(float(a.mean()), 1))
        r.append(round(float(a.std()), 2))
    if bound is not None:
        r.append(bool(np.abs(a).max() <= bound * 1.0001))
    return r

def lrs(cell, steps=(0, 1, 2, 5, 9, 10, 15, 30)):
    return [cell(ms.Tensor(s, ms.int32)) for s in steps]
'''

# =============================================================================================
family("lr_sched")
SCHED = {
    "exp": "nn.ExponentialDecayLR(0.1, 0.9, 4)", "exp_stair": "nn.ExponentialDecayLR(0.1, 0.9, 4, True)",
    "natexp": "nn.NaturalExpDecayLR(0.1, 0.9, 4)", "natexp_stair": "nn.NaturalExpDecayLR(0.1, 0.9, 4, True)",
    "inv": "nn.InverseDecayLR(0.1, 0.5, 4)", "inv_stair": "nn.InverseDecayLR(0.1, 0.5, 4, True)",
    "cos": "nn.CosineDecayLR(0.01, 0.1, 10)", "poly": "nn.PolynomialDecayLR(0.1, 0.01, 10, 0.5)",
    "poly_upd": "nn.PolynomialDecayLR(0.1, 0.01, 4, 2.0, True)", "poly1": "nn.PolynomialDecayLR(0.1, 0.01, 10, 1.0)",
    "warmup": "nn.WarmUpLR(0.1, 10)", "exp_int": "nn.ExponentialDecayLR(1, 0.5, 2)",
}
for k, e in SCHED.items():
    S(f"sched_{k}", f"out = lrs({e})")
    S(f"sched_{k}_i64", f"c = {e}\nout = [c(ms.Tensor(3, ms.int64)), c(ms.Tensor(np.array(7, np.int64)))]")
for k, e in (("exp_neg_lr", "nn.ExponentialDecayLR(-0.1, 0.9, 4)"), ("exp_rate0", "nn.ExponentialDecayLR(0.1, 0, 4)"),
             ("exp_steps0", "nn.ExponentialDecayLR(0.1, 0.9, 0)"), ("exp_stair_int", "nn.ExponentialDecayLR(0.1, 0.9, 4, 1)"),
             ("cos_minmax", "nn.CosineDecayLR(0.1, 0.01, 10)"), ("cos_neg", "nn.CosineDecayLR(-0.1, 0.1, 10)"),
             ("poly_power0", "nn.PolynomialDecayLR(0.1, 0.01, 10, 0)"), ("poly_end_gt", "nn.PolynomialDecayLR(0.01, 0.1, 10, 1.0)"),
             ("warm_0", "nn.WarmUpLR(0.1, 0)"), ("warm_f", "nn.WarmUpLR(0.1, 2.5)"), ("inv_int_lr", "nn.InverseDecayLR(1, 0.5, 4)"),
             ("cos_steps_f", "nn.CosineDecayLR(0.01, 0.1, 10.0)")):
    S(f"sched_err_{k}", f"out = lrs({e}, (0, 3, 12))")
# a schedule as an optimizer's learning rate: get_lr after steps
for k in ("exp", "cos", "poly", "warmup", "inv"):
    S(f"sched_opt_{k}", f"sch = {SCHED[k]}\nr = train(lambda p: nn.Momentum(p, sch, 0.9))\nout = r")
    S(f"sched_opt_adam_{k}", f"sch = {SCHED[k]}\nr = train(lambda p: nn.Adam(p, sch))\nout = r")

# =============================================================================================
family("dynamic_lr")
DLR = {
    "piecewise": "nn.piecewise_constant_lr([2, 5, 10], [0.1, 0.05, 0.01])",
    "piecewise_int": "nn.piecewise_constant_lr([1, 3], [1, 2])",
    "exp": "nn.exponential_decay_lr(0.1, 0.9, 10, 2, 2)", "exp_stair": "nn.exponential_decay_lr(0.1, 0.9, 10, 2, 2, True)",
    "natexp": "nn.natural_exp_decay_lr(0.1, 0.9, 10, 2, 2)", "natexp_stair": "nn.natural_exp_decay_lr(0.1, 0.9, 10, 2, 2, True)",
    "inv": "nn.inverse_decay_lr(0.1, 0.5, 10, 2, 2)", "inv_stair": "nn.inverse_decay_lr(0.1, 0.5, 10, 2, 2, True)",
    "cos": "nn.cosine_decay_lr(0.01, 0.1, 10, 2, 2)", "cos_big": "nn.cosine_decay_lr(0.0, 0.1, 12, 3, 3)",
    "poly": "nn.polynomial_decay_lr(0.1, 0.01, 10, 2, 2, 0.5)", "poly_upd": "nn.polynomial_decay_lr(0.1, 0.01, 10, 2, 2, 0.5, True)",
    "poly_upd_big": "nn.polynomial_decay_lr(0.1, 0.01, 12, 2, 5, 2.0, True)",
    "warmup": "nn.warmup_lr(0.1, 10, 2, 3)", "warmup_big": "nn.warmup_lr(0.1, 6, 2, 10)",
    "exp_int": "nn.exponential_decay_lr(1, 0.5, 6, 1, 2)", "dyn_mod": "nn.dynamic_lr.cosine_decay_lr(0.01, 0.1, 6, 2, 1)",
    "sched_mod": "[nn.learning_rate_schedule.CosineDecayLR(0.01, 0.1, 4)(ms.Tensor(1, ms.int32))]",
}
for k, e in DLR.items():
    S(f"dlr_{k}", f"out = {e}", modes=("pynative",))
for k, e in (("piecewise_unsorted", "nn.piecewise_constant_lr([5, 2], [0.1, 0.05])"),
             ("piecewise_len", "nn.piecewise_constant_lr([2, 5], [0.1])"),
             ("piecewise_zero", "nn.piecewise_constant_lr([0, 5], [0.1, 0.2])"),
             ("piecewise_float", "nn.piecewise_constant_lr([2.0, 5], [0.1, 0.2])"),
             ("piecewise_tuple", "nn.piecewise_constant_lr((2, 5), (0.1, 0.2))"),
             ("exp_neg", "nn.exponential_decay_lr(-0.1, 0.9, 10, 2, 2)"), ("exp_rate_neg", "nn.exponential_decay_lr(0.1, -0.9, 10, 2, 2)"),
             ("exp_total0", "nn.exponential_decay_lr(0.1, 0.9, 0, 2, 2)"), ("exp_step0", "nn.exponential_decay_lr(0.1, 0.9, 10, 0, 2)"),
             ("exp_epoch0", "nn.exponential_decay_lr(0.1, 0.9, 10, 2, 0)"), ("exp_float_total", "nn.exponential_decay_lr(0.1, 0.9, 10.0, 2, 2)"),
             ("exp_stair_int", "nn.exponential_decay_lr(0.1, 0.9, 10, 2, 2, 1)"), ("cos_min_gt", "nn.cosine_decay_lr(0.2, 0.1, 10, 2, 2)"),
             ("cos_min_neg", "nn.cosine_decay_lr(-0.1, 0.1, 10, 2, 2)"), ("poly_power0", "nn.polynomial_decay_lr(0.1, 0.01, 10, 2, 2, 0)"),
             ("poly_power_neg", "nn.polynomial_decay_lr(0.1, 0.01, 10, 2, 2, -1.0)"), ("poly_end_neg", "nn.polynomial_decay_lr(0.1, -0.01, 10, 2, 2, 1.0)"),
             ("warmup_epoch0", "nn.warmup_lr(0.1, 10, 2, 0)"), ("warmup_lr_str", "nn.warmup_lr('a', 10, 2, 3)"),
             ("exp_bool_lr", "nn.exponential_decay_lr(True, 0.9, 10, 2, 2)"), ("inv_int_rate", "nn.inverse_decay_lr(0.1, 1, 4, 1, 2)")):
    S(f"dlr_err_{k}", f"out = {e}", modes=("pynative",))

# =============================================================================================
family("init")
for name in ("'zeros'", "'ones'", "init.Zero()", "init.One()", "init.Constant(2)", "init.Constant(0.5)", "'normal'", "'uniform'",
             "'xavier_uniform'", "'he_uniform'", "'he_normal'", "'truncatedNormal'", "init.Normal(0.02)", "init.Uniform(0.5)",
             "init.TruncatedNormal(0.5)", "init.XavierUniform(2.0)", "init.HeUniform(math.sqrt(5))", "init.HeNormal(0, 'fan_out')",
             "init.XavierNormal()", "init.Normal(0.1, 1.0)", "init.VarianceScaling(2.0, 'fan_avg', 'untruncated_normal')",
             "init.VarianceScaling(1.0, 'fan_in', 'truncated_normal')", "init.VarianceScaling(3.0, 'fan_out', 'uniform')",
             "init.HeUniform(0, 'fan_in', 'relu')", "init.HeNormal(0.1, 'fan_in', 'leaky_relu')", "init.XavierUniform()",
             "'xavier_normal'", "'truncatednormal'", "'Zeros'"):
    for dt in ("ms.float32", "ms.float16", "ms.float64", "ms.int32"):
        for shape in ("(64, 100)", "(32, 16, 3, 3)", "[300]"):
            S(f"init[{name}]_{dt[3:]}_{shape}", f"t = init.initializer({name}, {shape}, {dt})\n"
              f"t = t.init_data() if hasattr(t, 'init_data') else t\nout = stats(t)", modes=("pynative",))
    S(f"init[{name}]_param", f"p = Parameter(init.initializer({name}, (16, 8), ms.float32), name='w')\nout = stats(p)", modes=("pynative",))
    S(f"init[{name}]_0d", f"t = init.initializer({name}, (), ms.float32)\nout = stats(t.init_data())", modes=("pynative",))
    S(f"init[{name}]_empty", f"t = init.initializer({name}, (0, 3), ms.float32)\nout = stats(t.init_data())", modes=("pynative",))
# bounds of the random ones (fan computed from the shape as MindSpore's _calculate_fan_in_and_fan_out)
for name, bound in (("init.Uniform(0.5)", "0.5"), ("init.XavierUniform(2.0)", "2.0 * math.sqrt(6.0 / (fi + fo))"),
                    ("'xavier_uniform'", "math.sqrt(6.0 / (fi + fo))"), ("'he_uniform'", "math.sqrt(6.0 / fi)"),
                    ("init.HeUniform(0, 'fan_out')", "math.sqrt(6.0 / fo)"), ("init.TruncatedNormal(0.5)", "1.0"),
                    ("init.TruncatedNormal(0.5, 1.0, -1, 3)", "3.0"),
                    ("init.VarianceScaling(3.0, 'fan_out', 'uniform')", "math.sqrt(9.0 / fo)")):
    for shape, fi, fo in (("(64, 100)", 100, 64), ("(32, 16, 3, 3)", 144, 288), ("(8, 3, 5)", 15, 40)):
        S(f"initb[{name}]_{shape}", f"fi, fo = {fi}, {fo}\nout = stats(init.initializer({name}, {shape}, ms.float32).init_data(), {bound})",
          modes=("pynative",))
for e in ("init.initializer(init.Identity(), (3, 4), ms.float32)", "init.initializer(init.Identity(), (4, 3), ms.int32)",
          "init.initializer(init.Dirac(), (4, 2, 3), ms.float32)", "init.initializer(init.Dirac(2), (4, 2, 3, 3), ms.float32)",
          "init.initializer(init.Dirac(), (6, 3, 3, 3, 3), ms.float32)", "init.initializer(init.Constant(3), (2, 3), ms.int8)",
          "init.initializer(init.Constant(-1.5), (2, 3), ms.int32)", "init.initializer(init.Constant(True), (2,), ms.bool_)",
          "init.initializer(2.5, (2, 3), ms.float32)", "init.initializer(3, [2, 2], ms.int64)", "init.initializer(True, [2], ms.float32)",
          "init.initializer(ms.Tensor(np.arange(6).reshape(2, 3), ms.float32), (2, 3), ms.float32)",
          "init.initializer(ms.Tensor(np.arange(6).reshape(2, 3), ms.int32), (2, 3), ms.float16)",
          "init.initializer(np.arange(6).reshape(2, 3), (2, 3), ms.float32)", "init.initializer('ones', 4, ms.float32)",
          "init.initializer('zeros', ms.Tensor(3), ms.float32)", "init.initializer('ones', (2, 3))",
          "init.initializer('ones', (2, 3), ms.bool_)", "init.initializer('ones', (2, 3), ms.uint8)",
          "init.initializer(init.One(), (2, 0), ms.float32)", "init.initializer('unknown_init', (2, 3), ms.float32)",
          "init.initializer('ones', (2, -3), ms.float32)", "init.initializer(init.Identity(), (2, 3, 4), ms.float32)",
          "init.initializer(init.Dirac(), (4, 3), ms.float32)", "init.initializer(init.Dirac(3), (4, 2, 3), ms.float32)",
          "init.initializer(ms.Tensor(np.ones((2, 2)), ms.float32), (3, 3), ms.float32)",
          "init.initializer(init.Sparse(0.5), (3, 4), ms.float32)", "init.initializer(init.Orthogonal(), (3,), ms.float32)",
          "init.initializer(init.HeUniform(), (5,), ms.float32)", "init.initializer(init.XavierUniform(), (5,), ms.float32)",
          "init.initializer(init.HeUniform(0, 'fan_x'), (5, 4), ms.float32)", "init.initializer(init.HeUniform(0, 'fan_in', 'tanhx'), (5, 4), ms.float32)",
          "init.initializer('ones', (2, 3), 'float32')", "init.initializer(None, (2, 3), ms.float32)",
          "init.initializer(init.Constant(np.float32(2)), (2, 2), ms.float16)", "init.initializer(init.Normal(0.0), (3, 3), ms.float32)",
          "init.initializer(init.Uniform(0), (3, 3), ms.float32)", "init.initializer(init.TruncatedNormal(0.0), (3, 3), ms.float32)"):
    S(f"initv[{e}]", f"t = {e}\nout = [t.init_data() if hasattr(t, 'init_data') else t, type(t).__name__]", modes=("pynative",))
for e, rows in (("init.initializer(init.Orthogonal(), (4, 6), ms.float32)", 4), ("init.initializer(init.Orthogonal(2.0), (6, 4), ms.float32)", 6),
                ("init.initializer(init.Orthogonal(), (4, 2, 3), ms.float32)", 4), ("init.initializer('orthogonal', (3, 3), ms.float64)", 3)):
    S(f"initorth[{e}]", f"a = {e}.init_data().asnumpy().reshape({rows}, -1)\n"
      "g = a @ a.T if a.shape[0] <= a.shape[1] else a.T @ a\nout = [a.shape, a.dtype.name, np.round(g, 4)]", modes=("pynative",))
for e in ("init.initializer('identity', (2, 3), ms.float16)", "init.initializer('dirac', (2, 2, 3), ms.float32)", "init.initializer('sparse', (2, 3), ms.float32)",
          "init.initializer('constant', (2, 3), ms.float32)", "init.initializer('truncated_normal', (2, 3), ms.float32)",
          "init.initializer('variancescaling', (2, 3), ms.float32).shape", "init.initializer('xaviernormal', (2, 3), ms.float32).shape",
          "init.initializer('heuniform', (2, 3), ms.float32).shape", "init.initializer('zero', (2,), ms.int32)", "init.initializer('one', (2,), ms.int32)",
          "init.initializer('ones', (2,), ms.int32).has_init", "init.initializer(ms.Tensor([1.0, 2.0]), None, ms.float32)",
          "init.initializer(ms.Tensor([1.0, 2.0]), 2, ms.float32)", "init.initializer(ms.Tensor([1.0, 2.0]), (3,), ms.float32)",
          "init.initializer('ones', (2.0, 3), ms.float32)", "init.initializer('ones', None, ms.float32)", "init.VarianceScaling(0.0)",
          "init.VarianceScaling(1.0, 'fan')", "init.VarianceScaling(1.0, 'fan_in', 'normal')", "init.initializer(init.Sparse(0.5), (2, 3, 4), ms.float32)",
          "ms.Tensor([1.0]).init_data()", "ms.Parameter(ms.Tensor([1.0]), name='p').init_data()", "ms.Tensor([1.0]).has_init",
          "ms.Tensor(shape=(2,), dtype=ms.float32, init=init.One()).init_data()",
          "init.initializer(init.One(), (2,), ms.float32).init_data().init_data()"):
    S(f"initx[{e}]", f"out = {e}", modes=("pynative",))
for e in ("init.initializer(init.Sparse(0.5, 0.1), (4, 6), ms.float32)",):
    S("initsparse", f"a = {e}.init_data().asnumpy()\nout = [(a == 0).sum(0).tolist(), a.dtype.name]", modes=("pynative",))
# layers' default initializers: shapes/dtypes/bounds
for e, b in (("nn.Dense(100, 64)", "1 / math.sqrt(100)"), ("nn.Conv2d(16, 32, 3)", "1 / math.sqrt(144)"),
             ("nn.Conv1d(16, 32, 3)", "1 / math.sqrt(48)"), ("nn.Conv2dTranspose(16, 32, 3)", "1 / math.sqrt(288)"),
             ("nn.Dense(100, 64, dtype=ms.float16)", "1 / math.sqrt(100)"), ("nn.Embedding(100, 64)", "None"),
             ("nn.LSTM(16, 32)", "1 / math.sqrt(32)"), ("nn.GRU(16, 32)", "1 / math.sqrt(32)"), ("nn.BatchNorm2d(16)", "None"),
             ("nn.LayerNorm((16,))", "None"), ("nn.Conv2d(16, 32, 3, has_bias=True)", "1 / math.sqrt(144)"),
             ("nn.Conv3d(4, 8, 3)", "1 / math.sqrt(108)")):
    S(f"layerinit[{e}]", f"c = {e}\nout = [[p.name, stats(p, {b})] for p in c.get_parameters()]", modes=("pynative",))

# =============================================================================================
family("optim2")
OPT2 = {
    "lamb": "nn.Lamb(p, 0.01)", "lamb_wd": "nn.Lamb(p, 0.01, weight_decay=0.1)",
    "lars": "nn.LARS(nn.Momentum(p, 0.1, 0.9))", "lars_coef": "nn.LARS(nn.Momentum(p, 0.1, 0.9), epsilon=1e-6, coefficient=0.01, use_clip=True)",
    "ftrl": "nn.FTRL(p)", "ftrl_l1": "nn.FTRL(p, learning_rate=0.05, l1=0.01, l2=0.01, lr_power=-0.5)",
    "proxadagrad": "nn.ProximalAdagrad(p, 0.05, l1=0.01, l2=0.01)", "lazyadam": "nn.LazyAdam(p, 0.01)",
    "adadelta": "nn.Adadelta(p, 0.5)", "adamax": "nn.AdaMax(p, 0.01)", "asgd": "nn.ASGD(p, 0.05)",
    "rprop": "nn.Rprop(p, 0.05)", "adafactor": "nn.AdaFactor(p, learning_rate=0.01, scale_parameter=False, relative_step=False, warmup_init=False)",
    "momentum_ls": "nn.Momentum(p, 0.1, 0.9, loss_scale=1024.0)", "sgd_ls": "nn.SGD(p, 0.1, loss_scale=128.0)",
    "adam_ls": "nn.Adam(p, 0.01, loss_scale=64.0)", "adam_ls_wd": "nn.Adam(p, 0.01, weight_decay=0.01, loss_scale=64.0)",
    "rmsprop_ls": "nn.RMSProp(p, 0.01, loss_scale=8.0, weight_decay=0.01)", "adagrad_ls": "nn.Adagrad(p, learning_rate=0.1, loss_scale=4.0)",
    "adamwd_list": "nn.AdamWeightDecay(p, [0.01, 0.005, 0.002], weight_decay=0.1)",
    "adam_tensor_lr": "nn.Adam(p, ms.Tensor(np.array([0.01, 0.005, 0.002], np.float32)))",
    "momentum_tensor_lr": "nn.Momentum(p, ms.Tensor(0.1, ms.float32), 0.9)",
    "momentum_gc": "nn.Momentum([{'params': p, 'grad_centralization': True}], 0.1, 0.9)",
    "adam_groups_lr": "nn.Adam([{'params': [q for q in p if 'bias' in q.name], 'lr': 0.05}, {'params': [q for q in p if 'weight' in q.name]}], 0.01)",
    "adam_order": "nn.Adam([{'params': p[:2], 'weight_decay': 0.01}, {'order_params': p}], 0.01)",
    "adamwd_wd_fn": "nn.AdamWeightDecay(p, 0.01, weight_decay=lambda x: 'bias' not in x.name and 0.1 or 0.0)" if False else "nn.AdamWeightDecay(p, 0.01, eps=1e-6, beta1=0.8, beta2=0.99)",
    "sgd_wd_ls": "nn.SGD(p, 0.1, momentum=0.5, weight_decay=0.01, loss_scale=16.0)",
    "momentum_wd_ls": "nn.Momentum(p, 0.1, 0.9, weight_decay=0.01, loss_scale=16.0)",
    "momentum_dyn_lr": "nn.Momentum(p, nn.cosine_decay_lr(0.01, 0.1, 6, 2, 3), 0.9)",
    "adam_dyn_lr": "nn.Adam(p, nn.warmup_lr(0.1, 6, 2, 3))",
}
for k, e in OPT2.items():
    S(f"opt_{k}", f"out = train(lambda p: {e})")
# TrainOneStepCell with sens / loss scale wrappers
S("wrap_sens", "out = train(lambda p: nn.Momentum(p, 0.1, 0.9), wrap=lambda l, o: nn.TrainOneStepCell(l, o, sens=4.0))")
S("wrap_fixed_ls_update", "out = train(lambda p: nn.Momentum(p, 0.1, 0.9), wrap=lambda l, o: nn.TrainOneStepWithLossScaleCell(l, o, "
  "nn.FixedLossScaleUpdateCell(1024.0)))")
S("wrap_dyn_ls_update", "out = train(lambda p: nn.Momentum(p, 0.1, 0.9), wrap=lambda l, o: nn.TrainOneStepWithLossScaleCell(l, o, "
  "nn.DynamicLossScaleUpdateCell(1024.0, 2.0, 1)))")
S("wrap_ls_tensor", "out = train(lambda p: nn.Momentum(p, 0.1, 0.9), wrap=lambda l, o: nn.TrainOneStepWithLossScaleCell(l, o, "
  "ms.Tensor(16.0, ms.float32)))")
S("mgr_fixed", "m = ms.FixedLossScaleManager(128.0, drop_overflow_update=False)\nout = [m.get_loss_scale(), m.get_drop_overflow_update(), "
  "type(m.get_update_cell()).__name__]", modes=("pynative",))
S("mgr_fixed_drop", "m = ms.FixedLossScaleManager(128.0)\nc = m.get_update_cell()\nout = [m.get_loss_scale(), m.get_drop_overflow_update(), "
  "type(c).__name__, c.get_loss_scale() if c is not None else None]", modes=("pynative",))
S("mgr_dyn", "m = ms.DynamicLossScaleManager(2**12, 2, 100)\nc = m.get_update_cell()\nout = [m.get_loss_scale(), m.get_drop_overflow_update(), "
  "type(c).__name__, c.get_loss_scale()]", modes=("pynative",))
S("mgr_err", "out = ms.FixedLossScaleManager(0.5)", modes=("pynative",))
S("mgr_err2", "out = ms.DynamicLossScaleManager(2**12, 1, 100)", modes=("pynative",))
S("mgr_err3", "out = ms.FixedLossScaleManager(128, 1)", modes=("pynative",))
S("dyn_update_cell", "c = nn.DynamicLossScaleUpdateCell(1024.0, 2.0, 2)\ns = Parameter(ms.Tensor(1024.0, ms.float32), name='s')\n"
  "r = [c(s, ms.Tensor(False)) for _ in range(3)] + [c(s, ms.Tensor(True))]\nout = [r, s]")
S("fixed_update_cell", "c = nn.FixedLossScaleUpdateCell(64.0)\ns = Parameter(ms.Tensor(64.0, ms.float32), name='s')\nout = [c(s, ms.Tensor(True)), s, c.get_loss_scale()]")
# gradient clipping inside a custom train step


CLIP = '''
class ClipStep(nn.TrainOneStepCell):
    def __init__(self, l, o, mode):
        super().__init__(l, o)
        self.mode = mode
    def construct(self, x, y):
        loss = self.network(x, y)
        grads = self.grad(self.network, self.weights)(x, y, ops.fill(loss.dtype, loss.shape, 1.0))
        if self.mode == 0:
            grads = ops.clip_by_global_norm(grads, 0.5)
        elif self.mode == 1:
            grads = ops.clip_by_global_norm(grads, 0.5, ops.global_norm(grads))
        else:
            grads = tuple(ops.clip_by_value(g, -0.05, 0.05) for g in grads)
        self.optimizer(grads)
        return loss
'''
for mode in (0, 1, 2):
    S(f"clip_{mode}", CLIP + f"out = train(lambda p: nn.Momentum(p, 0.1, 0.9), wrap=lambda l, o: ClipStep(l, o, {mode}))")
for e in ("ops.clip_by_global_norm((W(3, 4), W(5)), 1.0)", "ops.clip_by_global_norm((W(3, 4), W(5)), 100.0)",
          "ops.clip_by_global_norm([W(3, 4), W(5)], 0.5)", "ops.clip_by_global_norm((W(3, 4, dt=np.float16), W(5, dt=np.float16)), 1.0)",
          "ops.clip_by_global_norm((W(3, 4),), 0)", "ops.clip_by_global_norm((W(3, 4), W(5)), 1)",
          "ops.global_norm((W(3, 4), W(5)))" if False else "ops.clip_by_norm(W(3, 4), 0.5)", "ops.clip_by_norm(W(3, 4), 0.5, axis=1)",
          "ops.clip_by_norm(W(3, 4), ms.Tensor(0.5))", "ops.clip_by_norm(W(3, 4, dt=np.float16), 0.5)",
          "nn.ClipByNorm()(W(3, 4), ms.Tensor(0.5, ms.float32))", "nn.ClipByNorm(axis=1)(W(3, 4), ms.Tensor(0.5, ms.float32))",
          "nn.ClipByNorm()(W(3, 4, dt=np.float16), ms.Tensor(0.5, ms.float32))", "nn.ClipByNorm()(W(3, 4), ms.Tensor([0.5], ms.float32))",
          "nn.ClipByNorm(axis=(0, 1))(W(3, 4), ms.Tensor(100.0, ms.float32))", "ops.clip_by_value(W(3, 4), -0.1, 0.2)",
          "ops.clip_by_value(W(3, 4), ms.Tensor(-0.1), ms.Tensor(0.2))", "ops.clip_by_value((W(3, 4), W(2)), -0.1, 0.2)",
          "ops.clip_by_value(W(3, 4), None, 0.2)", "ops.clip_by_value(W(3, 4, dt=np.int32), -1, 1)"):
    S(f"clipv[{e}]", f"out = {e}")

# =============================================================================================
family("metrics")
MET = {
    "top1": ("nn.Top1CategoricalAccuracy()", "P5", "L5"), "top5": ("nn.Top5CategoricalAccuracy()", "P6", "L6"),
    "topk2": ("nn.TopKCategoricalAccuracy(2)", "P5", "L5"), "acc": ("nn.Accuracy()", "P5", "L5"),
    "acc_onehot": ("nn.Accuracy('classification')", "P5", "OH5"), "acc_multi": ("nn.Accuracy('multilabel')", "ML", "MLT"),
    "prec": ("nn.Precision()", "P5", "L5"), "prec_avg": ("nn.Precision()", "P5", "L5", "eval(True)"),
    "rec": ("nn.Recall()", "P5", "L5"), "rec_avg": ("nn.Recall()", "P5", "L5", "eval(True)"),
    "f1": ("nn.F1()", "P5", "L5"), "fbeta": ("nn.Fbeta(0.5)", "P5", "L5"), "fbeta_avg": ("nn.Fbeta(2)", "P5", "L5", "eval(True)"),
    "mae": ("nn.MAE()", "R", "RT"), "mse": ("nn.MSE()", "R", "RT"), "loss": ("nn.Loss()", "LS",),
    "prec_multi": ("nn.Precision('multilabel')", "ML", "MLT"), "rec_multi": ("nn.Recall('multilabel')", "ML", "MLT"),
    "dice": ("nn.Dice(1e-5)", "ML", "MLT"), "cm": ("nn.ConfusionMatrix(3)", "P5", "L5"),
    "cm_norm": ("nn.ConfusionMatrix(3, 'target')", "P5", "L5"), "hausdorff": ("nn.HausdorffDistance()", "ML", "MLT", "eval()", "0"),
    "cos_sim": ("nn.CosineSimilarity()", "R2",), "perplexity": ("nn.Perplexity()", "PP", "L5"),
    "roc": ("nn.ROC(pos_label=1)", "PB", "LB"), "auc": ("nn.auc", None), "occlusion": None, "bleu": ("nn.BleuScore()", "C1", "R1"),
    "mean_surface": ("nn.MeanSurfaceDistance()", "ML", "MLT", "eval()", "0"), "rmse_surface": ("nn.RootMeanSquareDistance()", "ML", "MLT", "eval()", "0"),
    "ocsim": None, "cmm": ("nn.ConfusionMatrixMetric(metric_name='sensitivity')", "OHM", "OHM2"),
}
METDATA = '''
P5 = ms.Tensor(np.array([[0.1, 0.6, 0.3], [0.5, 0.2, 0.3], [0.1, 0.2, 0.7], [0.3, 0.3, 0.4], [0.9, 0.05, 0.05]], np.float32))
L5 = ms.Tensor(np.array([1, 0, 1, 2, 2], np.int32))
P6 = ms.Tensor(np.arange(36).reshape(6, 6) % 7 * 0.1, ms.float32)
L6 = ms.Tensor(np.array([0, 5, 2, 3, 1, 4]), ms.int32)
OH5 = ms.Tensor(np.eye(3)[[1, 0, 1, 2, 2]], ms.float32)
ML = ms.Tensor(np.array([[1, 0, 1], [0, 1, 1], [1, 1, 0]], np.float32))
MLT = ms.Tensor(np.array([[1, 0, 0], [0, 1, 1], [0, 1, 0]], np.float32))
R = ms.Tensor(np.array([0.1, 0.5, 2.0, -1.0], np.float32))
RT = ms.Tensor(np.array([0.0, 0.7, 1.5, -0.5], np.float32))
LS = ms.Tensor(np.float32(0.75))
R2 = np.array([[1.0, 2.0, 0.0], [0.5, 1.0, 1.0], [0.0, 1.0, 3.0]], np.float32)
PP = ms.Tensor(np.array([[0.2, 0.5, 0.3], [0.6, 0.2, 0.2], [0.1, 0.1, 0.8], [0.3, 0.3, 0.4], [0.4, 0.4, 0.2]], np.float32))
PB = ms.Tensor(np.array([0.1, 0.4, 0.35, 0.8], np.float32))
LB = ms.Tensor(np.array([0, 0, 1, 1], np.int32))
C1 = [['the', 'cat', 'is', 'on', 'the', 'mat']]
R1 = [[['there', 'is', 'a', 'cat', 'on', 'the', 'mat'], ['a', 'cat', 'is', 'on', 'the', 'mat']]]
OHM = ms.Tensor(np.array([[[1, 0], [0, 1]], [[0, 1], [1, 1]]], np.float32))
OHM2 = ms.Tensor(np.array([[[1, 0], [1, 1]], [[0, 1], [0, 1]]], np.float32))
'''
for k, spec in MET.items():
    if spec is None or spec[1] is None:
        continue
    m, *args = spec
    ev = "eval()"
    extra = ""
    if len(args) > 2:
        ev = args[2]
        extra = ", " + args[3] if len(args) > 3 else ""
        args = args[:2]
    upd = ", ".join(a for a in args)
    S(f"metric_{k}", METDATA + f"m = {m}\nm.clear()\nm.update({upd}{extra})\nr1 = m.{ev}\nm.update({upd}{extra})\nr2 = m.{ev}\n"
      f"m.clear()\nout = [r1, r2]", modes=("pynative",))
S("metric_top1_empty", METDATA + "m = nn.Top1CategoricalAccuracy()\nm.clear()\nout = m.eval()", modes=("pynative",))
S("metric_acc_empty", METDATA + "m = nn.Accuracy()\nm.clear()\nout = m.eval()", modes=("pynative",))
S("metric_mae_empty", METDATA + "m = nn.MAE()\nm.clear()\nout = m.eval()", modes=("pynative",))
S("metric_loss_empty", METDATA + "m = nn.Loss()\nm.clear()\nout = m.eval()", modes=("pynative",))
S("metric_loss_2d", METDATA + "m = nn.Loss()\nm.clear()\nm.update(ms.Tensor(np.ones((2, 2), np.float32)))\nout = m.eval()", modes=("pynative",))
S("metric_top1_np", METDATA + "m = nn.Top1CategoricalAccuracy()\nm.clear()\nm.update(P5.asnumpy(), L5.asnumpy())\nout = m.eval()", modes=("pynative",))
S("metric_acc_badshape", METDATA + "m = nn.Accuracy()\nm.clear()\nm.update(P5, L6)\nout = m.eval()", modes=("pynative",))
S("metric_acc_1arg", METDATA + "m = nn.Accuracy()\nm.clear()\nm.update(P5)\nout = m.eval()", modes=("pynative",))
S("metric_acc_bin", METDATA + "m = nn.Accuracy()\nm.clear()\nm.update(PB, LB)\nout = m.eval()", modes=("pynative",))
S("metric_topk_0", "out = nn.TopKCategoricalAccuracy(0)", modes=("pynative",))
S("metric_names", "out = sorted(nn.get_metrics({'acc', 'loss', 'top_1_accuracy', 'mae'}).keys())", modes=("pynative",))
S("metric_names_type", "out = [type(v).__name__ for k, v in sorted(nn.get_metrics({'acc', 'loss'}).items())]", modes=("pynative",))
S("metric_names_bad", "out = nn.get_metrics({'nope'})", modes=("pynative",))
S("metric_rearrange", "out = nn.rearrange_inputs if False else nn.names()", modes=("pynative",))
S("metric_auc", METDATA + "m = nn.ROC(pos_label=1)\nm.clear()\nm.update(PB, LB)\nfpr, tpr, th = m.eval()\nout = [fpr, tpr, th, nn.auc(fpr, tpr)]", modes=("pynative",))

# =============================================================================================
family("loss2")
LDATA = '''
x = ms.Tensor((np.arange(12).reshape(3, 4) * 0.25 - 1.4).astype(np.float32))
t = ms.Tensor((np.arange(12).reshape(3, 4)[::-1] * 0.2 - 1.0).astype(np.float32))
lab = ms.Tensor(np.array([1, 0, 3], np.int32))
lab64 = ms.Tensor(np.array([1, 0, 3], np.int64))
sgn = ms.Tensor(np.array([1.0, -1.0, 1.0], np.float32))
pm = ms.Tensor(np.array([[1, -1, 1, -1], [-1, -1, 1, 1], [1, 1, 1, -1]], np.float32))
mlab = ms.Tensor(np.array([[1, 0, 1, 0], [0, 0, 1, 1], [1, 1, 1, 0]], np.float32))
mm = ms.Tensor(np.array([[3, 0, -1, 1], [1, 2, -1, 0], [0, -1, 2, 3]], np.int32))
def gl(loss, *args):
    v = loss(*args)
    g = ops.grad(lambda a: loss(a, *args[1:]).sum())(args[0])
    return [v, g]
'''
LOSS2 = {
    "l1_mean": ("nn.L1Loss()", "x, t"), "mae_none": ("nn.MAELoss('none')", "x, t"), "mae_sum": ("nn.MAELoss('sum')", "x, t"),
    "rmse": ("nn.RMSELoss()", "x, t"), "mse_mean": ("nn.MSELoss()", "x, t"),
    "marginrank": ("nn.MarginRankingLoss(0.3)", "x[:, 0], t[:, 0], sgn"), "marginrank_none": ("nn.MarginRankingLoss(0.0, 'none')", "x[:, 1], t[:, 1], sgn"),
    "multimargin": ("nn.MultiMarginLoss()", "x, lab64"), "multimargin_p2": ("nn.MultiMarginLoss(2, 0.5, 'sum')", "x, lab64"),
    "multimargin_w": ("nn.MultiMarginLoss(1, 1.0, 'none', ms.Tensor([1.0, 2.0, 0.5, 1.0], ms.float32))", "x, lab64"),
    "triplet": ("nn.TripletMarginLoss()", "x, t, x * 0.5"), "triplet_swap": ("nn.TripletMarginLoss(1, 1.0, 1e-6, True, 'sum')", "x, t, x * 0.5"),
    "poisson": ("nn.PoissonNLLLoss()", "x, ops.abs(t)"), "poisson_full": ("nn.PoissonNLLLoss(False, True, reduction='sum')", "ops.abs(x) + 0.5, ops.abs(t) * 3"),
    "gaussian": ("nn.GaussianNLLLoss()", "x, t, ops.abs(x) + 0.1"), "gaussian_full": ("nn.GaussianNLLLoss(full=True, reduction='sum')", "x, t, ops.abs(t) + 0.5"),
    "mlsoftmargin": ("nn.MultiLabelSoftMarginLoss()", "x, mlab"), "mlsoftmargin_w": ("nn.MultiLabelSoftMarginLoss(ms.Tensor([1.0, 2.0, 0.5, 1.0]), 'sum')", "x, mlab"),
    "mlmargin": ("nn.MultilabelMarginLoss()", "x, mm"), "mlmargin_none": ("nn.MultilabelMarginLoss('none')", "x, mm"),
    "focal": ("nn.FocalLoss()", "x, lab[:, None] if False else ms.Tensor(np.array([[1, 0, 3, 2], [0, 0, 1, 2], [3, 1, 0, 0]], np.int32))"),
    "focal_w": ("nn.FocalLoss(ms.Tensor([1.0, 2.0, 0.5, 1.0]), 1.0, 'sum')", "x[:, :, None], ms.Tensor(np.array([[1], [0], [3]], np.int32))"),
    "dice": ("nn.DiceLoss()", "ops.sigmoid(x), mlab"), "mcdice": ("nn.MultiClassDiceLoss()", "ops.softmax(x), ops.one_hot(lab, 4, ms.Tensor(1.0), ms.Tensor(0.0))"),
    "cosemb_margin": ("nn.CosineEmbeddingLoss(0.2, 'sum')", "x, t, sgn"), "cosemb_none": ("nn.CosineEmbeddingLoss(reduction='none')", "x, t, sgn"),
    "softmargin_sum": ("nn.SoftMarginLoss('sum')", "x, pm"), "hinge": ("nn.HingeEmbeddingLoss(1.0)", "x, pm"),
    "hinge_none": ("nn.HingeEmbeddingLoss(0.5, 'none')", "x, pm"), "kldiv_sum": ("nn.KLDivLoss('sum')", "ops.log_softmax(x), ops.softmax(t)"),
    "kldiv_none": ("nn.KLDivLoss('none')", "ops.log_softmax(x), ops.softmax(t)"), "kldiv_mean": ("nn.KLDivLoss('mean')", "ops.log_softmax(x), ops.softmax(t)"),
    "bce_none": ("nn.BCELoss(reduction='none')", "ops.sigmoid(x), mlab"), "bce_mean_w": ("nn.BCELoss(ms.Tensor(np.arange(12).reshape(3, 4) * 0.1, ms.float32))", "ops.sigmoid(x), mlab"),
    "ce_ls_w": ("nn.CrossEntropyLoss(ms.Tensor([1.0, 2.0, 0.5, 1.0]), label_smoothing=0.2)", "x, lab"),
    "ce_ls_ign": ("nn.CrossEntropyLoss(ignore_index=0, label_smoothing=0.1)", "x, lab"),
    "ce_none": ("nn.CrossEntropyLoss(reduction='none')", "x, lab"), "ce_prob_ls": ("nn.CrossEntropyLoss(label_smoothing=0.1)", "x, ops.softmax(t)"),
    "ce_prob_w": ("nn.CrossEntropyLoss(ms.Tensor([1.0, 2.0, 0.5, 1.0]), reduction='sum')", "x, ops.softmax(t)"),
    "ce_3d": ("nn.CrossEntropyLoss()", "x.reshape(1, 4, 3), ms.Tensor(np.array([[1, 0, 2]], np.int32))"),
    "nll_w": ("nn.NLLLoss(ms.Tensor([1.0, 2.0, 0.5, 1.0]))", "ops.log_softmax(x), lab"),
    "nll_ign": ("nn.NLLLoss(ignore_index=3, reduction='none')", "ops.log_softmax(x), lab"),
    "nll_ign_mean": ("nn.NLLLoss(ignore_index=3)", "ops.log_softmax(x), lab"),
    "sce_sparse_none": ("nn.SoftmaxCrossEntropyWithLogits(True, 'none')", "x, lab"),
    "sce_dense_sum": ("nn.SoftmaxCrossEntropyWithLogits(False, 'sum')", "x, ops.softmax(t)"),
    "sce_sparse_mean": ("nn.SoftmaxCrossEntropyWithLogits(True, 'mean')", "x, lab"),
    "sce_dense_none": ("nn.SoftmaxCrossEntropyWithLogits(reduction='none')", "x, ops.one_hot(lab, 4, ms.Tensor(1.0), ms.Tensor(0.0))"),
    "huber_none": ("nn.HuberLoss('none', 0.5)", "x, t"), "sl1_beta": ("nn.SmoothL1Loss(0.3)", "x, t"),
    "bcelogits_pw_none": ("nn.BCEWithLogitsLoss('none', None, ms.Tensor([1.0, 2.0, 0.5, 3.0]))", "x, mlab"),
    "ctc": None,
}
for k, spec in LOSS2.items():
    if spec is None:
        continue
    S(f"loss_{k}", LDATA + f"out = gl({spec[0]}, {spec[1]})")
# loss function forms
for e in ("ops.binary_cross_entropy_with_logits(x, mlab, ms.Tensor([1.0, 2.0, 0.5, 1.0]), ms.Tensor([2.0, 1.0, 1.0, 1.0]), 'sum')",
          "ops.binary_cross_entropy_with_logits(x, mlab, None, None, 'none')" if False else "ops.binary_cross_entropy(ops.sigmoid(x), mlab, None, 'sum')",
          "ops.cross_entropy(x, lab, ms.Tensor([1.0, 2.0, 0.5, 1.0]), label_smoothing=0.1)", "ops.cross_entropy(x, lab, reduction='sum', ignore_index=1)",
          "ops.nll_loss(ops.log_softmax(x), lab, ms.Tensor([1.0, 2.0, 0.5, 1.0]), ignore_index=0)",
          "ops.nll_loss(ops.log_softmax(x), lab, reduction='none', label_smoothing=0.1)",
          "ops.kl_div(ops.log_softmax(x), ops.softmax(t), 'batchmean')", "ops.kl_div(ops.log_softmax(x), ops.softmax(t), 'sum')",
          "ops.smooth_l1_loss(x, t, 0.5, 'sum')", "ops.smooth_l1_loss(x, t, 2.0, 'none')", "ops.huber_loss(x, t, 'sum', 0.5)",
          "ops.margin_ranking_loss(x[:, 0], t[:, 0], sgn, 0.2)", "ops.multi_margin_loss(x, lab64, 1, 0.5)",
          "ops.multilabel_margin_loss(x, mm)", "ops.multilabel_soft_margin_loss(x, mlab)", "ops.soft_margin_loss(x, pm, 'none')",
          "ops.hinge_embedding_loss(x, pm, 0.5)", "ops.triplet_margin_loss(x, t, x * 0.5, margin=0.5)",
          "ops.gaussian_nll_loss(x, t, ops.abs(x) + 0.1, True, 1e-6, 'sum')", "ops.poisson_nll_loss(x, ops.abs(t))" if False else "ops.l1_loss(x, t, 'sum')",
          "ops.mse_loss(x, t, 'none')", "ops.cosine_embedding_loss(x, t, sgn, 0.1)",
          "ops.SmoothL1Loss(0.5, 'sum')(x, t)", "ops.SmoothL1Loss(1.0, 'mean')(x, t)", "ops.SigmoidCrossEntropyWithLogits()(x, mlab)",
          "ops.BCEWithLogitsLoss('sum')(x, mlab, ms.Tensor([1.0, 2.0, 0.5, 1.0]), ms.Tensor([2.0, 1.0, 1.0, 1.0]))",
          "ops.BinaryCrossEntropy('none')(ops.sigmoid(x), mlab, ms.Tensor(np.ones((3, 4), np.float32) * 0.5))",
          "ops.BinaryCrossEntropy()(ops.sigmoid(x), mlab)", "ops.KLDivLoss('batchmean')(ops.log_softmax(x), ops.softmax(t))",
          "ops.NLLLoss('sum', 3)(ops.log_softmax(x), lab, ms.Tensor([1.0, 2.0, 0.5, 1.0]))",
          "ops.SoftMarginLoss('sum')(x, pm)", "ops.MultiMarginLoss(2, 0.5)(x, lab64, ms.Tensor([1.0, 2.0, 0.5, 1.0]))",
          "ops.MultilabelMarginLoss('sum')(x, mm)"):
    ge = re.sub(r"\bx\b", "a", e)
    S(f"lossf[{e}]", LDATA + f"v = {e}\nout = [v, ops.grad(lambda a: ({ge}).sum())(x)]")
# losses of float16 and bad reductions / labels
for k, (l, a) in (("l1_f16", ("nn.L1Loss()", "x.astype(ms.float16), t.astype(ms.float16)")),
                  ("ce_f16", ("nn.CrossEntropyLoss()", "x.astype(ms.float16), lab")),
                  ("nll_f16", ("nn.NLLLoss()", "ops.log_softmax(x).astype(ms.float16), lab")),
                  ("sce_f16", ("nn.SoftmaxCrossEntropyWithLogits(True, 'mean')", "x.astype(ms.float16), lab")),
                  ("bcel_f16", ("nn.BCEWithLogitsLoss()", "x.astype(ms.float16), mlab.astype(ms.float16)")),
                  ("mse_f64", ("nn.MSELoss()", "x.astype(ms.float64), t.astype(ms.float64)")),
                  ("sl1_f16", ("nn.SmoothL1Loss()", "x.astype(ms.float16), t.astype(ms.float16)")),
                  ("kl_f16", ("nn.KLDivLoss('sum')", "x.astype(ms.float16), t.astype(ms.float16)")),
                  ("ce_lab_oob", ("nn.CrossEntropyLoss()", "x, ms.Tensor(np.array([1, 0, 4], np.int32))")),
                  ("nll_lab_neg", ("nn.NLLLoss()", "ops.log_softmax(x), ms.Tensor(np.array([1, -1, 2], np.int32))")),
                  ("sce_lab_oob", ("nn.SoftmaxCrossEntropyWithLogits(True, 'mean')", "x, ms.Tensor(np.array([1, 0, 7], np.int32))")),
                  ("ce_lab_float", ("nn.CrossEntropyLoss()", "x, ms.Tensor(np.array([1.0, 0.0, 2.0], np.float32))")),
                  ("mse_shape", ("nn.MSELoss()", "x, t[:2]")), ("l1_bcast", ("nn.L1Loss()", "x, t[0]")),
                  ("bce_shape", ("nn.BCELoss()", "ops.sigmoid(x), mlab[0]"))):
    S(f"lossx_{k}", LDATA + f"out = {l}({a})")
for e in ("nn.L1Loss('avg')", "nn.MSELoss(None)", "nn.CrossEntropyLoss(reduction='max')", "nn.SmoothL1Loss(-1.0)",
          "nn.SmoothL1Loss(0)", "nn.HuberLoss(delta=0)", "nn.MultiMarginLoss(3)", "nn.KLDivLoss('batchmeans')", "nn.BCELoss(reduction='avg')",
          "nn.CrossEntropyLoss(label_smoothing=1.5)", "nn.FocalLoss(gamma=-1.0)", "nn.FocalLoss(gamma=1)", "nn.DiceLoss(smooth=0)",
          "nn.MarginRankingLoss('a')", "nn.SoftmaxCrossEntropyWithLogits(reduction='avg')", "nn.TripletMarginLoss(p=0)"):
    S(f"losserr[{e}]", f"out = {e}", modes=("pynative",))


# =============================================================================================
def run_backend(backend, fam, modes, pattern):
    from diff_sweep import enc
    from _toolkit import error_record, import_source, use_backend

    ms = use_backend(backend)
    # one module file (Graph mode reads the source of the Cells a case defines): the prelude, then a function per case
    cases = [c for c in CASES[fam] if not pattern or pattern in c[0]]
    src = [PRELUDE]
    for k, (label, code, cmodes) in enumerate(cases):
        src.append(f"def _case{k}():  # {label}")
        src += ["    " + line for line in code.splitlines()]
        src.append("    return out\n")
    mod = import_source("\n".join(src) + "\n", "sweep6_", f"_sweep6_{fam}")
    out = {}
    for mode in modes:
        ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
        for k, (label, code, cmodes) in enumerate(cases):
            if cmodes and mode not in cmodes:
                continue
            ms.set_seed(1)
            try:
                res = ["ok", enc(_conv(getattr(mod, f"_case{k}")()))]
            except Exception as exc:  # noqa: BLE001
                res = error_record(exc)
            out[f"{mode}:{label}"] = res
    return out


def _conv(v):
    """dicts and dtypes as comparable lists/strings."""
    if isinstance(v, dict):
        return [[str(k), _conv(x)] for k, x in v.items()]
    if isinstance(v, (list, tuple)):
        return type(v)(_conv(x) for x in v)
    if type(v).__name__ in ("Parameter",):
        return v.value() if hasattr(v, "value") else v
    return v


def main(argv=None):
    from diff_sweep import sweep_main

    def keep(key, fams, pattern):
        return pattern in key and (fams is None or any(f":{c[0]}" in key for fam in fams for c in CASES[fam]))

    return sweep_main(argv, script=__file__, cases=CASES, run_backend=run_backend, hide=("ms-error",),
                      cwd=os.environ.get("SWEEP_CWD", "/tmp"), load_keep=keep)

if __name__ == "__main__":
    raise SystemExit(main())
