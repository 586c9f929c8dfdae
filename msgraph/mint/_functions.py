"""``mindspore.mint`` functions with MindSpore 2.10's PyTorch-style signatures (``input``/``other``/``dim``/
``keepdim``), each a thin entry over the existing op functions or Tensor-method forms (one definition per op:
nothing here computes by itself).  Every function is an :func:`op_function`, so the compiler calls it with
symbolic arguments in Graph mode (the same body runs in both modes).
Recorded from MindSpore 2.10: tests/conformance/programs/st_nn_mint/mint_*.py.
"""
from __future__ import annotations

import builtins
import math as _math
from typing import Any

from ..ops.registry import TRAMPOLINES, graph_fold, op_function, refuse_numbers
from ..errors import DTypeError, OpIndexError, OpRuntimeError, ShapeError

#: the ops whose signatures refuse some Python numbers (``registry.SIGNATURE_INPUTS``, by function name)
_SIGNATURE_CHECKED = frozenset(("less", "equal", "logical_and", "logical_or", "logical_xor",
                                "gcd", "logaddexp", "logaddexp2"))   # (the last: refuse_numbers)
from ..common.tensor_methods import OPS as _OPS   # (filled by msgraph.ops on import)
from ..ops._helpers import user_type


def _F():
    from ..ops import functional

    return functional


def _is_tensor(v: Any) -> bool:
    from ..common.tensor import Tensor
    from ..frontend.symbolic import Sym

    return isinstance(v, (Tensor, Sym))


def _dims(dim: Any) -> Any:
    if dim is None:
        return ()
    if isinstance(dim, list):
        return tuple(dim)
    return dim


# --- elementwise unary (input) -------------------------------------------------------------------------------
def _unary(opname: str, name: str = None):
    def fn(input):  # noqa: A002
        return getattr(_F(), opname)(input)

    TRAMPOLINES.add(fn.__code__)   # mint.exp(3) is the user's ops.exp call (its TypeError: registry.called_by_user)
    fn.__name__ = fn.__qualname__ = name or opname
    fn.__doc__ = f"mint.{name or opname}(input): ops.{opname}."
    return op_function(fn)


for _n in ("acos", "acosh", "asin", "asinh", "atan", "atanh", "arccos", "arccosh", "arcsin", "arcsinh",
           "arctan", "arctanh", "cosh", "sinh", "tan", "erfc", "erfinv", "expm1", "exp2", "log10", "log1p",
           "log2", "frac", "sign", "sinc", "isfinite", "isinf", "logical_not", "negative", "ravel",
           "inverse", "trace"):
    if hasattr(_F(), _n):
        globals()[_n] = _unary(_n)
bitwise_not = _unary("invert", "bitwise_not")
sqrt = _unary("sqrt")   # mint.sqrt(input) (ops.sqrt names it x; adapt43cpub)


@op_function
def isnan(tensor):
    """mint.isnan(tensor): IsNan of a Tensor; a Python number is compared with itself (MindSpore 2.10's isnan_ext is
    ``tensor != tensor`` there: ``mint.isnan(1.5)`` is a 0-d bool Tensor, where ``ops.isnan(1.5)`` is a TypeError).
    Its keyword is ``tensor`` (``input=`` is MindSpore 2.10's TypeError; adapt43cpub)."""
    from ..ops.registry import is_number_input

    F = _F()
    if is_number_input(tensor):
        return F.not_equal(tensor, tensor)
    return F.isnan(tensor)


def _refuse_list(prim: str, input: Any) -> None:  # noqa: A002
    """MindSpore 2.10's TypeError for a list or tuple where the mint function takes a Tensor only."""
    if isinstance(input, (list, tuple)):
        kinds = ", ".join(type(v).__name__ for v in input[:1])
        raise DTypeError(f'Failed calling {prim} with "{prim}()(input={user_type(input).__name__.capitalize()}<{kinds}>)".')


@op_function
def isneginf(input):  # noqa: A002
    """mint.isneginf(input) (a Python number or a list: IsNegInf's TypeError)."""
    _refuse_list("IsNegInf", input)
    refuse_numbers('Failed calling IsNegInf with "IsNegInf()(input={k0})".', input)
    F = _F()
    return F.logical_and(F.isinf(input), F.less(input, 0))


@op_function
def isposinf(input):  # noqa: A002
    """mint.isposinf(input) (a Python number or a list: IsPosInf's TypeError, as isneginf's)."""
    _refuse_list("IsPosInf", input)
    refuse_numbers('Failed calling IsPosInf with "IsPosInf()(input={k0})".', input)
    F = _F()
    return F.logical_and(F.isinf(input), F.greater(input, 0))


# --- binary (input, other) -------------------------------------------------------------------------------------
def _binary(opname: str, name: str = None, second: str = "other"):
    def fn(input, other):  # noqa: A002
        return getattr(_F(), opname)(input, other)

    if opname in _SIGNATURE_CHECKED:   # mint.lt(5, x) is the user's ops.less call (its TypeError)
        def fn(input, other):  # noqa: A002,F811
            return getattr(_F(), opname)(input, other)
        TRAMPOLINES.add(fn.__code__)
    fn.__name__ = fn.__qualname__ = name or opname
    fn.__doc__ = f"mint.{name or opname}(input, {second}): ops.{opname}."
    return op_function(fn)


for _n, _o in (("atan2", "atan2"), ("arctan2", "atan2"), ("bitwise_and", "bitwise_and"),
               ("bitwise_or", "bitwise_or"), ("bitwise_xor", "bitwise_xor"), ("logical_and", "logical_and"),
               ("logical_or", "logical_or"), ("logical_xor", "logical_xor"), ("maximum", "maximum"),
               ("minimum", "minimum"), ("eq", "equal"), ("ne", "not_equal"), ("not_equal", "not_equal"),
               ("gt", "greater"), ("greater", "greater"), ("ge", "greater_equal"),
               ("greater_equal", "greater_equal"), ("lt", "less"), ("less", "less"), ("le", "less_equal"),
               ("less_equal", "less_equal"), ("matmul", "matmul"), ("dot", "dot"), ("logaddexp", "logaddexp"),
               ("logaddexp2", "logaddexp2"), ("gcd", "gcd"), ("float_power", "float_power"),
               ("xlogy", "xlogy"), ("fmod", "fmod"), ("floor_divide", "floor_divide"),
               ("masked_select", "masked_select")):
    globals()[_n] = _binary(_o, _n)
_logaddexp_ops = globals()["logaddexp"]


@op_function
def masked_select(input, mask):  # noqa: A002
    """mint.masked_select(input, mask): ops.masked_select (its keyword is ``mask``; adapt43cpub)."""
    return _F().masked_select(input, mask)


@op_function
def float_power(input, exponent):  # noqa: A002
    """mint.float_power(input, exponent): two Python numbers are MindSpore 2.10's TypeError (adapt40mint)."""
    if not _is_tensor(input) and not _is_tensor(exponent):
        refuse_numbers(f"At least one of the types of inputs must be tensor, but the type of 'input' got is "
                       f"{user_type(input)}, and the type of 'exponent' is {user_type(exponent)}.", input, exponent)
    from ..ops.tensor_ext import float_power_ext   # a Python float read as float32, complex refused (vd48c)

    return float_power_ext(input, exponent)


@op_function
def logaddexp(input, other):  # noqa: A002
    """mint.logaddexp(input, other): LogAddExp takes Float16 / Float32 / BFloat16 (its TypeError for a Float64 or an
    integer input, measured: ops.logaddexp computes Float64)."""
    _dt_names = "Float16, Float32, BFloat16"
    if _is_tensor(input):
        from ..errors import DTypeError
        from ..ops._helpers import dtype_name

        if dtype_name(input) not in _dt_names.split(", "):
            raise DTypeError(f"For primitive[LogAddExp], the input argument [input] must be a type of {{{_dt_names}}}, "
                             f"but got {dtype_name(input)}.")
    return _logaddexp_ops(input, other)


@op_function
def remainder(input, other):  # noqa: A002
    """mint.remainder(input, other): MindSpore 2.10 composes input - floor_div(input, other) * other in PyNative
    (as ops.remainder) but compiles the exact floored modulo (FloorMod, ``%``) in Graph mode."""
    from ..ir.builder import building_graph

    if not _is_tensor(input) and not _is_tensor(other):   # MindSpore 2.10: no overload for two numbers (adapt40mint)
        refuse_numbers('Failed calling remainder with "remainder({k0}, {k1})".', input, other)
    F = _F()
    return F.floor_mod(input, other) if building_graph() else F.remainder(input, other)


@op_function
def pow(input, exponent):  # noqa: A001,A002
    """mint.pow(input, exponent).  An integer Tensor to a negative Python int is MindSpore 2.10's PowTensorScalar
    RuntimeError (``x ** -1`` / ``ops.pow`` / ``Tensor.pow`` compute there, as msgraph does)."""
    if (type(exponent) is int and exponent < 0 and _is_tensor(input) and _np_kind(input) in "iu"):
        raise OpRuntimeError("For primitive [PowTensorScalar], Integers to negative integer powers are not allowed.")
    return _F().pow(input, exponent)


@op_function
def mm(input, mat2):  # noqa: A002
    """mint.mm(input, mat2): a 2-D matrix product; another rank is MindSpore 2.10's ValueError (msgraph computed a
    1-D / batched matmul; adapt40mint)."""
    for arg, t in (("input", input), ("mat2", mat2)):
        if _is_tensor(t) and len(t.shape) != 2:
            raise ShapeError(f"For 'Mm' op, {arg}'s rank should be 2, but got {len(t.shape)}")
    return _F().matmul(input, mat2)


def check_bmm_batches(name, batch1, batch2) -> None:
    """MindSpore 2.10's Addbmm / Baddbmm checks (RuntimeErrors, both modes): 3-D batch1 and batch2 with matching
    inner sizes (msgraph broadcast 2-D batches or raised BatchMatMul's ValueError; adapt40mint)."""
    for arg, t in (("batch1", batch1), ("batch2", batch2)):
        if _is_tensor(t) and len(t.shape) != 3:
            raise OpRuntimeError(f"For '{name}', input '{arg}' must be a 3D Tensor, but got:{len(t.shape)}")
    if _is_tensor(batch1) and _is_tensor(batch2) and batch1.shape[2] != batch2.shape[1]:
        raise OpRuntimeError(f"For '{name}', first dimension of 'batch2' must be equal to 'batch1' "
                             f"{batch1.shape[2]} , but got:{batch2.shape[1]}")


@op_function
def bmm(input, mat2):  # noqa: A002
    """mint.bmm(input, mat2): a batched (3-D) matrix product (MindSpore's BatchMatMulExt checks: 3-D inputs,
    matching inner and batch sizes, no broadcasting; ValueErrors)."""
    _check_bmm_ext(input, mat2)
    return _F().bmm(input, mat2)


def _check_bmm_ext(x, y) -> None:
    a, b = getattr(x, "shape", None), getattr(y, "shape", None)
    if a is None or b is None:
        return

    def text(s) -> str:
        return "[const vector]{" + ", ".join("-1" if d is None else str(d) for d in s) + "}"
    for arg, s in (("x", a), ("y", b)):
        if len(s) != 3:
            raise ValueError(f"For 'BatchMatMulExt', the input '{arg}' must be a 3D dimensional Tensor, but got "
                             f"{len(s)}D shape {text(s)}")
    if a[2] is not None and b[1] is not None and a[2] != b[1]:
        raise ValueError(f"For BatchMatMulExt, the row of the input 'y' should be same as the col of the input 'x', "
                         f"with x shape {text(a)}, y shape {text(b)}")
    if a[0] is not None and b[0] is not None and a[0] != b[0]:
        raise ValueError(f"For BatchMatMulExt, one of the input's batch dim must be equal to another input's peer "
                         f"batch dim, but got {a[0]} and {b[0]}, with x shape {text(a)}, y shape {text(b)}")


@op_function
def mv(input, vec):  # noqa: A002
    """mint.mv(input, vec): matrix-vector product."""
    return _F().matmul(input, vec)


@op_function
def baddbmm(input, batch1, batch2, *, beta=1, alpha=1):  # noqa: A002
    """mint.baddbmm(input, batch1, batch2, *, beta=1, alpha=1): beta * input + alpha * (batch1 @ batch2)."""
    check_bmm_batches("Baddbmm", batch1, batch2)
    return _F().baddbmm(input, batch1, batch2, beta, alpha)


@op_function
def einsum(equation, *operands):
    """mint.einsum(equation, *operands): Einstein summation (the sublist form too).  Graph code only on MindSpore
    2.10's CPU: outside it (PyNative, also under a gradient or vmap there) its NotImplementedError "einsum only
    supports Ascend.", before any check of the arguments (measured: left38/mint_einsum_pynative)."""
    from ..ir.builder import building_graph

    if not building_graph():
        raise NotImplementedError("einsum only supports Ascend.")
    return _F().einsum_ext(equation, *operands)


@op_function
def outer(input, vec2):  # noqa: A002
    """mint.outer(input, vec2)."""
    return _F().outer(input, vec2)


@op_function
def vdot(input, other):  # noqa: A002
    """mint.vdot(input, other): sum of conj(input) * other over 1-D Tensors."""
    F = _F()
    return F.reduce_sum(F.mul(F.conj(input), other), ())


@op_function
def mul(input, other):  # noqa: A002
    """mint.mul(input, other) (a Python number stays weak, as for ``*``; ops.mul makes it a Tensor)."""
    return _OPS["mul_operator"](input, other)


@op_function
def add(input, other, *, alpha=1):  # noqa: A002
    """mint.add(input, other, *, alpha=1): input + alpha * other.  MindSpore 2.10 runs it as AddExt in PyNative (a
    bool Tensor plus True computes) and as Add in graph code (refused; two bool Tensors compute in integers there:
    ``with_alpha``).  Recorded: debt33/add_bool_forms."""
    from ..ir.builder import building_graph

    return _with_alpha(_F().add if building_graph() else _OPS["add_operator"], input, other, alpha)


@op_function
def sub(input, other, *, alpha=1):  # noqa: A002
    """mint.sub(input, other, *, alpha=1): input - alpha * other."""
    return _with_alpha(_F().sub, input, other, alpha, "SubExt")


def _with_alpha(op, input, other, alpha, name="AddExt"):  # noqa: A002
    from ..common.tensor_methods import with_alpha

    return with_alpha(op, input, other, alpha, name)


@op_function
def div(input, other, *, rounding_mode=None):  # noqa: A002
    """mint.div(input, other, *, rounding_mode=None): true division, or 'floor' / 'trunc' rounding."""
    if rounding_mode is not None and not isinstance(rounding_mode, str):   # MindSpore 2.10's TypeError (adapt40mint)
        raise DTypeError(f'Failed calling div with "div(Tensor, {user_type(other).__name__}, '
                         f'rounding_mode={user_type(rounding_mode).__name__})".')
    if rounding_mode is None:   # a Python number stays weak, as for ``/`` (ops.div makes it a Tensor)
        return _OPS["true_div_operator"](input, other)
    return _OPS["rounded_div_operator"](input, other, rounding_mode)


divide = div


@op_function
def clamp(input, min=None, max=None):  # noqa: A002,A001
    """mint.clamp(input, min=None, max=None): Tensor or number bounds (one of each: a 0-d Tensor is read as its
    number, a larger one is a TypeError -- ops.math.clamp_mixed_bounds); bool bounds are a ValueError."""
    if builtins.any(isinstance(b, builtins.bool) for b in (min, max)):
        raise ValueError("For Clamp, the dtype of 'input', 'min' and 'max' must not be bool.")
    from ..ops.math import clamp_mixed_bounds

    return _F().clamp(*clamp_mixed_bounds(input, min, max, "clamp"))


clip = clamp


# --- reductions / scans with dim, keepdim -----------------------------------------------------------------------
@op_function
def all(input, dim=None, keepdim=False):  # noqa: A001,A002
    """mint.all(input, dim=None, keepdim=False)."""
    return _F().reduce_all(input, _dims(dim), keepdim)


@op_function
def any(input, dim=None, keepdim=False):  # noqa: A001,A002
    """mint.any(input, dim=None, keepdim=False): dim is one int (a tuple is MindSpore 2.10's TypeError; mint.all
    takes one)."""
    if isinstance(dim, (tuple, list)):
        raise TypeError(f"any(): argument 'dim' (position 2) must be int, not {user_type(dim).__name__}.")
    return _F().reduce_any(input, _dims(dim), keepdim)


@op_function
def amax(input, dim=(), keepdim=False):  # noqa: A002
    """mint.amax(input, dim=(), keepdim=False): max over dim (all dims when empty)."""
    return _F().amax(input, None if dim in ((), []) else _dims(dim), keepdim)


@op_function
def amin(input, dim=(), keepdim=False):  # noqa: A002
    """mint.amin(input, dim=(), keepdim=False)."""
    return _F().amin(input, None if dim in ((), []) else _dims(dim), keepdim)


@op_function
def argmax(input, dim=None, keepdim=False):  # noqa: A002
    """mint.argmax(input, dim=None, keepdim=False): int64 indices (over the flattened input when dim=None)."""
    _arg_extremum_0d_dim("ArgMaxExt", input, dim)
    return input.argmax(dim=dim, keepdim=keepdim)


@op_function
def argmin(input, dim=None, keepdim=False):  # noqa: A002
    """mint.argmin(input, dim=None, keepdim=False)."""
    _arg_extremum_0d_dim("ArgMinExt", input, dim)
    return input.argmin(dim=dim, keepdim=keepdim)


def _arg_extremum_0d_dim(prim, input, dim):  # noqa: A002
    """mint.argmax / argmin of a 0-d Tensor take dim -1 or 0 only (MindSpore 2.10's ArgMaxExt / ArgMinExt infer
    ValueError, both modes; msgraph returned 0 for any dim)."""
    if (_is_tensor(input) and len(input.shape) == 0 and isinstance(dim, int) and not isinstance(dim, bool)
            and dim not in (-1, 0)):
        raise ShapeError(f"For primitive[{prim}], the dim must be in [-1,1), but got {dim}.")


_UNSET = object()


def _graph_int_dim(dim):
    """``dim`` given as ``ms.mutable(1)`` in graph code is the int overload's dim (MindSpore 2.10's MaxDim /
    MinDim with the value as an input), not the elementwise one's Tensor (msgraph took it for ``other``: the
    elementwise maximum with 1, silently): the graph is specialized on its value (value_dependent.is_graph_int)."""
    from ..ops.value_dependent import is_graph_int, needs_constant_int

    if is_graph_int(dim):
        raise needs_constant_int("max/min", "dim")
    return dim


def _extremum_args(name, input, dim, keepdim):  # noqa: A002
    """MindSpore 2.10's argument check of mint.max / mint.min (TypeError: a non-Tensor input, ``dim=None``
    with ``keepdim``, a non-bool ``keepdim``), in PyNative's or Graph mode's wording."""
    from ..ir.builder import building_graph

    graph = building_graph()
    off = 0 if graph else 1

    def kind(v):
        return "Any" if graph else type(v).__name__

    if not _is_tensor(input):
        raise TypeError(f"{name}(): argument 'input' (position {off}) must be Tensor, not {kind(input)}.")
    if dim is _UNSET or _is_tensor(dim) or (isinstance(dim, float) and keepdim is _UNSET):
        return   # (a float: the elementwise overload, as a Tensor)
    if dim is None or isinstance(dim, builtins.bool) or not isinstance(dim, int):
        if graph:
            raise TypeError(f"{name}(): argument 'dim' (position 1) must be int, not "
                            f"{'None' if dim is None else type(dim).__name__}.")
        raise TypeError(f"{name}(): missing 1 required positional argument: dim.")
    if keepdim is not _UNSET and not isinstance(keepdim, builtins.bool):
        raise TypeError(f"{name}(): argument 'keepdim' (position {2 + off}) must be bool, not "
                        f"{user_type(keepdim).__name__}.")


def _extremum_kernel(name, input, dim):  # noqa: A002
    """MindSpore 2.10's CPU kernels of mint.max / mint.min: no Bool kernel (the reduction over all elements: its
    Reduce RuntimeError; MaxDim / MinDim: a kernel-selection TypeError, 0-d too), and a 0-d input takes dim 0 or -1
    only (ValueError).  Both modes; an empty input's ValueError comes before the dtype's."""
    prim = "MaxDim" if name == "max" else "MinDim"
    if 0 in tuple(input.shape):   # an empty input: the empty-input ValueError comes first (any dtype)
        return
    if dim is _UNSET:
        if _np_kind(input) == "b":
            raise OpRuntimeError("Reduce does not support this kernel data type: [Kernel Attr] all same: 0, "
                                 "input(Bool,Unknown,Bool) , output(Bool).")
        return
    if _is_tensor(dim) or isinstance(dim, float):
        return
    if not tuple(input.shape) and dim not in (0, -1):
        raise ShapeError(f"For {prim} with 0d input tensor, axis must be one of 0 or -1, but got {dim}.")
    if _np_kind(input) == "b":
        raise DTypeError(f"Select CPU operator[{prim}] fail! Unsupported data type!")


@op_function
def max(input, dim=_UNSET, keepdim=_UNSET, *, other=_UNSET):  # noqa: A001,A002
    """mint.max(input) -> the maximum; mint.max(input, dim, keepdim=False) -> (values, indices);
    mint.max(input, other) -> elementwise maximum (also ``other=``, as MindSpore 2.10)."""
    if other is not _UNSET and dim is _UNSET and keepdim is _UNSET:
        dim = other
    dim = _graph_int_dim(dim)
    _extremum_args("max", input, dim, keepdim)
    _extremum_kernel("max", input, dim)
    if dim is _UNSET:
        return _F().reduce_max(input, (), False)
    if _is_tensor(dim) or isinstance(dim, float):
        return _F().maximum(input, dim)
    return _F().max(input, dim, False if keepdim is _UNSET else keepdim)


@op_function
def min(input, dim=_UNSET, keepdim=_UNSET, *, other=_UNSET):  # noqa: A001,A002
    """mint.min: the overloads of mint.max with minimum."""
    if other is not _UNSET and dim is _UNSET and keepdim is _UNSET:
        dim = other
    dim = _graph_int_dim(dim)
    _extremum_args("min", input, dim, keepdim)
    _extremum_kernel("min", input, dim)
    if dim is _UNSET:
        return _F().reduce_min(input, (), False)
    if _is_tensor(dim) or isinstance(dim, float):
        return _F().minimum(input, dim)
    return _F().min(input, dim, False if keepdim is _UNSET else keepdim)


@op_function
def logsumexp(input, dim, keepdim=False):  # noqa: A002
    """mint.logsumexp(input, dim, keepdim=False)."""
    _prim_dtypes("LogSumExp", input, "Bool, Int8, Int16, Int32, Int64, UInt8, Float16, Float32, BFloat16")
    return _F().logsumexp(input, _dims(dim), keepdim)


def _prim_dtypes(prim, input, names):  # noqa: A002
    """MindSpore 2.10's type check of mint's *Ext primitives: a dtype outside ``names`` is its TypeError."""
    if _is_tensor(input):
        from ..errors import DTypeError
        from ..ops._helpers import dtype_name

        got = dtype_name(input)
        if got not in names.split(", "):
            raise DTypeError(f"For primitive[{prim}], the input[input] supports types: {names}. But got {got}.")


@op_function
def cumsum(input, dim, dtype=None):  # noqa: A002
    """mint.cumsum(input, dim, dtype=None)."""
    return input.cumsum(dim=dim, dtype=dtype)


@op_function
def cumprod(input, dim, dtype=None):  # noqa: A002
    """mint.cumprod(input, dim, dtype=None)."""
    return _F().cumprod(input, dim, dtype)


@op_function
def cummax(input, dim):  # noqa: A002
    """mint.cummax(input, dim) -> (values, indices)."""
    return _F().cummax(input, dim)


@op_function
def cummin(input, dim):  # noqa: A002
    """mint.cummin(input, dim) -> (values, indices)."""
    return _F().cummin(input, dim)


@op_function
def count_nonzero(input, dim=None):  # noqa: A002
    """mint.count_nonzero(input, dim=None): int64 counts (dim by position: Tensor.count_nonzero(dim=) is MindSpore's
    CPU TypeError in PyNative, tensor_overload._CPU_PY_METHOD)."""
    return input.count_nonzero() if dim is None else input.count_nonzero(dim)


@op_function
def median(input, dim=None, keepdim=False):  # noqa: A002
    """mint.median(input) -> the lower median; mint.median(input, dim, keepdim) -> (values, indices)."""
    if dim is None:
        return input.median()
    return input.median(dim=dim, keepdim=keepdim)


@op_function
def nansum(input, *args, **kwargs):  # noqa: A002
    """mint.nansum(input, dim=None, keepdim=False, *, dtype=None): MindSpore 2.10's functional overload of
    Tensor.nansum, the call's arguments passed as given (on CPU ``mint.nansum(x, dim=0)`` is the deprecated
    method's TypeError in PyNative, as ``x.nansum(dim=0)``; measured, seq35/cpu_py_method_kw)."""
    return input.nansum(*args, **kwargs)


def _correction(correction: Any) -> Any:
    return 1 if correction is None else correction


def _int_correction(prim: str, correction: Any) -> None:
    """VarMean / StdMean take an int correction: a float or bool is MindSpore 2.10's TypeError in both modes
    (msgraph computed with it; adapt40mint)."""
    if isinstance(correction, (builtins.bool, builtins.float)):
        raise DTypeError(f'Failed calling {prim} with "{prim}()(input=Tensor, dim=int, '
                         f'correction={user_type(correction).__name__}, keepdim=bool)".')


@op_function
def var(input, dim=None, *, correction=1, keepdim=False):  # noqa: A002
    """mint.var(input, dim=None, *, correction=1, keepdim=False)."""
    _prim_dtypes("Var", input, "Float16, Float32, BFloat16")
    return _F().var(input, _dims(dim) if dim is not None else None, _correction(correction), keepdim)


@op_function
def std(input, dim=None, *, correction=1, keepdim=False):  # noqa: A002
    """mint.std(input, dim=None, *, correction=1, keepdim=False)."""
    _prim_dtypes("Std", input, "Float16, Float32, BFloat16")
    return _F().std(input, _dims(dim) if dim is not None else None, _correction(correction), keepdim)


@op_function
def var_mean(input, dim=None, *, correction=1, keepdim=False):  # noqa: A002
    """mint.var_mean -> (var, mean)."""
    _prim_dtypes("VarMean", input, "Float16, Float32, BFloat16")
    _int_correction("VarMean", correction)
    return _F().var_mean(input, _dims(dim) if dim is not None else None, _correction(correction), keepdim)


@op_function
def std_mean(input, dim=None, *, correction=1, keepdim=False):  # noqa: A002
    """mint.std_mean -> (std, mean)."""
    _prim_dtypes("StdMean", input, "Float16, Float32, BFloat16")
    _int_correction("StdMean", correction)
    return _F().std_mean(input, _dims(dim) if dim is not None else None, _correction(correction), keepdim)


@op_function
def norm(input, p="fro", dim=None, keepdim=False, *, dtype=None):  # noqa: A002
    """mint.norm(input, p='fro', dim=None, keepdim=False, *, dtype=None): 'fro' / 2 over all elements or dim
    is the 2-norm; a number p is the vector p-norm over dim (all elements when None)."""
    F = _F()
    if p != "nuc":
        folded = graph_fold("LinalgVectorNorm", (input, 2 if p == "fro" else p, dim, keepdim, dtype))
        if folded is not None:
            return folded
    x = F.cast(input, dtype) if dtype is not None else input
    if p == "fro":
        p = 2
    if p == "nuc":
        return F.norm(x, "nuc", dim, keepdim)
    return F.vector_norm(x, p, _dims(dim) if dim is not None else None, keepdim)


# --- shape / indexing with torch-style names ----------------------------------------------------------------------
@op_function
def cat(tensors, dim=0):
    """mint.cat(tensors, dim=0)."""
    return _F().concat(tensors, dim)


concat = cat


@op_function
def stack(tensors, dim=0):
    """mint.stack(tensors, dim=0): a tuple or list of Tensors (a Tensor, or a number among them, is MindSpore 2.10's
    TypeError; adapt40mint)."""
    if not isinstance(tensors, (tuple, list)) or not builtins.all(_is_tensor(t) for t in tensors):
        kinds = (", ".join("Tensor" if _is_tensor(t) else type(t).__name__ for t in tensors)
                 if isinstance(tensors, (tuple, list)) else "Tensor" if _is_tensor(tensors) else type(tensors).__name__)
        raise DTypeError(f'Failed calling StackExt with "StackExt(dim=int)(tensors={kinds})".')
    return _F().stack(tensors, dim)


@op_function
def hstack(tensors):
    """mint.hstack(tensors)."""
    return _F().hstack(tensors)


@op_function
def dstack(tensors):
    """mint.dstack(tensors): ops.dstack."""
    return _F().dstack(tensors)


@op_function
def chunk(input, chunks, dim=0):  # noqa: A002
    """mint.chunk(input, chunks, dim=0): unlike Tensor.chunk(chunks, dim=...), MindSpore 2.10 runs it in Graph mode
    on CPU too."""
    from ..frontend.symbolic import Sym

    if isinstance(input, Sym):   # MindSpore 2.10's Graph mode needs chunks, dim and the chunked dimension static
        if isinstance(chunks, Sym):
            raise RuntimeError("For ChunkView, the chunk is a unknown variable, which is not supported now.")
        if isinstance(dim, Sym):
            raise RuntimeError("For ChunkView, the dim is a unknown variable, which is not supported now.")
        from ..common.aval import declared_shape

        shape = declared_shape(input) or getattr(input, "shape", None)   # set_inputs' dynamic dims
        if shape is None or shape == (-2,):
            raise RuntimeError("For ChunkView, the input tensor is with dynamic rank, which is not supported now.")
        if isinstance(dim, int) and -len(shape) <= dim < len(shape) and shape[dim] is None:
            raise RuntimeError("For ChunkView, the dimension corresponds to the specified 'dims' is dynamic, which "
                               "is not supported now.")
    return _graph_view(_F().chunk(input, chunks, dim))


@op_function
def split(tensor, split_size_or_sections, dim=0):
    """mint.split(tensor, split_size_or_sections, dim=0)."""
    from ..ops.array_ops import split_kernel   # (SplitWithSize / Split: they round float16 in Graph mode)
    from ..ops.value_dependent import refuse_run_time_count

    refuse_run_time_count(split_size_or_sections, "bad optional access")   # (MindSpore 2.10's words; flip49)

    return _graph_view(split_kernel(tensor, split_size_or_sections, dim))


@op_function
def unbind(input, dim=0):  # noqa: A002
    """mint.unbind(input, dim=0); an empty dim is MindSpore 2.10's ValueError here (ops.unbind / unstack give ())."""
    from ..ops._helpers import normalize_axis, shape_of

    s = tuple(shape_of(input)) if _is_tensor(input) else ()
    if s and isinstance(dim, int) and s[normalize_axis("unbind", dim, len(s))] == 0:
        raise ShapeError("For 'unstack', output_num should be greater than 0, but got 0")
    return _graph_view(_F().unbind(input, dim))


#: the dtypes MindSpore 2.10's NarrowView takes in graph code (measured: Int16 / Float64 are its TypeError there)
_NARROW_GRAPH_DTYPES = {"bfloat16": "BFloat16", "bool": "Bool", "float16": "Float16", "float32": "Float32",
                        "int32": "Int32", "int64": "Int64", "int8": "Int8", "uint8": "UInt8"}


def _np_name(v):
    import numpy as np

    from ..ops._helpers import np_dtype

    return np.dtype(np_dtype(v)).name


def _ms_name(v):
    return str(v.dtype)


@op_function
def narrow(input, dim, start, length):  # noqa: A002
    """mint.narrow(input, dim, start, length): MindSpore's NarrowView (torch's rules), not ops.narrow: start in
    [-n, n] (negative counts from the end, a 0-d integer Tensor allowed), length >= 0 with start + length <= n."""
    import numpy as np

    F = _F()
    s = tuple(input.shape)
    if _is_tensor(start) and not start.shape and _np_kind(start) in "iu":
        start = int(start.asnumpy())
    for v in (dim, start, length):
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
            raise TypeError(f'Failed calling NarrowView with "NarrowView()(input=Tensor, dim={user_type(dim).__name__}, '
                            f'start={user_type(start).__name__}, length={user_type(length).__name__})".')
    from ..ir.builder import building_graph

    if building_graph() and _np_name(input) not in _NARROW_GRAPH_DTYPES:
        # graph code: NarrowView's inference checks the dtype (PyNative's view computes every dtype)
        names = ", ".join(f"Tensor[{n}]" for n in _NARROW_GRAPH_DTYPES.values())
        raise DTypeError(f"For primitive[NarrowView], the input argument[input] must be a type of {{{names}}}, but "
                         f"got Tensor[{_ms_name(input)}].")
    nd = builtins.max(len(s), 1)
    if not -nd <= dim < nd:
        raise ValueError(f"Dimension out of range (expected to be in range of [{-nd}, {nd}), but got {dim})")
    a = dim % nd
    n = int(s[a]) if s else 1
    if not -n <= start <= n:
        raise ValueError(f"For primitive [Narrow]: start value error, start: {start}, start should be in [{-n}, {n}].")
    if start < 0:
        start += n
    if length < 0 or start + length > n:
        raise ValueError(f"For 'Narrow', start ({start}), + length ({length}) exceeds dimension size ({n}).")
    begin = [0] * len(s)
    begin[a] = start
    size = list(s)
    size[a] = length
    return _graph_view(F.slice(input, tuple(begin), tuple(size)))


@op_function
def select(input, dim, index):  # noqa: A002
    """mint.select(input, dim, index): the slice at ``index`` along ``dim`` (that dim removed)."""
    from ..ops.aliases import select_ext

    return select_ext(input, dim, index)


@op_function
def gather(input, dim, index):  # noqa: A002
    """mint.gather(input, dim, index): torch.gather (GatherD)."""
    return _F().gather_elements(input, dim, index)


@op_function
def index_select(input, dim, index):  # noqa: A002
    """mint.index_select(input, dim, index): IndexSelect (a 0-d or 1-D index; a 2-D one is its ValueError)."""
    if _is_tensor(index) and len(index.shape) > 1:
        raise ValueError(f"For 'IndexSelect', the rank of 'index' must not be greater than 1, but got "
                         f"{len(index.shape)}.")
    if _is_tensor(index) and not index.shape:
        return _F().index_select(input, dim, _F().reshape(index, (1,)))
    return _F().index_select(input, dim, index)


@op_function
def scatter(input, dim, index, src):  # noqa: A002
    """mint.scatter(input, dim, index, src): torch.scatter (MindSpore 2.10 takes no value= / reduce= keyword)."""
    return input.scatter(dim=dim, index=index, src=src)


@op_function
def scatter_add(input, dim, index, src):  # noqa: A002
    """mint.scatter_add(input, dim, index, src)."""
    return input.scatter_add(dim=dim, index=index, src=src)


@op_function
def index_add(input, dim, index, source, *, alpha=1):  # noqa: A002
    """mint.index_add(input, dim, index, source, *, alpha=1): MindSpore 2.10's CPU runs IndexAdd (writes into input;
    an index that is not Int32 is its TypeError)."""
    F = _F()
    if not (isinstance(alpha, (int, float)) and alpha == 1):
        source = F.mul(source, alpha)
    return F.index_add(input, index, source, dim)


@op_function
def take(input, index):  # noqa: A002
    """mint.take(input, index): elements of the flattened input; a list / tuple / number index is MindSpore 2.10's
    TypeError (adapt40mint: msgraph gathered with it)."""
    if not _is_tensor(index):
        raise DTypeError(f'Failed calling Take with "Take()(input=Tensor, index={user_type(index).__name__})".')
    F = _F()
    return F.gather(F.reshape(input, (-1,)), index, 0)


@op_function
def flatten(input, start_dim=0, end_dim=-1):  # noqa: A002
    """mint.flatten(input, start_dim=0, end_dim=-1) (start_dim 0, unlike ops.flatten).  MindSpore 2.10's FlattenExt
    takes both dims in [-rank, rank) (rank 1 for a 0-d input) before anything else: mint.nn.Flatten()'s start_dim 1 of
    a 0-d or 1-d input is that ValueError, where ops.flatten's (1, -1) special case returns it 1-D."""
    if hasattr(input, "shape"):
        ndim = builtins.max(len(input.shape), 1)
        for d in (start_dim, end_dim):
            if isinstance(d, int) and not isinstance(d, bool) and not -ndim <= d < ndim:
                raise ShapeError(f"Dimension out of range (expected to be in range of [{-ndim}, {ndim}), but got {d})")
    return _F().flatten(input, start_dim=start_dim, end_dim=end_dim)


@op_function
def flip(input, dims):  # noqa: A002
    """mint.flip(input, dims) (a 0-d input: MindSpore 2.10's ReverseV2 rank ValueError, whatever the dims)."""
    if hasattr(input, "shape") and len(input.shape) == 0:
        raise ShapeError("For primitive[ReverseV2], the rank of x must be not equal to 0, but got 0.")
    return _F().flip(input, dims)


@op_function
def permute(input, dims):  # noqa: A002
    """mint.permute(input, dims)."""
    dims = tuple(dims)
    if _graph_identity(input, dims):
        return input
    return _graph_view(_F().permute(input, dims))


@op_function
def reshape(input, shape):  # noqa: A002
    """mint.reshape(input, shape)."""
    return _F().reshape(input, shape)


@op_function
def squeeze(input, dim):  # noqa: A002
    """mint.squeeze(input, dim) (a dim given twice counts once, as MindSpore 2.10; dim is required there)."""
    if isinstance(dim, (tuple, list)):
        n = len(input.shape)
        dim = tuple(builtins.sorted({d + n if isinstance(d, int) and d < 0 else d for d in dim}))
    return _F().squeeze(input, _dims(dim) if dim is not None else None)


@op_function
def unsqueeze(input, dim):  # noqa: A002
    """mint.unsqueeze(input, dim): in graph code MindSpore 2.10's ExpandDimsView, which an in-place op writes
    through (docs46)."""
    from ..ops.inplace_ops import write_through_view

    return write_through_view(_F().expand_dims(input, dim), input)


@op_function
def swapaxes(input, axis0, axis1):  # noqa: A002
    """mint.swapaxes(input, axis0, axis1)."""
    return _swap_dims(input, axis0, axis1)


@op_function
def transpose(input, dim0, dim1):  # noqa: A002
    """mint.transpose(input, dim0, dim1): swap two dims."""
    return _swap_dims(input, dim0, dim1)


def _swap_dims(input, dim0, dim1):  # noqa: A002
    """As ops.swapaxes, except that a 0-d Tensor takes dims 0 and -1 (and comes back as it is), as torch's."""
    if _is_tensor(input) and len(input.shape) == 0:
        for d in (dim0, dim1):
            if d not in (0, -1):
                raise ShapeError(f"Dimension out of range (expected to be in range of [-1, 1), but got {d})")
        return input
    if isinstance(dim0, int) and isinstance(dim1, int) and _is_tensor(input):
        n = len(input.shape)
        if -n <= dim0 < n and -n <= dim1 < n and dim0 % n == dim1 % n and _graph_identity(input, tuple(range(n))):
            return input
    return _graph_view(_F().swapaxes(input, dim0, dim1))


def _graph_view(out):
    """A generated view op's output(s) in graph code (mint.select / narrow / split / chunk / unbind / transpose /
    permute / swapaxes are MindSpore 2.10's SelectExtView, NarrowView, SplitTensorView, ChunkView, UnstackExtView,
    TransposeExtView, TransposeView): an in-place op on one is its RuntimeError "... is an inplace op and does not
    support view input" (measured on CPU; msgraph's graph copy silently missed the write, docs46)."""
    from ..common.views import mark_graph_view

    return mark_graph_view(out)


def _graph_identity(input, perm):
    """In graph code, a transpose / permute that keeps every dim in place is the input itself: MindSpore 2.10's
    Graph mode writes through it (``mint.permute(y, (0, 1)).add_(t)`` changes y; docs46)."""
    from ..ir.builder import building_graph

    if not building_graph() or not _is_tensor(input):
        return False
    n = len(input.shape)
    try:
        return len(perm) == n and builtins.all(isinstance(p, int) and p % builtins.max(n, 1) == i
                                               for i, p in enumerate(perm))
    except TypeError:
        return False


@op_function
def t(input):  # noqa: A002
    """mint.t(input): transpose of a <= 2-D Tensor; MindSpore 2.10's PyNative view swaps dims 0 and 1 of a
    higher-rank Tensor (Graph mode: ValueError)."""
    from ..ir.builder import building_graph

    if not building_graph() and _is_tensor(input) and len(input.shape) > 2:
        return _F().swapaxes(input, 0, 1)
    return input.t()


@op_function
def tile(input, dims):  # noqa: A002
    """mint.tile(input, dims)."""
    return _F().tile(input, tuple(dims))


@op_function
def broadcast_to(input, shape):  # noqa: A002
    """mint.broadcast_to(input, shape)."""
    if isinstance(shape, (tuple, list)) and _graph_identity(input, tuple(range(len(shape)))) \
            and tuple(shape) == tuple(input.shape):
        return input   # (BroadcastToView to the input's own shape: MindSpore 2.10's Graph mode writes through it)
    return _F().broadcast_to(input, shape)


@op_function
def roll(input, shifts, dims=None):  # noqa: A002
    """mint.roll(input, shifts, dims=None)."""
    return _F().roll(input, shifts, dims)


@op_function
def repeat_interleave(input, repeats, dim=None, *, output_size=None):  # noqa: A002
    """mint.repeat_interleave(input, repeats, dim=None, *, output_size=None), with MindSpore 2.10's checks of the
    repeats in both modes (adapt40mint): a negative int is RepeatInterleaveInt's RuntimeError, a float Tensor
    RepeatInterleaveTensor's TypeError, a sequence or Tensor of another length than the input along dim (its size
    when dim is None) that one's RuntimeError (msgraph: ValueErrors, a float Tensor computed)."""
    if isinstance(repeats, int) and not isinstance(repeats, builtins.bool) and repeats < 0:
        raise OpRuntimeError("For 'RepeatInterleaveInt', 'repeats' can not be negative.")
    if _is_tensor(repeats):
        from ..ops._helpers import dtype_name

        if dtype_name(repeats) not in ("Int32", "Int64"):
            raise DTypeError(f"For 'RepeatInterleaveTensor', 'repeats' must be int32 or int64. but got "
                             f"{dtype_name(repeats)}")
    n = (len(repeats) if isinstance(repeats, (tuple, list)) else
         int(_math.prod(repeats.shape)) if _is_tensor(repeats) and len(repeats.shape) == 1 else None)
    if n is not None and n != 1 and _is_tensor(input) and (dim is None or isinstance(dim, int)):
        nd = len(input.shape)
        size = (int(_math.prod(input.shape)) if dim is None else
                int(input.shape[dim]) if -nd <= dim < nd else None)
        if size is not None and size != n:
            raise OpRuntimeError("For 'RepeatInterleaveTensor', 'repeats' must have the same size as input along dim.")
    return input.repeat_interleave(repeats, dim=dim)


@op_function
def tril(input, diagonal=0):  # noqa: A002
    """mint.tril(input, diagonal=0)."""
    return _F().tril(input, diagonal)


@op_function
def triu(input, diagonal=0):  # noqa: A002
    """mint.triu(input, diagonal=0)."""
    return _F().triu(input, diagonal)


@op_function
def diag(input, diagonal=0):  # noqa: A002
    """mint.diag(input, diagonal=0): a 1-D input becomes a (shifted) diagonal matrix; a 2-D input gives its
    ``diagonal``-th diagonal."""
    F = _F()
    if input.ndim == 1:
        if diagonal == 0:
            return F.diag(input)
        n = input.shape[0] + builtins.abs(diagonal)
        d = F.diag(input)
        pad = ((0, diagonal), (diagonal, 0)) if diagonal > 0 else ((-diagonal, 0), (0, -diagonal))
        return F.pad(d, (pad[1][0], pad[1][1], pad[0][0], pad[0][1])) if n else d
    return F.diagonal(input, diagonal, 0, 1)


@op_function
def where(condition, input=None, other=None):  # noqa: A002
    """mint.where(condition, input, other); mint.where(condition) -> the indices (nonzero as a tuple)."""
    F = _F()
    if input is None and other is None:
        return F.nonzero(condition, as_tuple=True)
    return F.where(condition, input, other)


@op_function
def nonzero(input, *, as_tuple=False):  # noqa: A002
    """mint.nonzero(input, *, as_tuple=False)."""
    return _F().nonzero(input, as_tuple=as_tuple)


@op_function
def sort(input, *, dim=-1, descending=False, stable=False):  # noqa: A002
    """mint.sort(input, *, dim=-1, descending=False, stable=False) -> (values, int64 indices)."""
    return input.sort(dim=dim, descending=descending, stable=stable)


@op_function
def argsort(input, dim=-1, descending=False, stable=False):  # noqa: A002
    """mint.argsort(input, dim=-1, descending=False, stable=False): int64 indices."""
    return input.argsort(dim=dim, descending=descending)


@op_function
def topk(input, k, dim=-1, largest=True, sorted=True):  # noqa: A002,A001
    """mint.topk(input, k, dim=-1, largest=True, sorted=True) -> (values, int64 indices)."""
    F = _F()
    values, indices = F.topk(input, k, dim, largest, sorted)
    return values, F.cast(indices, "int64")


def _softmax_ext(x, dim, log=False):
    """MindSpore 2.10's SoftmaxExt / LogSoftmaxExt (mint): a 0-d input takes dim -1 or 0 (its softmax is 1, as
    PyTorch's; ``ops.softmax`` rejects it), another dim is an IndexError (h-sweep5; LogSoftmaxExt's a ValueError).  softmax of a 0-d input is
    ``ones_like(input)``, whatever its dtype (an int or bool 0-d input too; a dimensioned one is a TypeError)."""
    F = _F()
    if len(x.shape) == 0 and isinstance(dim, int) and not isinstance(dim, bool):
        if dim not in (-1, 0):
            if log:   # LogSoftmaxExt's infer: a ValueError (adapt42mint, measured in both modes)
                from ..errors import ShapeError

                raise ShapeError(f"The dim value should be in range [-1,0], but got {dim}")
            raise IndexError(f"Dimension out of range (expected to be in range of [-1, 0], but got {dim})")
        if not log:
            return F.ones_like(x)
        out = (F.log_softmax if log else F.softmax)(F.reshape(x, (1,)), 0)
        return F.reshape(out, ())
    return (F.log_softmax if log else F.softmax)(x, dim)


@op_function
def softmax(input, dim, *, dtype=None):  # noqa: A002
    """mint.softmax(input, dim, *, dtype=None): dim is one int (a tuple is MindSpore 2.10's TypeError)."""
    if isinstance(dim, (tuple, list)):
        raise TypeError(f"the type of 'dim' must be 'int', but got '{dim}' with type '{user_type(dim).__name__}'.")
    F = _F()
    x = F.cast(input, dtype) if dtype is not None else input
    return _softmax_ext(x, dim)


@op_function
def clone(input):  # noqa: A002
    """mint.clone(input): a copy (a Python number is MindSpore 2.10's TypeError; adapt40mint)."""
    refuse_numbers('Failed calling Clone with "Clone()(input={k0})".', input)
    return _F().identity_copy(input)


@op_function
def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):  # noqa: A002
    """mint.isclose."""
    refuse_numbers('Failed calling IsClose with "IsClose(rtol=float, atol=float, equal_nan=bool)(input={k0}, '
                   'other={k1})".', input, other)
    return _F().isclose(input, other, rtol, atol, equal_nan)


@op_function
def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):  # noqa: A002
    """mint.allclose -> a Python bool (MindSpore 2.10)."""
    F = _F()
    return builtins.bool(F.reduce_all(F.isclose(input, other, rtol, atol, equal_nan), (), False))


@op_function
def nan_to_num(input, nan=None, posinf=None, neginf=None):  # noqa: A002
    """mint.nan_to_num(input, nan=None, posinf=None, neginf=None): NaN -> 0.0 by default, infinities -> the
    dtype's extremes."""
    return _F().nan_to_num(input, 0.0 if nan is None else nan, posinf, neginf)


@op_function
def cdist(x1, x2, p=2.0, compute_mode="use_mm_for_euclid_dist_if_necessary"):
    """mint.cdist(x1, x2, p=2.0, compute_mode=...): the p-norm distances (compute_mode does not change
    the result on CPU)."""
    return _F().cdist(x1, x2, float(p))


@op_function
def lerp(input, end, weight):  # noqa: A002
    """mint.lerp(input, end, weight)."""
    return _F().lerp(input, end, weight)


@op_function
def addcdiv(input, tensor1, tensor2, *, value=1):  # noqa: A002
    """mint.addcdiv(input, tensor1, tensor2, *, value=1)."""
    return _F().addcdiv(input, tensor1, tensor2, value)


@op_function
def round(input, *, decimals=0):  # noqa: A001,A002
    """mint.round(input, *, decimals=0)."""
    refuse_numbers('Failed calling Round with "Round()(input={k0}, decimals=int)".', input)
    return _F().round(input, decimals=decimals)


@op_function
def cross(input, other, dim=None):  # noqa: A002
    """mint.cross(input, other, dim=None)."""
    return _F().cross(input, other, dim)


@op_function
def diff(input, n=1, dim=-1, prepend=None, append=None):  # noqa: A002
    """mint.diff(input, n=1, dim=-1, prepend=None, append=None): MindSpore 2.10 refuses Float64 / Int16 / complex
    inputs (TypeError, both modes; adapt37mt: msgraph had computed them)."""
    if _is_tensor(input):
        from ..ops._helpers import dtype_name

        if dtype_name(input) in ("Float64", "Int16", "Complex64", "Complex128"):
            raise TypeError("For 'diff', 'input' do not support complex64/complex128/float64/int16")
        # MindSpore 2.10's checks, in its order (adapt40mint; msgraph wrapped an out-of-range dim -- diffing another
        # axis silently -- and divided by a 0-d input's rank 0): a 0-d prepend / append / input joined by Concat is
        # its ValueError, a 0-d input or a dim outside [-rank, rank) its IndexError, an empty axis Narrow's ValueError
        joined = [v for v in (prepend, input, append) if v is not None]
        if len(joined) > 1 and builtins.any(_is_tensor(v) and len(v.shape) == 0 for v in joined):
            raise ShapeError("For primitive[Concat], all elements should not be zero rank.")
        nd = len(input.shape)
        if isinstance(dim, int) and not isinstance(dim, builtins.bool) and not -nd <= dim < nd:
            raise OpIndexError(f"For 'diff', dim {dim} is out of range for a {nd}-D input (tuple index out of range)")
        if nd and isinstance(dim, int) and isinstance(n, int) and n >= 1 \
                and builtins.sum(int(v.shape[dim]) for v in joined if _is_tensor(v) and len(v.shape) == nd) == 0:
            raise ShapeError("For primitive [Narrow]: start value error, start: 1, start should be in [0, 0].")
    return _F().diff_n(input, n, dim, prepend, append)


@op_function
def searchsorted(sorted_sequence, values, *, out_int32=False, right=False, side=None, sorter=None):
    """mint.searchsorted (a Python number as values is SearchSorted's TypeError, as ops.searchsorted)."""
    refuse_numbers('Failed calling SearchSorted with "SearchSorted(dtype=mindspore.dtype, right=bool)(sorted_sequence='
                   'Tensor, values={k0}, sorter=None)".', values)
    return _F().searchsorted(sorted_sequence, values, out_int32=out_int32, right=right, side=side,
                             sorter=sorter)


@op_function
def bincount(input, weights=None, minlength=0):  # noqa: A002
    """mint.bincount(input, weights=None, minlength=0)."""
    return _F().bincount(input, weights, minlength)


@op_function
def histc(input, bins=100, min=0, max=0):  # noqa: A002,A001
    """mint.histc(input, bins=100, min=0, max=0)."""
    return _F().histc(input, bins, min, max)


@op_function
def meshgrid(*tensors, indexing=None):
    """mint.meshgrid(*tensors, indexing=None): 'ij' indexing by default (torch's)."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    return _F().meshgrid(*tensors, indexing="ij" if indexing is None else indexing)


# --- creation -------------------------------------------------------------------------------------------------------
def _size(args: tuple) -> tuple:
    if len(args) == 1 and isinstance(args[0], (list, tuple)):
        return tuple(args[0])
    return tuple(args)


@op_function
def zeros(size, *, dtype=None):
    """mint.zeros(size, *, dtype=None): float32 by default."""
    from ..common import dtype as mstype

    return _F().zeros(size, mstype.float32 if dtype is None else dtype)


@op_function
def ones(size, *, dtype=None):
    """mint.ones(size, *, dtype=None): float32 by default."""
    from ..common import dtype as mstype

    return _F().ones(size, mstype.float32 if dtype is None else dtype)


@op_function
def empty(*size, dtype=None, device=None):
    """mint.empty(*size, dtype=None, device=None): a float32 (by default) Tensor of that shape (zeros here)."""
    from ..common import dtype as mstype

    if not size:   # MindSpore 2.10: size is required (msgraph made a 0-d Tensor; adapt40mint)
        raise TypeError("empty() missing 1 required positional argument: size.")
    return _F().zeros(_size(size), mstype.float32 if dtype is None else dtype)


@op_function
def empty_like(input, *, dtype=None, device=None):  # noqa: A002
    """mint.empty_like(input, *, dtype=None, device=None) (a Python number is MindSpore 2.10's TypeError;
    adapt40mint)."""
    refuse_numbers("empty_like(): argument 'input' (position 1) must be Tensor, not {k0}.", input)
    return _F().zeros_like(input, dtype=dtype)


@op_function
def full(size, fill_value, *, dtype=None):
    """mint.full(size, fill_value, *, dtype=None): a float fills float32, an int int64, a bool bool, for Python
    numbers and Tensors alike (MindSpore 2.10's FillScalar/FillTensor; ``ops.full`` makes Python numbers int64)."""
    if dtype is None:
        from ..common import dtype as mstype

        if isinstance(fill_value, (bool, int, float)):
            kind = "b" if isinstance(fill_value, bool) else "i" if isinstance(fill_value, int) else "f"
        else:
            kind = mstype.to_numpy(fill_value.dtype).kind if hasattr(fill_value, "dtype") else None
        dtype = {"b": mstype.bool_, "i": mstype.int64, "u": mstype.int64, "f": mstype.float32}.get(kind)
    return _F().full(size, _no_fill_grad(fill_value), dtype=dtype)


def _no_fill_grad(fill_value):
    """mint.full / full_like give a Tensor fill_value no gradient: MindSpore 2.10's FillTensor / FullLike bprops return
    zeros (Graph mode, measured: adapt44ops/mint_full_grad; its PyNative has no CPU kernel for them)."""
    return _F().stop_gradient(fill_value) if hasattr(fill_value, "dtype") else fill_value


@op_function
def full_like(input, fill_value, *, dtype=None):  # noqa: A002
    """mint.full_like(input, fill_value, *, dtype=None)."""
    return _F().full_like(input, _no_fill_grad(fill_value), dtype=dtype)


@op_function
def arange(start=0, end=None, step=1, *, dtype=None):
    """mint.arange(start=0, end=None, step=1, *, dtype=None); MindSpore 2.10's Arange takes int32 / int64 / float16 /
    float32 / float64 / bfloat16 only (ValueError for another dtype, both modes)."""
    if dtype is not None:
        from ..ops._helpers import dtype_name

        name = dtype_name(dtype)
        if name.lower() not in ("int32", "int64", "float16", "float32", "float64", "bfloat16"):
            raise ShapeError(f"For Arange, the dtype argument must be: int32, int64, float16, float32, float64, or "
                             f"bfloat16, but got {name}.")
    return _F().arange(start, end, step, dtype=dtype)


@op_function
def eye(n, m=None, dtype=None):
    """mint.eye(n, m=None, dtype=None): float32 by default."""
    from ..common import dtype as mstype

    return _F().eye(n, n if m is None else m, mstype.float32 if dtype is None else dtype)


@op_function
def linspace(start, end, steps, *, dtype=None):
    """mint.linspace(start, end, steps, *, dtype=None): float32 by default."""
    import numpy as _np

    F = _F()
    start, end = (F.cast(v, _np.float32) if _is_tensor(v) else v for v in (start, end))
    out = F.linspace(start, end, steps)
    return F.cast(out, dtype) if dtype is not None else out


__all__ = sorted(n for n, v in list(globals().items())
                 if not n.startswith("_") and getattr(v, "_msgraph_op", False))


# --- h-tens (session 9): MindSpore 2.10's argument errors of mint.fmod / mint.xlogy / mint.bitwise_and|or|xor ---
def _mint_kind(v):
    if _is_tensor(v):
        return "Tensor"
    return "string" if isinstance(v, str) else type(v).__name__


def _np_kind(v):
    import numpy as np

    from ..ops._helpers import np_dtype

    return np.dtype(np_dtype(v)).kind


@op_function
def fmod(input, other):  # noqa: A002
    """mint.fmod(input, other): input - trunc(input / other) * other.  ``input`` must be a Tensor; a bool
    Tensor computes as int64 with an int (float32 with a float), two bool Tensors give x and not y.  Graph mode:
    RuntimeError where the kernel would run (MindSpore 2.10 has no CPU kernel there; a gradient that does not read
    the forward value runs)."""
    if not _is_tensor(input) or not (_is_tensor(other) or isinstance(other, (builtins.bool, int, float))):
        raise TypeError(f'Failed calling fmod with "fmod({_mint_kind(input)}, {_mint_kind(other)})".')
    from ..ir.builder import building_graph

    missing = None
    if building_graph():   # MindSpore 2.10's Graph mode (CPU) has no FmodTensor/FmodScalar kernel: the
        # error comes where the node outlives DCE (passes.missing_kernels; a gradient that does not read it runs)
        missing = (f"The kernel Fmod{'Tensor' if _is_tensor(other) else 'Scalar'} is not supported on CPU "
                   f"in Graph mode (MindSpore 2.10).")
    return _mark_missing(_fmod_body(input, other), missing)


def _mark_missing(r, missing):
    """Mark the traced node of ``r`` with ``missing`` (passes.missing_kernels raises it if the node is live)."""
    node = getattr(getattr(r, "value", None), "node", None) if missing else None   # a traced Sym's IR Value
    if node is not None:
        node.attrs["cpu_kernel_missing"] = missing
    elif missing:
        raise RuntimeError(missing)
    return r


def _fmod_body(input, other):  # noqa: A002
    F = _F()
    if _np_kind(input) == "b":
        if _is_tensor(other):
            if _np_kind(other) == "b":   # True fmod False is True (1 fmod 0 -> NaN -> True), else False
                return F.logical_and(input, F.logical_not(other))
            input = F.cast(input, F.dtype(other))  # noqa: A001
        else:
            input = F.cast(input, "float32" if isinstance(other, float) else "int64")  # noqa: A001
    if _np_kind(input) == "u" and isinstance(other, int) and not isinstance(other, builtins.bool) and other < 0:
        other = -other   # an unsigned Tensor fmod -3 is fmod 3 (MindSpore 2.10 keeps the number's sign; measured)
    return F.fmod(input, other)


@op_function
def xlogy(input, other):  # noqa: A002
    """mint.xlogy(input, other): input * log(other); ``input`` must be a Tensor, two bool Tensors have no CPU
    kernel (TypeError)."""
    if not _is_tensor(input):
        if not _is_tensor(other):
            raise TypeError(f'Failed calling xlogy with "xlogy({_mint_kind(input)}, {_mint_kind(other)})".')
        raise TypeError(f'Failed calling Xlogy with "Xlogy()(input={_mint_kind(input)}, other=Tensor)".')
    if _is_tensor(other) and _np_kind(input) == "b" and _np_kind(other) == "b":
        raise TypeError("Select CPU operator[Xlogy] fail! Unsupported data type!")
    return _F().xlogy(input, other)


def _bitwise(opname: str, prim: str):
    def fn(input, other):  # noqa: A002
        if not _is_tensor(input):
            raise TypeError(f'Failed calling {prim}Tensor with "{prim}Tensor()(input={_mint_kind(input)}, '
                            f'other={_mint_kind(other)})".')
        if not _is_tensor(other):   # MindSpore 2.10 has no CPU kernel for the Tensor-scalar form
            raise RuntimeError(f"The kernel {prim}Scalar unregistered.")
        if _np_kind(input) == "f" or _np_kind(other) == "f":
            raise TypeError(f"{prim}Tensor does not support floating point number.")
        if prim != "BitwiseAnd":   # MindSpore 2.10 registers no CPU kernel for BitwiseOr/XorTensor
            raise RuntimeError(f"The kernel {prim}Tensor unregistered.")
        if (_np_kind(input) == "b") != (_np_kind(other) == "b"):
            raise TypeError(f"Select CPU operator[{prim}Tensor] fail! Unsupported data type!")
        return getattr(_F(), opname)(input, other)

    fn.__name__ = fn.__qualname__ = opname
    fn.__doc__ = f"mint.{opname}(input, other): two int (or two bool) Tensors."
    return op_function(fn)


bitwise_and = _bitwise("bitwise_and", "BitwiseAnd")
bitwise_or = _bitwise("bitwise_or", "BitwiseOr")
bitwise_xor = _bitwise("bitwise_xor", "BitwiseXor")


# MindSpore's generated ``*_ext`` functions that are mint's (``ops.auto_generate.gen_ops_def.add_ext`` is mint.add):
# registered from here, the layer above ops (one definition each)
@op_function
def _add_ext(input, other, alpha=1):  # noqa: A002
    """gen_ops_def.add_ext(input, other, alpha=1): mint.add with alpha positional."""
    return add(input, other, alpha=alpha)


@op_function
def _sub_ext(input, other, alpha=1):  # noqa: A002
    """gen_ops_def.sub_ext(input, other, alpha=1): mint.sub with alpha positional."""
    return sub(input, other, alpha=alpha)


def _register_ext() -> None:
    from ..ops.auto_generate import gen_ops_def

    for name, fn in (("add_ext", _add_ext), ("sub_ext", _sub_ext), ("bmm_ext", bmm)):
        fn.__name__ = fn.__qualname__ = name   # (repr shows the qualname: <function add_ext at ...>)
        setattr(gen_ops_def, name, fn)


_register_ext()
