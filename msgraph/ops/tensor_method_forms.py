"""MindSpore 2.10's Tensor-method forms used by its st tests (tests/st/tensor): the methods over the functions of
:mod:`msgraph.ops.tensor_ext`, and the keyword overloads of older methods (``x.cumsum(dim=0)``, ``x.sum(dim=,
keepdim=)``, ``x.max(dim)`` -> (values, indices) in PyNative, ``x.add(y, alpha=)``...), bound onto
:class:`~msgraph.common.tensor_methods.TensorMethods` when msgraph.ops is imported.
Recorded from MindSpore 2.10: tests/conformance/programs/st_ops_top/tensor_ext_methods.py.
"""
from __future__ import annotations

import builtins
from typing import Any, Sequence

import numpy as np

from ..common import dtype as mstype
from ..errors import DTypeError, OpRuntimeError
from ..ir.builder import building_graph
from .registry import is_number_input, op_function, public_functions
from ._helpers import np_dtype
from ._helpers import user_type
from .tensor_ext import (_F, _dt, _tensor_fill_diagonal, _tensor_index_put, addbmm, adjoint, aminmax, bincount, bitwise_left_shift,
                         bitwise_right_shift, cholesky_solve, cov, det, diagflat, diagonal_scatter, diff, float_power,
                         float_power_ext, gcd, histc, i0, inverse, lcm, ldexp, logaddexp2, logcumsumexp, logdet, masked_scatter,
                         matrix_inverse, nan_to_num, nanmean, nanmedian, nansum, select_scatter, signbit, slice_scatter,
                         slogdet, sum_to_size, tensor_split)

def _pick(args: tuple, kw: dict, i: int, names: Sequence[str], default: Any = None) -> Any:
    """Argument ``i`` given positionally or under any of ``names`` (MindSpore's old and new keywords)."""
    for n in names:
        if n in kw:
            return kw.pop(n)
    return args[i] if len(args) > i else default


def _no_more(name: str, kw: dict) -> None:
    if kw:
        raise TypeError(f"Tensor.{name}() got an unexpected keyword argument '{next(iter(kw))}'")


def _m_any(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"))
    keep = _pick(a, k, 1, ("keep_dims", "keepdim"), False)
    _no_more("any", k)
    return _F().reduce_any(self, axis, keep)


def _m_all(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"))
    keep = _pick(a, k, 1, ("keep_dims", "keepdim"), False)
    _no_more("all", k)
    return _F().reduce_all(self, axis, keep)


def _m_cumsum(self, *a, **k):
    """Tensor.cumsum(axis=None, dtype=None) / cumsum(dim, *, dtype=None): MindSpore 2.10's Python method
    (tensor_method.deprecated_tensor_cumsum, both overloads and both modes) sums bool / int8 / int16 / uint8 in
    int32 (h-diff: diff_sweep/int_reductions_and_pow), sums in that dtype, and only then casts to ``dtype`` when it
    differs from the Tensor's own: a float16 Tensor summed with dtype=float32 keeps float16's rounding, an int8 one
    with dtype=bool is the bool of its int sums, a bool one with dtype=bool stays int32 (vd49t/cumsum_dtype_after;
    ops.cumsum and mint.cumsum cast first)."""
    axis = _pick(a, k, 0, ("axis", "dim"))
    dtype = _pick(a, k, 1, ("dtype",))
    _no_more("cumsum", k)
    F = _F()
    from .reduce import _int32_if_small_int

    x = _int32_if_small_int(self)
    out = F.cumsum(F.reshape(x, (-1,)), 0) if axis is None else F.cumsum(x, axis)
    if dtype is not None and dtype != self.dtype:
        out = F.cast(out, dtype)
    return out


def _m_sort(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"), -1)
    desc = _pick(a, k, 1, ("descending",), False)
    k.pop("stable", None)
    _no_more("sort", k)
    return _F().sort(self, axis, desc)


def _m_chunk(self, *a, **k):
    chunks = _pick(a, k, 0, ("chunks",))
    axis = _pick(a, k, 1, ("axis", "dim"), 0)
    _no_more("chunk", k)
    return _F().chunk(self, chunks, axis)


def _m_count_nonzero(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"), ())
    keep = _pick(a, k, 1, ("keep_dims",), False)
    dtype = _pick(a, k, 2, ("dtype",))
    _no_more("count_nonzero", k)
    return _F().count_nonzero(self, axis, keep, dtype)   # (None: ops.count_nonzero's TypeError, as MindSpore)


def _m_index_select(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"))
    index = _pick(a, k, 1, ("index",))
    _no_more("index_select", k)
    return _F().index_select(self, axis, index)


def _m_scatter(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"))
    index = _pick(a, k, 1, ("index",))
    src = _pick(a, k, 2, ("src", "value"))
    reduce = k.pop("reduce", "none")
    _no_more("scatter", k)
    F = _F()
    if not hasattr(src, "shape"):
        src = F.fill(self.dtype, tuple(index.shape), src)
    if reduce in ("add",):
        return F.tensor_scatter_elements(self, index, src, axis, "add")
    return F.scatter(self, axis, index, src)


def _m_gather(self, *a, **k):
    F = _F()
    if "dim" in k or "index" in k or (a and isinstance(a[0], int) and not hasattr(a[0], "shape")):
        dim = _pick(a, k, 0, ("dim",))
        index = _pick(a, k, 1, ("index",))
        _no_more("gather", k)
        return F.gather_elements(self, dim, index)
    indices = _pick(a, k, 0, ("input_indices",))
    axis = _pick(a, k, 1, ("axis",))
    batch_dims = _pick(a, k, 2, ("batch_dims",), 0)
    _no_more("gather", k)
    return F.gather(self, indices, axis, batch_dims)   # batch_dims: ops.gather's batched form (h-opsA)


def _m_remainder(self, *a, **k):
    other = _pick(a, k, 0, ("other", "divisor"))
    _no_more("remainder", k)
    return _F().remainder(self, other)


def _m_repeat_interleave(self, *a, **k):
    repeats = _pick(a, k, 0, ("repeats",))
    axis = _pick(a, k, 1, ("dim", "axis"))
    _pick(a, k, 2, ("output_size",))
    _no_more("repeat_interleave", k)
    F = _F()
    if hasattr(repeats, "shape") and not isinstance(repeats, (int, list, tuple)):
        from ..common.tensor import Tensor

        if isinstance(repeats, Tensor):
            r = repeats.asnumpy().reshape(-1).tolist()
            repeats = r[0] if len(r) == 1 else r
    return F.repeat_interleave(self, repeats, axis)


def _m_scatter_add(self, *a, **k):
    F = _F()
    if len(a) + len(k) >= 3 or "dim" in k or "src" in k:
        dim = _pick(a, k, 0, ("dim",))
        index = _pick(a, k, 1, ("index",))
        src = _pick(a, k, 2, ("src",))
        _no_more("scatter_add", k)
        return F.tensor_scatter_elements(self, index, src, dim, "add")
    indices = _pick(a, k, 0, ("indices",))
    updates = _pick(a, k, 1, ("updates",))
    _no_more("scatter_add", k)
    return F.tensor_scatter_add(self, indices, updates)


def _m_subtract(self, *a, **k):
    other = _pick(a, k, 0, ("other",))
    alpha = k.pop("alpha", 1)
    _no_more("subtract", k)
    from ..common.tensor_methods import _alpha_op

    return _alpha_op(_F().sub, self, other, alpha, 'SubExt')


def _m_expand_as(self, *a, **k):
    other = _pick(a, k, 0, ("other", "x"))
    _no_more("expand_as", k)
    return _F().broadcast_to(self, tuple(other.shape))


def _m_nansum(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"))
    keep = _pick(a, k, 1, ("keepdims", "keepdim"), False)
    dtype = k.pop("dtype", None)
    _no_more("nansum", k)
    return nansum(self, axis, keep, dtype=dtype)


def _m_median(self, *a, **k):
    axis = _pick(a, k, 0, ("axis", "dim"), -1)
    keep = _pick(a, k, 1, ("keepdims", "keepdim"), False)
    _no_more("median", k)
    return _F().median(self, axis, keep)


def _m_add(self, *a, **k):
    other = _pick(a, k, 0, ("other", "y"))
    has_alpha = "alpha" in k
    alpha = k.pop("alpha", 1)
    _no_more("add", k)
    from ..common.tensor_methods import _alpha_op, _seq

    other = _seq(self, other)
    from .math import add_operator, refuse_graph_bool_add

    if not (has_alpha and hasattr(other, "shape") and alpha is not True and alpha is not False):
        # graph code: MindSpore's Add refuses Bool (PyNative's Tensor.add computes); with an alpha keyword and a
        # Tensor other it is AddExt there, which takes them (x.add(x, alpha=2) of bools: measured, adapt37am)
        refuse_graph_bool_add(self, other)
    # a Python number times alpha stays a Python number (int32.add(1, alpha=2) is Int32, not Int64)
    return _alpha_op(add_operator, self, other, alpha, 'AddExt')


def _m_split(self, *a, **k):
    size = _pick(a, k, 0, ("split_size_or_sections", "split_size"))
    axis = _pick(a, k, 1, ("axis", "dim"), 0)
    _no_more("split", k)
    return _F().split(self, size, axis)


def _m_take(self, *a, **k):
    indices = _pick(a, k, 0, ("indices",))
    axis = _pick(a, k, 1, ("axis",))
    mode = _pick(a, k, 2, ("mode",), "clip")
    _no_more("take", k)
    F = _F()
    if mode == "clip":
        n = int(np.prod(self.shape)) if axis is None else int(self.shape[axis])
        # MindSpore 2.10 clips to [-n, n - 1] and gathers with GatherD: -1 is the last element (-n - 1 the first),
        # and it gets its gradient (so the index is wrapped here, not left to gather)
        indices = F.clip_by_value(indices, -n, n - 1)
        indices = F.select(F.less(indices, 0), F.add(indices, n), indices)
    elif mode == "wrap":
        n = int(np.prod(self.shape)) if axis is None else int(self.shape[axis])
        indices = F.floor_mod(indices, n)
    return F.take(self, indices, axis)


def _extremum(name: str, reduce_name: str, with_value: str):
    """Tensor.max/min as MindSpore 2.10 overloads them: no argument -> the reduction over all elements;
    ``(dim, keepdim=False)`` or ``dim=`` -> (values, indices); ``axis=``/``keepdims=``/``initial=``/``where=`` ->
    the values (the deprecated numpy-style form)."""
    def method(self, *a, **k):
        F = _F()
        from ..common.tensor import Tensor

        old = builtins.any(n in k for n in ("axis", "keepdims", "initial", "where", "return_indices"))
        if a and "dim" not in k and (not isinstance(self, Tensor) or not isinstance(a[0], int)
                                     or isinstance(a[0], bool) or building_graph()):
            # graph code: MindSpore 2.10 binds positional arguments to the numpy-style form (values only);
            # so does an axis that is None or a tuple
            k.setdefault("axis", a[0])
            if len(a) > 1:
                k.setdefault("keepdims", a[1])
            a, old = (), True
        if not old and (a or "dim" in k):
            dim = _pick(a, k, 0, ("dim",))
            keep = _pick(a, k, 1, ("keepdim",), False)
            _no_more(name, k)
            if hasattr(dim, "shape") or not isinstance(dim, int):
                raise TypeError(f'Failed calling {name} with "{name}({user_type(dim).__name__})". The valid calling '
                                f'should be: "Tensor.{name}(dim=<int>, keepdim=<bool>)", "Tensor.{name}()", '
                                f'"Tensor.{name}(axis=None, keepdims=False, *, initial=None, where=None)".')
            return getattr(self, with_value)(dim, keep)
        axis = k.pop("axis", a[0] if a else None)
        keep = k.pop("keepdims", a[1] if len(a) > 1 else False)
        initial = k.pop("initial", None)
        where = k.pop("where", None)
        return_indices = k.pop("return_indices", False)
        _no_more(name, k)
        if not isinstance(axis, (list, tuple)):
            # MindSpore 2.10 hands an int or None axis to ops.max/ops.min: values (and indices) of
            # Arg{Max,Min}WithValue along an int axis (the gradient goes to the index), the reduction over every
            # element with index 0 for None (initial/where/keepdims not read there)
            values, indices = getattr(F, name)(self, axis, keep, initial=initial, where=where)
            return (values, indices) if return_indices else values
        x = self
        if where is not None:
            fill = np.finfo(_dt(x)).min if _dt(x).kind == "f" else np.iinfo(_dt(x)).min
            if name == "min":
                fill = np.finfo(_dt(x)).max if _dt(x).kind == "f" else np.iinfo(_dt(x)).max
            x = F.where(where, x, F.fill(x.dtype, tuple(x.shape), fill))
        out = getattr(F, reduce_name)(x, axis, keep_dims=keep)
        if initial is not None:
            out = (F.maximum if name == "max" else F.minimum)(out, F.cast(F.fill(out.dtype, (), initial), out.dtype))
        return out
    method.__name__ = name
    return method


def _m_trace(self, offset=0, axis1=0, axis2=1, dtype=None):
    """numpy's trace: the sum of diagonal ``offset`` over (axis1, axis2), optionally cast to ``dtype``."""
    F = _F()
    nd = len(self.shape)
    if nd < 2:   # MindSpore 2.10's Tracev2 inference: a RuntimeError (ops.diagonal's is a ValueError)
        raise OpRuntimeError(f"For Primitive[Tracev2], the dim of input 'x' should greater or equal to 2, but got "
                             f"'x' at {nd}-dimention")
    if type(axis1) is int and type(axis2) is int and -nd <= axis1 < nd and -nd <= axis2 < nd \
            and axis1 % nd == axis2 % nd:   # MindSpore 2.10's Tracev2 inference (the axes normalized)
        raise OpRuntimeError(f"For Primitive[Tracev2], the value of 'axis1' and 'axis2' must be different, but got "
                             f"'axis1': {axis1 % nd} and 'axis2': {axis2 % nd}")
    if dtype is None and _dt(self).kind in "iu":   # MindSpore 2.10: an integer trace is Int64
        dtype = mstype.int64
    to = _dt(self) if dtype is None else mstype.to_numpy(dtype)
    plain = all(type(v) is int for v in (offset, axis1, axis2)) and -nd <= axis1 < nd and -nd <= axis2 < nd \
        and axis1 % nd != axis2 % nd   # else ops.diagonal's checks below raise
    if plain and _dt(self).kind in "fiu" and to.kind in "fiu":
        from .trace_v2 import trace_sum

        # MindSpore 2.10's CPU TraceV2: each diagonal element cast to the output dtype, added in order in it
        # (float16 in float16; an int8 diagonal summed in Int64, a float32 one with dtype=float64 in double)
        return trace_sum(self, offset, axis1, axis2, to, to)
    out = F.reduce_sum(F.diagonal(self, offset, axis1, axis2), -1)
    return out if dtype is None else F.cast(out, dtype)


def _m_t(self):
    nd = len(self.shape)
    if nd > 2:
        raise ValueError(f"For 't', the input must have at most 2 dimensions, but got {nd}.")
    return self if nd < 2 else _F().swapaxes(self, 0, 1)


def _m_is_signed(self):
    """Signed ints, floats (bfloat16 too: numpy's kind 'V' for ml_dtypes' bfloat16) and complex.  MindSpore 2.10
    answers False for float16 (its C++ list omits it; msgraph keeps numpy's answer, docs/differences.md session 41)."""
    return _dt(self).kind in "ifc" or str(self.dtype) == "BFloat16"


def _m_is_complex(self):
    return _dt(self).kind == "c"


def _m_isreal(self):
    F = _F()
    if _dt(self).kind == "c":
        return F.equal(F.imag(self), 0)
    return F.ones(tuple(self.shape), "bool")


def _m_type(self, dtype: Any = None):
    if dtype is None:
        return str(self.dtype)
    return _F().cast(self, dtype)


def _view_positions(t: Any) -> Any:
    """The flat positions of a PyNative view's elements in its root's storage (None for other Tensors)."""
    if "_vparent" not in getattr(t, "__dict__", {}):
        return None
    from ..common import views

    return views.positions(t)


def _m_stride(self, dim: Any = None):
    """Element strides; a PyNative view's are those in its root's storage, as MindSpore 2.10's views (x.T of a
    (2, 3, 4) Tensor is [1, 4, 12], x[:, 1] [12, 1], an expanded dimension 0)."""
    shape = tuple(self.shape)
    strides, acc = [], 1
    for d in reversed(shape):
        strides.insert(0, acc)
        acc *= d
    pos = _view_positions(self)
    if pos is not None and pos.size:
        for i in reversed(range(len(shape))):
            if shape[i] > 1:
                strides[i] = int(pos[(0,) * i + (1,) + (0,) * (len(shape) - i - 1)] - pos.ravel()[0])
            else:   # a dimension of size 1: as if contiguous to the next one
                strides[i] = strides[i + 1] * shape[i + 1] if i + 1 < len(shape) else 1
    return strides if dim is None else strides[dim]


def _m_storage_offset(self):
    """A PyNative view's offset into its root's storage (MindSpore 2.10: x[1, 1:] of a (2, 3, 4) Tensor is 16)."""
    pos = _view_positions(self)
    return int(pos.ravel()[0]) if pos is not None and pos.size else 0


def _install() -> None:
    from ..common.tensor_methods import TensorMethods

    plain = {
        "nan_to_num": nan_to_num, "nanmean": nanmean, "nanmedian": nanmedian, "gcd": gcd, "lcm": lcm,
        "ldexp": ldexp, "signbit": signbit, "logaddexp2": logaddexp2, "float_power": float_power_ext, "i0": i0,
        "det": det, "slogdet": slogdet, "logdet": logdet, "inverse": inverse, "diagflat": diagflat, "diff": diff,
        "cov": cov, "aminmax": aminmax, "bitwise_left_shift": bitwise_left_shift,
        "bitwise_right_shift": bitwise_right_shift, "addbmm": addbmm, "adjoint": adjoint,
        "tensor_split": tensor_split, "sum_to_size": sum_to_size, "logcumsumexp": logcumsumexp,
        "masked_scatter": masked_scatter, "diagonal_scatter": diagonal_scatter, "select_scatter": select_scatter,
        "slice_scatter": slice_scatter, "histc": histc, "bincount": bincount, "cholesky_solve": cholesky_solve,
    }
    for name, fn in plain.items():
        setattr(TensorMethods, name, fn)
    for name, fn in (("any", _m_any), ("all", _m_all), ("cumsum", _m_cumsum), ("sort", _m_sort),
                     ("chunk", _m_chunk), ("count_nonzero", _m_count_nonzero), ("index_select", _m_index_select),
                     ("scatter", _m_scatter), ("gather", _m_gather), ("remainder", _m_remainder),
                     ("repeat_interleave", _m_repeat_interleave), ("scatter_add", _m_scatter_add),
                     ("subtract", _m_subtract), ("expand_as", _m_expand_as), ("nansum", _m_nansum),
                     ("median", _m_median), ("t", _m_t), ("trace", _m_trace), ("add", _m_add), ("split", _m_split),
                     ("take", _m_take), ("max", _extremum("max", "reduce_max", "argmax_with_value")),
                     ("min", _extremum("min", "reduce_min", "argmin_with_value")), ("is_signed", _m_is_signed),
                     ("is_complex", _m_is_complex), ("isreal", _m_isreal), ("type", _m_type),
                     ("stride", _m_stride), ("fill_diagonal", _tensor_fill_diagonal),
                     ("index_put", _tensor_index_put)):
        fn.__name__ = name
        setattr(TensorMethods, name, fn)
    from ..common.tensor_methods import _forward

    for name in ("inner", "cholesky", "cholesky_inverse"):
        if not hasattr(TensorMethods, name):
            setattr(TensorMethods, name, _forward(name, name))
    if not hasattr(TensorMethods, "floor_divide_"):
        def floor_divide_(self, other):
            return self._update_(_F().floor_div(self, other))

        # (named: graph code writes the result of a method named ``*_`` back to the Tensor; a lambda left the
        # argument unchanged in graph code, where MindSpore 2.10 writes it; adapt38cc)
        TensorMethods.floor_divide_ = floor_divide_
    TensorMethods.ndimension = lambda self: len(self.shape)
    TensorMethods.storage_offset = _m_storage_offset
    if "is_contiguous" not in vars(TensorMethods):
        TensorMethods.is_contiguous = lambda self: True   # graph values (a Tensor answers for its array)
    TensorMethods.mH = property(adjoint)
    TensorMethods.matrix_inverse = matrix_inverse


_install()


@op_function
def is_complex(input: Any) -> bool:  # noqa: A002
    """True for a complex Tensor (a Python number or a list: MindSpore 2.10's TypeError)."""
    _refuse_non_tensor(input, "The input must be Tensor!")
    return _m_is_complex(input)


@op_function
def isreal(input: Any) -> Any:  # noqa: A002
    """True where the element has no imaginary part (every element of a real Tensor); a Python number or a list is
    MindSpore 2.10's TypeError."""
    _refuse_non_tensor(input, f"For isreal, input must be a Tensor, but got {user_type(input)}.")
    return _m_isreal(input)


def _refuse_non_tensor(input: Any, message: str) -> None:  # noqa: A002
    if isinstance(input, (list, tuple, np.ndarray)) or is_number_input(input):
        raise DTypeError(message)


__all__ = public_functions(globals())
