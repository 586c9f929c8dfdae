"""audio transforms over an input-dtype x rank matrix (float16/32/64, int16/32, bool; 1-D, 2-D channels x time,
3-D batch), odd lengths, eager and in map."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.audio as A
from _h import case, ck, rows

t = np.arange(37)
W1 = (np.sin(t * 0.7) * 0.5 + np.cos(t * 0.13) * 0.3)
SHAPES = {"1d": W1, "2d": np.stack([W1, W1[::-1]]), "3d": np.stack([W1, W1 * 0.5, -W1, W1 ** 2]).reshape(2, 2, 37)}
DTS = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "i16": np.int16, "i32": np.int32}
OPS = {
    "gain": lambda: A.Gain(2.0),
    "vol": lambda: A.Vol(0.5),
    "vol_db": lambda: A.Vol(3.0, A.GainType.DB),
    "dcshift": lambda: A.DCShift(0.2),
    "fade": lambda: A.Fade(5, 7, A.FadeShape.LOGARITHMIC),
    "lowpass": lambda: A.LowpassBiquad(16000, 1000.0),
    "highpass": lambda: A.HighpassBiquad(16000, 1000.0),
    "biquad": lambda: A.Biquad(0.4, 0.2, 0.9, 0.7, 0.2, 0.6),
    "lfilter": lambda: A.LFilter([0.1, 0.2, 0.3], [1.0, 0.1, 0.3]),
    "deemph": lambda: A.DeemphBiquad(44100),
    "spectrogram": lambda: A.Spectrogram(n_fft=16, hop_length=4),
    "spectrogram_nopow": lambda: A.Spectrogram(n_fft=16, hop_length=4, power=1.0, normalized=True, center=False),
    "melspec": lambda: A.MelSpectrogram(sample_rate=8000, n_fft=16, hop_length=4, n_mels=4),
    "mfcc": lambda: A.MFCC(sample_rate=8000, n_mfcc=3, melkwargs={"n_fft": 16, "hop_length": 4, "n_mels": 4}),
    "amp2db": lambda: A.AmplitudeToDB(),
    "mulaw_enc": lambda: A.MuLawEncoding(16),
    "computedeltas": lambda: A.ComputeDeltas(win_length=5),
    "overdrive": lambda: A.Overdrive(),
    "contrast": lambda: A.Contrast(),
    "dither": lambda: A.Dither(noise_shaping=False),
    "riaa": lambda: A.RiaaBiquad(44100),
    "resample": lambda: A.Resample(16000, 8000),
    "timemask": lambda: A.TimeMasking(iid_masks=False, time_mask_param=4, mask_start=2),
    "freqmask": lambda: A.FrequencyMasking(iid_masks=False, freq_mask_param=1, mask_start=0),
    "slidingcmn": lambda: A.SlidingWindowCmn(cmn_window=5),
}
for on, op in OPS.items():
    for sn, x in SHAPES.items():
        for dn, dt in DTS.items():
            if dn in ("i16", "i32") and sn != "1d":
                continue
            xx = (x * 100).astype(dt) if dn[0] == "i" else x.astype(dt)
            case(f"{on}_{sn}_{dn}", lambda op=op, xx=xx: ck(op()(xx)))
    case(f"{on}_map_f32", lambda op=op: rows(ds.NumpySlicesDataset({"a": np.stack([W1.astype(np.float32)] * 2)}, shuffle=False).map(op(), "a")))
    case(f"{on}_bool", lambda op=op: ck(op()(W1 > 0)))
    case(f"{on}_0d", lambda op=op: ck(op()(np.array(0.5, np.float32))))
