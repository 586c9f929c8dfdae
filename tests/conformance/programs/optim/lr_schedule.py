import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.nn import learning_rate_schedule as lrs
from _conf import emit, emit_error

steps = [Tensor(np.array(s, np.int32)) for s in (0, 1, 3, 7, 12)]
step_vec = Tensor(np.array([5], np.int32))


def run(label, sched):
    emit(label, [sched(s) for s in steps])
    emit(label + "_vec", sched(step_vec))


run("exponential", nn.ExponentialDecayLR(0.1, 0.9, 4))
run("exponential_stair", nn.ExponentialDecayLR(0.1, 0.9, 4, True))
run("natural_exp", nn.NaturalExpDecayLR(0.1, 0.9, 4))
run("natural_exp_stair", nn.NaturalExpDecayLR(0.1, 0.9, 4, True))
run("inverse", nn.InverseDecayLR(0.1, 0.5, 4))
run("inverse_stair", nn.InverseDecayLR(0.1, 0.5, 4, True))
run("cosine", nn.CosineDecayLR(0.01, 0.1, 10))
run("polynomial", nn.PolynomialDecayLR(0.1, 0.01, 10, 0.5))
run("polynomial_update", nn.PolynomialDecayLR(0.1, 0.01, 4, 2.0, True))
run("warmup", lrs.WarmUpLR(0.1, 8))
emit("is_cell", isinstance(nn.WarmUpLR(0.1, 2), nn.Cell))
emit("base", issubclass(nn.CosineDecayLR, lrs.LearningRateSchedule))
emit_error("bad_decay_steps", nn.ExponentialDecayLR, 0.1, 0.9, 0)
emit_error("bad_lr_type", nn.ExponentialDecayLR, 1, 0.9, 4)
emit_error("bad_stair", nn.InverseDecayLR, 0.1, 0.9, 4, 1)
emit_error("cosine_order", nn.CosineDecayLR, 0.2, 0.1, 4)
emit_error("cosine_int", nn.CosineDecayLR, 0, 0.1, 4)
emit_error("warmup_int", nn.WarmUpLR, 1, 4)
emit_error("poly_end_int", nn.PolynomialDecayLR, 0.1, 0, 4, 1.0)
