"""nn.Lamb (layer-wise adaptive moments; MindSpore's Lamb kernel rule).

MindSpore 2.10's CPU build has no Lamb kernel, so these numbers follow the documented formula (and
MindSpore's former Python implementation of it), checked in tests/optim, not against a recording.
"""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from .adam import _check_betas
from .optimizer import Optimizer, one_minus_f32, lr_per_param, opt_init_args_register

__all__ = ["Lamb"]


class Lamb(Optimizer):
    """Per Parameter, at step ``t`` (``global_step`` after the increment)::

        m = beta1*m + (1-beta1)*g;  v = beta2*v + (1-beta2)*g*g
        r = (m / (1 - beta1**t)) / (sqrt(v / (1 - beta2**t)) + eps) + weight_decay * w
        ratio = ||w|| / ||r||  (1 when either norm is 0), clipped to [0, 10]
        w -= lr * ratio * r
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate, beta1=0.9, beta2=0.999, eps=1e-6, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        _check_betas("Lamb", beta1, beta2, eps)
        self.beta1 = float(beta1)
        self._one_minus_beta1 = one_minus_f32(self.beta1)   # float32, as MindSpore's kernels
        self.beta2 = float(beta2)
        self._one_minus_beta2 = one_minus_f32(self.beta2)   # float32, as MindSpore's kernels
        self.eps = float(eps)
        self.params = self.parameters
        self.moments1 = self._state("lamb_m", "zeros")
        self.moments2 = self._state("lamb_v", "zeros")

    def construct(self, gradients):
        weight_decay = self._decay_values()
        lrs = lr_per_param(self, self.get_lr())
        ops.assign_add(self.global_step, 1)
        gradients = self.gradients_centralization(gradients)
        if self.is_group:
            decays = weight_decay
        else:
            decays = ()
            for _ in self.parameters:
                decays = decays + (weight_decay,)
        t = ops.cast(self.global_step, mstype.float32).reshape(())
        bias1 = 1.0 - ops.pow(self.beta1, t)
        bias2 = 1.0 - ops.pow(self.beta2, t)
        for param, grad, m, v, flag, lr, wd in zip(self.parameters, gradients, self.moments1, self.moments2,
                                                   self.decay_flags, lrs, decays):
            new_m = m * self.beta1 + grad * self._one_minus_beta1
            new_v = v * self.beta2 + grad * grad * self._one_minus_beta2
            ops.assign(m, new_m)
            ops.assign(v, new_v)
            update = (new_m / bias1) / (ops.sqrt(new_v / bias2) + self.eps)
            if flag:
                update = update + param * wd
            w_norm = ops.sqrt((param * param).sum())
            g_norm = ops.sqrt((grad * grad).sum())
            u_norm = ops.sqrt((update * update).sum())
            ones = ops.ones_like(w_norm)
            ratio = ops.select(w_norm > 0, ops.select(g_norm > 0, w_norm / u_norm, ones), ones)
            ratio = ops.minimum(ops.maximum(ratio, 0.0), 10.0)
            ops.assign(param, param - lr * ratio * update)
        return True
