"""Neural-network ops: activations (ReLU, GeLU, Softplus), softmax, dropout, one-hot.

Convolution lives in :mod:`msgraph.ops.conv`, pooling in :mod:`msgraph.ops.pooling`.
"""
from __future__ import annotations

import builtins
import math as _math
from typing import Any, Tuple

import numpy as np

from ..common.tensor import Tensor
from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, OpError, OpRuntimeError, ShapeError
from . import _fastpath
from ._libmf import _tanhf, _tanhf_kernel
from ._helpers import dtype_name, flit, is_tensorlike, normalize_axes, np_dtype, shape_of
from ._helpers import user_type
from ._nnacl import _F32, EXP_HI, nnacl_exp, nnacl_log
from .math import _LOG_TAIL_MAX, _blocked, _keep_bits, _log_kernel_ok, exp_libm
from .registry import (OpKind, apply, bprop_getters, called_by_user, define_binary, define_op, define_unary,
                       op_function, prim, public_functions, refuse_numbers, user_check_site)


def _float_input(name: str, dt: Any) -> None:
    """MindSpore 2.10's float-only kernels (Softmax, GeLU, Softplus...): another dtype is a TypeError."""
    if np.dtype(dt).kind in "biu":
        raise DTypeError(f"For primitive[{name}], the input argument[x] must be a type of {{BFloat16, Float16, "
                         f"Float32, Float64}}, but got {dtype_name(dt)}.")


def _float_only_impl(name: str, fn: Any, complex_ok: bool = True) -> Any:
    def impl(x: Any) -> Any:
        if isinstance(x, (np.ndarray, np.generic)):
            _float_input(name, x.dtype)
            if not complex_ok and x.dtype.kind == "c":   # (GeLU: measured, adapt40cpu)
                raise DTypeError(f"For primitive[{name}], the input argument[x] must be a type of {{BFloat16, "
                                 f"Float16, Float32, Float64}}, but got {dtype_name(x.dtype)}.")
        return fn(x)
    return impl


def _F():
    from . import functional

    return functional


# --- activations ------------------------------------------------------------------------------
def _relu(x: Any) -> Any:
    dt = getattr(x, "dtype", None)
    if dt is not None and dt.kind == "f":  # MindSpore's kernel: NaN -> 0 (and -0.0 -> 0.0)
        r = np.fmax(x, dt.type(0))   # fmax drops the NaN (np.where(x > 0, ...) is 15x slower)
        r += dt.type(0)              # -0.0 + 0.0 is +0.0
        return r
    return np.maximum(x, dt.type(0) if dt is not None else 0)  # keeps the dtype (bool stays bool, as MindSpore)


def _relu_bprop(x: Any, out: Any, dout: Any) -> Any:
    return apply(_P_RELU_GRAD, (dout, out))    # one op (MindSpore's ReluGrad), not Greater + ZerosLike + Select


def _relu_kernel(t: Any, x: str) -> str:
    kind = np_dtype(t).kind
    if kind == "u":   # max(x, 0) of an unsigned x is x (``x if x > 0 else 0`` mixes uint64 with an int64 literal:
        return f"({x})"   # Numba's float64, which rounded uint64 values above 2**53; left51)
    return f"({x} if {x} > 0 else {flit(t, 0) if kind == 'f' else '0'})"


RELU, ReLU, _P_RELU, relu = define_unary(
    "ReLU", _relu, _relu_kernel,
    _relu_bprop, doc="max(x, 0); NaN gives 0 (MindSpore's kernel).", fn="relu", arg="input", fn_doc="max(input, 0).",
    eager_kernel=(np.float32,))


def _relu_grad_bprop(dy: Any, y: Any, out: Any, dout: Any) -> Any:
    """Linear in dy: its adjoint is ReluGrad itself; piecewise constant in y."""
    return apply(_P_RELU_GRAD, (dout, y)), _F().zeros_like(y)


# float32 ReluGrad as one compiled Numba pass (``_fastpath.run_kernel``, both modes): dy's bits where y > 0, else +0.0,
# as an integer AND on dy's int32 view (the numpy version's operation, without its four passes: compare, cast,
# negate, AND).  The numpy code below stays the definition and the fallback (tests/ops/test_relu_grad_kernel.py).
_RELU_GRAD_SIG = ((np.int32, 1), (np.float32, 1), (np.int32, 1))
_RELU_GRAD_KERNEL_MIN = 1 << 12


def _relu_grad_source(fname: str) -> str:
    return (f"def {fname}(dz, y, out):\n"
            "    for i in range(dz.shape[0]):\n"
            "        out[i] = dz[i] & -np.int32(y[i] > np.float32(0.0))\n")


def _relu_grad_impl(dy: Any, y: Any) -> np.ndarray:
    dy, y = np.asarray(dy), np.asarray(y)
    if (dy.dtype == _F32 and y.dtype == _F32 and dy.shape == y.shape and dy.size >= _RELU_GRAD_KERNEL_MIN
            and dy.flags.c_contiguous and y.flags.c_contiguous and dy.dtype.isnative and y.dtype.isnative):
        out = np.empty(dy.shape, _F32)
        if _fastpath.run_kernel("ReluGrad_f32", _relu_grad_source, _RELU_GRAD_SIG,
                                (dy.reshape(-1).view(np.int32), y.reshape(-1), out.reshape(-1).view(np.int32)),
                                dy.size, _RELU_GRAD_KERNEL_MIN):
            return out
    keep = y > 0
    out = _keep_bits(keep, dy)                 # np.where branches per element: ~5x slower on a ReLU's mask
    return np.where(keep, dy, 0).astype(dy.dtype) if out is None else out


RELU_GRAD, ReluGrad, _P_RELU_GRAD, _ = define_binary(
    "ReluGrad", _relu_grad_impl, lambda t, d, y: f"({d} if {y} > 0 else {flit(t, 0.0)})", _relu_grad_bprop,
    doc="ReluGrad()(dy, y): dy where y > 0 (y = relu(x), the forward output), else 0.")


_GELU_C = _math.sqrt(2.0 / _math.pi)
_GELU_A = 0.044715


def _gelu_tanh(x: Any) -> Any:
    x = np.asarray(x)
    if x.dtype in (np.float16, np.float32):
        # MindSpore 2.10's CPU kernel: in float32 with glibc's tanhf (float16 rounded once at the end; op by op in
        # float16 a third of the results were an ulp off: tests/st/ops/gpu/test_gelu_op.py).  With a correctly
        # rounded tanh 4% of float32 results differed, up to 392 ulps where 1 + t cancels (x near -3; left52)
        f = np.float32
        v = x.astype(f)
        z = f(_GELU_C) * (v + f(_GELU_A) * v * v * v)
        with np.errstate(over="ignore", invalid="ignore"):   # (-inf: -inf * 0 is nan, as MindSpore's)
            t = _tanhf(z)
            return (f(0.5) * v * (f(1.0) + t)).astype(x.dtype, copy=False)
    return 0.5 * x * (1 + np.tanh(_GELU_C * (x + _GELU_A * x * x * x)))


def _gelu_kernel(t: Any, x: str) -> str:
    if np.dtype(t) == np.float32:   # as _gelu_tanh
        z = f"(np.float32({_GELU_C!r}) * ({x} + np.float32({_GELU_A!r}) * {x} * {x} * {x}))"
        return f"(np.float32(0.5) * {x} * (np.float32(1.0) + {_tanhf_kernel(z)}))"
    if np.dtype(t) == np.float16:   # as _gelu_tanh
        v = f"np.float32({x})"
        z = f"(np.float32({_GELU_C!r}) * ({v} + np.float32({_GELU_A!r}) * {v} * {v} * {v}))"
        return f"np.float16(np.float32(0.5) * {v} * (np.float32(1.0) + {_tanhf_kernel(z)}))"
    return (f"({flit(t, 0.5)} * {x} * ({flit(t, 1.0)} + vm.tanh({flit(t, _GELU_C)} * ({x} + {flit(t, _GELU_A)} "
            f"* {x} * {x} * {x}))))")


_GELU_C8, _GELU_C3 = 0.7978845608, 0.1070322244   # MindSpore's GeLUGrad kernel constants (sqrt(2/pi), 3 a sqrt(2/pi))


def _gelu_grad_np(dy: Any, x: Any) -> np.ndarray:
    """MindSpore 2.10's CPU GeLUGrad (tanh form), bit for bit (act32: all of 4096 float32 values; the composition
    in float32 ops had differed in 849): ``z = c (x + 0.044715 x^3)`` and ``m = c + 0.1070322244 x^2`` in double
    (c = 0.7978845608), ``t = float32(tanh(z))``, ``m`` rounded to float32, then in float32
    ``dy * (((1 + t) + x (1 - t t) m) / 2)``.  float16 and float64 are computed so in float32 (MindSpore's float64
    gradients are its float32 ones, all of 4096) and rounded to the result dtype."""
    dy, x = np.asarray(dy), np.asarray(x)
    for v in (dy, x):
        if v.dtype.kind != "f":
            raise DTypeError(f"For 'GeLUGrad', the inputs must be float Tensors, but got {v.dtype.name}.")
    rt = np.result_type(dy, x)
    f = np.float32
    xf = x.astype(f)
    xd = xf.astype(np.float64)
    with np.errstate(over="ignore", invalid="ignore"):
        t = np.tanh(_GELU_C8 * (xd + _GELU_A * xd * xd * xd)).astype(f)
        m = (_GELU_C8 + _GELU_C3 * xd * xd).astype(f)
        y = ((f(1) + t) + xf * (f(1) - t * t) * m) / f(2)
        return (dy.astype(f) * y).astype(rt, copy=False)


def _gelu_grad_kernel(t: Any, dy: str, x: str) -> str:
    """The kernel of :func:`_gelu_grad_np` (every float dtype through float32)."""
    xf = f"np.float32({x})"
    xd = f"np.float64({xf})"
    c8, c3, a = (f"np.float64({v!r})" for v in (_GELU_C8, _GELU_C3, _GELU_A))
    tt = f"np.float32(math.tanh({c8} * ({xd} + {a} * {xd} * {xd} * {xd})))"
    m = f"np.float32({c8} + {c3} * {xd} * {xd})"
    y = f"(((np.float32(1.0) + {tt}) + {xf} * (np.float32(1.0) - {tt} * {tt}) * {m}) / np.float32(2.0))"
    r = f"(np.float32({dy}) * {y})"
    return r if np.dtype(t) == np.float32 else f"np.{np.dtype(t).name}({r})"


def _gelu_grad_bprop(dy: Any, x: Any, out: Any, dout: Any) -> Tuple[Any, Any]:
    """d/d dy = GeLUTanhGrad(dout, x); d/dx = dout dy (1 - t^2)(m - x t m^2 + c3 x^2) (t, m as the kernel's)."""
    F = _F()
    from .activation_ops import tanh_exact

    x2 = F.mul(x, x)
    tt = tanh_exact(F.mul(F.add(x, F.mul(F.mul(x2, x), _GELU_A)), _GELU_C))
    m = F.add(F.mul(x2, _GELU_C3), _GELU_C8)
    inner = F.add(F.sub(m, F.mul(F.mul(x, tt), F.mul(m, m))), F.mul(x2, _GELU_C3))
    dx = F.mul(F.mul(F.mul(dout, dy), F.sub(1.0, F.mul(tt, tt))), inner)
    return apply(_P_GELU_TANH_GRAD, (dout, x)), dx


GELU_TANH_GRAD, GeLUTanhGrad, _P_GELU_TANH_GRAD, _ = define_binary(
    "GeLUTanhGrad", _gelu_grad_np, _gelu_grad_kernel,
    _gelu_grad_bprop, doc="GeLUTanhGrad()(dy, x): dy times the tanh-form GeLU's derivative at x, as MindSpore's CPU "
    "GeLUGrad kernel computes it (float32; float16 and float64 through float32).", public=False, cost=16)


def _gelu_bprop(x: Any, out: Any, dout: Any) -> Any:
    """MindSpore's GeLU bprop: its GeLUGrad kernel (:func:`_gelu_grad_np`)."""
    return apply(_P_GELU_TANH_GRAD, (dout, x))


GELU, GeLU, _P_GELU = define_unary(
    "GeLU", _float_only_impl("GeLU", _gelu_tanh, complex_ok=False), _gelu_kernel,
    _gelu_bprop, doc="GeLU()(x): 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))) (MindSpore's primitive).",
    cost=14, eager_kernel=(np.float32,))[:3]


@op_function
def gelu(input: Any, approximate: str = "none") -> Any:  # noqa: A002
    """GELU: ``'none'`` uses erf (x * (1 + erf(x / sqrt 2)) / 2), ``'tanh'`` the GeLU primitive."""
    refuse_numbers("For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got <class '{k0}'>.", input)
    if approximate == "tanh":
        return apply(_P_GELU, (input,))
    if approximate != "none":   # MindSpore 2.10: a ValueError (ops.gelu's check; mint's enum conversion)
        raise OpError(f"For 'gelu', 'approximate' must be 'none' or 'tanh', but got {approximate!r}.")
    if is_tensorlike(input) and np_dtype(input).kind in "biu":
        raise DTypeError(f"For gelu, the input dtype must be bfloat16, float16, float32 or float64, but got "
                         f"{dtype_name(input)}.")
    F = _F()
    # MindSpore 2.10's composition, op by op: x * 0.5 * (1 + erf(x / sqrt(2))) (dividing, not multiplying by
    # 1 / sqrt(2): float16 results an ulp off in one element in ten, float32 in one in eight)
    # (float64: MindSpore divides by the exact sqrt(2), as the function forms called here do: registry.user_floats)
    return F.mul(F.mul(input, 0.5), F.add(1.0, F.erf(F.div(input, _math.sqrt(2.0)))))


def _softplus_bprop(x: Any, dout: Any) -> Any:
    """MindSpore's Softplus bprop: ``SoftplusGrad(dout, x)`` (float16 computed in float32 and rounded once, as its CPU
    kernel; ``dout * sigmoid(x)`` ran float16 step by step: tests/st/ops/gpu/test_softplus_grad_op.py)."""
    from .st_cpu_b2 import _P_SOFTPLUS_GRAD

    return apply(_P_SOFTPLUS_GRAD, (dout, x))


def _softplus(x: Any) -> Any:
    """MindSpore's CPU Softplus: float32 nnacl's log of 1 + nnacl's exp (0.693147 at 0, its LN2), x itself where
    that exp overflows (x > 88.72); float16 that in float32 rounded once, float64 that in float32 widened (act32:
    MindSpore 2.10's float64 results are its float32 ones, all of 4096; numpy's float64 differed in 3676) (act31:
    float32 all of 4096 bit for bit; numpy's differed in 2680).  As Log's kernel, it runs 8
    and 4 elements at a time and the rest one by one with ``log1p((double) nnacl_exp(x))`` (all of 600 values): a
    tensor of up to 8 elements gets that for its last n % 4 (softplus(0) of one element is 0.6931472)."""
    a = np.asarray(x)
    if a.dtype not in (np.float32, np.float16, np.float64):
        return np.logaddexp(a.dtype.type(0), a)
    v = a.astype(_F32)
    r = _blocked(_softplus_f32, v)
    tail = v.size % 4 if v.size <= _LOG_TAIL_MAX else 0
    if tail:    # its kernel's one-by-one tail (as Log's): the double log1p of nnacl's exp, rounded
        t = v.reshape(-1)[-tail:]
        with np.errstate(over="ignore", invalid="ignore"):
            r.reshape(-1)[-tail:] = np.where(t > EXP_HI, t, np.log1p(nnacl_exp(t).astype(np.float64)).astype(_F32))
    r = np.where(np.isnan(v), _F32(np.inf), r)   # MindSpore 2.10: Softplus(NaN) is inf (adapt34b)
    return r.astype(a.dtype, copy=False)


def _softplus_f32(v: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore", invalid="ignore"):
        e = nnacl_exp(v)
        e += _F32(1)
        return np.where(v > EXP_HI, v, nnacl_log(e))


def _softplus_kernel(t: Any, x: str) -> str:
    if np.dtype(t) not in (np.float32, np.float16, np.float64):
        return f"vm.softplus({x})"
    v = f"np.float32({x})"
    r = f"({v} if {v} > np.float32({float(EXP_HI)!r}) else vm.nnacl_log(vm.nnacl_exp({v}) + np.float32(1.0)))"
    r = f"(np.float32(np.inf) if {v} != {v} else {r})"   # (NaN: inf, as MindSpore)
    return r if np.dtype(t) == np.float32 else f"np.{np.dtype(t).name}({r})"


SOFTPLUS, Softplus, _P_SOFTPLUS = define_unary(
    "Softplus", _float_only_impl("Softplus", _softplus), _softplus_kernel,
    lambda x, out, dout: _softplus_bprop(x, dout), doc="log(1 + exp(x)), overflow-free.", cost=14,
    eager_kernel=(np.float32,))[:3]
SOFTPLUS.kernel_ok = lambda aval: _log_kernel_ok(Aval(aval.shape, np.float32)) \
    if np.dtype(aval.dtype) in (np.float16, np.float32, np.float64) else _log_kernel_ok(aval)
# (float16 and float64: through the float32 kernel, its tail too)


@op_function
def softplus(input: Any, beta: float = 1, threshold: float = 20) -> Any:  # noqa: A002
    """log(1 + exp(beta x)) / beta (computed without overflow), and x where beta x > threshold."""
    refuse_numbers('For Primitive[Softplus], the type of input argument[x] must be Tensor but got {K0}.', input)
    if isinstance(beta, (int, float)) and not isinstance(beta, bool) and beta == 0:
        # MindSpore 2.10: ops.softplus and mint's SoftplusExt refuse a zero beta (msgraph divided by it: inf)
        raise ValueError("For 'softplus', the value of 'beta' cannot be 0.")
    F = _F()
    # (also for beta 1: MindSpore's float32 Softplus kernel (nnacl's log of 1 + exp) is not x itself past 20)
    bx = input if beta == 1 else F.mul(input, beta)
    soft = apply(_P_SOFTPLUS, (bx,))
    soft = soft if beta == 1 else F.div(soft, beta)
    return F.select(F.greater(bx, threshold), input, soft)


# --- Softmax / LogSoftmax --------------------------------------------------------------------------
def _float_result(dtype: np.dtype) -> np.dtype:
    return np.exp(np.zeros((), dtype)).dtype


def _log_softmax_axis_check(p: Any, *args: Any) -> None:
    """MindSpore 2.10's LogSoftmax takes an int axis only: a tuple or list is refused when called (a TypeError in
    both modes; msgraph reduced over the axes)."""
    axis = p.attrs["axis"]
    if isinstance(axis, (tuple, list)):
        from ..errors import DTypeError

        kinds = ", ".join(type(a).__name__ for a in axis)
        raise DTypeError(f'Failed calling LogSoftmax with "LogSoftmax(axis={user_type(axis).__name__}<{kinds}>)'
                         f'(logits=Tensor)".')


def _define_softmax(name: str, fn: str, compute: Any, grad: Any):
    """Softmax / LogSoftmax: ``Name(axis=-1)(x)``, ``compute(x, axes)`` in numpy, float result,
    bprop ``grad(F, out, dout, axes) -> dx``."""
    # (Softmax: nn.Softmax calls the primitive; a list there is MindSpore's TypeError too)
    check = (lambda p, *args: _check_softmax_input(args[0], p.attrs["axis"]) if args else None) \
        if name == "Softmax" else _log_softmax_axis_check
    op = define_op(name, OpKind.OTHER, attrs={"axis": -1}, doc=f"{name}(axis=-1)(x).", call_check=check)

    def check0d(ndim: int, axis: Any) -> None:
        if ndim == 0 and name == "Softmax":  # MindSpore 2.10: no axis of a 0-d input is valid
            raise ShapeError(f"For primitive[Softmax], the axis must be in [0,0), but got {axis}.")

    @op.def_impl
    def _impl(x: Any, axis: Any = -1) -> np.ndarray:
        x = np.asarray(x)
        check0d(x.ndim, axis)
        axes = normalize_axes(name, axis, x.ndim)  # MindSpore checks the axis before the dtype
        _float_input(name, x.dtype)
        if x.ndim == 0 and name == "LogSoftmax" and isinstance(axis, int) and axis < 0:
            # MindSpore 2.10's CPU LogSoftmax kernel fails on a 0-d input given axis -1 (axis 0 gives 0.0)
            from ..errors import OpRuntimeError

            raise OpRuntimeError("Unknown Error! (MindSpore 2.10's CPU LogSoftmax kernel of a 0-d input, axis -1)")
        if x.size == 0:  # MindSpore: an empty input gives an empty output
            return np.empty(x.shape, _float_result(x.dtype))
        return compute(x, axes)

    @op.def_infer
    def _infer(x: Aval, axis: Any = -1) -> Aval:
        check0d(len(x.shape), axis)
        normalize_axes(name, axis, x.ndim)
        _float_input(name, x.dtype)
        return Aval(x.shape, _float_result(x.dtype))

    def get_bprop(self: Any):
        axis = self.attrs["axis"]

        def bprop(x, out, dout):
            F = _F()
            axes = normalize_axes(name, axis, len(shape_of(x)))
            return (grad(F, out, dout, axes),)
        return bprop

    get_bprop.__name__ = get_bprop.__qualname__ = f"get_bprop_{fn}"
    bprop_getters.register(op.prim_class)(get_bprop)
    if name == "Softmax":   # MindSpore's Softmax keeps its axis as a tuple (``Softmax(1).axis == (1,)``)
        def init_rule(self: Any, args: Any, kwargs: Any) -> None:
            axis = self.attrs["axis"]
            if isinstance(axis, int) and not isinstance(axis, bool):
                self.attrs["axis"] = (axis,)
            elif isinstance(axis, list):
                self.attrs["axis"] = tuple(axis)

        op.init_rule = init_rule
    return op, op.prim_class


def _check_softmax_input(input: Any, axis: Any) -> None:  # noqa: A002
    if isinstance(input, (list, tuple, int, float, bool, np.ndarray)) or input is None:  # MindSpore: a TypeError
        raise TypeError(f'Failed calling Softmax with "Softmax(axis={user_type(axis).__name__})'
                        f'(input={user_type(input).__name__})". The valid calling should be: "Softmax(axis=<int, tuple of '
                        f'int>)(input=<Tensor>)".')
    if isinstance(axis, (tuple, list)) and len(axis) > 1 and hasattr(input, "shape") and np_dtype(input).kind == "f":
        # MindSpore 2.10's CPU Softmax kernel takes one axis (a RuntimeError when it runs, after the dtype check;
        # one in a tuple is fine)
        from ..errors import OpRuntimeError

        raise OpRuntimeError(f"For Softmax, the parameter 'axis' only support int type on CPU, but got tuple "
                             f"{tuple(axis)}.")


def _softmax(x: np.ndarray, axes: Any) -> np.ndarray:
    with np.errstate(invalid="ignore", over="ignore"):   # inf - inf: NaN, as MindSpore's (measured, fix32a)
        return _softmax_compute(x, axes)


def _softmax_compute(x: np.ndarray, axes: Any) -> np.ndarray:
    if x.dtype == np.float32 and len(axes) == 1:   # MindSpore's CPU kernels, bit for bit (measured, h-grad8)
        if axes[0] == x.ndim - 1:
            return nnacl_softmax_last_axis(x)
        # nnacl's generic Softmax: expf(x - max) (correctly rounded), summed in order along the axis, divided
        e = np.exp((x - np.max(x, axis=axes, keepdims=True)).astype(np.float64)).astype(np.float32)
        return e / np.take(np.cumsum(e, axis=axes[0], dtype=np.float32), [-1], axis=axes[0])
    e = np.exp(x - np.max(x, axis=axes, keepdims=True))
    if x.dtype == np.float16:   # MindSpore's CPU kernel: exp in float16, its sum in float32 rounded once (any axis)
        return e / np.sum(e, axis=axes, keepdims=True, dtype=np.float32).astype(np.float16)
    return e / np.sum(e, axis=axes, keepdims=True)


def _nnacl_row_max(x: np.ndarray) -> np.ndarray:
    """The maximum along the last axis as MindSpore's CPU Softmax/LogSoftmax kernels take it (fix32a): from the
    dtype's lowest finite value, ``x > max`` element by element, so NaN is skipped (keepdims)."""
    low = x.dtype.type(-np.finfo(x.dtype).max)
    return np.maximum(np.where(np.isnan(x), low, x).max(-1, keepdims=True), low)


def _nan_exp_inf(d: np.ndarray, e: np.ndarray) -> np.ndarray:
    """``e = exp(d)`` where the kernels' exp of a NaN ``x - max`` gives +inf (fix32a)."""
    nan = np.isnan(d)
    return np.where(nan, e.dtype.type(np.inf), e) if nan.any() else e


# nnacl_softmax_last_axis as one compiled Numba loop over the rows (``_fastpath.run_kernel``, both modes: the numpy
# code below is the definition and the fallback).  It states that code element by element: the row maximum from
# float32's lowest value by ``v > m``; ``d = x - m`` in float32; e = the Exp op's kernel expression (nnacl's exp,
# the expression Graph mode's and PyNative's Exp kernels compile, bit for bit the numpy emulation), +inf where d is
# NaN; the sum as the numpy code takes it (each 8-lane accumulator over the 8-blocks, its lanes added in order onto
# 0, then one 4-block's lanes, then the tail one by one, all float32 additions); e * (1 / sum) unless the sum is 0.
# The numpy version is ~40 small array operations: 117 us on W7's (32, 10) logits (SparseXentKernel's softmax).
_SOFTMAX_SIG = ((np.float32, 2), (np.float32, 2))
_SOFTMAX_KERNEL_MIN = 1 << 8


def _softmax_source(fname: str) -> str:
    from .registry import OPS

    exp = OPS["Exp"].kernel(np.dtype(np.float32), "d")
    return (f"def {fname}(x, out):\n"
            "    rows, c = x.shape\n"
            "    low = np.float32(-3.4028234663852886e38)\n"
            "    inf = np.float32(np.inf)\n"
            "    zero = np.float32(0.0)\n"
            "    one = np.float32(1.0)\n"
            "    n8 = c // 8 * 8\n"
            "    n4 = n8 + (c - n8) // 4 * 4\n"
            "    for r in range(rows):\n"
            "        m = low\n"
            "        for j in range(c):\n"
            "            v = x[r, j]\n"
            "            if v > m:\n"
            "                m = v\n"
            "        for j in range(c):\n"
            "            d = np.float32(x[r, j] - m)\n"
            "            if d != d:\n"
            "                out[r, j] = inf\n"
            "            else:\n"
            f"                out[r, j] = np.float32({exp})\n"
            "        s = zero\n"
            "        for lo, hi, w in ((0, n8, 8), (n8, n4, 4)):\n"
            "            if hi > lo:\n"
            "                t = zero\n"
            "                for lane in range(w):\n"
            "                    a = out[r, lo + lane]\n"
            "                    for b in range(lo + w + lane, hi, w):\n"
            "                        a = np.float32(a + out[r, b])\n"
            "                    t = a if lane == 0 else np.float32(t + a)\n"
            "                s = np.float32(s + t)\n"
            "        for j in range(n4, c):\n"
            "            s = np.float32(s + out[r, j])\n"
            "        if s != zero:\n"
            "            inv = np.float32(one / s)\n"
            "            for j in range(c):\n"
            "                out[r, j] = np.float32(out[r, j] * inv)\n")


def nnacl_softmax_last_axis(x: np.ndarray) -> np.ndarray:
    """MindSpore's CPU Softmax along the last axis of float32 (nnacl ``SoftmaxLastAxis``; also inside
    SparseSoftmaxCrossEntropyWithLogits), bit for bit: e = nnacl_exp(x - max); the sum in its SIMD order --
    8-lane accumulators over the 8-blocks, their lanes added in order, then 4-lane ones over the 4-blocks left,
    then the tail one by one; the result e * (1 / sum).  NaN / inf (measured, fix32a): the maximum starts at
    float32's lowest value and takes ``x > max`` (NaN skipped); where ``x - max`` is NaN the kernel's exp gives
    +inf (the sum becomes inf: ``[1, nan, 2]`` and ``[1, inf, 2]`` give ``[0, nan, 0]``); a sum of 0 (a row of -inf)
    fails the kernel's ``exp_sum != 0`` check after writing e, so that row is e (0)."""
    x = np.asarray(x, _F32)
    if x.ndim and x.shape[-1] and x.size >= _SOFTMAX_KERNEL_MIN and x.dtype.isnative:
        rows = np.ascontiguousarray(x).reshape(-1, x.shape[-1])
        out = np.empty_like(rows)
        if _fastpath.run_kernel("SoftmaxLastAxis_f32", _softmax_source, _SOFTMAX_SIG, (rows, out), x.size,
                                _SOFTMAX_KERNEL_MIN):
            return out.reshape(x.shape)
    with np.errstate(invalid="ignore"):
        m = _nnacl_row_max(x) if x.shape[-1] else x.max(-1, keepdims=True)
        d = (x - m).astype(_F32)
        e = _nan_exp_inf(d, nnacl_exp(d))
    lead, c = x.shape[:-1], x.shape[-1]
    s = np.zeros(lead, _F32)
    idx = 0
    for w in (8, 4):
        nb = (c - idx) // w * w
        if nb:
            acc = np.cumsum(e[..., idx:idx + nb].reshape(lead + (nb // w, w)), -2, dtype=_F32)[..., -1, :]
            s = s + np.cumsum(acc, -1, dtype=_F32)[..., -1]
            idx += nb
    if idx < c:
        s = np.cumsum(np.concatenate([s[..., None], e[..., idx:]], -1), -1, dtype=_F32)[..., -1]
    with np.errstate(divide="ignore", invalid="ignore"):
        out = (e * (_F32(1) / s)[..., None]).astype(_F32)
    zero = s == 0
    if zero.any():   # MindSpore's later rows are left unwritten (uninitialised memory): msgraph normalises them
        out[zero] = e[zero]
    return out


def _log_softmax(x: np.ndarray, axes: Any) -> np.ndarray:
    if x.dtype == np.float16:   # MindSpore's CPU kernel: float16 computed in float32, rounded once
        return _log_softmax(x.astype(np.float32), axes).astype(np.float16)
    # NaN / inf (measured, fix32a): along the last axis the maximum skips NaN (nnacl's ``x > max`` from float32's
    # lowest value), along another axis it is ``m = m > v ? m : v`` from the first element (a NaN is kept only when
    # nothing follows it); where x - max is NaN the kernel's exp gives +inf, so the row's log-sum is inf:
    # ``[1, inf, 2]`` and ``[1, nan, 2]`` give ``[-inf, nan, -inf]``, a -inf row NaN.
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        if tuple(axes) == (x.ndim - 1,) and x.shape[-1]:
            m = _nnacl_row_max(x)
        elif len(axes) == 1 and x.shape[axes[0]]:
            xs = np.moveaxis(x, axes[0], 0)
            m = xs[0]
            for v in xs[1:]:
                m = np.where(m > v, m, v)
            m = np.expand_dims(m, axes[0])
        else:
            m = np.max(x, axis=axes, keepdims=True)
        s = x - m
        e = _nan_exp_inf(s, np.exp(s))
        return s - np.log(np.sum(e, axis=axes, keepdims=True))


SOFTMAX, Softmax = _define_softmax(
    "Softmax", "softmax", _softmax,
    lambda F, out, dout, axes: F.mul(out, F.sub(dout, F.reduce_sum(F.mul(dout, out), axes, keep_dims=True))))
LOG_SOFTMAX, LogSoftmax = _define_softmax(
    "LogSoftmax", "log_softmax", _log_softmax,
    # (its C++ LogSoftmaxGrad kernel's std::exp, not the Exp op's nnacl exp; LogSoftmaxGrad has no gradient in
    # MindSpore 2.10: a second order raises, grad46/second_order_no_bprop)
    lambda F, out, dout, axes: _first_order("LogSoftmaxGrad", _log_softmax_grad(F, out, dout, axes), out))


def _first_order(name: str, dx: Any, x: Any) -> Any:
    from .st_cpu_b2 import first_order

    return first_order(name, dx, x)


def _log_softmax_grad(F: Any, out: Any, dout: Any, axes: Any) -> Any:
    """``dout - exp(out) * sum(dout)``; float16 computed in float32 and rounded once, as MindSpore's PyNative
    LogSoftmaxGrad (-1.4990234 for a uniform row of 4 and dout 1..4, where float16 steps give -1.4980469; amp35)."""
    from ..common import dtype as mstype

    if np_dtype(out) == np.float16 and np_dtype(dout) == np.float16:
        out32, dout32 = F.cast(out, mstype.float32), F.cast(dout, mstype.float32)
        return F.cast(_log_softmax_grad(F, out32, dout32, axes), mstype.float16)
    return F.sub(dout, F.mul(exp_libm(out), F.reduce_sum(dout, axes, keep_dims=True)))


def _softmax_graph_fold(p: Any, inputs: Any) -> Any:
    """MindSpore 2.10's Graph mode evaluates a Softmax of a constant with numpy while it compiles
    (``infer_value_for_Softmax``): ``exp(x) / sum(exp(x))`` in the input's dtype, without subtracting the maximum
    (float16 computed in numpy's float16; a large constant overflows to nan).  ``registry.register_graph_fold``;
    recorded: left31/reduce_const_fold."""
    x = inputs[0]
    if type(x) is not np.ndarray or x.dtype.kind != "f" or x.ndim == 0 or x.size == 0:
        return None
    try:
        axes = normalize_axes("Softmax", p.attrs["axis"], x.ndim)
    except Exception:  # noqa: BLE001 - the op's own error, as it runs
        return None
    with np.errstate(all="ignore"):
        e = np.exp(x)
        return (e / np.sum(e, axis=axes, keepdims=True)).astype(x.dtype, copy=False)


from .registry import register_graph_fold as _register_graph_fold  # noqa: E402

_register_graph_fold("Softmax", _softmax_graph_fold)


def softmax_axis_int(name: str, axis: Any) -> None:
    """MindSpore 2.10's ops.softmax / Tensor.softmax / ops.gumbel_softmax take one int axis: a tuple (even of one), a
    list or a float is their TypeError (the Softmax primitive, nn.Softmax and ops.softmin take a tuple; msgraph's
    ops.softmax computed: adapt43cpub)."""
    if isinstance(axis, (tuple, list, float)):
        raise TypeError(f"For '{name}', the type of 'axis' must be 'int', but got '{axis}' with type "
                        f"'{user_type(axis).__name__}'.")


@op_function
def softmax(input: Any, axis: Any = -1, *, dtype: Any = None) -> Any:  # noqa: A002
    """exp(x) / sum(exp(x)) along axis (``dtype``: the input cast to it first, as MindSpore's ops.softmax)."""
    if called_by_user():   # (ops.softmin / nn.Softmin call it with a tuple: they take one)
        softmax_axis_int("softmax", axis)
    _check_softmax_input(input, axis)
    if dtype is not None:
        from .array_ops import cast

        input = cast(input, dtype)  # noqa: A001
    return apply(prim(SOFTMAX, axis=axis), (input,))


@op_function
def log_softmax(logits: Any, axis: int = -1) -> Any:
    """log(softmax(logits)) along axis, computed stably."""
    refuse_numbers('Failed calling LogSoftmax with "LogSoftmax(axis=int)(logits={k0})".', logits)
    p = prim(LOG_SOFTMAX, axis=axis)
    _log_softmax_axis_check(p)
    return apply(p, (logits,))


def _check_float(name: str, arg: str, x: Any) -> None:
    if np_dtype(x).kind != "f":
        raise DTypeError(f"For '{name}', the input '{arg}' must be a float tensor, but got {dtype_name(x)}.")


# --- Dropout ----------------------------------------------------------------------------------
DROPOUT = define_op("Dropout", OpKind.OTHER, attrs={"keep_prob": 0.5, "Seed0": 0, "Seed1": 0}, n_outputs=2,
                    stateful=True,
                    doc="Dropout(keep_prob=0.5, Seed0=0, Seed1=0)(x) -> (x * mask / keep_prob, mask). The mask "
                        "comes from msgraph's global generator (ms.set_seed makes it reproducible).")
Dropout = DROPOUT.prim_class


def _check_keep(keep_prob: Any) -> None:
    if not isinstance(keep_prob, (int, float)):
        raise ArgumentError(f"For 'Dropout', 'keep_prob' must be in (0, 1], but got {keep_prob!r}.")
    if not 0 < keep_prob <= 1:  # MindSpore 2.10: the kernel's check, a RuntimeError
        raise OpRuntimeError(f"For 'Dropout, the 'keep_prob' must be in (0.0, 1.0], but got {keep_prob!r}")


@DROPOUT.def_impl
def _dropout_impl(x: Any, keep_prob: float = 0.5, Seed0: int = 0, Seed1: int = 0) -> Tuple[np.ndarray, np.ndarray]:
    """MindSpore 2.10's CPU kernel: per element a ``uniform_real_distribution<float>`` draw ``u`` of its engine
    (``std::default_random_engine`` seeded from the two seeds, one per primitive and shape, continued by later
    calls: ``random_extra.op_engine``); mask ``u < keep_prob``, output ``mask * x * (1 / keep_prob)`` in x's
    dtype (float16: ``mask * float16(float32(x) * scale)``).  Both seeds 0: msgraph's global generator."""
    from ..common import stdengines

    x = np.asarray(x)
    _check_keep(keep_prob)
    _check_float("Dropout", "x", x)
    kp = np.float32(keep_prob)
    if Seed0 or Seed1:
        from .random_extra import op_engine

        e = op_engine("Dropout", Seed0, Seed1, x.shape, stdengines.MinStdRand0)
        u = stdengines.canonical_floats(e, x.size).reshape(x.shape)
    else:
        from ..common.random import generator

        u = generator().random(x.shape, dtype=np.float32)
    mask = (u < kp).astype(x.dtype)
    scale = np.float32(1) / kp
    if x.dtype == np.float16:
        return mask * (x.astype(np.float32) * scale).astype(np.float16), mask
    return mask * x * x.dtype.type(scale), mask


@DROPOUT.def_infer
def _dropout_infer(x: Aval, keep_prob: float = 0.5, Seed0: int = 0, Seed1: int = 0) -> Tuple[Aval, Aval]:
    _check_keep(keep_prob)
    _check_float("Dropout", "x", x)
    return Aval(x.shape, x.dtype), Aval(x.shape, x.dtype)


def _seeded_dropout() -> None:
    from .random_extra import seeded_primitive

    seeded_primitive(Dropout, ("Seed0", "Seed1"))   # each instance with seeds keeps its engines


_seeded_dropout()


@bprop_getters.register(Dropout)
def get_bprop_dropout(self: Any):
    keep_prob = self.attrs["keep_prob"]

    def bprop(x, out, dout):
        F = _F()
        return (F.mul(F.mul(dout[0], out[1]), 1.0 / keep_prob),)
    return bprop


@op_function
def dropout(input: Any, p: float = 0.5, training: bool = True, seed: Any = None) -> Any:  # noqa: A002
    """Zero each element with probability p and scale the rest by 1/(1-p); identity when not training."""
    refuse_numbers('Failed calling Dropout with "Dropout(keep_prob=float, Seed0=int, Seed1=int)(x={k0})".', input)
    if not training or p == 0:
        return input
    if isinstance(p, (int, float)) and not isinstance(p, bool) and not 0 <= p < 1:
        # MindSpore 2.10: the Dropout kernel's keep_prob check, a RuntimeError (p=1 included)
        raise OpRuntimeError(f"For 'Dropout, the 'keep_prob' must be in (0.0, 1.0], but got {1 - p:g}")
    from ..common.seed import _get_graph_seed

    s0, s1 = _get_graph_seed(seed, "dropout")   # a new primitive per call, as MindSpore's
    return apply(Dropout(keep_prob=1.0 - p, Seed0=s0, Seed1=s1), (input,))[0]


# --- OneHot -----------------------------------------------------------------------------------
ONE_HOT = define_op("OneHot", OpKind.OTHER, attrs={"axis": -1}, const_inputs=(1,), differentiable=False,
                    doc="OneHot(axis=-1)(indices, depth, on_value, off_value); out-of-range indices give off_value.")
OneHot = ONE_HOT.prim_class


def _one_hot_dtype(on: Any, off: Any) -> np.dtype:
    tensors = [np_dtype(v) for v in (on, off)
               if not isinstance(v, (bool, int, float)) and not getattr(v, "weak", False)]
    if not tensors:  # Python numbers: MindSpore's int64 for ints, float32 once one is a float
        ints = builtins.all(isinstance(v, int) or (getattr(v, "weak", False) and np_dtype(v).kind in "iub")
                            for v in (on, off))
        return np.dtype(np.int64 if ints else np.float32)
    return np.result_type(*tensors)


def _depth_value(depth: Any) -> Any:
    """A 0-d int Tensor/array depth (MindSpore takes one, h-dyn) -> its int."""
    if hasattr(depth, "asnumpy"):
        depth = depth.asnumpy()
    if isinstance(depth, np.ndarray) and depth.ndim <= 1 and depth.size == 1 and depth.dtype.kind in "iu":
        return int(depth.reshape(()))   # a 0-d or one-element 1-D Tensor (recorded: ops23/one_hot_more)
    if type(depth) is tuple and len(depth) == 1 and isinstance(depth[0], (int, np.integer)):
        return depth[0]   # a one-element 1-D Tensor's value, as graph code folds it
    return depth


def _one_hot_shape(ishape: Tuple[Any, ...], depth: Any, axis: int, idx: Any) -> Tuple[Tuple[Any, ...], int]:
    if np_dtype(idx).kind not in "iu":
        raise DTypeError(f"For primitive[OneHot], the input argument[indices] must be a type of {{Tensor[Int32], "
                         f"Tensor[Int64]}}, but got Tensor[{dtype_name(idx)}].")
    depth = _depth_value(depth)
    if isinstance(depth, bool) or not isinstance(depth, (int, np.integer)):
        raise ArgumentError(f"For 'OneHot', 'depth' must be a non-negative int, but got {depth!r}.")
    if depth < 0:  # MindSpore: a ValueError
        raise ShapeError(f"For primitive[OneHot], the depth value must be greater than or equal to 0, but got {depth}.")
    nd = len(ishape)
    if not -1 <= axis <= nd:   # MindSpore 2.10: only -1 counts from the end (recorded: ops23/one_hot_shape)
        raise ShapeError(f"For primitive[OneHot], the axis value must be in [-1,{nd}], but got {axis}.")
    a = axis % (nd + 1)
    return tuple(ishape[:a]) + (int(depth),) + tuple(ishape[a:]), a


@ONE_HOT.def_impl
def _one_hot_impl(indices: Any, depth: Any, on_value: Any, off_value: Any, axis: int = -1) -> np.ndarray:
    idx = np.asarray(indices)
    _, a = _one_hot_shape(idx.shape, depth, axis, idx)
    hot = np.expand_dims(idx, -1) == np.arange(_depth_value(depth))
    hot = np.moveaxis(hot, -1, a)
    return np.where(hot, on_value, off_value).astype(_one_hot_dtype(on_value, off_value))


@ONE_HOT.def_infer
def _one_hot_infer(indices: Any, depth: Any, on_value: Any, off_value: Any, axis: int = -1) -> Aval:
    shape, _ = _one_hot_shape(shape_of(indices), depth, axis, indices)
    return Aval(shape, _one_hot_dtype(on_value, off_value))


def _one_hot_empty(indices: Any) -> None:
    from ..errors import OpRuntimeError

    raise OpRuntimeError(f"Shape of input should not contain 0, bug got shape: {list(shape_of(indices))} "
                         f"(OneHot of an empty Tensor)")


def _check_user_one_hot(indices: Any, on_value: Any, off_value: Any) -> None:
    """MindSpore 2.10's OneHot input checks, for a call by the user (msgraph's own compositions use the op on other
    dtypes): int32/int64 indices, float16/float32/int32/int64 on/off values of one dtype (TypeError; recorded:
    ops23/one_hot_more)."""
    from .registry import is_number_input

    from ..ir.builder import building_graph

    # its CPU kernel refuses an empty input: in PyNative before the dtype check, in Graph mode after it
    empty = is_tensorlike(indices) and 0 in tuple(shape_of(indices))
    if empty and not building_graph():
        _one_hot_empty(indices)
    if is_tensorlike(indices) and np.dtype(np_dtype(indices)).name not in ("int32", "int64"):
        raise DTypeError(f"For primitive[OneHot], the input argument[indices] must be a type of {{Tensor[Int32], "
                         f"Tensor[Int64]}}, but got Tensor[{dtype_name(indices)}].")
    if empty:
        _one_hot_empty(indices)
    kinds = []
    for n, v in (("off_value", off_value), ("on_value", on_value)):
        if is_number_input(v):   # ops.one_hot's Python number: an Int64 / Float32 Tensor
            k = type(v) if isinstance(v, (bool, int, float)) else {"f": float, "b": bool}.get(
                np.dtype(np_dtype(v)).kind, int)
            kinds.append(np.dtype({float: np.float32, bool: np.bool_}.get(k, np.int64)))
        elif is_tensorlike(v):
            if np.dtype(np_dtype(v)).name not in ("float16", "float32", "int32", "int64"):
                raise DTypeError(f"For primitive[OneHot], the input argument[{n}] must be a type of {{Tensor[Float16], "
                                 f"Tensor[Float32], Tensor[Int32], Tensor[Int64]}}, but got Tensor[{dtype_name(v)}].")
            kinds.append(np.dtype(np_dtype(v)))
    if len(kinds) == 2 and kinds[0] != kinds[1]:
        raise DTypeError("For primitive[OneHot], the input type must be same.")


def _one_hot_call(self: Any, *args: Any, **kwargs: Any) -> Any:
    """``P.OneHot(axis)(indices, depth, on_value, off_value)``: a Python-number on/off value is MindSpore 2.10's
    TypeError (the primitive takes Tensors; ``ops.one_hot`` converts numbers), then its input checks."""
    from .registry import Primitive, called_by_user, is_number_input

    if not kwargs and len(args) == 4 and called_by_user():
        if is_number_input(args[2]) or is_number_input(args[3]):
            def kind(v: Any) -> str:
                return "Tensor" if is_tensorlike(v) and not is_number_input(v) else \
                    type(v).__name__ if not hasattr(v, "aval") else \
                    ("float" if np.dtype(v.aval.dtype).kind == "f" else "int")
            raise DTypeError(f'Failed calling OneHot with "OneHot(axis=int)(indices={kind(args[0])}, depth='
                             f'{kind(args[1])}, on_value={kind(args[2])}, off_value={kind(args[3])})".')
        _check_user_one_hot(args[0], args[2], args[3])
    return Primitive.__call__(self, *args, **kwargs)


OneHot.__call__ = user_check_site(_one_hot_call)   # (registry.called_by_user asks about its caller)


@op_function
def one_hot(indices: Any, depth: int, on_value: Any = 1, off_value: Any = 0, axis: int = -1) -> Any:
    """One-hot encoding (MindSpore's defaults 1 and 0 give int64; Python floats give float32,
    Tensor on/off values their dtype)."""
    from .registry import called_by_user

    if called_by_user():
        _check_user_one_hot(indices, on_value, off_value)
    return apply(prim(ONE_HOT, axis=axis), (indices, depth, on_value, off_value))

__all__ = public_functions(globals())  # every function form defined here (op_function)
