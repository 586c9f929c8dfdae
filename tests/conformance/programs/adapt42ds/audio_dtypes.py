"""audio transforms on float16 and integer waveforms (adapted from ut/python/dataset/test_gain.py, test_vol.py,
test_dc_shift.py, test_fade.py, test_spectrogram.py, test_time_masking.py, test_phaser.py, test_contrast.py,
test_overdrive.py, test_vad.py, test_time_stretch.py, test_inverse_spectrogram.py): MindSpore computes a float16
waveform as float32 and returns float32 -- except the biquad filters, lfilter / filtfilt and flanger, which keep
float16; phaser / contrast / overdrive / dc_shift / vad / time_stretch / inverse_spectrogram take integer
waveforms (float32 out); inverse_spectrogram of float64 is float64 (float32 with pad > 0).  Eager and in map."""
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.audio as A
from _conf import emit, emit_error

MODES = ("pynative",)

t = np.arange(40)
W = (np.sin(t * 0.7) * 0.5).reshape(1, 40)
S = np.abs(np.sin(np.arange(36).reshape(4, 9) * 0.3)) + 0.1
C = np.stack([np.sin(t * 0.3), np.cos(t * 0.2)], -1).reshape(1, 40, 2)
SPEC = np.stack([np.sin(np.arange(45)).reshape(9, 5), np.cos(np.arange(45)).reshape(9, 5)], -1)


def dt(r):
    return [str(r.dtype), r.shape]


F16 = {
    "gain": (lambda: A.Gain(1.0), W), "vol": (lambda: A.Vol(0.5), W), "dcshift": (lambda: A.DCShift(0.1), W),
    "fade": (lambda: A.Fade(3, 3), W), "phaser": (lambda: A.Phaser(44100), W), "overdrive": (lambda: A.Overdrive(), W),
    "contrast": (lambda: A.Contrast(), W), "dither": (lambda: A.Dither(noise_shaping=False), W),
    "amplitude_to_db": (lambda: A.AmplitudeToDB(), S.reshape(1, 4, 9)), "db_to_amplitude": (lambda: A.DBToAmplitude(0.5, 0.5), S),
    "compute_deltas": (lambda: A.ComputeDeltas(), S), "angle": (lambda: A.Angle(), C), "complex_norm": (lambda: A.ComplexNorm(), C),
    "mulaw_decoding": (lambda: A.MuLawDecoding(), S * 10), "spectrogram": (lambda: A.Spectrogram(n_fft=16), W),
    "time_masking": (lambda: A.TimeMasking(time_mask_param=2, mask_start=1), S),
    "frequency_masking": (lambda: A.FrequencyMasking(freq_mask_param=1, mask_start=1), S),
    "mask_along_axis": (lambda: A.MaskAlongAxis(1, 3, 0.0, 2), S), "sliding_window_cmn": (lambda: A.SlidingWindowCmn(), S),
    "spectral_centroid": (lambda: A.SpectralCentroid(8000, n_fft=16), W),
    "time_stretch": (lambda: A.TimeStretch(n_freq=9, fixed_rate=1.2), np.stack([S.T, S.T], -1).reshape(1, 9, 4, 2)),
    "vad": (lambda: A.Vad(8000), np.sin(np.arange(800) * 0.3).reshape(1, 800)),
    "lowpass_biquad": (lambda: A.LowpassBiquad(44100, 1500.0), W), "lfilter": (lambda: A.LFilter([1.0, 0.1], [0.5, 0.2]), W),
    "flanger": (lambda: A.Flanger(44100), W), "riaa_biquad": (lambda: A.RiaaBiquad(44100), W),
}
for name, (op, x) in F16.items():
    emit(f"{name}_float16", dt(op()(x.astype(np.float16))))
emit("gain_float16_values", A.Gain(6.0)(W.astype(np.float16)))
emit("spectrogram_float16_values", A.Spectrogram(n_fft=8, hop_length=4)(W[:, :16].astype(np.float16)))
emit("map_vol_float16", [r[0] for r in ds.NumpySlicesDataset({"a": np.stack([W[0].astype(np.float16)] * 2)}, shuffle=False)
                         .map(A.Vol(0.5), "a").create_tuple_iterator(output_numpy=True)])
emit_error("phase_vocoder_float16", lambda: A.PhaseVocoder(1.3, np.zeros((9, 1)))(np.stack([S.T, S.T], -1).reshape(9, 4, 2).astype(np.float16)))
I16 = (W * 100).astype(np.int16)
emit("phaser_int16", A.Phaser(44100)(I16))
emit("contrast_int16", dt(A.Contrast()(I16)))
emit("overdrive_int16", A.Overdrive()(I16))
emit("dcshift_int16", A.DCShift(0.1)(I16))
emit("dcshift_bool", A.DCShift(0.1)(W > 0))
emit("vad_int16", dt(A.Vad(8000)((np.sin(np.arange(800) * 0.3) * 100).astype(np.int16).reshape(1, 800))))
emit("time_stretch_int16", A.TimeStretch(n_freq=9, fixed_rate=1.2)((np.stack([S.T, S.T], -1).reshape(1, 9, 4, 2) * 10).astype(np.int16)))
# MindSpore 2.10 returns NaN everywhere for an integer spectrogram (its float32 / float64 results are numbers):
# the dtype and shape only
emit("inverse_spectrogram_int16", dt(A.InverseSpectrogram(n_fft=16, length=20)((SPEC * 10).astype(np.int16))))
emit("inverse_spectrogram_float64", A.InverseSpectrogram(n_fft=16, length=20)(SPEC))
emit("inverse_spectrogram_float64_pad", dt(A.InverseSpectrogram(n_fft=16, length=20, pad=1)(SPEC)))
emit_error("lowpass_biquad_int16", lambda: A.LowpassBiquad(44100, 1500.0)(I16))
