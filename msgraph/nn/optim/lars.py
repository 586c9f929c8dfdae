"""nn.LARS (layer-wise adaptive rate scaling around another optimizer; MindSpore's LARSUpdate rule).

MindSpore 2.10's CPU build has no LARSUpdate kernel (and deprecates LARS), so these numbers follow the
documented formula, checked in tests/optim, not against a recording.
"""
from __future__ import annotations

import numpy as np

from ... import ops
from ...common.tensor import Parameter
from .. import _checks as chk
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["LARS"]


def _default_lars_filter(param):
    return "LayerNorm" not in param.name and "bias" not in param.name


class LARS(Optimizer):
    """Rescales each filtered gradient before ``optimizer`` applies it::

        wd = weight decay (for Parameters the optimizer would decay, else 0)
        trust = coefficient * ||w|| / (||g|| + wd * ||w|| + epsilon)   (1 when ||w|| or ||g|| is 0)
        use_clip: trust = min(trust / lr, 1)
        g = trust * (g + wd * w)

    The wrapped optimizer's own weight decay is switched off (LARS applies it).
    """

    @opt_init_args_register
    def __init__(self, optimizer, epsilon=1e-05, coefficient=0.001, use_clip=False,
                 lars_filter=_default_lars_filter):
        super().__init__(0.0, [Parameter(np.array(0.0, np.float32), name="fake_param")])
        chk.value_type(optimizer, "optimizer", [Optimizer], "LARS")
        chk.value_type(epsilon, "epsilon", [float], "LARS")
        chk.value_type(coefficient, "coefficient", [float], "LARS")
        chk.value_type(use_clip, "use_clip", [bool], "LARS")
        self.opt = optimizer
        self.epsilon = epsilon
        self.coefficient = coefficient
        self.use_clip = use_clip
        self.dynamic_decay_flags = optimizer.dynamic_decay_flags
        self.dynamic_weight_decay = optimizer.dynamic_weight_decay
        self.weight_decay = optimizer.weight_decay
        self._weight_decay_values = optimizer._weight_decay_values
        self.global_step = optimizer.global_step
        self.parameters = optimizer.parameters
        self.lars_flag = tuple(bool(lars_filter(p)) for p in self.parameters)
        self.is_group = optimizer.is_group
        self.is_group_lr = optimizer.is_group_lr
        self.dynamic_lr = optimizer.dynamic_lr
        if use_clip:   # MindSpore 2.10 keeps the wrapped lr as a LARS attribute only with use_clip (else it is
            self.origin_learning_rate = optimizer.learning_rate   # named 'opt.learning_rate' alone)
        self.learning_rate = Parameter(np.array(0.0, np.float32), name="fake_lr")
        self.decay_flags = optimizer.decay_flags
        self.reciprocal_scale = optimizer.reciprocal_scale
        self.need_scale = optimizer.need_scale
        self.loss_scale = optimizer.loss_scale
        if use_clip and self.is_group_lr and self.dynamic_lr:
            raise ValueError("For 'LARS', if the argument 'use_clip' is set to True, then the dynamic learning "
                             "rate and group learning rate cannot both be true.")
        optimizer.dynamic_decay_flags = tuple(False for _ in self.decay_flags) if self.is_group else False
        optimizer.decay_flags = tuple(False for _ in self.decay_flags)
        optimizer.dynamic_weight_decay = False
        optimizer.reciprocal_scale = 1.0
        optimizer.need_scale = False
        optimizer.exec_weight_decay = False

    def _lr(self):
        if self.use_clip:
            return self.opt.get_lr()
        return self.learning_rate

    def construct(self, gradients):
        lr = self._lr()
        weight_decay = self._decay_values()
        gradients = self.scale_grad(gradients)
        out = ()
        index = 0
        for grad, param, flag, lars in zip(gradients, self.parameters, self.decay_flags, self.lars_flag):
            if lars:
                wd = weight_decay[index] if self.is_group else weight_decay
                wd = wd / self.loss_scale if flag else 0.0
                w_norm = ops.sqrt((param * param).sum())
                g_norm = ops.sqrt((grad * grad).sum())
                trust = self.coefficient * w_norm / (g_norm + wd * w_norm + self.epsilon)
                ones = ops.ones_like(w_norm)
                trust = ops.select(w_norm > 0, ops.select(g_norm > 0, trust, ones), ones)
                if self.use_clip:
                    step_lr = lr[index] if self.is_group_lr else lr
                    trust = ops.minimum(trust / step_lr, 1.0)
                grad = (grad + param * wd) * trust
            out = out + (grad,)
            index = index + 1
        return self.opt(out)
