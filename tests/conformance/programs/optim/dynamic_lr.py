import mindspore as ms
from mindspore import nn
from mindspore.nn import dynamic_lr
from _conf import emit, emit_error

emit("piecewise", nn.piecewise_constant_lr([2, 5, 6], [0.1, 0.05, 0.01]))
emit("exponential", nn.exponential_decay_lr(0.1, 0.9, 6, 2, 1))
emit("exponential_stair", nn.exponential_decay_lr(0.1, 0.9, 8, 1, 3, True))
emit("natural_exp", nn.natural_exp_decay_lr(0.1, 0.9, 6, 2, 2))
emit("natural_exp_stair", nn.natural_exp_decay_lr(0.1, 0.9, 6, 2, 2, True))
emit("inverse", nn.inverse_decay_lr(0.1, 0.5, 6, 1, 2))
emit("inverse_stair", nn.inverse_decay_lr(0.1, 0.5, 6, 1, 2, True))
emit("cosine", nn.cosine_decay_lr(0.01, 0.1, 6, 1, 4))
emit("polynomial", nn.polynomial_decay_lr(0.1, 0.01, 6, 1, 4, 0.5))
emit("polynomial_update", nn.polynomial_decay_lr(0.1, 0.01, 10, 1, 4, 2.0, True))
emit("warmup", nn.warmup_lr(0.1, 6, 2, 2))
emit("module_path", dynamic_lr.warmup_lr(0.2, 3, 1, 2))
emit_error("bad_total_step_type", nn.exponential_decay_lr, 0.1, 0.9, 6.0, 2, 1)
emit_error("bad_lr_int", nn.exponential_decay_lr, 1, 0.9, 6, 2, 1)
emit_error("bad_decay_epoch", nn.exponential_decay_lr, 0.1, 0.9, 6, 2, 0)
emit_error("bad_stair", nn.inverse_decay_lr, 0.1, 0.9, 6, 2, 1, 1)
emit_error("piecewise_len", nn.piecewise_constant_lr, [2, 5], [0.1])
emit_error("piecewise_order", nn.piecewise_constant_lr, [5, 2], [0.1, 0.2])
emit_error("piecewise_int_lr", nn.piecewise_constant_lr, [2, 5], [1, 0.2])
emit_error("cosine_int_min", nn.cosine_decay_lr, 0, 0.1, 6, 1, 4)
emit_error("cosine_order", nn.cosine_decay_lr, 0.2, 0.1, 6, 1, 4)
emit_error("warmup_int", nn.warmup_lr, 1, 6, 2, 2)
emit_error("poly_power", nn.polynomial_decay_lr, 0.1, 0.01, 6, 1, 4, 0.0)
