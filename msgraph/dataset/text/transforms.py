"""``ds.text``: MindSpore's text transforms that need no vocabulary or tokenizer model: AddToken, Truncate,
TruncateSequencePair, SlidingWindow, Ngram, ToNumber.  Each works eagerly on numpy arrays/lists and inside
``dataset.map``; checks and error messages follow MindSpore 2.10 (its C++ kernels' RuntimeErrors become
pipeline errors, "map operation: [Ngram] failed. ...")."""
from __future__ import annotations

import re
from typing import Any, List, Tuple

import numpy as np

from ..core.pipeline import PipelineError
from ..engine.convert import mstype_to_numpy, to_array
from ..engine.datasets import _check_range, _check_type
from ..transforms.transforms import TensorOperation, _de_type

_INT32_MAX = 2147483647
_INT_PREFIX = re.compile(r"\s*[+-]?\d+")


def _check_int(name: str, value: Any, lo: int = 1, hi: int = _INT32_MAX) -> int:
    _check_type(name, value, int)
    _check_range(name, value, lo, hi)
    return value


def _as_input(value: Any) -> np.ndarray:
    arr = to_array(value) if not isinstance(value, (list, tuple)) else np.asarray(value)
    if arr.dtype.kind == "O":
        raise TypeError(f"Invalid user input. Got {type(value)}: {value}, cannot be converted into tensor.")
    if arr.dtype.kind == "i" and arr.dtype != np.int64 and isinstance(value, (list, tuple)):
        arr = arr.astype(np.int64)
    return arr


class TextTensorOperation(TensorOperation):
    """A one-column text transform: ``op(x)`` eagerly (MindSpore's RuntimeError for several inputs)."""

    n_inputs = 1

    def __call__(self, *args: Any) -> Any:
        if self.n_inputs == 1 and len(args) != 1:
            raise RuntimeError("The op is OneToOne, can only accept one tensor as input.")
        return self._apply(*(_as_input(a) for a in args))


class AddToken(TextTensorOperation):
    """``token`` added before (``begin``) or after a 1-D string row."""

    def __init__(self, token: str, begin: bool = True) -> None:
        if not isinstance(token, str):
            _check_type("token", token, str)
        if not isinstance(begin, bool):
            _check_type("begin", begin, bool)
        self.token, self.begin = token, begin

    def _apply(self, x: np.ndarray) -> np.ndarray:
        if x.dtype.kind not in "US":
            raise PipelineError(f"AddToken: input tensor type should be string, but got {_de_type(x)}.")
        if x.ndim not in (1, 2):
            raise PipelineError(f"AddToken: input tensor rank should be 1 or 2, but got {x.ndim}.")
        tok = np.full(x.shape[:-1] + (1,), self.token if x.dtype.kind == "U" else self.token.encode())
        return np.concatenate([tok, x] if self.begin else [x, tok], axis=-1)


def _check_truncatable(name: str, x: np.ndarray) -> None:
    if x.dtype.kind not in "biufU":
        raise PipelineError(f"{name}: {name}: the input tensor should be in type of [bool, int, float, double, "
                            f"string].")


class Truncate(TextTensorOperation):
    """The last dimension of a 1-D or 2-D row cut to ``max_seq_len``."""

    def __init__(self, max_seq_len: int) -> None:
        self.max_seq_len = _check_int("max_seq_len", max_seq_len)

    def _apply(self, x: np.ndarray) -> np.ndarray:
        _check_truncatable("Truncate", x)
        if x.ndim not in (1, 2):
            raise PipelineError("Truncate: the input tensor should be of dimension 1 or 2.")
        return np.ascontiguousarray(x[..., :self.max_seq_len])


class TruncateSequencePair(TextTensorOperation):
    """Two 1-D rows cut until together they hold at most ``max_length`` items: the longer loses its last item first
    (the second on a tie)."""

    n_inputs = 2

    def __init__(self, max_length: int) -> None:
        if isinstance(max_length, bool) or not isinstance(max_length, int):   # MindSpore checks only the type
            _check_type("max_length", max_length, int)
        self.max_length = max_length

    def _apply(self, a: np.ndarray, b: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        for x in (a, b):
            if x.ndim != 1:
                raise PipelineError(f"TruncateSequencePair: both data should be 1D, but got {x.ndim}D.")
        n1, n2 = len(a), len(b)
        while n1 + n2 > self.max_length:
            if n1 > n2:
                n1 -= 1
            else:
                n2 -= 1
        return a[:n1].copy(), b[:n2].copy()


class SlidingWindow(TextTensorOperation):
    """Windows of ``width`` consecutive items of a 1-D row, stacked along ``axis`` (0 or -1): shape
    (len - width + 1, width); empty when the row is shorter than ``width``."""

    def __init__(self, width: int, axis: int = 0) -> None:
        self.width = _check_int("width", width)
        if isinstance(axis, bool) or not isinstance(axis, int):
            _check_type("axis", axis, int)
        self.axis = axis

    def _apply(self, x: np.ndarray) -> np.ndarray:
        if self.axis not in (0, -1):
            raise PipelineError(f"SlidingWindow: The parameter axis supports 0 or -1 only for now, but got "
                                f"{self.axis}.")
        if x.ndim != 1:
            raise PipelineError(f"SlidingWindow: SlidingWindow supports 1D input only for now, but got {x.ndim}D.")
        n = len(x) - self.width + 1
        if n <= 0:
            return np.empty((0,), x.dtype)
        return np.stack([x[i:i + self.width] for i in range(n)])


def _check_pad(pad: Any) -> Tuple[str, int]:
    if not (isinstance(pad, tuple) and len(pad) == 2 and isinstance(pad[0], str) and isinstance(pad[1], int)
            and not isinstance(pad[1], bool)):
        raise ValueError("pad needs to be a tuple of (str, int) str and int stands for pad token and width.")
    if pad[1] < 0:
        raise ValueError("padding width need to be positive numbers.")
    return pad


class Ngram(TextTensorOperation):
    """The n-grams of a 1-D string row for each n in ``n`` (in that order), joined with ``separator``; each side
    padded with ``left_pad``/``right_pad`` = (token, width), at most n - 1 tokens per n-gram size.  An n larger
    than the padded row gives one empty string."""

    def __init__(self, n: Any, left_pad: Tuple[str, int] = ("", 0), right_pad: Tuple[str, int] = ("", 0),
                 separator: str = " ") -> None:
        grams = [n] if isinstance(n, int) and not isinstance(n, bool) else n
        if not isinstance(grams, list):
            _check_type("n", n, list)
        if not grams:
            raise ValueError("n needs to be a non-empty list of positive integers.")
        for i, g in enumerate(grams):
            if isinstance(g, bool) or not isinstance(g, int):
                _check_type(f"gram[{i}]", g, int)
            if g <= 0:
                raise ValueError(f"gram_{i} must be greater than 0.")
        self.n = grams
        self.left_pad, self.right_pad = _check_pad(left_pad), _check_pad(right_pad)
        if not isinstance(separator, str):
            _check_type("separator", separator, str)
        self.separator = separator

    def _apply(self, x: np.ndarray) -> np.ndarray:
        if x.dtype.kind != "U":   # bytes too, as MindSpore
            raise PipelineError("Ngram: input is not a 1D data with string datatype.")
        if x.ndim != 1:
            raise PipelineError(f"Ngram: input tensor must be 1D, but got {x.ndim}D.")
        tokens = [t.decode() if isinstance(t, bytes) else str(t) for t in x.tolist()]
        out: List[str] = []
        for g in self.n:
            lw, rw = min(self.left_pad[1], g - 1), min(self.right_pad[1], g - 1)
            row = [self.left_pad[0]] * lw + tokens + [self.right_pad[0]] * rw
            if len(row) < g:
                out.append("")
                continue
            out.extend(self.separator.join(row[i:i + g]) for i in range(len(row) - g + 1))
        return np.array(out)


class ToNumber(TextTensorOperation):
    """Strings parsed as numbers of ``data_type`` (MindSpore's RuntimeErrors for text that is not a number and
    values outside the type's range)."""

    def __init__(self, data_type: Any) -> None:
        dt = mstype_to_numpy(data_type)
        if dt.kind not in "iuf":
            name = getattr(data_type, "name", None) or str(data_type)
            raise TypeError(f"data_type: {name} is not numeric data type.")
        self.data_type = dt

    def _convert(self, s: str) -> Any:
        dt = self.data_type
        try:   # integers as C++'s stoll reads them: the leading digits ("1.5" is 1)
            value = int(_INT_PREFIX.match(s).group(0)) if dt.kind in "iu" else float(s)
        except (ValueError, AttributeError):
            raise PipelineError(f"ToNumber: it is invalid to convert \"{s}\" to a number.") from None
        if dt.kind in "iu":
            info = np.iinfo(dt)
            if not info.min <= value <= info.max:
                raise PipelineError(f"ToNumber: string input {s} will be out of bounds if cast to {dt.name}. The "
                                    f"valid range is: [{info.min}, {info.max}].")
            return value
        if not np.isfinite(value) or abs(value) > np.finfo(dt).max:
            if dt == np.float16:
                raise PipelineError(f"ToNumber: string input {s} will be outside of valid float16 range.")
            raise PipelineError(f"ToNumber: string input {s} will be out of bounds if cast to {dt.name}. The valid "
                                f"range is: [{np.finfo(dt).min}, {np.finfo(dt).max}].")
        return value

    def _apply(self, x: np.ndarray) -> np.ndarray:
        if x.dtype.kind != "U":   # numbers and bytes
            raise PipelineError("ToNumber: input should be string datatype.")
        flat = [self._convert(t.decode() if isinstance(t, bytes) else str(t)) for t in x.reshape(-1).tolist()]
        return np.array(flat, dtype=self.data_type).reshape(x.shape)


__all__ = ["AddToken", "Ngram", "SlidingWindow", "ToNumber", "Truncate", "TruncateSequencePair"]


def __getattr__(name: str) -> Any:
    """The tokenizers and ToVectors under ``text.transforms`` too, as MindSpore (defined in their own modules,
    which import this one)."""
    from . import tokenizers, vectors

    for module in (tokenizers, vectors):
        if name in module.__all__:
            return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
