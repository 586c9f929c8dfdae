"""``mindspore.dataset.audio``: audio transforms on numpy waveforms ``<..., time>`` (MindSpore 2.10's
arguments, checks, dtypes and errors; the filters follow the SoX/torchaudio formulas MindSpore's kernels use).

Filters compute in float64 from float32-rounded coefficients (MindSpore keeps them as C++ floats) and
return the input's float dtype; integer waveforms are refused as MindSpore refuses them.
"""
from __future__ import annotations

import math
from typing import Any, Sequence, Tuple

import numpy as np

from ...common.stdengines import MT19937, mt19937_uniform
from ..core.pipeline import PipelineError, op_engine
from ..transforms.transforms import TensorOperation
from .utils import (BorderType, DensityFunction, FadeShape, GainType, Interpolation, Modulation, NormMode, ScaleType,
                    WindowType)

_INT32_MIN, _INT32_MAX = -2147483648, 2147483647
_F32_INT = 16777216


# -- argument checks (MindSpore's validator_helpers messages) --------------------------------------
def _type(value: Any, types: Tuple[type, ...], name: str) -> None:
    if isinstance(value, bool) and int in types and bool not in types:    # MindSpore shows the tuple here
        raise TypeError(f"Argument {name} with value {value} is not of type {tuple(types)}, but got {type(value)}.")
    if (isinstance(value, bool) and bool not in types) or not isinstance(value, types):
        raise TypeError(f"Argument {name} with value {value} is not of type {list(types)}, but got {type(value)}.")


def _range(value: Any, lo: Any, hi: Any, name: str, left_open: bool = False, right_open: bool = False) -> None:
    bad = (value <= lo if left_open else value < lo) or (value >= hi if right_open else value > hi)
    if bad:
        raise ValueError(f"Input {name} is not within the required interval of {'(' if left_open else '['}{lo}, "
                         f"{hi}{')' if right_open else ']'}.")


def _float32(value: Any, name: str) -> None:
    _type(value, (float, int), name)
    _range(value, -_F32_INT, _F32_INT, name)


def _int32_not_zero(value: Any, name: str) -> None:
    _type(value, (int,), name)
    if value < _INT32_MIN or value > _INT32_MAX or value == 0:
        raise ValueError(f"Input {name} is not within the required interval of [-2147483648, 0) and "
                         "(0, 2147483647].")


def _sample_rate(sample_rate: Any) -> None:
    _type(sample_rate, (int,), "sample_rate")
    _int32_not_zero(sample_rate, "sample_rate")


def _freq(value: Any, name: str) -> None:
    _type(value, (float, int), name)
    _float32(value, name)


def _q(q: Any) -> None:
    _type(q, (float, int), "Q")
    _range(q, 0, 1, "Q", left_open=True)


# -- kernels ----------------------------------------------------------------------------------------
class AudioTensorOperation(TensorOperation):
    """Base of the audio transforms: eager calls take numpy arrays only."""

    _dtypes = "float"        # "float": float16/32/64 waveforms; "number": ints too (computed as float32)

    #: MindSpore's kernel has a float16 case (a float16 waveform stays float16: the biquad filters, lfilter,
    #: flanger) or refuses float16; False: a float16 input is computed, and comes out, as float32
    _keeps_float16 = False

    def __call__(self, *args: Any) -> Any:
        for a in args:
            if not isinstance(a, np.ndarray):
                raise TypeError(f"Input should be NumPy audio, got {type(a)}.")
        if not self._keeps_float16:
            args = tuple(a.astype(np.float32) if a.dtype == np.float16 else a for a in args)
        return self._apply(*args)

    def _waveform(self, x: np.ndarray, min_rank: int = 1, shape: str = "<..., time>") -> np.ndarray:
        name = type(self).__name__
        if x.ndim < min_rank:
            raise PipelineError(f"{name}: the shape of input tensor does not match the requirement of operator. "
                                f"Expecting tensor in shape of {shape}. But got tensor with dimension {x.ndim}.")
        kind = x.dtype.kind
        if kind == "f" or (self._dtypes == "number" and kind in "iub"):
            return x
        wanted = "[float, double]" if self._dtypes == "float" else "[int, float, double]"
        got = "string" if kind in "USO" else str(x.dtype)
        raise PipelineError(f"{name}: the data type of input tensor does not match the requirement of operator. "
                            f"Expecting tensor in type of {wanted}. But got type {got}.")

    @staticmethod
    def _out_dtype(x: np.ndarray) -> Any:
        return x.dtype if x.dtype.kind == "f" else np.float32


def _lfilter(x: np.ndarray, a: Sequence[float], b: Sequence[float], clamp: bool) -> np.ndarray:
    """Direct-form difference equation along the last axis, coefficients normalised by a[0]; the output
    is clamped to [-1, 1] after filtering (the recursion uses unclamped values)."""
    a = np.asarray(a, np.float32).astype(np.float64)
    b = np.asarray(b, np.float32).astype(np.float64)
    a, b = a / a[0], b / a[0]
    src = x.astype(np.float64).reshape(-1, x.shape[-1]) if x.size else x.astype(np.float64).reshape(0, 0)
    n = src.shape[-1]
    order = len(a)
    out = np.zeros_like(src)
    for t in range(n):
        acc = np.zeros(src.shape[0])
        for k in range(min(order, t + 1)):
            acc += b[k] * src[:, t - k]
            if k:
                acc -= a[k] * out[:, t - k]
        out[:, t] = acc
    if clamp:
        out = np.clip(out, -1.0, 1.0)
    return out.reshape(x.shape)


class _Biquad(AudioTensorOperation):
    """A two-pole two-zero filter: ``_coeffs()`` gives (b0, b1, b2, a0, a1, a2)."""

    _keeps_float16 = True

    def _coeffs(self) -> Tuple[float, ...]:
        raise NotImplementedError

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        b0, b1, b2, a0, a1, a2 = self._coeffs()
        return _lfilter(x, [a0, a1, a2], [b0, b1, b2], True).astype(self._out_dtype(x))


def _w0_alpha(sample_rate: int, freq: float, q: float) -> Tuple[float, float]:
    w0 = 2 * math.pi * freq / sample_rate
    return w0, math.sin(w0) / 2 / q


class AllpassBiquad(_Biquad):
    """Two-pole all-pass filter."""

    def __init__(self, sample_rate: int, central_freq: float, Q: float = 0.707) -> None:
        _sample_rate(sample_rate)
        _freq(central_freq, "central_freq")
        _q(Q)
        self.sample_rate, self.central_freq, self.quality_factor = sample_rate, central_freq, Q

    def _coeffs(self) -> Tuple[float, ...]:
        w0, alpha = _w0_alpha(self.sample_rate, self.central_freq, self.quality_factor)
        return 1 - alpha, -2 * math.cos(w0), 1 + alpha, 1 + alpha, -2 * math.cos(w0), 1 - alpha


class BandBiquad(_Biquad):
    """Two-pole band filter (``noise``: for unpitched audio)."""

    def __init__(self, sample_rate: int, central_freq: float, Q: float = 0.707, noise: bool = False) -> None:
        _sample_rate(sample_rate)
        _freq(central_freq, "central_freq")
        _q(Q)
        _type(noise, (bool,), "noise")
        self.sample_rate, self.central_freq, self.quality_factor, self.noise = sample_rate, central_freq, Q, noise

    def _coeffs(self) -> Tuple[float, ...]:
        w0 = 2 * math.pi * self.central_freq / self.sample_rate
        bw_hz = self.central_freq / self.quality_factor
        a2 = math.exp(-2 * math.pi * bw_hz / self.sample_rate)
        a1 = -4 * a2 / (1 + a2) * math.cos(w0)
        b0 = math.sqrt(1 - a1 * a1 / (4 * a2)) * (1 - a2)
        if self.noise:
            b0 *= math.sqrt(((1 + a2) ** 2 - a1 * a1) * (1 - a2) / (1 + a2)) / b0
        return b0, 0.0, 0.0, 1.0, a1, a2


class BandpassBiquad(_Biquad):
    """Two-pole band-pass filter (``const_skirt_gain``: constant skirt gain, else 0 dB peak)."""

    def __init__(self, sample_rate: int, central_freq: float, Q: float = 0.707,
                 const_skirt_gain: bool = False) -> None:
        _sample_rate(sample_rate)
        _freq(central_freq, "central_freq")
        _q(Q)
        _type(const_skirt_gain, (bool,), "const_skirt_gain")
        self.sample_rate, self.central_freq, self.quality_factor = sample_rate, central_freq, Q
        self.const_skirt_gain = const_skirt_gain

    def _coeffs(self) -> Tuple[float, ...]:
        w0, alpha = _w0_alpha(self.sample_rate, self.central_freq, self.quality_factor)
        temp = math.sin(w0) / 2 if self.const_skirt_gain else alpha
        return temp, 0.0, -temp, 1 + alpha, -2 * math.cos(w0), 1 - alpha


class BandrejectBiquad(_Biquad):
    """Two-pole band-reject filter."""

    def __init__(self, sample_rate: int, central_freq: float, Q: float = 0.707) -> None:
        _sample_rate(sample_rate)
        _freq(central_freq, "central_freq")
        _q(Q)
        self.sample_rate, self.central_freq, self.quality_factor = sample_rate, central_freq, Q

    def _coeffs(self) -> Tuple[float, ...]:
        w0, alpha = _w0_alpha(self.sample_rate, self.central_freq, self.quality_factor)
        return 1.0, -2 * math.cos(w0), 1.0, 1 + alpha, -2 * math.cos(w0), 1 - alpha


def _shelf(sample_rate: int, gain: float, freq: float, q: float) -> Tuple[float, float, float, float]:
    w0, alpha = _w0_alpha(sample_rate, freq, q)
    a = math.exp(gain / 40 * math.log(10))
    return a, 2 * math.sqrt(a) * alpha, (a - 1) * math.cos(w0), (a + 1) * math.cos(w0)


class BassBiquad(_Biquad):
    """Two-pole low-shelf filter (bass boost or cut by ``gain`` dB)."""

    def __init__(self, sample_rate: int, gain: float, central_freq: float = 100.0, Q: float = 0.707) -> None:
        _sample_rate(sample_rate)
        _freq(gain, "gain")
        _freq(central_freq, "central_freq")
        _q(Q)
        self.sample_rate, self.gain, self.central_freq, self.quality_factor = sample_rate, gain, central_freq, Q

    def _coeffs(self) -> Tuple[float, ...]:
        a, t1, t2, t3 = _shelf(self.sample_rate, self.gain, self.central_freq, self.quality_factor)
        return (a * ((a + 1) - t2 + t1), 2 * a * ((a - 1) - t3), a * ((a + 1) - t2 - t1),
                (a + 1) + t2 + t1, -2 * ((a - 1) + t3), (a + 1) + t2 - t1)


class TrebleBiquad(_Biquad):
    """Two-pole high-shelf filter (treble boost or cut by ``gain`` dB)."""

    def __init__(self, sample_rate: int, gain: float, central_freq: float = 3000, Q: float = 0.707) -> None:
        _sample_rate(sample_rate)
        _freq(gain, "gain")
        _freq(central_freq, "central_freq")
        _q(Q)
        self.sample_rate, self.gain, self.central_freq, self.quality_factor = sample_rate, gain, central_freq, Q

    def _coeffs(self) -> Tuple[float, ...]:
        a, t1, t2, t3 = _shelf(self.sample_rate, self.gain, self.central_freq, self.quality_factor)
        return (a * ((a + 1) + t2 + t1), -2 * a * ((a - 1) + t3), a * ((a + 1) + t2 - t1),
                (a + 1) - t2 + t1, 2 * ((a - 1) - t3), (a + 1) - t2 - t1)


class EqualizerBiquad(_Biquad):
    """Two-pole peaking equaliser."""

    def __init__(self, sample_rate: int, center_freq: float, gain: float, Q: float = 0.707) -> None:
        _sample_rate(sample_rate)
        _freq(center_freq, "central_freq")
        _freq(gain, "gain")
        _q(Q)
        self.sample_rate, self.center_freq, self.gain, self.quality_factor = sample_rate, center_freq, gain, Q

    def _coeffs(self) -> Tuple[float, ...]:
        w0, alpha = _w0_alpha(self.sample_rate, self.center_freq, self.quality_factor)
        a = math.exp(self.gain / 40.0 * math.log(10))
        c = -2 * math.cos(w0)
        return 1 + alpha * a, c, 1 - alpha * a, 1 + alpha / a, c, 1 - alpha / a


class HighpassBiquad(_Biquad):
    """Two-pole high-pass filter."""

    def __init__(self, sample_rate: int, cutoff_freq: float, Q: float = 0.707) -> None:
        _sample_rate(sample_rate)
        _freq(cutoff_freq, "cutoff_freq")
        _q(Q)
        self.sample_rate, self.cutoff_freq, self.quality_factor = sample_rate, cutoff_freq, Q

    def _coeffs(self) -> Tuple[float, ...]:
        w0, alpha = _w0_alpha(self.sample_rate, self.cutoff_freq, self.quality_factor)
        c = math.cos(w0)
        return (1 + c) / 2, -1 - c, (1 + c) / 2, 1 + alpha, -2 * c, 1 - alpha


class LowpassBiquad(_Biquad):
    """Two-pole low-pass filter."""

    def __init__(self, sample_rate: int, cutoff_freq: float, Q: float = 0.707) -> None:
        _sample_rate(sample_rate)
        _freq(cutoff_freq, "cutoff_freq")
        _q(Q)
        self.sample_rate, self.cutoff_freq, self.quality_factor = sample_rate, cutoff_freq, Q

    def _coeffs(self) -> Tuple[float, ...]:
        w0, alpha = _w0_alpha(self.sample_rate, self.cutoff_freq, self.quality_factor)
        c = math.cos(w0)
        return (1 - c) / 2, 1 - c, (1 - c) / 2, 1 + alpha, -2 * c, 1 - alpha


class DeemphBiquad(_Biquad):
    """ISO 908 CD de-emphasis (a treble-cut shelf) at 44.1 or 48 kHz."""

    def __init__(self, sample_rate: int) -> None:
        _type(sample_rate, (int,), "sample_rate")
        if sample_rate not in (44100, 48000):
            raise ValueError(f"Argument sample_rate should be 44100 or 48000, but got {sample_rate}.")
        self.sample_rate = sample_rate

    def _coeffs(self) -> Tuple[float, ...]:
        # SoX's deemph constants (the width slopes differ from torchaudio's 0.48 / 0.49)
        freq, slope, gain = (5283, 0.4845, -9.477) if self.sample_rate == 44100 else (5356, 0.479, -9.62)
        w0 = 2 * math.pi * freq / self.sample_rate
        a = math.exp(gain / 40.0 * math.log(10))
        alpha = math.sin(w0) / 2 * math.sqrt((a + 1 / a) * (1 / slope - 1) + 2)
        t1, t2, t3 = 2 * math.sqrt(a) * alpha, (a - 1) * math.cos(w0), (a + 1) * math.cos(w0)
        return (a * ((a + 1) + t2 + t1), -2 * a * ((a - 1) + t3), a * ((a + 1) + t2 - t1),
                (a + 1) - t2 + t1, 2 * ((a - 1) - t3), (a + 1) - t2 - t1)


_RIAA = {44100: ((-0.2014898, 0.9233820), (0.7083149, 0.9924091)),
         48000: ((-0.1766069, 0.9321590), (0.7396325, 0.9931330)),
         88200: ((-0.1168735, 0.9648312), (0.8590646, 0.9964002)),
         96000: ((-0.1141486, 0.9676817), (0.8699137, 0.9966946))}


class RiaaBiquad(_Biquad):
    """RIAA vinyl playback equalisation."""

    def __init__(self, sample_rate: int) -> None:
        _type(sample_rate, (int,), "sample_rate")
        if sample_rate not in _RIAA:
            raise ValueError(f"sample_rate should be one of [44100, 48000, 88200, 96000], but got {sample_rate}.")
        self.sample_rate = sample_rate

    def _coeffs(self) -> Tuple[float, ...]:
        (z0, z1), (p0, p1) = _RIAA[self.sample_rate]
        b0, b1, b2 = 1.0, -(z0 + z1), z0 * z1
        a0, a1, a2 = 1.0, -(p0 + p1), p0 * p1
        y = 2 * math.pi * 1000 / self.sample_rate
        b_re = b0 + b1 * math.cos(-y) + b2 * math.cos(-2 * y)
        a_re = a0 + a1 * math.cos(-y) + a2 * math.cos(-2 * y)
        b_im = b1 * math.sin(-y) + b2 * math.sin(-2 * y)
        a_im = a1 * math.sin(-y) + a2 * math.sin(-2 * y)
        g = 1 / math.sqrt((b_re ** 2 + b_im ** 2) / (a_re ** 2 + a_im ** 2))
        return b0 * g, b1 * g, b2 * g, a0, a1, a2


class Biquad(_Biquad):
    """The biquad filter of the given coefficients."""

    def __init__(self, b0: float, b1: float, b2: float, a0: float, a1: float, a2: float) -> None:
        for name, v in (("b0", b0), ("b1", b1), ("b2", b2)):
            _float32(v, name)
        _type(a0, (float, int), "a0")
        if a0 < -_F32_INT or a0 > _F32_INT or a0 == 0:
            raise ValueError("Input a0 is not within the required interval of [-16777216, 0) and (0, 16777216].")
        _float32(a1, "a1")
        _float32(a2, "a2")
        self.b0, self.b1, self.b2, self.a0, self.a1, self.a2 = b0, b1, b2, a0, a1, a2

    def _coeffs(self) -> Tuple[float, ...]:
        return self.b0, self.b1, self.b2, self.a0, self.a1, self.a2


class LFilter(AudioTensorOperation):
    """IIR filter of coefficients ``a_coeffs`` (denominator) and ``b_coeffs`` (numerator)."""

    _keeps_float16 = True

    def __init__(self, a_coeffs: Sequence[float], b_coeffs: Sequence[float], clamp: bool = True) -> None:
        _type(a_coeffs, (list, tuple), "a_coeffs")
        _type(b_coeffs, (list, tuple), "b_coeffs")
        for name, coeffs in (("a_coeffs", a_coeffs), ("b_coeffs", b_coeffs)):
            for i, v in enumerate(coeffs):
                _float32(v, f"{name}[{i}]")
        if len(a_coeffs) != len(b_coeffs):
            raise ValueError("The size of a_coeffs should be the same as that of b_coeffs.")
        _type(clamp, (bool,), "clamp")
        self.a_coeffs, self.b_coeffs, self.clamp = list(a_coeffs), list(b_coeffs), clamp

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        return _lfilter(x, self.a_coeffs, self.b_coeffs, self.clamp).astype(self._out_dtype(x))


class Filtfilt(LFilter):
    """LFilter forwards (unclamped), then backwards over the reversed result (clamped if ``clamp``)."""

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        forward = _lfilter(x, self.a_coeffs, self.b_coeffs, False)
        back = _lfilter(forward[..., ::-1], self.a_coeffs, self.b_coeffs, self.clamp)[..., ::-1]
        return np.ascontiguousarray(back).astype(self._out_dtype(x))


def _non_negative_int32(value: Any, name: str) -> None:
    _type(value, (int,), name)
    _range(value, 0, _INT32_MAX, name)


class Fade(AudioTensorOperation):
    """Fade in over the first ``fade_in_len`` samples and out over the last ``fade_out_len``."""

    _dtypes = "number"

    def __init__(self, fade_in_len: int = 0, fade_out_len: int = 0, fade_shape: FadeShape = FadeShape.LINEAR) -> None:
        _non_negative_int32(fade_in_len, "fade_in_len")
        _non_negative_int32(fade_out_len, "fade_out_len")
        _type(fade_shape, (FadeShape,), "fade_shape")
        self.fade_in_len, self.fade_out_len, self.fade_shape = fade_in_len, fade_out_len, fade_shape

    def _curve(self, n: int, fade_in: bool) -> np.ndarray:
        """MindSpore 2.10's curves (not clamped: the logarithmic one peaks at 1.0414; its exponential
        curves are f * 2**(f-1) and (1-f) * 2**-f, not torchaudio's)."""
        f = np.linspace(0.0, 1.0, n) if n > 1 else np.zeros(n)
        shape = self.fade_shape
        if shape == FadeShape.LINEAR:
            return f if fade_in else 1 - f
        if shape == FadeShape.EXPONENTIAL:
            return f * np.power(2.0, f - 1) if fade_in else (1 - f) * np.power(2.0, -f)
        if shape == FadeShape.LOGARITHMIC:
            return np.log10(0.1 + f) + 1 if fade_in else np.log10(1.1 - f) + 1
        if shape == FadeShape.QUARTER_SINE:
            return np.sin(f * math.pi / 2) if fade_in else np.sin(f * math.pi / 2 + math.pi / 2)
        return (np.sin(f * math.pi - math.pi / 2) / 2 + 0.5 if fade_in
                else np.sin(f * math.pi + math.pi / 2) / 2 + 0.5)

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        n = x.shape[-1]
        if self.fade_in_len > n or self.fade_out_len > n:
            which, length = (("fade_in_len", self.fade_in_len) if self.fade_in_len > n
                             else ("fade_out_len", self.fade_out_len))
            raise PipelineError(f"Fade: {which} should be less than or equal to the length of waveform, but got "
                                f"{which}: {length}, length of waveform: {n}.")
        gain = np.ones(n)
        gain[:self.fade_in_len] *= self._curve(self.fade_in_len, True)
        if self.fade_out_len:
            gain[n - self.fade_out_len:] *= self._curve(self.fade_out_len, False)
        return (x.astype(np.float64) * gain).astype(self._out_dtype(x))


class MaskAlongAxis(AudioTensorOperation):
    """Set ``mask_width`` rows (axis=1: frequency) or columns (axis=2: time) from ``mask_start`` to
    ``mask_value`` in a spectrogram ``<..., freq, time>``."""

    _dtypes = "number"

    def __init__(self, mask_start: int, mask_width: int, mask_value: float, axis: int) -> None:
        _type(mask_start, (int,), "mask_start")
        _type(mask_width, (int,), "mask_width")
        _type(mask_value, (int, float), "mask_value")
        _type(axis, (int,), "axis")
        _range(mask_start, 0, _INT32_MAX, "mask_start")
        _range(mask_width, 1, _INT32_MAX, "mask_width")
        _float32(mask_value, "mask_value")
        _range(axis, 1, 2, "axis")
        self.mask_start, self.mask_width, self.mask_value, self.axis = mask_start, mask_width, mask_value, axis

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 2, "<..., freq, time>")
        return _mask(x, self.mask_start, self.mask_width, self.mask_value, -2 if self.axis == 1 else -1)


def _random_mask(x: np.ndarray, g: MT19937, mask_param: int, value: float, dim: int) -> np.ndarray:
    """MindSpore's random mask: a width in [0, mask_param] and a start in [0, size - width] drawn from ``g``, one
    mask for every spectrogram of ``x`` (as float)."""
    width = mt19937_uniform(g, mask_param)
    start = mt19937_uniform(g, x.shape[dim] - width)
    if not width:
        return x.astype(x.dtype if x.dtype.kind == "f" else np.float32)
    return _mask(x, start, width, value, dim)


def _mask(x: np.ndarray, start: int, width: int, value: float, dim: int) -> np.ndarray:
    """``x`` (as float) with ``width`` entries from ``start`` along ``dim`` set to ``value``."""
    size = x.shape[dim]
    if start >= size:
        raise PipelineError("MaskAlongAxis: invalid parameter, 'mask_start' should be less than the length of the "
                            f"masked dimension, but got: 'mask_start' {start} and length {size}")
    if start + width > size:
        raise PipelineError("MaskAlongAxis: invalid parameter, the sum of 'mask_start' and 'mask_width' should be "
                            f"no more than the length of the masked dimension, but got: 'mask_start' {start}, "
                            f"'mask_width' {width} and length {size}")
    out = x.astype(x.dtype if x.dtype.kind == "f" else np.float32, copy=True)
    index = [slice(None)] * out.ndim
    index[dim] = slice(start, start + width)
    out[tuple(index)] = value
    return out


class _Masking(AudioTensorOperation):
    """TimeMasking / FrequencyMasking: ``mask_param`` entries from ``mask_start`` (iid_masks=False), or per
    channel a random width in [0, mask_param] at a random start (iid_masks=True)."""

    _dtypes = "number"
    _dim, _axis_name, _param_name = -1, "time", "time_mask_param"

    def __init__(self, iid_masks: bool = False, mask_param: int = 0, mask_start: int = 0,
                 mask_value: float = 0.0) -> None:
        _type(iid_masks, (bool,), "iid_masks")
        _type(mask_param, (int,), "mask_param")
        _range(mask_param, 0, _F32_INT, "mask_param")
        _type(mask_start, (int,), "mask_start")
        _range(mask_start, 0, _F32_INT, "mask_start")
        _type(mask_value, (int, float), "mask_value")
        _range(mask_value, 0, _F32_INT, "mask_value")
        self.iid_masks, self.mask_param = iid_masks, mask_param
        self.mask_start, self.mask_value = mask_start, mask_value

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 2, "<..., freq, time>")
        size = x.shape[self._dim]
        if self.mask_param > size:
            raise PipelineError(f"{type(self).__name__}: invalid parameter, '{self._param_name}' should be less than "
                                f"or equal to the length of {self._axis_name} dimension, but got: "
                                f"'frequency_mask_param' {self.mask_param} and length {size}")
        if not self.iid_masks:
            return _mask(x, self.mask_start, self.mask_param, self.mask_value, self._dim)
        return _random_mask(x, op_engine(self), self.mask_param, self.mask_value, self._dim)


class TimeMasking(_Masking):
    """Mask a range of time steps of a spectrogram ``<..., freq, time>``."""

    def __init__(self, iid_masks: bool = False, time_mask_param: int = 0, mask_start: int = 0,
                 mask_value: float = 0.0) -> None:
        super().__init__(iid_masks, time_mask_param, mask_start, mask_value)


class FrequencyMasking(_Masking):
    """Mask a range of frequency bins of a spectrogram ``<..., freq, time>``."""

    _dim, _axis_name, _param_name = -2, "frequency", "frequency_mask_param"

    def __init__(self, iid_masks: bool = False, freq_mask_param: int = 0, mask_start: int = 0,
                 mask_value: float = 0.0) -> None:
        super().__init__(iid_masks, freq_mask_param, mask_start, mask_value)


def _wave_table(sine: bool, size: int, lo: float, hi: float, phase: float, integer: bool = False) -> np.ndarray:
    """SoX's LFO table (float32, or int32 rounded half away from zero): a sine or triangle between ``lo`` and
    ``hi`` starting at ``phase``."""
    offset = int(phase / math.pi / 2 * size + 0.5)
    point = (np.arange(size) + offset) % size
    if sine:
        d = (np.sin(point / size * 2 * math.pi) + 1) / 2
    else:
        d = point * 2.0 / size
        quarter = (4 * point) // size
        d = np.where(quarter == 0, d + 0.5, np.where((quarter == 1) | (quarter == 2), 1.5 - d, d - 1.5))
    d = d * (hi - lo) + lo
    if integer:
        return np.trunc(np.where(d < 0, d - 0.5, d + 0.5)).astype(np.int32)
    return d.astype(np.float32)


class Flanger(AudioTensorOperation):
    """SoX's flanger on ``<..., channel, time>``: a modulated short delay mixed back (clamped to [-1, 1])."""

    _keeps_float16 = True

    _dtypes = "number"

    def __init__(self, sample_rate: int, delay: float = 0.0, depth: float = 2.0, regen: float = 0.0,
                 width: float = 71.0, speed: float = 0.5, phase: float = 25.0,
                 modulation: Modulation = Modulation.SINUSOIDAL,
                 interpolation: Interpolation = Interpolation.LINEAR) -> None:
        _type(sample_rate, (int,), "sample_rate")
        _int32_not_zero(sample_rate, "sample_rate")
        for name, value, lo, hi in (("delay", delay, 0, 30), ("depth", depth, 0, 10), ("regen", regen, -95, 95),
                                    ("width", width, 0, 100), ("speed", speed, 0.1, 10), ("phase", phase, 0, 100)):
            _type(value, (float, int), name)
            _range(value, lo, hi, name)
        _type(modulation, (Modulation,), "modulation")
        _type(interpolation, (Interpolation,), "interpolation")
        self.sample_rate, self.delay, self.depth, self.regen = sample_rate, delay, depth, regen
        self.width, self.speed, self.phase = width, speed, phase
        self.modulation, self.interpolation = modulation, interpolation

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 2, "<..., channel, time>")
        w = x.astype(np.float64).reshape((-1,) + x.shape[-2:])
        feedback = self.regen / 100
        delay_gain = self.width / 100
        channel_phase = self.phase / 100
        delay_min, delay_depth = self.delay / 1000, self.depth / 1000
        channels = w.shape[-2]
        in_gain = 1.0 / (1 + delay_gain)
        delay_gain = delay_gain / (1 + delay_gain) * (1 - abs(feedback))
        buf_len = int((delay_min + delay_depth) * self.sample_rate + 0.5) + 2
        bufs = np.zeros((w.shape[0], channels, buf_len))
        last = np.zeros((w.shape[0], channels))
        lfo_len = int(self.sample_rate / self.speed)
        lfo = _wave_table(self.modulation == Modulation.SINUSOIDAL, lfo_len,
                          float(math.floor(delay_min * self.sample_rate + 0.5)), buf_len - 2.0,
                          3 * math.pi / 2).astype(np.float64)
        chan = np.arange(channels)
        chan_phase = (chan * lfo_len * channel_phase + 0.5).astype(np.int64)
        out = np.zeros_like(w)
        pos, lfo_pos = 0, 0
        for i in range(w.shape[-1]):
            pos = (pos + buf_len - 1) % buf_len
            delay = lfo[(lfo_pos + chan_phase) % lfo_len]
            frac = delay - np.floor(delay)
            k = np.floor(delay).astype(np.int64)
            bufs[:, :, pos] = w[:, :, i] + last * feedback
            d0 = bufs[:, chan, (pos + k) % buf_len]
            d1 = bufs[:, chan, (pos + k + 1) % buf_len]
            if self.interpolation == Interpolation.LINEAR:
                delayed = d0 + (d1 - d0) * frac
            else:
                d2 = bufs[:, chan, (pos + k + 2) % buf_len] - d0
                d1 = d1 - d0
                a = d2 * 0.5 - d1
                b = d1 * 2 - d2 * 0.5
                delayed = d0 + (a * frac + b) * frac
            last = delayed
            out[:, :, i] = w[:, :, i] * in_gain + delayed * delay_gain
            lfo_pos = (lfo_pos + 1) % lfo_len
        return np.clip(out, -1, 1).reshape(x.shape).astype(x.dtype)    # integer waveforms stay integer


class Dither(AudioTensorOperation):
    """Quantise to 16 bits with dither noise (TPDF: a Bartlett window; RPDF: the waveform's sample at a random
    channel and time; GPDF: that plus six more, summed), optionally noise-shaped (each sample gets the previous
    sample's error)."""

    _dtypes = "number"

    def __init__(self, density_function: DensityFunction = DensityFunction.TPDF, noise_shaping: bool = False) -> None:
        _type(density_function, (DensityFunction,), "density_function")
        _type(noise_shaping, (bool,), "noise_shaping")
        self.density_function, self.noise_shaping = density_function, noise_shaping

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        kind = np.float32 if x.dtype == np.float32 else np.float64     # MindSpore computes in the waveform's type
        w = x.astype(kind).reshape(-1, x.shape[-1])
        channels, times = w.shape[0] - 1, w.shape[1] - 1
        scaled = w * kind(2 ** 15 - 2)
        if self.density_function == DensityFunction.TPDF:
            noise = np.bartlett(times + 2)[:-1].astype(kind)     # the periodic Bartlett window of the time length
        else:
            g = op_engine(self)       # MindSpore: a sample of the waveform at a channel and time drawn from g

            def pick() -> Tuple[int, int]:
                return (mt19937_uniform(g, channels) if channels > 0 else 0,
                        mt19937_uniform(g, times) if times > 0 else 0)

            noise = w[pick()]
            if self.density_function == DensityFunction.GPDF:
                for _ in range(6):     # each drawn sample gets the running sum written into it, as MindSpore's does
                    where = pick()
                    noise = noise + w[where]
                    w[where] = noise
        total = (scaled + noise).astype(kind)
        low = np.floor(total)        # rounded halves away from zero (std::round), as MindSpore's kernel does
        rounded = np.where(total - low == 0.5, np.where(total > 0, low + 1, low), np.round(total))
        dithered = (rounded / kind(2 ** 15)).astype(np.float64)
        if self.noise_shaping:
            err = dithered - w
            dithered = dithered + np.concatenate([np.zeros((err.shape[0], 1)), err[:, :-1]], axis=1)
        return dithered.reshape(x.shape).astype(self._out_dtype(x))


# -- element-wise transforms --------------------------------------------------------------------------
class AmplitudeToDB(AudioTensorOperation):
    """Power or magnitude spectrogram to decibels, floored at ``top_db`` below the maximum."""

    _dtypes = "number"

    def __init__(self, stype: ScaleType = ScaleType.POWER, ref_value: float = 1.0, amin: float = 1e-10,
                 top_db: float = 80.0) -> None:
        _type(stype, (ScaleType,), "stype")
        for name, v in (("ref_value", ref_value), ("amin", amin), ("top_db", top_db)):
            _type(v, (int, float), name)
            _range(v, 0, _F32_INT, name, left_open=True)
        self.stype, self.ref_value, self.amin, self.top_db = stype, ref_value, amin, top_db

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 2, "<..., freq, time>")
        mult = 10.0 if self.stype == ScaleType.POWER else 20.0
        work = x.astype(np.float64)
        db = mult * np.log10(np.maximum(work, self.amin)) - mult * math.log10(max(self.amin, self.ref_value))
        if db.size:       # floored per <channel, freq, time> block (torchaudio's packing of the leading axes)
            blocks = db.reshape((-1,) + db.shape[-3:]) if db.ndim > 2 else db[None]
            floor = blocks.max(axis=tuple(range(1, blocks.ndim)), keepdims=True) - self.top_db
            db = np.maximum(blocks, floor).reshape(db.shape)
        return db.astype(self._out_dtype(x))


class DBToAmplitude(AudioTensorOperation):
    """Decibels back to power/amplitude: ``ref * (10 ** (x / 10)) ** power``."""

    _dtypes = "number"

    def __init__(self, ref: float, power: float) -> None:
        _float32(ref, "ref")
        _float32(power, "power")
        self.ref, self.power = ref, power

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 0)
        out = self.ref * np.power(np.power(10.0, x.astype(np.float64) * 0.1), self.power)
        return out.astype(self._out_dtype(x))


def _complex_pair(op: AudioTensorOperation, x: np.ndarray) -> np.ndarray:
    name = type(op).__name__
    if x.ndim < 1 or x.shape[-1] != 2:
        raise PipelineError(f"{name}: the shape of input tensor does not match the requirement of operator. "
                            f"Expecting tensor in shape of <..., complex=2>. But got tensor with shape "
                            f"{'<' + ', '.join(map(str, x.shape)) + '>'}.")
    return op._waveform(x)


class Angle(AudioTensorOperation):
    """The angle of complex numbers stored as ``<..., 2>`` (real, imaginary)."""

    _dtypes = "number"

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = _complex_pair(self, x)
        w = x.astype(np.float64)
        return np.arctan2(w[..., 1], w[..., 0]).astype(self._out_dtype(x))


def _check_power(power: Any) -> None:
    _type(power, (int, float), "power")
    _range(power, 0, _F32_INT, "power")


class ComplexNorm(AudioTensorOperation):
    """``|z| ** power`` of complex numbers stored as ``<..., 2>``."""

    _dtypes = "number"

    def __init__(self, power: float = 1.0) -> None:
        _check_power(power)
        self.power = power

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = _complex_pair(self, x)
        w = x.astype(np.float64)
        return np.power(w[..., 0] ** 2 + w[..., 1] ** 2, 0.5 * self.power).astype(self._out_dtype(x))


class Magphase(AudioTensorOperation):
    """(ComplexNorm, Angle) of complex numbers stored as ``<..., 2>``."""

    _dtypes = "number"

    def __init__(self, power: float = 1.0) -> None:
        _check_power(power)
        self.power = power

    def _apply(self, x: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        x = _complex_pair(self, x)
        w = x.astype(np.float64)
        dt = self._out_dtype(x)
        mag = np.power(w[..., 0] ** 2 + w[..., 1] ** 2, 0.5 * self.power)
        return mag.astype(dt), np.arctan2(w[..., 1], w[..., 0]).astype(dt)


class Contrast(AudioTensorOperation):
    """SoX's contrast enhancement: ``sin(x*pi/2 + a/750 * sin(x*2*pi))``."""

    _dtypes = "number"

    def __init__(self, enhancement_amount: float = 75.0) -> None:
        _type(enhancement_amount, (float, int), "enhancement_amount")
        _range(enhancement_amount, 0, 100, "enhancement_amount")
        self.enhancement_amount = enhancement_amount

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        t = x.astype(np.float64) * (math.pi / 2)
        return np.sin(t + self.enhancement_amount / 750.0 * np.sin(t * 4)).astype(self._out_dtype(x))


class DCShift(AudioTensorOperation):
    """Shift the DC level by ``shift``, limiting peaks with ``limiter_gain``; clamped to [-1, 1]."""

    _dtypes = "number"

    def __init__(self, shift: float, limiter_gain: Any = None) -> None:
        _type(shift, (float, int), "shift")
        _range(shift, -2.0, 2.0, "shift")
        if limiter_gain is not None:
            _type(limiter_gain, (float, int), "limiter_gain")
        self.shift, self.limiter_gain = shift, limiter_gain

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        w = x.astype(np.float64)
        shift, gain = self.shift, self.limiter_gain
        if gain is not None and shift != 0:
            thr = 1.0 - (abs(shift) - gain)
            if shift > 0:
                mask = w > thr
                lim = np.minimum((w - thr) * gain / (1 - thr) + thr + shift, thr)
            else:   # MindSpore 2.10's kernel adds the threshold here too (torchaudio subtracts it), unclamped
                mask = w < -thr
                lim = (w + thr) * gain / (1 - thr) + thr + shift
            out = np.where(mask, lim, np.clip(w + shift, -1, 1))
        else:
            out = np.clip(w + shift, -1, 1)
        return out.astype(self._out_dtype(x))


class Gain(AudioTensorOperation):
    """Amplify by ``gain_db`` decibels."""

    _dtypes = "number"

    def __init__(self, gain_db: float = 1.0) -> None:
        _float32(gain_db, "gain_db")
        self.gain_db = gain_db

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        return (x.astype(np.float64) * 10 ** (self.gain_db / 20)).astype(self._out_dtype(x))


class Vol(AudioTensorOperation):
    """Scale the volume (amplitude ratio, power ratio or decibels); clamped to [-1, 1]."""

    _dtypes = "number"

    def __init__(self, gain: float, gain_type: GainType = GainType.AMPLITUDE) -> None:
        _type(gain, (int, float), "gain")
        _type(gain_type, (GainType,), "gain_type")
        if gain_type == GainType.AMPLITUDE:
            _range(gain, 0, _F32_INT, "gain")
        elif gain_type == GainType.POWER:
            _range(gain, 0, _F32_INT, "gain", left_open=True)
        else:
            _range(gain, -_F32_INT, _F32_INT, "gain")
        self.gain, self.gain_type = gain, gain_type

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        w = x.astype(np.float64)
        if self.gain_type == GainType.AMPLITUDE:
            out = w * self.gain
        elif self.gain_type == GainType.DB:
            out = w * 10 ** (self.gain / 20)
        else:
            out = w * 10 ** (10 * math.log10(self.gain) / 20)
        return np.clip(out, -1, 1).astype(self._out_dtype(x))


def _check_channels(q: Any) -> None:
    _type(q, (int,), "quantization_channels")
    _range(q, 1, _INT32_MAX, "quantization_channels")


class MuLawEncoding(AudioTensorOperation):
    """mu-law companding to ``quantization_channels`` integer levels (int32)."""

    _dtypes = "number"

    def __init__(self, quantization_channels: int = 256) -> None:
        _check_channels(quantization_channels)
        self.quantization_channels = quantization_channels

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 0)
        mu = float(self.quantization_channels - 1)
        w = x.astype(np.float64)
        x_mu = np.sign(w) * np.log1p(mu * np.abs(w)) / math.log1p(mu)
        return ((x_mu + 1) / 2 * mu + 0.5).astype(np.int32)


class MuLawDecoding(AudioTensorOperation):
    """Inverse of MuLawEncoding: levels back to [-1, 1]."""

    _dtypes = "number"

    def __init__(self, quantization_channels: int = 256) -> None:
        _check_channels(quantization_channels)
        self.quantization_channels = quantization_channels

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 0)
        dt = self._out_dtype(x)
        if dt != np.float64:   # MindSpore's float kernel: float arithmetic, std::exp rounded once
            mu = np.float32(self.quantization_channels - 1)
            w = x.astype(np.float32) / mu * np.float32(2) - np.float32(1)
            e = np.exp((np.abs(w) * np.log1p(mu)).astype(np.float64)).astype(np.float32)
            return (np.sign(w) * (e - np.float32(1)) / mu).astype(dt)
        mu = float(self.quantization_channels - 1)
        w = x / mu * 2 - 1.0
        return np.sign(w) * (np.exp(np.abs(w) * math.log1p(mu)) - 1.0) / mu


class Overdrive(AudioTensorOperation):
    """SoX's overdrive: soft clipping with ``gain`` dB and ``color`` (even harmonics), clamped to [-1, 1]."""

    _dtypes = "number"

    def __init__(self, gain: float = 20.0, color: float = 20.0) -> None:
        _type(gain, (float, int), "gain")
        _range(gain, 0, 100, "gain")
        _type(color, (float, int), "color")
        _range(color, 0, 100, "color")
        self.gain, self.color = gain, color

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        w = x.astype(np.float64)
        temp = w * 10 ** (self.gain / 20) + self.color / 200
        temp = np.where(temp < -1, -2.0 / 3, np.where(temp > 1, 2.0 / 3, temp - temp ** 3 / 3))
        out = np.empty_like(w)
        last_in = np.zeros(w.shape[:-1])
        last_out = np.zeros(w.shape[:-1])
        for t in range(w.shape[-1]):
            last_out = temp[..., t] - last_in + 0.995 * last_out
            last_in = temp[..., t]
            out[..., t] = w[..., t] * 0.5 + last_out * 0.75
        return np.clip(out, -1, 1).astype(self._out_dtype(x))


class ComputeDeltas(AudioTensorOperation):
    """Delta coefficients of a spectrogram ``<..., freq, time>`` along time."""

    _dtypes = "number"

    def __init__(self, win_length: int = 5, pad_mode: BorderType = BorderType.EDGE) -> None:
        _type(pad_mode, (BorderType,), "pad_mode")
        _type(win_length, (int,), "win_length")
        _range(win_length, 3, _INT32_MAX, "win_length")
        self.win_length, self.pad_mode = win_length, pad_mode

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 2, "<..., freq, time>")
        n = (self.win_length - 1) // 2
        denom = n * (n + 1) * (2 * n + 1) / 3
        w = x.astype(np.float64)
        pads = [(0, 0)] * (w.ndim - 1) + [(n, n)]
        padded = np.pad(w, pads, mode=self.pad_mode.value)
        t = w.shape[-1]
        out = sum(k * padded[..., n + k:n + k + t] for k in range(-n, n + 1)) / denom
        return np.asarray(out).astype(self._out_dtype(x))


# -- utils functions ------------------------------------------------------------------------------------
def create_dct(n_mfcc: int, n_mels: int, norm: NormMode = NormMode.NONE) -> np.ndarray:
    """The DCT-II matrix ``(n_mels, n_mfcc)`` (float32); ``NormMode.ORTHO`` makes it orthonormal."""
    for name, value, kind in (("n_mfcc", n_mfcc, int), ("n_mels", n_mels, int), ("norm", norm, NormMode)):
        if not isinstance(value, kind):
            raise TypeError(f"{name} with value {value} is not of type {kind}, but got {type(value)}.")
    for name, value in (("n_mfcc", n_mfcc), ("n_mels", n_mels)):
        if value <= 0:
            raise ValueError(f"{name} must be greater than 0, but got {value}.")
    n = np.arange(n_mels, dtype=np.float64)
    k = np.arange(n_mfcc, dtype=np.float64)[:, None]
    dct = np.cos(math.pi / n_mels * (n + 0.5) * k)
    if norm == NormMode.NONE:
        dct *= 2.0
    else:
        dct[0] *= 1.0 / math.sqrt(2.0)
        dct *= math.sqrt(2.0 / n_mels)
    return dct.T.astype(np.float32)


# -- spectral transforms -----------------------------------------------------------------------------
def _pos_int32(value: Any, name: str) -> None:
    _type(value, (int,), name)
    _range(value, 1, _INT32_MAX, name)


def _non_negative(value: Any, name: str) -> None:
    _type(value, (int,), name)
    _range(value, 0, _INT32_MAX, name)


def _check_frames(n_fft: Any, win_length: Any, hop_length: Any) -> None:
    _pos_int32(n_fft, "n_fft")
    if win_length is not None:
        _pos_int32(win_length, "win_length")
        if win_length > n_fft:
            raise ValueError(f"Input win_length should be no more than n_fft, but got win_length: {win_length} and "
                             f"n_fft: {n_fft}.")
    if hop_length is not None:
        _pos_int32(hop_length, "hop_length")


def _window(kind: WindowType, length: int) -> np.ndarray:
    """The periodic window of ``length`` (MindSpore's, as torch's ``*_window(periodic=True)``)."""
    n = np.arange(length, dtype=np.float64)
    if kind == WindowType.HANN:
        return 0.5 - 0.5 * np.cos(2 * math.pi * n / length)
    if kind == WindowType.HAMMING:
        return 0.54 - 0.46 * np.cos(2 * math.pi * n / length)
    if kind == WindowType.BLACKMAN:
        return 0.42 - 0.5 * np.cos(2 * math.pi * n / length) + 0.08 * np.cos(4 * math.pi * n / length)
    if kind == WindowType.BARTLETT:
        return 1.0 - np.abs(2.0 * n / length - 1.0) if length > 1 else np.ones(1)
    return np.kaiser(length + 1, 12.0)[:-1]      # KAISER (beta 12)


def _stft(x: np.ndarray, n_fft: int, win_length: int, hop_length: int, pad: int, window: WindowType,
          normalized: bool, center: bool, pad_mode: BorderType, onesided: bool, name: str) -> np.ndarray:
    """The complex STFT ``<..., freq, time>`` of ``x <..., time>`` (float64)."""
    w = x.astype(np.float64)
    if pad:
        w = np.pad(w, [(0, 0)] * (w.ndim - 1) + [(pad, pad)])
    if center:
        half = n_fft // 2
        w = np.pad(w, [(0, 0)] * (w.ndim - 1) + [(half, half)], mode=pad_mode.value)
    win = np.zeros(n_fft)
    left = (n_fft - win_length) // 2
    win[left:left + win_length] = _window(window, win_length)
    if n_fft > w.shape[-1]:
        raise PipelineError(f"{name}: n_fft should be more than 0 and less than {w.shape[-1]}, but got n_fft: {n_fft}.")
    frames = 1 + (w.shape[-1] - n_fft) // hop_length
    starts = np.arange(frames) * hop_length
    segs = w[..., starts[:, None] + np.arange(n_fft)] * win        # <..., time, n_fft>
    spec = np.fft.rfft(segs, axis=-1) if onesided else np.fft.fft(segs, axis=-1)
    if normalized:
        spec = spec / math.sqrt(float((win ** 2).sum()))
    return np.swapaxes(spec, -1, -2)


class Spectrogram(AudioTensorOperation):
    """The spectrogram ``<..., freq, time>`` of a waveform ``<..., time>``: ``|STFT| ** power`` (power 0: the
    complex STFT as ``<..., freq, time, 2>`` real/imaginary pairs)."""

    _dtypes = "number"

    def __init__(self, n_fft: int = 400, win_length: Any = None, hop_length: Any = None, pad: int = 0,
                 window: WindowType = WindowType.HANN, power: float = 2.0, normalized: bool = False,
                 center: bool = True, pad_mode: BorderType = BorderType.REFLECT, onesided: bool = True) -> None:
        _check_frames(n_fft, win_length, hop_length)
        _non_negative(pad, "pad")
        _type(window, (WindowType,), "window")
        _type(power, (int, float), "power")
        _range(power, 0, _F32_INT, "power")
        for name, value in (("normalized", normalized), ("center", center), ("onesided", onesided)):
            _type(value, (bool,), name)
        _type(pad_mode, (BorderType,), "pad_mode")
        self.n_fft = n_fft
        self.win_length = win_length if win_length else n_fft
        self.hop_length = hop_length if hop_length else self.win_length // 2
        self.pad, self.window, self.power, self.normalized = pad, window, power, normalized
        self.center, self.pad_mode, self.onesided = center, pad_mode, onesided

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        spec = _stft(x, self.n_fft, self.win_length, self.hop_length, self.pad, self.window, self.normalized,
                     self.center, self.pad_mode, self.onesided, "Spectrogram")
        if self.power == 0:
            out = np.stack([spec.real, spec.imag], axis=-1)
        else:
            mag = np.abs(spec)
            out = mag ** 2 if self.power == 2 else (mag if self.power == 1 else mag ** self.power)
        return out.astype(self._out_dtype(x))


class SpectralCentroid(AudioTensorOperation):
    """The spectral centroid ``<..., 1, time>`` (frequency weighted by the magnitude spectrogram)."""

    _dtypes = "number"

    def __init__(self, sample_rate: int, n_fft: int = 400, win_length: Any = None, hop_length: Any = None,
                 pad: int = 0, window: WindowType = WindowType.HANN) -> None:
        _non_negative(sample_rate, "sample_rate")
        _non_negative(pad, "pad")
        _type(window, (WindowType,), "window")
        _check_frames(n_fft, win_length, hop_length)
        self.sample_rate, self.n_fft = sample_rate, n_fft
        self.win_length = win_length if win_length else n_fft
        self.hop_length = hop_length if hop_length else self.win_length // 2
        self.pad, self.window = pad, window

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        spec = np.abs(_stft(x, self.n_fft, self.win_length, self.hop_length, self.pad, self.window, False, True,
                            BorderType.REFLECT, True, "SpectralCentroid"))
        freqs = np.linspace(0, self.sample_rate // 2, 1 + self.n_fft // 2)[:, None]
        out = (freqs * spec).sum(axis=-2, keepdims=True) / spec.sum(axis=-2, keepdims=True)
        return out.astype(self._out_dtype(x))


class MaskAlongAxisIID(AudioTensorOperation):
    """Per spectrogram ``<freq, time>`` of the input, a random run of at most ``mask_param`` frequencies
    (``axis`` 1) or frames (``axis`` 2) set to ``mask_value`` (torchaudio's ``mask_along_axis_iid``)."""

    _dtypes = "number"

    def __init__(self, mask_param: int, mask_value: float, axis: int) -> None:
        _type(mask_param, (int,), "mask_param")
        _range(mask_param, 0, _INT32_MAX, "mask_param")
        _type(mask_value, (int, float), "mask_value")
        _float32(mask_value, "mask_value")
        _type(axis, (int,), "axis")
        _range(axis, 1, 2, "axis")
        self.mask_param, self.mask_value, self.axis = mask_param, mask_value, axis

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 2, "<..., freq, time>")
        dim = -2 if self.axis == 1 else -1
        size = x.shape[dim]
        if self.mask_param > size:
            raise PipelineError(f"MaskAlongAxisIID: invalid parameter, 'mask_param' should be less than or equal to "
                                f"the length of the masked dimension, but got: 'mask_param' {self.mask_param} and "
                                f"length {size}")
        return _random_mask(x, op_engine(self), self.mask_param, self.mask_value, dim)


class SlidingWindowCmn(AudioTensorOperation):
    """Sliding-window cepstral mean (and variance) normalisation of ``<..., time, freq>`` (Kaldi's
    apply-cmvn-sliding as torchaudio's ``sliding_window_cmn``)."""

    _dtypes = "number"

    def __init__(self, cmn_window: int = 600, min_cmn_window: int = 100, center: bool = False,
                 norm_vars: bool = False) -> None:
        for name, value in (("cmn_window", cmn_window), ("min_cmn_window", min_cmn_window)):
            _type(value, (int,), name)
            _range(value, 0, _INT32_MAX, name)
        _type(center, (bool,), "center")
        _type(norm_vars, (bool,), "norm_vars")
        self.cmn_window, self.min_cmn_window, self.center, self.norm_vars = (cmn_window, min_cmn_window, center,
                                                                             norm_vars)

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 2, "<..., time, freq>")
        shape = x.shape
        spec = x.astype(np.float64).reshape((-1,) + shape[-2:])
        frames = spec.shape[1]
        cur_sum = np.zeros((spec.shape[0], spec.shape[2]))
        cur_sumsq = np.zeros_like(cur_sum)
        out = np.zeros_like(spec)
        last_start = last_end = -1
        for t in range(frames):
            if self.center:
                start = t - self.cmn_window // 2
                end = start + self.cmn_window
            else:
                start, end = t - self.cmn_window, t + 1
            if start < 0:
                end -= start
                start = 0
            if not self.center and end > t:
                end = max(t + 1, self.min_cmn_window)
            if end > frames:
                start -= end - frames
                end = frames
                start = max(start, 0)
            if last_start == -1:
                part = spec[:, start:end - start, :]          # torchaudio's slice, kept as it is
                cur_sum += part.sum(axis=1)
                if self.norm_vars:
                    cur_sumsq += (part ** 2).sum(axis=1)
            else:
                if start > last_start:
                    cur_sum -= spec[:, last_start, :]
                    if self.norm_vars:
                        cur_sumsq -= spec[:, last_start, :] ** 2
                if end > last_end:
                    cur_sum += spec[:, last_end, :]
                    if self.norm_vars:
                        cur_sumsq += spec[:, last_end, :] ** 2
            n = end - start
            last_start, last_end = start, end
            out[:, t, :] = spec[:, t, :] - cur_sum / n
            if self.norm_vars:
                if n == 1:
                    out[:, t, :] = 0.0
                else:
                    variance = cur_sumsq / n - cur_sum ** 2 / n ** 2
                    with np.errstate(divide="ignore", invalid="ignore"):
                        out[:, t, :] *= variance ** -0.5
        return out.reshape(shape).astype(self._out_dtype(x))


def _hann_periodic(n: int) -> np.ndarray:
    return 0.5 - 0.5 * np.cos(2 * math.pi * np.arange(n) / n) if n > 0 else np.zeros(0)


class _VadChannel:
    """The running state of SoX's ``vad`` effect for one channel."""

    def __init__(self, samples_len: int, dft_len: int, measures_len: int) -> None:
        self.samples = np.zeros(samples_len, np.float32)
        self.spectrum = np.zeros(dft_len, np.float32)
        self.noise = np.zeros(dft_len, np.float32)
        self.measures = np.zeros(measures_len, np.float32)
        self.mean_meas = 0.0


class Vad(AudioTensorOperation):
    """Voice activity detection (SoX's ``vad`` effect, as torchaudio's): trims the quiet start of a waveform
    ``<..., time>`` up to the first detected speech (less ``pre_trigger_time`` and quieter bursts found in
    the ``search_time`` before it)."""

    _dtypes = "number"

    def __init__(self, sample_rate: int, trigger_level: float = 7.0, trigger_time: float = 0.25,
                 search_time: float = 1.0, allowed_gap: float = 0.25, pre_trigger_time: float = 0.0,
                 boot_time: float = 0.35, noise_up_time: float = 0.1, noise_down_time: float = 0.01,
                 noise_reduction_amount: float = 1.35, measure_freq: float = 20.0, measure_duration: Any = None,
                 measure_smooth_time: float = 0.4, hp_filter_freq: float = 50.0, lp_filter_freq: float = 6000.0,
                 hp_lifter_freq: float = 150.0, lp_lifter_freq: float = 2000.0) -> None:
        _type(sample_rate, (int,), "sample_rate")
        _range(sample_rate, 1, _INT32_MAX, "sample_rate")
        _type(trigger_level, (int, float), "trigger_level")
        _float32(trigger_level, "trigger_level")
        for name, value in (("trigger_time", trigger_time), ("search_time", search_time),
                            ("allowed_gap", allowed_gap), ("pre_trigger_time", pre_trigger_time),
                            ("boot_time", boot_time), ("noise_up_time", noise_up_time),
                            ("noise_down_time", noise_down_time)):
            _type(value, (int, float), name)
            _range(value, 0, _F32_INT, name)
        if noise_up_time < noise_down_time:
            raise ValueError(f"Input noise_up_time should be greater than noise_down_time, but got noise_up_time: "
                             f"{noise_up_time} and noise_down_time: {noise_down_time}.")
        _type(noise_reduction_amount, (int, float), "noise_reduction_amount")
        _range(noise_reduction_amount, 0, _F32_INT, "noise_reduction_amount")
        _type(measure_freq, (int, float), "measure_freq")
        _range(measure_freq, 0, _F32_INT, "measure_freq", left_open=True)
        if measure_duration:
            _type(measure_duration, (int, float), "measure_duration")
            _range(measure_duration, 0, _F32_INT, "measure_duration")
        _type(measure_smooth_time, (int, float), "measure_smooth_time")
        _range(measure_smooth_time, 0, _F32_INT, "measure_smooth_time")
        for name, value in (("hp_filter_freq", hp_filter_freq), ("lp_filter_freq", lp_filter_freq),
                            ("hp_lifter_freq", hp_lifter_freq), ("lp_lifter_freq", lp_lifter_freq)):
            _type(value, (int, float), name)
            _range(value, 0, _F32_INT, name, left_open=True)
        self.sample_rate, self.trigger_level, self.trigger_time = sample_rate, trigger_level, trigger_time
        self.search_time, self.allowed_gap, self.pre_trigger_time = search_time, allowed_gap, pre_trigger_time
        self.boot_time, self.noise_up_time, self.noise_down_time = boot_time, noise_up_time, noise_down_time
        self.noise_reduction_amount, self.measure_freq = noise_reduction_amount, measure_freq
        self.measure_duration = measure_duration if measure_duration else 2.0 / measure_freq
        self.measure_smooth_time = measure_smooth_time
        self.hp_filter_freq, self.lp_filter_freq = hp_filter_freq, lp_filter_freq
        self.hp_lifter_freq, self.lp_lifter_freq = hp_lifter_freq, lp_lifter_freq

    def _setup(self) -> dict:
        sr, freq = self.sample_rate, self.measure_freq
        p: dict = {}
        p["meas_len"] = int(sr * self.measure_duration + 0.5)
        dft = 16
        while dft < p["meas_len"]:
            dft *= 2
        p["dft"] = dft
        p["period"] = int(sr / freq + 0.5)
        p["n_meas"] = math.ceil(self.search_time * freq)
        p["gap"] = int(self.allowed_gap * freq + 0.5)
        p["samples_len"] = int(self.pre_trigger_time * sr + 0.5) + p["n_meas"] * p["period"] + p["meas_len"]
        p["spec_win"] = (2.0 / math.sqrt(p["meas_len"]) * _hann_periodic(p["meas_len"])).astype(np.float32)
        lo = max(int(self.hp_filter_freq / sr * dft + 0.5), 1)
        hi = min(int(self.lp_filter_freq / sr * dft + 0.5), dft // 2)
        p["spec_lo"], p["spec_hi"] = lo, hi
        p["ceps_win"] = (2.0 / math.sqrt(hi - lo) * _hann_periodic(hi - lo)).astype(np.float32) if hi > lo else \
            np.zeros(0, np.float32)
        p["ceps_lo"] = math.ceil(sr * 0.5 / self.lp_lifter_freq)
        p["ceps_hi"] = min(math.floor(sr * 0.5 / self.hp_lifter_freq), dft // 4)
        p["up"] = math.exp(-1.0 / (self.noise_up_time * freq))
        p["down"] = math.exp(-1.0 / (self.noise_down_time * freq))
        p["smooth"] = math.exp(-1.0 / (self.measure_smooth_time * freq))
        p["trigger"] = math.exp(-1.0 / (self.trigger_time * freq))
        p["boot_max"] = int(self.boot_time * freq - 0.5)
        return p

    def _measure(self, p: dict, ch: _VadChannel, start: int, boot_count: int) -> float:
        n, dft, lo, hi = p["meas_len"], p["dft"], p["spec_lo"], p["spec_hi"]
        idx = (start + np.arange(n)) % ch.samples.shape[0]
        buf = np.zeros(dft, np.float32)
        buf[:n] = ch.samples[idx] * p["spec_win"]
        mag = np.abs(np.fft.rfft(buf)).astype(np.float32)
        mult = boot_count / (1.0 + boot_count) if boot_count >= 0 else p["smooth"]
        ch.spectrum[lo:hi] = ch.spectrum[lo:hi] * mult + mag[lo:hi] * (1 - mult)
        power = ch.spectrum[lo:hi] ** 2
        if boot_count >= 0:
            nmult = np.zeros(hi - lo, np.float32)
        else:
            nmult = np.where(power > ch.noise[lo:hi], p["up"], p["down"]).astype(np.float32)
        ch.noise[lo:hi] = ch.noise[lo:hi] * nmult + power * (1 - nmult)
        clean = np.sqrt(np.maximum(0.0, power - self.noise_reduction_amount * ch.noise[lo:hi]))
        ceps = np.zeros(dft >> 1, np.float32)
        ceps[lo:hi] = clean * p["ceps_win"]
        total = float((np.abs(np.fft.rfft(ceps)[p["ceps_lo"]:p["ceps_hi"]]) ** 2).sum())
        level = math.log(total / (p["ceps_hi"] - p["ceps_lo"])) if total > 0 else -math.inf
        return max(0.0, 21.0 + level)

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        x = x.astype(self._out_dtype(x), copy=False)          # integers: as float32
        p = self._setup()
        if p["ceps_hi"] <= p["ceps_lo"]:
            raise PipelineError("Vad: the cepstrum range is empty; check sample_rate and the lifter frequencies.")
        shape = x.shape
        wave = x.reshape(-1, shape[-1])
        chans = [_VadChannel(p["samples_len"], p["dft"], p["n_meas"]) for _ in range(wave.shape[0])]
        samples_len, n_meas = p["samples_len"], p["n_meas"]
        timer = p["meas_len"]
        boot = meas_idx = flushed = s_idx = 0
        triggered, to_flush, pos = False, 0, 0
        while pos < wave.shape[1] and not triggered:
            timer -= 1
            for c, ch in enumerate(chans):
                ch.samples[s_idx] = wave[c, pos]
                if timer:
                    continue
                meas = self._measure(p, ch, (s_idx + samples_len - p["meas_len"]) % samples_len, boot)
                ch.measures[meas_idx] = meas
                ch.mean_meas = ch.mean_meas * p["trigger"] + meas * (1.0 - p["trigger"])
                triggered = triggered or ch.mean_meas >= self.trigger_level
                if triggered:
                    j_trig = j_zero = n_meas
                    k, j = meas_idx, 0
                    for j in range(n_meas):
                        if ch.measures[k] >= self.trigger_level and j <= j_trig + p["gap"]:
                            j_zero = j_trig = j
                        elif ch.measures[k] == 0 and j_trig >= j_zero:
                            j_zero = j
                        k = (k + n_meas - 1) % n_meas
                    to_flush = min(max(to_flush, min(j, j_zero)), n_meas)
            s_idx += 1
            pos += 1
            if s_idx == samples_len:
                s_idx = 0
            if timer == 0:
                timer = p["period"]
                meas_idx = (meas_idx + 1) % n_meas
                if boot >= 0:
                    boot = -1 if boot == p["boot_max"] else boot + 1
            if triggered:
                flushed = (n_meas - to_flush) * p["period"]
                s_idx = (s_idx + flushed) % samples_len
        start = pos - samples_len + flushed
        out = wave[:, start:]     # a negative start counts from the end (Python's slice, as torchaudio)
        return out.reshape(shape[:-1] + out.shape[-1:])


def __getattr__(name: str) -> Any:
    """Resample under ``audio.transforms`` too, as MindSpore (defined in :mod:`.extra`, which imports this module)."""
    from . import extra

    if name in extra.__all__:
        return getattr(extra, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
