"""Window geometry shared by convolution, pooling and Im2Col/Col2Im (NCHW): kernel/stride pairs,
MindSpore's pad modes, output sizes, input checks and strided window views."""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ..errors import ArgumentError, DTypeError, OpRuntimeError, ShapeError
from ._helpers import dtype_name, fmt_shape, np_dtype


def _F():
    from . import functional

    return functional


# --- window geometry shared by conv, pooling and im2col ----------------------------------------------
def _pair(name: str, v: Any, arg: str) -> Tuple[int, int]:
    """An int, (h, w) or MindSpore's (1, 1, h, w) -> (h, w) of positive ints."""
    if isinstance(v, (int, np.integer)) and not isinstance(v, bool):
        out = (int(v), int(v))
    elif isinstance(v, (tuple, list)) and len(v) == 2:
        out = (int(v[0]), int(v[1]))
    elif isinstance(v, (tuple, list)) and len(v) == 4:
        out = (int(v[2]), int(v[3]))
    else:
        raise ArgumentError(f"For '{name}', '{arg}' must be an int or a tuple of 2 (or 4) ints, but got {v!r}.")
    if out[0] <= 0 or out[1] <= 0:
        raise ShapeError(f"For '{name}', '{arg}' must be positive, but got {v!r}.")
    return out


def _pads(name: str, pad_mode: str, pad: Any, hw: Tuple[int, int], k: Tuple[int, int],
          s: Tuple[int, int], d: Tuple[int, int]) -> Tuple[int, int, int, int]:
    """(top, bottom, left, right) padding for pad_mode 'valid', 'same' (TF style) or 'pad'."""
    mode = str(pad_mode).lower()
    if mode == "valid":
        return (0, 0, 0, 0)
    if mode == "same":
        out = []
        for i in range(2):
            eff = (k[i] - 1) * d[i] + 1
            o = -(-hw[i] // s[i])
            total = max((o - 1) * s[i] + eff - hw[i], 0)
            out += [total // 2, total - total // 2]
        return tuple(out)  # type: ignore[return-value]
    if mode == "pad":
        if isinstance(pad, (int, np.integer)):
            p = (int(pad),) * 4
        elif isinstance(pad, (tuple, list)) and len(pad) == 2:
            p = (int(pad[0]), int(pad[0]), int(pad[1]), int(pad[1]))
        elif isinstance(pad, (tuple, list)) and len(pad) == 4:
            p = tuple(int(v) for v in pad)
        else:
            raise ArgumentError(f"For '{name}', 'pad' must be an int or a tuple of 2 or 4 ints, but got {pad!r}.")
        if min(p) < 0:
            raise ShapeError(f"For '{name}', 'pad' must be non-negative, but got {pad!r}.")
        return p  # type: ignore[return-value]
    raise ArgumentError(f"For '{name}', 'pad_mode' must be one of 'valid', 'same', 'pad', but got {pad_mode!r}.")


def _out_hw(name: str, hw: Tuple[int, int], k: Tuple[int, int], s: Tuple[int, int], d: Tuple[int, int],
            p: Tuple[int, int, int, int], error: type = ShapeError) -> Tuple[int, int]:
    """The output (h, w); ``error`` (MindSpore's class for the op: ValueError, AvgPool's RuntimeError)
    when one is not positive."""
    out = []
    for i in range(2):
        eff = (k[i] - 1) * d[i] + 1
        o = (hw[i] + p[2 * i] + p[2 * i + 1] - eff) // s[i] + 1
        if o <= 0:
            raise error(f"For '{name}', the output spatial size must be positive, but got {o} for input size "
                             f"{hw[i]}, kernel {k[i]}, dilation {d[i]}, stride {s[i]} and padding "
                             f"{p[2 * i]}+{p[2 * i + 1]}.")
        out.append(o)
    return out[0], out[1]


def conv_out_size(name: str, size: int, lo: int, hi: int, k: int, d: int, s: int) -> int:
    """One output size of MindSpore 2.10's CPU convolution (Conv2D / Conv3D): ``(size + lo + hi - eff) / s + 1`` with
    C's division (toward zero).  A padded input shorter than the dilated kernel by less than two strides gives an
    empty dimension (an empty spatial input under pad_mode 'same' too); shorter still, or by a part of a stride, is
    the CPU kernel's RuntimeError (measured: adapt43nn/conv_empty_spatial)."""
    n = size + lo + hi - ((k - 1) * d + 1)
    if n >= 0:
        return n // s + 1
    o = -((-n) // s) + 1
    if o != 0:
        raise OpRuntimeError(f"For '{name}', the padded input size {size + lo + hi} does not fit the dilated kernel "
                             f"{(k - 1) * d + 1} (stride {s}): the output size would be {o}.")
    return 0


def _check_4d(name: str, arg: str, shape: Tuple[Any, ...]) -> None:
    if len(shape) != 4 or any(d is None for d in shape):
        raise ShapeError(f"For '{name}', the input '{arg}' must be a static 4-D tensor (NCHW), but got shape "
                         f"{fmt_shape(shape)}.")


def _check_float(name: str, arg: str, x: Any) -> None:
    if np_dtype(x).kind != "f":
        raise DTypeError(f"For '{name}', the input '{arg}' must be a float tensor, but got {dtype_name(x)}.")


def _windows(xp: np.ndarray, k: Tuple[int, int], s: Tuple[int, int], d: Tuple[int, int]) -> np.ndarray:
    """(N, C, OH, OW, kh, kw) strided view of the padded input's windows."""
    eff = ((k[0] - 1) * d[0] + 1, (k[1] - 1) * d[1] + 1)
    w = sliding_window_view(xp, eff, axis=(2, 3))
    return w[:, :, ::s[0], ::s[1], ::d[0], ::d[1]]


def _pad(x: np.ndarray, p: Tuple[int, int, int, int], value: Any = 0) -> np.ndarray:
    if not any(p):
        return x
    return np.pad(x, ((0, 0), (0, 0), (p[0], p[1]), (p[2], p[3])), constant_values=value)
