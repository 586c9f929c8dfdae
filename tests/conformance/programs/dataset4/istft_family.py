"""audio InverseSpectrogram, TimeStretch, GriffinLim (momentum 0), SlidingWindowCmn, MaskAlongAxisIID (no mask), Vad
(ut dataset test_inverse_spectrogram_ops, test_time_stretch, test_griffinlim, test_sliding_window_cmn,
test_mask_along_axis_iid, test_vad): values, dtypes, shapes, argument errors."""
import numpy as np
import mindspore.dataset.audio as audio
from _conf import emit, emit_error

MODES = ("pynative",)


def show(out):
    return [str(out.dtype), list(out.shape), np.round(out.astype(np.float64), 3).tolist()]


COMPLEX = (np.cos(np.arange(2 * 9 * 5 * 2) / 5.0).reshape(2, 9, 5, 2)).astype(np.float32)
emit("inverse_spectrogram", show(audio.InverseSpectrogram(n_fft=16, win_length=16, hop_length=8)(COMPLEX)))
emit("inverse_spectrogram_pad_len", show(audio.InverseSpectrogram(length=20, n_fft=16, hop_length=4, pad=1,
                                                                  normalized=True)(COMPLEX.astype(np.float64))))
emit_error("inverse_spectrogram_win", lambda: audio.InverseSpectrogram(win_length=300, n_fft=200))
emit("time_stretch", show(audio.TimeStretch(64, 9, 1.6)(COMPLEX.astype(np.float64))), atol=2e-3)
emit("time_stretch_slow", show(audio.TimeStretch(None, 9, 0.7)(COMPLEX)), atol=2e-3)
emit_error("time_stretch_rate", lambda: audio.TimeStretch(512, 9, -1.3))
MAG = np.abs(np.cos(np.arange(9 * 6) / 4.0).reshape(9, 6)) + 0.1
emit("griffin_lim", show(audio.GriffinLim(n_fft=16, n_iter=4, momentum=0.0, rand_init=False)(MAG)))
emit("griffin_lim_power1", show(audio.GriffinLim(n_fft=16, n_iter=3, hop_length=4, power=1.0, momentum=0.0,
                                                 rand_init=False)(MAG.astype(np.float32))))
emit_error("griffin_lim_freq", lambda: audio.GriffinLim(n_fft=20, rand_init=False)(MAG))
emit_error("griffin_lim_momentum", lambda: audio.GriffinLim(n_fft=16, momentum=1, rand_init=False)(MAG))
X = np.array([[[0.0, 0.1, 0.2], [0.3, 0.4, 0.5], [0.9, 1.0, 1.4], [0.2, 0.7, 0.1]]], np.float64)
emit("cmn", show(audio.SlidingWindowCmn(500, 200, False, False)(X)))
emit("cmn_center_var", show(audio.SlidingWindowCmn(3, 0, True, True)(X.astype(np.float32))))
emit("cmn_min_window", show(audio.SlidingWindowCmn(2, 3, False, True)(X)))
emit_error("cmn_str", lambda: audio.SlidingWindowCmn("600"))
emit("mask_iid_zero", show(audio.MaskAlongAxisIID(mask_param=0, mask_value=5.0, axis=1)(X.astype(np.float32))))
emit_error("mask_iid_axis", lambda: audio.MaskAlongAxisIID(5, 1.0, 3))
W = (np.sin(np.arange(3000) / 3.0) * (np.arange(3000) > 1500)).astype(np.float32)
emit("vad", show(audio.Vad(sample_rate=600)(W)[:20]))
emit("vad_len", len(audio.Vad(sample_rate=600)(W)))
emit("vad_short", show(audio.Vad(sample_rate=600)(W[1400:1500])))
emit("vad_two_channels", show(audio.Vad(sample_rate=700)(np.stack([W, W[::-1]]).astype(
    np.float64))[:, :6]))
emit_error("vad_noise_times", lambda: audio.Vad(sample_rate=1000, noise_up_time=1, noise_down_time=3))
emit_error("vad_rate", lambda: audio.Vad(sample_rate=-10))
inv = audio.InverseMelScale(n_stft=9, n_mels=4, sample_rate=16, max_iter=50)(np.abs(X[0]).astype(np.float64))
emit("inverse_mel_scale_shape", [str(inv.dtype), list(inv.shape), bool((inv >= 0).all())])
inv = audio.InverseMelScale(n_stft=9, n_mels=4, sample_rate=16, max_iter=5)(np.ones((2, 4, 3), np.float32))
emit("inverse_mel_scale_f32", [str(inv.dtype), list(inv.shape)])
emit_error("inverse_mel_scale_max_iter", lambda: audio.InverseMelScale(n_stft=20, max_iter=-10))
emit_error("inverse_mel_scale_tol", lambda: audio.InverseMelScale(n_stft=20, tolerance_loss=-10))
emit_error("inverse_mel_scale_sgd", lambda: audio.InverseMelScale(n_stft=20, sgdargs={"sgd_lr": -1,
                                                                                       "sgd_momentum": 0.9}))
