"""MindSpore's dense in-place optimizer primitives: ``Adam``, ``ApplyAdaMax``, ``ApplyAdadelta``,
``ApplyAdagrad``, ``ApplyAdagradV2``, ``ApplyAddSign``, ``ApplyPowerSign``, ``ApplyGradientDescent``,
``ApplyProximalGradientDescent``, ``ApplyProximalAdagrad``, ``ApplyFtrl``, ``ApplyMomentum``, ``SGD``,
and the sparse ``SparseApplyAdagrad`` / ``SparseApplyAdagradV2`` (h-monad).

Same scheme as ``sparse_optim.py``: each primitive's math is ONE registry op (``<Name>Rule``, not
public) computing the new state values from the old; the primitive writes them to its Parameters with
``Assign`` (PyNative stores them, Graph mode threads them as Parameter state, ordered like any other
side effect) and returns what MindSpore returns.  Semantics follow MindSpore 2.10's CPU kernels
(checked against it: tests/conformance/programs/st_monad/apply_optim_*.py):

* ``ApplyAdagrad`` / ``SparseApplyAdagrad`` with ``update_slots=False``: the CPU kernel of the dense op
  still accumulates (MindSpore's CPU kernel ignores the flag); the sparse op leaves ``accum`` as is;
* ``ApplyMomentum``'s ``use_nesterov`` is ignored (as MindSpore's CPU kernel);
* ``SparseApplyAdagrad`` sums the gradient rows of repeated indices first; ``SparseApplyAdagradV2``
  divides by ``sqrt(accum + epsilon)``;
* ``SGD``: per element, ``stat > 0`` marks a first step (``accum = grad``, ``stat`` set to 0);
* ``ApplyFtrl`` shrinks by ``+l1`` whatever the sign of ``linear`` (MindSpore's CPU kernel; the
  textbook rule, used by ``SparseApplyFtrl``, shrinks by ``sign(linear) * l1``);
* ``Adam`` returns the updated (var, m, v) (MindSpore's CPU kernel leaves its outputs zero; the
  Parameters are what matter and match).

None is differentiable (as in MindSpore).
"""
from __future__ import annotations

from typing import Any, Sequence, Tuple

import numpy as np

from ..errors import ArgumentError
from ._compose import CompositePrimitive
from ..common.aval import Aval
from .registry import OpKind, apply, define_op, prim
from .sparse_optim import _F as F
from .sparse_optim import _check_sparse, _check_tensor, _rows, _rule, _run, _scalar, _summed

__all__: list = []


def _arrays(*xs: Any) -> Tuple[np.ndarray, ...]:
    return tuple(np.array(x, copy=True) for x in xs)


def _f(dt: np.dtype) -> Any:
    """Compute in float32 at least (MindSpore's CPU kernels compute float16 states in float32)."""
    return np.float32 if dt.itemsize <= 4 else dt.type


def _cast(dt: np.dtype, *xs: Any) -> Tuple[np.ndarray, ...]:
    return tuple(np.asarray(x).astype(dt) for x in xs)


# --- the update rules (one per primitive) ------------------------------------------------------------
def _adam_impl(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad,
               use_locking=False, use_nesterov=False):
    var, m, v, grad = _arrays(var, m, v, grad)
    dt = var.dtype
    b1p, b2p, lr, b1, b2, eps = (_scalar(a) for a in (beta1_power, beta2_power, lr, beta1, beta2, epsilon))
    m = m + (1 - b1) * (grad - m)
    v = v + (1 - b2) * (grad * grad - v)
    lr_t = lr * np.sqrt(1 - b2p) / (1 - b1p)
    mt = m * b1 + (1 - b1) * grad if use_nesterov else m
    var = var - lr_t * mt / (np.sqrt(v) + eps)
    return _cast(dt, var, m, v)


def _ada_max_impl(var, m, v, beta1_power, lr, beta1, beta2, epsilon, grad):
    var, m, v, grad = _arrays(var, m, v, grad)
    dt = var.dtype
    b1p, lr, b1, b2, eps = (_scalar(a) for a in (beta1_power, lr, beta1, beta2, epsilon))
    m = b1 * m + (1 - b1) * grad
    v = np.maximum(b2 * v, np.abs(grad))
    var = var - lr / (1 - b1p) * m / (v + eps)
    return _cast(dt, var, m, v)


def _adadelta_impl(var, accum, accum_update, lr, rho, epsilon, grad):
    var, accum, au, grad = _arrays(var, accum, accum_update, grad)
    dt = var.dtype
    lr, rho, eps = (_scalar(a) for a in (lr, rho, epsilon))
    accum = rho * accum + (1 - rho) * grad * grad
    update = np.sqrt(au + eps) / np.sqrt(accum + eps) * grad
    au = rho * au + (1 - rho) * update * update
    var = var - lr * update
    return _cast(dt, var, accum, au)


def _adagrad_impl(var, accum, lr, grad, update_slots=True):
    var, accum, grad = _arrays(var, accum, grad)
    dt = var.dtype
    accum = accum + grad * grad
    var = var - _scalar(lr) * grad / np.sqrt(accum)
    return _cast(dt, var, accum)


def _adagrad_v2_impl(var, accum, lr, grad, epsilon=1e-6, update_slots=True):
    var, accum, grad = _arrays(var, accum, grad)
    dt = var.dtype
    accum = accum + grad * grad
    var = var - _scalar(lr) * grad / (np.sqrt(accum) + epsilon)
    return _cast(dt, var, accum)


def _sign_impl(power: bool):
    def impl(var, m, lr, base, sign_decay, beta, grad):
        var, m, grad = _arrays(var, m, grad)
        dt = var.dtype
        lr, base, sign_decay, beta = (_scalar(a) for a in (lr, base, sign_decay, beta))
        m = beta * m + (1 - beta) * grad
        s = sign_decay * np.sign(grad) * np.sign(m)
        update = (np.exp(base * s) if power else base + s) * grad
        return _cast(dt, var - lr * update, m)
    return impl


def _gd_impl(var, alpha, delta):
    var = np.asarray(var)
    return (var - _scalar(alpha) * np.asarray(delta)).astype(var.dtype)


def _shrink(prox: np.ndarray, lr_t: Any, l1: float, l2: float) -> np.ndarray:
    if l1 > 0:
        return np.sign(prox) * np.maximum(np.abs(prox) - lr_t * l1, 0) / (1 + lr_t * l2)
    return prox / (1 + lr_t * l2)


def _prox_gd_impl(var, alpha, l1, l2, delta):
    var = np.asarray(var)
    alpha, l1, l2 = (_scalar(a) for a in (alpha, l1, l2))
    return _shrink(var - alpha * np.asarray(delta), alpha, l1, l2).astype(var.dtype)


def _prox_adagrad_impl(var, accum, lr, l1, l2, grad, use_locking=False):
    var, accum, grad = _arrays(var, accum, grad)
    dt = var.dtype
    lr, l1, l2 = (_scalar(a) for a in (lr, l1, l2))
    accum = accum + grad * grad
    lr_t = lr / np.sqrt(accum)
    return _cast(dt, _shrink(var - lr_t * grad, lr_t, l1, l2), accum)


def _ftrl_impl(var, accum, linear, grad, lr, l1, l2, lr_power, use_locking=False):
    var, accum, linear, grad = _arrays(var, accum, linear, grad)
    dt = var.dtype
    lr, l1, l2, lr_power = (_scalar(a) for a in (lr, l1, l2, lr_power))
    accum_new = accum + grad * grad
    sigma = (np.power(accum_new, -lr_power) - np.power(accum, -lr_power)) / lr
    linear = linear + grad - sigma * var
    quad = np.power(accum_new, -lr_power) / lr + 2 * l2
    # MindSpore 2.10's CPU kernel shrinks by +l1 whatever the sign of ``linear`` (not sign(linear) * l1)
    var = np.where(np.abs(linear) > l1, (l1 - linear) / quad, 0)
    return _cast(dt, var, accum_new, linear)


def _momentum_impl(var, accum, lr, grad, momentum, use_nesterov=False, use_locking=False, gradient_scale=1.0):
    var, accum, grad = _arrays(var, accum, grad)
    dt = var.dtype
    lr, momentum = _scalar(lr), _scalar(momentum)
    accum = accum * momentum + grad
    return _cast(dt, var - lr * accum, accum)


def _sgd_impl(param, accum, stat, grad, lr, momentum, dampening=0.0, weight_decay=0.0, nesterov=False):
    param, accum, stat, grad = _arrays(param, accum, stat, grad)
    dt = param.dtype
    lr, momentum = _scalar(lr), _scalar(momentum)
    g = grad + weight_decay * param if weight_decay > 0 else grad
    if momentum > 0:
        first = stat > 0
        accum = np.where(first, g, accum * momentum + (1 - dampening) * g)
        stat = np.where(first, np.zeros_like(stat), stat)
        g = g + accum * momentum if nesterov else accum
    return _cast(dt, param - lr * g, accum, stat)


def _sparse_adagrad_impl(var, accum, grad, indices, lr=0.0, update_slots=True, use_locking=False):
    var, accum, grad = _arrays(var, accum, grad)
    dt = var.dtype
    uniq, g = _summed(grad, _rows("SparseApplyAdagrad", indices, var.shape[0]))
    if update_slots:
        accum[uniq] += g * g
    var[uniq] -= lr * g / np.sqrt(accum[uniq])
    return _cast(dt, var, accum)


def _sparse_adagrad_v2_impl(var, accum, grad, indices, lr=0.0, epsilon=1e-6, use_locking=False, update_slots=True):
    var, accum, grad = _arrays(var, accum, grad)
    dt = var.dtype
    for i, g in zip(_rows("SparseApplyAdagradV2", indices, var.shape[0]), grad):
        if update_slots:
            accum[i] += g * g
        var[i] -= lr * g / np.sqrt(accum[i] + epsilon)
    return _cast(dt, var, accum)


_ADAM_RULE = _rule("Adam", 3, {"use_locking": False, "use_nesterov": False}, _adam_impl)
_ADA_MAX_RULE = _rule("ApplyAdaMax", 3, {}, _ada_max_impl)
_ADADELTA_RULE = _rule("ApplyAdadelta", 3, {}, _adadelta_impl)
_ADAGRAD_RULE = _rule("ApplyAdagrad", 2, {"update_slots": True}, _adagrad_impl)
_ADAGRAD_V2_RULE = _rule("ApplyAdagradV2", 2, {"epsilon": 1e-6, "update_slots": True}, _adagrad_v2_impl)
_ADD_SIGN_RULE = _rule("ApplyAddSign", 2, {}, _sign_impl(False))
_POWER_SIGN_RULE = _rule("ApplyPowerSign", 2, {}, _sign_impl(True))
def _rule1(name: str, impl: Any) -> Any:
    """A one-state rule: one output, the new value of the first input."""
    op = define_op(name + "Rule", OpKind.OTHER, differentiable=False, public=False,
                   doc=f"The new value of {name}'s var (see msgraph/ops/apply_optim.py).")
    op.def_impl(impl)

    @op.def_infer
    def infer(var: Any, *rest: Any) -> Any:
        return Aval(tuple(var.shape), var.dtype)

    return op


_GD_RULE = _rule1("ApplyGradientDescent", _gd_impl)
_PROX_GD_RULE = _rule1("ApplyProximalGradientDescent", _prox_gd_impl)
_PROX_ADAGRAD_RULE = _rule("ApplyProximalAdagrad", 2, {"use_locking": False}, _prox_adagrad_impl)
_FTRL_RULE = _rule("ApplyFtrl", 3, {"use_locking": False}, _ftrl_impl)
_MOMENTUM_RULE = _rule("ApplyMomentum", 2, {"use_nesterov": False, "use_locking": False, "gradient_scale": 1.0},
                       _momentum_impl)
_SGD_RULE = _rule("SGD", 3, {"dampening": 0.0, "weight_decay": 0.0, "nesterov": False}, _sgd_impl)
_SPARSE_ADAGRAD_RULE = _rule("SparseApplyAdagrad", 2, {"lr": 0.0, "update_slots": True, "use_locking": False},
                             _sparse_adagrad_impl)
_SPARSE_ADAGRAD_V2_RULE = _rule("SparseApplyAdagradV2", 2, {"lr": 0.0, "epsilon": 1e-6, "use_locking": False,
                                                           "update_slots": True}, _sparse_adagrad_v2_impl)


def _check_bool(name: str, attr: str, value: Any) -> None:
    if not isinstance(value, bool):
        raise ArgumentError(f"For '{name}', the type of '{attr}' must be bool, but got {type(value).__name__}.")


def _check_float_attr(name: str, attr: str, value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, float):
        raise ArgumentError(f"For '{name}', the type of '{attr}' must be float, but got {type(value).__name__}.")


def _tensors(name: str, pairs: Sequence[Tuple[str, Any]]) -> None:
    for arg, x in pairs:
        _check_tensor(name, arg, x)


class _DenseApply(CompositePrimitive):
    """Base: ``n_state`` leading Parameters updated by ``_rule_op``; ``_returns`` how many of the new
    values are returned (1: the first, alone)."""

    _rule_op: Any = None
    _n_state = 1
    _returns = 1
    _state_names: Tuple[str, ...] = ("var",)

    def __call__(self, *args):
        name = type(self).__name__
        n = self._n_state
        if len(args) < n:
            raise ArgumentError(f"For '{name}', expected at least {n} inputs, but got {len(args)}.")
        _tensors(name, zip(self._state_names, args[:n]))
        if n == 1:   # a one-output rule returns its value, not a 1-tuple
            return F().assign(args[0], apply(prim(self._rule_op, **self.attrs), tuple(args)))
        new = _run(self, self._rule_op, args[:n], args[n:])
        return new[0] if self._returns == 1 else tuple(new[:self._returns])


class Adam(_DenseApply):
    """Adam(use_locking=False, use_nesterov=False)(var, m, v, beta1_power, beta2_power, lr, beta1, beta2,
    epsilon, gradient): Adam step on var, m, v in place; returns (var, m, v)."""

    _attrs = {"use_locking": False, "use_nesterov": False}
    _rule_op = _ADAM_RULE
    _n_state = _returns = 3
    _state_names = ("var", "m", "v")

    def _check_attrs(self) -> None:
        for k in ("use_locking", "use_nesterov"):
            _check_bool("Adam", k, self.attrs[k])


class ApplyAdaMax(_DenseApply):
    """ApplyAdaMax()(var, m, v, beta1_power, lr, beta1, beta2, epsilon, grad): AdaMax step; returns (var, m, v)."""

    _attrs: dict = {}
    _rule_op = _ADA_MAX_RULE
    _n_state = _returns = 3
    _state_names = ("var", "m", "v")


class ApplyAdadelta(_DenseApply):
    """ApplyAdadelta()(var, accum, accum_update, lr, rho, epsilon, grad): Adadelta step; returns the three."""

    _attrs: dict = {}
    _rule_op = _ADADELTA_RULE
    _n_state = _returns = 3
    _state_names = ("var", "accum", "accum_update")


class ApplyAdagrad(_DenseApply):
    """ApplyAdagrad(update_slots=True)(var, accum, lr, grad): accum += g*g; var -= lr*g/sqrt(accum);
    returns (var, accum)."""

    _attrs = {"update_slots": True}
    _rule_op = _ADAGRAD_RULE
    _n_state = _returns = 2
    _state_names = ("var", "accum")

    def _check_attrs(self) -> None:
        _check_bool(type(self).__name__, "update_slots", self.attrs["update_slots"])


class ApplyAdagradV2(ApplyAdagrad):
    """ApplyAdagradV2(epsilon, update_slots=True)(var, accum, lr, grad): var -= lr*g/(sqrt(accum) + epsilon)."""

    _attrs = {"epsilon": 1e-6, "update_slots": True}
    _rule_op = _ADAGRAD_V2_RULE

    def _check_attrs(self) -> None:
        super()._check_attrs()
        _check_float_attr("ApplyAdagradV2", "epsilon", self.attrs["epsilon"])


class ApplyAddSign(_DenseApply):
    """ApplyAddSign()(var, m, lr, alpha, sign_decay, beta, grad): AddSign step; returns (var, m)."""

    _attrs: dict = {}
    _rule_op = _ADD_SIGN_RULE
    _n_state = _returns = 2
    _state_names = ("var", "m")


class ApplyPowerSign(ApplyAddSign):
    """ApplyPowerSign()(var, m, lr, logbase, sign_decay, beta, grad): PowerSign step; returns (var, m)."""

    _attrs: dict = {}
    _rule_op = _POWER_SIGN_RULE


class ApplyGradientDescent(_DenseApply):
    """ApplyGradientDescent()(var, alpha, delta): var -= alpha * delta; returns var."""

    _attrs: dict = {}
    _rule_op = _GD_RULE


class ApplyProximalGradientDescent(_DenseApply):
    """ApplyProximalGradientDescent()(var, alpha, l1, l2, delta): proximal gradient step; returns var."""

    _attrs: dict = {}
    _rule_op = _PROX_GD_RULE


class ApplyProximalAdagrad(_DenseApply):
    """ApplyProximalAdagrad(use_locking=False)(var, accum, lr, l1, l2, grad): proximal Adagrad step;
    returns (var, accum)."""

    _attrs = {"use_locking": False}
    _rule_op = _PROX_ADAGRAD_RULE
    _n_state = _returns = 2
    _state_names = ("var", "accum")


class ApplyFtrl(_DenseApply):
    """ApplyFtrl(use_locking=False)(var, accum, linear, grad, lr, l1, l2, lr_power): FTRL-proximal step on
    var, accum, linear; returns var."""

    _attrs = {"use_locking": False}
    _rule_op = _FTRL_RULE
    _n_state = 3
    _state_names = ("var", "accum", "linear")


class ApplyMomentum(CompositePrimitive):
    """ApplyMomentum(use_nesterov=False, use_locking=False, gradient_scale=1.0)(variable, accumulation,
    learning_rate, gradient, momentum): accum = accum*momentum + grad; var -= lr*accum; returns var."""

    _attrs = {"use_nesterov": False, "use_locking": False, "gradient_scale": 1.0}

    def _check_attrs(self) -> None:
        for k in ("use_nesterov", "use_locking"):
            _check_bool("ApplyMomentum", k, self.attrs[k])

    def __call__(self, variable, accumulation, learning_rate, gradient, momentum):
        _tensors("ApplyMomentum", (("variable", variable), ("accumulation", accumulation)))
        return _run(self, _MOMENTUM_RULE, (variable, accumulation), (learning_rate, gradient, momentum))[0]


class SGD(CompositePrimitive):
    """SGD(dampening=0.0, weight_decay=0.0, nesterov=False)(parameters, gradient, learning_rate, accum,
    momentum, stat): momentum SGD step on parameters, accum and stat; returns parameters."""

    _attrs = {"dampening": 0.0, "weight_decay": 0.0, "nesterov": False}

    def _check_attrs(self) -> None:
        a = self.attrs
        _check_bool("SGD", "nesterov", a["nesterov"])
        if a["nesterov"] and a["dampening"] != 0:
            raise ValueError(f"For 'SGD', the 'dampening' must be 0 when 'nesterov' is True, "
                             f"but got 'dampening': {a['dampening']}.")

    def __call__(self, parameters, gradient, learning_rate, accum, momentum, stat):
        _tensors("SGD", (("parameters", parameters), ("accum", accum), ("stat", stat)))
        return _run(self, _SGD_RULE, (parameters, accum, stat), (gradient, learning_rate, momentum))[0]


class SparseApplyAdagrad(CompositePrimitive):
    """SparseApplyAdagrad(lr, update_slots=True, use_locking=False)(var, accum, grad, indices): Adagrad on the
    rows of ``indices`` (repeated indices' gradients summed); returns (var, accum)."""

    _attrs = {"lr": 0.0, "update_slots": True, "use_locking": False}
    _rule_op = _SPARSE_ADAGRAD_RULE

    def _check_attrs(self) -> None:
        name = type(self).__name__
        _check_float_attr(name, "lr", self.attrs["lr"])
        for k in ("update_slots", "use_locking"):
            _check_bool(name, k, self.attrs[k])

    def __call__(self, var, accum, grad, indices):
        name = type(self).__name__
        _tensors(name, (("var", var), ("accum", accum), ("grad", grad), ("indices", indices)))
        _check_sparse(name, var, {"accum": accum}, grad, indices, ("int32",))
        return _run(self, self._rule_op, (var, accum), (grad, indices))


class SparseApplyAdagradV2(SparseApplyAdagrad):
    """SparseApplyAdagradV2(lr, epsilon, use_locking=False, update_slots=True)(var, accum, grad, indices):
    rows of ``indices`` one after the other, var -= lr*g/sqrt(accum + epsilon); returns (var, accum)."""

    _attrs = {"lr": 0.0, "epsilon": 1e-6, "use_locking": False, "update_slots": True}
    _rule_op = _SPARSE_ADAGRAD_V2_RULE

    def _check_attrs(self) -> None:
        super()._check_attrs()
        _check_float_attr("SparseApplyAdagradV2", "epsilon", self.attrs["epsilon"])
