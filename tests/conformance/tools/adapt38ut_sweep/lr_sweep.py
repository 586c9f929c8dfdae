"""Dynamic learning-rate functions and LearningRateSchedule Cells (ut nn/test_dynamic_lr.py,
test_learning_rate_schedule.py, adapted): values at steps, argument checks."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _h import case

S = lambda v: Tensor(np.array(v, np.int32))
for nm, fn in [
    ("pc", lambda: nn.piecewise_constant_lr([2, 5, 8], [0.1, 0.05, 0.01])),
    ("pc_unsorted", lambda: nn.piecewise_constant_lr([5, 2], [0.1, 0.05])),
    ("pc_len", lambda: nn.piecewise_constant_lr([2, 5], [0.1])),
    ("pc_float_m", lambda: nn.piecewise_constant_lr([2.0, 5], [0.1, 0.05])),
    ("pc_int_lr", lambda: nn.piecewise_constant_lr([2, 5], [1, 2])),
    ("pc_zero", lambda: nn.piecewise_constant_lr([0, 5], [0.1, 0.05])),
    ("pc_tuple", lambda: nn.piecewise_constant_lr((2, 5), (0.1, 0.05))),
    ("exp", lambda: nn.exponential_decay_lr(0.1, 0.9, 6, 2, 2)),
    ("exp_stair", lambda: nn.exponential_decay_lr(0.1, 0.9, 6, 2, 2, True)),
    ("exp_neg", lambda: nn.exponential_decay_lr(-0.1, 0.9, 6, 2, 2)),
    ("exp_int_lr", lambda: nn.exponential_decay_lr(1, 0.9, 6, 2, 2)),
    ("exp_rate0", lambda: nn.exponential_decay_lr(0.1, 0.0, 6, 2, 2)),
    ("exp_total0", lambda: nn.exponential_decay_lr(0.1, 0.9, 0, 2, 2)),
    ("exp_epoch_float", lambda: nn.exponential_decay_lr(0.1, 0.9, 6, 2, 2.0)),
    ("exp_stair_int", lambda: nn.exponential_decay_lr(0.1, 0.9, 6, 2, 2, 1)),
    ("nat", lambda: nn.natural_exp_decay_lr(0.1, 0.9, 6, 2, 2)),
    ("nat_stair", lambda: nn.natural_exp_decay_lr(0.1, 0.9, 6, 2, 2, True)),
    ("inv", lambda: nn.inverse_decay_lr(0.1, 0.5, 6, 2, 2)),
    ("inv_stair", lambda: nn.inverse_decay_lr(0.1, 0.5, 6, 2, 2, True)),
    ("cos", lambda: nn.cosine_decay_lr(0.01, 0.1, 6, 2, 2)),
    ("cos_min_gt_max", lambda: nn.cosine_decay_lr(0.2, 0.1, 6, 2, 2)),
    ("cos_min_neg", lambda: nn.cosine_decay_lr(-0.1, 0.1, 6, 2, 2)),
    ("cos_min_int", lambda: nn.cosine_decay_lr(0, 0.1, 6, 2, 2)),
    ("poly", lambda: nn.polynomial_decay_lr(0.1, 0.01, 6, 2, 2, 0.5)),
    ("poly_update", lambda: nn.polynomial_decay_lr(0.1, 0.01, 6, 2, 2, 0.5, True)),
    ("poly_power0", lambda: nn.polynomial_decay_lr(0.1, 0.01, 6, 2, 2, 0.0)),
    ("poly_power_neg", lambda: nn.polynomial_decay_lr(0.1, 0.01, 6, 2, 2, -1.0)),
    ("poly_end_gt", lambda: nn.polynomial_decay_lr(0.1, 0.5, 6, 2, 2, 1.0)),
    ("poly_end_neg", lambda: nn.polynomial_decay_lr(0.1, -0.5, 6, 2, 2, 1.0)),
    ("poly_update_int", lambda: nn.polynomial_decay_lr(0.1, 0.01, 6, 2, 2, 0.5, 1)),
    ("warm", lambda: nn.warmup_lr(0.1, 6, 2, 2)),
    ("warm_epoch0", lambda: nn.warmup_lr(0.1, 6, 2, 0)),
    ("warm_lr_int", lambda: nn.warmup_lr(1, 6, 2, 2)),
]:
    case("fn_" + nm, fn)
scheds = [
    ("exp", lambda: nn.ExponentialDecayLR(0.1, 0.9, 4)), ("exp_stair", lambda: nn.ExponentialDecayLR(0.1, 0.9, 4, True)),
    ("nat", lambda: nn.NaturalExpDecayLR(0.1, 0.9, 4)), ("nat_stair", lambda: nn.NaturalExpDecayLR(0.1, 0.9, 4, True)),
    ("inv", lambda: nn.InverseDecayLR(0.1, 0.5, 4)), ("inv_stair", lambda: nn.InverseDecayLR(0.1, 0.5, 4, True)),
    ("cos", lambda: nn.CosineDecayLR(0.01, 0.1, 4)), ("poly", lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, 0.5)),
    ("poly_pow1", lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, 1.0)), ("warm", lambda: nn.WarmUpLR(0.1, 4)),
]
for nm, mk in scheds:
    for st in (0, 1, 3, 4, 7):
        case(f"sch_{nm}_{st}", lambda mk=mk, st=st: mk()(S(st)))
    case(f"sch_{nm}_f32step", lambda mk=mk: mk()(Tensor(np.array(2.0, np.float32))))
    case(f"sch_{nm}_1d", lambda mk=mk: mk()(Tensor(np.array([2], np.int32))))
    case(f"sch_{nm}_i64", lambda mk=mk: mk()(Tensor(np.array(2, np.int64))))
for nm, fn in [
    ("exp_lr_neg", lambda: nn.ExponentialDecayLR(-0.1, 0.9, 4)), ("exp_rate_neg", lambda: nn.ExponentialDecayLR(0.1, -0.9, 4)),
    ("exp_steps0", lambda: nn.ExponentialDecayLR(0.1, 0.9, 0)), ("exp_steps_float", lambda: nn.ExponentialDecayLR(0.1, 0.9, 4.0)),
    ("exp_stair_int", lambda: nn.ExponentialDecayLR(0.1, 0.9, 4, 1)), ("exp_lr_int", lambda: nn.ExponentialDecayLR(1, 0.9, 4)),
    ("cos_min_gt", lambda: nn.CosineDecayLR(0.2, 0.1, 4)), ("cos_min_neg", lambda: nn.CosineDecayLR(-0.1, 0.1, 4)),
    ("cos_steps0", lambda: nn.CosineDecayLR(0.01, 0.1, 0)),
    ("poly_end_gt", lambda: nn.PolynomialDecayLR(0.1, 0.5, 4, 1.0)), ("poly_pow0", lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, 0.0)),
    ("poly_update_int", lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, 1.0, 1)),
    ("warm_steps0", lambda: nn.WarmUpLR(0.1, 0)), ("warm_lr_neg", lambda: nn.WarmUpLR(-0.1, 4)),
]:
    case("ctor_" + nm, lambda fn=fn: type(fn()).__name__)
