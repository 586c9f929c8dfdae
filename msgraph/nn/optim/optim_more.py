"""More of MindSpore 2.10's optimizers: Adadelta, AdaMax, ProximalAdagrad and FTRL (each step runs
MindSpore's in-place primitive ``P.ApplyAdadelta`` / ``ApplyAdaMax`` / ``ApplyProximalAdagrad`` /
``ApplyFtrl`` per Parameter, as MindSpore does), and ASGD and Rprop (written with ops, as in MindSpore).
Argument checks and messages follow MindSpore's."""
from __future__ import annotations

import numpy as np

from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Parameter, Tensor
from .. import _checks as chk
from ..parameter_tuple import ParameterTuple
from .optimizer import Optimizer, lr_per_param, opt_init_args_register, restore_rows, untouched_rows

__all__ = ["Adadelta", "AdaMax", "ProximalAdagrad", "FTRL", "ASGD", "Rprop"]


def _P():
    from ...ops import operations as P
    return P


def _nonneg(value, arg, prim):
    if value < 0.0:
        raise ValueError(f"For '{prim}', the '{arg}' must be a non-negative float number, but got {value}.")


class Adadelta(Optimizer):
    """Adadelta (``P.ApplyAdadelta``)::

        accum = rho * accum + (1 - rho) * g^2
        update = sqrt(accum_update + eps) * g / sqrt(accum + eps)
        accum_update = rho * accum_update + (1 - rho) * update^2
        w -= lr * update
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=1.0, rho=0.9, epsilon=1e-6, loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        chk.value_type(rho, "rho", [float], self.cls_name)
        chk.value_type(epsilon, "epsilon", [float], self.cls_name)
        if not 0.0 <= rho <= 1.0:
            raise ValueError(f"For '{self.cls_name}', the 'rho' must be in range of [0.0, 1.0], but got {rho}.")
        _nonneg(epsilon, "epsilon", self.cls_name)
        self.accum = self._state("accum", "zeros")
        self.accum_update = self._state("accum_update", "zeros")
        self.opt = _P().ApplyAdadelta()
        self.rho = rho
        self.epsilon = epsilon

    def construct(self, grads):
        grads = self.decay_weight(grads)
        grads = self.gradients_centralization(grads)
        grads = self.scale_grad(grads)
        lrs = lr_per_param(self, self.get_lr())
        ops.assign_add(self.global_step, 1)
        for param, accum, accum_update, grad, lr in zip(self.parameters, self.accum, self.accum_update, grads, lrs):
            self.opt(param, accum, accum_update, lr, self.rho, self.epsilon, grad)
        return self.updated_flags


class AdaMax(Optimizer):
    """AdaMax (``P.ApplyAdaMax``): ``beta1_power *= beta1`` then per Parameter
    ``m = beta1*m + (1-beta1)*g; v = max(beta2*v, |g|); w -= lr / (1 - beta1_power) * m / (v + eps)``."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.001, beta1=0.9, beta2=0.999, eps=1e-08, weight_decay=0.0,
                 loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        for v, n in ((beta1, "beta1"), (beta2, "beta2"), (eps, "eps")):
            chk.value_type(v, n, [float], self.cls_name)
        chk.float_range(beta1, 0.0, 1.0, "beta1", self.cls_name)
        chk.float_range(beta2, 0.0, 1.0, "beta2", self.cls_name)
        chk.positive_float(eps, "eps", self.cls_name)
        self.beta1 = Tensor(beta1, mstype.float32)
        self.beta2 = Tensor(beta2, mstype.float32)
        self.beta1_power = Parameter(Tensor([1.0], mstype.float32), name="beta1_power")
        self.eps = Tensor(eps, mstype.float32)
        self.moment1 = self._state("moment1", "zeros")
        self.moment2 = self._state("moment2", "zeros")
        self.opt = _P().ApplyAdaMax()

    def construct(self, gradients):
        gradients, lrs = self.prepare_step(gradients)
        beta1_power = self.beta1_power * self.beta1
        ops.assign(self.beta1_power, beta1_power)
        for param, m1, m2, grad, lr in zip(self.parameters, self.moment1, self.moment2, gradients, lrs):
            self.opt(param, m1, m2, beta1_power, lr, self.beta1, self.beta2, self.eps, grad)
        return self.updated_flags


class ProximalAdagrad(Optimizer):
    """ProximalAdagrad (``P.ApplyProximalAdagrad``): Adagrad with an l1/l2 proximal step."""

    @opt_init_args_register
    def __init__(self, params, accum=0.1, learning_rate=0.001, l1=0.0, l2=0.0, use_locking=False, loss_scale=1.0,
                 weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        for v, n in ((accum, "accum"), (l1, "l1"), (l2, "l2")):
            chk.value_type(v, n, [float], self.cls_name)
        chk.value_type(use_locking, "use_locking", [bool], self.cls_name)
        for v, n in ((accum, "accum"), (l1, "l1"), (l2, "l2")):
            _nonneg(v, n, self.cls_name)
        self.accum = self._state("accum", accum)
        self.l1 = Tensor(l1, mstype.float32)
        self.l2 = Tensor(l2, mstype.float32)
        self.use_locking = use_locking
        self.opt = _P().ApplyProximalAdagrad(use_locking=use_locking)

    def construct(self, grads):
        grads = self.decay_weight(grads)
        grads = self.gradients_centralization(grads)
        grads = self.scale_grad(grads)
        lrs = lr_per_param(self, self.get_lr())
        ops.assign_add(self.global_step, 1)
        for param, accum, grad, lr in zip(self.parameters, self.accum, grads, lrs):
            self.opt(param, accum, lr, self.l1, self.l2, grad)
        return self.updated_flags


class FTRL(Optimizer):
    """Follow-the-regularized-leader (``P.ApplyFtrl``); a fixed learning rate only, as in MindSpore."""

    @opt_init_args_register
    def __init__(self, params, initial_accum=0.1, learning_rate=0.001, lr_power=-0.5, l1=0.0, l2=0.0,
                 use_locking=False, loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale=loss_scale)
        if self.dynamic_lr or self.is_group_lr:
            raise ValueError(f"For 'FTRL', dynamic learning rate and group learning rate are currently not supported "
                             f"in FTRL, they should all be false, but got dynamic learning rate {self.dynamic_lr} and"
                             f" group learning rate {self.is_group_lr}.")
        name = self.cls_name
        chk.value_type(initial_accum, "initial_accum", [float], name)
        if initial_accum < 0.0:
            raise ValueError(f"For '{name}', the 'initial_accum' must be >= 0.0, but got {initial_accum}.")
        chk.value_type(learning_rate, "learning_rate", [float], name)
        chk.positive_float(learning_rate, "learning_rate", name)
        chk.value_type(lr_power, "lr_power", [float], name)
        if lr_power > 0.0:
            raise ValueError(f"For '{name}', the 'lr_power' must be <= 0.0, but got {lr_power}.")
        for v, n in ((l1, "l1"), (l2, "l2")):
            chk.value_type(v, n, [float], name)
            if v < 0.0:
                raise ValueError(f"For '{name}', the '{n}' must be >= 0.0, but got {v}.")
        chk.value_type(use_locking, "use_locking", [bool], name)
        self.moments = self._state("moments", initial_accum)
        self.linear = self._state("linear", "zeros")
        self.l1 = l1
        self.l2 = l2
        self.lr = learning_rate
        self.lr_power = lr_power
        if not self.is_group:
            self.decay_flags = tuple(True for _ in self.parameters)
        self.use_locking = use_locking
        self.opt = _P().ApplyFtrl(use_locking=use_locking)
        # an nn.EmbeddingLookup table's gradient is sparse in MindSpore (SparseApplyFtrl in Graph mode): rows not
        # looked up keep their value, accum and linear; msgraph's gradients are dense, so a row whose gradient is
        # all zero stands for a row not looked up (bag38; the dense update would move it to the closed form, 0)
        self._sparse_rows = tuple(bool(getattr(p, "sparse_grad_rows", False)) for p in self.parameters)
        # MindSpore's sparse kernel (its math: sign(linear) * l1, unlike the dense CPU kernel's l1), on every row
        self.sparse_opt = _P().SparseApplyFtrl(learning_rate, l1, l2, lr_power, use_locking=use_locking)
        self._all_rows = tuple(Tensor(np.arange(p.shape[0] if sp else 1, dtype=np.int32))
                               for p, sp in zip(self.parameters, self._sparse_rows))

    def construct(self, grads):
        grads = self.decay_weight(grads)
        grads = self.gradients_centralization(grads)
        grads = self.scale_grad(grads)
        lr = self.get_lr()
        ops.assign_add(self.global_step, 1)
        for linear, grad, param, moment, sparse, rows in zip(self.linear, grads, self.parameters, self.moments,
                                                             self._sparse_rows, self._all_rows):
            if sparse:
                keep, saved = untouched_rows(grad, (param, moment, linear))
                self.sparse_opt(param, moment, linear, grad, rows)
                restore_rows(keep, (param, moment, linear), saved)
            else:
                self.opt(param, moment, linear, grad, lr, self.l1, self.l2, self.lr_power)
        return self.updated_flags


class ASGD(Optimizer):
    """Averaged SGD (MindSpore's composition)::

        (first step: eta = lr)
        w = w * (1 - lambd * eta) - eta * g
        ax = w if mu == 1 else ax + (w - ax) * mu
        eta = lr / (1 + lambd * lr * step) ** alpha;  mu = 1 / max(1, step - t0)
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        chk.value_type(lambd, "lambd", [float], self.cls_name)
        chk.value_type(alpha, "alpha", [float], self.cls_name)
        chk.value_type(t0, "t0", [float], self.cls_name)
        self.lambd = lambd
        self.alpha = alpha
        self.t0 = Tensor([t0], dtype=mstype.float32)
        mu, eta = [], []
        for param in self.parameters:
            mu.append(Parameter(Tensor(1.0, dtype=mstype.float32), name="mu_" + param.name))
            eta.append(Parameter(Tensor(0.0, dtype=mstype.float32), name="eta_" + param.name))
        self.lens = len(self.parameters)
        self.mu = ParameterTuple(mu)
        self.eta = ParameterTuple(eta)
        self.ax = self._state("ax_", "zeros")

    def construct(self, gradients):
        gradients, lrs = self.prepare_step(gradients)
        step = ops.cast(ops.squeeze(self.global_step), mstype.float32)
        for grad, param, mu, eta, ax, lr in zip(gradients, self.parameters, self.mu, self.eta, self.ax, lrs):
            lr = ops.squeeze(lr)
            eta_v = ops.select(step == 1.0, ops.cast(lr, mstype.float32), eta)
            param_fp32 = ops.cast(param, mstype.float32)
            grad_fp32 = ops.cast(grad, mstype.float32)
            ax_fp32 = ops.cast(ax, mstype.float32)
            param_fp32 = param_fp32 * (1.0 - self.lambd * eta_v) - eta_v * grad_fp32
            ops.assign(param, ops.cast(param_fp32, param.dtype))
            new_ax = ops.select(mu != 1.0, ax_fp32 + (param_fp32 - ax_fp32) * mu, param_fp32)
            ops.assign(ax, ops.cast(new_ax, ax.dtype))
            ops.assign(eta, lr / ops.pow(1.0 + self.lambd * lr * step, self.alpha))
            ops.assign(mu, 1.0 / ops.squeeze(ops.maximum(1.0, step - self.t0)))
        return True


class Rprop(Optimizer):
    """Resilient backpropagation (MindSpore's composition): each element's step size grows by ``etaplus`` while
    the gradient keeps its sign, shrinks by ``etaminus`` (and skips the update) when it flips, clipped to
    ``step_sizes``; the first step's size is the learning rate."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, etas=(0.5, 1.2), step_sizes=(1e-6, 50.0), weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        if not isinstance(etas, tuple):
            raise TypeError(f"For Rprop, etas must be a tuple, but got {type(etas)}.")
        if len(etas) != 2:
            raise ValueError(f"For Rprop, etas must be a tuple with the size of 2, but got {len(etas)}.")
        if not isinstance(step_sizes, tuple):
            raise TypeError(f"For Rprop, step_sizes must be a tuple, but got {type(etas)}.")
        if len(step_sizes) != 2:
            raise ValueError(f"For Rprop, step_sizes must be a tuple with the size of 2, but got {len(step_sizes)}.")
        if step_sizes[0] > step_sizes[1]:
            raise ValueError(f"For Rprop, maximal step size should not be less than minimal step size, but got "
                             f"{step_sizes[0]} > {step_sizes[1]}.")
        chk.float_range(etas[0], 0.0, 1.0, "etaminus", self.cls_name)
        chk.value_type(etas[1], "etaplus", [float], self.cls_name)
        if etas[1] <= 1.0:
            raise ValueError(f"For Rprop, etaplus must be greater than 1.0, but got etaplus {etas[1]}.")
        chk.value_type(step_sizes[0], "min_step_sizes", [float], self.cls_name)
        chk.value_type(step_sizes[1], "max_step_sizes", [float], self.cls_name)
        self.etaminus, self.etaplus = etas
        self.step_size_min, self.step_size_max = step_sizes
        self.prev = self._state("prev", "zeros")
        self.step_size = self._state("step_size", "zeros")

    def construct(self, gradients):
        gradients, lrs = self.prepare_step(gradients)
        first = ops.squeeze(self.global_step) == 1
        for grad, param, prev, step_size, lr in zip(gradients, self.parameters, self.prev, self.step_size, lrs):
            cdt = param.dtype if param.dtype == mstype.float16 else mstype.float32
            step_cast = ops.select(first, ops.cast(ops.ones_like(step_size), cdt) * ops.cast(lr, cdt),
                                   ops.cast(step_size, cdt))
            grad_cast = ops.cast(grad, cdt)
            param_cast = ops.cast(param, cdt)
            prev_cast = ops.cast(prev, cdt)
            sign = ops.sign(grad_cast * prev_cast)
            sign = ops.select(sign > 0, ops.fill(cdt, sign.shape, self.etaplus), sign)
            sign = ops.select(sign < 0, ops.fill(cdt, sign.shape, self.etaminus), sign)
            sign = ops.select(sign == 0, ops.fill(cdt, sign.shape, 1.0), sign)
            step_cast = ops.clip_by_value(step_cast * sign, self.step_size_min, self.step_size_max)
            grad_update = ops.select(sign == self.etaminus, ops.zeros_like(grad_cast), grad_cast)
            ops.assign(param, ops.cast(param_cast - ops.sign(grad_update) * step_cast, param.dtype))
            ops.assign(prev, ops.cast(grad_update, prev.dtype))
            ops.assign(step_size, ops.cast(step_cast, step_size.dtype))
        return True
