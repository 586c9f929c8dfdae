"""``ds.audio.Resample``: band-limited sinc resampling (Hann-windowed or Kaiser-windowed sinc kernels, the
polyphase scheme torchaudio and MindSpore 2.10 use), computed in float64."""
from __future__ import annotations

import math
from typing import Any, Optional

import numpy as np

from .transforms import _F32_INT, AudioTensorOperation, _range, _type
from .utils import ResampleMethod

__all__ = ["Resample"]

_INT32_MAX = 2147483647
_KAISER_BETA = 14.769656459379492


def _sinc_kernel(orig: int, new: int, width: int, rolloff: float, method: ResampleMethod,
                 beta: Optional[float]) -> tuple:
    """(new, 2 * pad + orig) polyphase kernels and the padding ``pad`` for rates already divided by their gcd."""
    base = min(orig, new) * rolloff
    pad = int(math.ceil(width * orig / base))
    idx = np.arange(-pad, pad + orig, dtype=np.float64) / orig
    t = (-np.arange(new, dtype=np.float64) / new)[:, None] + idx[None, :]
    t = np.clip(t * base, -width, width)
    if method == ResampleMethod.KAISER_WINDOW:
        b = _KAISER_BETA if beta is None else float(beta)
        window = np.i0(b * np.sqrt(1 - (t / width) ** 2)) / np.i0(b)
    else:
        window = np.cos(t * math.pi / width / 2) ** 2
    t = t * math.pi
    with np.errstate(invalid="ignore", divide="ignore"):
        sinc = np.where(t == 0, 1.0, np.sin(t) / np.where(t == 0, 1.0, t))
    return sinc * window * (base / orig), pad


class Resample(AudioTensorOperation):
    """A waveform (..., time) resampled from ``orig_freq`` to ``new_freq``: ceil(new * time / orig) samples
    (float64 stays float64; integer and float16 input give float32, as MindSpore)."""

    _dtypes = "number"

    def __init__(self, orig_freq: float = 16000, new_freq: float = 16000,
                 resample_method: ResampleMethod = ResampleMethod.SINC_INTERPOLATION, lowpass_filter_width: int = 6,
                 rolloff: float = 0.99, beta: Optional[float] = None) -> None:
        for name, value in (("orig_freq", orig_freq), ("new_freq", new_freq)):
            _type(value, (float, int), name)
            _range(value, 0, _F32_INT, name, left_open=True)
        _type(resample_method, (ResampleMethod,), "resample_method")
        _type(lowpass_filter_width, (int,), "lowpass_filter_width")
        _range(lowpass_filter_width, 1, _INT32_MAX, "lowpass_filter_width")
        _type(rolloff, (float,), "rolloff")
        _range(rolloff, 0, 1.0, "rolloff", left_open=True)
        self.orig_freq, self.new_freq = orig_freq, new_freq
        self.resample_method, self.lowpass_filter_width = resample_method, lowpass_filter_width
        self.rolloff, self.beta = rolloff, beta

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        if self.orig_freq == self.new_freq:
            return x if x.dtype == np.float64 else x.astype(np.float32)
        gcd = math.gcd(int(self.orig_freq), int(self.new_freq))
        orig, new = int(self.orig_freq) // gcd, int(self.new_freq) // gcd
        kernel, pad = _sinc_kernel(orig, new, self.lowpass_filter_width, self.rolloff, self.resample_method,
                                   self.beta)
        shape, length = x.shape[:-1], x.shape[-1]
        flat = x.reshape(-1, length).astype(np.float64)
        padded = np.pad(flat, ((0, 0), (pad, pad + orig)))
        width = kernel.shape[1]
        frames = (padded.shape[1] - width) // orig + 1
        starts = np.arange(frames) * orig
        windows = padded[:, starts[:, None] + np.arange(width)[None, :]]       # (batch, frames, width)
        out = np.einsum("bfw,nw->bfn", windows, kernel).reshape(flat.shape[0], -1)
        target = int(math.ceil(new * length / orig))
        return out[:, :target].reshape(shape + (-1,)).astype(np.float64 if x.dtype == np.float64 else np.float32)
