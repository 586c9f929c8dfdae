"""MindSpore's text form of a Tensor: ``Tensor(shape=[1, 2], dtype=Float32, value=\\n[[ 5.00000000e-01 ...]])``.

``repr(tensor)`` uses it with ``, `` between elements (as MindSpore's ``repr``); ``ops.print_`` and
``ops.Print`` without separators (as MindSpore's graph-mode print, the form its docs show), in both
modes.  Recorded from MindSpore 2.10 (tests/conformance/programs/dtypes/printing.py): floats in
scientific notation with 8 decimals (float16: 4), right-aligned to one width so nan/inf line up;
integers and bools as numpy pads them; 0-d values as C++'s ``ostream`` prints them (``3``, ``0.1``,
``1e-07``); a vector of more than 1000 elements, and from rank 2 every axis longer than 6, summarized to
its first and last 3 entries joined by `` ... ``; a vector of up to 1000 wrapped after 12 floats or bools
or 24 integers or complex values (a full last row puts the closing bracket on a line of its own).
"""
from __future__ import annotations

import sys
from typing import Any

import numpy as np

from .dtype import float8_decode, is_bf16, is_float8

THRESHOLD = 1000
EDGEITEMS = 3


def _scalar_text(v: Any) -> str:
    if isinstance(v, (str, bytes)):   # a 0-d String Tensor: MindSpore shows the quoted text ('ab', b'ab')
        return repr(str(v) if isinstance(v, str) else bytes(v))
    if isinstance(v, (bool, np.bool_)):
        return str(bool(v))
    if isinstance(v, (np.integer, int)):
        return str(int(v))
    f = float(v)
    return f"{f:g}" if np.isfinite(f) else _nonfinite_text(f)


def _nonfinite_text(f: float) -> str:
    return "nan" if np.isnan(f) else ("inf" if f > 0 else "-inf")


def _part_text(f: float) -> str:
    """One part of a complex value as C++'s ``ostream`` prints a double (``-nan`` keeps its sign)."""
    if np.isnan(f):
        return "-nan" if np.signbit(f) else "nan"
    if np.isinf(f):
        return "inf" if f > 0 else "-inf"
    return f"{f:g}"


def _complex_text(v: Any) -> str:
    """``1+2j``, ``-1.5e-07+3j``, ``nan-infj``: MindSpore's text of one complex element."""
    c = complex(v)
    im = _part_text(c.imag)
    return f"{_part_text(c.real)}{'' if im.startswith('-') else '+'}{im}j"


def _fixed_text(v: Any) -> str:
    """One bfloat16 element as MindSpore's numpy bfloat16 type prints it: ``%f`` (``1.101562``, ``inf``)."""
    f = float(v)
    return f"{f:f}" if np.isfinite(f) else _nonfinite_text(f)


def bf16_str(arr: np.ndarray) -> str:
    """``str()`` of a bfloat16 Tensor: numpy's text of MindSpore's bfloat16 array, each element ``%f`` and
    unpadded (``[1.101562 2.703125 -3.000000]``)."""
    arr = np.asarray(arr).astype(np.float32)
    if arr.ndim == 0:
        return _fixed_text(arr.item())
    return np.array2string(arr, formatter={"float_kind": _fixed_text})


def format_value(arr: np.ndarray, separator: str = ", ") -> str:
    """The ``value=`` part of MindSpore's Tensor text (without the leading ``value=``)."""
    arr = np.asarray(arr)
    bf16 = is_bf16(arr.dtype) or is_float8(arr.dtype)   # (float8: printed as bfloat16 is, measured adapt45utb)
    text = _scalar_text
    if is_float8(arr.dtype):   # (a NaN with its sign bit shows as -nan: C++'s ostream)
        arr, text = float8_decode(arr), _part_text
    elif bf16:   # MindSpore prints bfloat16 values as C++'s ostream does (1.5, 123392, 1.00136e-05), right-aligned
        arr = arr.astype(np.float32)
    if arr.ndim == 0:
        if arr.dtype.kind == "c":
            return " " + _complex_text(arr.item())
        if arr.dtype.kind == "f" and not bf16 and np.isnan(arr) and np.signbit(arr):
            return " -nan"   # (C++'s ostream keeps a NaN's sign bit: 0-d float16/32/64, measured pr52)
        return " " + text(arr.item() if arr.dtype.kind != "b" else arr.item())
    if arr.size == 0:
        return " " if arr.ndim == 1 else "\n"
    kw: dict = {}
    if arr.dtype.kind == "c":  # unpadded (h-complex; recorded: tests/conformance/programs/complex/)
        kw["formatter"] = {"complex_kind": _complex_text}
    if bf16:
        # one width for the elements shown: an elided one does not widen the columns (MindSpore, like numpy's own
        # summarised text; st/ops test_ops_sub test_ops_bf16 printed width 9 where msgraph had 11, pr52)
        shown = arr
        if (arr.size > THRESHOLD if arr.ndim == 1 else max(arr.shape) > 2 * EDGEITEMS):
            for ax, n in enumerate(arr.shape):
                if n > 2 * EDGEITEMS:
                    shown = np.take(shown, list(range(EDGEITEMS)) + list(range(n - EDGEITEMS, n)), axis=ax)
        width = max(len(text(v)) for v in shown.ravel().tolist())

        def short(v: Any) -> str:
            return text(v).rjust(width)

        kw["formatter"] = {"float_kind": short}
    elif arr.dtype.kind == "f":
        digits = 4 if arr.dtype == np.float16 else 8
        width = len(f"{1.0: .{digits}e}")

        def fmt(v: Any) -> str:
            # right-aligned to the width of " 1.00000000e+00" with no sign column of its own: a float64 with a
            # three-digit exponent fills it (1.00000000e+300) and a negative one overflows it (measured)
            f = float(v)
            if f != f and np.signbit(f):   # a NaN with its sign bit set: "-nan" (C++'s ostream; the default NaN
                return "-nan".rjust(width)  # of x86's invalid operations: inf - inf, sqrt(-1), 0 * inf)
            return f"{f:.{digits}e}".rjust(width)

        kw["formatter"] = {"float_kind": fmt}
    # MindSpore elides a vector longer than 1000 and, from rank 2, every axis longer than 6 (numpy's rule with a
    # zero threshold: first and last 3); an unelided vector wraps after 12 floats or bools, 24 integers, bfloat16s or complex
    summarize = arr.size > THRESHOLD if arr.ndim == 1 else max(arr.shape) > 2 * EDGEITEMS
    threshold = 0 if summarize else sys.maxsize
    if arr.ndim == 1 and not summarize:
        per_line = 12 if arr.dtype.kind in "fb" and not bf16 else 24   # (bfloat16: 24, as integers)
        items = np.array2string(arr, separator="\x1f", threshold=threshold, max_line_width=sys.maxsize,
                                **kw)[1:-1].split("\x1f")
        rows = [separator.join(items[i:i + per_line]) for i in range(0, len(items), per_line)]
        # a full last row puts the bracket on a line of its own (measured: 12 floats, 24 ints -> "...\n ]")
        end = "\n ]" if len(items) % per_line == 0 else "]"
        return " [" + (separator + "\n ").join(rows) + end
    body = np.array2string(arr, separator=separator, threshold=threshold, edgeitems=EDGEITEMS,
                           max_line_width=sys.maxsize, **kw)
    sep = separator.rstrip()
    lines = []
    for line in body.split("\n"):
        if not line.strip():
            continue  # numpy separates blocks of rank >= 3 with a blank line; MindSpore does not
        if sep:
            line = line.replace(f"{sep} ...{sep}", " ...")  # "2.0, ...,  1997." -> "2.0 ...  1997."
            if line.strip() == "..." + sep:                # a summarized row: " ...," -> " ..."
                line = line[: -len(sep)]
        lines.append(line)
    return (" " if arr.ndim == 1 else "\n") + "\n".join(lines)


def tensor_text(arr: np.ndarray, dtype_name: str, separator: str = ", ") -> str:
    """``Tensor(shape=[...], dtype=Name, value=...)`` for a numpy array and MindSpore dtype name."""
    arr = np.asarray(arr)
    return f"Tensor(shape={list(arr.shape)}, dtype={dtype_name}, value={format_value(arr, separator)})"


def print_text(arr: np.ndarray, dtype_name: str) -> str:
    """What ``ops.print_`` shows for a Tensor (MindSpore's graph-mode print): no separators, no
    space after ``value=`` for a vector, and a 0-d Tensor as its bare value."""
    arr = np.asarray(arr)
    if arr.ndim == 0:
        if arr.dtype.kind == "c":  # C++'s std::complex text: (re,im)
            c = complex(arr.item())
            return f"({_part_text(c.real)},{_part_text(c.imag)})"
        if arr.dtype.kind == "b":  # the Print op writes a bool as C++ does: 1 / 0
            return str(int(arr.item()))
        return _scalar_text(arr.item())
    value = format_value(arr, separator=" ")
    if arr.ndim == 1:
        value = value[1:]
    return f"Tensor(shape={list(arr.shape)}, dtype={dtype_name}, value={value})"
