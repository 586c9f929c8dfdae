"""MindSpore's dense in-place optimizer primitives (``P.ApplyGradientDescent``, ``P.ApplyMomentum``,
``P.Adam``, ``P.ApplyAdagrad``...): each updates its state Parameters in place and returns new values.

As in :mod:`msgraph.ops.sparse_optim`, each primitive's math is ONE registry op (``<Name>Rule``, not
public) computing the new state values from the old ones; the primitive class runs it and writes each
new value to its Parameter with ``Assign`` (PyNative stores it, Graph mode threads it as Parameter
state).  Semantics and return structures follow MindSpore 2.10's CPU kernels (checked with the
oracle): ``ApplyGradientDescent``, ``ApplyProximalGradientDescent``, ``ApplyMomentum``, ``ApplyFtrl``
and ``ApplyAdagradDA`` return the new ``var`` alone, the others a tuple of all their new states.
The CPU kernels ignore ``ApplyAdagrad(update_slots=False)`` (not ``ApplyAdagradV2``'s: accum kept) and
``ApplyMomentum(use_nesterov=True)`` (both update as the default), ``ApplyAdagradDA`` takes
``sign(accum) * |accum - l1 * global_step|`` (no soft threshold) and ``ApplyFtrl`` shrinks by ``l1 - linear``
whatever the sign of ``linear``; msgraph does the same.  Float16 states are computed step by step in float16 by
the kernels that do so in MindSpore (GradientDescent, ProximalGradientDescent, Momentum, AdamWithAmsgrad,
Adagrad, AdaMax, AddSign, PowerSign, Ftrl: ``_prepare(..., f16=True)``, in their kernels' operation order), in
float32 and stored back as float16 by the others; float64 states of ``ApplyAdagradV2``, ``ApplyAdaMax`` and
``ApplyAdadelta`` are computed in float32 (MindSpore has no float64 kernel for them and casts).  None is differentiable (as in MindSpore).
"""
from __future__ import annotations

from typing import Any, Dict, Sequence, Tuple

import numpy as np

from ._compose import CompositePrimitive
from ..common import hooks
from ..common.aval import Aval
from ..common.tensor import _TENSOR_TYPES
from ..errors import DTypeError
from .registry import OpKind, apply, define_op, prim
from .sparse_optim import _check_tensor, _run, _shape
from ._helpers import user_type

__all__: list = []


def _work(x: Any, f16: bool = False) -> np.ndarray:
    a = np.asarray(x)
    return a.astype(np.float32) if a.dtype == np.float16 and not f16 else a


def _s(v: Any, dt: Any) -> Any:
    """A hyper-parameter: a scalar when it holds one value (a (1,) Tensor broadcasts as a scalar)."""
    a = np.asarray(v)
    if a.size == 1:
        return np.asarray(a.reshape(()), dtype=dt)
    return a.astype(dt)


def _prepare(states: Sequence[Any], scalars: Sequence[Any], grads: Sequence[Any] = (), f64_in_f32: bool = False,
             f16: bool = False, numbers: bool = False):
    """float16 states are computed in float32 (with ``f16``, kernels that compute float16 step by step, in
    float16 -- when every hyper-parameter and gradient is a float16 Tensor too: a float32 one or a Python number,
    as nn.Momentum's float32 learning rate, makes MindSpore run its float32 kernel; with ``numbers``, kernels whose
    signature casts Python numbers to var's dtype, a number is float16 too); with ``f64_in_f32`` (kernels
    without a float64 version, which MindSpore runs in float32 and casts back) float64 states too."""
    f16 = f16 and all(np.asarray(v).dtype == np.float16 or (numbers and isinstance(v, (int, float)))
                      for v in tuple(scalars) + tuple(grads))
    st = [_work(s, f16) for s in states]
    if f64_in_f32:
        st = [s.astype(np.float32) if s.dtype == np.float64 else s for s in st]
    dt = st[0].dtype
    return st, [_s(v, dt) for v in scalars], [_work(g, f16).astype(dt, copy=False) for g in grads], \
        np.asarray(states[0]).dtype


def _out(values: Sequence[Any], dt: Any) -> Tuple[np.ndarray, ...]:
    # no copy where a value already has the state's dtype: the impls never write their inputs, and storing
    # a value that is one of the inputs copies it (control.store_states)
    return tuple(np.asarray(v).astype(dt, copy=False) for v in values)


def _rule(name: str, n_state: int, attrs: Dict[str, Any], impl: Any) -> Any:
    """The registry op computing the new values of ``name``'s ``n_state`` states (one Tensor when 1)."""
    op = define_op(name + "Rule", OpKind.OTHER, attrs=attrs, n_outputs=n_state, differentiable=False,
                   public=False, doc=f"The new state values of {name} (see msgraph/ops/apply_optim.py).")
    op.def_impl((lambda *a, **k: impl(*a, **k)[0]) if n_state == 1 else impl)

    @op.def_infer
    def infer(*inputs: Any, **kw: Any) -> Any:
        out = tuple(Aval(tuple(inputs[i].shape), inputs[i].dtype) for i in range(n_state))
        return out[0] if n_state == 1 else out

    return op


# --- the update rules (new state values from the old ones) -------------------------------------------------
def _gd_impl(var, alpha, delta, **_):
    (var,), (alpha,), (delta,), dt = _prepare((var,), (alpha,), (delta,), f16=True)
    return _out((var - alpha * delta,), dt)


def _prox(prox_v, lr, l1, l2):
    if np.all(l1 > 0):
        return np.sign(prox_v) * np.maximum(np.abs(prox_v) - lr * l1, 0) / (1 + lr * l2)
    return prox_v / (1 + lr * l2)


def _pgd_impl(var, alpha, l1, l2, delta, **_):
    (var,), (alpha, l1, l2), (delta,), dt = _prepare((var,), (alpha, l1, l2), (delta,), f16=True)
    # float32: var - alpha * delta rounded once (a fused multiply-add, as MindSpore's kernel)
    p = _fma32(-alpha, delta, var) if var.dtype == np.float32 else var - alpha * delta
    return _out((_prox(p, alpha, l1, l2),), dt)


_F32 = np.dtype(np.float32)


def _f32_scalar(v: Any) -> Any:
    """``v`` as _prepare makes a float32 hyper-parameter (a 0-d view) when it is a one-element float32 array; else
    None."""
    return v.reshape(()) if type(v) is np.ndarray and v.dtype == _F32 and v.size == 1 else None


def _momentum_impl(var, accum, lr, grad, momentum, **_):
    # The common case (float32 arrays, float32 one-element lr and momentum: nn.Momentum's) without _prepare's general
    # checks, which are most of a small Parameter's update (W7's eight: 0.108 -> 0.042 ms); the same operations.
    if type(var) is np.ndarray and type(accum) is np.ndarray and type(grad) is np.ndarray and var.ndim \
            and var.dtype == accum.dtype == grad.dtype == _F32:
        lr32, mom32 = _f32_scalar(lr), _f32_scalar(momentum)
        if lr32 is not None and mom32 is not None:
            accum = accum * mom32
            accum += grad
            step = lr32 * accum
            return np.subtract(var, step, out=step), accum
    # MindSpore 2.10 (PyNative): float64 states with a Python-number or float32 lr / momentum run the float32 kernel
    # and are cast back (bit for bit on 50 random values, cpu32/momentum_f64); with float64 Tensors, float64
    f32 = np.asarray(var).dtype == np.float64 and any(
        type(v) in (int, float, bool) or np.asarray(v).dtype != np.float64 for v in (lr, momentum))
    (var, accum), (lr, momentum), (grad,), dt = _prepare((var, accum), (lr, momentum), (grad,), f16=True,
                                                         f64_in_f32=f32)
    accum = accum * momentum          # (in place on the fresh products: fewer large temporaries)
    accum += grad
    step = lr * accum
    if not isinstance(step, np.ndarray):     # 0-d states: numpy's products are scalars, with no buffer to reuse
        return _out((var - step, accum), dt)
    return _out((np.subtract(var, step, out=step), accum), dt)


def _fma32(a: Any, b: Any, c: Any) -> np.ndarray:
    """float32 ``a * b + c`` rounded once (a product of two float32 values is exact in float64)."""
    return (np.float64(a) * b + c).astype(np.float32) if np.ndim(a) == 0 else \
        (a.astype(np.float64) * b + c).astype(np.float32)


def _adam_scalar_tail(n: int) -> np.ndarray:
    """The elements MindSpore's CPU Adam kernel updates in its scalar loop rather than 8 floats at a time (AVX):
    the last ``len % 8`` of each thread's share; above 1000 elements the kernel splits the work in two
    (measured on a 2-core machine: every element of sizes 7..100003 matches)."""
    parts = 2 if n > 1000 else 1
    once = -(-n // parts)
    tail = [np.arange(s + (min(n, s + once) - s) // 8 * 8, min(n, s + once)) for s in range(0, n, once)]
    return np.concatenate(tail) if tail else np.zeros(0, np.int64)


def _adam_impl(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad, use_nesterov=False, **_):
    # MindSpore 2.10's Adam has float16/float32 kernels only (cpu32/dtype_refusals); a float64 var converts the
    # gradient to float64 first (its in-place signature), so it is the gradient's error too (adapt38ut/optim_dtypes)
    if np.asarray(grad).dtype == np.float64 or np.asarray(var).dtype == np.float64:
        from ..errors import DTypeError

        raise DTypeError("For primitive[Adam], the input argument[grad] must be a type of {Float16, Float32, "
                         "Tensor[Float16], Tensor[Float32]}, but got Tensor[Float64].")
    (var, m, v), (b1p, b2p, lr, b1, b2, eps), (g,), dt = _prepare(
        (var, m, v), (beta1_power, beta2_power, lr, beta1, beta2, epsilon), (grad,))
    lr_t = lr * np.sqrt(1 - b2p) / (1 - b1p)
    if var.dtype == np.float32 and not use_nesterov and var.shape == g.shape:
        # MindSpore's CPU kernel (nnacl AdamFp32) bit for bit: fused multiply-adds for m and v; the step in
        # float32 (its AVX loop) except the scalar loop's elements, whose step is in double precision
        one = np.float32(1)
        lr_t = np.float32(lr_t)
        m = _fma32(g - m, one - b1, m)
        v = _fma32(_fma32(g, g, -v), one - b2, v)
        flat = np.ravel(var - (lr_t * m) / (np.sqrt(v) + eps)).copy()
        tail = _adam_scalar_tail(flat.size)
        if tail.size:
            vt, mt = np.ravel(v)[tail], np.ravel(m)[tail]
            flat[tail] = (np.ravel(var)[tail].astype(np.float64) - (lr_t * mt).astype(np.float64)
                          / (np.sqrt(vt.astype(np.float64)) + np.float64(eps))).astype(np.float32)
        return _out((flat.reshape(np.shape(var)), m, v), dt)
    m = m + (g - m) * (1 - b1)
    v = v + (g * g - v) * (1 - b2)
    step = (m * b1 + (1 - b1) * g) if use_nesterov else m
    return _out((var - lr_t * step / (np.sqrt(v) + eps), m, v), dt)


def _amsgrad_impl(var, m, v, vhat, beta1_power, beta2_power, lr, grad, beta1=0.9, beta2=0.999, epsilon=1e-8,
                  **_):
    (var, m, v, vhat), (b1p, b2p, lr), (g,), dt = _prepare((var, m, v, vhat), (beta1_power, beta2_power, lr),
                                                          (grad,), f16=True)
    lr_t = lr * np.sqrt(1 - b2p) / (1 - b1p)
    t = var.dtype.type
    m = m + (g - m) * (t(1) - t(beta1))
    v = v + (g * g - v) * (t(1) - t(beta2))
    vhat = np.where(vhat < v, v, vhat)   # the kernel's max(vhat, v): a NaN v keeps vhat (np.maximum gave NaN)
    return _out((var - lr_t * m / (np.sqrt(vhat) + epsilon), m, v, vhat), dt)


def _adagrad_impl(var, accum, lr, grad, **_):
    # MindSpore 2.10: float64 states with a Python-number or float32 lr run the float32 kernel and are cast back
    # (as ApplyMomentum; nn.Adagrad's float32 learning rate on float64 Parameters; session 38, adapt38ut/adagrad_f64)
    f32 = np.asarray(var).dtype == np.float64 and (type(lr) in (int, float, bool) or np.asarray(lr).dtype != np.float64)
    (var, accum), (lr,), (g,), dt = _prepare((var, accum), (lr,), (grad,), f16=True, f64_in_f32=f32)
    accum = accum + g * g
    return _out((var - lr * g * (var.dtype.type(1) / np.sqrt(accum)), accum), dt)


def _adagrad_v2_impl(var, accum, lr, grad, epsilon=1e-6, update_slots=True, **_):
    (var, accum), (lr,), (g,), dt = _prepare((var, accum), (lr,), (grad,), f64_in_f32=True)
    if update_slots:   # MindSpore 2.10's CPU kernel honours update_slots=False here (not ApplyAdagrad's): accum kept
        accum = accum + g * g
    # lr * g times the reciprocal, as MindSpore's kernel (a division differs in the last bit)
    return _out((var - lr * g * (var.dtype.type(1) / (np.sqrt(accum) + var.dtype.type(epsilon))), accum), dt)


def _prox_adagrad_impl(var, accum, lr, l1, l2, grad, **_):
    (var, accum), (lr, l1, l2), (g,), dt = _prepare((var, accum), (lr, l1, l2), (grad,))
    accum = accum + g * g
    lr_t = lr / np.sqrt(accum)
    return _out((_prox(var - lr_t * g, lr_t, l1, l2), accum), dt)


def _adadelta_impl(var, accum, accum_update, lr, rho, epsilon, grad, **_):
    # MindSpore 2.10's CPU kernel computes float64 states in float32 (bit for bit, both modes; st/ops/gpu
    # test_adadelta_op ddd, session 49 vd49ga/adadelta_float64)
    (var, accum, upd), (lr, rho, eps), (g,), dt = _prepare((var, accum, accum_update), (lr, rho, epsilon), (grad,),
                                                          f64_in_f32=True)
    # in the kernel's order, with its fused multiply-adds (bit for bit on 1000 float32 values)
    one = var.dtype.type(1)
    accum = _fma32(one - rho, g * g, rho * accum)
    update = np.sqrt(upd + eps) * (g / np.sqrt(accum + eps))
    upd = _fma32(one - rho, update * update, rho * upd)
    return _out((var - lr * update, accum, upd), dt)


def _ada_max_impl(var, m, v, beta1_power, lr, beta1, beta2, epsilon, grad, **_):
    (var, m, v), (b1p, lr, b1, b2, eps), (g,), dt = _prepare((var, m, v), (beta1_power, lr, beta1, beta2, epsilon),
                                                             (grad,), f64_in_f32=True, f16=True)
    m = b1 * m + (1 - b1) * g
    v = b2 * v
    v = np.where(v < np.abs(g), np.abs(g), v)   # the kernel's max(beta2 * v, |g|): a NaN grad keeps beta2 * v
    return _out((var - lr / (1 - b1p) * (m / (v + eps)), m, v), dt)


def _adagrad_da_impl(var, gradient_accumulator, gradient_squared_accumulator, grad, lr, l1, l2, global_step, **_):
    (var, ga, gsa), (lr, l1, l2), (g,), dt = _prepare((var, gradient_accumulator, gradient_squared_accumulator),
                                                      (lr, l1, l2), (grad,))
    step = np.asarray(global_step).astype(var.dtype).reshape(()) if np.size(global_step) == 1 else \
        np.asarray(global_step).astype(var.dtype)
    ga = ga + g
    gsa = gsa + g * g
    tmp = np.sign(ga) * np.abs(ga - l1 * step) if np.all(l1 > 0) else ga   # MindSpore's CPU kernel, as it is
    var = -lr * tmp / (l2 * step * lr + np.sqrt(gsa))
    return _out((var, ga, gsa), dt)


def _add_sign_impl(var, m, lr, alpha, sign_decay, beta, grad, **_):
    (var, m), (lr, alpha, sd, beta), (g,), dt = _prepare((var, m), (lr, alpha, sign_decay, beta), (grad,), f16=True)
    m = beta * m + (1 - beta) * g
    return _out((var - lr * (alpha + sd * np.sign(g) * np.sign(m)) * g, m), dt)


def _power_sign_impl(var, m, lr, logbase, sign_decay, beta, grad, **_):
    (var, m), (lr, lb, sd, beta), (g,), dt = _prepare((var, m), (lr, logbase, sign_decay, beta), (grad,), f16=True,
                                                numbers=True)
    m = beta * m + (1 - beta) * g
    e = np.exp(lb * sd * np.sign(g) * np.sign(m))
    # MindSpore's float16 kernel multiplies e by g first (its float32 one is ulps off both orders: its exp)
    return _out((var - (lr * (e * g) if var.dtype == np.float16 else lr * e * g), m), dt)


def _ftrl_impl(var, accum, linear, grad, lr, l1, l2, lr_power, **_):
    (var, accum, linear), (lr, l1, l2, lr_power), (g,), dt = _prepare((var, accum, linear), (lr, l1, l2, lr_power),
                                                                      (grad,), f16=True, numbers=True)
    accum_new = accum + g * g
    sigma = (np.power(accum_new, -lr_power) - np.power(accum, -lr_power)) / lr
    linear = linear + (g - sigma * var)
    quad = np.power(accum_new, -lr_power) / lr + 2 * l2
    var = np.where(np.abs(linear) > l1, (l1 - linear) / quad, 0)   # MindSpore's CPU kernel: l1, not sign * l1
    return _out((var, accum_new, linear), dt)


_LOCK = {"use_locking": False}
_GD_RULE = _rule("ApplyGradientDescent", 1, {}, _gd_impl)
_PGD_RULE = _rule("ApplyProximalGradientDescent", 1, {}, _pgd_impl)
_MOMENTUM_RULE = _rule("ApplyMomentum", 2, {"use_nesterov": False, "use_locking": False, "gradient_scale": 1.0},
                       _momentum_impl)
_ADAM_RULE = _rule("Adam", 3, {"use_locking": False, "use_nesterov": False}, _adam_impl)
_AMSGRAD_RULE = _rule("ApplyAdamWithAmsgrad", 4, {"beta1": 0.9, "beta2": 0.999, "epsilon": 1e-8,
                                                  "use_locking": False}, _amsgrad_impl)
_ADAGRAD_RULE = _rule("ApplyAdagrad", 2, {"update_slots": True}, _adagrad_impl)
_ADAGRAD_V2_RULE = _rule("ApplyAdagradV2", 2, {"epsilon": 1e-6, "update_slots": True}, _adagrad_v2_impl)
_PROX_ADAGRAD_RULE = _rule("ApplyProximalAdagrad", 2, dict(_LOCK), _prox_adagrad_impl)
_ADADELTA_RULE = _rule("ApplyAdadelta", 3, dict(_LOCK), _adadelta_impl)
_ADA_MAX_RULE = _rule("ApplyAdaMax", 3, {}, _ada_max_impl)
_ADAGRAD_DA_RULE = _rule("ApplyAdagradDA", 3, dict(_LOCK), _adagrad_da_impl)
_ADD_SIGN_RULE = _rule("ApplyAddSign", 2, {}, _add_sign_impl)
_POWER_SIGN_RULE = _rule("ApplyPowerSign", 2, {}, _power_sign_impl)
_FTRL_RULE = _rule("ApplyFtrl", 3, dict(_LOCK), _ftrl_impl)


def _same_shape(a: Tuple[Any, ...], b: Tuple[Any, ...]) -> bool:
    known = lambda d: isinstance(d, int) and d >= 0  # noqa: E731
    return len(a) == len(b) and all(x == y or not known(x) or not known(y) for x, y in zip(a, b))


def _check_same(name: str, var: Any, states: Dict[str, Any], grads: Dict[str, Any]) -> None:
    vs = _shape(var)
    for k, s in list(states.items()) + list(grads.items()):
        _check_tensor(name, k, s)
        if not _same_shape(_shape(s), vs):
            raise ValueError(f"For '{name}', the shape of '{k}' must be the same as the shape of 'var', but got "
                             f"{k} shape: {list(_shape(s))}, var shape: {list(vs)}.")


#: the primitives MindSpore 2.10 has no vmap rule for (measured: ApplyGradientDescent, ApplyAdagradV2, ApplyAdaMax,
#: ApplyPowerSign, ApplyProximalAdagrad, ApplyAdadelta... have one)
_NO_VMAP_RULE = frozenset(("ApplyMomentum", "ApplyAdagrad", "ApplyAddSign"))


#: the primitives whose signature converts the other Tensor inputs to var's dtype but never var (MindSpore 2.10,
#: measured through nn.Momentum / nn.Adam / nn.Adagrad: a float16 Parameter with a float32 gradient, or a float32
#: one with a float64 gradient, is a TypeError; session 38, adapt38ut/optim_dtypes; the others measured directly,
#: session 39, adapt39gpu/optim_prim_dtypes)
_RW_SIGNATURE = frozenset(("ApplyMomentum", "Adam", "ApplyAdagrad", "ApplyAdaMax", "ApplyAdadelta", "ApplyAdagradV2",
                           "ApplyAdamWithAmsgrad", "ApplyAddSign", "ApplyProximalAdagrad", "AdamWeightDecay",
                           "ApplyProximalGradientDescent", "ApplyGradientDescent", "ApplyAdagradDA"))

_F16_32 = frozenset(("Float16", "Float32"))
_FLOATS = _F16_32 | {"Float64"}
_FLOATS_C = _FLOATS | {"Complex64", "Complex128"}
#: MindSpore 2.10's dtype checks of the in-place optimizers (measured, session 39, adapt39gpu/optim_prim_dtypes):
#: the dtypes var and its gradient may have (None: not checked here) and those of the hyper-parameter Tensors; an
#: int, bool, complex or bfloat16 one is a TypeError (msgraph had updated int Parameters with garbage)
_DTYPE_RULES: Dict[str, Tuple[Any, Any]] = {
    "ApplyAdaMax": (_FLOATS, _FLOATS), "ApplyAdadelta": (_FLOATS, _FLOATS), "ApplyAddSign": (_FLOATS, _FLOATS),
    "ApplyProximalGradientDescent": (_FLOATS, _FLOATS), "ApplyAdagrad": (_FLOATS_C, _FLOATS_C),
    "ApplyAdagradV2": (_FLOATS, _FLOATS), "Adam": (_F16_32, _FLOATS), "ApplyAdamWithAmsgrad": (_F16_32, _F16_32),
    "ApplyProximalAdagrad": (_F16_32, _F16_32), "AdamWeightDecay": (None, frozenset(("Float32",))),
    "ApplyAdagradDA": (_F16_32, None)}
#: the primitives whose hyper-parameters must be Tensors (a Python number is MindSpore 2.10's TypeError)
_TENSOR_HYPER = frozenset(("ApplyAdamWithAmsgrad",))
#: the primitives whose hyper-parameters must be 0-d Tensors (a (1,) one is MindSpore 2.10's ValueError)
_SCALAR_HYPER = frozenset(("ApplyProximalAdagrad",))


#: the primitives whose hyper-parameter Tensors form one signature dtype group: MindSpore 2.10 casts them to the
#: widest float dtype among them before its check (measured, session 51, dt51/adam_weight_decay_hyper_dtypes: a
#: float16 beta1 beside a float32 lr runs, as float32; all float16, or one float64, is the TypeError on beta1)
_HYPER_GROUP = {"AdamWeightDecay": ("lr", "beta1", "beta2", "epsilon", "decay")}


def _check_hyper_group(name: str, names: Sequence[str], args: Sequence[Any]) -> bool:
    """True when ``name``'s hyper-parameter group passed MindSpore's check (its members need no check of their own)."""
    group = _HYPER_GROUP[name]
    dts = [_dtype_name(x) for k, x in zip(names, args) if k in group]
    dts = [d for d in dts if d is not None]
    if not dts or any(d not in _FLOAT_RANK for d in dts):
        return False   # an int / bool Tensor among them: the checks one by one
    widest = max(dts, key=lambda d: _FLOAT_RANK[d])
    if widest != "Float32":
        raise DTypeError(f"For primitive[{name}], the input argument[{group[1]}] must be a type of "
                         f"{{Float32, Tensor[Float32]}}, but got Tensor[{widest}].")
    return True


def _check_dtypes(name: str, names: Sequence[str], args: Sequence[Any], states: Sequence[str],
                  grads: Sequence[str]) -> None:
    state_types, hyper_types = _DTYPE_RULES[name]
    grouped = name in _HYPER_GROUP and _check_hyper_group(name, names, args)
    for k, x in zip(names, args):
        if grouped and k in _HYPER_GROUP[name]:
            continue
        dt = _dtype_name(x)
        if k in states or k in grads:
            allowed = state_types
        elif k == "global_step":
            allowed = frozenset(("Int32", "Int64"))
        else:
            if dt is None and name in _TENSOR_HYPER and isinstance(x, (int, float, bool)):
                raise DTypeError(f"For Primitive[{name}], the type of input argument[{k}] must be Tensor but got "
                                 f"{user_type(x).__name__}.")
            if dt is not None and name in _SCALAR_HYPER and tuple(getattr(x, "shape", ())) != ():
                raise ValueError(f"For primitive[{name}], the {k}_shape size must be equal to 0, but got "
                                 f"{len(x.shape)}.")
            allowed = hyper_types
        if allowed is not None and dt is not None and dt not in allowed:
            kinds = ", ".join(f"Tensor[{t}]" for t in sorted(allowed))
            raise DTypeError(f"For primitive[{name}], the input argument[{k}] must be a type of {{{kinds}}}, but "
                             f"got Tensor[{dt}].")


def _check_no_var_conversion(name: str, var: Any, others: Sequence[Any]) -> None:
    vt = _dtype_name(var)
    if vt not in _FLOAT_RANK:
        return
    for x in others:
        dt = _dtype_name(x)
        if dt in _FLOAT_RANK and _FLOAT_RANK[dt] > _FLOAT_RANK[vt]:
            raise DTypeError("Data type conversion is not supported for a 'Parameter', nor for the input tensor of "
                             f"an in-place operator, the argument[var]'s data type of primitive[{name}] is {vt}, "
                             f"which cannot be converted to data type {dt} automatically.")


class _ApplyBase(CompositePrimitive):
    """An in-place optimizer primitive: ``_states`` name its Parameter inputs (in order, ``var`` first),
    ``_grads`` the Tensors shaped like ``var``; ``_var_only`` returns the new ``var`` alone."""

    _rule_op: Any = None
    _states: Tuple[str, ...] = ()
    _grads: Tuple[str, ...] = ("grad",)
    _var_only = False

    def _check_attrs(self) -> None:
        # MindSpore 2.10's __init__ checks (both modes): ApplyAdagrad(update_slots=1), Adam(use_locking=1),
        # ApplyAdagradV2(epsilon=1 / None), ApplyAdamWithAmsgrad(beta1="a") are TypeErrors
        name = type(self).__name__
        for key, val in self.attrs.items():
            if key in ("use_locking", "update_slots", "use_nesterov") and not isinstance(val, bool):
                raise DTypeError(f"For '{name}', the type of '{key}' should be 'bool', but got type "
                                 f"'{user_type(val).__name__}'.")
            if key in ("epsilon", "beta1", "beta2") and (isinstance(val, bool) or not isinstance(val, float)):
                raise DTypeError(f"For '{name}', the type of '{key}' should be 'float', but got type "
                                 f"'{user_type(val).__name__}'.")

    def _call(self, names: Sequence[str], args: Sequence[Any]) -> Any:
        name = type(self).__name__
        if name in _NO_VMAP_RULE and hooks.vmap_depth[0]:   # MindSpore 2.10's general monad rule (both modes)
            raise ValueError(f"vmap currently not support the side effect op: {name}.")
        if hooks.vmap_depth[0]:
            _check_vmap_axes(name, names, args, _positions(type(self), names)[0])
        if len(args) != len(names):
            raise TypeError(f"For '{name}', expected {len(names)} inputs ({', '.join(names)}), but got {len(args)}.")
        st, sh, ot = _positions(type(self), names)
        states = [args[i] for i in st]
        var = states[0]
        # The checks below pass by construction when var and every state / gradient are Tensors holding arrays
        # of var's (non-empty) shape: PyNative's every step (nn.Momentum's eight updates in W7); otherwise the
        # general checks give MindSpore's errors.
        if not (type(var) in _TENSOR_TYPES and var._data.size and all(
                type(args[i]) in _TENSOR_TYPES and args[i]._data.shape == var._data.shape for i in sh)):
            kw = dict(zip(names, args))
            _check_tensor(name, self._states[0], var)
            _check_same(name, var, {k: kw[k] for k in self._states[1:]}, {k: kw[k] for k in self._grads})
        if name in _DTYPE_RULES:
            _check_dtypes(name, names, args, self._states, self._grads)
        if name in _RW_SIGNATURE:
            _check_no_var_conversion(name, var, [args[names.index(g)] for g in self._grads])
        new = _run(self, self._rule_op, states, [args[i] for i in ot])
        return new[0] if self._var_only else tuple(new)


_POSITIONS: Dict[Any, Tuple[Tuple[int, ...], Tuple[int, ...], Tuple[int, ...]]] = {}


def _check_vmap_axes(name: str, names: Sequence[str], args: Sequence[Any], st: Sequence[int]) -> None:
    """MindSpore 2.10's vmap rules of the in-place optimizers (both modes): ``var`` mapped along axis 0 with every
    other state along the same axis, or ``var`` unmapped with every input unmapped."""
    from ..common.hooks import vmap_axis_of

    axes = [vmap_axis_of(a) for a in args]
    var_axis = axes[st[0]]
    if var_axis is None:
        if any(a is not None for a in axes):
            others = "/".join(n for n in names[1:])
            raise ValueError(f"The source axis of `var` is None, but the source axis of `{others}` is not None. The "
                             f"execution order of operator `{name}` cannot be guaranteed.")
        return
    if var_axis != 0 or any(axes[i] != var_axis for i in st[1:]):
        raise ValueError(f"For `{name}`, the source axis of `var` must not equal to 0, but got the source axis of "
                         f"`var`: {var_axis}.")


def _positions(cls: Any, names: Sequence[str]) -> Tuple[Tuple[int, ...], Tuple[int, ...], Tuple[int, ...]]:
    """Per primitive class and input names: the positions of its states, of the inputs shaped like ``var``
    (states after the first, gradients) and of the other inputs."""
    key = (cls, tuple(names))
    pos = _POSITIONS.get(key)
    if pos is None:
        idx = {k: i for i, k in enumerate(names)}
        pos = _POSITIONS[key] = (tuple(idx[k] for k in cls._states),
                                 tuple(idx[k] for k in cls._states[1:] + cls._grads),
                                 tuple(i for i, k in enumerate(names) if k not in cls._states))
    return pos


def _prim(cls_name: str, rule: Any, attrs: Dict[str, Any], inputs: Sequence[str], states: Sequence[str],
          var_only: bool, grads: Sequence[str] = ("grad",), doc: str = "") -> type:
    names = tuple(inputs)

    def __call__(self, *args: Any) -> Any:
        return self._call(names, args)

    cls = type(cls_name, (_ApplyBase,), {
        "__doc__": f"{cls_name}({', '.join(f'{k}={v!r}' for k, v in attrs.items())})({', '.join(names)}): {doc}",
        "__module__": __name__, "_attrs": dict(attrs), "_rule_op": rule, "_states": tuple(states),
        "_grads": tuple(grads), "_var_only": var_only, "__call__": __call__})
    return cls


ApplyGradientDescent = _prim("ApplyGradientDescent", _GD_RULE, {}, ("var", "alpha", "delta"), ("var",), True,
                             ("delta",), "var -= alpha * delta; returns var.")
ApplyProximalGradientDescent = _prim(
    "ApplyProximalGradientDescent", _PGD_RULE, {}, ("var", "alpha", "l1", "l2", "delta"), ("var",), True,
    ("delta",), "proximal gradient descent (l1 soft threshold, l2 shrink); returns var.")
ApplyMomentum = _prim("ApplyMomentum", _MOMENTUM_RULE, {"use_nesterov": False, "use_locking": False,
                                                        "gradient_scale": 1.0},
                      ("variable", "accumulation", "learning_rate", "gradient", "momentum"),
                      ("variable", "accumulation"), True, ("gradient",),
                      "accum = accum * momentum + grad; var -= lr * accum; returns var.")
Adam = _prim("Adam", _ADAM_RULE, {"use_locking": False, "use_nesterov": False},
             ("var", "m", "v", "beta1_power", "beta2_power", "lr", "beta1", "beta2", "epsilon", "grad"),
             ("var", "m", "v"), False, doc="Adam; returns (var, m, v).")
ApplyAdamWithAmsgrad = _prim("ApplyAdamWithAmsgrad", _AMSGRAD_RULE, {"beta1": 0.9, "beta2": 0.999, "epsilon": 1e-8,
                                                                     "use_locking": False},
                             ("var", "m", "v", "vhat", "beta1_power", "beta2_power", "lr", "grad"),
                             ("var", "m", "v", "vhat"), False, doc="AMSGrad; returns (var, m, v, vhat).")
ApplyAdagrad = _prim("ApplyAdagrad", _ADAGRAD_RULE, {"update_slots": True}, ("var", "accum", "lr", "grad"),
                     ("var", "accum"), False, doc="accum += g*g; var -= lr*g/sqrt(accum); returns (var, accum).")
ApplyAdagradV2 = _prim("ApplyAdagradV2", _ADAGRAD_V2_RULE, {"epsilon": 1e-6, "update_slots": True},
                       ("var", "accum", "lr", "grad"), ("var", "accum"), False,
                       doc="accum += g*g; var -= lr*g/(sqrt(accum)+epsilon); returns (var, accum).")
ApplyProximalAdagrad = _prim("ApplyProximalAdagrad", _PROX_ADAGRAD_RULE, dict(_LOCK),
                             ("var", "accum", "lr", "l1", "l2", "grad"), ("var", "accum"), False,
                             doc="proximal Adagrad; returns (var, accum).")
ApplyAdadelta = _prim("ApplyAdadelta", _ADADELTA_RULE, dict(_LOCK),
                      ("var", "accum", "accum_update", "lr", "rho", "epsilon", "grad"),
                      ("var", "accum", "accum_update"), False, doc="Adadelta; returns (var, accum, accum_update).")
ApplyAdaMax = _prim("ApplyAdaMax", _ADA_MAX_RULE, {},
                    ("var", "m", "v", "beta1_power", "lr", "beta1", "beta2", "epsilon", "grad"),
                    ("var", "m", "v"), False, doc="AdaMax; returns (var, m, v).")
ApplyAdagradDA = _prim("ApplyAdagradDA", _ADAGRAD_DA_RULE, dict(_LOCK),
                       ("var", "gradient_accumulator", "gradient_squared_accumulator", "grad", "lr", "l1", "l2",
                        "global_step"),
                       ("var", "gradient_accumulator", "gradient_squared_accumulator"), True,
                       doc="Adagrad dual averaging; returns var.")
ApplyAddSign = _prim("ApplyAddSign", _ADD_SIGN_RULE, {}, ("var", "m", "lr", "alpha", "sign_decay", "beta", "grad"),
                     ("var", "m"), False, doc="AddSign; returns (var, m).")
ApplyPowerSign = _prim("ApplyPowerSign", _POWER_SIGN_RULE, {},
                       ("var", "m", "lr", "logbase", "sign_decay", "beta", "grad"), ("var", "m"), False,
                       doc="PowerSign; returns (var, m).")
ApplyFtrl = _prim("ApplyFtrl", _FTRL_RULE, dict(_LOCK),
                  ("var", "accum", "linear", "grad", "lr", "l1", "l2", "lr_power"), ("var", "accum", "linear"), True,
                  doc="FTRL-proximal; returns var.")

def _dtype_name(x: Any) -> Any:
    dt = getattr(x, "dtype", None)
    return None if dt is None else str(dt)


def _prox_adagrad_call(self: Any, *args: Any) -> Any:
    # MindSpore 2.10: var and accum float16 or float32 (a float64 one is a TypeError; measured, session 33)
    for arg, x in zip(("accum", "var"), args[1::-1]):
        dt = _dtype_name(x)
        if dt is not None and dt not in ("Float16", "Float32"):
            raise DTypeError(f"For primitive[ApplyProximalAdagrad], the input argument[{arg}] must be a type of "
                             f"{{Tensor[Float16], Tensor[Float32]}}, but got Ref[Tensor[{dt}]].")
    return self._call(("var", "accum", "lr", "l1", "l2", "grad"), args)


ApplyProximalAdagrad.__call__ = _prox_adagrad_call
_FLOAT_RANK = {"Float16": 1, "BFloat16": 1, "Float32": 2, "Float64": 3}


def _ftrl_call(self: Any, *args: Any) -> Any:
    # MindSpore 2.10: var's signature group takes the other inputs' dtype; a float16 var with a float32 Tensor
    # learning rate (nn.FTRL on float16 Parameters) is a TypeError -- a Parameter is never converted (session 33)
    names = ("var", "accum", "linear", "grad", "lr", "l1", "l2", "lr_power")
    vt = _dtype_name(args[0]) if args else None
    if vt in _FLOAT_RANK:
        for x in args[3:]:
            dt = _dtype_name(x)
            if dt in _FLOAT_RANK and _FLOAT_RANK[dt] > _FLOAT_RANK[vt]:
                raise DTypeError("Data type conversion is not supported for a 'Parameter', nor for the input tensor "
                                 "of an in-place operator, the argument[var]'s data type of primitive[ApplyFtrl] is "
                                 f"{vt}, which cannot be converted to data type {dt} automatically.")
    return self._call(names, args)


ApplyFtrl.__call__ = _ftrl_call

for _c in (ApplyGradientDescent, ApplyProximalGradientDescent, ApplyMomentum, Adam, ApplyAdamWithAmsgrad,
           ApplyAdagrad, ApplyAdagradV2, ApplyProximalAdagrad, ApplyAdadelta, ApplyAdaMax, ApplyAdagradDA,
           ApplyAddSign, ApplyPowerSign, ApplyFtrl):
    _c.__module__ = "msgraph.ops"
del _c


# --- ApplyAdamWithAmsgradV2: beta1, beta2, epsilon as inputs (h-opsA, session 8) ----------------------------------
def _amsgrad_v2_impl(var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad, **_):
    # MindSpore 2.10 converts the hyper-parameters to var's dtype first: with float16 states a Python 1e-8 epsilon
    # is float16's 0 and beta1 0.9 is 0.8999 (as float16 Tensors give; measured, adapt41opb)
    vdt = np.asarray(var).dtype
    if vdt == np.float16:
        beta1_power, beta2_power, lr, beta1, beta2, epsilon = (
            np.asarray(h).astype(np.float16) for h in (beta1_power, beta2_power, lr, beta1, beta2, epsilon))
    (var, m, v, vhat), (b1p, b2p, lr, b1, b2, eps), (g,), dt = _prepare(
        (var, m, v, vhat), (beta1_power, beta2_power, lr, beta1, beta2, epsilon), (grad,))
    lr_t = lr * np.sqrt(1 - b2p) / (1 - b1p)
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    vhat = np.maximum(vhat, v)
    return _out((var - lr_t * m / (np.sqrt(vhat) + eps), m, v, vhat), dt)


_AMSGRAD_V2_RULE = _rule("ApplyAdamWithAmsgradV2", 4, {"use_locking": False}, _amsgrad_v2_impl)
ApplyAdamWithAmsgradV2 = _prim("ApplyAdamWithAmsgradV2", _AMSGRAD_V2_RULE, {"use_locking": False},
                               ("var", "m", "v", "vhat", "beta1_power", "beta2_power", "lr", "beta1", "beta2",
                                "epsilon", "grad"),
                               ("var", "m", "v", "vhat"), False,
                               doc="AMSGrad with beta1, beta2, epsilon as inputs; returns (var, m, v, vhat).")
ApplyAdamWithAmsgradV2.__module__ = "msgraph.ops"


# --- FusedCastAdamWeightDecay (CPU): AdamWeightDecay on a float16 or float32 var with float32 moments ---------
def _fused_cast_adam_impl(var, m, v, lr, beta1, beta2, epsilon, decay, gradient, global_norm=None, **_):
    """MindSpore 2.10's CPU kernel, checked with the oracle: the float16 gradient is divided by
    ``global_norm`` when one is given and positive (0.5 divides, 0 leaves it), the moments are float32, var is computed in float32
    and stored back in its dtype; ``decay * var`` joins the update only for a positive decay."""
    vdt = np.asarray(var).dtype
    w, m, v = (np.asarray(a).astype(np.float32) for a in (var, m, v))
    f = lambda a: np.float32(np.asarray(a).reshape(-1)[0])  # noqa: E731 - a (1,) Tensor or a number
    g = np.asarray(gradient).astype(np.float32)
    if global_norm is not None and f(global_norm) > 0:    # a zero norm (all-zero gradients) divides by nothing
        g = g / f(global_norm)
    b1, b2, eps, lr, decay = f(beta1), f(beta2), f(epsilon), f(lr), f(decay)
    m = b1 * m + (np.float32(1) - b1) * g
    v = b2 * v + (np.float32(1) - b2) * g * g
    update = m / (np.sqrt(v) + eps)
    if decay > 0:
        update = update + decay * w
    return (w - lr * update).astype(vdt), m, v


_FUSED_CAST_ADAM_RULE = _rule("FusedCastAdamWeightDecay", 3, {"use_locking": False}, _fused_cast_adam_impl)
_FUSED_CAST_ADAM_NAMES = ("var", "m", "v", "lr", "beta1", "beta2", "epsilon", "decay", "gradient")
FusedCastAdamWeightDecay = _prim("FusedCastAdamWeightDecay", _FUSED_CAST_ADAM_RULE, {"use_locking": False},
                                 _FUSED_CAST_ADAM_NAMES, ("var", "m", "v"), False, ("gradient",),
                                 doc="AdamWeightDecay on a float16/float32 var with float32 moments (the "
                                     "gradient divided by an optional 10th input, global_norm); returns "
                                     "(var, m, v).")


def _fused_cast_adam_call(self: Any, *args: Any) -> Any:
    """9 inputs, or 10 with ``global_norm`` last (the form MindSpore's own tests use)."""
    names = _FUSED_CAST_ADAM_NAMES + (("global_norm",) if len(args) == 10 else ())
    return self._call(names, args)


FusedCastAdamWeightDecay.__call__ = _fused_cast_adam_call
FusedCastAdamWeightDecay.__module__ = "msgraph.ops"
