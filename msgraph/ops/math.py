"""Elementwise arithmetic ops: one OpDef each (impl, inference, kernel, bprop, function form).

This file is the pattern every op family follows:

    ADD = define_op("Add", OpKind.ELEMENTWISE)      # OpDef + primitive class ops.Add
    ADD.def_impl(np.add)                            # numpy implementation
    ADD.def_kernel(lambda t, x, y: f"({x} + {y})")  # scalar expression for fusion
    @bprop_getters.register(ADD)                    # MindSpore-style bprop getter
    def _(self): ...
    @op_function
    def add(x, y): return apply(_P_ADD, (x, y))     # function form, same primitive

A unary or binary elementwise op is all of that in one row of
:func:`~msgraph.ops.registry.define_unary` / :func:`~msgraph.ops.registry.define_binary`
(name, numpy impl, kernel, bprop ``(x, out, dout) -> dx`` / ``(x, y, out, dout) -> (dx, dy)``
or None, function form)::

    EXP, Exp, _P_EXP, exp = define_unary("Exp", np.exp, lambda t, x: f"vm.exp({x})",
                                         lambda x, out, dout: mul(dout, out), doc="e ** x.", fn="exp")
    ADD, Add, _P_ADD, add = define_binary("Add", np.add, lambda t, x, y: f"({x} + {y})",
                                          lambda x, y, out, dout: (dout, dout), doc="x + y.", fn="add")

A binary bprop returns the gradients at the output's (broadcast) shape; the registered rule
reduces them to each input's shape and dtype with :func:`binop_grad_common`.

Elementwise impls are wrapped by :func:`elementwise_impl` so a broadcast failure in
PyNative mode raises the inference rule's ShapeError (one copy of the check).
Kernels use ``vm.<fn>`` for transcendental functions and ``math.<fn>`` for the rest.
"""
from __future__ import annotations

import functools

import math as _math
from typing import Any, Callable, Optional, Tuple

import numpy as np

from ._nnacl import TANH_DEN, TANH_NUM, TANH_SAT, nnacl_exp, nnacl_log
from ._helpers import dtype_name, flit, is_tensorlike, lit, np_dtype, reduce_grad, zeros_grad
from ..errors import DTypeError, GraphTypeError
from ..common.dtype import NARROW_UINTS, is_bf16, is_float, mindspore_result_type, mindspore_true_div_type
from ..common.dtype import is_narrow_uint as _is_narrow_uint, uint_kernel_gaps
from .registry import refuse_numbers
from .grad_path import grad_path, grad_path_rule
from .registry import (apply, bprop_getters, define_binary, define_elementwise, define_unary, export, graph_fold,
                       infer_elementwise, is_number_input, number_dtype, op_function, prim, public_functions,
                       register_graph_fold)
from ..common.tensor import Parameter as _Parameter, Tensor as _Tensor, _TENSOR_TYPES as _TENSORS
from ..ir import builder as _ir_builder

_ew = define_elementwise  # OpDef + wrapped numpy impl + fusion kernel, for the ternary ops below


# --- binary ops: one row each (define_binary: name, numpy impl, kernel, bprop(x, y, out, dout) -> (dx, dy),
# the gradients at the output's shape, which the registered rule reduces to each input's shape) -----------
def _div_bprop(x: Any, y: Any, out: Any, dout: Any) -> Any:
    # MindSpore 2.10's Div bprop: dx = dout / y, dy = -(out / y) * dout (bit for bit on 2000 random float32 values;
    # -(dx * out) differs in 691 of them, and at 0 / -0 it is NaN where MindSpore's NaN / -0 gives inf)
    return _div_dx(x, y, out, dout), (neg(mul(div(out, y), dout)) if is_tensorlike(y) else 0)


def _div_dx(x: Any, y: Any, out: Any, dout: Any) -> Any:
    return div(dout, y)


def _mul_bprop(x: Any, y: Any, out: Any, dout: Any) -> Any:
    return _mul_dx(x, y, out, dout), mul(x, dout)   # the seed tutorial's rule: dx = y * dout, dy = x * dout


def _mul_dx(x: Any, y: Any, out: Any, dout: Any) -> Any:
    return mul(y, dout)


def _pow_bprop(x: Any, y: Any, out: Any, dout: Any) -> Any:
    from ..autodiff.sweep import grad_mask_known, grad_wanted
    ym1 = sub(y, 1) if is_tensorlike(y) else y - 1  # a Python exponent stays a Python number
    dx = mul(dout, mul(y, pow(x, ym1))) if is_tensorlike(x) else 0
    if not grad_wanted(1):   # MindSpore computes dy only where it is used: an integer base's log (a TypeError)
        return dx, None      # is not taken for the gradient of x alone
    if is_tensorlike(x) and is_tensorlike(out) and np_dtype(x).kind in "iub" \
            and (np_dtype(out).kind == "f" or not grad_mask_known()):
        # an integer base under a float exponent: MindSpore's Pow gets the base cast to the float type, and
        # takes the log of that.  Integer base and exponent: the log is MindSpore's TypeError where dy is used;
        # Graph mode cannot tell here whether it is (dead code is dropped later): dy is computed in float32
        from .array_ops import cast
        x = cast(x, np_dtype(out) if np_dtype(out).kind == "f" else np.dtype(np.float32))
    # MindSpore 2.10: log(x) is taken with x == 0 replaced by 1, so dy is 0 (not NaN or -inf) at a zero
    # base with y >= 0, and -inf with y < 0 (out is inf there); a negative base gives NaN (the log of a
    # negative number)
    xpos = (select(equal(x, 0), ones_like(x), x) if is_tensorlike(x) else (x if x != 0 else 1))
    dy = mul(dout, mul(out, log(xpos))) if is_tensorlike(y) else 0
    if is_tensorlike(y):
        zero_base_neg_y = logical_and(equal(x, 0), less(y, 0)) if is_tensorlike(x) else (less(y, 0) if x == 0 else None)
        if zero_base_neg_y is not None:
            # (the -inf branch with its gradient stopped: the select passes zeros to it, which a product with -inf
            # would make NaN in every higher-order gradient, where MindSpore's is finite: grad46/pow_third_order)
            from .control import stop_gradient
            dy = select(zero_base_neg_y, stop_gradient(mul(dout, float("-inf"))), dy)
    return dx, dy


def _pick_bprop(x_loses: Any, y_loses: Any) -> Any:
    """Maximum/Minimum as MindSpore differentiates them: dout flows to the winner, and is split in
    halves between x and y where they tie (``x_loses(x, y)`` / ``y_loses(x, y)`` mask the losers)."""
    def bprop(x: Any, y: Any, out: Any, dout: Any) -> Any:
        zero = zeros_like(dout)
        # a uint16 / 32 / 64 dout halves in its own dtype (MindSpore's MaximumGrad: uint32 3 -> 1 at a tie; true
        # division's float32 half would not convert back implicitly), other dtypes through true division (an int's
        # half truncated by the select's cast, as MindSpore's)
        half = floor_div(dout, add(ones_like(dout), ones_like(dout))) if _is_narrow_uint(dout) else div(dout, 2)
        if np_dtype(dout).kind in "iu" and np_dtype(half) != np_dtype(dout):
            # an integer dout's half is truncated in dout's dtype before it reaches an input of another dtype
            # (MindSpore: maximum(int8 x, bool y) gives y False where half of 1 is 0; msgraph's 0.5 became True)
            from .array_ops import cast
            half = cast(half, np_dtype(dout))
        d = select(equal(x, y), half, dout)
        return select(x_loses(x, y), zero, d), select(y_loses(x, y), zero, d)
    return bprop


def _refuse_empty_broadcast(name: str, x: Any, y: Any) -> None:
    """MindSpore 2.10's CPU Maximum / Minimum kernels refuse to broadcast into an empty output: two Tensors of
    different shapes, neither 0-d, whose broadcast shape holds a 0 ((0, 3) with (1, 3) or (3,)) are a RuntimeError
    (measured, both modes; a 0-d Tensor, a Python number or operands of one shape compute the empty result; r2a).
    Their inference rule checks the shapes itself and probes dtypes on one-element stand-ins (probe_nonempty)."""
    sx, sy = getattr(x, "shape", None), getattr(y, "shape", None)
    if sx is None or sy is None or not len(sx) or not len(sy) or tuple(sx) == tuple(sy):
        return
    if any(d == 0 for d in tuple(sx) + tuple(sy)):
        try:
            out = np.broadcast_shapes(tuple(sx), tuple(sy))
        except (ValueError, TypeError):
            return   # (the broadcast error is the inference rule's)
        if 0 in out:
            raise RuntimeError(f"For '{name}', the dimension of output must not be 0 (broadcasting {tuple(sx)} "
                               f"with {tuple(sy)} into an empty output).")


def _maximum(x: Any, y: Any) -> Any:
    # MindSpore's kernel: x where x > y, else y (so a NaN in x gives y, a NaN in y gives NaN)
    _refuse_empty_broadcast("Maximum", x, y)
    return np.where(np.greater(x, y), x, y).astype(np.result_type(x, y), copy=False)


def _minimum(x: Any, y: Any) -> Any:
    _refuse_empty_broadcast("Minimum", x, y)
    return np.where(np.less(x, y), x, y).astype(np.result_type(x, y), copy=False)


_arith, _true_div = mindspore_result_type, mindspore_true_div_type  # MindSpore's promotion (common/dtype.py)

def _add_kernel(t: Any, x: str, y: str) -> str:
    return f"({x} + {y})"


def _add_bprop(x: Any, y: Any, out: Any, dout: Any) -> Any:
    return dout, dout


def _mul_kernel(t: Any, x: str, y: str) -> str:
    return f"({x} * {y})"


ADD, Add, _P_ADD, add = define_binary(
    "Add", np.add, _add_kernel, _add_bprop,
    doc="x + y with broadcasting and MindSpore's type promotion.", fn="add", fn_doc="x + y.", promote=_arith,
    identities=((1, 0), (0, 0)))
SUB, Sub, _P_SUB, sub = define_binary(
    "Sub", np.subtract, lambda t, x, y: f"({x} - {y})", lambda x, y, out, dout: (dout, neg(dout)),
    doc="x - y with broadcasting.", fn="sub", fn_doc="x - y.",
    promote=uint_kernel_gaps("Sub", _arith, no_kernel=("uint32", "uint64")), identities=((1, 0),))
#: MindSpore 2.10's SubExt: PyNative's ``-`` of a uint32 / uint64 Tensor, which Sub (``ops.sub``, ``True - x``, graph
#: code's ``-`` there; msgraph's graph code follows PyNative) has no CPU kernel for (uint39): Sub's math
SUB_EXT, SubExt, _P_SUB_EXT, _ = define_binary(
    "SubExt", np.subtract, lambda t, x, y: f"({x} - {y})", lambda x, y, out, dout: (dout, neg(dout)),
    doc="x - y (MindSpore's SubExt: the - operator of a uint32 / uint64 Tensor).", promote=_arith,
    identities=((1, 0),), public=False)
MUL, Mul, _P_MUL, mul = define_binary(
    "Mul", np.multiply, _mul_kernel, _mul_bprop,
    doc="x * y with broadcasting and MindSpore's type promotion.", fn="mul", fn_doc="x * y.",
    promote=uint_kernel_gaps("Mul", _arith, no_bool="tensor"),
    identities=((1, 1), (0, 1)))
def _true_divide(x: Any, y: Any) -> Any:
    """x / y as MindSpore 2.10's CPU Div/RealDiv kernels compute floats: a zero divisor (of either sign) gives NaN
    for a zero dividend, +inf for a positive one and -inf otherwise, NaN included (numpy: 1 / -0 = -inf, NaN / 0 =
    NaN).  Recorded: cpu32/div_by_zero."""
    with np.errstate(divide="ignore", invalid="ignore"):
        r = np.true_divide(x, y)
        if r.dtype == np.complex64:
            # MindSpore 2.10's complex64 division is complex128's, rounded (measured: 2000 of 2000 quotients equal;
            # numpy's complex64 division multiplies by a rounded reciprocal: (15+20j) / 25 = 0.59999996+0.79999995j,
            # ops.sgn's docstring example prints 0.6+0.8j; docs46)
            r = np.true_divide(np.asarray(x).astype(np.complex128), np.asarray(y).astype(np.complex128)).astype(
                np.complex64)
    if r.dtype.kind != "f":
        return r
    zero = np.equal(y, 0)
    if not zero.any():
        return r
    xb = np.asarray(x)
    fill = np.where(xb == 0, np.nan, np.where(xb > 0, np.inf, -np.inf))
    return np.where(zero, fill, r).astype(r.dtype, copy=False)


def _div_kernel(t: Any, x: str, y: str) -> str:
    dt = np_dtype(t)
    if dt.kind != "f":
        return f"({x} / {y})"
    lit_ = (lambda s: f"np.{dt.name}({s})") if dt != np.float64 else (lambda s: s)
    return (f"(({x} / {y}) if {y} != 0 else ({lit_('math.nan')} if {x} == 0 else "
            f"({lit_('math.inf')} if {x} > 0 else {lit_('-math.inf')})))")


DIV, Div, _P_DIV, div = define_binary(
    "Div", _true_divide, _div_kernel, _div_bprop,
    doc="True division x / y (integers divide in float32, as in MindSpore).", fn="div",
    fn_doc="x / y (true division).", promote=uint_kernel_gaps("Div", _true_div, no_bool="tensor"), identities=((1, 1),),
    cost=3,
    float_grad_for_int=True)


def _scalar_form_bprop(dx: Any) -> Any:
    """The bprop of MindSpore 2.10's Muls / Divs (``Muls(x, number)``, ``Divs(x, number)``): Mul's / Div's for x,
    and none for the number -- an ``ms.mutable`` number in graph code passes no gradient through ``*`` / ``/`` while
    ``ops.mul`` / ``ops.div`` (Mul / Div) differentiate it (recorded: fix32b/mutable_number_grad).  The number is
    the second input by the primitive's definition (in the graph a float one is a Float32 value by then, no longer
    weak).  ``dx``: Mul's / Div's gradient of x."""
    def scalar_bprop(x: Any, y: Any, out: Any, dout: Any) -> Any:
        return dx(x, y, out, dout), zeros_grad(y)
    return scalar_bprop


# MindSpore 2.10's scalar-operand forms: the ``*`` / ``/`` operators (and Tensor.mul / Tensor.div, mint.mul /
# mint.div) with a number operand (a Python number, or an ``ms.mutable`` one in graph code) run Muls / Divs, Mul's /
# Div's math (same numpy impl, promotion, kernel expression, identities) under their own name: their own bprop
# (:func:`_scalar_form_bprop`) and Graph-mode constant fold (Divs: :func:`_const_div`, run by ``apply``)
MULS, Muls, _P_MULS, _ = define_binary(
    "Muls", np.multiply, _mul_kernel,
    _scalar_form_bprop(_mul_dx),
    doc="Muls(x, number): x * number, the number passing no gradient (MindSpore's Muls).",
    promote=uint_kernel_gaps("Mul", _arith, no_bool="tensor", numbers=(int, bool)), identities=((1, 1), (0, 1)),
    public=False)
DIVS, Divs, _P_DIVS, _ = define_binary(
    "Divs", _true_divide, _div_kernel, _scalar_form_bprop(_div_dx),
    doc="Divs(x, number): x / number, the number passing no gradient (MindSpore's Divs).",
    promote=uint_kernel_gaps("Div", _true_div, no_bool="tensor", numbers=(int, float, bool)), identities=((1, 1),),
    cost=3, float_grad_for_int=True, public=False)


def _dim_operand_dtype(x: Any, y: Any, int_kept: bool = False) -> Any:
    """MindSpore 2.10's Mul and Div (``*``, ``/``, ``ops.mul``/``div``, ``ops.Mul()``/``Div()``, ``mint``): a 0-d
    Tensor operand with a dimensioned Tensor of the same kind (bool, integer, float) takes the dimensioned one's
    dtype (float16 (2, 3) * float32 0-d -> float16, int16 * int64 0-d -> int16; a float16 Tensor times a 0-d
    float32 scale stays float16), as a Python number would; Add, Sub and RealDiv promote as usual (h-sweep5,
    recorded: diff_sweep5/zero_dim_operand).  ``int_kept`` (Div): two integer operands keep their dtypes, Div
    converting each to float32 (uint8 / 0-d int32 -3 is x / -3, not x / 253; measured, adapt37tn)."""
    ax, ay = getattr(x, "_data", None), getattr(y, "_data", None)
    if type(ax) is np.ndarray and type(ay) is np.ndarray:   # eager Tensors: the hot path, numpy attributes only
        if (ax.ndim == 0) == (ay.ndim == 0):
            return x, y
        dx, dy, zx = ax.dtype, ay.dtype, ax.ndim == 0
    else:
        if type(x) in _NUMPY_TYPES or type(y) in _NUMPY_TYPES or not (is_tensorlike(x) and is_tensorlike(y)):
            return x, y
        zx, zy = len(x.shape) == 0, len(y.shape) == 0
        if zx == zy:
            return x, y
        dx, dy = np_dtype(x), np_dtype(y)
    kx, ky = _KIND.get("f" if is_bf16(dx) else dx.kind), _KIND.get("f" if is_bf16(dy) else dy.kind)
    if dx == dy or kx is None or kx != ky or \
            dx in NARROW_UINTS or dy in NARROW_UINTS:   # (uint16 / 32 / 64 beside another integer: refused)
        return x, y
    if int_kept and dx.kind in "iu":
        return x, y
    from .array_ops import cast

    return (cast(x, dy), y) if zx else (x, cast(y, dx))


_NUMPY_TYPES = (np.ndarray, np.generic)
_KIND = {"b": 0, "i": 1, "u": 1, "f": 2}
_mul_apply, _div_apply = mul, div


def _number_operand(x: Any, y: Any) -> Any:
    """MindSpore 2.10's Mul and Div primitives and their function forms (``P.Mul()``, ``P.Div()``, ``ops.mul``,
    ``ops.div``, ``ops.tensor_mul``, ``ops.true_divide``; not ``*``, ``/``, ``Tensor.mul``), in both modes: a Python
    number (constant or ``ms.mutable``) beside a Tensor is a 0-d Tensor of its default dtype, Float32 for a float,
    Int64 for an int (graph code: Int32), which then promotes as a 0-d Tensor does (:func:`_dim_operand_dtype`):
    ``ops.mul(Tensor(2, int32), 3)`` is Int64 (graph: Int32), ``ops.mul(float16 0-d, 2.5)`` Float32, a float64
    Tensor times 0.1 computes with 0.1 rounded to float32, a bool Tensor times 3 in graph code is Int32
    (recorded: ut_compiler3/mul_div_number_operand).  Add, Sub, RealDiv and the operators keep the number weak."""
    if type(x) in _TENSORS and type(y) in _TENSORS:   # the hot path: two eager Tensors
        return x, y
    if _is_number(x) and is_tensorlike(y) and not _is_number(y):
        return _number_tensor(x), y
    if _is_number(y) and is_tensorlike(x) and not _is_number(x):
        return x, _number_tensor(y)
    return x, y


def _is_number(a: Any) -> bool:
    return (isinstance(a, (int, float)) and not isinstance(a, np.generic)) or \
        (hasattr(a, "__msgraph_emit__") and is_number_input(a))


def _number_tensor(a: Any) -> Any:
    from .array_ops import cast

    if isinstance(a, bool):
        return a   # a bool number stays weak (MindSpore: Bool beside an int Tensor keeps the Tensor's dtype)
    kind = "f" if isinstance(a, float) else "i" if isinstance(a, int) else np_dtype(a).kind
    dt = number_dtype(kind)
    if dt is None:
        return a
    if not isinstance(a, (int, float)):
        return cast(a, dt)   # an ms.mutable number in graph code
    if kind == "i" and not np.iinfo(dt).min <= a <= np.iinfo(dt).max:
        return a   # (out of the default dtype's range: left to the op's own check)
    return _Tensor(np.asarray(a, dt))


# a Python bool beside a uint16 / 32 / 64 Tensor: a Bool Tensor in MindSpore's Mul / Div, whose kernels take none
_MUL_BOOL_GAPS = uint_kernel_gaps("Mul", _arith, no_bool="any")
_DIV_BOOL_GAPS = uint_kernel_gaps("Div", _true_div, no_bool="any")


def _with_number_operand(fn: Any, promote: Any, x: Any, y: Any) -> Any:
    """``fn(x, y)`` (Mul, Div) under :func:`_number_operand`'s rule: where the number's 0-d Tensor takes a
    dimensioned Tensor's dtype (:func:`_dim_operand_dtype`), MindSpore computes at the wider of the two and casts the
    result (a Float16 Tensor times 0.1: 3 * 0.1 computed in float32, 0.300048828125, not float16's 0.2998046875).
    A Python bool beside a uint16 / uint32 / uint64 Tensor is a Bool Tensor there, which Mul's / Div's kernel
    refuses (``x * True`` -- Muls -- computes)."""
    if type(x) is bool or type(y) is bool:
        gaps = _DIV_BOOL_GAPS if promote is _true_div else _MUL_BOOL_GAPS
        gaps(x, y, probe=lambda: True)   # (the user's call)
    x2, y2 = _number_operand(x, y)
    a, b = _dim_operand_dtype(x2, y2, promote is _true_div)
    if x2 is x and y2 is y or (a is x2 and b is y2):
        return fn(a, b)
    from .array_ops import cast

    want = np.dtype(promote(a, b))
    out = fn(x2, y2)
    return out if np_dtype(out) == want else cast(out, want)


from .registry import FORWARDERS, TRAMPOLINES  # noqa: E402  (ops.multiply -> ops.mul)
from .registry import called_by_user as _called_by_user  # noqa: E402


@op_function
def mul(input: Any, other: Any) -> Any:   # noqa: A002 - MindSpore's parameter names (``ops.mul(input=x, other=2)``)
    """x * y."""
    x, y = input, other
    if (type(x) in _TENSORS and type(y) in _TENSORS) or not _called_by_user():
        return _mul_apply(*_dim_operand_dtype(x, y))
    return _with_number_operand(_mul_apply, _arith, x, y)


#: MindSpore 2.10's Add / Sub primitives' accepted input types (its TypeError for a Bool Tensor lists them)
BOOL_REFUSED_KINDS = ", ".join(f"Tensor[{t}]" for t in (
    "BFloat16", "Float16", "Float32", "Float64", "Int16", "Int32", "Int64", "Int8", "UInt16", "UInt32", "UInt64",
    "UInt8"))


def bool_refused_message(name: str) -> str:
    """MindSpore 2.10's TypeError text for a Bool Tensor given to its Add / Sub primitive (``name``)."""
    return f"For primitive[{name}], the input argument[x] must be a type of {{{BOOL_REFUSED_KINDS}}}, but got Tensor[Bool]."


def is_bool_operand(a: Any) -> bool:
    """A bool Tensor (eager or graph value) or a Python bool."""
    if a is True or a is False:
        return True
    d = getattr(a, "_data", None)
    if type(d) is np.ndarray:
        return d.dtype.kind == "b"
    return is_tensorlike(a) and np_dtype(a).kind == "b"


def refuse_graph_bool_add(x: Any, y: Any) -> None:
    """``Tensor.add`` of bool operands in graph code: MindSpore 2.10's Add primitive refuses Bool (PyNative's
    Tensor.add computes them, as its ``+``)."""
    if getattr(x, "__msgraph_emit__", None) is not None and is_bool_operand(x) and is_bool_operand(y):
        raise GraphTypeError(bool_refused_message("Add"))


def _bool_kind(v: Any) -> bool:
    """A bool operand as Add's check sees it: a Python bool, a numpy bool array or scalar, a bool Aval."""
    if v is True or v is False:
        return True
    dt = None if isinstance(v, (int, float)) else getattr(v, "dtype", None)
    return dt is not None and np.dtype(dt).kind == "b"


def _refuse_bool_add(x: Any, y: Any) -> None:
    """MindSpore 2.10's Add primitive (``ops.add``, ``P.Add()``, ``F.tensor_add``, graph code's ``Tensor.add``; not
    the ``+`` operator, PyNative's ``Tensor.add`` or ``ops.addn``, which run AddExt): two bool operands, one of them
    a Tensor, are its TypeError in both modes (recorded: fix32b/bool_arith, debt33/add_bool_forms)."""
    if _bool_kind(x) and _bool_kind(y) and not (type(x) is bool and type(y) is bool):
        raise DTypeError(bool_refused_message("Add"))


def _checked_add(impl: Any) -> Any:
    @functools.wraps(impl)   # (Add's signature stays its impl's: graph code's arity errors read it, prim_arity.py)
    def add_impl(x: Any, y: Any, *a: Any, **k: Any) -> Any:
        if type(x) is not np.ndarray or x.dtype.kind == "b":   # (the hot path: a non-bool array)
            _refuse_bool_add(x, y)
        return impl(x, y, *a, **k)
    return add_impl


def _checked_add_infer(x: Any, y: Any, **attrs: Any) -> Any:
    _refuse_bool_add(x, y)
    return infer_elementwise(ADD, x, y, **attrs)


ADD.def_impl(_checked_add(ADD.impl))
ADD.def_infer(_checked_add_infer)

#: MindSpore 2.10's AddExt: the ``+`` operator and ``Tensor.add`` in PyNative and ``ops.addn``'s two-input sum, Add's
#: math (numpy impl, promotion, kernel expression, bprop, identities) without Add's Bool refusal: they compute bool
#: operands (logical or)
ADD_EXT, AddExt, _P_ADD_EXT, _ = define_binary(
    "AddExt", np.add, _add_kernel, _add_bprop,
    doc="x + y, bool operands computed (MindSpore's AddExt: the + operator).", promote=_arith,
    identities=((1, 0), (0, 0)), public=False)


def add_operator(x: Any, y: Any) -> Any:
    """``x + y``, PyNative's ``Tensor.add`` and ``ops.addn``'s sum: MindSpore's AddExt (bool operands computed)."""
    return apply(_P_ADD_EXT, (x, y))


def sub_operator(x: Any, y: Any) -> Any:
    """``x - y`` of a uint32 / uint64 Tensor ``x``: MindSpore 2.10's SubExt (Sub has no kernel for them)."""
    return apply(_P_SUB_EXT, (x, y))


def mul_operator(x: Any, y: Any) -> Any:
    """``x * y`` and ``Tensor.mul``: a Python number stays weak; beside a number (a Python number, or an
    ``ms.mutable`` one in graph code), MindSpore's Muls, the number second (``n * x`` is ``Muls(x, n)``: the same
    values, the product and MindSpore's promotion being symmetric)."""
    if type(x) in _TENSORS and type(y) in _TENSORS:   # the hot path: two eager Tensors
        return apply(_P_MUL, _dim_operand_dtype(x, y))
    if _ir_builder.building_graph():
        # MindSpore 2.10's Graph mode (and ms.jit) simplifies Muls(x, 1) to x before its dtype: a Bool Tensor * 1
        # (or 1 * it) stays Bool there (PyNative, x * 1.0, x * Tensor(1), ops.mul(x, 1): Int64 / Float32 / Int32)
        for t, n in ((x, y), (y, x)):
            if type(n) is int and n == 1 and is_tensorlike(t) and np_dtype(t) == np.bool_:
                return t
    if is_number_input(y):
        return apply(_P_MULS, _dim_operand_dtype(x, y))
    if is_number_input(x):
        return apply(_P_MULS, _dim_operand_dtype(y, x))
    return apply(_P_MUL, _dim_operand_dtype(x, y))


def _true_div_fn(x: Any, y: Any, user: bool) -> Any:
    folded = graph_fold("Div", (x, y))
    if folded is not None:
        return folded
    if user:
        return _with_number_operand(_div_apply, _true_div, x, y)
    return _div_apply(*_dim_operand_dtype(x, y, True))


def true_div_operator(x: Any, y: Any) -> Any:
    """``x / y`` and ``Tensor.div``: a Python number stays weak; a number divisor is MindSpore's Divs (its own
    bprop and Graph-mode constant fold, which ``apply`` runs)."""
    if is_number_input(y):
        return apply(_P_DIVS, _dim_operand_dtype(x, y))
    folded = graph_fold("Div", (x, y))
    if folded is not None:
        return folded
    return apply(_P_DIV, _dim_operand_dtype(x, y, True))


# -- MindSpore 2.10's Graph-mode value inference of a division of constants -------------------------------------
# Its compiler evaluates Div / Divs / DivMod / DivMods whose operands are all known while it compiles (Tensors that
# are Cell attributes or made in graph code from constants, Python numbers; not Parameters, graph arguments or
# ``ms.mutable`` values) with numpy (``ops/operations/manually_defined/ops_def.py``: ``infer_value_for_Div`` ...)
# and keeps numpy's dtype: ``self.x / self.y`` of two Int32 Tensors is Float64 [2.5 2.], where PyNative and the same
# division of graph arguments give Float32 (st ops/test_ops_divs.py::test_divs_infer_value; recorded: left31/*).
# MindSpore 2.10 runs numpy 1.26, so the promotion is numpy 1's value-based one (a 0-d operand or a number beside
# a dimensioned Tensor of the same or a higher kind takes the smallest dtype holding its value).

_NP1_KIND = {"b": 0, "i": 1, "u": 1, "f": 2, "c": 3}


def _np1_operand(v: Any) -> Any:
    """A constant operand as numpy 1 sees it: a Tensor's array, or the Python number itself."""
    return v._data if type(v) in _TENSORS else v


def _np1_full_dtype(v: Any) -> Any:
    if isinstance(v, np.ndarray):
        return v.dtype
    return np.dtype(np.bool_ if type(v) is bool else np.int64 if type(v) is int else np.float64)


def _np1_true_divide(a: Any, b: Any) -> np.ndarray:
    """``np.true_divide(a, b)`` under numpy 1.26's value-based promotion (``np.result_type``'s documented rule:
    when the scalars' highest kind is not above the arrays', each scalar counts as ``np.min_scalar_type``)."""
    vals = (a, b)
    arrays = [v for v in vals if isinstance(v, np.ndarray) and v.ndim > 0]
    scalars = [v for v in vals if not (isinstance(v, np.ndarray) and v.ndim > 0)]
    if not arrays or not scalars or max(_NP1_KIND[_np1_full_dtype(v).kind] for v in scalars) > \
            max(_NP1_KIND[v.dtype.kind] for v in arrays):
        dts = [_np1_full_dtype(v) for v in vals]
    else:
        dts = [v.dtype for v in arrays] + [np.min_scalar_type(v) for v in scalars]
    dt = np.promote_types(*dts) if len(dts) == 2 else dts[0]
    out = np.dtype(np.float64) if dt.kind in "biu" else dt
    with np.errstate(all="ignore"):
        return np.true_divide(np.asarray(a).astype(out), np.asarray(b).astype(out))


def _const_operand(v: Any) -> bool:
    return (type(v) in _TENSORS and type(v) is not _Parameter and v._data.dtype.kind in "biufc") \
        or type(v) in (int, float, bool)


def _const_div(form: str, x: Any, y: Any) -> Any:
    """The Tensor MindSpore 2.10's Graph mode folds ``x / y`` of two constants to, or None (an operand not constant).
    ``form``, the MindSpore primitive: "Div" (``ops.div``, ``P.Div()``, ``ops.true_divide``, ``Tensor.true_divide``,
    ``x / Tensor``: a number becomes an Int32 / Float32 / Bool Tensor first), "Divs" (``x / number``,
    ``Tensor.div(number)``, ``mint.div(x, number)``: a 0-d integer Tensor gives Float32, another 0-d Tensor keeps its
    dtype), "DivMod" / "DivMods" (``rounding_mode='trunc'``: ``trunc`` of the true division, so integers give
    Float64).  Registered (``registry.register_graph_fold``) for the function forms, which call ``graph_fold`` with
    the user's operands before they convert a number."""
    if not (_const_operand(x) and _const_operand(y)) or not (type(x) in _TENSORS or type(y) in _TENSORS):
        return None
    if form == "Div":
        x, y = (v if type(v) in _TENSORS else
                _Tensor(np.asarray(v, np.bool_ if type(v) is bool else number_dtype("f" if type(v) is float else "i")))
                for v in (x, y))
    elif form == "Divs" and not (type(x) in _TENSORS and type(y) not in _TENSORS):
        return None
    a, b = _np1_operand(x), _np1_operand(y)
    out = _np1_true_divide(a, b)
    if form in ("DivMod", "DivMods"):
        out = np.trunc(out)
    elif form == "Divs" and a.ndim == 0:
        out = out.astype(np.float32 if a.dtype.kind in "iu" else a.dtype)
    return _Tensor(np.asarray(out))


def _div_fold(form: str) -> Any:
    def fold(prim: Any, operands: Any) -> Any:
        return _const_div(form, *operands)
    return fold


for _form in ("Div", "DivMod", "DivMods"):
    register_graph_fold(_form, _div_fold(_form), at_apply=False)
register_graph_fold("Divs", _div_fold("Divs"), at_apply="args")   # (Divs is the operators' own primitive)


def _mul_call(self: Any, x: Any, y: Any) -> Any:
    if self.name == "Div":
        folded = graph_fold("Div", (x, y))
        if folded is not None:
            return folded
    return _with_number_operand(lambda a, b: apply(self, (a, b)), _true_div if self.name == "Div" else _arith, x, y)


Mul.__call__ = _mul_call
Div.__call__ = _mul_call


@op_function
def div(input: Any, other: Any, *, rounding_mode: Any = None) -> Any:  # noqa: A002 - MindSpore's names
    """input / other; MindSpore's ``rounding_mode``: None (true division), "floor" (toward -inf,
    keeping integer dtypes) or "trunc" (toward zero, keeping integer dtypes)."""
    if rounding_mode is None:
        if _is_narrow_uint(input) or _is_narrow_uint(other):
            if _called_by_user():   # (a bool Tensor beside a uint16 / 32 / 64 one: Div's kernel gap)
                DIV.compute_dtype(input, other, probe=lambda: True)
        return _true_div_fn(input, other, not (type(input) in _TENSORS and type(other) in _TENSORS)
                            and _called_by_user())
    if rounding_mode in ("floor", "trunc") and _is_narrow_uint(input) and type(other) in (bool, int, float) \
            and _called_by_user():
        # the number is a Tensor of its own dtype there: DivMod's kernels take none beside a uint16 / 32 / 64 Tensor
        # ("trunc": Div's TypeError, "floor": FloorDiv's RuntimeError; measured: adapt38oa binary sweep, uint39)
        if rounding_mode == "trunc":
            raise DTypeError("Select CPU operator[Div] fail! Unsupported data type! (ops.div(x, number, "
                             "rounding_mode='trunc') of a uint16 / uint32 / uint64 Tensor)")
        from ..errors import OpRuntimeError

        raise OpRuntimeError("KernelMod Init Failed: FloorDiv (ops.div(x, number, rounding_mode='floor') of a "
                             "uint16 / uint32 / uint64 Tensor)")
    if rounding_mode in ("floor", "trunc"):
        # MindSpore 2.10's DivMod makes a Python number a Tensor (int64 / float32) first: beside a 0-d Tensor it
        # then promotes as a Tensor does (int8 0-d // 2 is Int64, float16 0-d // 2.5 Float32)
        input, other = _divmod_operands(input, other, rounding_mode)  # noqa: A001
        folded = graph_fold("DivMod", (input, other)) if rounding_mode == "trunc" else None
        if folded is not None:
            return folded
    return _rounded_div(input, other, rounding_mode)


def rounded_div_operator(input: Any, other: Any, rounding_mode: Any) -> Any:  # noqa: A002 - MindSpore's names
    """``Tensor.div`` / ``mint.div`` with a ``rounding_mode``: MindSpore 2.10's DivMods keeps a Python-number
    ``other`` weak (an int8 0-d Tensor // 2 stays Int8, float16 // 2.5 Float16); a Python-number ``input``
    still becomes an Int64 / Float32 Tensor, as for ops.div."""
    if rounding_mode in ("floor", "trunc"):
        input = _divmod_operands(input, other, rounding_mode)[0]  # noqa: A001
        folded = graph_fold("DivMods", (input, other)) if rounding_mode == "trunc" else None
        if folded is not None:
            return folded
    return _rounded_div(input, other, rounding_mode)


# MindSpore 2.10's DivMod (rounding_mode='trunc') of integers divides in floating point and converts back: an integer
# over 0 (inf, or 0 / 0's nan) becomes the x86 conversion's INT_MIN in int32 / int64, 0 in int8 / int16 / uint8
# (measured: adapt33n/div_trunc_by_zero), 0 in uint16 / uint32 / uint64 too, except uint64's 0 / 0 (nan): 2**63
# (measured: lead40/trunc_div_uint_by_zero)
_TRUNC_DIV_BY_ZERO = {"int8": 0, "int16": 0, "uint8": 0, "uint16": 0, "uint32": 0, "uint64": 0, "int32": -2 ** 31,
                      "int64": -2 ** 63}
_TRUNC_ZERO_BY_ZERO = {"uint64": 2 ** 63}


def _trunc_div_by_zero(q: Any, other: Any, input: Any = None) -> Any:  # noqa: A002
    from . import functional as F

    name = np.dtype(np_dtype(q)).name
    fill = _TRUNC_DIV_BY_ZERO.get(name)
    if fill is None:
        return q
    full = F.full_like(q, fill)
    if name in _TRUNC_ZERO_BY_ZERO and input is not None:
        nan_fill = F.full_like(q, _TRUNC_ZERO_BY_ZERO[name])
        if not is_tensorlike(input):
            full = nan_fill if input == 0 else full
        else:
            full = select(F.broadcast_to(F.equal(input, 0), tuple(q.shape)), nan_fill, full)
    if not is_tensorlike(other):
        return full if other == 0 else q
    return select(F.broadcast_to(F.equal(other, 0), tuple(q.shape)), full, q)


def _eager_zero_dim_kept(input: Any, other: Any) -> Tuple[Any, Any]:  # noqa: A002
    """PyNative's DivMod (ops.div / Tensor.div / mint.div with a rounding_mode) of a Tensor and a 0-d Tensor of the
    same category (integer / float): the 0-d one takes the other's dtype (uint8 trunc-divided by an int8 0-d Tensor
    is UInt8, float16 by a float32 0-d Float16; measured, adapt37am).  Graph code promotes them (unchanged)."""
    if _ir_builder.building_graph() or not (type(input) in _TENSORS and type(other) in _TENSORS):
        return input, other
    from ._helpers import shape_of

    nd = (len(shape_of(input)), len(shape_of(other)))
    if (nd[0] == 0) == (nd[1] == 0):
        return input, other
    kinds = [np.dtype(np_dtype(v)).kind for v in (input, other)]
    cat = ["i" if k in "iu" else k for k in kinds]
    if cat[0] != cat[1] or cat[0] not in "if" or kinds[0] == kinds[1] and np_dtype(input) == np_dtype(other):
        return input, other
    from .array_ops import cast

    if nd[0] == 0:
        return cast(input, np_dtype(other)), other
    return input, cast(other, np_dtype(input))


def _rounded_div(input: Any, other: Any, rounding_mode: Any) -> Any:  # noqa: A002
    input, other = _eager_zero_dim_kept(input, other)  # noqa: A001
    if rounding_mode == "floor":
        return floor_div(input, other)
    if rounding_mode == "trunc":
        from .array_ops import cast

        dt = _arith(input, other)
        if dt is not None and is_float(np.dtype(dt)):   # toward zero in float: trunc(x / y), -0.0 kept (bfloat16 too)
            from .functional_extra import trunc

            # a 0-d float Tensor beside a dimensioned float one takes its dtype first, as in Div (graph code too:
            # float16 trunc-divided by a 0-d float32 Tensor is Float16; measured, adapt43cpua)
            a, b = _dim_operand_dtype(input, other)
            dt = _arith(a, b)
            a, b = ((cast(v, dt) if is_tensorlike(v) else v) for v in (a, b))
            return out_zeros(trunc(_div_apply(*_dim_operand_dtype(a, b))), input, other)   # (DivMod's OutZeros)
        if dt is not None and np.dtype(dt) == np.bool_:   # MindSpore 2.10: the float quotient as bool (0 / 0 True)
            a, b = ((cast(v, np.float32) if is_tensorlike(v) else float(v)) for v in (input, other))
            return cast(_div_apply(a, b), np.bool_)
        q = floor_div(input, other)  # floor, then one step toward zero where it was inexact and negative
        inexact_negative = logical_and(less(q, 0), not_equal(floor_mod(input, other), 0))
        return _trunc_div_by_zero(select(inexact_negative, add(q, 1), q), other, input)
    # MindSpore 2.10: a ValueError for any other value (ops.div, Tensor.div, mint.div)
    raise ValueError(f"For ops.div, rounding_mode value should be None, 'floor' or 'trunc', but got {rounding_mode!r}.")


def _divmod_operands(x: Any, y: Any, rounding_mode: Any = None) -> Tuple[Any, Any]:
    """``ops.div(..., rounding_mode=...)``'s operands as MindSpore 2.10's DivMod sees them: a Python int / float
    beside a 0-d Tensor becomes an Int64 (graph code: Int32) / Float32 Tensor (beside a higher-rank Tensor it stays
    weak).  With ``rounding_mode`` (ops.div, Tensor.div, mint.div) in graph code, beside a Tensor the graph computes
    (not a constant one, which MindSpore folds with numpy: :func:`_const_div`), the number is such a Tensor
    whatever the rank: an Int8 (2,) Tensor // 2 is Int32, float16 // 2.5 Float32 -- except a float number with
    'trunc' beside a float Tensor, which stays weak (float16 trunc-divided by 2.5 is Float16)."""
    from ._helpers import shape_of

    def as_tensor(v: Any, t: Any) -> bool:
        if not shape_of(t):
            return True
        if rounding_mode is None or not _ir_builder.building_graph() or type(t) in _TENSORS:
            return False
        return not (rounding_mode == "trunc" and type(v) is float and np.dtype(np_dtype(t)).kind == "f")

    def tensor_of(v: Any, t: Any) -> Any:
        if type(v) in (int, float) and is_tensorlike(t) and as_tensor(v, t):
            from ..common.tensor import Tensor

            dt = number_dtype("i" if type(v) is int else "f")
            if type(v) is int and not np.iinfo(dt).min <= v <= np.iinfo(dt).max:
                return v   # (out of the default dtype's range: weak, as for Mul / Div)
            return Tensor(dt(v))
        return v
    return tensor_of(x, y), tensor_of(y, x)


class RealDiv(Div):  # type: ignore[misc, valid-type]
    """MindSpore's other name for true division; the same op as :class:`Div`."""

    def __init__(self) -> None:
        Div.__init__(self)
        self.name = "RealDiv"

    def __call__(self, x: Any, y: Any) -> Any:
        """MindSpore's RealDiv kernel divides two integer (or bool) operands in their promoted integer
        dtype, rounding toward zero (``ops.div`` and ``/`` give float32)."""
        from ..common.dtype import is_narrow_uint, refuse_uint_mix

        if is_narrow_uint(x) or is_narrow_uint(y):
            # a uint16 / 32 / 64 Tensor beside a Python int (or float, or another dtype): implicit conversion's
            # TypeError, the primitive being the user's call (msgraph divided uint16 t by 2 in PyNative: adapt41cpu)
            refuse_uint_mix(x, y)
        if hasattr(x, "dtype") or hasattr(y, "dtype"):
            if _is_number(x) != _is_number(y) and hasattr(x, "dtype") and hasattr(y, "dtype"):
                # an ms.mutable number in graph code beside a Tensor: weak, as a constant (int8 0-d / mutable(3): Int8)
                from .array_ops import cast

                num, t = (x, y) if _is_number(x) else (y, x)
                if np_dtype(num).kind in "iu" and np_dtype(t).kind in "iuf":
                    num = cast(num, np_dtype(t))
                    x, y = (num, t) if _is_number(x) else (t, num)
            dt = _arith(x, y)
            if dt is not None and np.dtype(dt).kind in "biu":
                if np.dtype(dt).kind == "b":   # two bool operands: no kernel (TruncateDiv's TypeError)
                    from .aliases import truncate_div

                    return truncate_div(x, y)
                from .array_ops import cast

                # a bool Tensor with an int operand divides in the int dtype
                x, y = ((cast(v, dt) if is_tensorlike(v) and np_dtype(v) == np.bool_ else v) for v in (x, y))
                return apply(_P_REAL_DIV_INT, (x, y))   # (RealDiv's bprop in the integer dtype: RealDivInt)
        elif type(x) in (int, bool) and type(y) in (int, bool):   # two Python ints: 2 // 3 as Int64 (MindSpore's Graph mode: Int32)
            from .aliases import truncate_div
            from ..ir.builder import building_graph

            if building_graph():   # the Int32 Tensors Graph mode makes of them (registry._scalar_operands)
                from .array_ops import cast

                return cast(truncate_div(int(x), int(y)), np.int32)
            return truncate_div(int(x), int(y))
        return apply(self, (x, y))  # not Div's 0-d operand rule


RealDiv.__module__ = "msgraph.ops"
export(RealDiv)


@bprop_getters.register(RealDiv)
def get_bprop_real_div(self: Any) -> Any:
    """MindSpore 2.10's RealDiv bprop: dx = dout / y, dy = -(dx * out) (Div's is -(out / y) * dout): at 0 / 0 the
    y-gradient is NaN, not Div's inf (measured, adapt41asc)."""
    from ._helpers import binop_grad_common

    def bprop(x: Any, y: Any, out: Any, dout: Any) -> Any:
        dx = div(dout, y)
        return binop_grad_common(x, y, dx, neg(mul(dx, out)) if is_tensorlike(y) else 0, True)
    return bprop

def _int_zero_div(x: Any, y: Any, r: Any, mod: bool) -> Any:
    """MindSpore's CPU kernels on an integer divisor of 0: x // 0 saturates (the dtype's max for x > 0, min for
    x < 0, 0 for 0; uint64 too: measured, adapt40cpu); x % 0 is the dtype's min for int32/int64 (0 for the narrower
    ones, as numpy; uint64 left to numpy)."""
    r = np.asarray(r)
    if r.dtype.kind not in "iu" or r.dtype.itemsize > 8 or (mod and r.dtype == np.uint64):
        return r
    zero = np.asarray(y) == 0
    if not zero.any():
        return r
    info = np.iinfo(r.dtype)
    if mod:
        if r.dtype.itemsize < 4 or r.dtype.kind == "u":
            return r
        fill = np.full(r.shape, info.min, r.dtype)
    else:
        xb = np.broadcast_to(np.asarray(x), r.shape)
        hi, lo, nil = (np.array(v, r.dtype) for v in (info.max, info.min, 0))   # (uint64's max is no int64)
        fill = np.where(xb > 0, hi, np.where(xb < 0, lo, nil)).astype(r.dtype)
    return np.where(np.broadcast_to(zero, r.shape), fill, r).astype(r.dtype, copy=False)


def _zero_div_kernel(t: Any, x: str, y: str, mod: bool) -> str:
    dt = np_dtype(t)
    op = "%" if mod else "//"
    if dt.kind == "b" and not mod:   # Bool // Bool: x (see _floor_divide)
        return f"{x}"
    if dt.kind == "f" and not mod:  # an infinite operand or a zero divisor: Div's x / y (see _floor_divide)
        fd = f"(({x} / {y}) - (({x} / {y}) % 1.0))" if dt == np.float64 else f"({x} // {y})"
        return (f"({fd} if (abs({x}) < math.inf and abs({y}) < math.inf and {y} != 0) else "
                f"{_div_kernel(t, x, y)})")
    if dt == np.uint64 and not mod:   # all-uint64 branches (an int64 literal would make Numba's result float64)
        return f"(({x} // {y}) if {y} != 0 else ((({x}) | ~({x})) if {x} != 0 else (({x}) - ({x}))))"
    if dt.kind not in "iu" or dt == np.uint64:
        return f"({x} {op} {y})"
    info = np.iinfo(dt)
    if mod:
        if dt.itemsize < 4 or dt.kind == "u":
            return f"({x} % {y})"
        return f"(({x} % {y}) if {y} != 0 else {info.min})"
    if dt.kind == "i":   # min // -1 wraps to min (numpy, MindSpore); Numba's // gives 0 for int64's
        return (f"(({x} // {y}) if ({y} > 0 or {y} < -1) else ((-{x}) if {y} == -1 else "
                f"({info.max} if {x} > 0 else ({info.min} if {x} < 0 else 0))))")
    return f"(({x} // {y}) if {y} != 0 else ({info.max} if {x} > 0 else ({info.min} if {x} < 0 else 0)))"


def _floor_divide(x: Any, y: Any) -> Any:
    if np.result_type(x, y).kind == "b":
        # MindSpore 2.10: Bool // Bool is Bool, x itself (True // False is True; numpy: int8, 1 // 0 = 0)
        return np.array(np.broadcast_to(np.asarray(x, np.bool_), np.broadcast_shapes(np.shape(x), np.shape(y))))
    with np.errstate(divide="ignore", invalid="ignore"):
        if np.result_type(x, y).kind == "c":
            # MindSpore 2.10's CPU kernel: the floor of the quotient's real part, imaginary part 0 (measured
            # adapt44cpua: (0.5+1j) // (1-1j) is -1+0j; numpy has no complex floor_divide)
            q = np.asarray(np.true_divide(x, y))
            out = np.zeros_like(q)
            out.real = np.floor(q.real)   # (a -0.0 real part stays -0.0, as MindSpore's)
            return out
        r = _int_zero_div(x, y, np.floor_divide(x, y), mod=False)
        if r.dtype == np.float64:   # MindSpore's float64 kernel: floor(x / y) of the rounded quotient (1.0 // 0.1
            r = np.floor(np.true_divide(x, y, dtype=np.float64))   # is 10; numpy's exact floor division: 9)
        plain = np.isfinite(x) & np.isfinite(y) & np.not_equal(y, 0) if r.dtype.kind == "f" else True
        if not np.all(plain):
            # MindSpore: an infinite operand gives x / y (inf // 1 is inf, -7 // inf is -0.0; numpy: nan, -1), and
            # so does a zero divisor of either sign, as its Div (1 // -0.0 is inf, nan // 0 is -inf; numpy: -inf, nan)
            r = np.where(plain, r, _true_divide(x, y)).astype(r.dtype, copy=False)
        return r


FLOOR_DIV, FloorDiv, _P_FLOOR_DIV, floor_div = define_binary(
    "FloorDiv", _floor_divide, lambda t, x, y: _zero_div_kernel(t, x, y, False), None,
    doc="x // y rounded toward -inf; piecewise constant, so not differentiable.", fn="floor_div", fn_doc="x // y.", args=("x", "y"),
    promote=_arith, cost=5)


def _int_real_divide(x: Any, y: Any) -> Any:
    """MindSpore 2.10's RealDiv kernel on two integer operands: the quotient rounded toward zero in their dtype, a
    zero divisor saturating as FloorDiv's (the dtype's max for x > 0, min for x < 0, 0 for 0)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        q = np.asarray(np.floor_divide(x, y))
        if q.dtype.kind == "i":   # one step toward zero where the floor was inexact and negative
            inexact_negative = (np.remainder(x, y) != 0) & ((np.asarray(x) < 0) != (np.asarray(y) < 0))
            q = np.where(inexact_negative, q + q.dtype.type(1), q).astype(q.dtype, copy=False)
        return _int_zero_div(x, y, q, mod=False)


def _int_real_div_kernel(t: Any, x: str, y: str) -> str:
    floor = _zero_div_kernel(t, x, y, False)
    if np_dtype(t).kind != "i":
        return floor
    return f"({floor} + (1 if ({y} != 0 and ({x} % {y}) != 0 and (({x} < 0) != ({y} < 0))) else 0))"


def _int_real_div_bprop(x: Any, y: Any, out: Any, dout: Any) -> Tuple[Any, Any]:
    # MindSpore 2.10's RealDiv bprop in the integer dtype: dx = dout / y rounded toward zero, dy = -(dx * out)
    # (wrapping; measured adapt44cpub s1 and adapt45left s1: int32 dout 9 / y -4 is -2)
    dx = apply(_P_REAL_DIV_INT, (dout, y))
    return dx, (neg(mul(dx, out)) if is_tensorlike(y) else 0)


#: RealDiv of two integer (or int and bool) operands: MindSpore's RealDiv kernel keeps the integer dtype and its
#: bprop differentiates it there (msgraph's TruncateDiv composition gave zero gradients: adapt45left)
REAL_DIV_INT, RealDivInt, _P_REAL_DIV_INT, _ = define_binary(
    "RealDivInt", _int_real_divide, _int_real_div_kernel, _int_real_div_bprop,
    doc="RealDiv(x, y) of integer operands: x / y rounded toward zero in their dtype (MindSpore's RealDiv kernel).",
    args=("x", "y"), promote=_arith, cost=5, public=False)


def _floor_mod(x: Any, y: Any) -> Any:
    with np.errstate(divide="ignore", invalid="ignore"):
        r = _int_zero_div(x, y, np.remainder(x, y), mod=True)
        if r.dtype == np.float64:   # MindSpore's float64 kernel: x - floor(x / y) * y (1.0 % 0.1 is 0; numpy: 0.09999..)
            r = np.where(np.isinf(x), np.nan, np.subtract(x, np.floor(np.true_divide(x, y, dtype=np.float64)) * y))
    if np.asarray(r).dtype.kind == "f":  # MindSpore's kernel: x mod +-inf is NaN (numpy: x)
        # ... and a zero remainder is +0.0 whatever the signs (numpy / Python: the divisor's sign, 0.0 % -1.7 = -0.0)
        r = np.where(np.isinf(y), np.asarray(y) - y, r + r.dtype.type(0)).astype(r.dtype, copy=False)
    return r


def _floor_mod_kernel(t: Any, x: str, y: str) -> str:
    if np_dtype(t).kind != "f":
        return _zero_div_kernel(t, x, y, True)
    # y = +-inf (or NaN): NaN, like MindSpore; + 0.0 makes a zero remainder +0.0, as MindSpore's kernel
    if np_dtype(t) == np.float64:   # x - floor(x / y) * y, as _floor_mod
        q = f"(({x} / {y}) - (({x} / {y}) % 1.0))"
        return f"((({x} - {q} * {y}) + {flit(t, 0.0)}) if ({y} - {y}) == 0 and ({x} - {x}) == 0 else ({x} - {x} + {y} - {y}))"
    return f"((({x} % {y}) + {flit(t, 0.0)}) if ({y} - {y}) == 0 else ({y} - {y}))"


FLOOR_MOD, FloorMod, _P_FLOOR_MOD, floor_mod = define_binary(
    "FloorMod", _floor_mod, _floor_mod_kernel,
    lambda x, y, out, dout: (dout, neg(mul(dout, floor_div(x, y))) if is_tensorlike(y) else 0),
    doc="x - floor(x / y) * y (the sign of y), like Python's and numpy's %.", fn="floor_mod",
    fn_doc="x % y (floored modulo).", promote=_arith, cost=6)
_floor_mod_apply = floor_mod


def _floor_mod_promote(*inputs: Any) -> Any:
    """MindSpore 2.10's CPU FloorMod has no Bool kernel: two bool operands are a TypeError (the Primitive too;
    a bool with an int Tensor promotes and computes; measured, r2a)."""
    if len(inputs) == 2 and all(hasattr(a, "dtype") and np.dtype(np_dtype(a)) == np.bool_ for a in inputs):
        raise TypeError("Select CPU operator[FloorMod] fail! Unsupported data type! The supported data types are "
                        "the integer and float types (no Bool).")
    return _arith(*inputs)


FLOOR_MOD.compute_dtype = uint_kernel_gaps("FloorMod", _floor_mod_promote, no_kernel=NARROW_UINTS,
                                            at_infer=True)


@op_function
def floor_mod(x: Any, y: Any) -> Any:
    """x % y (floored modulo)."""
    if is_bool_operand(x) and is_bool_operand(y) and (is_tensorlike(x) or is_tensorlike(y)):
        # MindSpore 2.10 has no Bool FloorMod kernel on CPU: PyNative's kernel selection is a TypeError, graph
        # code's ``%`` (it lowers to RemainderTensorTensor) a RuntimeError, its ops.floor_mod the TypeError
        if (getattr(x, "__msgraph_emit__", None) is not None or getattr(y, "__msgraph_emit__", None) is not None) \
                and not _called_by_user():
            from ..errors import OpRuntimeError

            raise OpRuntimeError("Unsupported op [RemainderTensorTensor] on CPU for Bool inputs.")
        raise DTypeError("Select CPU operator[FloorMod] fail! Unsupported data type! The supported data types are "
                         "input[Int8 Int8], output[Int8]; input[Int16 Int16], output[Int16]; ... (no Bool).")
    return _floor_mod_apply(x, y)


FORWARDERS.update((floor_mod.__code__, mul.__code__))   # (op_applied_for_user: they apply FloorMod / Mul for the user)


mod = floor_mod

#: MindSpore 2.10's CPU Pow takes a one-element integral exponent in [-3, 7] (a Python number or a 0-d Tensor) by
#: binary exponentiation in the base's float dtype, of 1 / x for a negative one (``x ** 3`` is ``x * (x * x)``
#: rounded twice), in 16-byte SIMD blocks (4 float32, 2 float64); the last ``size % 4`` (``% 2``) elements, all of a
#: smaller Tensor, take the scalar loop, C's pow.  Measured over float32 / float64 Tensors of 1 to 20000 elements, both
#: modes: numpy's power was an ulp off in 25-65 % of the values, this rule in ~2 % (MindSpore's thread split adds
#: scalar tails where it splits a Tensor, its PyNative kernel uses 8-wide float32 blocks: not followed).  Other
#: exponents (8, -4, 0.5, a full exponent Tensor) go through its pow, an ulp or two from numpy's (not matched).
POW_CHAIN_EXPONENTS = frozenset((-3, -2, -1, 2, 3, 4, 5, 6, 7))
_CHAIN_DTYPES = frozenset(np.dtype(t) for t in (np.float16, np.float32, np.float64))


def pow_chain_exponent(y: Any) -> Optional[int]:
    """The exponent as an int when MindSpore's CPU Pow raises by :func:`pow_chain` (``POW_CHAIN_EXPONENTS``)."""
    if isinstance(y, (bool, np.bool_)) or not isinstance(y, (int, float, np.integer, np.floating, np.ndarray)):
        return None
    if isinstance(y, np.ndarray) and (y.ndim != 0 or y.dtype.kind not in "iuf"):
        return None
    v = float(y)
    return int(v) if v in POW_CHAIN_EXPONENTS else None


def pow_scalar_tail(size: int, dtype: Any) -> int:
    """How many trailing elements of a ``size``-element Pow MindSpore's kernel computes with C's pow."""
    return size % (2 if np.dtype(dtype) == np.float64 else 4)


def pow_chain(x: Any, n: int, mul: Any, one_over: Any) -> Any:
    """``x ** n`` by binary exponentiation (of ``one_over(x)`` for n < 0) with ``mul``: on numpy arrays for the
    impl and on expression text for the fusion kernels (codegen/kernel_expr.py), so both round alike."""
    b = x if n > 0 else one_over(x)
    n, r = -n if n < 0 else n, None   # (this module's ``abs`` is the op)
    while n:
        if n & 1:
            r = b if r is None else mul(r, b)
        n >>= 1
        if n:
            b = mul(b, b)
    return r


def _c_pow(v: float, n: int) -> float:
    """C's pow of a double (Python's math.pow) with its IEEE results where Python raises."""
    try:
        return _math.pow(v, n)
    except (ZeroDivisionError, ValueError):   # 0 ** -n: +-inf (the sign of an odd power of -0.0)
        return _math.copysign(_math.inf, v) if n % 2 else _math.inf
    except OverflowError:
        return _math.copysign(_math.inf, v) if n % 2 else _math.inf


def _power(x: Any, y: Any) -> Any:
    """np.power, with an integer base to a negative integer power giving what integer division
    gives (1 ** -n = 1, (-1) ** -n = +-1, else 0) as MindSpore's kernel does, not numpy's ValueError;
    0 ** -n is the kernel's double infinity converted to int32 (int64 for int64): the minimum, whose low
    bits a narrower dtype keeps (0 for int8/int16)."""
    xa, ya = np.asarray(x), np.asarray(y)
    n = pow_chain_exponent(y)
    if n is not None and xa.dtype in _CHAIN_DTYPES:
        xc = xa.astype(np.float32) if xa.dtype == np.float16 else xa   # (float16: computed in float32, measured)
        with np.errstate(over="ignore", divide="ignore", invalid="ignore", under="ignore"):
            r = np.array(pow_chain(xc, n, np.multiply, lambda v: np.divide(v.dtype.type(1), v)), xa.dtype)
        k = pow_scalar_tail(r.size, xa.dtype)
        if k:
            flat = r.reshape(-1)   # (r is a fresh C-contiguous array: a view)
            flat[-k:] = [_c_pow(float(v), n) for v in xc.reshape(-1)[-k:]]
        return r if r.ndim else r[()]
    neg = None
    if ya.dtype.kind in "iu" and xa.dtype.kind in "iu":
        neg = ya < 0
        if neg.any():   # the negative powers are set at the end; the others still overflow as below
            y = np.where(neg, 0, ya).astype(ya.dtype, copy=False)
        else:
            neg = None
    r = np.power(x, y)
    rd = np.asarray(r).dtype
    if rd.kind == "f" and ya.dtype.kind == "f" and np.any(ya == 0.5):
        # numpy takes x ** 0.5 as sqrt (-inf -> nan, -0.0 -> -0.0); the kernel's std::pow gives inf and +0
        fix = (ya == 0.5) & ((xa == 0) | np.isneginf(xa))
        if fix.any():
            r = np.where(fix, np.where(xa == 0, 0.0, np.inf), r).astype(rd, copy=False)
    if rd.kind in "iu":  # the kernel computes in double, converts to int32 (int64 for int64; out of range: the
        with np.errstate(all="ignore"):  # minimum) and keeps the low bits of a narrower dtype
            f = np.power(np.asarray(x, np.float64), np.asarray(y, np.float64))
        wide = np.dtype(np.int64 if rd.itemsize == 8 else np.int32)
        lim = 2.0 ** (wide.itemsize * 8 - 1)
        bad = ~((f >= -lim) & (f < lim))
        if bad.any() or rd.itemsize == 8:
            conv = np.where(bad, np.iinfo(wide).min, np.where(bad, 0, f).astype(wide))
            r = np.where(bad | (rd.itemsize == 8), conv, np.asarray(r).astype(wide)).astype(rd)
    if neg is not None:
        wide = np.dtype(np.int64 if rd.itemsize == 8 else np.int32)
        inv = np.where(xa == 1, 1, np.where(xa == -1, np.where(ya % 2 == 0, 1, -1),
                                             np.where(xa == 0, np.iinfo(wide).min, 0)))
        r = np.where(neg, inv.astype(wide), r).astype(rd, copy=False)
    return r


def _pow_kernel(t: Any, x: str, y: str) -> str:
    dt = np_dtype(t)
    if dt.kind in "iu":
        # as _power: the double power converted to int32 (int64 for 64-bit dtypes), out of range the minimum, whose
        # low bits the output cast keeps.  Both branches are typed ints: Numba's unsigned ``x ** y`` is a float, and
        # the float -> uint8 conversion of a mixed branch was LLVM's (200 ** 7 gave 130, not 0)
        bits = 64 if dt.itemsize == 8 else 32
        lim, low = float(2 ** (bits - 1)), -(2 ** (bits - 1))
        f = f"(float({x}) ** float({y}))"
        return f"(np.int{bits}({f}) if -{lim!r} <= {f} < {lim!r} else np.int{bits}({low}))"
    return f"({x} ** {y})"


POW, Pow, _P_POW, pow = define_binary(  # noqa: A001 - MindSpore's name
    "Pow", _power, _pow_kernel, _pow_bprop, doc="x ** y elementwise.", fn="pow", args=("input", "exponent"),
    fn_doc="x ** y.", promote=_arith, cost=20)


def _pow_promote(*inputs: Any) -> Any:
    """MindSpore's Pow has no kernel for two bool tensors, nor a bool tensor to a Python bool power (a TypeError in
    both modes; recorded: adapt34g/pow_bool_scalar)."""
    def is_bool(a: Any) -> bool:
        return type(a) is bool or (not isinstance(a, (int, float)) and hasattr(a, "dtype")
                                   and np.dtype(np_dtype(a)) == np.bool_)

    if len(inputs) == 2 and all(is_bool(a) for a in inputs) and any(type(a) is not bool for a in inputs):
        raise TypeError("For primitive[Pow], the inputs 'x' and 'y' must not both be bool tensors "
                        "(Select CPU operator[Pow] fail! Unsupported data type!).")
    return _arith(*inputs)


POW.compute_dtype = _pow_promote


def _pow_kernel_ok(aval: Any) -> bool:
    """A fused Pow computes every element one way (the kernel rule's binary exponentiation for a constant integral
    exponent): only where MindSpore's kernel leaves no scalar tail (``pow_scalar_tail``); else the numpy impl."""
    if np.dtype(aval.dtype).kind != "f":
        return True
    return all(isinstance(d, int) for d in aval.shape) and pow_scalar_tail(int(np.prod(aval.shape)), aval.dtype) == 0


POW.kernel_ok = _pow_kernel_ok
_pow_cast_impl = POW.impl


@POW.def_impl
def _pow_impl(x: Any, y: Any, **attrs: Any) -> Any:
    """An unsigned base to a negative Python int: MindSpore's kernel raises the base to that negative power
    (``uint8 ** -1`` is 0 except 1 ** -1 = 1); the operand cast would wrap the exponent to a large positive
    one (-1 -> 255: 3 ** 255 mod 256 = 171)."""
    if type(y) is int and y < 0 and type(x) is np.ndarray and x.dtype.kind == "u":
        return _power(x.astype(np.int64), np.int64(y)).astype(x.dtype)
    return _pow_cast_impl(x, y, **attrs)
def _minimum_promote(*inputs: Any) -> Any:
    """MindSpore 2.10's CPU Minimum has no bool kernel (a TypeError in both modes; Maximum has one: adapt34b)."""
    t = _arith(*inputs)
    if t is not None and np.dtype(t) == np.bool_:
        raise TypeError("Select CPU operator[Minimum] fail! Unsupported data type!")
    return t


MAXIMUM, Maximum, _P_MAXIMUM, maximum = define_binary(
    "Maximum", _maximum, lambda t, x, y: f"({x} if {x} > {y} else {y})",
    _pick_bprop(lambda x, y: less(x, y), lambda x, y: greater(x, y)),
    doc="Elementwise max: x where x > y, else y (MindSpore's NaN behaviour).", fn="maximum",
    fn_doc="Elementwise maximum.", promote=uint_kernel_gaps("Maximum", _arith, no_kernel=("uint16",)),
    probe_nonempty=True)
MINIMUM, Minimum, _P_MINIMUM, minimum = define_binary(
    "Minimum", _minimum, lambda t, x, y: f"({x} if {x} < {y} else {y})",
    _pick_bprop(lambda x, y: greater(x, y), lambda x, y: less(x, y)),
    doc="Elementwise min: x where x < y, else y (MindSpore's NaN behaviour).", fn="minimum",
    fn_doc="Elementwise minimum.", promote=_minimum_promote, probe_nonempty=True)


def _extremum_infer(op: Any) -> Any:
    def infer(x: Any, y: Any, **attrs: Any) -> Any:
        _refuse_empty_broadcast(op.name, x, y)
        return infer_elementwise(op, x, y, **attrs)
    return infer


MAXIMUM.def_infer(_extremum_infer(MAXIMUM))
MINIMUM.def_infer(_extremum_infer(MINIMUM))

# --- unary ops: one row each (define_unary: name, numpy impl, kernel, bprop(x, out, dout) -> dx) -----
def _sign_kernel(t: Any, x: str) -> str:
    one, zero = lit(t, 1), lit(t, 0)
    return f"({one} if {x} > {zero} else (-{one} if {x} < {zero} else {zero}))"


def _float_only(name: str, fn: Any, refused: str = "biu") -> Any:
    """MindSpore's CPU kernels of the transcendental ops (Exp, Log, Sin...) take float Tensors only:
    an integer or bool Tensor is a TypeError (numpy would compute in float64); ``refused="biuc"``: complex too
    (Erf, Erfc: measured adapt44cpua)."""
    def impl(x: Any) -> Any:
        if isinstance(x, (np.ndarray, np.generic)) and x.dtype.kind in refused:
            raise DTypeError(f"For '{name}', the input must be a float Tensor, but got {dtype_name(x)}.",
                             hint="cast it first: ops.cast(x, ms.float32)")
        return fn(x)
    return impl


def _domain_nan_positive(fn: Any) -> Any:
    """The NaN of an input outside the domain without its sign bit, as MindSpore 2.10's CPU Log, Log1p, ACos and
    Asin give it (float16/32/64: ``log(-1)``, ``acos(2)``: ``nan``; numpy's loops give the sign bit, which
    MindSpore's Tensor text shows as ``-nan``; measured pr52).  A NaN input stays as it is."""
    def impl(x: Any) -> Any:
        out = fn(x)
        if isinstance(out, (np.ndarray, np.generic)) and out.dtype.kind == "f":
            nan = np.isnan(out)
            if nan.any():   # (the common case, no NaN: one pass)
                bad = nan & np.signbit(out) & ~np.isnan(x)
                out = np.where(bad, np.abs(out), out).astype(out.dtype, copy=False)
        return out
    return impl


def _rounded_once(fn: Any) -> Any:
    """MindSpore's CPU trigonometric and hyperbolic kernels (Sin, Cos, Tan, their inverses, Sinh, Cosh and theirs)
    return float32 and float16 results correctly rounded (libm's float functions; measured on 20000 points each:
    none off), where numpy's float32 loops are an ulp off in 15-40 % of the elements (cos(5) -> 0.28366217, not
    0.2836622).  So float32/float16 are computed in float64 and rounded once to float32 (then to float16)."""
    def impl(x: Any) -> Any:
        if isinstance(x, (np.ndarray, np.generic)) and x.dtype in (np.float32, np.float16):
            with np.errstate(over="ignore"):   # a float64 value past float32's range becomes inf, as the float op's
                return fn(x.astype(np.float64)).astype(np.float32).astype(x.dtype, copy=False)
        return fn(x)
    return impl


def _once_kernel(fn: str) -> Any:
    """The fusion kernel of a :func:`_rounded_once` op: ``math.<fn>`` in float64, rounded once to the output
    dtype by the member's cast (the float32 libm call was an ulp or more off: sinh(2.5) 6.0502048, not 6.0502043)."""
    return lambda t, x: f"math.{fn}(np.float64({x}))"


def _no_bool(name: str, fn: Any) -> Any:
    def impl(x: Any) -> Any:
        if isinstance(x, (np.ndarray, np.generic)) and x.dtype.kind == "b":
            raise DTypeError(f"For '{name}', the input must be a number Tensor, but got Bool.")
        return fn(x)
    return impl


def _sqrt(x: Any) -> Any:
    # MindSpore: Sqrt of an integer or bool Tensor is float32
    if isinstance(x, (np.ndarray, np.generic)) and x.dtype.kind in "biu":
        return np.sqrt(x.astype(np.float32))
    return np.sqrt(x)


_NO_SIGN = frozenset(np.dtype(t) for t in ("int8", "uint8", "int16", "uint16", "uint32", "uint64"))


def _sign(x: Any) -> Any:
    # MindSpore's Sign of NaN is 0 (numpy's is NaN); MindSpore 2.10 has no int8, uint8, int16 or uint16 / 32 / 64
    # Sign (uint39: ops.sign, ops.sgn and ops.rrelu of them are this TypeError there)
    if isinstance(x, (np.ndarray, np.generic)) and (x.dtype in _NO_SIGN):
        raise DTypeError(f"For Primitive Sign, the type of input must be in {{Bool, Int32, Int64, Float16, Float32, "
                         f"Float64, Complex64, Complex128}}, but got {dtype_name(x)}.")
    r = np.sign(x)
    return np.where(np.isnan(r), np.zeros((), r.dtype), r) if r.dtype.kind == "f" else r


def _rsqrt(x: Any) -> Any:
    return 1 / np.sqrt(x)


_TANH_BLOCK = 1 << 15   # elements per pass of the blocked Tanh/Sigmoid: the intermediates stay in the L2 cache


def _sigmoid(x: Any) -> Any:
    """MindSpore's CPU Sigmoid.  float32: ``1 / (1 + e)`` with ``e`` nnacl's exp of ``-x`` (bit for bit, measured
    on MindSpore 2.10: its Sigmoid and SiLU kernels, which differ from a correctly rounded exp by up to ~30 ulps);
    float16 step by step in float16 (its values; the negative tail keeps its tiny values, exp overflow gives 0);
    float64 with numpy's exp.  Large float arrays go in blocks of 32k elements (the passes run from the cache)."""
    a = np.asarray(x)
    one = a.dtype.type(1) if a.dtype.kind == "f" else 1.0
    if a.dtype == np.float32:
        return _blocked(_sigmoid_f32, a)
    with np.errstate(over="ignore"):
        if a.dtype.kind != "f":
            return one / (one + np.exp(-a))
        return _blocked(lambda v: one / (one + np.exp(-v)), a)


def _sigmoid_f32(v: np.ndarray) -> np.ndarray:
    e = nnacl_exp(-v)
    e += np.float32(1)
    return np.divide(np.float32(1), e, out=e)


def _sigmoid_kernel(t: Any, x: str) -> str:
    """The fusion kernel of Sigmoid: float32 the same operations as :func:`_sigmoid` (nnacl's exp of ``-x``);
    other dtypes the plain formula."""
    if np.dtype(t) != np.float32:
        return f"({flit(t, 1.0)} / ({flit(t, 1.0)} + {libm_kernel('exp')(t, f'-{x}')}))"
    return f"(np.float32(1.0) / (np.float32(1.0) + vm.nnacl_exp(-{x})))"


def _exp(x: Any) -> Any:
    """MindSpore's CPU Exp: float32 nnacl's exp (bit for bit; numpy's float32 exp is up to ~60 ulps away), float16
    nnacl's exp of the float32 value rounded to float16 (measured: all of 4115 values; numpy's float16 exp missed 5),
    float64 and complex numpy's exp."""
    a = np.asarray(x)
    if a.dtype == np.float32:
        return _blocked(nnacl_exp, a)
    if a.dtype == np.float16:
        with np.errstate(over="ignore"):   # past float16's range: inf, as MindSpore's
            return _exp(a.astype(np.float32)).astype(np.float16)
    return np.exp(x)


def _blocked(fn: Any, a: np.ndarray) -> np.ndarray:
    """``fn`` elementwise over ``a`` in blocks of 32k elements (its temporaries stay in cache)."""
    if a.size <= _TANH_BLOCK:
        return fn(a)
    v = np.ascontiguousarray(a).reshape(-1)
    out = np.empty_like(v)
    for i in range(0, v.size, _TANH_BLOCK):
        out[i:i + _TANH_BLOCK] = fn(v[i:i + _TANH_BLOCK])
    return out.reshape(a.shape)


def _exp_kernel(t: Any, x: str) -> str:
    if np.dtype(t) == np.float32:
        return f"vm.nnacl_exp({x})"
    if np.dtype(t) == np.float16:
        return f"np.float16(vm.nnacl_exp(np.float32({x})))"
    return libm_kernel("exp")(t, x)


def libm_kernel(name: str) -> Callable[[Any, str], str]:
    """A kernel ``(t, x) -> text`` calling ``name`` (exp, log): a float64 member with libm's function
    (``math.<name>``: numpy's scalar function in the CPU kernels, which Numba lowers to libm), as the float64 impl
    (numpy's exp / log, libm's bits) and MindSpore 2.10's CPU kernels (std::exp / std::log) compute; vecmath's
    faster vectorized ``vm.<name>`` was an ulp off in ~4% of random float64 values (left51); other dtypes vm's."""
    def kernel(t: Any, x: str) -> str:
        return f"math.{name}({x})" if np.dtype(t) == np.float64 else f"vm.{name}({x})"
    return kernel


_erf_f64 = np.frompyfunc(_math.erf, 1, 1)


def _erf(x: Any) -> Any:
    a = np.asarray(x)
    out_dtype = np.sin(np.zeros((), a.dtype) if isinstance(x, np.ndarray) else x).dtype
    if a.size == 0:
        return np.zeros(a.shape, out_dtype)
    if a.dtype == np.float32:   # MindSpore 2.10's CPU Erf: glibc's erff (1632 of 100000 values an ulp off; left52)
        from ._libmf import _erff

        return _erff(a)
    return np.asarray(_erf_f64(a.astype(np.float64)), np.float64).astype(out_dtype, copy=False)


_TWO_OVER_SQRT_PI = 2.0 / _math.sqrt(_math.pi)

NEG, Neg, _P_NEG, neg = define_unary(
    "Neg", np.negative, lambda t, x: f"(-{x})", lambda x, out, dout: neg(dout),
    doc="-x.", fn="neg", fn_doc="-x.")
def _abs(x: Any) -> Any:
    """|x|; of a complex Tensor the modulus in that complex dtype (MindSpore 2.10's CPU kernel).  MindSpore 2.10's
    CPU Abs has no uint16 / uint32 / uint64 kernel (ops.abs, ops.absolute, ops.vector_norm of them: its TypeError;
    uint39)."""
    if isinstance(x, (np.ndarray, np.generic)) and x.dtype in NARROW_UINTS:
        raise DTypeError(f"Select CPU operator[Abs] fail! Unsupported data type! (no {dtype_name(x)} kernel)",
                         hint="cast to a signed or float dtype first (ops.cast(x, ms.int64))")
    if isinstance(x, (np.ndarray, np.generic)) and x.dtype.kind == "c":
        return np.abs(x).astype(x.dtype)
    return np.abs(x)


ABS, Abs, _P_ABS, abs = define_unary(  # noqa: A001 - MindSpore's name
    "Abs", _abs, lambda t, x: f"abs({x})", lambda x, out, dout: mul(dout, sign(x)),
    doc="|x|.", fn="abs", fn_doc="|x|.")
SIGN, Sign, _P_SIGN, sign = define_unary(
    "Sign", _sign, _sign_kernel, None,
    doc="-1, 0 or 1 by the sign of x (NaN gives 0, as in MindSpore); gradient zero.", fn="sign", fn_doc="Sign of x.",
    eager_kernel=(np.float32,))


def zero_tensor_bprop(x: Any, out: Any, dout: Any) -> Any:
    """The bprop of Floor / Trunc: a zeros Tensor like x.  MindSpore 2.10 differentiates them with ZerosLike (a real
    zero gradient, in both modes), where Ceil / Round / Sign / FloorDiv / comparisons have none in PyNative (its
    OutZeros): a Cell's custom ``bprop`` before ``floor(y)`` runs with a zero dout and its result is the gradient
    (measured: ``(5 + x, w + 9)``, not zeros; left51)."""
    return zeros_like(x)


@grad_path_rule("OutZeros")
def _out_zeros_rule(dout: Any, *args: Any) -> Tuple[Any, ...]:
    return tuple(zeros_grad(a) for a in args)


def out_zeros(value: Any, *args: Any) -> Any:
    """``value``, computed from ``args`` by a composition, with the gradient of the MindSpore op it stands for when
    that op's bprop is OutZeros (TruncateDiv, DivMod): no gradient at all in PyNative, zeros in Graph mode
    (``zeros_grad``).  Keeps a Cell's custom ``bprop`` before ``truncate_div(y, c)`` from running in PyNative, as
    in MindSpore 2.10, where the composition's Trunc (ZerosLike bprop) would reach it (left51).  (A bfloat16
    operand keeps the composition's gradient: GradPath refuses bfloat16, as the ops without its kernels do.)"""
    if any(is_tensorlike(a) and is_bf16(np_dtype(a)) for a in args):
        return value
    return grad_path("OutZeros", value, *args)


FLOOR, Floor, _P_FLOOR, floor = define_unary(
    "Floor", _float_only("Floor", np.floor), lambda t, x: f"math.floor({x})", zero_tensor_bprop,
    doc="Round toward -inf; gradient zero.", fn="floor", fn_doc="Round toward -inf.")
SQUARE, Square, _P_SQUARE, square = define_unary(
    "Square", _no_bool("Square", np.square), lambda t, x: f"({x} * {x})", lambda x, out, dout: mul(dout, mul(x, 2)),
    doc="x * x.", fn="square", fn_doc="x * x.")
def _sqrt_bprop(out: Any, dout: Any) -> Any:
    """MindSpore's Sqrt bprop: SqrtGrad(out, dout) = dout / (2 out), -inf at -0.0 (Div ignores a zero divisor's
    sign: adapt34b); complex: dout / conj(2 out), MindSpore's complex-gradient convention itself (so Sqrt is
    not among complex_ops.CONJ_GRAD)."""
    from .st_cpu_b2 import _P_SQRT_GRAD

    return apply(_P_SQRT_GRAD, (out, dout))


SQRT, Sqrt, _P_SQRT, sqrt = define_unary(
    "Sqrt", _sqrt, lambda t, x: f"math.sqrt({x})", lambda x, out, dout: _sqrt_bprop(out, dout),
    doc="Square root.", fn="sqrt", arg="x", fn_doc="Square root.", cost=4)
RSQRT, Rsqrt, _P_RSQRT, rsqrt = define_unary(
    "Rsqrt", _float_only("Rsqrt", _rsqrt), lambda t, x: f"({flit(t, 1.0)} / math.sqrt({x}))",
    lambda x, out, dout: mul(mul(dout, -0.5), mul(out, mul(out, out))),
    doc="1 / sqrt(x).", fn="rsqrt", fn_doc="1 / sqrt(x).", cost=5, eager_kernel=(np.float32,))

# --- transcendental -----------------------------------------------------------------------------
EXP, Exp, _P_EXP, exp = define_unary(
    "Exp", _float_only("Exp", _exp), _exp_kernel, lambda x, out, dout: mul(dout, out),
    doc="e ** x.", fn="exp", fn_doc="e ** x.", cost=10, eager_kernel=(np.float32, np.float16))
# libm's exp (numpy's): what MindSpore's C++ kernels compute with std::exp (LogSoftmaxGrad, ...), where the ops that
# stand for them here compose; the Exp op itself is nnacl's (above)
EXP_LIBM, _ExpLibm, _P_EXP_LIBM, exp_libm = define_unary(
    "ExpLibm", _float_only("ExpLibm", np.exp), libm_kernel("exp"), lambda x, out, dout: mul(dout, out),
    public=False, doc="e ** x with libm's exp (std::exp in MindSpore's C++ kernels).", fn="exp_libm", cost=10)


def _log(x: Any) -> Any:
    """MindSpore's CPU Log: float32 nnacl's log (bit for bit, all of 4096 values over 1e-40..3e38; numpy's differed
    in half of them by up to 3 ulps, and a subnormal's log is nnacl's, -87.9 for 1.7e-39, act31), other dtypes
    numpy's.  Its kernel runs nnacl's 8 and 4 elements at a time and the rest (n % 4) one by one with libm's logf:
    a float32 tensor of up to 8 elements gets libm's log for its last n % 4 (log(2) of one element is 0.6931472,
    nnacl's 0.693147).  Larger tensors are split over the CPU threads, each part with such a tail, at places that
    change from run to run: msgraph computes nnacl's for all their elements."""
    a = np.asarray(x)
    if a.dtype == np.float32:
        r = _blocked(nnacl_log, a)
        tail = a.size % 4 if a.size <= _LOG_TAIL_MAX else 0
        if tail:
            flat = r.reshape(-1)          # (a fresh array: nnacl_log's result)
            with np.errstate(divide="ignore", invalid="ignore"):
                flat[-tail:] = np.log(a.reshape(-1)[-tail:].astype(np.float64)).astype(np.float32)
        return r
    return np.log(x)


_LOG_TAIL_MAX = 8


def _log_kernel_ok(aval: Any) -> bool:
    """The Log kernel (nnacl's for every element) stands for the numpy impl except on the libm tail above."""
    size = int(np.prod(aval.shape)) if aval.shape else 1
    return np.dtype(aval.dtype) != np.float32 or not (size <= _LOG_TAIL_MAX and size % 4)


def _log_kernel(t: Any, x: str) -> str:
    return f"vm.nnacl_log({x})" if np.dtype(t) == np.float32 else libm_kernel("log")(t, x)


LOG, Log, _P_LOG, log = define_unary(
    "Log", _float_only("Log", _domain_nan_positive(_log)), _log_kernel, lambda x, out, dout: div(dout, x),
    doc="Natural logarithm.", fn="log", fn_doc="Natural logarithm.", cost=10, eager_kernel=(np.float32,))
LOG.kernel_ok = _log_kernel_ok
# libm's log (numpy's): what MindSpore's C++ kernels compute with std::log (CumulativeLogsumexp, ...), where the ops
# that stand for them here compose; the Log op itself is nnacl's float32 log (above)
LOG_LIBM, _LogLibm, _P_LOG_LIBM, log_libm = define_unary(
    "LogLibm", _float_only("LogLibm", np.log), libm_kernel("log"), lambda x, out, dout: div(dout, x),
    public=False, doc="Natural logarithm with libm's log (std::log in MindSpore's C++ kernels).", fn="log_libm",
    cost=10)


def _log1p(x: Any) -> Any:
    """MindSpore 2.10's CPU Log1p is ``log(1 + x)`` with 1 + x rounded in the input's dtype: float16 its float16 log
    (np.log1p differed by float16 ulps in a fifth of the elements: st_silent_i/log1p_fp16), float64 libm's log
    (all of 4096 values; np.log1p differed in 1099), float32 libm's logf, here the double log rounded to float32
    (4086 of 4096 values; logf itself is off by an ulp in the other 10; np.log1p differed in 1198: act31);
    log1p(1e-30) is 0, as MindSpore's."""
    a = np.asarray(x)
    if a.dtype == np.float16:
        return np.log(np.float16(1) + a)
    if a.dtype == np.float32:
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.log((np.float32(1) + a).astype(np.float64)).astype(np.float32)
    if a.dtype == np.float64:
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.log(1.0 + a)
    return np.log1p(x)


def _log1p_kernel(t: Any, x: str) -> str:
    if np.dtype(t) == np.float16:
        return f"np.float16(np.log(np.float32(np.float16(1.0) + {x})))"
    if np.dtype(t) == np.float32:
        return f"np.float32(math.log(np.float64(np.float32(1.0) + {x})))"
    return f"math.log(1.0 + {x})"


LOG1P, Log1p, _P_LOG1P, log1p = define_unary(
    "Log1p", _float_only("Log1p", _domain_nan_positive(_log1p)), _log1p_kernel,
    lambda x, out, dout: div(dout, add(x, 1)),
    doc="log(1 + x), accurate near 0.", fn="log1p", fn_doc="log(1 + x).", cost=12)
SIN, Sin, _P_SIN, sin = define_unary(
    "Sin", _float_only("Sin", _rounded_once(np.sin)), _once_kernel("sin"), lambda x, out, dout: mul(dout, cos(x)),
    doc="Sine.", fn="sin", fn_doc="Sine.", cost=20)
COS, Cos, _P_COS, cos = define_unary(
    "Cos", _float_only("Cos", _rounded_once(np.cos)), _once_kernel("cos"), lambda x, out, dout: neg(mul(dout, sin(x))),
    doc="Cosine.", fn="cos", fn_doc="Cosine.", cost=20)


def _tanh_pade(v: np.ndarray, num: np.ndarray, den: np.ndarray) -> None:
    """The [7/6] Pade approximant of float32 ``v`` into ``num`` (``den``: scratch of the same size), each
    ``a * s + c`` a fused multiply-add as MindSpore's x86 build computes it (the float32 product is exact in double,
    rounded once after the add: all of 4096 values matched; unfused, 18% were up to 4 ulps off)."""
    with np.errstate(over="ignore"):
        np.multiply(v, v, out=den)                  # s
    s = den.astype(np.float64)
    t = np.empty_like(s)

    def fma(a: np.ndarray, c: float, out: np.ndarray) -> None:    # out = float32(a * s + c), a float32
        np.multiply(a, s, out=t)
        np.add(t, c, out=t)
        np.copyto(out, t, casting="unsafe")

    with np.errstate(over="ignore", invalid="ignore"):
        np.add(den, np.float32(TANH_NUM[0]), out=num)
        fma(num, TANH_NUM[1], num)
        fma(num, TANH_NUM[2], num)
        num *= v
        np.multiply(s, TANH_DEN[0], out=t)
        t += TANH_DEN[1]
        np.copyto(den, t, casting="unsafe")
        fma(den, TANH_DEN[2], den)
        fma(den, TANH_DEN[3], den)
        with np.errstate(divide="ignore"):
            num /= den
    np.copyto(num, np.float32(1.0), where=v > TANH_SAT)
    np.copyto(num, np.float32(-1.0), where=v < -TANH_SAT)


_tanh_f64 = np.frompyfunc(_math.tanh, 1, 1)   # libm's tanh (Python's math.tanh calls it)


def _tanh_cpu(x: Any) -> Any:
    """MindSpore's CPU Tanh (nnacl TanhOpt) for float32/float16: a [7/6] Pade approximant in float32 with fused
    multiply-adds, exactly +-1 beyond |x| > 5 (it reaches 1.0000098 at x = 5, and differs from tanh by up to 1e-4
    near |x| = 5); float64 is libm's tanh (std::tanh: numpy's float64 tanh was 1-2 ulps off it in 19843 of 100000
    random values; left52).  The same float32 operations in the same order, in place, over blocks of
    32k elements (the passes run from the cache, not memory)."""
    a = np.asarray(x)
    if a.dtype == np.float64:
        return np.asarray(_tanh_f64(a), np.float64) if a.size else np.tanh(a)
    if a.dtype not in (np.float32, np.float16):
        return np.tanh(x)
    v = np.ascontiguousarray(np.atleast_1d(a.astype(np.float32, copy=False))).reshape(-1)
    out = np.empty_like(v)
    scratch = np.empty(min(v.size, _TANH_BLOCK), np.float32)
    for i in range(0, v.size, _TANH_BLOCK):
        j = min(i + _TANH_BLOCK, v.size)
        _tanh_pade(v[i:j], out[i:j], scratch[:j - i])
    return out.reshape(a.shape).astype(a.dtype, copy=False)


def _tanh_kernel(t: Any, x: str) -> str:
    """:func:`_tanh_pade` in a kernel: ``vm.nnacl_tanh`` (true fused multiply-adds in float32; float16 through
    float32)."""
    if np.dtype(t) == np.float32:
        return f"vm.nnacl_tanh({x})"
    if np.dtype(t) == np.float16:
        return f"np.float16(vm.nnacl_tanh(np.float32({x})))"
    if np.dtype(t) == np.float64:   # libm's tanh (Numba's math.tanh of a float64), as _tanh_cpu
        return f"pymath.tanh({x})"
    return f"vm.tanh({x})"


def _tanh_bprop(x: Any, out: Any, dout: Any) -> Any:
    """MindSpore's Tanh bprop: ``TanhGrad(out, dout)`` (float16 computed in float32 and rounded once, as its CPU kernel;
    ``dout * (1 - out) * (1 + out)`` in float16 differed by float16 ulps: tests/st/ops/gpu/test_tanh_op.py).
    In float16 Graph mode (and ms.jit) TanhGrad is a float32-only kernel like Tanh: it reads the float32 tanh, not
    the rounded output (st ops/cpu/test_tanh_op.py's float16 gradient differed by up to 16 float16 ulps), and a
    MatMul's unrounded product as ``dout`` -- passes/f16_raise.py."""
    from .gk_ops import _P_TANH_GRAD

    return apply(_P_TANH_GRAD, (out, dout))


TANH, Tanh, _P_TANH, tanh = define_unary(
    "Tanh", _float_only("Tanh", _tanh_cpu), _tanh_kernel, _tanh_bprop,
    doc="Hyperbolic tangent.", fn="tanh", fn_doc="Hyperbolic tangent.", cost=12, eager_kernel=(np.float32, np.float16))
SIGMOID, Sigmoid, _P_SIGMOID, sigmoid = define_unary(
    "Sigmoid", _float_only("Sigmoid", _sigmoid), _sigmoid_kernel, lambda x, out, dout: mul(dout, mul(out, sub(1, out))),
    doc="1 / (1 + exp(-x)).", fn="sigmoid", fn_doc="Logistic sigmoid.", cost=10, eager_kernel=(np.float32,))
ERF, Erf, _P_ERF, erf = define_unary(
    # libm's erf of the float64 value rounded once, as _erf (vecmath's erf was an ulp off in float64; left51); a
    # float32 one libm's erff (Numba's math.erf of a float32), as _erf
    "Erf", _float_only("Erf", _erf, "biuc"),
    lambda t, x: f"pymath.erf(np.float32({x}))" if np.dtype(t) == np.float32 else f"pymath.erf(np.float64({x}))",
    lambda x, out, dout: mul(dout, mul(exp(neg(square(x))), _TWO_OVER_SQRT_PI)),
    doc="The Gauss error function (float32 stays float32).", fn="erf", fn_doc="The error function.", cost=14,
    eager_kernel=(np.float32,))


# --- comparisons (bool outputs: not differentiable) ---------------------------------------------
def _compare(name: str, fn: Any, sym: str, fn_name: str):
    # MindSpore compares in the operands' promoted dtype, so a Python int out of an integer Tensor's range
    # wraps as in arithmetic (uint8 > -3 compares with 253; numpy 2 compares with -3), and the fused
    # kernels, which compute in the same dtype, agree with the numpy implementation
    return define_binary(name, fn, lambda t, x, y: f"({x} {sym} {y})", None, doc=f"x {sym} y elementwise (bool).",
                         fn=fn_name, fn_doc=f"x {sym} y.", promote=_arith)


EQUAL, Equal, _P_EQUAL, equal = _compare("Equal", np.equal, "==", "equal")
NOT_EQUAL, NotEqual, _P_NOT_EQUAL, not_equal = _compare("NotEqual", np.not_equal, "!=", "not_equal")
LESS, Less, _P_LESS, less = _compare("Less", np.less, "<", "less")
LESS_EQUAL, LessEqual, _P_LESS_EQUAL, less_equal = _compare("LessEqual", np.less_equal, "<=", "less_equal")
GREATER, Greater, _P_GREATER, greater = _compare("Greater", np.greater, ">", "greater")
GREATER_EQUAL, GreaterEqual, _P_GREATER_EQUAL, greater_equal = _compare(
    "GreaterEqual", np.greater_equal, ">=", "greater_equal")


def _float32_beside_float16(*inputs: Any, numbers: Any = ()) -> Any:
    """Less and Equal compare a Python float beside a float16 Tensor in float32 in MindSpore 2.10 (the float is
    a float32 scalar Tensor there; ``f16(0.1) < 0.1`` is True, ``ops.equal(f16(0.1), 0.1)`` False), in every form
    of Less (``<``, ``ops.less/lt``, ``Tensor.lt``, ``P.Less``) and the function/primitive forms of Equal; ``==``
    and ``Tensor.eq`` round the float to float16 first (common/tensor_methods.py), NotEqual, LessEqual, Greater and
    GreaterEqual compare in float16."""
    dt = _arith(*inputs, numbers=numbers)
    if dt == np.float16 and any(type(a) is float for a in inputs):
        return np.dtype(np.float32)
    return dt


def _less_dtype(*inputs: Any, numbers: Any = ()) -> Any:
    """Less also compares a Python int beside an int8 ... int64 / uint8 ... uint32 Tensor in int64 (an int64 scalar
    Tensor there): ``uint8 < -3`` and ``int8 < 300`` are exact in MindSpore 2.10 (all False / all True), where
    LessEqual, Greater and GreaterEqual wrap the int into the Tensor's dtype (``uint8 <= -3`` compares with 253)."""
    dt = _float32_beside_float16(*inputs, numbers=numbers)
    if dt is not None and np.dtype(dt).kind in "iu" and dt != np.uint64 and any(type(a) is int for a in inputs):
        return np.dtype(np.int64)
    return dt


LESS.compute_dtype = uint_kernel_gaps("Less", _less_dtype, no_bool="any")
# (``x == 2`` / ``x == True`` compute beside a uint16 / 32 / 64 Tensor; the user's ops.equal(x, 2) is refused by
# registry.check_signature_inputs: the number is a Tensor there)
EQUAL.compute_dtype = uint_kernel_gaps("Equal", _float32_beside_float16, no_bool="tensor", numbers=(int, bool))


ISNAN, IsNan, _P_ISNAN, isnan = define_unary(
    "IsNan", np.isnan, lambda t, x: f"({x} != {x})", None,
    doc="True where x is NaN.", fn="isnan", fn_doc="True where x is NaN.")
ISFINITE, IsFinite, _P_ISFINITE, isfinite = define_unary(
    "IsFinite", np.isfinite, lambda t, x: f"(({x} - {x}) == 0)", None,
    doc="True where x is finite.", fn="isfinite", fn_doc="True where x is neither inf nor NaN.")


# --- logical (bool out; MindSpore reads a number as true where it is non-zero) --------------------
def _as_bool(a: Any) -> Any:
    if isinstance(a, bool):
        return a
    if isinstance(a, (int, float)):
        return bool(a)
    a = np.asarray(a)
    return a if a.dtype == np.bool_ else a != 0


def _logical(name: str, fn: Any, kernel: Any, fn_name: str, fn_doc: str):
    def impl(*args: Any) -> Any:
        if len(args) == 2 and any(getattr(a, "dtype", None) in NARROW_UINTS for a in args):
            _arith(*args)   # (a uint16 / 32 / 64 beside another dtype: implicit conversion's TypeError, uint39)
        return fn(*[_as_bool(a) for a in args])
    define = define_binary if fn.nin == 2 else define_unary
    return define(name, impl, kernel, None, doc=f"{name} of bool tensors (numbers: non-zero is true).",
                  fn=fn_name, fn_doc=fn_doc, no_cast=tuple(range(fn.nin)))   # kernels test != 0 themselves


LOGICAL_AND, LogicalAnd, _P_LOGICAL_AND, logical_and = _logical(
    "LogicalAnd", np.logical_and, lambda t, x, y: f"(({x} != 0) and ({y} != 0))", "logical_and", "x and y (bool).")
LOGICAL_OR, LogicalOr, _P_LOGICAL_OR, logical_or = _logical(
    "LogicalOr", np.logical_or, lambda t, x, y: f"(({x} != 0) or ({y} != 0))", "logical_or", "x or y (bool).")
LOGICAL_NOT, LogicalNot, _P_LOGICAL_NOT, logical_not = _logical(
    "LogicalNot", np.logical_not, lambda t, x: f"({x} == 0)", "logical_not", "not x (bool).")


# --- Select -----------------------------------------------------------------------------------
def _select(cond: Any, x: Any, y: Any) -> Any:
    if isinstance(cond, bool):
        pass
    elif isinstance(cond, (int, float)) or np.asarray(cond).dtype != np.bool_:
        raise DTypeError(f"For 'Select', the type of 'cond' should be Bool, but got {dtype_name(cond)}.")
    dt = _arith(x, y)  # MindSpore's promotion of the branches (int32 with float32 is float32)
    if dt is not None and np.dtype(dt).kind in "iu":
        # a Python int branch takes the integer result's dtype, wrapping as MindSpore's cast does (uint8 with -3:
        # 253); numpy >= 2.5 refuses an out-of-range Python int in np.where (OverflowError)
        x, y = (np.asarray(v).astype(dt) if type(v) is int else v for v in (x, y))
    out = _select_bits(cond, x, y)
    if out is None:
        out = np.where(cond, x, y)
    if dt is not None:
        return out.astype(dt, copy=False)
    return out


def _select_bits(cond: Any, x: Any, y: Any) -> Any:
    """np.where(cond, x, y) bit for bit, for same-shape float arrays, as integer mask arithmetic.

    numpy's ``where`` branches per element: on an unpredictable mask (a ReLU's backward) it runs
    ~10x slower than a streaming pass (10 ms vs 1.6 ms for 524k float32 here).  Selecting the bit
    patterns with an all-ones/all-zeros mask is exact (NaN payloads and signed zeros included).
    """
    if type(cond) is not np.ndarray or type(x) is not np.ndarray or type(y) is not np.ndarray:
        return None
    if (cond.dtype != np.bool_ or x.dtype != y.dtype or x.dtype.kind != "f" or x.dtype.itemsize not in (4, 8)
            or cond.size < 4096 or not (cond.shape == x.shape == y.shape)):
        return None
    it = np.int32 if x.dtype.itemsize == 4 else np.int64
    if not y.view(it).any():                   # y is +0.0 everywhere
        return _keep_bits(cond, x)
    m = cond.astype(it)
    np.negative(m, out=m)                      # True -> all ones, False -> 0
    out = np.bitwise_and(x.view(it), m)
    np.invert(m, out=m)
    np.bitwise_and(y.view(it), m, out=m)
    np.bitwise_or(out, m, out=out)
    return out.view(x.dtype)


def _keep_bits(cond: np.ndarray, x: np.ndarray) -> Any:
    """np.where(cond, x, +0.0) bit for bit for a same-shape bool mask and float32/float64 array (a ReLU's
    backward), as one integer mask AND; None for anything else."""
    if (type(cond) is not np.ndarray or type(x) is not np.ndarray or cond.dtype != np.bool_
            or x.dtype.kind != "f" or x.dtype.itemsize not in (4, 8) or cond.shape != x.shape):
        return None
    it = np.int32 if x.dtype.itemsize == 4 else np.int64
    m = cond.astype(it)
    np.negative(m, out=m)                      # True -> all ones, False -> 0
    return np.bitwise_and(x.view(it), m, out=m).view(x.dtype)


SELECT = _ew("Select", _select, lambda t, c, x, y: f"({x} if {c} else {y})",
             "cond ? x : y elementwise, with broadcasting (numpy.where).", no_cast=(0,))
Select = SELECT.prim_class
_P_SELECT = prim(SELECT)


@bprop_getters.register(Select)
def get_bprop_select(self: Any):
    def bprop(cond, x, y, out, dout):
        zero = zeros_like(dout)
        return (zeros_grad(cond), reduce_grad(x, select(cond, dout, zero)),
                reduce_grad(y, select(cond, zero, dout)))
    return bprop


@op_function
def select(condition: Any, input: Any, other: Any) -> Any:  # noqa: A002 - MindSpore 2.10's names
    """Pick input where condition is True, else other."""
    cond, x, y = condition, input, other
    tx, ty = type(x), type(y)
    if (tx is float and (ty is int or ty is float)) or (ty is float and tx is int):
        # two Python numbers, one a float: MindSpore makes them Float32 tensors (two ints: Int64 tensors; Int32
        # in MindSpore's Graph mode, which msgraph does not follow: docs/differences.md, scalar_operands.py)
        x, y = np.asarray(x, np.float32), np.asarray(y, np.float32)
    return apply(_P_SELECT, (cond, x, y))


where = select

# --- ClipByValue and the one-bound clamps -----------------------------------------------------------------
# MindSpore's clamp kernel: m = x if x > lo else lo, then m if m < hi else hi -- a NaN x, a tie (-0.0 against a 0.0
# bound too) or a NaN bound gives the bound (clamp(-0.0, min=0.0) is 0.0, a NaN lower bound gives hi).  ops.clamp
# with one bound runs one of the two steps (the bound unless x is strictly inside it); ClipByValue is both.
def _clamp_min(x: Any, lo: Any) -> Any:
    with np.errstate(invalid="ignore"):
        return np.where(np.greater(x, lo), x, lo).astype(np.result_type(x, lo), copy=False)


def _clamp_max(x: Any, hi: Any) -> Any:
    with np.errstate(invalid="ignore"):
        return np.where(np.less(x, hi), x, hi).astype(np.result_type(x, hi), copy=False)


def _clamp_min_kernel(t: Any, x: str, lo: str) -> str:
    return f"({x} if {x} > {lo} else {lo})"


def _clamp_max_kernel(t: Any, x: str, hi: str) -> str:
    return f"({x} if {x} < {hi} else {hi})"


def _clip(x: Any, lo: Any, hi: Any) -> Any:
    return _clamp_max(_clamp_min(x, lo), hi).astype(np.result_type(x, lo, hi), copy=False)


CLIP = _ew("ClipByValue", _clip,
           lambda t, x, lo, hi: _clamp_max_kernel(t, _clamp_min_kernel(t, x, lo), hi),
           "min(max(x, clip_value_min), clip_value_max).", promote=_arith)
ClipByValue = CLIP.prim_class
_P_CLIP = prim(CLIP)


def _int_bound(x: Any, b: Any) -> Any:
    """A float bound of an integer x as ops.clamp's gradient compares it: truncated to x's dtype (MindSpore 2.10:
    clamp(int x, min=0.5) passes the gradient where x >= 0, max=-1.5 where x <= -1)."""
    if not is_tensorlike(x) or np.dtype(np_dtype(x)).kind not in "iu":
        return b
    if isinstance(b, float):
        return int(b) if _math.isfinite(b) else b
    if is_tensorlike(b) and np.dtype(np_dtype(b)).kind == "f":
        from .array_ops import cast

        return cast(b, np_dtype(x))
    return b


def _clamp_x_grad(x: Any, g: Any) -> Any:
    """ops.clamp's gradient for x: summed to x's shape but left in the output's dtype, as MindSpore 2.10 (an Int32
    input clamped by float bounds gets a Float32 gradient, a float16 one by float32 Tensor bounds a Float32 one)."""
    from ._helpers import shape_of, sum_to_shape

    return sum_to_shape(g, shape_of(x)) if is_tensorlike(x) else 0


@bprop_getters.register(ClipByValue)
def get_bprop_clip_by_value(self: Any):
    def bprop(x, lo, hi, out, dout):
        zero = zeros_like(dout)
        inside = logical_and(greater_equal(x, _int_bound(x, lo)), less_equal(x, _int_bound(x, hi)))
        # MindSpore 2.10 (ClampTensor's bprop): where min > max the output is max, which takes the gradient;
        # below min == max no input gets it (st_silent_a/clamp_tensor_grads)
        return (_clamp_x_grad(x, select(inside, dout, zero)),
                reduce_grad(lo, select(logical_and(less(x, lo), less(lo, hi)), dout, zero)),
                reduce_grad(hi, select(logical_or(greater(x, hi), greater(lo, hi)), dout, zero)))
    return bprop


# ops.clamp with one bound: the gradient passes to x where x is within the bound, the bound included (to the bound
# elsewhere)
CLAMP_MIN = _ew("ClampMinBound", _clamp_min, _clamp_min_kernel,
                "x if x > min else min (ops.clamp with only min).", promote=_arith, public=False)
CLAMP_MAX = _ew("ClampMaxBound", _clamp_max, _clamp_max_kernel,
                "x if x < max else max (ops.clamp with only max).", promote=_arith, public=False)
_P_CLAMP_MIN, _P_CLAMP_MAX = prim(CLAMP_MIN), prim(CLAMP_MAX)


def _one_bound_bprop(inside: Callable[[Any, Any], Any]):
    def getter(self: Any):
        def bprop(x, b, out, dout):
            zero = zeros_like(dout)
            cond = inside(x, _int_bound(x, b))
            return _clamp_x_grad(x, select(cond, dout, zero)), reduce_grad(b, select(cond, zero, dout))
        return bprop
    return getter


bprop_getters.register(CLAMP_MIN.prim_class)(_one_bound_bprop(lambda x, b: greater_equal(x, b)))
bprop_getters.register(CLAMP_MAX.prim_class)(_one_bound_bprop(lambda x, b: less_equal(x, b)))


@op_function
def clip_by_value(x: Any, clip_value_min: Any = None, clip_value_max: Any = None) -> Any:
    """Clamp x to [clip_value_min, clip_value_max]; a None bound is not applied."""
    refuse_numbers("For 'clip_by_value', the type of argument 'x' must be Tensor or tuple[Tensor] or list[Tensor]", x)
    if clip_value_min is None and clip_value_max is None:
        from ..errors import ArgumentError

        raise ArgumentError("For 'clip_by_value', at least one of 'clip_value_min' and "
                            "'clip_value_max' must be given.")
    if isinstance(x, (list, tuple)):   # MindSpore: each Tensor clipped (h-opsA)
        for t in x:
            if not is_tensorlike(t):
                raise TypeError("For 'clip_by_value', the type of argument 'x' must be Tensor or tuple[Tensor] or "
                                "list[Tensor]")
        out = tuple(clip_by_value(t, clip_value_min, clip_value_max) for t in x)
        from .value_dependent import is_symbolic

        # MindSpore maps over the sequence: a tuple in PyNative, the input's kind (a list stays one) in Graph mode
        return list(out) if isinstance(x, list) and True in [is_symbolic(t) for t in x] else out
    # MindSpore 2.10 computes it as Minimum(Maximum(x, min), max) in x's dtype: an integer Tensor
    # stays integer, and the gradient is halved where x ties a bound (Maximum/Minimum's bprop)
    if is_tensorlike(x) and np.dtype(np_dtype(x)) == np.bool_:   # ... whose CPU kernels have no bool form
        raise DTypeError(f"Select CPU operator[{'Minimum' if clip_value_max is not None else 'Maximum'}] fail! "
                         f"Unsupported data type! (clip_by_value of a bool Tensor)")
    def bound(v: Any) -> Any:
        # MindSpore 2.10 casts each bound to x's dtype first: an int x's float bounds truncate (-0.5 -> 0, so x == 0
        # ties it and Maximum's halved gradient truncates to 0), a Tensor bound of another dtype rounds (left37)
        if not is_tensorlike(x) or v is None:
            return v
        if is_tensorlike(v) and np_dtype(v) != np_dtype(x):
            from .array_ops import cast

            return cast(v, x.dtype)
        if type(v) is float and np.dtype(np_dtype(x)).kind in "iu" and _math.isfinite(v):
            return int(v)
        return v

    out = x
    if clip_value_min is not None:
        out = maximum(out, bound(clip_value_min))
    if clip_value_max is not None:
        out = minimum(out, bound(clip_value_max))
    if is_tensorlike(x) and out.dtype != x.dtype:
        from .array_ops import cast

        out = cast(out, x.dtype)
    return out


@op_function
def clamp(input: Any, min: Any = None, max: Any = None) -> Any:  # noqa: A002 - MindSpore's names
    """MindSpore 2.x ``ops.clamp``: the bounds promote with the input (an int Tensor with float bounds
    is float32) and the gradient passes where min <= x <= max, bounds included."""
    refuse_numbers('Failed calling ClampTensor with "ClampTensor()(input={k0}, min=Tensor, max=None)".', input)
    if min is None and max is None:
        from ..errors import OpError

        raise OpError("For Clamp, at least one of 'min' or 'max' must not be None.")  # MindSpore: ValueError
    if [v for v in (input, min, max) if isinstance(v, bool) or (hasattr(v, "dtype") and np_dtype(v) == np.bool_)]:
        raise ValueError("For Clamp, the dtype of 'input', 'min' and 'max' must not be bool.")
    if (min is not None and max is not None and is_tensorlike(min) != is_tensorlike(max) and _called_by_user()
            and isinstance(max if is_tensorlike(min) else min, (int, float))):
        # ops.clamp / ops.clip with one Tensor and one number bound: MindSpore 2.10 has no ClampTensor signature for
        # it (mint.clamp and Tensor.clamp accept it)
        kinds = ["Tensor" if is_tensorlike(v) else type(v).__name__ for v in (min, max)]
        raise TypeError(f'Failed calling ClampTensor with "ClampTensor()(input=Tensor, min={kinds[0]}, '
                        f'max={kinds[1]})".')
    if is_tensorlike(input) and np.dtype(np_dtype(input)).kind == "c":   # (both modes; adapt44cpua)
        raise DTypeError("Select CPU operator[Maximum] fail! Unsupported data type! (ops.clamp of a complex Tensor)")
    input, min, max = _clamp_uint_numbers(input, min, max)   # noqa: A001
    if min is None:
        return apply(_P_CLAMP_MAX, (input, max))
    if max is None:
        return apply(_P_CLAMP_MIN, (input, min))
    return apply(_P_CLIP, (input, min, max))


def _clamp_uint_numbers(x: Any, lo: Any, hi: Any) -> Tuple[Any, Any, Any]:
    """``ops.clamp`` of a uint16 / uint32 / uint64 Tensor with Python-number bounds (MindSpore 2.10's ClampScalar,
    measured adapt44cpua): a float bound makes it a float32 clamp; int bounds keep a uint32 / uint64 input's dtype,
    each cast into it (wrapping: -1 is the dtype's largest value); a uint16 input with int bounds is left to the
    implicit-conversion TypeError.  Other arguments come back unchanged."""
    nums = [v for v in (lo, hi) if v is not None]
    if not is_tensorlike(x) or np.dtype(np_dtype(x)) not in NARROW_UINTS or not nums or any(
            isinstance(v, bool) or not isinstance(v, (int, float)) for v in nums):
        return x, lo, hi
    if any(isinstance(v, float) for v in nums):
        from .array_ops import cast
        from ..common import dtype as mstype

        return cast(x, mstype.float32), lo, hi
    dt = np.dtype(np_dtype(x))
    if dt == np.uint16:
        return x, lo, hi
    return tuple([x] + [None if v is None else _Tensor(np.array(v).astype(dt)) for v in (lo, hi)])  # type: ignore


def clamp_mixed_bounds(input: Any, min: Any, max: Any, call: str) -> Tuple[Any, Any, Any]:  # noqa: A002
    """``mint.clamp`` / ``Tensor.clamp`` with one Tensor and one Python-number bound (MindSpore 2.10 has no such
    overload): a 0-d Tensor bound is read as its number, so the scalar overload (ClampScalar) decides the dtype --
    a float input keeps its dtype (float16 with a float32 0-d bound stays float16), an int input is float32 when
    either bound is a float and keeps its dtype otherwise (uint8 with an int64 0-d bound stays uint8); a Tensor
    bound of rank >= 1 is MindSpore's TypeError.  Returns the input and bounds to clamp with (cast to that dtype).
    Other argument kinds come back unchanged."""
    if min is None or max is None or is_tensorlike(min) == is_tensorlike(max):
        return input, min, max
    t, num = (min, max) if is_tensorlike(min) else (max, min)
    if not isinstance(num, (int, float)) or isinstance(num, bool) or not is_tensorlike(input) \
            or np_dtype(t) == np.bool_ or np_dtype(input) == np.bool_:   # (bool: the caller's ValueError)
        return input, min, max
    if len(t.shape) != 0:
        kinds = ", ".join("Tensor" if is_tensorlike(v) else type(v).__name__ for v in (input, min, max))
        raise TypeError(f'Failed calling {call} with "{call}({kinds})".')
    from .array_ops import cast
    from ..common import dtype as mstype

    kx = np_dtype(input).kind
    if kx in "fc":
        target = input.dtype
    elif np_dtype(t).kind in "fc" or isinstance(num, float):
        target = mstype.float32
    else:
        target = input.dtype
    x = input if input.dtype == target else cast(input, target)
    t = t if t.dtype == target else cast(t, target)
    return (x, t, num) if is_tensorlike(min) else (x, num, t)


from .creation import ones_like, zeros_like  # noqa: E402  (bprops above use it; creation imports nothing from here)

__all__ = public_functions(globals())  # every function form defined here (op_function)

