"""Adapted from MindSpore's test_resample.py, test_phase_vocoder.py, test_pitchshift.py, test_phaser.py,
test_detect_pitch_frequency.py: msgraph had no audio.Resample/PhaseVocoder/PitchShift/Phaser/DetectPitchFrequency
(AttributeError); records the resampled values (sinc and Kaiser kernels,
up/down, non-integer rates), vocoded spectrograms, pitch-shifted waveforms, dtypes, shapes and argument errors."""
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.audio as audio
from mindspore.dataset.audio import ResampleMethod
from _conf import emit

MODES = ("pynative",)


def err(label, fn, atol=1e-7):
    try:
        emit(label, fn(), rtol=1e-5 if atol < 1e-5 else 1e-4 if atol < 1e-3 else 1e-3, atol=atol)
    except Exception as e:  # noqa: BLE001
        s = str(e)
        i = s.find("[ERROR]")
        cls = next(c for c in (TypeError, ValueError, RuntimeError, Exception) if isinstance(e, c)).__name__
        emit(label, (cls, s[i:].splitlines()[0] if i >= 0 else s.splitlines()[0]))


rng = np.random.RandomState(3)
x64 = rng.uniform(-1, 1, size=(2, 37))
x32 = x64.astype(np.float32)
err("same_rate", lambda: audio.Resample(16000, 16000)(x32))
err("down_48_32", lambda: audio.Resample(orig_freq=48000, new_freq=32000)(x32))
err("down_48_16_f64", lambda: audio.Resample(48000, 16000)(x64))
err("up_16_44", lambda: audio.Resample(16000, 44100)(x32[:, :20]))
# float32 noise of MindSpore's kernel shows on this one's small elements (1e-6 absolute)
err("float_rates", lambda: audio.Resample(22050.0, 16000.5)(x32), atol=1e-5)
err("kaiser", lambda: audio.Resample(48000, 16000, ResampleMethod.KAISER_WINDOW, lowpass_filter_width=7,
                                     rolloff=0.98)(x32))
err("kaiser_beta", lambda: audio.Resample(8000, 12000, ResampleMethod.KAISER_WINDOW, beta=8.0)(x32))
err("width_rolloff", lambda: audio.Resample(44100, 8000, lowpass_filter_width=2, rolloff=0.5)(x64[0]))
err("rank3", lambda: audio.Resample(3, 2)(x32.reshape(2, 1, 37)))
err("int_input", lambda: audio.Resample(3, 2)(np.arange(10)))
err("float16", lambda: audio.Resample(3, 2)(x32.astype(np.float16)[:, :9]))
data = ds.NumpySlicesDataset([x32], ["audio"], shuffle=False)
data = data.map(operations=[audio.Resample(48000, 32000)], input_columns=["audio"])
err("pipeline", lambda: [r["audio"] for r in data.create_dict_iterator(num_epochs=1, output_numpy=True)])
err("bad_orig", lambda: audio.Resample(-1))
err("bad_new", lambda: audio.Resample(1, 0))
err("bad_method", lambda: audio.Resample(resample_method="aaaa"))
err("bad_width", lambda: audio.Resample(lowpass_filter_width=0))
err("bad_rolloff", lambda: audio.Resample(rolloff=1.5))
err("bad_rolloff_type", lambda: audio.Resample(rolloff=1))

# MindSpore computes the vocoder/STFT in float32 for float32 and integer input: noise of 1e-5 relative there
F32 = 1e-5
spec = rng.randn(2, 5, 7, 2)
adv = np.linspace(0, np.pi * 2, 5)[:, None]
err("vocoder_f32", lambda: audio.PhaseVocoder(1.3, adv.astype(np.float32))(spec.astype(np.float32)), atol=F32)
err("vocoder_f64_slow", lambda: audio.PhaseVocoder(0.7, adv)(spec))
err("vocoder_rate1", lambda: audio.PhaseVocoder(1, adv)(spec))
err("vocoder_bad_shape", lambda: audio.PhaseVocoder(2.0, adv[:, 0])(spec))
err("vocoder_bad_freq", lambda: audio.PhaseVocoder(2.0, adv[:3])(spec))
err("vocoder_bad_dtype", lambda: audio.PhaseVocoder(2.0, adv.astype(np.float32))(spec))
err("vocoder_bad_rate", lambda: audio.PhaseVocoder(0, adv))
wav = rng.uniform(-1, 1, size=(2, 45)).astype(np.float32)
err("pitch_up", lambda: audio.PitchShift(16000, 4, n_fft=16, win_length=16, hop_length=4)(wav), atol=F32)
err("pitch_down", lambda: audio.PitchShift(8000, -3, bins_per_octave=10, n_fft=16, hop_length=3)(wav.astype(np.float64)))
# integers 0..29 through an ~18000-tap float32 resampling kernel in MindSpore: 1e-4 relative noise
err("pitch_int", lambda: audio.PitchShift(16000, 2, n_fft=8)(np.arange(30).reshape(1, 30)), atol=1e-2)
err("pitch_window", lambda: audio.PitchShift(100, 1, n_fft=12, win_length=10,
                                             window=audio.WindowType.HAMMING)(wav[0]), atol=F32)
err("pitch_bad_bins", lambda: audio.PitchShift(16, 4, bins_per_octave=0))
err("pitch_bad_win", lambda: audio.PitchShift(16, 4, n_fft=8, win_length=9))
# Phaser (test_phaser.py)
sig = rng.uniform(-0.8, 0.8, size=(2, 300))
err("phaser_default", lambda: audio.Phaser(8000)(sig.astype(np.float32)))
err("phaser_triangle_f64", lambda: audio.Phaser(4410, gain_in=0.9, gain_out=0.9, delay_ms=5.0, decay=0.9,
                                                 mod_speed=2, sinusoidal=False)(sig), atol=1e-6)  # 2e-7 apart
err("phaser_rank3", lambda: audio.Phaser(16000, delay_ms=1.0)(sig.reshape(2, 3, 100).astype(np.float32)))
err("phaser_clip", lambda: audio.Phaser(1000, gain_in=1, gain_out=5)(sig[:1, :40]))
err("phaser_bad_gain", lambda: audio.Phaser(1000, gain_in=1.5))
err("phaser_bad_sin", lambda: audio.Phaser(1000, sinusoidal=1))
err("phaser_bad_rate", lambda: audio.Phaser(1000.0))
# DetectPitchFrequency (test_detect_pitch_frequency.py)
tt = np.arange(900) / 3000.0
tone = (np.sin(2 * np.pi * 220 * tt) + 0.3 * np.sin(2 * np.pi * 440 * tt) + 0.05 * rng.randn(900)).reshape(1, 900)
err("pitch_detect", lambda: audio.DetectPitchFrequency(3000, 0.01, 5, 85, 1500)(tone.astype(np.float32)))
err("pitch_detect_f64", lambda: audio.DetectPitchFrequency(3000, 0.02, 4, 100.5, 2000.0)(np.vstack([tone, -tone])))
err("pitch_detect_f64_int", lambda: audio.DetectPitchFrequency(3000, 0.02, 4, 100, 2000)(np.vstack([tone, -tone])))
err("pitch_detect_small", lambda: audio.DetectPitchFrequency(30, 0.1, 3, 5, 25)(rng.randn(2, 3, 20)))
err("pitch_detect_long_win", lambda: audio.DetectPitchFrequency(3000, win_length=200)(tone.astype(np.float32)))
err("pitch_detect_bad", lambda: audio.DetectPitchFrequency(0))
err("pitch_detect_bad_low", lambda: audio.DetectPitchFrequency(100, freq_low=0))
