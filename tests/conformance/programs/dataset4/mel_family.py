"""audio mel/linear filter banks and the transforms on them (ut dataset test_melscale_fbanks, test_linear_fbanks,
test_mel_scale, test_mel_spectrogram_ops, test_mfcc_ops, test_lfcc): values, dtypes, shapes, argument errors."""
import numpy as np
import mindspore.dataset.audio as audio
from mindspore.dataset.audio import BorderType, MelType, NormMode, NormType, WindowType
from _conf import emit, emit_error

MODES = ("pynative",)
WAV = np.sin(np.arange(64, dtype=np.float32) / 3)
SPEC = (np.arange(24, dtype=np.float64).reshape(2, 3, 4) / 7)


def show(out):
    return [str(out.dtype), list(out.shape), np.round(out.astype(np.float64), 3).tolist()]


emit("fbanks_htk", show(audio.melscale_fbanks(8, 2, 50, 4, 100, NormType.NONE, MelType.HTK)))
emit("fbanks_slaney_slaney", show(audio.melscale_fbanks(8, 2, 50, 4, 100, NormType.SLANEY, MelType.SLANEY)))
emit("fbanks_slaney_htk", show(audio.melscale_fbanks(10, 0, 50, 5, 100, NormType.SLANEY, MelType.HTK)))
emit("linear_fbanks", show(audio.linear_fbanks(8, 2, 50, 4, 100)))
emit_error("fbanks_fmin_gt_fmax", lambda: audio.melscale_fbanks(8, 60, 50, 4, 100))
emit_error("fbanks_bad_norm", lambda: audio.melscale_fbanks(8, 2, 50, 4, 100, None))
emit_error("linear_bad_nfreqs", lambda: audio.linear_fbanks(10.5, 0, 50, 5, 100))
emit("melscale_f64", show(audio.MelScale(n_mels=2, sample_rate=10, f_min=-50, f_max=100, n_stft=3)(SPEC)))
emit("melscale_f16", show(audio.MelScale(n_mels=2, sample_rate=10, f_min=-50, f_max=100, n_stft=3)(
    SPEC.astype(np.float16))))
emit("melscale_int", show(audio.MelScale(n_mels=2, sample_rate=10, f_min=0, f_max=5, n_stft=3)(
    (SPEC * 7).astype(np.int32))))
emit_error("melscale_nstft_mismatch", lambda: audio.MelScale(n_mels=2, sample_rate=10, f_min=0, f_max=5,
                                                              n_stft=5)(SPEC))
emit_error("melscale_fmax_le_fmin", lambda: audio.MelScale(f_min=1000, f_max=1000))
emit_error("melscale_norm_str", lambda: audio.MelScale(norm="slaney"))
emit("melspectrogram", show(audio.MelSpectrogram(sample_rate=16, n_fft=16, n_mels=4)(WAV)))
emit("melspectrogram_slaney", show(audio.MelSpectrogram(sample_rate=16, n_fft=16, n_mels=4, norm=NormType.SLANEY,
                                                        mel_scale=MelType.SLANEY, power=1.0)(WAV)))
emit_error("melspectrogram_fmin_int", lambda: audio.MelSpectrogram(f_min=0))
emit_error("melspectrogram_fmax_lt_fmin", lambda: audio.MelSpectrogram(f_min=2.0, f_max=1.0))
MEL = dict(n_fft=16, win_length=16, hop_length=8, f_min=0.0, f_max=8.0, pad=0, n_mels=4, window=WindowType.HANN,
           power=2.0, normalized=False, center=True, pad_mode=BorderType.REFLECT, onesided=True, norm=NormType.NONE,
           mel_scale=MelType.HTK)
emit("mfcc_db", show(audio.MFCC(sample_rate=16, n_mfcc=4, melkwargs=dict(MEL))(WAV)), rtol=1e-3, atol=2e-3)
emit("mfcc_log", show(audio.MFCC(sample_rate=16, n_mfcc=3, log_mels=True, norm=NormMode.NONE,
                                 melkwargs=dict(MEL))(WAV)))
emit_error("mfcc_nmels_lt_nmfcc", lambda: audio.MFCC(n_mfcc=40, melkwargs=dict(MEL)))
emit_error("mfcc_dct_type", lambda: audio.MFCC(dct_type=3))
SPK = dict(n_fft=16, win_length=16, hop_length=8, pad=0, window=WindowType.HANN, power=2.0, normalized=False,
           center=True, pad_mode=BorderType.REFLECT, onesided=True)
emit("lfcc_db", show(audio.LFCC(sample_rate=16, n_filter=5, n_lfcc=4, speckwargs=dict(SPK))(WAV)), rtol=1e-3, atol=2e-3)
emit("lfcc_log_int", show(audio.LFCC(sample_rate=16, n_filter=5, n_lfcc=4, log_lf=True, speckwargs=dict(SPK))(
    (WAV * 3).astype(np.int32))))
emit_error("lfcc_power_int", lambda: audio.LFCC(speckwargs=dict(SPK, power=2)))
emit_error("lfcc_fmin_bool", lambda: audio.LFCC(f_min=False))
