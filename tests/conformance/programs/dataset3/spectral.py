"""audio.Spectrogram and audio.SpectralCentroid (ut dataset test_spectrogram, test_spectral_centroid): windows,
padding modes, power 0 (complex pairs), normalized, win_length < n_fft, dtypes, argument errors."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.audio as audio
from mindspore.dataset.audio import BorderType, WindowType
from _conf import emit, emit_error

MODES = ("pynative",)
WAV = np.array([[1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]], np.float64)


def show(out):
    return [str(out.dtype), list(out.shape), np.round(out.astype(np.float64), 4).tolist()]


emit("hann", show(audio.Spectrogram(n_fft=8)(WAV)))
emit("hamming_constant", show(audio.Spectrogram(n_fft=8, window=WindowType.HAMMING, pad_mode=BorderType.CONSTANT)(WAV)))
emit("bartlett_edge", show(audio.Spectrogram(n_fft=10, window=WindowType.BARTLETT, pad_mode=BorderType.EDGE)(WAV)))
emit("blackman_symmetric_hop3", show(audio.Spectrogram(n_fft=8, hop_length=3, window=WindowType.BLACKMAN,
                                                       pad_mode=BorderType.SYMMETRIC)(WAV)))
emit("power0", show(audio.Spectrogram(n_fft=8, power=0)(WAV)))
emit("power1_pad2", show(audio.Spectrogram(n_fft=8, power=1.0, pad=2)(WAV)))
emit("normalized_no_center", show(audio.Spectrogram(n_fft=8, center=False, normalized=True)(WAV)))
emit("twosided", show(audio.Spectrogram(n_fft=6, onesided=False)(WAV)))
emit("win7", show(audio.Spectrogram(n_fft=8, win_length=7)(WAV)))
emit("float32", show(audio.Spectrogram(n_fft=8)(WAV.astype(np.float32))))
emit("int_input", show(audio.Spectrogram(n_fft=8)(WAV.astype(np.int32))))
emit("rank3", show(audio.Spectrogram(n_fft=8)(np.stack([WAV, WAV * 2]))))
emit("centroid", show(audio.SpectralCentroid(sample_rate=44100, n_fft=8)(WAV)))
emit("centroid_f32_win6", show(audio.SpectralCentroid(sample_rate=16000, n_fft=8, win_length=6)(WAV.astype(np.float32))))
data = ds.NumpySlicesDataset([WAV], ["audio"], shuffle=False).map(audio.Spectrogram(n_fft=8), ["audio"])
emit("pipeline", [show(r[0]) for r in data.create_tuple_iterator(num_epochs=1, output_numpy=True)])
emit_error("n_fft_too_long", lambda: audio.Spectrogram(n_fft=100, center=False)(WAV))
emit_error("n_fft_bool", lambda: audio.Spectrogram(n_fft=False))
emit_error("win_longer", lambda: audio.Spectrogram(n_fft=8, win_length=9))
emit_error("power_negative", lambda: audio.Spectrogram(power=-1))
emit_error("centroid_rate", lambda: audio.SpectralCentroid(sample_rate=-1))
