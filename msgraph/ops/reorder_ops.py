"""Ops that reorder or pad an array: ReverseV2 (``flip``), ReverseSequence and Pad.  Split from
:mod:`msgraph.ops.array_extra`; each is one OpDef (impl, inference, bprop, function form).
"""
from __future__ import annotations

import builtins
from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, OpRuntimeError, ShapeError
from ._helpers import fmt_shape, normalize_axis, np_dtype, shape_of, zeros_grad
from ._helpers import user_type
from .array_extra import _F, _contiguous, _require_int
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions, refuse_numbers


# --- ReverseV2 -------------------------------------------------------------------------------------------
def _reverse_axes(shape: Tuple[Any, ...], axis: Any) -> Tuple[int, ...]:
    if isinstance(axis, (int, np.integer)) and not isinstance(axis, bool):
        axis = (axis,)
    if not isinstance(axis, (tuple, list)):
        raise ArgumentError(f"For 'ReverseV2', the 'axis' must be a tuple or list of ints, but got {axis!r}.")
    axes = tuple(normalize_axis("ReverseV2", a, len(shape)) for a in axis)
    if len(set(axes)) != len(axes):
        dup = next(a for i, a in enumerate(axes) if a in axes[:i])
        raise ShapeError(f"For ReverseV2, 'axis' cannot contain duplicate dimensions, but got {dup}.")
    return axes


REVERSE = define_op("ReverseV2", OpKind.SHAPE, attrs={"axis": ()},
                    doc="ReverseV2(axis)(x): x reversed along each axis in ``axis``.")
ReverseV2 = REVERSE.prim_class


def _reverse_init_rule(self: Any, args: Any, kwargs: Any) -> None:
    """MindSpore checks ``axis`` when the primitive is made: a list or tuple (of ints) only (h-dyn)."""
    axis = self.attrs["axis"]
    if not isinstance(axis, (tuple, list)):
        raise TypeError(f"For 'ReverseV2', the type of 'axis' should be one of '[list of int, tuple of int]', "
                        f"but got {user_type(axis)}.")


REVERSE.init_rule = _reverse_init_rule


@REVERSE.def_impl
def _reverse_impl(x: Any, axis: Any = ()) -> np.ndarray:
    x = np.asarray(x)
    return _contiguous(np.flip(x, _reverse_axes(x.shape, axis)))


@REVERSE.def_infer
def _reverse_infer(x: Aval, axis: Any = ()) -> Aval:
    _reverse_axes(x.shape, axis)
    return Aval(x.shape, x.dtype)


@bprop_getters.register(ReverseV2)
def get_bprop_reverse_v2(self: Any):
    p = self

    def bprop(x, out, dout):
        return (apply(p, (dout,)),)
    return bprop


@op_function
def flip(input: Any, dims: Any) -> Any:  # noqa: A002
    """input reversed along ``dims`` (a tuple or list: MindSpore 2.10's ReverseV2 refuses an int, in ops.flip,
    mint.flip and Tensor.flip alike)."""
    refuse_numbers('Failed calling ReverseV2 with "ReverseV2(axis=Tuple<int>)(input={k0})".', input)
    if isinstance(dims, (int, np.integer)):
        kind = type(dims).__name__ if type(dims) in (int, bool) else str(type(dims))
        raise TypeError(f'Failed calling ReverseV2 with "ReverseV2(axis={kind})(input=Tensor)".')
    return apply(prim(REVERSE, axis=tuple(dims)), (input,))


@op_function
def reverse(x: Any, axis: Any) -> Any:
    """x reversed along ``axis`` (MindSpore's older name of :func:`flip`)."""
    return flip(x, axis)


# --- ReverseSequence --------------------------------------------------------------------------------------
REVERSE_SEQUENCE = define_op("ReverseSequence", OpKind.OTHER, attrs={"seq_dim": 0, "batch_dim": 0},
                             doc="ReverseSequence(seq_dim, batch_dim=0)(x, seq_lengths): the first "
                                 "seq_lengths[b] entries along seq_dim of each batch entry b, reversed.")
ReverseSequence = REVERSE_SEQUENCE.prim_class


def _revseq_check(shape: Tuple[Any, ...], lshape: Tuple[Any, ...], seq_dim: Any, batch_dim: Any) -> Tuple[int, int]:
    s = normalize_axis("ReverseSequence", seq_dim, len(shape), "seq_dim")
    b = normalize_axis("ReverseSequence", batch_dim, len(shape), "batch_dim")
    if s == b:
        raise ShapeError("For 'ReverseSequence', the 'seq_dim' and 'batch_dim' must differ.")
    if tuple(lshape) != (shape[b],):
        raise ShapeError(f"For 'ReverseSequence', the shape of 'seq_lengths' must be ({shape[b]},), "
                         f"but got {fmt_shape(lshape)}.")
    return s, b


@REVERSE_SEQUENCE.def_impl
def _revseq_impl(x: Any, seq_lengths: Any, seq_dim: int = 0, batch_dim: int = 0) -> np.ndarray:
    x = np.asarray(x)
    lengths = np.asarray(seq_lengths)
    _require_int("ReverseSequence", "seq_lengths", lengths)
    s, b = _revseq_check(x.shape, lengths.shape, seq_dim, batch_dim)
    if ((lengths < 0) | (lengths > x.shape[s])).any():   # MindSpore's CPU kernel: a RuntimeError
        bad = int(np.flatnonzero((lengths < 0) | (lengths > x.shape[s]))[0])
        raise OpRuntimeError(f"Invalid seq_lengths[{bad}]: {int(lengths.ravel()[bad])}")
    out = x.copy()
    for i, n in enumerate(lengths.tolist()):
        src = [slice(None)] * x.ndim
        src[b] = i
        src[s] = slice(0, n)
        dst_view = out[tuple(src)]
        take = [slice(None)] * dst_view.ndim
        axis_in_view = s - (1 if b < s else 0)
        take[axis_in_view] = slice(None, None, -1)
        out[tuple(src)] = x[tuple(src)][tuple(take)]
    return out


@REVERSE_SEQUENCE.def_infer
def _revseq_infer(x: Aval, seq_lengths: Any, seq_dim: int = 0, batch_dim: int = 0) -> Aval:
    _require_int("ReverseSequence", "seq_lengths", seq_lengths)
    _revseq_check(x.shape, shape_of(seq_lengths), seq_dim, batch_dim)
    return Aval(x.shape, x.dtype)


@bprop_getters.register(ReverseSequence)
def get_bprop_reverse_sequence(self: Any):
    p = self

    def bprop(x, seq_lengths, out, dout):
        return (apply(p, (dout, seq_lengths)), zeros_grad(seq_lengths))
    return bprop


@op_function
def reverse_sequence(x: Any, seq_lengths: Any, seq_dim: int, batch_dim: int = 0) -> Any:
    """Reverse the first seq_lengths[b] entries along seq_dim of each batch entry."""
    return apply(prim(REVERSE_SEQUENCE, seq_dim=seq_dim, batch_dim=batch_dim), (x, seq_lengths))


# --- Pad ---------------------------------------------------------------------------------------------
def _pad_widths(name: str, shape: Tuple[Any, ...], paddings: Any) -> Tuple[Tuple[int, int], ...]:
    try:
        pads = tuple((int(a), int(b)) for a, b in paddings)
    except (TypeError, ValueError):
        raise ArgumentError(f"For '{name}', the 'paddings' must be a tuple of (before, after) int pairs, "
                            f"but got {paddings!r}.") from None
    if len(pads) != len(shape):
        raise ShapeError(f"For '{name}', the length of 'paddings' ({len(pads)}) must equal the rank of the input "
                         f"({len(shape)}).")
    if not shape:   # MindSpore 2.10: a 0-d input (with its empty paddings) is Pad's RuntimeError
        raise OpRuntimeError(f"For '{name}', the rank of input must be greater than or equal to 1, but got the rank "
                             f"of input: 0")
    if builtins.any(a < 0 or b < 0 for a, b in pads):
        raise ShapeError(f"For '{name}', all elements of 'paddings' must be >= 0, but got {pads}.")
    return pads


PAD = define_op("Pad", OpKind.SHAPE, attrs={"paddings": ()},
                doc="Pad(paddings)(input_x): zeros added before/after each dimension, paddings = ((b0, a0), ...).")
Pad = PAD.prim_class


@PAD.def_impl
def _pad_impl(x: Any, paddings: Any = ()) -> np.ndarray:
    x = np.asarray(x)
    return np.pad(x, _pad_widths("Pad", x.shape, paddings))


@PAD.def_infer
def _pad_infer(x: Aval, paddings: Any = ()) -> Aval:
    pads = _pad_widths("Pad", x.shape, paddings)
    return Aval(tuple(None if d is None else d + a + b for d, (a, b) in zip(x.shape, pads)), x.dtype)


@bprop_getters.register(Pad)
def get_bprop_pad(self: Any):
    paddings = self.attrs["paddings"]

    def bprop(x, out, dout):
        xshape = tuple(shape_of(x))
        pads = _pad_widths("Pad", xshape, paddings)
        return (dout[tuple(slice(a, a + d) for (a, _), d in zip(pads, xshape))],)
    return bprop


def padv3_output_check(input_x: Any, padding: Any) -> None:
    """MindSpore 2.10's PadV3 inference: an empty output (any mode; an empty input too, or negative paddings
    cropping a dimension away) is a ValueError (msgraph cropped to (3, 0), or past it to (3, 1))."""
    if len(padding) % 2 == 0 and len(padding) // 2 <= len(shape_of(input_x)) \
            and builtins.all(isinstance(v, (int, np.integer)) for v in padding):
        shp = list(shape_of(input_x))
        for i in builtins.range(len(padding) // 2):
            shp[len(shp) - 1 - i] += padding[2 * i] + padding[2 * i + 1]
        bad = [d for d in shp if d is not None and d <= 0]
        if bad:
            raise ShapeError(f"For primitive[PadV3], the output size must be greater than 0, but got {bad[0]}.")


@op_function
def pad(input_x: Any, padding: Any, mode: str = "constant", value: Any = None) -> Any:
    """Pad the last dimensions: ``padding = (left, right, top, bottom, ...)`` from the last dimension
    backwards (constant mode; other modes are not supported)."""
    from .value_dependent import host_value, is_symbolic

    padding = host_value(padding)   # a padding Tensor: its values (h-opsA)
    if is_symbolic(padding):        # ... read when the graph runs (the padded dimensions are dynamic)
        from .st_ops_top2 import pad_dynamic

        return pad_dynamic(input_x, padding, mode, value)
    from .registry import called_by_user

    user = called_by_user()
    if user and mode != "constant" and hasattr(input_x, "dtype") and np_dtype(input_x) == np.bool_:
        raise DTypeError(f"For primitive[PadV3], the input argument[x] must be a type of {{Tensor[Complex128], ...}} "
                         f"(no bool in mode {mode!r}), but got Tensor[Bool].")
    if user:
        padv3_output_check(input_x, padding)
    if mode != "constant":
        from .st_ops_iz import pad_nonconstant   # reflect / replicate / circular (h-ut2)

        return pad_nonconstant(input_x, padding, mode)
    padding = tuple(padding)
    nd = len(shape_of(input_x))
    if len(padding) % 2 or len(padding) // 2 > nd:
        raise ShapeError(f"For 'pad', the length of 'padding' must be even and at most {2 * nd}, "
                         f"but got {len(padding)}.")
    pairs = [(0, 0)] * nd
    for i in builtins.range(len(padding) // 2):
        pairs[nd - 1 - i] = (padding[2 * i], padding[2 * i + 1])
    if builtins.any(a < 0 or b < 0 for a, b in pairs):  # MindSpore: a negative pad crops that side
        out = pad(input_x, tuple(builtins.max(v, 0) for v in padding), mode, value)
        shp = tuple(shape_of(out))
        begin = tuple(-builtins.min(a, 0) for a, _ in pairs)
        size = tuple(d + builtins.min(a, 0) + builtins.min(b, 0) for d, (a, b) in zip(shp, pairs))
        return _F().slice(out, begin, size)
    p = prim(PAD, paddings=tuple(pairs))
    out = apply(p, (input_x,))
    if value is None or value == 0:
        return out
    F = _F()
    inside = apply(p, (F.ones_like(input_x),))
    if np_dtype(out) in (np.float64, np.complex128) and isinstance(value, (int, float)) and not isinstance(value, bool):
        # MindSpore 2.10: a Float64 (Complex128) input is padded with the exact value (0.3, not 0.30000001192092896)
        fill = F.fill(out.dtype, shape_of(out), value)
    else:
        fill = F.cast(F.fill(None, shape_of(out), value), out.dtype)
    return F.select(F.cast(inside, np.bool_), out, fill)


__all__ = public_functions(globals())  # every function form defined here (op_function)
