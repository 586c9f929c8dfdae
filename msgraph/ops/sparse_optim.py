"""MindSpore's in-place optimizer primitives that update their Parameters: ``FusedSparseAdam``,
``FusedSparseLazyAdam``, ``FusedSparseFtrl``, ``SparseApplyFtrl``, ``FusedSparseProximalAdagrad``,
``SparseApplyRMSProp``, ``ApplyRMSProp`` and ``ApplyCenteredRMSProp`` (h-opsb).

Each primitive's math is ONE registry op (``<Name>Rule``, not public) computing the new values of its
state tensors from the old ones; the primitive class runs it and writes each new value to its Parameter
with ``Assign`` (PyNative stores it, Graph mode threads it as Parameter state), then returns the new
values.  Semantics follow MindSpore's CPU kernels:

* the ``FusedSparse*`` ops first sum the gradient rows of repeated indices; ``FusedSparseAdam`` decays
  ``m``/``v`` and moves ``var`` on every row (the lazy variant only on the indexed rows; with
  ``use_nesterov`` the non-lazy one leaves rows without a gradient unmoved);
* ``SparseApplyFtrl`` and ``SparseApplyRMSProp`` apply repeated indices one after the other;
  ``SparseApplyRMSProp`` leaves ``ms`` unchanged where the gradient is 0.

None is differentiable (as in MindSpore).
"""
from __future__ import annotations

from typing import Any, Callable, Dict, Sequence, Tuple

import numpy as np

from ..common.aval import Aval

from ..errors import ArgumentError, DTypeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import np_dtype, shape_of
from ._helpers import user_type
from .control import store_states
from .registry import OpKind, apply, define_op, prim

__all__: list = []


def _shape(x: Any) -> Tuple[Any, ...]:
    return tuple(shape_of(x))


def _dtype(x: Any) -> Any:
    if isinstance(x, Aval):
        return x.dtype
    return np_dtype(x) if hasattr(x, "dtype") else np.asarray(x).dtype


# --- checks (MindSpore's messages; shared by the eager impl and Graph-mode inference) ----------------------
def _check_tensor(name: str, arg: str, x: Any) -> None:
    if isinstance(x, (list, tuple, dict)) or x is None:
        raise ArgumentError(f"For primitive[{name}], the input argument[{arg}] must be a Tensor, "
                        f"but got {user_type(x).__name__}.")


def _check_sparse(name: str, var: Any, states: Dict[str, Any], grad: Any, indices: Any,
                  index_kinds: Sequence[str] = ("int32", "int64"), grad_like_var: bool = False) -> None:
    vs = _shape(var)
    for k, s in states.items():
        if _shape(s) != vs:
            raise ShapeError(f"For primitive[{name}], the shape of {k}: {list(_shape(s))} must be equal to "
                             f"the shape of var: {list(vs)}.")
    idx_dt = np.dtype(_dtype(indices)).name
    if idx_dt not in index_kinds:
        raise ArgumentError(f"For primitive[{name}], the input argument[indices] must be a type of "
                        f"{{{', '.join('Tensor[' + k.capitalize() + ']' for k in index_kinds)}}}, but got "
                        f"Tensor[{idx_dt.capitalize()}].")
    gs, is_ = _shape(grad), _shape(indices)
    if len(is_) != 1:
        raise ShapeError(f"For primitive[{name}], the indices rank must be equal to 1, but got {len(is_)}.")
    if len(gs) < 1:
        raise ShapeError(f"For primitive[{name}], the grad rank must be greater than or equal to 1, but got 0.")
    if grad_like_var and gs != vs:
        raise ShapeError(f"For primitive[{name}], the shape of grad : {list(gs)} must be equal to {list(vs)}")
    if gs[0] != is_[0]:
        raise ShapeError(f"For primitive[{name}], the grad_shape[0] must be equal to indices_shape[0], but got "
                         f"grad_shape[0]: {gs[0]}, indices_shape[0]: {is_[0]}.")
    if gs[1:] != vs[1:]:
        raise ShapeError(f"For primitive[{name}], the var_shape[1:] must be equal to grad_shape[1:], but got "
                         f"var_shape: {list(vs)}, grad_shape: {list(gs)}.")


def _check_float_kinds(name: str, named: Sequence[Tuple[str, Any]], kinds: Sequence[str]) -> None:
    """MindSpore's dtype check of a sparse optimizer's float inputs (Tensors or Python floats): each one of
    ``kinds`` (``float16`` / ``float32``), else a TypeError; checked before the shapes (measured, adapt40cpu)."""
    for arg, x in named:
        if isinstance(x, bool):
            kind = "bool"
        elif isinstance(x, (int, float)):
            kind = "float32" if isinstance(x, float) else "int64"
        else:
            kind = np.dtype(_dtype(x)).name
        if kind not in kinds:
            allowed = ", ".join("Tensor[" + k.capitalize() + "]" for k in kinds)
            raise DTypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{{allowed}}}, "
                             f"but got {kind}.")


def _rows(name: str, indices: np.ndarray, n: int) -> np.ndarray:
    idx = np.asarray(indices).astype(np.int64).reshape(-1)
    if idx.size and (idx.min() < 0 or idx.max() >= n):
        raise ShapeError(f"For '{name}', the indices must be in [0, {n}), but got {idx.tolist()}.")
    return idx


def _summed(grad: np.ndarray, idx: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
    """The unique indices and their gradient rows summed (MindSpore's sparse-gradient reduction)."""
    uniq, inv = np.unique(idx, return_inverse=True)
    g = np.zeros((uniq.size,) + grad.shape[1:], grad.dtype)
    np.add.at(g, inv.reshape(-1), grad)
    return uniq, g


def _scalar(v: Any) -> float:
    return float(np.asarray(v).reshape(-1)[0]) if np.size(v) else 0.0


# --- the rule ops ---------------------------------------------------------------------------------------
def _rule(name: str, n_state: int, attrs: Dict[str, Any], impl: Callable[..., Any]) -> Any:
    op = define_op(name + "Rule", OpKind.OTHER, attrs=attrs, n_outputs=n_state, differentiable=False,
                   public=False, doc=f"The new state values of {name} (see msgraph/ops/sparse_optim.py).")
    op.def_impl(impl)

    @op.def_infer
    def infer(*inputs: Any, **kw: Any) -> Any:
        out = tuple(Aval(tuple(inputs[i].shape), inputs[i].dtype) for i in range(n_state))
        return out[0] if n_state == 1 else out   # one state: one Tensor (the impl returns it bare)

    return op


def _adam_impl(lazy: bool):
    def impl(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad, indices,
             use_locking=False, use_nesterov=False):
        dt = np.asarray(var).dtype
        # MindSpore's kernel computes float16 states in float32 and rounds each state once (measured, adapt40cpu)
        up = np.float32 if dt == np.float16 else dt
        var, m, v, grad = (np.array(a, dtype=up, copy=True) for a in (var, m, v, grad))
        b1p, b2p, lr, b1, b2, eps = (_scalar(a) for a in (beta1_power, beta2_power, lr, beta1, beta2, epsilon))
        if dt == np.float16:   # the hyper-parameters are float16 inputs (one dtype group with var; measured, dt52)
            b1p, b2p, lr, b1, b2, eps = (np.float32(np.float16(a)) for a in (b1p, b2p, lr, b1, b2, eps))
        uniq, g = _summed(grad, _rows("FusedSparseAdam", indices, var.shape[0]))
        lr_t = lr * np.sqrt(1 - b2p) / (1 - b1p)
        if lazy:
            m[uniq] = m[uniq] * b1 + (1 - b1) * g
            v[uniq] = v[uniq] * b2 + (1 - b2) * g * g
            mt = m[uniq] * b1 + (1 - b1) * g if use_nesterov else m[uniq]
            var[uniq] = var[uniq] - lr_t * mt / (np.sqrt(v[uniq]) + eps)
        else:
            m *= b1
            v *= b2
            m[uniq] += (1 - b1) * g
            v[uniq] += (1 - b2) * g * g
            if use_nesterov:
                mt = np.zeros_like(m)
                mt[uniq] = m[uniq] * b1 + (1 - b1) * g
            else:
                mt = m
            var -= lr_t * mt / (np.sqrt(v) + eps)
        return var.astype(dt), m.astype(dt), v.astype(dt)
    return impl


def _ftrl_row(var, accum, linear, g, lr, l1, l2, lr_power):
    accum_new = accum + g * g
    if lr_power == -0.5:
        sigma = (np.sqrt(accum_new) - np.sqrt(accum)) / lr
    else:
        sigma = (np.power(accum_new, -lr_power) - np.power(accum, -lr_power)) / lr
    linear = linear + g - sigma * var
    quad = np.power(accum_new, -lr_power) / lr + 2 * l2
    var = np.where(np.abs(linear) > l1, (np.sign(linear) * l1 - linear) / quad, 0)
    return var, accum_new, linear


def _ftrl_impl(fused: bool):
    def impl(var, accum, linear, grad, indices, lr=0.0, l1=0.0, l2=0.0, lr_power=-0.5, use_locking=False):
        dt = np.asarray(var).dtype
        # float16 states are computed in float32 (repeated rows too) and rounded once at the end (MindSpore's
        # kernel; measured, adapt40cpu)
        up = np.float32 if dt == np.float16 else dt
        var, accum, linear, grad = (np.array(a, dtype=up, copy=True) for a in (var, accum, linear, grad))
        idx = _rows("FusedSparseFtrl" if fused else "SparseApplyFtrl", indices, var.shape[0])
        rows = zip(*_summed(grad, idx)) if fused else zip(idx, grad)
        for i, g in rows:
            var[i], accum[i], linear[i] = _ftrl_row(var[i], accum[i], linear[i], g, lr, l1, l2, lr_power)
        return var.astype(dt), accum.astype(dt), linear.astype(dt)
    return impl


def _prox_impl(var, accum, lr, l1, l2, grad, indices, use_locking=False):
    var, accum, grad = (np.array(a, copy=True) for a in (var, accum, grad))
    dt = var.dtype
    lr, l1, l2 = (_scalar(a) for a in (lr, l1, l2))
    uniq, g = _summed(grad, _rows("FusedSparseProximalAdagrad", indices, var.shape[0]))
    accum[uniq] += g * g
    lr_t = lr / np.sqrt(accum[uniq])
    prox = var[uniq] - lr_t * g
    if l1 > 0:
        var[uniq] = np.sign(prox) * np.maximum(np.abs(prox) - lr_t * l1, 0) / (1 + l2 * lr_t)
    else:
        var[uniq] = prox / (1 + l2 * lr_t)
    return var.astype(dt), accum.astype(dt)


def _sparse_rms_impl(var, ms, mom, lr, grad, indices, rho=0.9, momentum=0.0, epsilon=1e-10, use_locking=False):
    # MindSpore's kernel computes a float16 row in float32 and stores each state in its dtype as it goes: mom is
    # computed from the float32 ms, var subtracts the stored (float16) mom, and a repeated row starts from the
    # stored states (measured, adapt44cpub: st test_sparse_apply_rms_prop_update_fp16, 3.3945 - 0.05762 -> 3.3359
    # where rounding once at the end gives 3.3379; adapt40cpu's permuted rows).
    dt = np.asarray(var).dtype
    f = np.float32 if dt.itemsize <= 4 else dt.type
    var, ms, mom = (np.array(a, dtype=dt, copy=True) for a in (var, ms, mom))
    lr, rho, momentum, epsilon = (f(_scalar(a)) for a in (lr, rho, momentum, epsilon))
    for i, g in zip(_rows("SparseApplyRMSProp", indices, var.shape[0]), np.asarray(grad)):
        g = g.astype(f)
        msi = ms[i].astype(f)
        msi = np.where(g != 0, msi * rho + (f(1) - rho) * (g * g), msi)
        ms[i] = msi.astype(dt)
        mom[i] = (mom[i].astype(f) * momentum + lr * g / np.sqrt(msi + epsilon)).astype(dt)
        var[i] = (var[i].astype(f) - mom[i].astype(f)).astype(dt)
    return var, ms, mom


def rmsprop_eps_outside(shape: Sequence[int], dtype: Any) -> np.ndarray:
    """Where MindSpore 2.10's CPU ApplyRMSProp kernel adds epsilon OUTSIDE the square root.

    Its float32 kernel runs whole blocks of 8 elements (of the flattened array) in a vector path that
    computes ``lr * g / (sqrt(ms) + epsilon)``; the last ``size % 8`` elements take the scalar path,
    ``lr * g / sqrt(ms + epsilon)`` (the documented formula).  Measured: size 7 -> all inside,
    8 -> all outside, 9 -> 8 outside + 1 inside, 100003 -> the last 3 inside.  Other dtypes: inside.
    Returns a float mask of ``shape`` (1.0 = outside)."""
    n = int(np.prod(shape)) if len(shape) else 1
    m = np.zeros(n, np.float32)
    if np.dtype(dtype) == np.float32:
        m[:n - n % 8] = 1.0
    return m.reshape(tuple(shape))


def rmsprop_denominator(ms: Any, epsilon: Any, outside: Any, sqrt: Any) -> Any:
    """``sqrt(ms) + eps`` where ``outside`` is 1, ``sqrt(ms + eps)`` where it is 0 (exact either way)."""
    return sqrt(ms + epsilon * (1.0 - outside)) + epsilon * outside


def _rms_impl(var, ms, mom, lr, grad, decay, momentum, epsilon, use_locking=False):
    var, ms, mom, grad = (np.asarray(a) for a in (var, ms, mom, grad))
    dt = var.dtype
    lr, decay, momentum, epsilon = (_scalar(a) for a in (lr, decay, momentum, epsilon))
    if dt == np.float64:   # MindSpore 2.10 runs its float32 kernel and widens (measured, session 51: dt51/rmsprop_f64)
        new = _rms_impl(var.astype(np.float32), ms.astype(np.float32), mom.astype(np.float32), lr,
                        grad.astype(np.float32), decay, momentum, epsilon)
        return tuple(np.asarray(a).astype(np.float64) for a in new)
    outside = rmsprop_eps_outside(var.shape, dt)
    if dt == np.float32:
        # MindSpore 2.10's CPU kernel (measured bit for bit, adapt43tr): ms = s + (g*g - s) * (1 - decay) with the
        # multiply-add in float64 (g*g - s in float32); mom = m * momentum + step, the multiply-add in float64, where
        # step is lr*g (float32) / sqrt(ms + eps) in float64 on the scalar path and lr*g / (sqrt(ms) + eps) in
        # float32 on the vector path (``outside``)
        f32, f64 = np.float32, np.float64
        lr, decay, momentum, epsilon = (f32(a) for a in (lr, decay, momentum, epsilon))
        ms, mom, grad = (np.asarray(a, f32) for a in (ms, mom, grad))
        ms = ((grad * grad - ms).astype(f64) * f64(f32(1) - decay) + ms.astype(f64)).astype(f32)
        lrg = lr * grad
        vec = (lrg / (np.sqrt(ms) + epsilon)).astype(f64)
        sca = lrg.astype(f64) / np.sqrt(ms.astype(f64) + f64(epsilon))
        mom = (mom.astype(f64) * f64(momentum) + np.where(outside == 1.0, vec, sca)).astype(f32)
        return (var - mom).astype(dt), ms, mom
    ms = ms + (grad * grad - ms) * (1 - decay)
    mom = mom * momentum + lr * grad / rmsprop_denominator(ms, epsilon, outside, np.sqrt)
    return (var - mom).astype(dt), ms.astype(dt), mom.astype(dt)


def _crms_impl(var, mg, ms, mom, grad, lr, decay, momentum, epsilon, use_locking=False):
    var, mg, ms, mom, grad = (np.asarray(a) for a in (var, mg, ms, mom, grad))
    dt = var.dtype
    lr, decay, momentum, epsilon = (_scalar(a) for a in (lr, decay, momentum, epsilon))
    if dt == np.float64:   # MindSpore 2.10's CPU kernel runs float64 in float32 (measured, session 33)
        var, mg, ms, mom, grad = (a.astype(np.float32) for a in (var, mg, ms, mom, grad))
        lr, decay, momentum, epsilon = (np.float32(a) for a in (lr, decay, momentum, epsilon))
    mg = mg + (grad - mg) * (1 - decay)
    ms = ms + (grad * grad - ms) * (1 - decay)
    mom = mom * momentum + lr * grad / np.sqrt(ms - mg * mg + epsilon)
    return (var - mom).astype(dt), mg.astype(dt), ms.astype(dt), mom.astype(dt)


_ADAM_ATTRS = {"use_locking": False, "use_nesterov": False}
_FTRL_ATTRS = {"lr": 0.0, "l1": 0.0, "l2": 0.0, "lr_power": -0.5, "use_locking": False}
_ADAM_RULE = _rule("FusedSparseAdam", 3, _ADAM_ATTRS, _adam_impl(False))
_LAZY_ADAM_RULE = _rule("FusedSparseLazyAdam", 3, _ADAM_ATTRS, _adam_impl(True))
_FUSED_FTRL_RULE = _rule("FusedSparseFtrl", 3, _FTRL_ATTRS, _ftrl_impl(True))
_SPARSE_FTRL_RULE = _rule("SparseApplyFtrl", 3, _FTRL_ATTRS, _ftrl_impl(False))
_PROX_RULE = _rule("FusedSparseProximalAdagrad", 2, {"use_locking": False}, _prox_impl)
_SPARSE_RMS_RULE = _rule("SparseApplyRMSProp", 3, {"rho": 0.9, "momentum": 0.0, "epsilon": 1e-10,
                                                   "use_locking": False}, _sparse_rms_impl)
_RMS_RULE = _rule("ApplyRMSProp", 3, {"use_locking": False}, _rms_impl)
_CRMS_RULE = _rule("ApplyCenteredRMSProp", 4, {"use_locking": False}, _crms_impl)


def _run(self: Any, rule: Any, states: Sequence[Any], args: Sequence[Any]) -> Tuple[Any, ...]:
    """Run ``rule`` on the states and the other arguments, write the new values back, return them."""
    inputs = tuple(states) + tuple(args)
    new = apply(prim(rule, **self.attrs), inputs)
    return store_states(states, (new,) if len(states) == 1 else new, inputs)


def _check_float(name: str, attr: str, value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ArgumentError(f"For '{name}', the type of '{attr}' must be float, but got {user_type(value).__name__}.")


class FusedSparseAdam(CompositePrimitive):
    """FusedSparseAdam(use_locking=False, use_nesterov=False)(var, m, v, beta1_power, beta2_power, lr, beta1,
    beta2, epsilon, grad, indices): Adam with a sparse gradient; updates var, m and v in place."""

    _attrs = dict(_ADAM_ATTRS)
    _rule_op = _ADAM_RULE

    def __call__(self, var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad, indices):
        name = type(self).__name__
        for arg, x in (("var", var), ("m", m), ("v", v), ("grad", grad), ("indices", indices)):
            _check_tensor(name, arg, x)
        _check_float_kinds(name, (("var", var), ("m", m), ("v", v), ("beta1_power", beta1_power),
                                  ("beta2_power", beta2_power), ("lr", lr), ("beta1", beta1), ("beta2", beta2),
                                  ("epsilon", epsilon), ("grad", grad)), ("float16", "float32"))
        _check_sparse(name, var, {"m": m, "v": v}, grad, indices, ("int32",))
        return _run(self, self._rule_op, (var, m, v),
                    (beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad, indices))


class FusedSparseLazyAdam(FusedSparseAdam):
    """FusedSparseLazyAdam(use_locking=False, use_nesterov=False)(...): FusedSparseAdam that updates only
    the rows named by ``indices``."""

    _attrs = dict(_ADAM_ATTRS)
    _rule_op = _LAZY_ADAM_RULE


class FusedSparseFtrl(CompositePrimitive):
    """FusedSparseFtrl(lr, l1, l2, lr_power, use_locking=False)(var, accum, linear, grad, indices): FTRL-proximal
    on the rows of ``indices`` (repeated indices' gradients summed); updates var, accum, linear in place."""

    _attrs = dict(_FTRL_ATTRS)
    _rule_op = _FUSED_FTRL_RULE
    _index_kinds: Tuple[str, ...] = ("int32",)
    _float_kinds: Tuple[str, ...] = ("float32",)

    def _check_attrs(self) -> None:
        name = type(self).__name__
        for k in ("lr", "l1", "l2", "lr_power"):
            _check_float(name, k, self.attrs[k])
            if not isinstance(self.attrs[k], float):   # an int is refused too (measured, adapt40cpu)
                raise ArgumentError(f"For '{name}', the type of '{k}' should be 'float', but got type "
                                    f"'{user_type(self.attrs[k]).__name__}'.")
        a = self.attrs
        if a["lr"] <= 0:
            raise ShapeError(f"For '{name}', the 'lr' must be positive, but got {a['lr']}.")
        if a["l1"] < 0 or a["l2"] < 0:
            raise ShapeError(f"For '{name}', the 'l1' and 'l2' must be non-negative, but got {a['l1']}, {a['l2']}.")
        if a["lr_power"] > 0:
            raise ShapeError(f"For '{name}', the 'lr_power' must be non-positive, but got {a['lr_power']}.")
        self.attrs = {k: (float(v) if k != "use_locking" else v) for k, v in a.items()}

    def __call__(self, var, accum, linear, grad, indices):
        name = type(self).__name__
        for arg, x in (("var", var), ("accum", accum), ("linear", linear), ("grad", grad), ("indices", indices)):
            _check_tensor(name, arg, x)
        _check_float_kinds(name, (("var", var), ("accum", accum), ("linear", linear), ("grad", grad)),
                           self._float_kinds)
        _check_sparse(name, var, {"accum": accum, "linear": linear}, grad, indices, self._index_kinds)
        return _run(self, self._rule_op, (var, accum, linear), (grad, indices))


class SparseApplyFtrl(FusedSparseFtrl):
    """SparseApplyFtrl(lr, l1, l2, lr_power, use_locking=False)(var, accum, linear, grad, indices): FTRL-proximal
    applied row by row in the order of ``indices``; returns (var, accum, linear)."""

    _attrs = dict(_FTRL_ATTRS)
    _rule_op = _SPARSE_FTRL_RULE
    _index_kinds = ("int32", "int64")
    _float_kinds = ("float16", "float32")


class FusedSparseProximalAdagrad(CompositePrimitive):
    """FusedSparseProximalAdagrad(use_locking=False)(var, accum, lr, l1, l2, grad, indices): proximal Adagrad on
    the rows of ``indices`` (repeated indices' gradients summed); updates var and accum in place."""

    _attrs = {"use_locking": False}

    def __call__(self, var, accum, lr, l1, l2, grad, indices):
        name = "FusedSparseProximalAdagrad"
        for arg, x in (("var", var), ("accum", accum), ("grad", grad), ("indices", indices)):
            _check_tensor(name, arg, x)
        _check_float_kinds(name, (("var", var), ("accum", accum), ("lr", lr), ("l1", l1), ("l2", l2),
                                  ("grad", grad)), ("float32",))
        _check_sparse(name, var, {"accum": accum}, grad, indices, ("int32", "int64"))
        return _run(self, _PROX_RULE, (var, accum), (lr, l1, l2, grad, indices))


class SparseApplyProximalAdagrad(CompositePrimitive):
    """SparseApplyProximalAdagrad(use_locking=False)(var, accum, lr, l1, l2, grad, indices): MindSpore 2.10 checks
    its inputs (var / accum / lr / l1 / l2 / grad Float16 or Float32, one dtype for var and accum, integer indices;
    accum shaped as var, one grad row per index) and then has no CPU kernel for it: the "Unsupported op" RuntimeError,
    in PyNative and in Graph mode; under vmap its ValueError for a side-effect op (measured, left38)."""

    _attrs = {"use_locking": False}

    def _check_attrs(self) -> None:
        if not isinstance(self.attrs["use_locking"], bool):
            raise TypeError(f"For 'SparseApplyProximalAdagrad', the type of 'use_locking' must be bool, but got "
                            f"{user_type(self.attrs['use_locking']).__name__}.")

    def __call__(self, var, accum, lr, l1, l2, grad, indices):
        name = "SparseApplyProximalAdagrad"
        from ..common import hooks

        if hooks.vmap_depth[0]:   # (no vmap rule: MindSpore's general side-effect refusal, both modes)
            raise ValueError(f"vmap currently not support the side effect op: {name}.")
        for arg, x in (("var", var), ("accum", accum), ("grad", grad), ("indices", indices)):
            _check_tensor(name, arg, x)
        for arg, x in (("lr", lr), ("l1", l1), ("l2", l2)):
            if len(_shape(x)) != 0:
                raise ShapeError(f"For primitive[{name}], the {arg}_shape size must be equal to 0, but got "
                                 f"{len(_shape(x))}.")
        floats = ("float16", "float32")
        for arg, x in (("var", var), ("accum", accum), ("lr", lr), ("l1", l1), ("l2", l2), ("grad", grad)):
            kind = np.dtype(_dtype(x)).name if hasattr(x, "dtype") or isinstance(x, Aval) else \
                ("float32" if isinstance(x, float) else type(x).__name__)
            if kind not in floats:
                raise DTypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{Float16, "
                                 f"Float32, Tensor[Float16], Tensor[Float32]}}, but got {kind}.")
        if np.dtype(_dtype(accum)) != np.dtype(_dtype(var)):
            raise DTypeError(f"Data type conversion is not supported for a 'Parameter', nor for the input tensor of "
                             f"an in-place operator, the argument[accum]'s data type of primitive[{name}] is "
                             f"{np.dtype(_dtype(accum)).name}, which cannot be converted to data type "
                             f"{np.dtype(_dtype(var)).name} automatically.")
        if np.dtype(_dtype(indices)).name not in ("int32", "int64"):
            raise DTypeError(f"For primitive[{name}], the input argument[indices] must be a type of {{Tensor[Int32], "
                             f"Tensor[Int64]}}, but got {np.dtype(_dtype(indices)).name}.")
        vs, acs, gs, ins = _shape(var), _shape(accum), _shape(grad), _shape(indices)
        if len(acs) != len(vs) or any(a != v for a, v in zip(acs, vs)):
            raise ShapeError(f"For '{name}'. the shape of var and accum must be equal.")
        if len(ins) != 1 or not gs or gs[0] != ins[0]:
            raise ShapeError(f"For '{name}', grad.shape[0] must be equal to indices.shape[0], but got "
                             f"grad.shape[0]: {gs[0] if gs else None}, indices.shape[0]: {ins[0] if ins else None}.")
        from .zoo_ops import _unsupported

        raise _unsupported(name)


class SparseApplyRMSProp(CompositePrimitive):
    """SparseApplyRMSProp(rho, momentum, epsilon, use_locking=False)(var, ms, mom, lr, grad, indices): RMSProp on
    the rows of ``indices``, one after the other; returns (var, ms, mom)."""

    _attrs = {"rho": 0.9, "momentum": 0.0, "epsilon": 1e-10, "use_locking": False}

    def _check_attrs(self) -> None:
        a = self.attrs
        for k in ("rho", "momentum", "epsilon"):
            _check_float("SparseApplyRMSProp", k, a[k])
        if not 0 <= a["rho"] <= 1:
            raise ShapeError(f"For 'SparseApplyRMSProp', the 'rho' must be in range [0, 1], but got {a['rho']}.")
        if a["momentum"] < 0:
            raise ShapeError(f"For 'SparseApplyRMSProp', the 'momentum' must be non-negative, "
                             f"but got {a['momentum']}.")
        if a["epsilon"] <= 0:
            raise ShapeError(f"For 'SparseApplyRMSProp', the 'epsilon' must be positive, but got {a['epsilon']}.")

    def __call__(self, var, ms, mom, lr, grad, indices):
        name = "SparseApplyRMSProp"
        for arg, x in (("var", var), ("ms", ms), ("mom", mom), ("grad", grad), ("indices", indices)):
            _check_tensor(name, arg, x)
        if len(_shape(lr)) != 0:
            raise ShapeError(f"For primitive[{name}], the size of lr_shape must be equal to 0, but got "
                             f"{len(_shape(lr))}.")
        _check_float_kinds(name, (("var", var), ("ms", ms), ("mom", mom), ("lr", lr), ("grad", grad)),
                           ("float16", "float32"))
        _check_sparse(name, var, {"ms": ms, "mom": mom}, grad, indices, grad_like_var=True)
        return _run(self, _SPARSE_RMS_RULE, (var, ms, mom), (lr, grad, indices))


class ApplyRMSProp(CompositePrimitive):
    """ApplyRMSProp(use_locking=False)(var, mean_square, moment, learning_rate, grad, decay, momentum, epsilon):
    ms += (g*g - ms) * (1 - decay); mom = momentum * mom + lr * g / sqrt(ms + epsilon); var -= mom.
    Updates the three in place and returns var."""

    _attrs = {"use_locking": False}

    def __call__(self, var, mean_square, moment, learning_rate, grad, decay, momentum, epsilon):
        # MindSpore 2.10 checks the hyper-parameters' dtypes (a float64 one, as nn.RMSProp's on float64
        # Parameters, is a TypeError; measured, session 33)
        for arg, x in (("decay", decay), ("momentum", momentum), ("epsilon", epsilon)):
            dt = getattr(x, "dtype", None)
            if dt is not None and str(dt) not in ("Float16", "Float32", "float16", "float32"):
                raise DTypeError(f"For primitive[ApplyRMSProp], the input argument[{arg} dtype] must be a type of "
                                 f"{{Float16, Float32, Tensor[Float16], Tensor[Float32]}}, but got Tensor[{dt}].")
        return _run(self, _RMS_RULE, (var, mean_square, moment),
                    (learning_rate, grad, decay, momentum, epsilon))[0]


class ApplyCenteredRMSProp(CompositePrimitive):
    """ApplyCenteredRMSProp(use_locking=False)(var, mean_gradient, mean_square, moment, grad, learning_rate,
    decay, momentum, epsilon): centered RMSProp (denominator ms - mg*mg + epsilon); returns var."""

    _attrs = {"use_locking": False}

    def __call__(self, var, mean_gradient, mean_square, moment, grad, learning_rate, decay, momentum, epsilon):
        return _run(self, _CRMS_RULE, (var, mean_gradient, mean_square, moment),
                    (grad, learning_rate, decay, momentum, epsilon))[0]





# --- SparseApplyMomentum / SparseApplyProximalGradientDescent (h-silG, session 18) -----------------------------
def _momentum_impl(var, accum, lr, grad, indices, momentum, use_locking=False, use_nesterov=False):
    """MindSpore 2.10's CPU kernel: each row of ``indices`` in turn (a repeated index updates again), in the
    dtype's own arithmetic: accum = accum * momentum + g; var -= lr * accum (``use_nesterov`` changes nothing
    there, as MindSpore's kernel)."""
    var, accum = np.array(var, copy=True), np.array(accum, copy=True)
    grad = np.asarray(grad).astype(var.dtype)
    dt = var.dtype.type
    lr, mom = dt(_scalar(lr)), dt(_scalar(momentum))
    for i, g in zip(_rows("SparseApplyMomentum", indices, var.shape[0]), grad):
        accum[i] = accum[i] * mom + g
        var[i] = var[i] - lr * accum[i]
    return var, accum


def _prox_gd_impl(var, alpha, l1, l2, grad, indices, use_locking=False):
    """MindSpore 2.10's CPU kernel: each row of ``indices`` in turn, in the dtype's arithmetic: p = var - alpha g;
    var = sign(p) max(|p| - alpha l1, 0) / (1 + alpha l2) (just p / (1 + alpha l2) when l1 is 0)."""
    var = np.array(var, copy=True)
    grad = np.asarray(grad).astype(var.dtype)
    dt = var.dtype.type
    a, r1, r2 = dt(_scalar(alpha)), dt(_scalar(l1)), dt(_scalar(l2))
    one, zero = dt(1), dt(0)
    for i, g in zip(_rows("SparseApplyProximalGradientDescent", indices, var.shape[0]), grad):
        p = var[i] - a * g
        if r1 > zero:
            var[i] = np.sign(p) * np.maximum(np.abs(p) - a * r1, zero) / (one + a * r2)
        else:
            var[i] = p / (one + a * r2)
    return var


_MOMENTUM_RULE = _rule("SparseApplyMomentum", 2, {"use_locking": False, "use_nesterov": False}, _momentum_impl)
_PROX_GD_RULE = _rule("SparseApplyProximalGradientDescent", 1, {"use_locking": False}, _prox_gd_impl)


def _check_float_states(name: str, **xs: Any) -> None:
    for arg, x in xs.items():
        _check_tensor(name, arg, x)
        if np.dtype(np_dtype(x)).name not in ("float16", "float32", "float64"):
            raise ArgumentError(f"For primitive[{name}], the input argument[{arg}] must be a type of "
                                f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                                f"Tensor[{np.dtype(np_dtype(x)).name.capitalize()}].")


class SparseApplyMomentum(CompositePrimitive):
    """SparseApplyMomentum(use_locking=False, use_nesterov=False)(var, accum, lr, grad, indices, momentum): momentum
    on the rows of ``indices``, one after the other; updates var and accum in place and returns var."""

    _attrs = {"use_locking": False, "use_nesterov": False}

    def __call__(self, var, accum, lr, grad, indices, momentum):
        name = "SparseApplyMomentum"
        _check_float_states(name, var=var, accum=accum, grad=grad)
        _check_tensor(name, "indices", indices)
        _check_sparse(name, var, {"accum": accum}, grad, indices)
        return _run(self, _MOMENTUM_RULE, (var, accum), (lr, grad, indices, momentum))[0]


class SparseApplyProximalGradientDescent(CompositePrimitive):
    """SparseApplyProximalGradientDescent(use_locking=False)(var, alpha, l1, l2, grad, indices): proximal gradient
    descent on the rows of ``indices``, one after the other; updates var in place and returns it."""

    _attrs = {"use_locking": False}

    def __call__(self, var, alpha, l1, l2, grad, indices):
        name = "SparseApplyProximalGradientDescent"
        _check_float_states(name, var=var, grad=grad)
        _check_tensor(name, "indices", indices)
        _check_sparse(name, var, {}, grad, indices)
        return _run(self, _PROX_GD_RULE, (var,), (alpha, l1, l2, grad, indices))[0]


def _sparse_crms_impl(var, mg, ms, mom, lr, rho, momentum, epsilon, grad, indices, use_locking=False):
    """MindSpore 2.10's CPU kernel: each row of ``indices`` in turn, in the dtype's arithmetic: ms = ms * rho +
    g * g * (1 - rho); mg = mg * rho + g * (1 - rho); mom = mom * momentum + lr * g / sqrt(ms + epsilon - mg * mg);
    var -= mom (float32 bit for bit; float64 and float16 can differ in the last bit of an element)."""
    var, mg, ms, mom = (np.array(a, copy=True) for a in (var, mg, ms, mom))
    grad = np.asarray(grad).astype(var.dtype)
    dt = var.dtype.type
    lr, rho, momentum, eps = (dt(_scalar(a)) for a in (lr, rho, momentum, epsilon))
    one = dt(1)
    with np.errstate(divide="ignore", invalid="ignore"):
        for i, g in zip(_rows("SparseApplyCenteredRMSProp", indices, var.shape[0]), grad):
            ms[i] = ms[i] * rho + g * g * (one - rho)
            mg[i] = mg[i] * rho + g * (one - rho)
            mom[i] = mom[i] * momentum + lr * g / np.sqrt(ms[i] + eps - mg[i] * mg[i])
            var[i] = var[i] - mom[i]
    return var, mg, ms, mom


_SPARSE_CRMS_RULE = _rule("SparseApplyCenteredRMSProp", 4, {"use_locking": False}, _sparse_crms_impl)


class SparseApplyCenteredRMSProp(CompositePrimitive):
    """SparseApplyCenteredRMSProp(use_locking=False)(var, mg, ms, mom, lr, rho, momentum, epsilon, grad, indices):
    centered RMSProp on the rows of ``indices``, one after the other; updates the four states in place, returns
    var."""

    _attrs = {"use_locking": False}

    def __call__(self, var, mg, ms, mom, lr, rho, momentum, epsilon, grad, indices):
        name = "SparseApplyCenteredRMSProp"
        _check_float_states(name, var=var, mg=mg, ms=ms, mom=mom, grad=grad)
        _check_tensor(name, "indices", indices)
        _check_sparse(name, var, {"mg": mg, "ms": ms, "mom": mom}, grad, indices)
        return _run(self, _SPARSE_CRMS_RULE, (var, mg, ms, mom), (lr, rho, momentum, epsilon, grad, indices))[0]


def _adagrad_da_impl(var, ga, gsa, grad, indices, lr, l1, l2, global_step, use_locking=False):
    """MindSpore 2.10's CPU kernel: each row of ``indices`` in turn, in the dtype's arithmetic: ga += g; gsa += g * g;
    var = -sign(ga) * (max(|ga| - l1 * step, 0) * (lr / d)) when l1 > 0, else -ga * lr / d, with
    d = l2 * step * lr + sqrt(gsa) (float32 bit for bit; with l1 > 0 float64/float16 can differ in the last bit)."""
    var, ga, gsa = (np.array(a, copy=True) for a in (var, ga, gsa))
    grad = np.asarray(grad).astype(var.dtype)
    dt = var.dtype.type
    lr, l1, l2 = (dt(_scalar(a)) for a in (lr, l1, l2))
    step = dt(_scalar(global_step))
    zero = dt(0)
    with np.errstate(divide="ignore", invalid="ignore"):
        for i, g in zip(_rows("SparseApplyAdagradDA", indices, var.shape[0]), grad):
            ga[i] = ga[i] + g
            gsa[i] = gsa[i] + g * g
            den = l2 * step * lr + np.sqrt(gsa[i])
            if l1 > zero:
                var[i] = -np.sign(ga[i]) * (np.maximum(np.abs(ga[i]) - l1 * step, zero) * (lr / den))
            else:
                var[i] = -ga[i] * lr / den
    return var, ga, gsa


_ADAGRAD_DA_RULE = _rule("SparseApplyAdagradDA", 3, {"use_locking": False}, _adagrad_da_impl)


class SparseApplyAdagradDA(CompositePrimitive):
    """SparseApplyAdagradDA(use_locking=False)(var, grad_accum, grad_square_accum, grad, indices, lr, l1, l2,
    global_step): Adagrad dual averaging on the rows of ``indices``, one after the other; updates the three states
    in place and returns var."""

    _attrs = {"use_locking": False}

    def __call__(self, var, grad_accum, grad_square_accum, grad, indices, lr, l1, l2, global_step):
        name = "SparseApplyAdagradDA"
        _check_float_states(name, var=var, grad_accum=grad_accum, grad_square_accum=grad_square_accum, grad=grad)
        _check_tensor(name, "indices", indices)
        _check_sparse(name, var, {"grad_accum": grad_accum, "grad_square_accum": grad_square_accum}, grad, indices)
        return _run(self, _ADAGRAD_DA_RULE, (var, grad_accum, grad_square_accum),
                    (grad, indices, lr, l1, l2, global_step))[0]
