"""nn.Adam (with use_nesterov / use_amsgrad), nn.AdamW (decoupled decay) and nn.AdamWeightDecay."""
from __future__ import annotations

import numpy as np

from ... import ops
from ...common.tensor import Parameter
from .. import _checks as chk
from .optimizer import (Optimizer, one_minus_f32, lr_per_param, opt_init_args_register, restore_rows,
                        untouched_rows)

__all__ = ["Adam", "AdamW", "AdamWeightDecay", "LazyAdam", "AdamOffload"]


def _check_betas(name, beta1, beta2, eps):
    chk.value_type(beta1, "beta1", [float], name)
    chk.value_type(beta2, "beta2", [float], name)
    chk.value_type(eps, "eps", [float], name)
    chk.float_range(beta1, 0.0, 1.0, "beta1", name)
    chk.float_range(beta2, 0.0, 1.0, "beta2", name)
    chk.positive_float(eps, "eps", name)


def _power(name, shape=()):
    return Parameter(np.ones(shape, np.float32), name=name)


class Adam(Optimizer):
    """Adam (MindSpore's Adam / ApplyAdamWithAmsgradV2 kernels; weight decay is added to the gradient)::

        beta1_power *= beta1; beta2_power *= beta2          (beta**t at step t)
        lr_t = lr * sqrt(1 - beta2_power) / (1 - beta1_power)
        m = m + (g - m) * (1 - beta1);  v = v + (g*g - v) * (1 - beta2)
        p -= lr_t * m / (sqrt(v) + eps)         (nesterov: m -> m * beta1 + (1 - beta1) * g)
        amsgrad:  m = beta1*m + (1-beta1)*g; v = beta2*v + (1-beta2)*g*g; vhat = max(vhat, v)
                  p -= lr_t * m / (sqrt(vhat) + eps)
    """

    _power_shape = ()     # the beta powers' shape (nn.LazyAdam / nn.AdamOffload: (1,))
    _lazy_rule = False    # nn.LazyAdam: only a sparse gradient's looked-up rows move (FusedSparseLazyAdam)

    @opt_init_args_register
    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, use_locking=False,
                 use_nesterov=False, weight_decay=0.0, loss_scale=1.0, use_amsgrad=False, **kwargs):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        bad = set(kwargs) - {"use_lazy", "use_offload"}
        if bad:
            raise KeyError(f"For 'Adam', invalid keys are passed as kwargs, supported keys are 'use_lazy' and"
                           f"'use_offload', but got {kwargs.keys()}.")
        use_lazy = kwargs.get("use_lazy", False)
        use_offload = kwargs.get("use_offload", False)
        _check_betas("Adam", beta1, beta2, eps)
        for arg, val in (("use_locking", use_locking), ("use_nesterov", use_nesterov), ("use_amsgrad", use_amsgrad),
                         ("use_lazy", use_lazy), ("use_offload", use_offload)):
            chk.bool_value(val, arg, "Adam")
        if use_lazy and use_offload:
            raise ValueError(f"For 'Adam', 'use_lazy' and 'use_offload' can not both be True.But got "
                             f"use_lazy={use_lazy}, use_offload={use_offload}.")
        if use_amsgrad and (use_lazy or use_offload):
            raise ValueError(f"For lazy Adam and Adam with offload, there is no parameter named 'use_amsgrad'."
                             f"but got 'use_amsgrad'={use_amsgrad}.")
        self.beta1 = float(beta1)
        self._one_minus_beta1 = one_minus_f32(self.beta1)   # float32, as MindSpore's kernels
        self.beta2 = float(beta2)
        self._one_minus_beta2 = one_minus_f32(self.beta2)   # float32, as MindSpore's kernels
        self.eps = float(eps)
        self.use_nesterov = use_nesterov
        self.use_locking = use_locking
        self.use_amsgrad = use_amsgrad
        self.use_lazy = use_lazy          # dense gradients: lazy Adam is plain Adam
        self.use_offload = use_offload
        self.beta1_power = _power("beta1_power", self._power_shape)
        self.beta2_power = _power("beta2_power", self._power_shape)
        self.moment1 = self._state("moment1", "zeros")
        self.moment2 = self._state("moment2", "zeros")
        self._adam = ops.Adam(use_locking=use_locking, use_nesterov=use_nesterov)
        lazy = use_lazy or self._lazy_rule
        self._lazy_rows = tuple(bool(lazy and getattr(p, "sparse_grad_rows", False)) for p in self.parameters)
        if use_amsgrad:
            self.vhat = self._state("vhat", "zeros")

    def construct(self, gradients):
        if not isinstance(gradients, (tuple, list)):
            # MindSpore's Adam maps its update over (gradients, parameters, moments): a Tensor beside tuples
            raise RuntimeError("The types of arguments in Map must be consistent, but the types of arguments are "
                               "inconsistent.")
        gradients, lrs = self.prepare_step(gradients)
        beta1_power = self.beta1_power * self.beta1
        beta2_power = self.beta2_power * self.beta2
        ops.assign(self.beta1_power, beta1_power)
        ops.assign(self.beta2_power, beta2_power)
        if self.use_amsgrad:
            correction = ops.sqrt(1.0 - beta2_power) / (1.0 - beta1_power)
            for param, grad, m, v, vhat, lr in zip(self.parameters, gradients, self.moment1, self.moment2,
                                                   self.vhat, lrs):
                new_m = m * self.beta1 + grad * self._one_minus_beta1
                new_v = v * self.beta2 + grad * grad * self._one_minus_beta2
                new_vhat = ops.maximum(vhat, new_v)
                ops.assign(m, new_m)
                ops.assign(v, new_v)
                ops.assign(vhat, new_vhat)
                ops.assign(param, param - lr * correction * new_m / (ops.sqrt(new_vhat) + self.eps))
            return self.updated_flags
        # MindSpore's nn.Adam runs the P.Adam kernel (lr_t = lr * sqrt(1 - beta2_power) / (1 - beta1_power) in the
        # parameter's dtype): one definition, and the same float32 rounding as MindSpore's.
        for param, grad, m, v, lr, lazy in zip(self.parameters, gradients, self.moment1, self.moment2, lrs,
                                               self._lazy_rows):
            if lazy:
                # an nn.EmbeddingLookup table under LazyAdam / Adam(use_lazy=True): only the looked-up rows move
                # (MindSpore's FusedSparseLazyAdam); the others keep var, m and v
                keep, saved = untouched_rows(grad, (param, m, v))
                self._adam(param, m, v, beta1_power, beta2_power, lr, self.beta1, self.beta2, self.eps, grad)
                restore_rows(keep, (param, m, v), saved)
            else:
                self._adam(param, m, v, beta1_power, beta2_power, lr, self.beta1, self.beta2, self.eps, grad)
        return self.updated_flags


class AdamW(Optimizer):
    """Adam with decoupled weight decay (Loshchilov & Hutter; PyTorch's and ``mint.optim.AdamW``'s rule)::

        p *= 1 - lr * weight_decay            (parameters passing the decay filter)
        m = beta1 * m + (1 - beta1) * g;  v = beta2 * v + (1 - beta2) * g*g
        p -= lr * (m / (1 - beta1**t)) / (sqrt(v / (1 - beta2**t)) + eps)
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, weight_decay=1e-2,
                 loss_scale=1.0):
        super().__init__(learning_rate, params, 0.0, loss_scale)
        _check_betas("AdamW", beta1, beta2, eps)
        if isinstance(weight_decay, bool) or not isinstance(weight_decay, (int, float)) or weight_decay < 0:
            raise ValueError(f"For 'AdamW', 'weight_decay' must be a non-negative float, but got {weight_decay!r}.")
        self.decoupled_weight_decay = float(weight_decay)
        self.beta1 = float(beta1)
        self._one_minus_beta1 = one_minus_f32(self.beta1)   # float32, as MindSpore's kernels
        self.beta2 = float(beta2)
        self._one_minus_beta2 = one_minus_f32(self.beta2)   # float32, as MindSpore's kernels
        self.eps = float(eps)
        self.beta1_power = _power("beta1_power")
        self.beta2_power = _power("beta2_power")
        self.moment1 = self._state("moment1", "zeros")
        self.moment2 = self._state("moment2", "zeros")

    def construct(self, gradients):
        gradients = self.scale_grad(gradients)
        lrs = lr_per_param(self, self.get_lr())
        ops.assign_add(self.global_step, 1)
        beta1_power = self.beta1_power * self.beta1
        beta2_power = self.beta2_power * self.beta2
        ops.assign(self.beta1_power, beta1_power)
        ops.assign(self.beta2_power, beta2_power)
        bias_c1 = 1.0 - beta1_power
        bias_c2 = 1.0 - beta2_power
        for param, grad, m, v, flag, lr in zip(self.parameters, gradients, self.moment1, self.moment2,
                                               self.decay_flags, lrs):
            new_m = m * self.beta1 + grad * self._one_minus_beta1
            new_v = v * self.beta2 + grad * grad * self._one_minus_beta2
            ops.assign(m, new_m)
            ops.assign(v, new_v)
            decayed = param
            if flag:
                decayed = param * (1.0 - lr * self.decoupled_weight_decay)
            denom = ops.sqrt(new_v / bias_c2) + self.eps
            ops.assign(param, decayed - lr * (new_m / bias_c1) / denom)
        return self.updated_flags


class AdamWeightDecay(Optimizer):
    """MindSpore's ``nn.AdamWeightDecay`` (no bias correction; the fused AdamWeightDecay kernel)::

        m = beta1 * m + (1 - beta1) * g;  v = beta2 * v + (1 - beta2) * g*g
        update = m / (sqrt(v) + eps) + weight_decay * p      (decay only where the decay filter passes)
        p -= lr * update
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-6, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        _check_betas("AdamWeightDecay", beta1, beta2, eps)
        self.beta1 = float(beta1)
        self._one_minus_beta1 = one_minus_f32(self.beta1)   # float32, as MindSpore's kernels
        self.beta2 = float(beta2)
        self._one_minus_beta2 = one_minus_f32(self.beta2)   # float32, as MindSpore's kernels
        self.eps = float(eps)
        self.moments1 = self._state("adam_m", "zeros")
        self.moments2 = self._state("adam_v", "zeros")   # no moment1 / moment2 aliases: AttributeErrors in MindSpore
        self.fused_opt = ops.AdamWeightDecay()

    def construct(self, gradients):
        weight_decay = self._decay_values()
        lrs = lr_per_param(self, self.get_lr())
        ops.assign_add(self.global_step, 1)
        if self.is_group:
            decays = weight_decay
        else:
            decays = ()
            for _ in self.parameters:
                decays = decays + (weight_decay,)
        # MindSpore runs the fused AdamWeightDecay kernel (its rounding: m += (g - m) * (1 - beta1), ...)
        for param, grad, m, v, flag, lr, wd in zip(self.parameters, gradients, self.moments1, self.moments2,
                                                   self.decay_flags, lrs, decays):
            self.fused_opt(param, m, v, lr, self.beta1, self.beta2, self.eps, wd if flag else 0.0,
                           ops.cast(grad, param.dtype))
        return self.updated_flags


class _DenseAdamAlias(Adam):
    """MindSpore 2.10's deprecated Adam variants (``nn.LazyAdam``, ``nn.AdamOffload``): with dense gradients
    (msgraph's gradients are dense) both run the Adam kernel as ``nn.Adam``; only their checks differ, and their
    beta powers have shape (1,) (nn.Adam's are 0-d), as their checkpoints hold."""

    _power_shape = (1,)

    @opt_init_args_register
    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, use_locking=False,
                 use_nesterov=False, weight_decay=0.0, loss_scale=1.0):
        name = type(self).__name__
        chk.value_type(weight_decay, "weight_dacay" if name == "LazyAdam" else "weight_decay", [float], name)
        for arg, val in (("use_locking", use_locking), ("use_nesterov", use_nesterov)):
            chk.bool_value(val, arg, name)
        super().__init__(params, learning_rate, beta1, beta2, eps, use_locking, use_nesterov, weight_decay,
                         loss_scale)


class LazyAdam(_DenseAdamAlias):
    """``nn.LazyAdam``: Adam that updates only the rows of a sparse gradient; with dense gradients, nn.Adam."""

    _lazy_rule = True


class AdamOffload(_DenseAdamAlias):
    """``nn.AdamOffload``: Adam computed on the host (AdamNoUpdateParam + AssignAdd); the same update rule."""
