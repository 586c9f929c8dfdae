"""More of ``mindspore.experimental.optim`` (MindSpore 2.10): Adadelta, Adagrad, Adamax, ASGD, RMSprop, Rprop.

Each follows MindSpore's update (Adadelta and Adagrad run ``P.ApplyAdadelta`` / ``P.ApplyAdagradV2`` per
Parameter as MindSpore does; the others are written with ops, as in MindSpore), eagerly in both modes like the
rest of this package (see :mod:`.optimizer`).  Argument checks and messages follow MindSpore's."""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Parameter, Tensor
from .optimizer import Optimizer, _assign, check_not_less_than, check_not_less_than_without_equal

__all__ = ["Adadelta", "Adagrad", "Adamax", "ASGD", "RMSprop", "Rprop"]


def _P():
    from ...ops import operations as P
    return P


def _float_range(value, lo, hi, inc_lo, inc_hi, arg, prim):
    ok = (lo <= value if inc_lo else lo < value) and (value <= hi if inc_hi else value < hi)
    if not ok:
        rng = ("[" if inc_lo else "(") + f"{lo}, {hi}" + ("]" if inc_hi else ")")
        raise ValueError(f"For '{prim}', the '{arg}' must be in range of {rng}, but got {value} with type "
                         f"'{type(value).__name__}'.")


class Adadelta(Optimizer):
    """Adadelta (``P.ApplyAdadelta`` per Parameter)."""

    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0.0, *, maximize=False):
        check_not_less_than_without_equal(lr, "lr", "Adadelta")
        check_not_less_than_without_equal(eps, "eps", "Adadelta")
        check_not_less_than(weight_decay, "weight_decay", "Adadelta")
        _float_range(rho, 0.0, 1.0, True, True, "rho", "Adadelta")
        super().__init__(params, {"lr": lr, "rho": rho, "eps": eps, "weight_decay": weight_decay,
                                  "maximize": maximize})
        self.accum = self._state_like("accum")
        self.accum_update = self._state_like("accum_update")
        self.opt = _P().ApplyAdadelta()

    def construct(self, gradients):
        for group, lr, params, grads, s in self._groups(gradients):
            for i, (p, g) in enumerate(zip(params, grads)):
                self.opt(p, self.accum[s + i], self.accum_update[s + i], lr, group["rho"], group["eps"], g)
        return True


class Adagrad(Optimizer):
    """Adagrad (``P.ApplyAdagradV2`` per Parameter) with ``lr / (1 + (step - 1) * lr_decay)``."""

    def __init__(self, params, lr=1e-2, lr_decay=0.0, weight_decay=0.0, initial_accumulator_value=0.0, eps=1e-10, *,
                 maximize=False):
        check_not_less_than_without_equal(lr, "lr", "Adagrad")
        check_not_less_than(lr_decay, "lr_decay", "Adagrad")
        check_not_less_than(weight_decay, "weight_decay", "Adagrad")
        check_not_less_than(initial_accumulator_value, "initial_accumulator_value", "Adagrad")
        check_not_less_than_without_equal(eps, "eps", "Adagrad")
        super().__init__(params, {"lr": lr, "lr_decay": lr_decay, "eps": eps, "weight_decay": weight_decay,
                                  "initial_accumulator_value": initial_accumulator_value, "maximize": maximize})
        self.accum = self._state_like("accum", float(initial_accumulator_value))
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")

    def construct(self, gradients):
        for group, lr, params, grads, s in self._groups(gradients):
            opt = _P().ApplyAdagradV2(epsilon=group["eps"], update_slots=True)
            decay_lr = lr / (1 + self.step_t * group["lr_decay"])
            for i, (p, g) in enumerate(zip(params, grads)):
                opt(p, self.accum[s + i], decay_lr, g)
        ops.assign_add(self.step_t, Tensor(1, mstype.int32))
        return True


class Adamax(Optimizer):
    """Adamax: ``m = b1*m + (1-b1)*g; u = max(b2*u, |g| + eps); p -= lr / (1 - b1^t) * m / u``."""

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, *, maximize=False):
        check_not_less_than_without_equal(lr, "lr", "Adamax")
        check_not_less_than(weight_decay, "weight_decay", "Adamax")
        check_not_less_than_without_equal(eps, "eps", "Adamax")
        _float_range(betas[0], 0.0, 1.0, True, False, "betas[0]", "Adamax")
        _float_range(betas[1], 0.0, 1.0, True, False, "betas[1]", "Adamax")
        super().__init__(params, {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay,
                                  "maximize": maximize})
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")
        self.exp_avg = self._state_like("exp_avg")
        self.exp_inf = self._state_like("exp_inf")

    def construct(self, gradients):
        ops.assign_add(self.step_t, Tensor(1, mstype.int32))
        for group, lr, params, grads, s in self._groups(gradients):
            beta1, beta2 = group["betas"]
            clr = lr / (1 - beta1 ** self.step_t.value())
            for i, (p, g) in enumerate(zip(params, grads)):
                m, u = self.exp_avg[s + i], self.exp_inf[s + i]
                _assign(m, m * beta1 + g * (1 - beta1))
                _assign(u, ops.maximum(u * beta2, g.abs() + group["eps"]))
                _assign(p, p - clr * m / u)
        return True


class ASGD(Optimizer):
    """Averaged SGD: ``p = p*(1 - lambd*eta) - eta*g``; ``ax`` the running average; ``eta``, ``mu`` per Parameter."""

    def __init__(self, params, lr=1e-2, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0.0, maximize=False):
        check_not_less_than_without_equal(lr, "lr", "ASGD")
        check_not_less_than(weight_decay, "weight_decay", "ASGD")
        if not isinstance(lambd, float):
            raise TypeError(f"For 'ASGD', the type of lambd must be float, but got {type(lambd)}.")
        if not isinstance(t0, float):
            raise TypeError(f"For 'ASGD', the type of t0 must be float, but got {type(t0)}.")
        super().__init__(params, {"lr": lr, "lambd": lambd, "alpha": alpha, "t0": t0, "weight_decay": weight_decay,
                                  "maximize": maximize})
        self.mu = [Parameter(Tensor(1.), "mu_" + p.name) for p in self.parameters]
        self.eta = [Parameter(Tensor(0.), "eta_" + p.name) for p in self.parameters]
        self.ax = self._state_like("ax")
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")

    def _grow_state(self, new):
        super()._grow_state(new)
        self.mu = self.mu + [Parameter(Tensor(1.), "mu_" + p.name) for p in new]
        self.eta = self.eta + [Parameter(Tensor(0.), "eta_" + p.name) for p in new]

    def construct(self, gradients):
        ops.assign_add(self.step_t, Tensor(1, mstype.int32))
        step = self.step_t.value()
        first = int(step.asnumpy()) == 1
        for group, lr, params, grads, s in self._groups(gradients):
            lambd, alpha, t0 = group["lambd"], group["alpha"], group["t0"]
            for i, (p, g) in enumerate(zip(params, grads)):
                eta, mu, ax = self.eta[s + i], self.mu[s + i], self.ax[s + i]
                if first:
                    _assign(eta, lr)
                nxt = ops.cast(p * (1. - lambd * eta) - eta * g, p.dtype)
                _assign(p, nxt)
                if float(mu.asnumpy()) != 1:
                    _assign(ax, ax + ops.cast((nxt - ax) * mu, ax.dtype))
                else:
                    _assign(ax, nxt)
                _assign(eta, lr / ops.pow(1. + lambd * lr * step, alpha))
                _assign(mu, 1. / ops.maximum(Tensor(1., mstype.float32), step - t0))
        return True


class RMSprop(Optimizer):
    """RMSprop, optionally centered and with momentum."""

    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0.0, momentum=0.0, centered=False,
                 maximize=False):
        check_not_less_than_without_equal(lr, "lr", "RMSprop")
        check_not_less_than(alpha, "alpha", "RMSprop")
        check_not_less_than_without_equal(eps, "eps", "RMSprop")
        check_not_less_than(momentum, "momentum", "RMSprop")
        check_not_less_than(weight_decay, "weight_decay", "RMSprop")
        super().__init__(params, {"lr": lr, "momentum": momentum, "alpha": alpha, "eps": eps, "centered": centered,
                                  "weight_decay": weight_decay, "maximize": maximize})
        self.mean_grad = self._state_like("mean_grad")
        self.mean_square = self._state_like("mean_square")
        self.moment = self._state_like("moment")

    def construct(self, gradients):
        for group, lr, params, grads, s in self._groups(gradients):
            alpha, eps, momentum = group["alpha"], group["eps"], group["momentum"]
            for i, (p, g) in enumerate(zip(params, grads)):
                sq, mg, mom = self.mean_square[s + i], self.mean_grad[s + i], self.moment[s + i]
                _assign(sq, sq * alpha + g * g * (1 - alpha))
                if group["centered"]:
                    _assign(mg, mg * alpha + g * (1 - alpha))
                    avg = ops.sqrt(sq - mg * mg) + eps
                else:
                    avg = ops.sqrt(sq) + eps
                if momentum > 0:
                    _assign(mom, mom * momentum + g / avg)
                    _assign(p, p - mom * lr)
                else:
                    _assign(p, p - lr * g / avg)
        return True


class Rprop(Optimizer):
    """Rprop: per-element step sizes grown by ``etas[1]`` / shrunk by ``etas[0]`` with the gradient's sign."""

    def __init__(self, params, lr=1e-2, etas=(0.5, 1.2), step_sizes=(1e-6, 50), *, maximize=False):
        check_not_less_than_without_equal(lr, "lr", "Rprop")
        check_not_less_than_without_equal(etas[1], "etas[1]", "Rprop", 1.)
        _float_range(etas[0], 0.0, 1.0, False, False, "etas[0]", "Rprop")
        super().__init__(params, {"lr": lr, "etas": etas, "step_sizes": step_sizes, "maximize": maximize})
        self.prev = self._state_like("prev")
        self.step_size = self._state_like("step_size")
        self.step_t = Parameter(Tensor(0, mstype.int32), "step_t")

    def construct(self, gradients):
        ops.assign_add(self.step_t, Tensor(1, mstype.int32))
        first = int(self.step_t.asnumpy()) == 1
        for group, lr, params, grads, s in self._groups(gradients):
            etaminus, etaplus = (Tensor(e, mstype.float32) for e in group["etas"])
            smin, smax = group["step_sizes"]
            for i, (p, g) in enumerate(zip(params, grads)):
                prev, size = self.prev[s + i], self.step_size[s + i]
                value = ops.ones_like(size) * lr if first else size.value()
                sign = ops.sign(g * prev)
                sign = ops.select(sign > 0, ops.full_like(sign, etaplus), ops.select(
                    sign < 0, ops.full_like(sign, etaminus), ops.ones_like(sign)))
                clipped = ops.clip_by_value(value * sign, smin, smax)
                _assign(size, clipped)
                upd = ops.select(sign == etaminus, ops.zeros_like(g), g)
                _assign(prev, upd)
                _assign(p, p - ops.sign(upd) * clipped)
        return True
