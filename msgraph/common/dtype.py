"""msgraph dtypes: thin named wrappers over numpy dtypes.

``ms.float32`` prints ``Float32`` like MindSpore, compares equal only to msgraph dtypes (as MindSpore:
``ms.float32 == np.float32`` is False) and converts with :func:`to_numpy` / :func:`from_numpy`.
"""
from __future__ import annotations

import contextvars
from typing import Any, Dict

import numpy as np


class DType:
    """A tensor element type. ``str(ms.float32) == 'Float32'``."""

    __slots__ = ("name", "np")

    def __init__(self, name: str, np_dtype: Any):
        self.name = name
        self.np = np.dtype(np_dtype)

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:  # MindSpore: repr(ms.float32) == 'mindspore.float32'
        low = self.name.lower()
        return "mindspore." + ("bool" if low == "bool" else low)

    def __eq__(self, other: object) -> bool:
        # MindSpore 2.10: a dtype equals only a dtype (``ms.float32 == np.float32``, ``== "float32"``,
        # ``== np.dtype("float32")`` are all False); compare numpy dtypes with ``dtype_to_nptype``/``.np``.
        # (bfloat16 equals only itself: comparing with it never imports its numpy type.)
        return self is other or (isinstance(other, DType) and not isinstance(other, _BFloat16)
                                 and self.np == other.np)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash(self.np)

    def __reduce__(self):
        return (from_numpy, (self.np,))

    @property
    def is_floating(self) -> bool:
        return self.np.kind == "f"

    @property
    def itemsize(self) -> int:
        return self.np.itemsize


Type = DType  # MindSpore's base class of dtypes (``isinstance(t.dtype, mstype.Type)``)


class Float(DType):
    """The class of MindSpore's float dtypes (``type(ms.float32).__name__ == 'Float'``)."""

    __slots__ = ()


class Int(DType):
    __slots__ = ()


class _UInt(DType):
    __slots__ = ()


_UInt.__name__ = _UInt.__qualname__ = "UInt"  # MindSpore's class name; not a module attribute there


class Bool(DType):
    __slots__ = ()


class Complex(DType):
    """The class of MindSpore's complex dtypes (``type(ms.complex64).__name__ == 'Complex'``)."""

    __slots__ = ()


float16 = Float("Float16", np.float16)
float32 = Float("Float32", np.float32)
float64 = Float("Float64", np.float64)
int8 = Int("Int8", np.int8)
int16 = Int("Int16", np.int16)
int32 = Int("Int32", np.int32)
int64 = Int("Int64", np.int64)
uint8 = _UInt("UInt8", np.uint8)
uint16 = _UInt("UInt16", np.uint16)
uint32 = _UInt("UInt32", np.uint32)
uint64 = _UInt("UInt64", np.uint64)
bool_ = Bool("Bool", np.bool_)
complex64 = Complex("Complex64", np.complex64)
complex128 = Complex("Complex128", np.complex128)
half, single, double = float16, float32, float64
_BF16_NP: Any = None   # the numpy bfloat16 dtype (ml_dtypes'), once something asked for it


def bf16_numpy() -> np.dtype:
    """numpy's bfloat16 dtype, from the ``ml_dtypes`` package (the extension dtype JAX uses; numpy has none and
    a numpy dtype cannot be written in Python).  Imported on first use, so ``import msgraph`` stays light; without
    the package, making a bfloat16 Tensor is a DTypeError saying what to install."""
    global _BF16_NP
    if _BF16_NP is None:
        try:
            import ml_dtypes
        except ImportError:
            from ..errors import DTypeError

            raise DTypeError("bfloat16 Tensors need the ml_dtypes package (numpy has no bfloat16 type)",
                             hint="pip install ml_dtypes, or use float32 / float16") from None
        _BF16_NP = np.dtype(ml_dtypes.bfloat16)
    return _BF16_NP


def is_bf16(np_dtype: Any) -> bool:
    """True for numpy's bfloat16 dtype (without importing ml_dtypes: no bfloat16 array exists before it is)."""
    return _BF16_NP is not None and np_dtype == _BF16_NP


class _BFloat16(Float):
    """MindSpore's ``bfloat16``: a float dtype whose numpy dtype (``.np``) is ml_dtypes' bfloat16, looked up on
    first use.  It equals only itself and hashes by name, so naming and comparing it import nothing."""

    __slots__ = ()

    def __init__(self) -> None:
        self.name = "BFloat16"

    @property
    def np(self) -> np.dtype:  # type: ignore[override]
        return bf16_numpy()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _BFloat16)

    def __hash__(self) -> int:
        return hash("bfloat16")

    def __reduce__(self):
        return "bfloat16"    # the module attribute: unpickles to this object

    @property
    def is_floating(self) -> bool:
        return True

    @property
    def itemsize(self) -> int:
        return 2


_BFloat16.__name__ = _BFloat16.__qualname__ = "BFloat"   # MindSpore 2.10's class name: type(ms.bfloat16).__name__
bfloat16 = _BFloat16()


class _NamedOnly(Float):
    """A MindSpore dtype numpy has no type for (the float8 kinds, int4): it exists to name and compare;
    making a Tensor of it is a DTypeError."""

    __slots__ = ("alias",)

    def __init__(self, name: str, alias: str, width: str) -> None:
        super().__init__(name, np.dtype([(alias, width)]))
        self.alias = alias

    def __repr__(self) -> str:
        return "mindspore." + self.alias


float8_e4m3fn = _NamedOnly("Float8E4M3FN", "float8_e4m3fn", "<u1")
float8_e5m2 = _NamedOnly("Float8E5M2", "float8_e5m2", "<u1")
hifloat8 = _NamedOnly("HiFloat8", "hifloat8", "<u1")
qint4x2 = _NamedOnly("Int4", "int4", "<u1")   # MindSpore 2.10's ms.qint4x2 prints as mindspore.int4

# -- float8 Tensors (storage only) ------------------------------------------------------------------------------
# MindSpore 2.10's CPU build makes float8_e5m2 / float8_e4m3fn / hifloat8 Tensors (the data rounded to the format)
# and shows them (repr, shape, dtype, itemsize, nbytes); asnumpy is a 1-byte void array, and every op, cast, index,
# reshape or item() is its TypeError (measured, adapt45utb/float8_tensors).  msgraph stores the 1-byte code in a
# structured array whose one field is named by the kind (the kind's ``.np``), so no numpy ufunc computes on it.
_F8 = (float8_e5m2, float8_e4m3fn, hifloat8)
_F8_BY_NP: Dict[np.dtype, DType] = {d.np: d for d in _F8}
_HIF8_TABLE: Any = None


def _hif8_table() -> np.ndarray:
    """HiFloat8's 256 values, sorted (the code of a value is its index): 0, +-2^e for e in -22..-16 (no mantissa
    bits), 1 mantissa bit for |e| in 8..15, 2 for |e| in 4..7, 3 for |e| <= 3, +-32768 the largest finite, +-inf,
    one NaN (the last code) -- the values MindSpore 2.10's CPU build shows (measured over 2^-24..2^16)."""
    global _HIF8_TABLE
    if _HIF8_TABLE is None:
        pos = [2.0 ** e for e in range(-22, -15)] + [32768.0]
        for e in range(-15, 15):
            bits = 3 if abs(e) <= 3 else 2 if abs(e) <= 7 else 1
            pos += [(1 + k / 2 ** bits) * 2.0 ** e for k in range(2 ** bits)]
        pos = sorted(set(pos)) + [np.inf]
        _HIF8_TABLE = np.array([-v for v in reversed(pos)] + [0.0] + pos + [np.nan], np.float32)
    return _HIF8_TABLE


def _hif8_round(x: np.ndarray) -> np.ndarray:
    """HiFloat8 rounding as MindSpore 2.10's CPU build does it: toward zero, above 32768 infinite, below 2^-22 zero."""
    x = np.asarray(x, np.float64)
    a = np.abs(x)
    with np.errstate(all="ignore"):
        e = np.floor(np.log2(np.where(a > 0, a, 1.0)))
        bits = np.where(np.abs(e) <= 3, 3, np.where(np.abs(e) <= 7, 2, np.where(e <= 14, 1, 0)))
        bits = np.where(e < -15, 0, bits)
        scale = 2.0 ** (bits - e)
        r = np.trunc(a * scale) / scale
    r = np.where(a > 32768, np.inf, np.where(e < -22, 0.0, r))
    return np.where(np.isnan(x), np.nan, np.copysign(r, x) + 0.0)


def is_float8(np_dtype: Any) -> bool:
    """True for the storage dtype of a float8 Tensor."""
    return np_dtype in _F8_BY_NP if isinstance(np_dtype, np.dtype) and np_dtype.names else False


def float8_encode(data: Any, dtype: DType) -> np.ndarray:
    """``Tensor(data, float8 kind)``'s storage: ``data`` rounded to the kind, as 1-byte codes."""
    x = np.asarray(data)
    if x.dtype.kind in "US" or x.dtype == object:
        raise TypeError(f"For 'Tensor', cannot make a {dtype} Tensor from {x.dtype} data.")
    x = x.astype(np.float32)
    if dtype is hifloat8:
        t = _hif8_table()
        r = _hif8_round(x).astype(np.float32)
        finite = t[:-1]
        codes = np.searchsorted(finite, r).clip(0, len(finite) - 1)
        codes = np.where(np.isnan(r), len(t) - 1, codes).astype(np.uint8)
    else:
        import ml_dtypes

        codes = x.astype(getattr(ml_dtypes, dtype.alias)).view(np.uint8)
    return np.ascontiguousarray(codes).view(dtype.np).reshape(x.shape)


def float8_decode(arr: np.ndarray) -> np.ndarray:
    """The float32 values of a float8 Tensor's storage (for its text)."""
    dtype = _F8_BY_NP[arr.dtype]
    codes = np.ascontiguousarray(arr).view(np.uint8).reshape(arr.shape)
    if dtype is hifloat8:
        return _hif8_table()[codes]
    import ml_dtypes

    return codes.view(getattr(ml_dtypes, dtype.alias)).astype(np.float32)


def float8_void(arr: np.ndarray) -> np.ndarray:
    """``asnumpy()`` of a float8 Tensor: MindSpore 2.10's 1-byte void array with no fields."""
    return np.ascontiguousarray(arr).view(np.dtype({"names": [], "formats": [], "itemsize": 1}))

ALL = (float16, float32, float64, int8, int16, int32, int64, uint8, uint16, uint32, uint64, bool_,
       complex64, complex128, bfloat16)
_BY_NP: Dict[np.dtype, DType] = {d.np: d for d in ALL if d is not bfloat16}


VALID_NAMES = ", ".join(d.name.lower() for d in ALL)
_HINT = "pass an msgraph dtype (ms.float32), a numpy dtype (np.float32) or its name ('float32')"


def _dtype_error(message: str, name: str = "") -> Exception:
    from ..errors import DTypeError

    prefix = f"For '{name}', " if name else ""
    return DTypeError(f"{prefix}{message}; valid dtype names: {VALID_NAMES}.", hint=_HINT)


def from_numpy(np_dtype: Any, *, name: str = "") -> DType:
    """The msgraph dtype wrapping a numpy dtype (DTypeError, a TypeError, if unsupported).

    ``name`` (an op or constructor, e.g. ``'Cast'``) prefixes the error message.
    """
    try:
        d = np.dtype(np_dtype)
    except (TypeError, ValueError):
        raise _dtype_error(f"{np_dtype!r} is not a valid dtype", name) from None
    try:
        return _BY_NP[d]
    except KeyError:
        if is_bf16(d):
            return bfloat16
        if is_float8(d):
            return _F8_BY_NP[d]
        raise _dtype_error(f"unsupported dtype {d}", name) from None


def to_numpy(dtype: Any, *, name: str = "") -> np.dtype:
    """Accept a msgraph DType, a numpy dtype/type or a string; return a numpy dtype.

    Anything else ('float99', 3, None, complex64) raises DTypeError (a TypeError, as in MindSpore)
    naming the bad value and listing the valid names; ``name`` prefixes the message.
    """
    if isinstance(dtype, DType):
        if isinstance(dtype, _NamedOnly):
            from ..errors import DTypeError

            raise DTypeError(f"{'For ' + repr(name) + ', ' if name else ''}msgraph does not support "
                             f"{dtype.alias} Tensors (numpy has no {dtype.alias})", hint="use float32 or float16")
        return dtype.np
    if isinstance(dtype, str):
        low = dtype.lower()
        for d in ALL:
            if d.name.lower() == low:
                return d.np
        try:
            nd = np.dtype(low)
        except (TypeError, ValueError):
            raise _dtype_error(f"{dtype!r} is not a valid dtype", name) from None
        return from_numpy(nd, name=name).np
    if dtype is float:
        return np.dtype(np.float32)
    if dtype is int:
        return np.dtype(np.int64)
    if dtype is bool:
        return np.dtype(np.bool_)
    if dtype is None:  # np.dtype(None) would be float64
        raise _dtype_error("the dtype must not be None", name)
    return from_numpy(dtype, name=name).np


def is_float(np_dtype: np.dtype) -> bool:
    return np_dtype.kind == "f" or is_bf16(np_dtype)


# ---------------------------------------------------------------------------------------------
# MindSpore's type promotion for arithmetic (recorded from MindSpore 2.10: the conformance
# program tests/conformance/programs/dtypes/binary_promotion.py)
# ---------------------------------------------------------------------------------------------
_FLOAT_RANK = {"float16": 0, "float32": 1, "float64": 2}   # (bfloat16: see _mindspore_result_type)


def _strong_dtype(a: Any) -> Any:
    if isinstance(a, (bool, int, float, complex)):
        return None
    if isinstance(a, np.dtype):
        return a
    d = getattr(a, "dtype", None)
    return getattr(d, "np", d)  # a Tensor's MindSpore dtype object: its numpy dtype


_RESULT_TYPE_CACHE: dict = {}


def _result_type_key(a: Any) -> Any:
    """What :func:`mindspore_result_type` reads of one argument: its dtype, or its Python type."""
    if type(a) is np.ndarray:
        return a.dtype
    if isinstance(a, (bool, int, float, complex)):
        return type(a)
    return _strong_dtype(a)


def mindspore_result_type(*args: Any, numbers: Any = ()) -> Any:
    """:func:`_mindspore_result_type`, memoized on the arguments' dtypes and Python types (it runs
    for every elementwise op call; computing it took ~20 µs of numpy dtype introspection).  ``numbers``: the
    Python number types an op's scalar form accepts beside a uint16 / uint32 / uint64 Tensor
    (:func:`refuse_implicit_uint`)."""
    key = tuple(_result_type_key(a) for a in args)
    if numbers:
        key += (numbers,)
    try:
        return _RESULT_TYPE_CACHE[key]
    except KeyError:
        pass
    except TypeError:       # an unhashable dtype-like: no caching
        return _mindspore_result_type(*args, numbers=numbers)
    out = _mindspore_result_type(*args, numbers=numbers)
    if (int in key or float in key) and not _NO_IMPLICIT.isdisjoint(key):
        return out   # (not cached: refused in the user's call only, see refuse_implicit_uint)
    if len(_RESULT_TYPE_CACHE) < 4096:
        _RESULT_TYPE_CACHE[key] = out
    return out


def _mindspore_result_type(*args: Any, numbers: Any = ()) -> Any:
    """The dtype MindSpore computes ``x op y`` in, for arrays/dtypes (strong) and Python scalars (weak).

    * Tensors only: integers and bools promote as numpy does (int8 + uint8 -> int16); an integer
      or bool with a float gives the *float's* dtype (int16 + float16 -> float16, numpy: float32);
      floats give the wider float.
    * A Python float with an integer or bool Tensor gives float32 (numpy: float64), with a float
      Tensor that Tensor's dtype; a Python int with a bool Tensor gives int64, else the Tensor's
      dtype; a Python bool never changes the Tensor's dtype.

    Returns None when no argument is a Tensor/array (plain Python arithmetic) or for complex
    dtypes, where numpy's own rule applies.
    """
    strong = [d for d in (_strong_dtype(a) for a in args) if d is not None]
    if not strong:
        return None
    strong = [np.dtype(d) for d in strong]
    if not _NO_IMPLICIT.isdisjoint(strong):
        refuse_implicit_uint(strong, args, numbers)
    if any(is_bf16(d) for d in strong):
        # bfloat16 with integers, bools or Python numbers stays bfloat16; with another float it computes in
        # float32 or wider (bfloat16 + float16 is float32 in MindSpore 2.10)
        rest = [d for d in strong if not is_bf16(d)]
        if not any(d.kind in "fc" for d in rest):
            return None if any(isinstance(a, complex) for a in args) else bf16_numpy()
        weak = [a for a in args if isinstance(a, (bool, int, float, complex)) and _strong_dtype(a) is None]
        return _mindspore_result_type(np.dtype(np.float32), *rest, *weak)
    if any(d.kind == "c" for d in strong) and not any(d.kind in "OSUV" for d in strong):
        # complex: complex64 unless a complex128 or float64 operand is present (MindSpore 2.10);
        # a Python scalar keeps the Tensor's dtype
        wide = any(d.itemsize == 16 if d.kind == "c" else d == np.float64 for d in strong)
        return np.dtype(np.complex128 if wide else np.complex64)
    if any(d.kind in "cOSUV" for d in strong):
        return None
    floats = [d for d in strong if d.kind == "f"]
    if floats:
        result = max(floats, key=lambda d: _FLOAT_RANK.get(d.name, 3))
    else:
        result = np.result_type(*strong)
    weak = [a for a in args if isinstance(a, (bool, int, float, complex)) and _strong_dtype(a) is None]
    for w in weak:
        if isinstance(w, complex):
            return None
        if isinstance(w, float) and result.kind in "biu":
            result = np.dtype(np.float32)
        elif isinstance(w, int) and not isinstance(w, bool) and result.kind == "b":
            result = np.dtype(np.int64)
    return result


#: MindSpore 2.10's implicit type conversion has no rule for these dtypes (measured: tests/conformance/tools/
#: uint39_sweep/rule.py): beside a Tensor of another dtype (bool aside) or a Python int / float they are its TypeError
NARROW_UINTS = frozenset(np.dtype(t) for t in ("uint16", "uint32", "uint64"))
_NO_IMPLICIT = NARROW_UINTS
_MS_NAMES = {"b": "Bool", "i": "Int", "u": "UInt", "f": "Float"}
#: ops/registry.op_applied_for_user, installed by the op registry (a Python number beside a uint16 Tensor is refused
#: in the user's call only)
USER_CALL_PROBE: Any = lambda: True   # noqa: E731
#: True while Graph mode's tracer infers a node again with :func:`uint_kernel_gaps`' refusal put off to the
#: nodes that outlive dead-code elimination (frontend/symbolic.emit_node, passes/missing_kernels: MindSpore selects
#: kernels after autodiff and DCE, so ``ms.grad`` of a uint16 ``P.Maximum`` runs its MaximumGrad kernel only)
KERNEL_GAPS_DEFERRED: "contextvars.ContextVar[bool]" = contextvars.ContextVar("msgraph_kernel_gaps_deferred",
                                                                          default=False)


def _ms_type_name(d: np.dtype) -> str:
    if is_bf16(d):
        return "BFloat16"
    return _MS_NAMES.get(d.kind, d.name.capitalize()) + ("" if d.kind == "b" else str(8 * d.itemsize))


def refuse_implicit_uint(strong: Any, args: Any, numbers: Any = (), probe: Any = None) -> None:
    """MindSpore 2.10's TypeError "Type implicit conversion between X and UInt16 is not supported." for a uint16 /
    uint32 / uint64 operand beside a Tensor of another dtype -- a bool Tensor aside, of any shape, 0-d included --
    or beside a Python int or float (a bool Tensor and a Python bool compute).  ``strong``: the operands' dtypes;
    ``args``: the operands (their Python numbers); ``numbers``: the Python number types an op's scalar form
    accepts beside such a Tensor (the ``*`` operator's Muls takes an int, ``/``'s Divs any number); ``probe``:
    whether this is the user's call (default: ``USER_CALL_PROBE``, the op registry's look at the stack).  Called
    by :func:`mindspore_result_type`, so every op promoting its operands with it refuses the mix."""
    from ..errors import DTypeError

    u = next(d for d in strong if d in _NO_IMPLICIT)
    other = next((_ms_type_name(d) for d in strong if d != u and d.kind != "b"), None)
    if other is None:
        w = next((a for a in args if type(a) in (int, float) and type(a) not in numbers), None)
        if w is None:
            return
        if not (probe or USER_CALL_PROBE)():
            return   # (msgraph's own compositions, standing for MindSpore's kernels, use numbers freely)
        other = "Tensor[Int64]" if type(w) is int else "Tensor[Float32]"
    err = DTypeError(f"Type implicit conversion between {other} and {_ms_type_name(u)} is not supported.",
                     hint=f"MindSpore 2.10 computes {u.name} only with {u.name} or bool operands: cast one "
                          f"operand first (ops.cast(x, ms.{u.name}), or x.astype(...) to a wider dtype).")
    err._msgraph_no_specialize = True   # (a dtype refusal: compiling again with argument values would not help)
    raise err


def refuse_uint_mix(*operands: Any) -> None:
    """:func:`refuse_implicit_uint` for the user's operands of a composite op (``ops.remainder(x, 2)``,
    ``ops.threshold(x, 1.0, 20.0)``, ``ops.exp2(x)``...), whose first MindSpore primitive mixes them: decided at the
    op's entry (its caller checked that the user called it), since the primitives msgraph composes it of are not
    the user's calls."""
    strong = [np.dtype(d) for d in (_strong_dtype(a) for a in operands) if d is not None]
    if not _NO_IMPLICIT.isdisjoint(strong):
        refuse_implicit_uint(strong, operands, probe=lambda: True)


_PY_NUMBERS = (bool, int, float, complex)


def has_narrow_uint(operands: Any) -> bool:
    """Whether a uint16 / uint32 / uint64 Tensor or array is among ``operands`` (a hot path: one type test per
    Python number or array)."""
    for a in operands:
        t = type(a)
        if t is np.ndarray:
            if a.dtype in NARROW_UINTS:
                return True
            continue
        if t in _PY_NUMBERS:
            continue
        data = getattr(a, "_data", None)   # an eager Tensor: its array
        d = data.dtype if type(data) is np.ndarray else _strong_dtype(a)
        if isinstance(d, np.dtype) and d in NARROW_UINTS:
            return True
    return False


def is_narrow_uint(a: Any) -> bool:
    """A uint16 / uint32 / uint64 Tensor or array (eager or graph value)."""
    return has_narrow_uint((a,))


def uint_kernel_gaps(name: str, promote: Any, *, no_kernel: Any = (), no_bool: str = "",
                     numbers: Any = (), at_infer: bool = False) -> Any:
    """``promote`` (an op's OpDef.compute_dtype) with MindSpore 2.10's CPU kernel gaps for uint16 / uint32 / uint64
    operands (measured, tests/conformance/tools/uint39_sweep/rule.py; TypeError "Select CPU operator[Mul] fail!
    Unsupported data type!" there, in both modes): ``no_kernel`` names the dtypes the op has no kernel for at all
    (FloorMod: the three; Maximum: uint16); ``no_bool`` refuses a bool operand beside one of them -- ``"tensor"``
    a bool Tensor, ``"any"`` a Python bool too (Mul, Div, Less, Equal: bool is implicit conversion's one partner
    there, but not their kernels'); ``numbers`` are the Python number types the op's scalar form takes beside one
    (:func:`refuse_implicit_uint`); ``at_infer``: MindSpore refuses them in type inference (FloorMod), before autodiff
    and DCE -- otherwise Graph mode's refusal is the node's only where it outlives them (:data:`KERNEL_GAPS_DEFERRED`)."""
    gaps = frozenset(np.dtype(d) for d in no_kernel)

    def checked(*inputs: Any, probe: Any = None) -> Any:
        if not has_narrow_uint(inputs):   # (the hot path; ``numbers`` matter beside these dtypes only)
            return promote(*inputs)
        dts = [np.dtype(d) for d in (_strong_dtype(a) for a in inputs) if d is not None]
        if not _NO_IMPLICIT.isdisjoint(dts):
            bad = next((d for d in dts if d in gaps), None)
            u = next(d for d in dts if d in _NO_IMPLICIT)
            if bad is None and no_bool and (any(d.kind == "b" for d in dts) or
                                            (no_bool == "any" and any(type(a) is bool for a in inputs))):
                bad = np.dtype(np.bool_)
            if bad is not None and not (KERNEL_GAPS_DEFERRED.get() and not at_infer) and (probe or USER_CALL_PROBE)():
                from ..errors import DTypeError

                err = DTypeError(f"Select CPU operator[{name}] fail! Unsupported data type! (MindSpore 2.10's "
                                 f"CPU {name} kernel takes no {_ms_type_name(bad)} operand beside "
                                 f"{_ms_type_name(u)})", hint="cast the operands first (ops.cast(x, ms.int64) or "
                                 "ms.float32)")
                err._msgraph_no_specialize = True
                err._msgraph_kernel_gap = not at_infer   # (Graph mode: raised where the node outlives DCE)
                raise err
        return promote(*inputs, numbers=numbers) if numbers else promote(*inputs)
    checked.__name__ = f"_{name.lower()}_promote"
    return checked


def mindspore_true_div_type(*args: Any, numbers: Any = ()) -> Any:
    """True division: the arithmetic result type, with integers and bools giving float32."""
    dt = mindspore_result_type(*args, numbers=numbers)
    if dt is not None and dt.kind in "biu":
        return np.dtype(np.float32)
    return dt


# ---------------------------------------------------------------------------------------------
# mindspore.common.dtype helpers (names and results recorded from MindSpore 2.10: the conformance
# program tests/conformance/programs/tensor_api/dtypes_api.py)
# ---------------------------------------------------------------------------------------------
class _NamedType:
    """A non-tensor MindSpore type object (``mstype.number``, ``mstype.tensor_type``, ``mstype.string``)."""

    __slots__ = ("name", "_repr")

    def __init__(self, name: str, repr_name: str = ""):
        self.name = name
        self._repr = repr_name   # MindSpore's repr, where it is not the lower-case name ("mindspore.string_")

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return "mindspore." + (self._repr or self.name.lower())

    def __eq__(self, other: object) -> bool:   # MindSpore's type objects compare by value (TensorType(float32))
        return type(other) is type(self) and other.name == self.name

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.name))


class TensorType(_NamedType):
    """``mstype.tensor_type``; ``TensorType(ms.float32)`` is the type of a float32 Tensor (``Tensor[Float32]``)."""

    __slots__ = ()

    def __init__(self, name: Any = "Tensor", repr_name: str = ""):
        if isinstance(name, DType):     # MindSpore: TensorType(element_type)
            name, repr_name = f"Tensor[{name}]", f"tensor[{name.name.lower()}]"
        super().__init__(name, repr_name or ("tensor" if name == "Tensor" else ""))


class _SequenceType(_NamedType):
    """MindSpore's ``mstype.Tuple`` / ``mstype.List`` type objects: ``tuple_`` is ``Tuple()``; with element types
    ``Tuple([int64, int64])`` prints ``Tuple[Int64*2]`` (``Tuple[Int64,Float32]`` when they differ, ``List[Int64]``) and equals only
    a Tuple of the same elements.  repr is ``mindspore.tuple_`` / ``mindspore.list_`` either way."""

    __slots__ = ("elements",)
    KIND = ""

    def __init__(self, elements: Any = None) -> None:
        self.elements = None if elements is None else tuple(elements)
        name = self.KIND
        if self.elements:
            parts = [str(e) for e in self.elements]
            same = len(parts) > 1 and len(set(parts)) == 1
            name += f"[{parts[0]}*{len(parts)}]" if same else "[" + ",".join(parts) + "]"
        super().__init__(name, self.KIND.lower() + "_")


class Tuple(_SequenceType):
    __slots__ = ()
    KIND = "Tuple"


class List(_SequenceType):
    __slots__ = ()
    KIND = "List"


tuple_ = Tuple()
list_ = List()
number = _NamedType("Number")
tensor_type = TensorType("Tensor")
string = _NamedType("String", "string_")
type_none = _NamedType("None", "type_none")
function = _NamedType("Func", "function")
type_type = _NamedType("TypeType", "type_type")
# MindSpore's generic number kinds (``mstype.int_`` prints Int): names to compare, not tensor element types
int_ = _NamedType("Int", "int")
float_ = _NamedType("Float", "float")
uint = _NamedType("UInt", "uint")
int_type = (int8, int16, int32, int64)
uint_type = (uint8, uint16, uint32, uint64)
float_type = (float16, float32, float64, bfloat16)
complex_type = (complex64, complex128)
signed_type = int_type + float_type + complex_type
number_type = int_type + uint_type + float_type + complex_type
all_types = (bool_,) + number_type


def dtype_to_nptype(type_: Any) -> Any:
    """``ms.dtype_to_nptype(ms.float16) is np.float16`` (the numpy scalar type).  MindSpore 2.10 looks the dtype up
    in a table: anything but a numeric MindSpore dtype (a numpy type, a string, ``int``, ``ms.list_``, a float8
    kind) is its KeyError (adapt39ux/dtype_helpers_keyerror)."""
    if not isinstance(type_, DType) or isinstance(type_, _NamedOnly):
        raise KeyError(type_)
    return to_numpy(type_, name="dtype_to_nptype").type


def dtype_to_pytype(type_: Any) -> type:
    """The Python type of a dtype's scalars (bool, int, float, complex) or of a container/None type object
    (``ms.list_`` -> list, ``ms.string`` -> str, ``ms.type_none`` -> NoneType), as MindSpore 2.10."""
    if isinstance(type_, _NamedType):
        py = {list_: list, tuple_: tuple, string: str, type_none: type(None), int_: int, float_: float}.get(type_)
        if py is None:
            raise KeyError(type_)        # MindSpore's dict lookup
        return py
    if not isinstance(type_, DType) or isinstance(type_, _NamedOnly):
        raise KeyError(type_)            # (a numpy type, a string, ``int``, a float8 kind: not in the table)
    np_type = to_numpy(type_, name="dtype_to_pytype")
    return float if is_float(np_type) else {"b": bool, "i": int, "u": int}.get(np_type.kind, complex)


def pytype_to_dtype(obj: Any) -> Any:
    """A Python or numpy type (or dtype) -> the MindSpore type (``int`` -> Int64, ``float`` -> Float64,
    ``list`` -> List, ``str`` -> String, ``type(None)`` -> None)."""
    if isinstance(obj, (DType, _NamedType)):
        return obj
    simple = {bool: bool_, int: int64, float: float64, complex: complex128, list: list_, tuple: tuple_,
              str: string, np.str_: string, type(None): type_none}
    if isinstance(obj, type) and obj in simple:
        return simple[obj]
    if isinstance(obj, np.dtype) or isinstance(obj, type) and issubclass(obj, np.generic):
        return from_numpy(obj, name="pytype_to_dtype")
    if not isinstance(obj, type):
        raise TypeError("For 'pytype_to_dtype', the argument 'obj' must be a python type object,"
                        "such as int, float, str, etc. But got type {}.".format(type(obj)))
    raise NotImplementedError(f"The python type {obj} cannot be converted to MindSpore type.")


def get_py_obj_dtype(obj: Any) -> Any:
    """MindSpore's type of a Python object or type: a Tensor's ``TensorType(dtype)``, ``function`` for
    Primitives, Cells and functions, ``type_type`` for a MindSpore type, else :func:`pytype_to_dtype`."""
    import inspect

    if hasattr(obj, "shape") and hasattr(obj, "dtype") and isinstance(obj.dtype, DType):
        return TensorType(obj.dtype)
    if (hasattr(obj, "construct") or inspect.isfunction(obj)
            or any(c.__name__ == "Primitive" for c in type(obj).__mro__)):
        return function
    if isinstance(obj, (DType, _NamedType)):
        return type_type
    if isinstance(obj, type):
        return pytype_to_dtype(obj)
    return pytype_to_dtype(type(obj))


def type_size_in_bytes(dtype: Any) -> int:
    return to_numpy(dtype, name="type_size_in_bytes").itemsize


# quantization dtypes (h-zoo)
_SCALAR_TYPE_NAMES = {bool: "Bool", int: "Int64", float: "Float32", str: "String", type(None): "None"}


def scalar_type_name(v: Any) -> str:
    """MindSpore's type name of a Python constant in its graph checks (``Int64`` for 3, ``String`` for 'a')."""
    return _SCALAR_TYPE_NAMES.get(type(v), type(v).__name__)


from .quant_dtype import QuantDtype  # noqa: E402,F401
