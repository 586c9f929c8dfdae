"""``mindspore.numpy.fft`` (h-fft): numpy-style names (``a``, ``axis``/``axes``) of the ``ops`` FFT family.

MindSpore 2.10's ``mindspore.numpy.fft.ihfftn`` calls ``ops.hfftn`` (a slip); msgraph's calls ``ops.ihfftn``
(docs/differences.md).
"""
from __future__ import annotations

from typing import Any

from .. import ops as _ops
from ..ops.registry import op_function

__all__ = ["fftshift", "ifftshift", "fft", "ifft", "rfft", "irfft", "fft2", "ifft2", "fftn", "ifftn", "rfft2",
           "irfft2", "rfftn", "irfftn", "hfft", "ihfft", "hfft2", "ihfft2", "hfftn", "ihfftn", "fftfreq",
           "rfftfreq"]


@op_function
def fftshift(x: Any, axes: Any = None) -> Any:
    """``ops.fftshift(x, axes)``."""
    return _ops.fftshift(x, axes)


@op_function
def ifftshift(x: Any, axes: Any = None) -> Any:
    """``ops.ifftshift(x, axes)``."""
    return _ops.ifftshift(x, axes)


@op_function
def fft(a: Any, n: Any = None, axis: int = -1, norm: Any = None) -> Any:
    """``ops.fft(a, n, axis, norm)``."""
    return _ops.fft(a, n, axis, norm)


@op_function
def ifft(a: Any, n: Any = None, axis: int = -1, norm: Any = None) -> Any:
    """``ops.ifft(a, n, axis, norm)``."""
    return _ops.ifft(a, n, axis, norm)


@op_function
def rfft(a: Any, n: Any = None, axis: int = -1, norm: Any = None) -> Any:
    """``ops.rfft(a, n, axis, norm)``."""
    return _ops.rfft(a, n, axis, norm)


@op_function
def irfft(a: Any, n: Any = None, axis: int = -1, norm: Any = None) -> Any:
    """``ops.irfft(a, n, axis, norm)``."""
    return _ops.irfft(a, n, axis, norm)


@op_function
def hfft(a: Any, n: Any = None, axis: int = -1, norm: Any = None) -> Any:
    """``ops.hfft(a, n, axis, norm)``."""
    return _ops.hfft(a, n, axis, norm)


@op_function
def ihfft(a: Any, n: Any = None, axis: int = -1, norm: Any = None) -> Any:
    """``ops.ihfft(a, n, axis, norm)``."""
    return _ops.ihfft(a, n, axis, norm)


@op_function
def fft2(a: Any, s: Any = None, axes: Any = (-2, -1), norm: Any = None) -> Any:
    """``ops.fft2(a, s, axes, norm)``."""
    return _ops.fft2(a, s, axes, norm)


@op_function
def ifft2(a: Any, s: Any = None, axes: Any = (-2, -1), norm: Any = None) -> Any:
    """``ops.ifft2(a, s, axes, norm)``."""
    return _ops.ifft2(a, s, axes, norm)


@op_function
def rfft2(a: Any, s: Any = None, axes: Any = (-2, -1), norm: Any = None) -> Any:
    """``ops.rfft2(a, s, axes, norm)``."""
    return _ops.rfft2(a, s, axes, norm)


@op_function
def irfft2(a: Any, s: Any = None, axes: Any = (-2, -1), norm: Any = None) -> Any:
    """``ops.irfft2(a, s, axes, norm)``."""
    return _ops.irfft2(a, s, axes, norm)


@op_function
def hfft2(a: Any, s: Any = None, axes: Any = (-2, -1), norm: Any = None) -> Any:
    """``ops.hfft2(a, s, axes, norm)``."""
    return _ops.hfft2(a, s, axes, norm)


@op_function
def ihfft2(a: Any, s: Any = None, axes: Any = (-2, -1), norm: Any = None) -> Any:
    """``ops.ihfft2(a, s, axes, norm)``."""
    return _ops.ihfft2(a, s, axes, norm)


@op_function
def fftn(a: Any, s: Any = None, axes: Any = None, norm: Any = None) -> Any:
    """``ops.fftn(a, s, axes, norm)``."""
    return _ops.fftn(a, s, axes, norm)


@op_function
def ifftn(a: Any, s: Any = None, axes: Any = None, norm: Any = None) -> Any:
    """``ops.ifftn(a, s, axes, norm)``."""
    return _ops.ifftn(a, s, axes, norm)


@op_function
def rfftn(a: Any, s: Any = None, axes: Any = None, norm: Any = None) -> Any:
    """``ops.rfftn(a, s, axes, norm)``."""
    return _ops.rfftn(a, s, axes, norm)


@op_function
def irfftn(a: Any, s: Any = None, axes: Any = None, norm: Any = None) -> Any:
    """``ops.irfftn(a, s, axes, norm)``."""
    return _ops.irfftn(a, s, axes, norm)


@op_function
def hfftn(a: Any, s: Any = None, axes: Any = None, norm: Any = None) -> Any:
    """``ops.hfftn(a, s, axes, norm)``."""
    return _ops.hfftn(a, s, axes, norm)


@op_function
def ihfftn(a: Any, s: Any = None, axes: Any = None, norm: Any = None) -> Any:
    """``ops.ihfftn(a, s, axes, norm)``."""
    return _ops.ihfftn(a, s, axes, norm)


@op_function
def fftfreq(n: int, d: float = 1.0, dtype: Any = None) -> Any:
    """``ops.fftfreq(n, d, dtype)``."""
    return _ops.fftfreq(n, d, dtype)


@op_function
def rfftfreq(n: int, d: float = 1.0, dtype: Any = None) -> Any:
    """``ops.rfftfreq(n, d, dtype)``."""
    return _ops.rfftfreq(n, d, dtype)
