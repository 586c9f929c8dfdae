"""Adapted from MindSpore 2.10's mint.optim docstring examples: msgraph had no mint.optim; its optimizers' state
(what parameters_dict() and checkpoints hold: the optimized Parameters, SGD's momentum_buf.* and step_t, Adam's
and AdamW's exp_avg.*, exp_avg_sq.* and a Float32 (1,) state_step, AdamW's starting at -1) must be MindSpore's.
(MindSpore's CPU leaves the weights unchanged by these optimizers' steps, so only the state is recorded.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, mint
from _conf import emit, emit_error

for name, kw in [("SGD", dict(lr=0.1, momentum=0.9)), ("Adam", dict(lr=0.1)), ("AdamW", dict(lr=0.1))]:
    net = nn.Dense(3, 2, weight_init=Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 10), bias_init="ones")
    opt = getattr(mint.optim, name)(net.trainable_params(), **kw)
    emit(name + "_state", sorted((k, v.shape, str(v.dtype), v.asnumpy().reshape(-1).tolist())
                                 for k, v in opt.parameters_dict().items()))
    emit(name + "_groups", sorted((k, str(v)) for k, v in opt.param_groups[0].items() if k not in ("params", "lr")))
emit_error("sgd_no_lr", lambda: mint.optim.SGD(nn.Dense(2, 2).trainable_params()))
emit_error("adam_beta", lambda: mint.optim.Adam(nn.Dense(2, 2).trainable_params(), betas=(1.5, 0.9)))
emit_error("sgd_nesterov", lambda: mint.optim.SGD(nn.Dense(2, 2).trainable_params(), 0.1, nesterov=True))
