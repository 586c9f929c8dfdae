"""Function forms and primitive classes that MindSpore's own CPU op tests (tests/st/ops/cpu) use and
msgraph lacked, each a composition of registry ops (no new math: gradients come from the ops used).

Functions: ``xdivy, logit, softshrink, hardshrink, tanhshrink, inplace_add, inplace_sub,
inplace_update, approximate_equal, ger, cdist, renorm, fmax, roll, addr, addmv, strided_slice, dot,
hinge_embedding_loss``.  Primitives: ``DivNoNan, SquareSumAll, ApproximateEqual, Ger, Cdist, Renorm,
LpNorm, Rint``.  (``matrix_band_part``, the UnsortedSegment{Max,Min,Prod} ops, ``CeLU``,
``EqualCount`` and ``MaskedSelect`` live in aliases.py, segment_extra.py and prims_extra.py.)
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common import dtype as mstype
from ..common.dtype import refuse_uint_mix
from ..common.tensor import Tensor
from ..errors import ArgumentError, DTypeError, OpError, OpRuntimeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import c_float, check_axis_values, dtype_name, is_tensorlike, np_dtype, shape_of
from ._helpers import user_type
from .registry import refuse_numbers
from .registry import apply, called_by_user, op_function, prim

__all__ = [
    "xdivy", "logit", "softshrink", "hardshrink", "tanhshrink", "inplace_add", "inplace_sub", "inplace_update",
    "approximate_equal", "ger", "cdist", "renorm", "fmax", "roll", "addr", "addmv",
    "strided_slice",
    "dot", "hinge_embedding_loss",
]


def _F():
    from . import functional

    return functional


def _P():
    from . import prims_extra

    return prims_extra


# --- function forms of primitives msgraph has -----------------------------------------------------------
@op_function
def xdivy(x: Any, y: Any) -> Any:
    """x / y, and 0 where x is 0."""
    from ..common.dtype import is_narrow_uint, refuse_uint_mix

    if (is_narrow_uint(x) or is_narrow_uint(y)) and called_by_user():
        refuse_uint_mix(x, y)   # (a uint16 / 32 / 64 Tensor beside a number: implicit conversion's TypeError)
    return _P().Xdivy()(x, y)


@op_function
def logit(input: Any, eps: Any = None) -> Any:  # noqa: A002
    """log(x / (1 - x)), x clamped to [eps, 1 - eps] when eps is given."""
    refuse_numbers('Failed calling Logit with "Logit(eps=float)(input={k0})".', input)
    return _P().Logit(-1.0 if eps is None else float(eps))(input)


@op_function
def softshrink(input: Any, lambd: float = 0.5) -> Any:  # noqa: A002
    """x - lambd * sign(x) where |x| > lambd, else 0."""
    refuse_numbers('Failed calling SoftShrink with "SoftShrink(lambd=float)(input={k0})".', input)
    return _P().SoftShrink(lambd)(input)


@op_function
def hardshrink(input: Any, lambd: float = 0.5) -> Any:  # noqa: A002
    """x where |x| > lambd, else 0."""
    refuse_numbers('Failed calling HShrink with "HShrink(lambd=float)(input={k0})".', input)
    return _P().HShrink(lambd)(input)


@op_function
def tanhshrink(input: Any) -> Any:  # noqa: A002
    """x - tanh(x) (an integer input is taken as float32 first, as MindSpore 2.10)."""
    refuse_numbers("For tanhshrink, the input must be a Tensor, but got <class '{k0}'>.", input)
    F = _F()
    if np_dtype(input).kind in "iu":
        input = F.cast(input, np.float32)
    return F.sub(input, F.tanh(input))


@op_function
def inplace_add(x: Any, v: Any, indices: Any) -> Any:
    """A copy of x with v added to rows ``indices``."""
    return _P().InplaceAdd(indices)(x, v)


@op_function
def inplace_sub(x: Any, v: Any, indices: Any) -> Any:
    """A copy of x with v subtracted from rows ``indices``."""
    return _P().InplaceSub(indices)(x, v)


@op_function
def inplace_update(x: Any, v: Any, indices: Any) -> Any:
    """A copy of x with rows ``indices`` replaced by v: MindSpore 2.10's InplaceUpdateV2 for every index form (an
    index in [-n, 0) counts from the end; its dtypes float16 / float32 / int32)."""
    from .st_cpu_a2 import InplaceUpdateV2

    return InplaceUpdateV2()(x, indices, v)


@op_function
def strided_slice(input_x: Any, begin: Any, end: Any, strides: Any, begin_mask: int = 0, end_mask: int = 0,
                  ellipsis_mask: int = 0, new_axis_mask: int = 0, shrink_axis_mask: int = 0) -> Any:
    """StridedSlice with its masks as arguments."""
    return _P().StridedSlice(begin_mask, end_mask, ellipsis_mask, new_axis_mask, shrink_axis_mask)(
        input_x, begin, end, strides)


# --- compositions ---------------------------------------------------------------------------------------
@op_function
def approximate_equal(x: Any, y: Any, tolerance: float = 1e-5) -> Any:
    """|x - y| < tolerance."""
    if is_tensorlike(x) != is_tensorlike(y):
        # MindSpore 2.10 makes a Python number beside a Tensor a 0-d Int64 / Float32 / Bool Tensor, then checks it:
        # the dtype TypeError, else the shapes' RuntimeError (measured: adapt43cpua)
        x, y = (v if is_tensorlike(v) else _number_tensor(v) for v in (x, y))
    refuse_numbers('For ApproximateEqual, x and y must be Tensors.', x, y)
    _approx_equal_checks(x, y)
    F = _F()
    return F.less(F.abs(F.sub(x, y)), tolerance)


def tensor_approximate_equal(self: Any, other: Any, tolerance: float = 1e-5) -> Any:
    """``Tensor.approximate_equal`` (MindSpore 2.10's deprecated method, not the ApproximateEqual primitive): other
    must be a Tensor and tolerance a Python float (ValueErrors); a Tensor that is not float32 is cast to float16 (an
    int32 Tensor runs, a float64 one is compared in float16: 1.00001 and 1.0 are within 1e-5), then
    ``|x - y| < tolerance`` with broadcasting (dt52)."""
    if not is_tensorlike(other):
        raise OpError(f"The parameter 'y' must be isinstance of <class 'mindspore.common.tensor.Tensor'>, but got "
                      f"{other!r}.")
    if type(tolerance) is not float:
        raise OpError(f"The parameter 'tolerance' must be isinstance of <class 'float'>, but got {tolerance!r}.")
    F = _F()
    x, y = (v if np_dtype(v) == np.float32 else F.cast(v, mstype.float16) for v in (self, other))
    return F.less(F.abs(F.sub(x, y)), tolerance)


def _number_tensor(v: Any) -> Any:
    if type(v) not in (bool, int, float):
        return v
    return Tensor(np.asarray(v, np.bool_ if type(v) is bool else np.int64 if type(v) is int else np.float32))


def _approx_equal_checks(x: Any, y: Any) -> None:
    """MindSpore 2.10's ApproximateEqual checks (primitive and ops.approximate_equal): float dtypes (TypeError), then
    one shape, no broadcasting (RuntimeError), rank below 8."""
    joined = mstype.mindspore_result_type(x, y)   # (after the implicit promotion: int32 with float32 computes)
    if joined is not None and np.dtype(joined).kind != "f":
        raise DTypeError(f"For primitive[ApproximateEqual], the input argument[x1] must be a type of "
                         f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                         f"Tensor[{dtype_name(np.dtype(joined))}].")
    xs, ys = tuple(shape_of(x)), tuple(shape_of(y))
    if xs != ys:
        raise OpRuntimeError(f"For 'ApproximateEqual', arg 'x1' must have the same shape as 'x2'. But got 'x1' shape: "
                             f"{xs}, 'x2' shape: {ys}.")
    if len(xs) >= 8:
        raise OpRuntimeError(f"For 'ApproximateEqual', the x's rank should be less than 8, but got {len(xs)}.")


@op_function
def ger(input: Any, vec2: Any) -> Any:  # noqa: A002
    """The outer product of two 1-d tensors."""
    F = _F()
    for t in (input, vec2):   # MindSpore 2.10's Ger: float operands of one dtype (TypeError)
        if is_tensorlike(t) and np.dtype(np_dtype(t)).kind != "f":
            raise DTypeError(f"For primitive[Ger], the input argument[x1] must be a type of {{Tensor[Float16], "
                             f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{dtype_name(np_dtype(t))}].")
    if is_tensorlike(input) and is_tensorlike(vec2) and np_dtype(input) != np_dtype(vec2):
        raise DTypeError("For primitive[Ger], the input type must be same.")
    if len(shape_of(input)) != 1 or len(shape_of(vec2)) != 1:
        raise ShapeError("For 'Ger', the inputs must be 1-d tensors.")
    out = F.mul(F.expand_dims(input, 1), F.expand_dims(vec2, 0))
    if is_tensorlike(input) and np.dtype(np_dtype(input)) == np.float64:
        # MindSpore 2.10's CPU Ger kernel multiplies float64 operands in float32 (the products rounded to float32;
        # vd48a, st test_ger_op float64, both modes) while its bprop stays float64: those are the values, the
        # gradient stays the float64 product's (out + (out32 - out) is out32 exactly: the two are close)
        f32 = [F.cast(F.expand_dims(t, d), mstype.float32) for t, d in ((input, 1), (vec2, 0))]
        out32 = F.cast(F.mul(f32[0], f32[1]), mstype.float64)
        out = F.add(out, F.stop_gradient(F.sub(out32, out)))
    return out


@op_function
def cdist(x1: Any, x2: Any, p: float = 2.0) -> Any:
    """p-norm distances between the rows of x1 (..., m, d) and of x2 (..., n, d): (..., m, n)."""
    refuse_numbers('Failed calling Cdist with "Cdist(p=float)(x1={k0}, x2={k1})".', x1, x2)
    F = _F()
    for name, t in (("input_x", x1), ("input_y", x2)):   # the Cdist primitive's checks (MindSpore 2.10): rank, then dtype
        if len(shape_of(t)) not in (2, 3):
            raise ValueError(f"For primitive[CdistGrad], the {name} dim must be in [2,3], but got {len(shape_of(t))}.")
    for name, t in (("input_x", x1), ("input_y", x2)):
        if np.dtype(np_dtype(t)).kind != "f":
            raise TypeError(f"For Primitive[Cdist], the type of the {name} tensor must be [Float16, Float32, Float64], "
                            f"but got {dtype_name(np_dtype(t))}!")
    # two float dtypes and a negative p: MindSpore 2.10's TypeError / ValueError (msgraph promoted float32 with
    # float64, and computed p = -1 as a norm: adapt41cpu)
    if np_dtype(x1) != np_dtype(x2):
        raise DTypeError("For Primitive[Cdist], the input type must be same.")
    if p < 0:
        raise OpError(f"For Primitive[Cdist], p must be a non-negative value, but got {p}.")
    s1, s2 = tuple(shape_of(x1)), tuple(shape_of(x2))
    if s1[-1] is not None and s2[-1] is not None and s1[-1] != s2[-1]:   # msgraph broadcast the columns (adapt41gpu2)
        raise OpError(f"For Primitive[Cdist], the number of columns of 'x' must be the same as the number of 'y', "
                      f"but got 'x': {s1[-1]} and 'y': {s2[-1]}.")
    if len(s1) != len(s2):
        raise OpError(f"For Primitive[Cdist], rank of input_x and input_y must be equal, but got rank of input_x: "
                      f"{len(s1)}, rank of input_y: {len(s2)}.")
    if s1[:-2] != s2[:-2]:   # MindSpore 2.10: a batch that cannot broadcast is a ValueError, one that could its kernel's
        if any(a != b and 1 not in (a, b) for a, b in zip(s1[:-2], s2[:-2])):   # RuntimeError (one batch only)
            raise OpError(f"For Primitive[Cdist] The two input shape can not broadcast, x_shape: {list(s1)}, "
                          f"y_shape: {list(s2)}.")
        raise OpRuntimeError(f"For 'Cdist', the batch shape of input0 must be the same as the shape of input1, but "
                             f"got {list(s1)} and {list(s2)}.")
    from .cdist_grad import cdist_grad_path

    # the value by msgraph's kernels, the gradient MindSpore's bprop (CdistGrad for x1 and x2; cdist_grad.py, vd49ga)
    s1, s2 = F.stop_gradient(x1), F.stop_gradient(x2)
    d = F.abs(F.sub(F.expand_dims(s1, -2), F.expand_dims(s2, -3)))
    if np_dtype(x1) in (np.float16, np.float64):   # MindSpore 2.10's kernel: in float32 (norm_kernels.py, r2nnf)
        from .norm_kernels import pnorm_last_lo

        lo = [F.cast(t, mstype.float32) for t in (s1, s2)]
        dist = pnorm_last_lo(d, F.abs(F.sub(F.expand_dims(lo[0], -2), F.expand_dims(lo[1], -3))), p)
    else:
        dist = pnorm_last(d, p, np_dtype(x1))
    return cdist_grad_path(x1, x2, dist, p)


def pnorm_last(d: Any, p: float, dtype: Any) -> Any:
    """The p-norm over the last axis of non-negative differences ``d`` (p = 0: count of non-zeros,
    p = inf: maximum), shared by cdist and pdist: a kernel with CdistGrad's gradient (0 where the distance is 0,
    the whole gradient to each tied maximum of p = inf; norm_kernels.py, h-grad26)."""
    from .norm_kernels import pnorm_last as kernel

    return kernel(d, p)


@op_function
def renorm(input: Any, p: int, axis: int, maxnorm: float) -> Any:  # noqa: A002
    """Each sub-tensor along ``axis`` rescaled to p-norm at most maxnorm (the Renorm primitive)."""
    return Renorm(p, axis, maxnorm)(input)


def _renorm(input: Any, p: float, axis: int, maxnorm: float) -> Any:  # noqa: A002
    F = _F()
    # MindSpore 2.10's Renorm holds maxnorm as a C++ float: a Float64 input is scaled to float32(maxnorm) (0.7 is
    # 0.699999988079071; vd48c)
    maxnorm = c_float(maxnorm)
    s = tuple(shape_of(input))
    others = tuple(i for i in range(len(s)) if i != axis)
    mag = F.abs(input)
    if np_dtype(input).kind == "c":     # a complex Tensor's abs stays complex in MindSpore: its real part
        mag = F.real(mag)
    narrow = np_dtype(input) in (np.float16, np.float32)
    if narrow:   # MindSpore 2.10's kernel: the norm in float64, rounded to the input's dtype
        mag = F.cast(mag, mstype.float64)
    # a 1-d input's sub-tensors are its single elements: no axis left to reduce (an empty axis tuple would
    # reduce everything), the norm of each is its magnitude (MindSpore 2.10: renorm([-1., 2.], 2, 0, 1.) -> [-1., 1.])
    powed = F.pow(mag, float(p))
    total = F.reduce_sum(powed, others, True) if others else powed
    norm = F.pow(total, 1.0 / p)
    if narrow:
        norm = F.cast(norm, np_dtype(input))
    # (x / norm) * maxnorm where the norm exceeds maxnorm (MindSpore's order, no epsilon), x / 1 * 1 elsewhere
    over = F.greater(F.stop_gradient(norm), maxnorm)
    # MindSpore's Renorm bprop passes dout unchanged where the norm does not exceed maxnorm: the norm is taken
    # again of 1 there, so no 0 * inf (the root's derivative at a zero sub-tensor) turns that gradient into NaN
    norm = F.pow(F.select(over, total, F.ones_like(total)), 1.0 / p)
    if narrow:
        norm = F.cast(norm, np_dtype(input))
    den = F.select(over, norm, F.ones_like(norm))
    num = F.select(over, F.full_like(norm, maxnorm), F.ones_like(norm))
    if np_dtype(input).kind == "c":
        den, num = F.cast(den, np_dtype(input)), F.cast(num, np_dtype(input))
    return F.mul(F.div(input, den), num)


def _fmin_fmax_operands(name: str, input: Any, other: Any) -> Any:  # noqa: A002
    """fmax's / fmin's operands as MindSpore 2.10 promotes them before its primitive's dtype check (Fmax / Fmin:
    float16 / float32 / float64 / int32 / int64)."""
    F = _F()
    if not hasattr(input, "dtype") and not hasattr(other, "dtype"):
        # two Python numbers: the primitive's TypeError (msgraph computed fmax(3, 2): adapt41cpu)
        raise DTypeError(f"For Primitive[{name}], the type of input argument[x1] must be Tensor but got "
                         f"{'Float32' if isinstance(input, float) else 'Int64'}.")
    # a uint16 / uint32 / uint64 Tensor beside a Python number or a Tensor of another dtype: MindSpore 2.10's
    # implicit-conversion TypeError, before the promotion below (fmax(uint16 t, 1.5); uint8 computes: adapt38oa's sweep)
    refuse_uint_mix(input, other)
    # a bool Tensor with a Python number promotes first (MindSpore 2.10: fmax(bool t, 2) is Int64), and so does an
    # integer Tensor with a Python float (fmax(int8 t, 1.5) is Float32; msgraph had refused Int8: adapt38oa)
    input, other = (F.cast(t, np.float32 if isinstance(o, float) else np.int64)
                    if hasattr(t, "dtype") and (np_dtype(t) == np.bool_ and type(o) in (int, float)
                                                or np_dtype(t).kind in "iu" and type(o) is float) else t
                    for t, o in ((input, other), (other, input)))
    # ... and a bool Tensor with a Tensor of another dtype takes that dtype (MindSpore 2.10: fmax(bool, float32) is
    # Float32, fmax(bool, int32) Int32; two bool Tensors are refused below; measured, r2a)
    input, other = (F.cast(t, np_dtype(o)) if hasattr(t, "dtype") and hasattr(o, "dtype") and np_dtype(t) == np.bool_
                    and np_dtype(o) != np.bool_ else t for t, o in ((input, other), (other, input)))
    if hasattr(input, "dtype") and hasattr(other, "dtype") and np_dtype(input) != np_dtype(other) \
            and np.bool_ not in (np_dtype(input), np_dtype(other)):
        # two Tensor dtypes promote first (MindSpore 2.10: fmax(int8, float32) is Float32, fmax(int32, int8) Int32)
        from ..common.dtype import mindspore_result_type

        to = mindspore_result_type(np.dtype(np_dtype(input)), np.dtype(np_dtype(other)))
        input, other = F.cast(input, to), F.cast(other, to)
    for arg, t in (("x1", input), ("x2", other)):   # the Fmax / Fmin primitive's registered dtypes (MindSpore 2.10)
        if hasattr(t, "dtype") and np.dtype(np_dtype(t)).name not in ("float16", "float32", "float64", "int32", "int64"):
            raise TypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{Tensor[Float16], "
                            f"Tensor[Float32], Tensor[Float64], Tensor[Int32], Tensor[Int64]}}, but got "
                            f"Tensor[{dtype_name(np_dtype(t))}].")
    if hasattr(input, "dtype") and hasattr(other, "dtype"):
        try:   # the primitive's shape inference (before Fmin's missing kernel: fmin of (2,) and (3,) is a ValueError)
            np.broadcast_shapes(tuple(shape_of(input)), tuple(shape_of(other)))
        except ValueError:
            raise ShapeError(f"For '{name}', input1.shape and input2.shape need to broadcast, but got "
                             f"{tuple(shape_of(input))} and {tuple(shape_of(other))}.") from None
    return input, other


@op_function
def fmax(input: Any, other: Any) -> Any:  # noqa: A002
    """Elementwise maximum that ignores NaN (NaN only where both are NaN)."""
    F = _F()
    input, other = _fmin_fmax_operands("Fmax", input, other)
    shapes = [tuple(shape_of(v)) for v in (input, other) if hasattr(v, "dtype")]
    if any(0 in s for s in shapes):
        # an empty result: MindSpore's Fmax kernel computes it for any broadcast ((0, 3) with (1, 3) too; its
        # Maximum refuses that one), so the result's dtype comes from 0-d stand-ins (adapt41cpu)
        m = F.maximum(*(F.zeros((), np_dtype(v)) if hasattr(v, "dtype") else v for v in (input, other)))
        shape = tuple(np.broadcast_shapes(*shapes))
    else:
        m = F.maximum(input, other)
        shape = tuple(shape_of(m))
    # a Python number takes the result's dtype (MindSpore 2.10: fmax(float32 t, 2.0) is Float32, not Float64)
    input, other = (F.fill(m.dtype, (), v) if type(v) in (bool, int, float) else v for v in (input, other))
    x1, x2 = (F.broadcast_to(F.cast(v, m.dtype) if np_dtype(v) != np_dtype(m) else v, shape) for v in (input, other))
    # MindSpore's FminFmaxGrad: x1 takes the gradient where x1 >= x2 (ties included) and is not NaN, or where x2 is
    # NaN; x2 everywhere else -- so the select below is both the value and MindSpore's gradient (h-grad26)
    n1, n2 = F.isnan(x1), F.isnan(x2)
    b1 = F.logical_or(F.logical_and(F.greater_equal(x1, x2), F.logical_not(n1)), n2)
    return F.select(b1, x1, x2)


@op_function
def roll(input: Any, shifts: Any, dims: Any = None) -> Any:  # noqa: A002
    """input rolled by ``shifts`` along ``dims`` (flattened when dims is None)."""
    from .value_dependent import is_graph_int

    if is_graph_int(shifts) or is_graph_int(dims):
        # ``int(t)`` (st TEST_OP's numbers): asking for the value makes graph code run the call when the graph runs
        # (was TypeError "len() of a 0-d Tensor"; flip49)
        shifts, dims = (int(v) if is_graph_int(v) else v for v in (shifts, dims))
    F = _F()
    s = tuple(shape_of(input))
    if dims is None:
        return F.reshape(roll(F.reshape(input, (-1,)), shifts, 0), s)
    shifts = (shifts,) if isinstance(shifts, int) else tuple(shifts)
    dims = (dims,) if isinstance(dims, int) else tuple(dims)
    if len(shifts) != len(dims):
        raise ValueError("For 'Roll', 'dims' and 'shifts' must be not empty and have same size.")  # MindSpore's class
    out = input
    for sh, d in zip(shifts, dims):
        n = s[d]
        k = sh % n if n else 0
        if k:
            d = d % len(s)
            head = [0] * len(s)
            head[d] = n - k
            size_a = list(s)
            size_a[d] = k
            size_b = list(s)
            size_b[d] = n - k
            out = F.concat((F.slice(out, tuple(head), tuple(size_a)), F.slice(out, (0,) * len(s), tuple(size_b))), d)
    return out


_ADD_MV_R_DTYPES = ("float16", "float32", "float64", "int16", "int32", "int64")


def _addmv_addr_checks(name: str, arg: str, x: Any, a: Any, b: Any, beta: Any, alpha: Any) -> Tuple[Any, Any]:
    """MindSpore 2.10's Python-level checks of ops.addmv / ops.addr: all Tensors, the two factors of one dtype, the
    added Tensor float16/32/64 or int16/32/64, beta and alpha numbers; for an int Tensor beta and alpha are cast to
    int64 first (truncated: beta=0.5 drops the added Tensor; msgraph had computed in float32)."""
    if not all(hasattr(t, "shape") and hasattr(t, "dtype") for t in (x, a, b)):
        raise TypeError(f"For {name}, inputs must be all tensors.")
    if np_dtype(a) != np_dtype(b):
        pair = "mat and vec" if name == "Addmv" else "vec1 and vec2"
        raise TypeError(f"For {name}, the {pair} should be the same dtype.")
    dn = np.dtype(np_dtype(x)).name
    if dn not in _ADD_MV_R_DTYPES:
        raise TypeError(f"For '{name}', the '{arg}' should be one of [mindspore.float16, mindspore.float32, "
                        f"mindspore.float64, mindspore.int16, mindspore.int32, mindspore.int64], but got "
                        f"'mindspore.{dn}'.")
    for k, v in (("alpha", alpha), ("beta", beta)):
        if not isinstance(v, (int, float, bool)):
            raise TypeError(f"For '{name}', the '{k}' should be int, float or bool, but got {user_type(v).__name__}.")
    if dn.startswith("int"):
        beta, alpha = int(beta), int(alpha)
    return beta, alpha


@op_function
def addr(x: Any, vec1: Any, vec2: Any, *, beta: Any = 1, alpha: Any = 1) -> Any:
    """beta * x + alpha * outer(vec1, vec2); MindSpore 2.10's checks first (:func:`_addmv_addr_checks`)."""
    F = _F()
    beta, alpha = _addmv_addr_checks("Addr", "x", x, vec1, vec2, beta, alpha)
    if len(shape_of(vec1)) != 1 or len(shape_of(vec2)) != 1:   # (ger's checks but the dtype's)
        raise ShapeError("For 'Ger', the inputs must be 1-d tensors.")
    return F.add(F.mul(x, beta), F.mul(F.mul(F.expand_dims(vec1, 1), F.expand_dims(vec2, 0)), alpha))


@op_function
def addmv(input: Any, mat: Any, vec: Any, *, beta: Any = 1, alpha: Any = 1) -> Any:  # noqa: A002
    """beta * input + alpha * (mat @ vec); MindSpore 2.10's Python-level checks first (all Tensors, mat and vec of
    one dtype, input float16/32/64 or int16/32/64), the product through ops.mv (the strict MatMul)."""
    F = _F()
    beta, alpha = _addmv_addr_checks("Addmv", "input", input, mat, vec, beta, alpha)
    return F.add(F.mul(input, beta), F.mul(F.mv(mat, vec), alpha))


@op_function
def dot(input: Any, other: Any) -> Any:  # noqa: A002
    """numpy.dot of two tensors of rank >= 2 (MindSpore 2.10's ops.dot): the last axis of input against the
    second-to-last of other, result shape input[:-1] + other[:-2] + other[-1:]; a Transpose/Reshape/MatMul
    composition.  Plain ValueError / TypeError as MindSpore raises them."""
    F = _F()
    xs, ys = tuple(shape_of(input)), tuple(shape_of(other))
    for arg, t in (("input", input), ("other", other)):
        d = np.dtype(np_dtype(t))
        if d not in (np.dtype(np.float16), np.dtype(np.float32)):
            raise TypeError(f"For 'dot', the type of '{arg}' must be float16 or float32, but got {dtype_name(d)}.")
    if np_dtype(input) != np_dtype(other):
        raise TypeError(f"For 'dot', the types of 'input' and 'other' must be the same, but got "
                        f"{dtype_name(np_dtype(input))} and {dtype_name(np_dtype(other))}.")
    if len(xs) < 2 or len(ys) < 2:
        raise ValueError(f"For 'dot', the inputs x1, x2 should have 'dimension >= 2',but got 'len(x1_shape)': "
                         f"({len(xs)}) and 'len(x2_shape)': ({len(ys)}).")
    if xs[-1] != ys[-2]:
        raise ValueError(f"For 'dot', the last dimension of 'input' must be equal to the second last dimension of "
                         f"'other', but got input shape {list(xs)} and other shape {list(ys)}.")
    if len(xs) == 2 and len(ys) == 2:
        return F.matmul(input, other)
    n = len(ys)
    o = F.transpose(other, (n - 2,) + tuple(range(n - 2)) + (n - 1,))
    out = F.matmul(F.reshape(input, (-1, xs[-1])), F.reshape(o, (ys[-2], -1)))
    return F.reshape(out, xs[:-1] + ys[:-2] + ys[-1:])


@op_function
def hinge_embedding_loss(inputs: Any, targets: Any, margin: float = 1.0, reduction: str = "mean") -> Any:
    """x where target is 1, max(0, margin - x) where target is -1; reduced by ``reduction``."""
    refuse_numbers("'{k0}' object has no attribute 'dtype'", inputs, targets, error=AttributeError)
    # MindSpore 2.10's checks, in its order: margin, reduction, then float dtypes of both inputs (nn29)
    if not isinstance(margin, (float, int)):
        raise TypeError(f"For 'HingeEmbeddingLoss', 'margin' must be a float or int, but got {user_type(margin)}.")
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(f"For 'HingeEmbeddingLoss', 'reduction' must be one of 'none', 'mean', 'sum',"
                         f"but got {reduction}.")
    for which, t in (("first", inputs), ("second", targets)):
        if np.dtype(np_dtype(t)).kind != "f":
            raise TypeError(f"For 'HingeEmbeddingLoss', the dtype of the {which} input must be float, but got "
                            f"{dtype_name(np_dtype(t))}.")
    F = _F()
    # MindSpore 2.10's composition: masks by the target's sign, then clip_by_value(margin - x, 0) -- a Maximum, so
    # at margin - x == 0 the gradient is split in halves (relu gave it all to neither side; h-grad26)
    pos_i = F.cast(F.greater(targets, 0), np_dtype(inputs))
    neg_i = F.cast(F.less(targets, 0), np_dtype(inputs))
    neg = F.sub(F.mul(F.cast(Tensor(np.array(margin)), np_dtype(inputs)), neg_i), F.mul(neg_i, inputs))
    loss = F.add(F.mul(pos_i, inputs), F.maximum(neg, F.zeros_like(neg)))
    if reduction == "mean":
        return F.reduce_mean(loss)
    if reduction == "sum":
        return F.reduce_sum(loss)
    return loss


# --- primitive classes ------------------------------------------------------------------------------------
class DivNoNan(CompositePrimitive):
    """DivNoNan()(x1, x2): x1 / x2, and 0 where x2 is 0."""

    def __call__(self, x1: Any, x2: Any) -> Any:
        F = _F()
        from ..common.dtype import mindspore_result_type

        # a uint16 / uint32 / uint64 Tensor beside a Python number (a float too) or another dtype: implicit
        # conversion's TypeError (msgraph divided a uint16 Tensor by 2.5 in float32: adapt41cpu)
        refuse_uint_mix(x1, x2)
        dt = mindspore_result_type(x1, x2)  # the operands promote first (int32 with float32: float32)
        if dt is not None and np.dtype(dt).kind not in "fc":
            nm, v = next((n, v) for n, v in (("x1", x1), ("x2", x2)) if hasattr(v, "dtype"))
            raise DTypeError(f"For 'DivNoNan', '{nm}' must be a float or complex Tensor (MindSpore's CPU "
                             f"kernel), but got {np_dtype(v).name}.")
        if dt is not None:
            x1, x2 = ((F.cast(v, dt) if np_dtype(v) != dt else v) if hasattr(v, "dtype") else Tensor(np.array(v, dt))
                      for v in (x1, x2))
        safe = F.select(F.equal(x2, 0), F.ones_like(x2), x2)
        q = F.div(x1, safe)
        return F.select(F.broadcast_to(F.equal(x2, 0), tuple(shape_of(q))), F.zeros_like(q), q)


class SquareSumAll(CompositePrimitive):
    """SquareSumAll()(x, y): (sum(x ** 2), sum(y ** 2)) as 0-d tensors."""

    def __call__(self, x: Any, y: Any) -> Any:
        F = _F()
        dx, dy = np_dtype(x), np_dtype(y)  # MindSpore's CPU kernel: float16/float32, one dtype, one shape
        for v in (dx, dy):
            if v.name not in ("float16", "float32"):
                raise DTypeError(f"For 'SquareSumAll', the inputs must be float16 or float32 Tensors, but got {v.name}.")
        if dx != dy:
            raise DTypeError(f"For 'SquareSumAll', 'x' and 'y' must have the same dtype, but got {dx.name} and "
                             f"{dy.name}.")
        if tuple(shape_of(x)) != tuple(shape_of(y)):
            raise ShapeError(f"For 'SquareSumAll', 'x' and 'y' must have the same shape, but got "
                             f"{list(shape_of(x))} and {list(shape_of(y))}.")
        return F.reduce_sum(F.mul(x, x)), F.reduce_sum(F.mul(y, y))


class ApproximateEqual(CompositePrimitive):
    """ApproximateEqual(tolerance=1e-05)(x, y): |x - y| < tolerance."""

    _attrs = {"tolerance": 1e-5}

    def _check_attrs(self) -> None:
        tol = self.attrs["tolerance"]
        if not isinstance(tol, float):   # MindSpore 2.10: an int tolerance (1) is a TypeError too
            raise TypeError(f"For 'ApproximateEqual', the type of 'tolerance' should be 'float', but got "
                            f"'{user_type(tol).__name__}'.")

    def __call__(self, x: Any, y: Any) -> Any:
        return approximate_equal(x, y, self.attrs["tolerance"])


class Ger(CompositePrimitive):
    """Ger()(x1, x2): the outer product of two 1-d tensors."""

    def __call__(self, x1: Any, x2: Any) -> Any:
        return ger(x1, x2)


class Cdist(CompositePrimitive):
    """Cdist(p=2.0)(x1, x2): pairwise p-norm distances."""

    _attrs = {"p": 2.0}

    def __call__(self, x1: Any, x2: Any) -> Any:
        return cdist(x1, x2, self.attrs["p"])


class Renorm(CompositePrimitive):
    """Renorm(p, dim, maxnorm)(x), with MindSpore 2.10's checks: at construction p an int > 0 (kept as a float),
    dim an int, maxnorm a float; when called a float/complex input of rank >= 1, dim in range, maxnorm >= 0."""

    _attrs = {"p": 2, "dim": 0, "maxnorm": 1.0}

    def _check_attrs(self) -> None:
        for key, want in (("p", int), ("dim", int), ("maxnorm", float)):
            v = self.attrs[key]
            if not isinstance(v, want) or isinstance(v, bool):
                raise TypeError(f"For 'Renorm', the type of '{key}' should be '{want.__name__}', but got type "
                                f"'{user_type(v).__name__}'.")
        if self.attrs["p"] <= 0:
            raise ValueError(f"Renorm op don't support non-positive-norm, but got{self.attrs['p']}")
        self.attrs["p"] = float(self.attrs["p"])

    def __call__(self, x: Any) -> Any:
        a = self.attrs
        if is_tensorlike(x) and np_dtype(x).kind not in "fc":
            raise DTypeError("For primitive[Renorm], the input argument[x] must be a type of {Tensor[Complex128], "
                             "Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got "
                             f"Tensor[{dtype_name(x)}].")
        rank = len(shape_of(x))
        if rank == 0:
            raise OpRuntimeError("The Renorm input shape is zero.")
        if not -rank <= a["dim"] < rank:
            raise OpRuntimeError(f"For 'Renorm, the attribute 'dim' must be in range [-{rank}, {rank}), but got "
                                 f"{a['dim']}")
        if a["maxnorm"] < 0:
            raise OpRuntimeError(f"For 'Renorm', the attribute 'maxnorm' must be non-negative, but got "
                                 f"{a['maxnorm']:g}")
        return _renorm(x, a["p"], a["dim"] % rank, a["maxnorm"])


class LpNorm(CompositePrimitive):
    """LpNorm(axis, p=2, keep_dims=False, epsilon=1e-12)(x): the p-norm over ``axis``."""

    _attrs = {"axis": 0, "p": 2, "keep_dims": False, "epsilon": 1e-12}

    def __call__(self, x: Any) -> Any:
        F = _F()
        a = self.attrs
        axis = (a["axis"],) if isinstance(a["axis"], int) else tuple(a["axis"])
        p = a["p"]
        if not isinstance(p, int) or isinstance(p, bool):   # MindSpore's LpNorm: an int p (ops.dist(x, y, 2.0) too)
            raise TypeError(f"For 'LpNorm', the type of 'p' should be 'int', but got type '{user_type(p).__name__}'.")
        kind = np_dtype(x)
        if kind not in (np.float16, np.float32):   # MindSpore's CPU kernel: float16/float32 only
            raise TypeError(f"For primitive[LpNorm], the input argument[input] must be a type of {{Tensor[Float16], "
                            f"Tensor[Float32]}}, but got Tensor[{dtype_name(x)}].")
        if kind == np.float16:                     # computed in float32, rounded once (MindSpore's kernel)
            return F.cast(LpNorm(**a)(F.cast(x, np.float32)), np.float16)
        # the norm clamped to epsilon (1e-12 for a zero vector), and LpNorm's own gradient (0 there, not NaN)
        from .norm_kernels import lp_norm

        check_axis_values("LpNorm", axis, len(shape_of(x)))

        return lp_norm(x, axis, p, a["keep_dims"], a["epsilon"])


class Rint(CompositePrimitive):
    """Rint()(x): round half to even."""

    def __call__(self, x: Any) -> Any:
        # MindSpore defines no bprop for Rint: a gradient reaching it is its RuntimeError (round's zeros before
        # h-grad26)
        if not is_tensorlike(x):
            return _F().round(x)   # (round's checks and results for the rest)
        if np_dtype(x).kind != "f":   # MindSpore 2.10's Rint: float16 / float32 / float64 only, in both modes
            raise DTypeError(f"For primitive[Rint], the input argument[x] must be a type of {{Tensor[Float16], "
                             f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{dtype_name(np_dtype(x))}].")
        from .rounding import RINT_KERNEL

        return apply(prim(RINT_KERNEL), (x,))
