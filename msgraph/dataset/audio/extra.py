"""``ds.audio.Resample``: band-limited sinc resampling (Hann-windowed or Kaiser-windowed sinc kernels, the
polyphase scheme torchaudio and MindSpore 2.10 use), computed in float64."""
from __future__ import annotations

import math
from typing import Any, Optional

import numpy as np

from ..core.pipeline import PipelineError
from .spectral import _complex_input, _istft, _padded_window, phase_vocoder, vocode
from .transforms import (_F32_INT, _INT32_MAX, AudioTensorOperation, _check_frames, _int32_not_zero,
                         _non_negative_int32, _range, _stft, _type, _wave_table)
from .utils import BorderType, ResampleMethod, WindowType

__all__ = ["DetectPitchFrequency", "PhaseVocoder", "Phaser", "PitchShift", "Resample"]

_KAISER_BETA = 14.769656459379492


def _sinc_kernel(orig: int, new: int, width: int, rolloff: float, method: ResampleMethod,
                 beta: Optional[float], phases: int) -> tuple:
    """The first ``phases`` of the (new, 2 * pad + orig) polyphase kernels and the padding ``pad``, for rates
    already divided by their gcd."""
    base = min(orig, new) * rolloff
    pad = int(math.ceil(width * orig / base))
    idx = np.arange(-pad, pad + orig, dtype=np.float64) / orig
    t = (-np.arange(phases, dtype=np.float64) / new)[:, None] + idx[None, :]
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


def resample(flat: np.ndarray, orig_freq: float, new_freq: float,
             method: ResampleMethod = ResampleMethod.SINC_INTERPOLATION, width: int = 6, rolloff: float = 0.99,
             beta: Optional[float] = None) -> np.ndarray:
    """``flat`` (batch, time) float64 resampled: (batch, ceil(new * time / orig)), rates divided by their gcd."""
    gcd = math.gcd(int(orig_freq), int(new_freq))
    orig, new = int(orig_freq) // gcd, int(new_freq) // gcd
    length = flat.shape[-1]
    target = int(math.ceil(new * length / orig))
    # only the phases and frames the ``target`` outputs use (a short input at rates with a large gcd-reduced
    # ``new`` needs far fewer than the whole polyphase bank)
    kernel, pad = _sinc_kernel(orig, new, width, rolloff, method, beta, min(new, target))
    padded = np.pad(flat, ((0, 0), (pad, pad + orig)))
    size = kernel.shape[1]
    frames = min((padded.shape[1] - size) // orig + 1, -(-target // new))
    windows = padded[:, (np.arange(frames) * orig)[:, None] + np.arange(size)[None, :]]   # (batch, frames, size)
    out = np.einsum("bfw,nw->bfn", windows, kernel).reshape(flat.shape[0], -1)
    return out[:, :target]


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
        shape, length = x.shape[:-1], x.shape[-1]
        out = resample(x.reshape(-1, length).astype(np.float64), self.orig_freq, self.new_freq, self.resample_method,
                       self.lowpass_filter_width, self.rolloff, self.beta)
        return out.reshape(shape + (-1,)).astype(np.float64 if x.dtype == np.float64 else np.float32)


class PhaseVocoder(AudioTensorOperation):
    """A complex spectrogram ``<..., freq, time, 2>`` sped up by ``rate`` with a user ``phase_advance`` of shape
    (freq, 1) and the input's dtype (see :func:`.spectral.phase_vocoder`)."""

    _keeps_float16 = True        # MindSpore refuses a float16 spectrogram (it is not made float32)

    def __init__(self, rate: float, phase_advance: np.ndarray) -> None:
        _type(rate, (int, float), "rate")
        _range(rate, 0, _F32_INT, "rate", left_open=True)
        _type(phase_advance, (np.ndarray,), "phase_advance")
        self.rate, self.phase_advance = rate, phase_advance

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x, 3, "<..., freq, num_frame, complex=2>")
        _complex_input(self, x, 3)
        advance = self.phase_advance
        if advance.ndim != 2 or advance.shape[-1] != 1:
            raise PipelineError("PhaseVocoder: invalid parameter, 'phase_advance' should be in shape of <freq, 1>.")
        if advance.shape[0] != x.shape[-3]:
            raise PipelineError(f"PhaseVocoder: invalid parameter, 'first dimension of 'phase_advance'' should be "
                                f"equal to 'freq dimension length of input tensor', but got: first dimension of "
                                f"'phase_advance' {advance.shape[0]} while freq dimension length of input tensor "
                                f"{x.shape[-3]}.")
        if advance.dtype != x.dtype:
            raise PipelineError("PhaseVocoder: invalid parameter, data type of phase_advance should be equal to data "
                                "type of input tensor, but got: data type of phase_advance "
                                f"{advance.dtype} while data type of input tensor {x.dtype}.")
        return phase_vocoder(x, float(self.rate), advance)


class PitchShift(AudioTensorOperation):
    """A waveform (..., time) shifted by ``n_steps`` of ``bins_per_octave`` steps: its STFT sped up by
    2 ** (-n_steps / bins_per_octave) (phase vocoder), back to a waveform, resampled to the original rate, cut or
    zero-padded to the original length; float64 stays float64, other input gives float32."""

    _dtypes = "number"

    def __init__(self, sample_rate: int, n_steps: int, bins_per_octave: int = 12, n_fft: int = 512,
                 win_length: Optional[int] = None, hop_length: Optional[int] = None,
                 window: WindowType = WindowType.HANN) -> None:
        _non_negative_int32(sample_rate, "sample_rate")
        _type(n_steps, (int,), "n_steps")
        _range(n_steps, -_INT32_MAX - 1, _INT32_MAX, "n_steps")
        _type(bins_per_octave, (int,), "bins_per_octave ")   # MindSpore's message has the two spaces
        _int32_not_zero(bins_per_octave, "bins_per_octave")
        _check_frames(n_fft, win_length, hop_length)
        _type(window, (WindowType,), "window")
        self.sample_rate, self.n_steps, self.bins_per_octave = sample_rate, n_steps, bins_per_octave
        self.n_fft = n_fft
        self.win_length = n_fft if win_length is None else win_length
        self.hop_length = self.win_length // 4 if hop_length is None else hop_length
        self.window = window

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        shape, length = x.shape[:-1], x.shape[-1]
        flat = x.reshape(-1, length).astype(np.float64)
        rate = 2.0 ** (-float(self.n_steps) / self.bins_per_octave)
        spec = _stft(flat, self.n_fft, self.win_length, self.hop_length, 0, self.window, False, True,
                     BorderType.REFLECT, True, "PitchShift")
        advance = np.linspace(0, math.pi * self.hop_length, spec.shape[-2])[:, None]
        stretched = vocode(spec, rate, advance)
        win = _padded_window(self.window, self.n_fft, self.win_length)
        wave = _istft(stretched, self.n_fft, self.hop_length, win, True, True, int(round(length / rate)))
        shifted = resample(wave, int(self.sample_rate / rate), self.sample_rate)
        if shifted.shape[-1] >= length:
            shifted = shifted[:, :length]
        else:
            shifted = np.pad(shifted, ((0, 0), (0, length - shifted.shape[-1])))
        return shifted.reshape(shape + (length,)).astype(np.float64 if x.dtype == np.float64 else np.float32)


class Phaser(AudioTensorOperation):
    """SoX's phaser: each sample plus a decaying copy from a delay line whose tap an LFO (sine or triangle at
    ``mod_speed`` Hz over ``delay_ms``) moves; input scaled by ``gain_in``, output by ``gain_out``, clamped to
    [-1, 1]."""

    _dtypes = "number"

    def __init__(self, sample_rate: int, gain_in: float = 0.4, gain_out: float = 0.74, delay_ms: float = 3.0,
                 decay: float = 0.4, mod_speed: float = 0.5, sinusoidal: bool = True) -> None:
        _type(sample_rate, (int,), "sample_rate")
        _range(sample_rate, -_INT32_MAX - 1, _INT32_MAX, "sample_rate")
        for name, value, lo, hi in (("gain_in", gain_in, 0, 1), ("gain_out", gain_out, 0, 1e9),
                                    ("delay_ms", delay_ms, 0, 5.0), ("decay", decay, 0, 0.99),
                                    ("mod_speed", mod_speed, 0.1, 2)):
            _type(value, (float, int), name)
            _range(value, lo, hi, name)
        _type(sinusoidal, (bool,), "sinusoidal")
        self.sample_rate, self.gain_in, self.gain_out = sample_rate, gain_in, gain_out
        self.delay_ms, self.decay, self.mod_speed, self.sinusoidal = delay_ms, decay, mod_speed, sinusoidal

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        shape = x.shape
        wave = x.reshape(-1, shape[-1]).astype(np.float64) * self.gain_in
        delay_len = int(self.delay_ms * 0.001 * self.sample_rate + 0.5)
        mod_len = int(self.sample_rate / self.mod_speed + 0.5)
        mod = _wave_table(self.sinusoidal, mod_len, 1.0, float(delay_len), math.pi / 2, integer=True)
        delay = np.zeros((wave.shape[0], delay_len))
        out = np.empty_like(wave)
        delay_pos = mod_pos = 0
        for i in range(wave.shape[-1]):
            tap = int((delay_pos + int(mod[mod_pos])) % delay_len)
            mod_pos = (mod_pos + 1) % mod_len
            delay_pos = (delay_pos + 1) % delay_len
            out[:, i] = wave[:, i] + delay[:, tap]
            delay[:, delay_pos] = out[:, i] * self.decay
        return np.clip(out * self.gain_out, -1, 1).reshape(shape).astype(self._out_dtype(x))


class DetectPitchFrequency(AudioTensorOperation):
    """The pitch (Hz) of each ``frame_time`` frame of a waveform (..., time): the lag of the best normalized
    cross-correlation within [sample_rate / freq_high, sample_rate / freq_low] (an earlier lag wins when within 1%
    of the best in the first half), median-smoothed over ``win_length`` frames; float32."""

    def __init__(self, sample_rate: int, frame_time: float = 0.01, win_length: int = 30, freq_low: int = 85,
                 freq_high: int = 3400) -> None:
        _type(sample_rate, (int,), "sample_rate")
        _int32_not_zero(sample_rate, "sample_rate")
        for name, value, kinds in (("frame_time", frame_time, (float, int)), ("win_length", win_length, (int,)),
                                   ("freq_low", freq_low, (int, float)), ("freq_high", freq_high, (int, float))):
            _type(value, kinds, name)
            if kinds == (int,):
                _range(value, 1, _INT32_MAX, name)
            else:
                _range(value, 0, _F32_INT, name, left_open=True)
        if isinstance(freq_low, float) or isinstance(freq_high, float):   # MindSpore's C++ constructor takes ints
            raise TypeError("__init__(): incompatible constructor arguments. The following argument types are "
                            "supported:\n    1. (sample_rate: int, frame_time: float, win_length: int, freq_low: "
                            "int, freq_high: int)")
        self.sample_rate, self.frame_time, self.win_length = sample_rate, frame_time, win_length
        self.freq_low, self.freq_high = freq_low, freq_high

    def _nccf(self, w: np.ndarray) -> np.ndarray:
        eps = 1e-9
        lags = int(math.ceil(self.sample_rate / self.freq_low))
        frame = int(math.ceil(self.sample_rate * self.frame_time))
        length = w.shape[-1]
        frames = int(math.ceil(length / frame))
        w = np.pad(w, ((0, 0), (0, lags + frames * frame - length)))
        out = np.empty((w.shape[0], frames, lags))
        for lag in range(1, lags + 1):
            s1 = w[:, :frames * frame].reshape(w.shape[0], frames, frame)
            s2 = w[:, lag:lag + frames * frame].reshape(w.shape[0], frames, frame)
            n1 = (eps + np.sqrt((s1 ** 2).sum(-1))) ** 2
            n2 = (eps + np.sqrt((s2 ** 2).sum(-1))) ** 2
            out[..., lag - 1] = (s1 * s2).sum(-1) / n1 / n2
        return out

    def _apply(self, x: np.ndarray) -> np.ndarray:
        x = self._waveform(x)
        shape = x.shape
        nccf = self._nccf(x.reshape(-1, shape[-1]).astype(np.float64))
        lag_min = int(math.ceil(self.sample_rate / self.freq_high))
        best_val, best_idx = nccf[..., lag_min:].max(-1), nccf[..., lag_min:].argmax(-1)
        half = nccf[..., lag_min:nccf.shape[-1] // 2]
        if half.shape[-1]:
            half_val, half_idx = half.max(-1), half.argmax(-1)
            take = half_val > 0.99 * best_val
            best_idx = np.where(take, half_idx, best_idx)
        indices = best_idx + lag_min + 1
        pad = (self.win_length - 1) // 2
        indices = np.concatenate([np.repeat(indices[:, :1], pad, axis=1), indices], axis=1)
        count = indices.shape[-1] - self.win_length + 1
        if count > 0:
            windows = indices[:, np.arange(count)[:, None] + np.arange(self.win_length)[None, :]]
            indices = np.sort(windows, axis=-1)[..., (self.win_length - 1) // 2]   # the lower median
        else:
            raise PipelineError("Failed to create empty tensor, tensor shape is unknown.")
        freq = self.sample_rate / (1e-9 + indices.astype(np.float32))
        return freq.reshape(shape[:-1] + freq.shape[-1:]).astype(np.float32)
