"""Mel/linear filter banks and the transforms built on them (MelScale, MelSpectrogram, MFCC, LFCC), as
MindSpore 2.10's (torchaudio's formulas; float32 banks; the spectrogram's float dtype out, float32 for ints).
"""
from __future__ import annotations

import math
from typing import Any, Dict, Optional

import numpy as np

from ..core.pipeline import PipelineError
from .transforms import (_F32_INT, _INT32_MAX, AmplitudeToDB, AudioTensorOperation, _range, _stft, _type,
                         create_dct)
from .utils import BorderType, MelType, NormMode, NormType, ScaleType, WindowType

__all__ = ["melscale_fbanks", "linear_fbanks", "MelScale", "MelSpectrogram", "MFCC", "LFCC", "GriffinLim",
           "InverseSpectrogram", "TimeStretch", "InverseMelScale"]


# -- MindSpore's validator_helpers (check_pos_int32 & co.) ----------------------------------------
def _pos_int(value: Any, name: str) -> None:
    _type(value, (int,), name)
    _range(value, 1, _INT32_MAX, name)


def _nonneg_int(value: Any, name: str) -> None:
    _type(value, (int,), name)
    _range(value, 0, _INT32_MAX, name)


def _pos_f32(value: Any, name: str) -> None:
    _type(value, (float, int), name)
    _range(value, 0, _F32_INT, name, left_open=True)


def _nonneg_f32(value: Any, name: str) -> None:
    _type(value, (float, int), name)
    _range(value, 0, _F32_INT, name)


def _f32(value: Any, name: str) -> None:
    _type(value, (float, int), name)
    _range(value, -_F32_INT, _F32_INT, name)


def _mel_freq(f_min: Any, f_max: Any, sample_rate: int) -> None:
    """check_mel_scale_freq."""
    _type(f_min, (int, float), "f_min")
    _f32(f_min, "f_min")
    if f_max is not None:
        _type(f_max, (int, float), "f_max")
        _pos_f32(f_max, "f_max")
        if f_min >= f_max:
            raise ValueError("MelScale: f_max should be greater than f_min.")
    elif f_min >= sample_rate // 2:
        raise ValueError("MelScale: sample_rate // 2 should be greater than f_min when f_max is set to None.")


# -- filter banks ------------------------------------------------------------------------------------
def _hz_to_mel(f: np.ndarray, mel_type: MelType) -> np.ndarray:
    if mel_type == MelType.HTK:
        return 2595.0 * np.log10(1.0 + f / 700.0)
    f_sp, min_log_hz, logstep = 200.0 / 3, 1000.0, math.log(6.4) / 27.0
    mels = f / f_sp
    return np.where(f >= min_log_hz, min_log_hz / f_sp + np.log(np.maximum(f, 1e-30) / min_log_hz) / logstep, mels)


def _mel_to_hz(m: np.ndarray, mel_type: MelType) -> np.ndarray:
    if mel_type == MelType.HTK:
        return 700.0 * (10.0 ** (m / 2595.0) - 1.0)
    f_sp, min_log_hz, logstep = 200.0 / 3, 1000.0, math.log(6.4) / 27.0
    min_log_mel = min_log_hz / f_sp
    return np.where(m >= min_log_mel, min_log_hz * np.exp(logstep * (m - min_log_mel)), f_sp * m)


def _triangles(all_freqs: np.ndarray, f_pts: np.ndarray) -> np.ndarray:
    f_diff = f_pts[1:] - f_pts[:-1]
    slopes = f_pts[None, :] - all_freqs[:, None]
    down = -slopes[:, :-2] / f_diff[:-1]
    up = slopes[:, 2:] / f_diff[1:]
    return np.maximum(0.0, np.minimum(down, up))


def _mel_fb(n_freqs: int, f_min: float, f_max: float, n_mels: int, sample_rate: int, norm: NormType,
            mel_type: MelType) -> np.ndarray:
    """The ``(n_freqs, n_mels)`` mel bank in float64."""
    all_freqs = np.linspace(0, sample_rate // 2, n_freqs)
    m_pts = np.linspace(_hz_to_mel(np.float64(f_min), mel_type), _hz_to_mel(np.float64(f_max), mel_type), n_mels + 2)
    f_pts = _mel_to_hz(m_pts, mel_type)
    fb = _triangles(all_freqs, f_pts)
    if norm == NormType.SLANEY:
        fb = fb * (2.0 / (f_pts[2:n_mels + 2] - f_pts[:n_mels]))[None, :]
    return fb


def _linear_fb(n_freqs: int, f_min: float, f_max: float, n_filter: int, sample_rate: int) -> np.ndarray:
    all_freqs = np.linspace(0, sample_rate // 2, n_freqs)
    return _triangles(all_freqs, np.linspace(f_min, f_max, n_filter + 2))


def _check_fb_freqs(n_freqs: Any, f_min: Any, f_max: Any) -> None:
    _nonneg_int(n_freqs, "n_freqs")
    _type(f_min, (int, float), "f_min")
    _nonneg_f32(f_min, "f_min")
    _type(f_max, (int, float), "f_max")
    _pos_f32(f_max, "f_max")
    if f_min > f_max:
        raise ValueError(f"Input f_min should be no more than f_max, but got f_min: {f_min} and f_max: {f_max}.")


def melscale_fbanks(n_freqs: int, f_min: float, f_max: float, n_mels: int, sample_rate: int,
                    norm: NormType = NormType.NONE, mel_type: MelType = MelType.HTK) -> np.ndarray:
    """The mel filter bank ``(n_freqs, n_mels)`` (float32)."""
    _check_fb_freqs(n_freqs, f_min, f_max)
    _pos_int(n_mels, "n_mels")
    _pos_int(sample_rate, "sample_rate")
    _type(norm, (NormType,), "norm")
    _type(mel_type, (MelType,), "mel_type")
    return _mel_fb(n_freqs, f_min, f_max, n_mels, sample_rate, norm, mel_type).astype(np.float32)


def linear_fbanks(n_freqs: int, f_min: float, f_max: float, n_filter: int, sample_rate: int) -> np.ndarray:
    """The linear triangular filter bank ``(n_freqs, n_filter)`` (float32)."""
    _check_fb_freqs(n_freqs, f_min, f_max)
    _pos_int(n_filter, "n_filter")
    _pos_int(sample_rate, "sample_rate")
    return _linear_fb(n_freqs, f_min, f_max, n_filter, sample_rate).astype(np.float32)


def _apply_fb(spec: np.ndarray, fb: np.ndarray) -> np.ndarray:
    """``<..., freq, time>`` x ``(freq, n)`` -> ``<..., n, time>``."""
    return np.swapaxes(np.swapaxes(spec, -1, -2) @ fb, -1, -2)


def _f64_or_f32(x: np.ndarray) -> type:
    """MindSpore's spectral kernels: double in, double out; anything else (float16, ints) gives float32."""
    return np.float64 if x.dtype == np.float64 else np.float32


def _to_db(x: np.ndarray) -> np.ndarray:
    return AmplitudeToDB(ScaleType.POWER, 1.0, 1e-10, 80.0)._apply(x)


# -- transforms --------------------------------------------------------------------------------------
class MelScale(AudioTensorOperation):
    """A spectrogram ``<..., freq, time>`` onto the mel scale ``<..., n_mels, time>``."""

    _dtypes = "number"

    def __init__(self, n_mels: int = 128, sample_rate: int = 16000, f_min: float = 0.0, f_max: Optional[float] = None,
                 n_stft: int = 201, norm: NormType = NormType.NONE, mel_type: MelType = MelType.HTK) -> None:
        _pos_int(n_mels, "n_mels")
        _pos_int(sample_rate, "sample_rate")
        _mel_freq(f_min, f_max, sample_rate)
        _pos_int(n_stft, "n_stft")
        _type(norm, (NormType,), "norm")
        _type(mel_type, (MelType,), "mel_type")
        self.n_mels, self.sample_rate, self.f_min = n_mels, sample_rate, f_min
        self.f_max = f_max if f_max is not None else sample_rate // 2
        self.n_stft, self.norm, self.mel_type = n_stft, norm, mel_type

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 2, "<..., freq, time>")
        if x.shape[-2] != self.n_stft:
            raise PipelineError(f"MelScale: invalid parameter, 'n_stft' should be equal to 'freq', but got: n_stft "
                                f"{self.n_stft} while freq {x.shape[-2]}.")
        fb = _mel_fb(self.n_stft, self.f_min, self.f_max, self.n_mels, self.sample_rate, self.norm, self.mel_type)
        return _apply_fb(x.astype(np.float64), fb).astype(_f64_or_f32(x))


def _spec_args(n_fft: Any, win_length: Any, hop_length: Any, pad: Any, power: Any, window: Any, normalized: Any,
               center: Any, pad_mode: Any, onesided: Any) -> None:
    _type(window, (WindowType,), "window")
    _type(normalized, (bool,), "normalized")
    _type(center, (bool,), "center")
    _type(pad_mode, (BorderType,), "pad_mode")
    _type(onesided, (bool,), "onesided")
    _nonneg_int(pad, "pad")
    if hop_length is not None:
        _pos_int(hop_length, "hop_length")


class _Spec:
    """The power spectrogram shared by MelSpectrogram/MFCC/LFCC."""

    def __init__(self, n_fft: int, win_length: int, hop_length: int, pad: int, window: WindowType, power: float,
                 normalized: bool, center: bool, pad_mode: BorderType, onesided: bool) -> None:
        self.n_fft, self.win_length, self.hop_length, self.pad = n_fft, win_length, hop_length, pad
        self.window, self.power, self.normalized = window, power, normalized
        self.center, self.pad_mode, self.onesided = center, pad_mode, onesided

    def __call__(self, x: np.ndarray, name: str) -> np.ndarray:
        spec = _stft(x, self.n_fft, self.win_length, self.hop_length, self.pad, self.window, self.normalized,
                     self.center, self.pad_mode, self.onesided, name)
        mag = np.abs(spec)
        return mag ** 2 if self.power == 2 else (mag if self.power == 1 else mag ** self.power)


class MelSpectrogram(AudioTensorOperation):
    """The mel spectrogram ``<..., n_mels, time>`` of a waveform ``<..., time>``."""

    _dtypes = "number"

    def __init__(self, sample_rate: int = 16000, n_fft: int = 400, win_length: Optional[int] = None,
                 hop_length: Optional[int] = None, f_min: float = 0.0, f_max: Optional[float] = None, pad: int = 0,
                 n_mels: int = 128, window: WindowType = WindowType.HANN, power: float = 2.0,
                 normalized: bool = False, center: bool = True, pad_mode: BorderType = BorderType.REFLECT,
                 onesided: bool = True, norm: NormType = NormType.NONE, mel_scale: MelType = MelType.HTK) -> None:
        _nonneg_int(sample_rate, "sample_rate")
        _pos_int(n_fft, "n_fft")
        _nonneg_int(n_mels, "n_mels")
        _type(f_min, (float,), "f_min")
        if f_max is not None:
            _nonneg_f32(f_max, "f_max")
            if f_min > f_max:
                raise ValueError(f"f_max should be greater than or equal to f_min, but got f_min: {f_min} and "
                                 f"f_max: {f_max}.")
        elif f_min >= sample_rate // 2:
            raise ValueError("MelSpectrogram: sample_rate // 2 should be greater than f_min when f_max is set to None, "
                             f"but got f_min: {f_min}.")
        _type(norm, (NormType,), "norm")
        _type(mel_scale, (MelType,), "mel_type")
        _pos_f32(power, "power")
        _spec_args(n_fft, win_length, hop_length, pad, power, window, normalized, center, pad_mode, onesided)
        if win_length is not None:
            _pos_int(win_length, "win_length")
            if win_length > n_fft:
                raise ValueError(f"Input win_length should be no more than n_fft, but got win_length: {win_length} "
                                 f"and n_fft: {n_fft}.")
        self.sample_rate, self.n_fft = sample_rate, n_fft
        self.win_length = win_length if win_length is not None else n_fft
        self.hop_length = hop_length if hop_length is not None else self.win_length // 2
        self.f_min = f_min
        self.f_max = f_max if f_max is not None else sample_rate // 2
        self.pad, self.n_mels, self.window, self.power = pad, n_mels, window, power
        self.normalized, self.center, self.pad_mode, self.onesided = normalized, center, pad_mode, onesided
        self.norm, self.mel_scale = norm, mel_scale

    def _mel(self, x: np.ndarray, name: str) -> np.ndarray:
        spec = _Spec(self.n_fft, self.win_length, self.hop_length, self.pad, self.window, self.power,
                     self.normalized, self.center, self.pad_mode, self.onesided)(x, name)
        fb = _mel_fb(spec.shape[-2], self.f_min, self.f_max, self.n_mels, self.sample_rate, self.norm,
                     self.mel_scale)
        return _apply_fb(spec, fb)

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        return self._mel(x, "MelSpectrogram").astype(_f64_or_f32(x))


def _kwargs_get(kwargs: Dict[str, Any], *names: str) -> list:
    return [kwargs[n] for n in names]        # MindSpore reads every key (KeyError when one is missing)


class MFCC(AudioTensorOperation):
    """Mel-frequency cepstrum coefficients ``<..., n_mfcc, time>`` of a waveform ``<..., time>``."""

    _dtypes = "number"

    def __init__(self, sample_rate: int = 16000, n_mfcc: int = 40, dct_type: int = 2,
                 norm: NormMode = NormMode.ORTHO, log_mels: bool = False,
                 melkwargs: Optional[Dict[str, Any]] = None) -> None:
        _nonneg_int(sample_rate, "sample_rate")
        _type(log_mels, (bool,), "log_mels")
        _type(norm, (NormMode,), "norm")
        _nonneg_int(n_mfcc, "n_mfcc")
        if dct_type != 2:
            raise ValueError(f"Input dct_type must be 2, but got : {dct_type}.")
        if melkwargs is not None:
            _type(melkwargs, (dict,), "melkwargs")
            (n_fft, win_length, hop_length, f_min, f_max, pad, power, normalized, center, onesided, window,
             pad_mode, norm_mel, mel_scale, n_mels) = _kwargs_get(
                 melkwargs, "n_fft", "win_length", "hop_length", "f_min", "f_max", "pad", "power", "normalized",
                 "center", "onesided", "window", "pad_mode", "norm", "mel_scale", "n_mels")
            _pos_int(n_fft, "n_fft")
            _pos_int(n_mels, "n_mels")
            _mel_freq(f_min, f_max, sample_rate)
            _type(norm_mel, (NormType,), "norm")
            _type(mel_scale, (MelType,), "mel_type")
            _type(power, (int, float), "power")
            _nonneg_f32(power, "power")
            _spec_args(n_fft, win_length, hop_length, pad, power, window, normalized, center, pad_mode, onesided)
            if f_max is not None:
                _nonneg_f32(f_max, "f_max")
            if win_length is not None:
                _nonneg_int(win_length, "win_length")
            if n_mels < n_mfcc:
                raise ValueError(f"Input n_mels should be greater than or equal to n_mfcc, but got n_mfcc: {n_mfcc} "
                                 f"and n_mels: {n_mels}.")
        kw = dict(melkwargs) if melkwargs is not None else {}
        kw.setdefault("n_fft", 400)
        kw.setdefault("win_length", kw["n_fft"])
        kw.setdefault("hop_length", kw["win_length"] // 2)
        kw.setdefault("f_min", 0.0)
        kw.setdefault("f_max", sample_rate // 2)
        for k, v in (("pad", 0), ("n_mels", 128), ("window", WindowType.HANN), ("power", 2.0), ("normalized", False),
                     ("center", True), ("pad_mode", BorderType.REFLECT), ("onesided", True), ("norm", NormType.NONE),
                     ("mel_scale", MelType.HTK)):
            kw.setdefault(k, v)
        self.sample_rate, self.n_mfcc, self.dct_type, self.norm, self.log_mels = (sample_rate, n_mfcc, dct_type,
                                                                                  norm, log_mels)
        self.melkwargs = kw
        f_max = kw["f_max"] if kw["f_max"] is not None else sample_rate // 2
        self._mel = MelSpectrogram.__new__(MelSpectrogram)
        self._mel.__dict__.update(sample_rate=sample_rate, n_fft=kw["n_fft"], win_length=kw["win_length"],
                                  hop_length=kw["hop_length"], f_min=kw["f_min"], f_max=f_max, pad=kw["pad"],
                                  n_mels=kw["n_mels"], window=kw["window"], power=kw["power"],
                                  normalized=kw["normalized"], center=kw["center"], pad_mode=kw["pad_mode"],
                                  onesided=kw["onesided"], norm=kw["norm"], mel_scale=kw["mel_scale"])

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        mel = self._mel._mel(x, "MFCC")
        mel = np.log(mel + 1e-6) if self.log_mels else _to_db(mel)
        dct = create_dct(self.n_mfcc, self.melkwargs["n_mels"], self.norm).astype(np.float64)
        return _apply_fb(mel, dct).astype(np.float32)


class LFCC(AudioTensorOperation):
    """Linear-frequency cepstrum coefficients ``<..., n_lfcc, time>`` of a waveform ``<..., time>``."""

    _dtypes = "number"

    def __init__(self, sample_rate: int = 16000, n_filter: int = 128, n_lfcc: int = 40, f_min: float = 0.0,
                 f_max: Optional[float] = None, dct_type: int = 2, norm: NormMode = NormMode.ORTHO,
                 log_lf: bool = False, speckwargs: Optional[Dict[str, Any]] = None) -> None:
        _nonneg_int(sample_rate, "sample_rate")
        _pos_int(n_filter, "n_filter")
        _pos_int(n_lfcc, "n_lfcc")
        _type(log_lf, (bool,), "log_lf")
        _type(norm, (NormMode,), "norm")
        _type(f_min, (int, float), "f_min")
        _nonneg_f32(f_min, "f_min")
        if f_max is not None:
            _type(f_max, (int, float), "f_max")
            _nonneg_f32(f_max, "f_max")
            if f_min > f_max:
                raise ValueError(f"f_max should be greater than or equal to f_min, but got f_min: {f_min} and "
                                 f"f_max: {f_max}.")
        elif f_min >= sample_rate // 2:
            raise ValueError("Input sample_rate // 2 should be greater than f_min when f_max is set to None, but got "
                             f"f_min: {f_min} and sample_rate: {sample_rate}.")
        if dct_type != 2:
            raise ValueError(f"Input dct_type must be 2, but got : {dct_type}.")
        if speckwargs is not None:
            _type(speckwargs, (dict,), "speckwargs")
            window, pad_mode, n_fft, win_length, pad, power = _kwargs_get(
                speckwargs, "window", "pad_mode", "n_fft", "win_length", "pad", "power")
            _type(window, (WindowType,), "window")
            _type(pad_mode, (BorderType,), "pad_mode")
            _nonneg_int(pad, "pad")
            _type(power, (float,), "power")
            _nonneg_f32(power, "power")
            if n_fft < n_lfcc:
                raise ValueError(f"n_fft should be greater than or equal to n_lfcc, but got n_fft: {n_fft} and "
                                 f"n_lfcc: {n_lfcc}.")
            if win_length > n_fft:
                raise ValueError(f"win_length must be less than or equal to n_fft, but got win_length: {win_length} "
                                 f"and n_fft: {n_fft}.")
        kw = dict(speckwargs) if speckwargs is not None else {}
        kw.setdefault("n_fft", 400)
        kw.setdefault("win_length", kw["n_fft"])
        kw.setdefault("hop_length", kw["win_length"] // 2)
        for k, v in (("pad", 0), ("window", WindowType.HANN), ("power", 2.0), ("normalized", False),
                     ("center", True), ("pad_mode", BorderType.REFLECT), ("onesided", True)):
            kw.setdefault(k, v)
        self.sample_rate, self.n_filter, self.n_lfcc, self.f_min = sample_rate, n_filter, n_lfcc, f_min
        self.f_max = f_max if f_max is not None else sample_rate // 2
        self.dct_type, self.norm, self.log_lf, self.speckwargs = dct_type, norm, log_lf, kw
        self._spec = _Spec(kw["n_fft"], kw["win_length"], kw["hop_length"], kw["pad"], kw["window"], kw["power"],
                           kw["normalized"], kw["center"], kw["pad_mode"], kw["onesided"])

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        spec = self._spec(x, "LFCC")
        spec = _apply_fb(spec, _linear_fb(spec.shape[-2], self.f_min, self.f_max, self.n_filter, self.sample_rate))
        spec = np.log(spec + 1e-6) if self.log_lf else _to_db(spec)
        dct = create_dct(self.n_lfcc, self.n_filter, self.norm).astype(np.float64)
        return _apply_fb(spec, dct).astype(np.float32)


# -- inverse STFT: GriffinLim, InverseSpectrogram; phase vocoder: TimeStretch ------------------------
def _padded_window(kind: WindowType, n_fft: int, win_length: int) -> np.ndarray:
    from .transforms import _window

    win = np.zeros(n_fft)
    left = (n_fft - win_length) // 2
    win[left:left + win_length] = _window(kind, win_length)
    return win


def _istft(spec: np.ndarray, n_fft: int, hop_length: int, win: np.ndarray, center: bool, onesided: bool,
           length: Optional[int]) -> np.ndarray:
    """torch.istft of a complex ``<batch, freq, frames>`` spectrogram (float64 ``<batch, time>``)."""
    frames = np.fft.irfft(spec, n=n_fft, axis=-2) if onesided else np.fft.ifft(spec, n=n_fft, axis=-2).real
    frames = frames * win[:, None]
    n_frames = spec.shape[-1]
    total = n_fft + hop_length * (n_frames - 1)
    y = np.zeros(spec.shape[:-2] + (total,))
    env = np.zeros(total)
    for t in range(n_frames):
        y[..., t * hop_length:t * hop_length + n_fft] += frames[..., t]
        env[t * hop_length:t * hop_length + n_fft] += win ** 2
    start = n_fft // 2 if center else 0
    if length is None:
        end = total - (n_fft // 2 if center else 0)
    else:
        end = start + length
    y, env = y[..., start:end], env[start:end]
    y = y / np.where(np.abs(env) > 1e-11, env, 1.0)
    if length is not None and y.shape[-1] < length:
        y = np.concatenate([y, np.zeros(y.shape[:-1] + (length - y.shape[-1],))], axis=-1)
    return y


def _complex_input(op: AudioTensorOperation, x: np.ndarray, min_rank: int) -> np.ndarray:
    name = type(op).__name__
    if x.ndim < min_rank or x.shape[-1] != 2:
        raise PipelineError(f"{name}: the shape of input tensor does not match the requirement of operator. "
                            f"Expecting tensor in shape of <..., freq, time, complex=2>. But got tensor with "
                            f"dimension {x.ndim}.")
    return x


class GriffinLim(AudioTensorOperation):
    """A waveform ``<..., time>`` from a magnitude spectrogram ``<..., freq, time>`` by the fast Griffin-Lim
    iteration (torchaudio's; ``rand_init=False`` starts from zero phase)."""

    _dtypes = "number"

    def __init__(self, n_fft: int = 400, n_iter: int = 32, win_length: Optional[int] = None,
                 hop_length: Optional[int] = None, window_type: WindowType = WindowType.HANN, power: float = 2.0,
                 momentum: float = 0.99, length: Optional[int] = None, rand_init: bool = True) -> None:
        _pos_int(n_fft, "n_fft")
        _pos_int(n_iter, "n_iter")
        if win_length is not None:
            _nonneg_int(win_length, "win_length")
            if win_length > n_fft:
                raise ValueError(f"Input win_length should be no more than n_fft, but got win_length: {win_length} "
                                 f"and n_fft: {n_fft}.")
        if hop_length is not None:
            _nonneg_int(hop_length, "hop_length")
        _type(window_type, (WindowType,), "window_type")
        _pos_f32(power, "power")
        _nonneg_f32(momentum, "momentum")
        if length is not None:
            _nonneg_int(length, "length")
        _type(rand_init, (bool,), "rand_init")
        if momentum >= 1:   # MindSpore's C++ parameter check (it runs when the pipeline/eager call is built)
            raise PipelineError(f"GriffinLim: momentum equal to or greater than 1 can be unstable, but got: "
                                f"{momentum:.6f}")
        self.n_fft, self.n_iter = n_fft, n_iter
        self.win_length = win_length if win_length else n_fft
        self.hop_length = hop_length if hop_length else self.win_length // 2
        self.window_type, self.power, self.momentum = window_type, power, momentum
        self.length = length if length else 0
        self.rand_init = rand_init

    def _apply(self, x: np.ndarray) -> np.ndarray:
        from ..core.pipeline import current_rng

        x = self._waveform(x, 2, "<..., freq, time>")
        n_freq = self.n_fft // 2 + 1
        if x.shape[-2] != n_freq:
            raise PipelineError(f"GriffinLim: the frequency of the input should equal to n_fft / 2 + 1, but got "
                                f"frequency: {x.shape[-2]}, n_fft: {self.n_fft}.")
        shape = x.shape
        spec = x.astype(np.float64).reshape((-1,) + shape[-2:]) ** (1.0 / self.power)
        win = _padded_window(self.window_type, self.n_fft, self.win_length)
        length = self.length or None
        if self.rand_init:
            angles = np.exp(2j * math.pi * current_rng().random(spec.shape))
        else:
            angles = np.ones(spec.shape, dtype=np.complex128)
        tprev = np.zeros(spec.shape, dtype=np.complex128)
        for _ in range(self.n_iter):
            inverse = _istft(spec * angles, self.n_fft, self.hop_length, win, True, True, length)
            rebuilt = np.swapaxes(np.fft.rfft(_frames(inverse, self.n_fft, self.hop_length) * win, axis=-1), -1, -2)
            if rebuilt.shape[-1] != spec.shape[-1]:      # a given length: as many frames as the spectrogram
                width = spec.shape[-1]
                rebuilt = rebuilt[..., :width] if rebuilt.shape[-1] > width else np.concatenate(
                    [rebuilt, np.zeros(rebuilt.shape[:-1] + (width - rebuilt.shape[-1],), rebuilt.dtype)], axis=-1)
            angles = rebuilt - tprev * (self.momentum / (1 + self.momentum)) if self.momentum else rebuilt
            angles = angles / (np.abs(angles) + 1e-16)
            tprev = rebuilt
        out = _istft(spec * angles, self.n_fft, self.hop_length, win, True, True, length)
        return out.reshape(shape[:-2] + out.shape[-1:]).astype(_f64_or_f32(x))


def _frames(w: np.ndarray, n_fft: int, hop_length: int) -> np.ndarray:
    """Reflect-padded (centred) frames ``<batch, frames, n_fft>`` of ``w <batch, time>``."""
    half = n_fft // 2
    w = np.pad(w, [(0, 0)] * (w.ndim - 1) + [(half, half)], mode="reflect")
    n = 1 + (w.shape[-1] - n_fft) // hop_length
    return w[..., (np.arange(n) * hop_length)[:, None] + np.arange(n_fft)]


class InverseSpectrogram(AudioTensorOperation):
    """A waveform ``<..., time>`` from a complex spectrogram ``<..., freq, time, 2>`` (torch.istft)."""

    _dtypes = "number"

    def __init__(self, length: Optional[int] = None, n_fft: int = 400, win_length: Optional[int] = None,
                 hop_length: Optional[int] = None, pad: int = 0, window: WindowType = WindowType.HANN,
                 normalized: bool = False, center: bool = True, pad_mode: BorderType = BorderType.REFLECT,
                 onesided: bool = True) -> None:
        if length is not None:
            _nonneg_int(length, "length")
        _pos_int(n_fft, "n_fft")
        _spec_args(n_fft, win_length, hop_length, pad, None, window, normalized, center, pad_mode, onesided)
        if win_length is not None:
            _pos_int(win_length, "win_length")
            if win_length > n_fft:
                raise ValueError(f"Input win_length should be no more than n_fft, but got win_length: {win_length} "
                                 f"and n_fft: {n_fft}.")
        self.length = length if length is not None else 0
        self.n_fft = n_fft
        self.win_length = win_length if win_length is not None else n_fft
        self.hop_length = hop_length if hop_length is not None else self.win_length // 2
        self.pad, self.window, self.normalized, self.center = pad, window, normalized, center
        self.pad_mode, self.onesided = pad_mode, onesided

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 3, "<..., freq, time, complex=2>")
        _complex_input(self, x, 3)
        shape = x.shape
        spec = (x[..., 0].astype(np.float64) + 1j * x[..., 1].astype(np.float64)).reshape((-1,) + shape[-3:-1])
        win = _padded_window(self.window, self.n_fft, self.win_length)
        if self.normalized:
            spec = spec * math.sqrt(float((win ** 2).sum()))
        length = self.length + 2 * self.pad if self.length else None
        out = _istft(spec, self.n_fft, self.hop_length, win, self.center, self.onesided, length)
        if self.pad > 0:
            out = out[..., self.pad:-self.pad]
        # float64 in: float64, but MindSpore's padded path (pad > 0) gives float32
        return out.reshape(shape[:-3] + out.shape[-1:]).astype(np.float32 if self.pad > 0 else self._out_dtype(x))


class TimeStretch(AudioTensorOperation):
    """A complex spectrogram ``<..., freq, time, 2>`` stretched in time by ``1 / fixed_rate`` (phase vocoder)."""

    _dtypes = "number"

    def __init__(self, hop_length: Optional[int] = None, n_freq: int = 201,
                 fixed_rate: Optional[float] = None) -> None:
        if hop_length is not None:
            _pos_int(hop_length, "hop_length")
        _pos_int(n_freq, "n_freq")
        if fixed_rate is not None:
            _type(fixed_rate, (int, float), "fixed_rate")
            _pos_f32(fixed_rate, "fixed_rate")
        self.n_freq = n_freq
        self.fixed_rate = fixed_rate if fixed_rate is not None else 1
        self.hop_length = hop_length if hop_length is not None else n_freq - 1

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 3, "<..., freq, num_frame, complex=2>")
        x = x.astype(self._out_dtype(x), copy=False)          # integers: as float32
        _complex_input(self, x, 3)
        return phase_vocoder(x, float(self.fixed_rate),
                             np.linspace(0, math.pi * self.hop_length, x.shape[-3])[:, None])


def phase_vocoder(x: np.ndarray, rate: float, phase_advance: np.ndarray) -> np.ndarray:
    """A complex spectrogram ``<..., freq, time, 2>`` (real/imaginary pairs) sped up by ``rate`` (see
    :func:`vocode`), in the input's dtype."""
    if rate == 1.0:
        return x
    shape = x.shape
    spec = (x[..., 0].astype(np.float64) + 1j * x[..., 1].astype(np.float64)).reshape((-1,) + shape[-3:-1])
    out = vocode(spec, rate, phase_advance)
    out = np.stack([out.real, out.imag], axis=-1)
    return out.reshape(shape[:-3] + out.shape[-3:]).astype(x.dtype)


def vocode(spec: np.ndarray, rate: float, phase_advance: np.ndarray) -> np.ndarray:
    """A complex ``<..., freq, time>`` spectrogram sped up by ``rate`` (time steps 0, rate, 2 rate ...): the
    magnitudes interpolated, the phases accumulated with the expected ``phase_advance`` (freq, 1) per hop."""
    phase_advance = np.asarray(phase_advance, np.float64)
    steps = np.arange(0, spec.shape[-1], rate)
    alphas = steps % 1.0
    phase_0 = np.angle(spec[..., :1])
    padded = np.concatenate([spec, np.zeros(spec.shape[:-1] + (2,), spec.dtype)], axis=-1)
    s0, s1 = padded[..., steps.astype(np.int64)], padded[..., (steps + 1).astype(np.int64)]
    phase = np.angle(s1) - np.angle(s0) - phase_advance
    phase = phase - 2 * math.pi * np.round(phase / (2 * math.pi)) + phase_advance
    phase_acc = np.cumsum(np.concatenate([phase_0, phase[..., :-1]], axis=-1), axis=-1)
    mag = alphas * np.abs(s1) + (1 - alphas) * np.abs(s0)
    return mag * np.exp(1j * phase_acc)


class InverseMelScale(AudioTensorOperation):
    """A linear spectrogram ``<..., n_stft, time>`` recovered from a mel spectrogram ``<..., n_mels, time>`` by
    SGD on the squared error of its mel projection (torchaudio's InverseMelScale: random start, momentum SGD,
    clamped at 0, stops at ``tolerance_loss``/``tolerance_change``).  The random start draws from msgraph's
    stream, so values match MindSpore's only to the optimisation's accuracy."""

    _dtypes = "number"

    def __init__(self, n_stft: int, n_mels: int = 128, sample_rate: int = 16000, f_min: float = 0.0,
                 f_max: Optional[float] = None, max_iter: int = 100000, tolerance_loss: float = 1e-5,
                 tolerance_change: float = 1e-8, sgdargs: Optional[Dict[str, Any]] = None,
                 norm: NormType = NormType.NONE, mel_type: MelType = MelType.HTK) -> None:
        _pos_int(n_mels, "n_mels")
        _pos_int(sample_rate, "sample_rate")
        _mel_freq(f_min, f_max, sample_rate)
        _pos_int(n_stft, "n_stft")
        _type(norm, (NormType,), "norm")
        _type(mel_type, (MelType,), "mel_type")
        _pos_int(max_iter, "max_iter")
        _type(tolerance_loss, (int, float), "tolerance_loss")
        _pos_f32(tolerance_loss, "tolerance_loss")
        _type(tolerance_change, (int, float), "tolerance_change")
        _pos_f32(tolerance_change, "tolerance_change")
        if sgdargs is not None:
            lr, momentum = sgdargs["sgd_lr"], sgdargs["sgd_momentum"]
            _type(lr, (int, float), "sgd_lr")
            _nonneg_f32(lr, "sgd_lr")
            _type(momentum, (int, float), "sgd_momentum")
            _nonneg_f32(momentum, "sgd_momentum")
        self.n_stft, self.n_mels, self.sample_rate, self.f_min = n_stft, n_mels, sample_rate, f_min
        self.f_max = f_max if f_max is not None else sample_rate // 2
        self.max_iter, self.tolerance_loss, self.tolerance_change = max_iter, tolerance_loss, tolerance_change
        self.sgdargs = sgdargs if sgdargs is not None else {"sgd_lr": 0.1, "sgd_momentum": 0.9}
        self.norm, self.mel_type = norm, mel_type

    def _apply(self, x: np.ndarray) -> np.ndarray:
        from ..core.pipeline import current_rng

        x = self._waveform(x, 2, "<..., n_mels, time>")
        if x.shape[-2] != self.n_mels:
            raise PipelineError(f"InverseMelScale: n_mels should be equal to the freq of input, but got n_mels: "
                                f"{self.n_mels} and freq: {x.shape[-2]}.")
        fb = _mel_fb(self.n_stft, self.f_min, self.f_max, self.n_mels, self.sample_rate, self.norm, self.mel_type)
        shape = x.shape
        mel = np.swapaxes(x.astype(np.float64).reshape((-1,) + shape[-2:]), -1, -2)      # <batch, time, n_mels>
        spec = current_rng().random(mel.shape[:-1] + (self.n_stft,))                      # <batch, time, n_stft>
        lr, momentum = float(self.sgdargs["sgd_lr"]), float(self.sgdargs["sgd_momentum"])
        count = mel.shape[0] * mel.shape[1]
        buf = None
        loss = math.inf
        for _ in range(self.max_iter):
            diff = mel - spec @ fb
            new_loss = float((diff ** 2).sum(axis=-1).mean()) if count else 0.0
            grad = -2.0 * (diff @ fb.T) / max(count, 1)
            buf = grad if buf is None else momentum * buf + grad
            spec = np.maximum(spec - lr * buf, 0.0)
            if new_loss < self.tolerance_loss or abs(loss - new_loss) < self.tolerance_change:
                break
            loss = new_loss
        out = np.swapaxes(spec, -1, -2)       # a <n_mels, time> input gives <1, n_stft, time>, as MindSpore
        return out.reshape((shape[:-2] or (1,)) + out.shape[-2:]).astype(_f64_or_f32(x))
