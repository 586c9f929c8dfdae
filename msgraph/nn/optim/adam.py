"""nn.Adam, nn.AdamW (decoupled weight decay) and nn.AdamWeightDecay (MindSpore's BERT-style variant)."""
from __future__ import annotations

import numpy as np

from ... import ops
from ...common.tensor import Parameter
from .optimizer import Optimizer

__all__ = ["Adam", "AdamW", "AdamWeightDecay"]


def _check_betas(name, beta1, beta2, eps):
    if not 0.0 <= beta1 < 1.0:
        raise ValueError(f"For '{name}', 'beta1' must be in [0, 1), but got {beta1}.")
    if not 0.0 <= beta2 < 1.0:
        raise ValueError(f"For '{name}', 'beta2' must be in [0, 1), but got {beta2}.")
    if eps <= 0:
        raise ValueError(f"For '{name}', 'eps' must be positive, but got {eps}.")


def _power(name):
    return Parameter(np.array(1.0, np.float32), name=name, requires_grad=False)


class Adam(Optimizer):
    """Adam (MindSpore's ApplyAdam; weight decay, if any, is added to the gradient)::

        beta1_power *= beta1; beta2_power *= beta2          (beta**t at step t)
        m = m + (g - m) * (1 - beta1);  v = v + (g*g - v) * (1 - beta2)
        lr_t = lr * sqrt(1 - beta2_power) / (1 - beta1_power)
        p -= lr_t * m / (sqrt(v) + eps)      (nesterov: m -> m * beta1 + (1 - beta1) * g)
    """

    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, use_locking=False,
                 use_nesterov=False, weight_decay=0.0, loss_scale=1.0, use_amsgrad=False):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_betas("Adam", beta1, beta2, eps)
        if use_amsgrad:
            raise NotImplementedError("For 'Adam', use_amsgrad=True is not supported yet.")
        self.beta1 = float(beta1)
        self.beta2 = float(beta2)
        self.eps = float(eps)
        self.use_nesterov = bool(use_nesterov)
        self.beta1_power = _power("beta1_power")
        self.beta2_power = _power("beta2_power")
        self.moment1 = self._state("moment1", "zeros")
        self.moment2 = self._state("moment2", "zeros")

    def construct(self, gradients):
        gradients = self.decay_weight(gradients)
        gradients = self.scale_grad(gradients)
        beta1_power = self.beta1_power * self.beta1
        beta2_power = self.beta2_power * self.beta2
        ops.assign(self.beta1_power, beta1_power)
        ops.assign(self.beta2_power, beta2_power)
        lr_t = self.learning_rate * ops.sqrt(1.0 - beta2_power) / (1.0 - beta1_power)
        for param, grad, m, v in zip(self.parameters, gradients, self.moment1, self.moment2):
            new_m = m + (grad - m) * (1.0 - self.beta1)
            new_v = v + (grad * grad - v) * (1.0 - self.beta2)
            ops.assign(m, new_m)
            ops.assign(v, new_v)
            if self.use_nesterov:
                direction = new_m * self.beta1 + grad * (1.0 - self.beta1)
            else:
                direction = new_m
            ops.assign(param, param - lr_t * direction / (ops.sqrt(new_v) + self.eps))
        ops.assign_add(self.global_step, 1)
        return True


class AdamW(Optimizer):
    """Adam with decoupled weight decay (Loshchilov & Hutter; PyTorch's and ``mint.optim.AdamW``'s rule)::

        p *= 1 - lr * weight_decay            (parameters passing the decay filter)
        m = beta1 * m + (1 - beta1) * g;  v = beta2 * v + (1 - beta2) * g*g
        p -= lr * (m / (1 - beta1**t)) / (sqrt(v / (1 - beta2**t)) + eps)
    """

    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, weight_decay=1e-2,
                 loss_scale=1.0):
        super().__init__(learning_rate, params, 0.0, loss_scale)
        _check_betas("AdamW", beta1, beta2, eps)
        if isinstance(weight_decay, bool) or not isinstance(weight_decay, (int, float)) or weight_decay < 0:
            raise ValueError(f"For 'AdamW', 'weight_decay' must be a non-negative float, but got {weight_decay!r}.")
        self.decoupled_weight_decay = float(weight_decay)
        self.beta1 = float(beta1)
        self.beta2 = float(beta2)
        self.eps = float(eps)
        self.beta1_power = _power("beta1_power")
        self.beta2_power = _power("beta2_power")
        self.moment1 = self._state("moment1", "zeros")
        self.moment2 = self._state("moment2", "zeros")

    def construct(self, gradients):
        gradients = self.scale_grad(gradients)
        lr = self.learning_rate
        beta1_power = self.beta1_power * self.beta1
        beta2_power = self.beta2_power * self.beta2
        ops.assign(self.beta1_power, beta1_power)
        ops.assign(self.beta2_power, beta2_power)
        bias_c1 = 1.0 - beta1_power
        bias_c2 = 1.0 - beta2_power
        for param, grad, m, v, flag in zip(self.parameters, gradients, self.moment1, self.moment2,
                                           self.decay_flags):
            new_m = m * self.beta1 + grad * (1.0 - self.beta1)
            new_v = v * self.beta2 + grad * grad * (1.0 - self.beta2)
            ops.assign(m, new_m)
            ops.assign(v, new_v)
            decayed = param
            if flag:
                decayed = param * (1.0 - lr * self.decoupled_weight_decay)
            denom = ops.sqrt(new_v / bias_c2) + self.eps
            ops.assign(param, decayed - lr * (new_m / bias_c1) / denom)
        ops.assign_add(self.global_step, 1)
        return True


class AdamWeightDecay(Optimizer):
    """MindSpore's ``nn.AdamWeightDecay`` (no bias correction)::

        m = beta1 * m + (1 - beta1) * g;  v = beta2 * v + (1 - beta2) * g*g
        update = m / (sqrt(v) + eps) + weight_decay * p      (decay only for filtered parameters)
        p -= lr * update
    """

    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-6, weight_decay=0.0):
        super().__init__(learning_rate, params, 0.0)
        _check_betas("AdamWeightDecay", beta1, beta2, eps)
        if isinstance(weight_decay, bool) or not isinstance(weight_decay, (int, float)) or weight_decay < 0:
            raise ValueError(f"For 'AdamWeightDecay', 'weight_decay' must be non-negative, got {weight_decay!r}.")
        self.decoupled_weight_decay = float(weight_decay)
        self.beta1 = float(beta1)
        self.beta2 = float(beta2)
        self.eps = float(eps)
        self.moment1 = self._state("adam_m", "zeros")
        self.moment2 = self._state("adam_v", "zeros")

    def construct(self, gradients):
        lr = self.learning_rate
        for param, grad, m, v, flag in zip(self.parameters, gradients, self.moment1, self.moment2,
                                           self.decay_flags):
            new_m = m * self.beta1 + grad * (1.0 - self.beta1)
            new_v = v * self.beta2 + grad * grad * (1.0 - self.beta2)
            ops.assign(m, new_m)
            ops.assign(v, new_v)
            update = new_m / (ops.sqrt(new_v) + self.eps)
            if flag:
                update = update + param * self.decoupled_weight_decay
            ops.assign(param, param - lr * update)
        ops.assign_add(self.global_step, 1)
        return True
