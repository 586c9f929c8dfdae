"""SeLU, Mish, FastGeLU and HSwish as registry ops, so that their gradients are MindSpore's bprops (conformance with
MindSpore 2.10's CPU results, tests/st/ops/cpu):

* SeLU: MindSpore differentiates it as ``EluGrad(dout, out) * scale`` with EluGrad's alpha of 1, i.e.
  ``dx = scale * dout * (out + 1)`` where ``out < 0`` and ``scale * dout`` elsewhere (not the analytic
  ``scale * alpha * exp(x)``);
* Mish: ``dx = t * dout + (x * dout) * (1 - t**2) * sigmoid(x)`` with ``t = Tanh(Softplus(x))`` computed by
  the Tanh op (MindSpore's CPU Tanh saturates to 1 beyond |x| > 5, so the gradient is exactly 1 there),
  while the forward value uses the exact tanh (MindSpore's Mish kernel);
* FastGeLU: ``dx = FastGeLUGrad(dout, x)`` (float16 computed in float32 and rounded once, as its CPU kernel);
* HSwish: ``dx = HSwishGrad(dout, x)`` (likewise; the forward value is computed in float16).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ._helpers import dtype_name, flit, np_dtype
from ._nnacl import nnacl_exp
from .math import add, greater, mul, select, sigmoid, sub, tanh
from .registry import OPS, apply, bprop_getters, define_binary, define_elementwise, define_unary, prim
from .value_dependent import is_symbolic

__all__: list = []

SELU_ALPHA = 1.6732632423543772848170429916717
SELU_SCALE = 1.0507009873554804934193349852946
# MindSpore 2.10's SeLU kernel (forward only; its gradient uses SELU_SCALE) takes the constants to 8 decimals and
# computes ``scale * alpha`` in the input's dtype, then ``scale_alpha * expm1(x)``: float16/float32 results round as
# its do.  Its float64 kernel takes expm1 of x rounded to float32 (libm's expm1f, widened) with those short constants
# (act32: all of 4096 values; msgraph's exact float64 had differed in 4094).
_SELU_SCALE_K = 1.05070098
_SELU_ALPHA_K = 1.67326324


def _selu_k_consts(t: Any):
    """(scale, scale * alpha) for float dtype ``t``: MindSpore's kernel constants, exact ones for float64."""
    dt = np_dtype(t)
    c = dt.type
    return c(_SELU_SCALE_K), c(c(_SELU_SCALE_K) * c(_SELU_ALPHA_K))


def _float_in(x: Any) -> Any:
    a = np.asarray(x)
    return a if a.dtype.kind == "f" else a.astype(np.float32)


def _selu(x: Any) -> Any:
    k = np.asarray(x).dtype
    if k in (np.int8, np.int32):   # MindSpore's integer kernel: x * int(scale) for x > 0, int(alpha * scale) *
        return np.maximum(x, k.type(0))   # (exp(x) - 1) truncated (0) else -- max(x, 0) in the input's dtype
    if k.kind != "f":
        from ..errors import DTypeError
        from ._helpers import dtype_name

        raise DTypeError(f"For primitive[SeLU], the input argument[input_x] must be a type of {{Tensor[Float16], "
                         f"Tensor[Float32], Tensor[Float64], Tensor[Int8], Tensor[Int32]}}, but got "
                         f"Tensor[{dtype_name(k)}].")
    a = _float_in(x)
    t = a.dtype.type
    scale, scale_alpha = _selu_k_consts(a.dtype)
    e = np.where(a > 0, t(0), a)   # (not np.minimum(a, 0): it turns -0.0 into 0.0, MindSpore's selu(-0.0) is -0.0)
    with np.errstate(over="ignore"):
        em = np.expm1(e) if a.dtype != np.float64 else np.expm1(e.astype(np.float32)).astype(np.float64)
    return np.where(a > 0, a * scale, scale_alpha * em).astype(a.dtype, copy=False)


def _selu_kernel(t: Any, x: str) -> str:
    if np.dtype(t).kind in "iu":
        return f"max({x}, 0)"
    scale, scale_alpha = _selu_k_consts(t)
    em = f"math.expm1({x})" if np.dtype(t) != np.float64 else f"np.float64(math.expm1(np.float32({x})))"
    return f"(({x}) * {flit(t, scale)} if ({x}) > {flit(t, 0.0)} else {flit(t, scale_alpha)} * {em})"


def _selu_bprop(x: Any, out: Any, dout: Any) -> Any:
    # MindSpore's: EluGrad(dout, out) * scale; EluGrad computes float16 in float32 (act31: select/mul/add in float16
    # had been 1-2 ulps off in 22 of 4096 float16 values)
    return mul(apply(prim(OPS["EluGrad"]), (dout, out)), SELU_SCALE)


SELU, SeLU, _P_SELU, _selu_fn = define_unary(
    "SeLU", _selu,
    _selu_kernel, _selu_bprop,
    doc="scale * (x if x > 0 else alpha * (exp(x) - 1)) with MindSpore's kernel constants; its gradient is "
        "EluGrad of out.", eager_kernel=(np.float32,))


def _elu(x: Any, alpha: float = 1.0) -> Any:
    """MindSpore's CPU Elu kernel: x where x > 0, else ``(exp(x) - 1) * alpha`` with float32 nnacl's exp (the Exp
    op's; all of 4096 values, where a correctly rounded expm1 matched 75%), float16 that in float32 rounded once,
    float64 libm's expm1 (act31: all of 4096 values each; expm1 in float16 had missed 379, the float64 tanh form 447).
    The multiply by alpha is skipped at alpha 1 (MindSpore's ops.elu takes 1.0 only; mint's any alpha)."""
    a = np.asarray(x)
    if a.dtype.kind != "f":    # (internal callers only: numpy's float for it, the dtype the kernel is given)
        a = a.astype(np.result_type(a.dtype, np.float16))
    if a.dtype in (np.float32, np.float16):
        v = a.astype(np.float32, copy=False)
        em = nnacl_exp(np.where(v > 0, np.float32(0), v))
        em -= np.float32(1)
        if alpha != 1.0:
            em *= np.float32(alpha)
        return np.where(v > 0, v, em).astype(a.dtype, copy=False)
    with np.errstate(over="ignore"):
        em = np.expm1(np.where(a > 0, a.dtype.type(0), a))   # (where, not minimum: expm1(-0.0) is -0.0)
    return np.where(a > 0, a, em if alpha == 1.0 else em * alpha)


def _elu_kernel(t: Any, x: str, **attrs: Any) -> str:
    alpha = float(attrs.get("alpha", 1.0))
    dt = np.dtype(t)
    if dt in (np.float32, np.float16):
        v = f"np.float32({x})"
        em = f"(vm.nnacl_exp({v}) - np.float32(1.0))"
        if alpha != 1.0:
            em = f"({em} * np.float32({float(alpha)!r}))"
        r = f"({v} if {v} > np.float32(0.0) else {em})"
        return r if dt == np.float32 else f"np.float16({r})"
    em = f"math.expm1({x})" if alpha == 1.0 else f"(math.expm1({x}) * {flit(t, alpha)})"
    return f"({x} if {x} > {flit(t, 0.0)} else {em})"


# Elu (alpha an attribute): ops.elu, nn.ELU and mint's elu in every float dtype, one op, so that its gradient is
# MindSpore's Elu bprop, EluGrad(dout, out) = dout * (out + 1) below 0 (all of 4096 values in float16/32/64; through
# exp's own gradient, 40% of float32's were an ulp off); other alphas dout * (out + alpha) where x <= 0
ELU = define_elementwise("Elu", _elu, _elu_kernel, doc="Elu(alpha)(x): x where x > 0, else alpha * (exp(x) - 1), as "
                         "MindSpore's CPU kernel computes it; its gradient is EluGrad of out.",
                         attrs={"alpha": 1.0}, public=False, differentiable=True, cost=10)


@bprop_getters.register(ELU.prim_class)
def _get_bprop_elu(self: Any) -> Any:
    alpha = float(self.attrs["alpha"])

    def bprop(x: Any, out: Any, dout: Any) -> Any:
        if alpha == 1.0:
            return (apply(prim(OPS["EluGrad"]), (dout, out)),)
        return (select(greater(x, 0.0), dout, mul(dout, add(out, alpha))),)
    return bprop


def elu_op(x: Any, alpha: float = 1.0) -> Any:
    """Apply the Elu op (no argument checks: ops.elu / mint's elu make them)."""
    return apply(prim(ELU, alpha=float(alpha)), (x,))


def _celu(x: Any, alpha: float = 1.0) -> Any:
    """MindSpore's CPU CeLU kernel: x where x > 0, else ``expm1(x / alpha) * alpha`` with alpha a float32 and x / alpha,
    expm1 and the product in double, rounded once to the input's dtype; float64 computed so in float32 (its kernel's)
    (act31: all of 4096 values in float16/32/64 for alpha 1 and 0.5)."""
    a = np.asarray(x)
    if a.dtype.kind != "f":    # (internal callers only)
        a = a.astype(np.result_type(a.dtype, np.float16))
    w = a.astype(np.float32) if a.dtype == np.float64 else a
    al = float(np.float32(alpha))   # (left37/celu_alpha: alpha a float32, x / alpha, expm1 and the product in double,
    with np.errstate(over="ignore", invalid="ignore"):   # rounded once: 0 of 7 x 2000 float32 values differ)
        em = (np.expm1(np.where(w > 0, 0, w).astype(np.float64) / al) * al).astype(w.dtype)
        return np.where(w > 0, w, em).astype(a.dtype, copy=False)


def _celu_kernel(t: Any, x: str, **attrs: Any) -> str:
    alpha = float(attrs.get("alpha", 1.0))
    dt = np.dtype(t)
    w = np.float32 if dt == np.float64 else dt.type
    c = f"np.{np.dtype(w).name}"
    v = f"{c}({x})"
    al = float(np.float32(alpha))
    a64 = f"np.float64({al!r})"
    r = f"({v} if {v} > {c}(0.0) else {c}(math.expm1(np.float64({v}) / {a64}) * {a64}))"
    return f"np.float64({r})" if dt == np.float64 else r


# CeLU (alpha an attribute) as one op so that its gradient is MindSpore's, computed from the output:
# dout * (out / alpha + 1) where x <= 0 (all of 4096 values in float16/32/64; through expm1's own gradient ~1200
# of 4096 had differed, by up to 1% at x = -12)
CELU = define_elementwise("CeLU", _celu, _celu_kernel, doc="CeLU(alpha)(x): x where x > 0, else alpha * "
                          "(exp(x / alpha) - 1), as MindSpore's CPU kernel computes it.",
                          attrs={"alpha": 1.0}, public=False, differentiable=True, cost=10)


@bprop_getters.register(CELU.prim_class)
def _get_bprop_celu(self: Any) -> Any:
    alpha = float(self.attrs["alpha"])

    def bprop(x: Any, out: Any, dout: Any) -> Any:
        from .math import div

        return (select(greater(x, 0.0), dout, mul(dout, add(div(out, alpha), 1.0))),)
    return bprop


def celu_op(x: Any, alpha: float = 1.0) -> Any:
    """Apply the CeLU op (no argument checks: ops.celu makes them)."""
    return apply(prim(CELU, alpha=float(alpha)), (x,))


_F32_TINY = float(np.finfo(np.float32).tiny)


def _softsign(x: Any) -> Any:
    """x / (1 + |x|); float16 computed in float32 and rounded once (MindSpore's CPU kernel)."""
    a = np.asarray(x)
    if a.dtype.kind != "f":    # (internal callers only)
        a = a.astype(np.result_type(a.dtype, np.float16))
    w = a.astype(np.float32) if a.dtype == np.float16 else a
    with np.errstate(invalid="ignore"):     # (inf / inf: NaN, as MindSpore's)
        return (w / (np.abs(w) + w.dtype.type(1))).astype(a.dtype, copy=False)


def _softsign_kernel(t: Any, x: str) -> str:
    if np.dtype(t) == np.float16:
        return f"np.float16(np.float32({x}) / (abs(np.float32({x})) + np.float32(1.0)))"
    return f"({x} / (abs({x}) + {flit(t, 1.0)}))"


def _softsign_grad(d: Any, x: Any) -> Any:
    """MindSpore 2.10's CPU SoftsignGrad: ``dy * (1 / ((1 + |x|) * (1 + |x|)))`` in the inputs' dtype (float16 too),
    float32 results below the smallest normal flushed to (signed) 0 (act31: all of 4096 values in float16/32/64;
    the gradient through x / (1 + |x|) had differed in 1918/2523/2808)."""
    d, x = np.asarray(d), np.asarray(x)
    t = np.result_type(d, x).type
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        q = t(1) + np.abs(x.astype(t))
        r = d.astype(t) * (t(1) / (q * q))
        if t is np.float32:
            r = np.where(np.abs(r) < np.float32(_F32_TINY), r * np.float32(0), r)
    return r


def _softsign_grad_kernel(t: Any, d: str, x: str) -> str:
    one = flit(t, 1.0)
    r = f"({d} * ({one} / (({one} + abs({x})) * ({one} + abs({x})))))"
    if np.dtype(t) == np.float32:
        return f"({r} if abs({r}) >= np.float32({_F32_TINY!r}) else {r} * np.float32(0.0))"
    return r


def _softsign_grad_bprop(d: Any, x: Any, out: Any, dout: Any) -> Any:
    """(d/d dy, d/dx) of dy / (1 + |x|)^2: SoftsignGrad(dout, x) and -2 sign(x) dy dout / (1 + |x|)^3."""
    from .math import abs as abs_, div, sign

    q = add(abs_(x), 1.0)
    return (apply(_P_SOFTSIGN_GRAD, (dout, x)),
            div(mul(mul(dout, d), mul(sign(x), -2.0)), mul(q, mul(q, q))))


SOFTSIGN_GRAD, _SoftsignGrad, _P_SOFTSIGN_GRAD, _ = define_binary(
    "SoftsignGrad", _softsign_grad, _softsign_grad_kernel, _softsign_grad_bprop, public=False,
    doc="SoftsignGrad(dy, x): dy / (1 + |x|)^2 as MindSpore's CPU kernel computes it (the gradient of Softsign).")
SOFTSIGN, _Softsign, _P_SOFTSIGN, _ = define_unary(
    "Softsign", _softsign, _softsign_kernel, lambda x, out, dout: apply(_P_SOFTSIGN_GRAD, (dout, x)), public=False,
    doc="x / (1 + |x|); its gradient is MindSpore's SoftsignGrad.", eager_kernel=(np.float32,))


def _mish(x: Any) -> Any:
    # MindSpore 2.10's CPU kernel: x * tanh(log(1 + e^x)) in float32 with nnacl's e^x (float16 computed in float32):
    # tiny for x < -17 is -0 and x > 44 (float32) is nan, where (1 + e^x)^2 overflows, as MindSpore prints them.
    # Measured (seed47): all 65536 float16 inputs bit for bit (the (n - 1) / (n + 1) form with n = (1 + e^x)^2 and
    # numpy's e^x, used before, was 1-2 ulps off on 57 of them: st test_mish float16 failed with other inputs)
    if np.asarray(x).dtype.kind != "f":   # MindSpore 2.10's Mish: float16/32/64 only
        from ..errors import DTypeError

        raise DTypeError(f"For primitive[Mish], the input argument[input_x] must be a type of {{Tensor[Float16], "
                         f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{dtype_name(np.asarray(x).dtype)}].")
    # (float64 computed in float32 too: MindSpore 2.10's float64 results are its float32 ones, all of 4096: act32)
    a = _float_in(x)
    w = a.astype(np.float32) if a.dtype in (np.float16, np.float64) else a
    with np.errstate(over="ignore", invalid="ignore"):
        e = w.dtype.type(1) + nnacl_exp(w)
        t = np.where(np.isfinite(e * e), np.tanh(np.log(e)), w.dtype.type(np.nan))
        return (w * t).astype(a.dtype, copy=False)


def _mish_bprop(x: Any, out: Any, dout: Any) -> Any:
    from .math import exp, log

    from .gk_ops import _P_TANH_GRAD as tanh_grad
    from .st_cpu_b2 import _P_SOFTPLUS_GRAD as softplus_grad

    # t = Tanh(log(1 + e^x)): MindSpore's softplus there is log(1 + e^x) (0 for x < -17 in float32);
    # dx = t * dout + SoftplusGrad(TanhGrad(t, x * dout), x), op by op as MindSpore's bprop (each op's
    # rounding shows in float16)
    from .functional import cast

    if np_dtype(x) == np.float16 and is_symbolic(x):
        # Graph mode (and ms.jit): MindSpore's CPU kernel selection runs Softplus, Tanh, TanhGrad and SoftplusGrad
        # on float32 (casts inserted around them), so only t * dout, x * dout and the last add round to float16
        x32 = cast(x, np.float32)
        t32 = tanh(log(add(exp(x32), 1.0)))
        return add(mul(cast(t32, np.float16), dout),
                   cast(softplus_grad(tanh_grad(t32, cast(mul(x, dout), np.float32)), x32), np.float16))
    if np_dtype(x) == np.float16:   # MindSpore's Softplus kernel computes a float16 input in float32 and rounds once
        t = tanh(cast(log(add(exp(cast(x, np.float32)), 1.0)), np.float16))
    else:
        t = tanh(log(add(exp(x), 1.0)))
    return add(mul(t, dout), softplus_grad(tanh_grad(t, mul(x, dout)), x))


def _mish_kernel(t: Any, x: str) -> str:
    if np.dtype(t) == np.float64:   # (through float32, as _mish)
        return f"np.float64({_mish_kernel(np.float32, f'np.float32({x})')})"
    if np.dtype(t) == np.float16:   # (through float32, as _mish)
        return f"np.float16({_mish_kernel(np.float32, f'np.float32({x})')})"
    e = f"({flit(t, 1.0)} + vm.nnacl_exp({x}))"
    return f"((({x}) * vm.tanh(vm.log({e}))) if {e} * {e} < np.float32(np.inf) else np.float32(np.nan))"


MISH, Mish, _P_MISH, _mish_fn = define_unary(
    "Mish", _mish, _mish_kernel,
    _mish_bprop,
    doc="x * tanh(softplus(x)); MindSpore's gradient (through its CPU Tanh).")


def _fast_gelu(x: Any) -> Any:
    # x / (1 + exp(-1.702 |x|)) * exp(0.851 (x - |x|))
    a = np.asarray(x)
    if a.dtype not in (np.float16, np.float32):   # MindSpore 2.10's FastGeLU type check (nn29)
        from ..errors import DTypeError

        raise DTypeError(f"For 'FastGeLU', input[0] type should be float16 or float32. but got {dtype_name(a.dtype)}")
    # MindSpore's CPU kernel (measured bit for bit, float16 and float32): both exps in double of the double input,
    # each rounded to the dtype, then (x * e2) / (1 + e1) in the dtype
    t = a.dtype.type
    d = a.astype(np.float64)
    ad = np.abs(d)
    with np.errstate(over="ignore"):
        one = t(1.0) + np.exp(-1.702 * ad).astype(a.dtype)
        two = np.exp(0.851 * (d - ad)).astype(a.dtype)
        return (a * two) / one


def _fast_gelu_kernel(t: Any, x: str) -> str:
    # math.exp of a float64 is libm's, as numpy's float64 exp of the impl above
    c = f"np.{np.dtype(t).name}"
    d = f"np.float64({x})"
    return (f"(({x}) * {c}(math.exp(np.float64(0.851) * ({d} - abs({d}))))) / "
            f"({flit(t, 1.0)} + {c}(math.exp(np.float64(-1.702) * abs({d}))))")


def _fast_gelu_bprop(x: Any, out: Any, dout: Any) -> Any:
    # MindSpore's bprop: FastGeLUGrad(dout, x), whose float16 kernel computes in float32 and rounds once (the
    # derivative of the float16 ops above differed by float16 ulps: tests/st/ops/cpu/test_fast_gelu_grad_op.py)
    from .dyn_grad_ops import FastGeLUGrad

    from .st_cpu_b2 import first_order

    return first_order("FastGeLUGrad", FastGeLUGrad()(dout, x), x)   # MindSpore: no 2nd order


FAST_GELU, FastGeLU, _P_FAST_GELU, _fast_gelu_fn = define_unary(
    "FastGeLU", _fast_gelu, _fast_gelu_kernel, _fast_gelu_bprop,
    doc="FastGeLU()(x): x / (1 + exp(-1.702|x|)) * exp(0.851 (x - |x|)); its gradient is FastGeLUGrad.")


def tanh_exact(x: Any) -> Any:
    """tanh(x) to float rounding, as ``2 * sigmoid(2x) - 1`` (for kernels whose MindSpore CPU version uses an
    exact tanh -- GeLUGrad, the fused LSTM -- while the Tanh op itself is nnacl's saturating approximant)."""
    return sub(mul(sigmoid(mul(x, 2.0)), 2.0), 1.0)


def _hswish_wrap(dt: Any) -> int:
    """Above this, MindSpore's integer HSwish computes x + 3 past the dtype's max (int32/int64; int8/int16
    widen to int): the sum wraps negative and the result is 0."""
    info = np.iinfo(dt)
    return int(info.max) - 3 if np.dtype(dt).itemsize >= 4 else int(info.max)


def _hswish(x: Any) -> Any:
    # x * (x + 3) / 6 on (-3, 3], x above, +0 at and below -3 (MindSpore's 0 at -3, not -3 * 0 / 6 = -0), in the
    # input's dtype (float16 rounds at each op, as MindSpore's kernel).  Integers as MindSpore 2.10's kernel:
    # y = x + 3 (wrapping in int32/int64, in int for int8/int16), 0 where y <= 0, x where y >= 6, else x * y / 6
    # truncated -- so x stays exact (2**24 + 1), and int32/int64 within 2 of the max wrap to 0
    a = np.asarray(x)
    if a.dtype.kind in "buc":   # (complex too: adapt44cpua)
        from ..errors import DTypeError

        raise DTypeError("Select CPU operator[HSwish] fail! Unsupported data type!")
    if a.dtype.kind != "f":
        c = np.clip(a, -3, 3).astype(np.float64)
        inner = np.trunc(c * (c + 3.0) / 6.0).astype(a.dtype)
        zero = (a <= -3) | (a > _hswish_wrap(a.dtype))
        return np.where(zero, a.dtype.type(0), np.where(a >= 3, a, inner)).astype(a.dtype, copy=False)
    t = a.dtype.type
    inside = a * (a + t(3)) / t(6)
    return np.where(a > t(3), a, np.where(a <= t(-3), t(0), inside)).astype(a.dtype, copy=False)


def _hswish_kernel(t: Any, x: str) -> str:
    dt = np_dtype(t)
    if dt.kind in "buc":   # refused by the impl (MindSpore's kernel takes no bool/unsigned/complex): never compiled
        return f"({x})"
    if dt.kind != "f":   # as _hswish, with comparisons (Numba's signed x + 3 must not overflow: LLVM's nsw)
        f = f"np.float64({x})"
        return (f"(0 if ({x} <= -3 or {x} > {_hswish_wrap(dt)}) else ({x} if {x} >= 3 else "
                f"int({f} * ({f} + 3.0) / 6.0)))")
    return (f"(({x}) if ({x}) > {flit(t, 3.0)} else ({flit(t, 0.0)} if ({x}) <= -{flit(t, 3.0)} else "
            f"({x}) * (({x}) + {flit(t, 3.0)}) / {flit(t, 6.0)}))")


def _hswish_bprop(x: Any, out: Any, dout: Any) -> Any:
    # MindSpore's bprop: HSwishGrad(dout, x) (float16 computed in float32 and rounded once; differentiating the
    # float16 ops above was off by float16 ulps: tests/st/ops/ascend/test_hardswish_op.py on CPU)
    from .dyn_grad_ops import HSwishGrad

    from .st_cpu_b2 import first_order

    return first_order("HSwishGrad", HSwishGrad()(dout, x), x)   # MindSpore: no 2nd order


HSWISH, HSwish, _P_HSWISH, _hswish_fn = define_unary(
    "HSwish", _hswish, _hswish_kernel, _hswish_bprop,
    doc="HSwish()(x): x * relu6(x + 3) / 6; its gradient is HSwishGrad.", eager_kernel=(np.float32,))
