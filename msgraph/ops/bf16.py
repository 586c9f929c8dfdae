"""bfloat16 operands, as MindSpore 2.10 runs them on CPU: which ops take them and how they are computed.

MindSpore's CPU backend has bfloat16 kernels for few ops: Add / Mul / Div (and Divs: ``x / 3.0``) / Neg / FloorDiv / Trunc (and AddN of two),
the ``Ext`` forms of add and sub, the casts, the ops that only move data (reshape, transpose, concat, slicing,
broadcasting, splitting, copies), and the FFT family (which reads bfloat16 as float32 and returns float32 or
complex64).  Every other CPU kernel refuses a bfloat16 operand: kernel selection fails with a
TypeError ("Select CPU operator[Exp] fail! Unsupported data type!"), for the reductions and a few others with a
RuntimeError.  msgraph follows: an op outside :data:`CPU_KERNELS` raises MindSpore's error, and one inside computes
on the operands widened to float32 and rounds each float32 result to bfloat16 once (to nearest even) when every
float operand was bfloat16 -- bit for bit what MindSpore's kernels return (recorded: tests/conformance/programs/bf27).
A float16/float32/float64 operand beside a bfloat16 one makes a float32 (or float64) result, as in MindSpore.

The one definition of an op stays its numpy impl: eager dispatch (``registry.apply``), Graph mode's generated code
(``codegen/python.py``) and shape/dtype inference (``frontend/symbolic.py``) all come through :func:`call` /
:func:`infer`, so the two modes agree.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import numpy as np

from ..common import dtype as _dt
from ..common.aval import Aval
from ..common.dtype import is_bf16

#: Ops whose kernels read bfloat16 as float32 and return float32 / complex64 (the FFT family): no rounding back.
WIDE_RESULTS = frozenset(f + d for f in ("FFT", "IFFT", "RFFT", "IRFFT", "HFFT", "IHFFT") for d in ("", "2", "N"))

#: Primitives whose MindSpore 2.10 CPU kernels take bfloat16 operands (recorded with the oracle: each other op
#: tried refuses them).  The data-movement ops compute exactly on the widened values, so they share the path.
CPU_KERNELS = frozenset({
    # arithmetic
    "Add", "AddExt", "SubExt", "Mul", "Muls", "Div", "Divs", "Neg", "FloorDiv", "Trunc",   # (not RealDiv: adapt42ops)
    # casts and copies
    "Cast", "Identity", "TensorCopy", "Contiguous", "ZerosLike",
    # data movement
    "Reshape", "Transpose", "Concat", "StridedSlice", "Slice", "BroadcastTo", "ExpandDims", "Squeeze", "Split",
    "SplitWithSize", "SplitTensor", "Chunk", "Unsqueeze", "GetItem",
    "AddAt",   # msgraph's adjoint of GetItem (slicing's gradient: MindSpore computes it for bfloat16)
    # truth tests (a bool result)
    "ReduceAny", "ReduceAll",
}) | WIDE_RESULTS

#: Binary ops without a bfloat16 CPU kernel whose MindSpore primitive first casts its operands to their common
#: dtype: a bfloat16 operand beside a float16 / float32 / float64 one becomes float32 / float64 and the wide kernel
#: runs (a float32 / float64 or bool result); with only bfloat16 / integer / bool operands the kernel is refused
#: (recorded: programs/adapt40pn/bf16_promoted_binary).  Equal and Less refuse even then.
PROMOTED = frozenset({
    "Sub", "RealDiv", "Maximum", "Minimum", "Pow", "SquaredDifference", "LogicalAnd", "LogicalOr", "Atan2", "NotEqual",
    "Greater", "GreaterEqual", "LessEqual", "Mod", "FloorMod", "DivNoNan", "TruncateDiv", "XlogyKernel",
    "FloatFMod",   # (TruncateMod's float kernel)
})

#: Ops that convert or move a bfloat16 operand as it is (casts, copies, views): no widening, no rounding.
EXACT = frozenset({"Cast", "Identity", "TensorCopy", "Contiguous", "ZerosLike", "Reshape", "Transpose",
                   "StridedSlice", "Slice", "BroadcastTo", "ExpandDims", "Squeeze", "Unsqueeze", "GetItem"})

#: Ops whose bfloat16 refusal is MindSpore's RuntimeError (the kernel exists but its init fails), not the
#: kernel-select TypeError.
_RUNTIME_ERRORS = {
    "ReduceSum": "Reduce", "ReduceMean": "Reduce", "ReduceMax": "Reduce", "ReduceMin": "Reduce",
    "ReduceProd": "Reduce", "SumExt": "Reduce", "MeanExt": "Reduce", "ProdExt": "Reduce", "Max": "Reduce",
    "Min": "Reduce", "Round": "Round", "NonZero": "NonZero", "SetItem": "SetItem",
}


def _arrays(inputs: Sequence[Any]) -> list:
    """The numpy arrays among ``inputs``, inside tuples and lists too (Concat's pieces)."""
    out = []
    for a in inputs:
        if isinstance(a, np.ndarray):
            out.append(a)
        elif isinstance(a, (tuple, list)):
            out.extend(_arrays(a))
    return out


def has_bf16(inputs: Sequence[Any]) -> bool:
    """True when an operand (an array, or an array inside a tuple/list argument) is bfloat16."""
    return _dt._BF16_NP is not None and any(is_bf16(a.dtype) for a in _arrays(inputs))


def _dtype_text(inputs: Sequence[Any]) -> str:
    from ..common.dtype import from_numpy

    names = []
    for a in inputs:
        if isinstance(a, (tuple, list)):
            names.append(_dtype_text(a))
        elif isinstance(a, np.ndarray):
            names.append(str(from_numpy(a.dtype)) if a.dtype.kind in "biufcV" else str(a.dtype))
        elif hasattr(a, "dtype") and hasattr(a, "shape"):   # a Tensor, or a graph value
            names.append(str(a.dtype))
    return " ".join(n for n in names if n)


def refuse(name: str, inputs: Sequence[Any]) -> Exception:
    """MindSpore 2.10's error for a CPU kernel that takes no bfloat16 operand."""
    got = _dtype_text(inputs)
    reduce_kind = _RUNTIME_ERRORS.get(name)
    if reduce_kind == "Reduce":
        return RuntimeError(f"Reduce does not support this kernel data type: [Kernel Attr] input({got}) , "
                            f"output(BFloat16).")
    if reduce_kind is not None:
        return RuntimeError(f"For '{name}', it does not support this kernel data type: input({got}). "
                            f"KernelMod Init Failed: {name}")
    return TypeError(f"Select CPU operator[{name}] fail! Unsupported data type!\nThe CPU kernels of {name} take "
                     f"no bfloat16 operand, but get input[{got} ].")


_INTERNAL = [0]   # > 0 while msgraph's own plumbing runs an op (not a kernel the user's program selects)


class internal:   # noqa: N801 - used as ``with bf16.internal():``
    """msgraph's own steps built from ops (an in-place update's tape node): any op takes bfloat16 inside."""

    def __enter__(self) -> None:
        _INTERNAL[0] += 1

    def __exit__(self, *exc: Any) -> None:
        _INTERNAL[0] -= 1


def refuse_operands(name: str, *operands: Any) -> None:
    """MindSpore's kernel error when an operand of ``name`` is a bfloat16 Tensor: for ops msgraph builds from
    others that take bfloat16 (BiasAdd from Add, Lerp on float32 casts) while MindSpore's own CPU kernel does not."""
    from ..common.dtype import bfloat16

    if any(getattr(a, "dtype", None) == bfloat16 for a in operands):
        raise refuse(name, operands)


def bf16_beside_wider(*operands: Any) -> bool:
    """True when a bfloat16 operand sits beside a float16/32/64 one: MindSpore's promoting primitives cast both to
    the joined float32 / float64 dtype first (ops msgraph builds from others cast them themselves: MulNoNan)."""
    has, wide = _float_kinds(operands)
    return has and wide


def refuse_unpromoted(name: str, *operands: Any) -> None:
    """MindSpore's kernel error for a :data:`PROMOTED` op msgraph builds from others that take bfloat16
    (TruncateDiv from Div and Trunc): a bfloat16 operand with no float16/32/64 one beside it."""
    has, wide = _float_kinds(operands)
    if has and not wide:
        raise refuse(name, operands)


def check(name: str, inputs: Sequence[Any], other_float: Any = None) -> None:
    """MindSpore's kernel error for op ``name`` on these (some bfloat16) operands; ``other_float``: whether a
    strongly typed float16/32/64 operand sits beside them (computed from ``inputs`` when None)."""
    if _INTERNAL[0]:
        return
    if name not in CPU_KERNELS:
        if name in PROMOTED and (_other_float(inputs) if other_float is None else other_float):
            return   # cast to the wide common dtype first: the float32 / float64 kernel runs
        raise refuse(name, inputs)
    if name == "GetItem" and len(inputs) > 1:
        # a Tensor index (x[idx], x[mask], masked_select, repeat_interleave): MindSpore's Index / Gather kernels
        # take no bfloat16 (slicing with numbers does)
        raise refuse("Gather", inputs)


def _widen(a: Any) -> Any:
    if isinstance(a, np.ndarray):
        return a.astype(np.float32) if is_bf16(a.dtype) else a
    if isinstance(a, Aval):
        return Aval(a.shape, np.dtype(np.float32), weak=a.weak) if is_bf16(a.dtype) else a
    if isinstance(a, tuple):
        return tuple(_widen(x) for x in a)
    if isinstance(a, list):
        return [_widen(x) for x in a]
    return a


#: Arithmetic whose Python-number operand MindSpore first makes a Tensor of the other operand's dtype: a bfloat16
#: one (``x * 0.37`` multiplies by 0.369140625; mint.add's ``alpha`` too).
_SCALAR_TO_BF16 = frozenset({"Add", "AddExt", "SubExt", "Mul", "Muls", "Div", "Divs", "FloorDiv"})


def _scalar_as_bf16(v: Any) -> Any:
    if type(v) in (int, float):
        from ..common.dtype import bf16_numpy

        return float(np.array(v, np.float32).astype(bf16_numpy()).astype(np.float32))
    return v


def _float_kinds(operands: Sequence[Any]) -> tuple:
    """(a bfloat16 operand among them, a strongly typed float16/32/64 one) for operands of any kind: numpy arrays,
    Avals (weak ones -- Python numbers -- count for neither), Tensors / graph values (by their ``dtype``), and tuples
    / lists of these."""
    from ..common.dtype import bfloat16, float16, float32, float64

    has = wide = False
    for a in operands:
        if isinstance(a, (tuple, list)):
            h, w = _float_kinds(a)
        elif isinstance(a, (np.ndarray, Aval)):
            if isinstance(a, Aval) and a.weak:
                continue
            d = np.dtype(a.dtype)
            h, w = is_bf16(d), d.kind == "f"
        else:
            d = getattr(a, "dtype", None)
            h, w = d == bfloat16, d in (float16, float32, float64)
        has, wide = has or h, wide or w
    return has, wide


def _other_float(inputs: Sequence[Any]) -> bool:
    """True when a strongly typed float16/32/64 operand sits beside the bfloat16 ones (the result stays wide)."""
    return _float_kinds(inputs)[1]


def _narrow(out: Any) -> Any:
    from ..common.dtype import bf16_numpy

    if isinstance(out, tuple):
        return tuple(_narrow(o) for o in out)
    if isinstance(out, list):
        return [_narrow(o) for o in out]
    if isinstance(out, Aval):
        return Aval(out.shape, bf16_numpy(), weak=out.weak) if np.dtype(out.dtype) == np.float32 else out
    if isinstance(out, (np.ndarray, np.generic)) and out.dtype == np.float32:
        return np.asarray(out).astype(bf16_numpy())
    return out


def call(name: str, impl: Callable[..., Any], inputs: Sequence[Any], checked: bool = False) -> Any:
    """Run ``impl`` (an op's numpy impl, attributes bound) of op ``name`` on operands some of which are bfloat16
    (``checked``: the op was allowed already -- a compiled graph's node, checked when it was inferred)."""
    if not checked:
        check(name, inputs)
    if name in EXACT:
        return impl(*inputs)
    if _other_float(inputs):
        return impl(*[_widen(a) for a in inputs])
    if name in _SCALAR_TO_BF16:
        inputs = [_scalar_as_bf16(a) for a in inputs]
    out = impl(*[_widen(a) for a in inputs])
    return out if name in WIDE_RESULTS else _narrow(out)


def infer(name: str, infer_fn: Callable[..., Any], inputs: Sequence[Any]) -> Any:
    """Graph mode's side of :func:`call`: the result avals of op ``name`` for bfloat16 operand avals."""
    check(name, [np.empty((0,), a.dtype) if isinstance(a, Aval) else a for a in inputs], _other_float(inputs))
    if name in EXACT:
        return infer_fn(*inputs)
    out = infer_fn(*[_widen(a) for a in inputs])
    return out if name in WIDE_RESULTS or _other_float(inputs) else _narrow(out)


def aval_is_bf16(a: Any) -> bool:
    """True for an Aval (or a tuple/list holding one) of bfloat16 values."""
    if _dt._BF16_NP is None:   # (no bfloat16 value exists before ml_dtypes is loaded)
        return False
    if isinstance(a, Aval):
        return is_bf16(np.dtype(a.dtype))
    if isinstance(a, (tuple, list)):
        return any(aval_is_bf16(x) for x in a)
    return False
