"""mindspore.dataset.audio: biquad filters, LFilter, decibel/complex/mu-law conversions, eager and in a pipeline;
dtypes kept (float32/float64), MindSpore's argument and kernel errors (ut dataset test_*_biquad, test_lfilter, ...)."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.audio as audio
from mindspore.dataset.audio import BorderType, GainType, NormMode, ScaleType
from _conf import emit, emit_error

MODES = ("pynative",)

wave = (np.sin(np.arange(2 * 24, dtype=np.float64) * 0.7) * 0.6).reshape(2, 24)
ops = {
    "allpass": audio.AllpassBiquad(44100, 200.0, 0.707),
    "band": audio.BandBiquad(44100, 2000.0, 0.5),
    "band_noise": audio.BandBiquad(16000, 300.0, 0.8, noise=True),
    "bandpass": audio.BandpassBiquad(8000, 900.0),
    "bandpass_skirt": audio.BandpassBiquad(8000, 900.0, 0.3, True),
    "bandreject": audio.BandrejectBiquad(44100, 1200.0, 0.9),
    "bass": audio.BassBiquad(44100, 6.0),
    "treble": audio.TrebleBiquad(44100, -4.0, 2500, 0.5),
    "equalizer": audio.EqualizerBiquad(44100, 1500.0, 5.5, 0.6),
    "highpass": audio.HighpassBiquad(8000, 400.0),
    "lowpass": audio.LowpassBiquad(8000, 400.0, 0.9),
    "deemph_44100": audio.DeemphBiquad(44100),
    "deemph_48000": audio.DeemphBiquad(48000),
    "riaa_44100": audio.RiaaBiquad(44100),
    "riaa_96000": audio.RiaaBiquad(96000),
    "biquad": audio.Biquad(0.4, 0.2, 0.9, 0.7, 0.2, 0.6),
    "lfilter_clamp": audio.LFilter([1.0, -0.95, 0.1], [0.9, 0.5, 0.2]),
    "lfilter_noclamp": audio.LFilter([1.0, -0.95, 0.1], [2.9, 0.5, 0.2], clamp=False),
    "contrast": audio.Contrast(60.0),
    "dc_shift": audio.DCShift(0.5),
    "dc_shift_limiter": audio.DCShift(-0.6, 0.05),
    "dc_shift_limiter_pos": audio.DCShift(0.6, 0.05),
    "dc_shift_limiter_big": audio.DCShift(1.5, 0.7),
    "gain": audio.Gain(3.0),
    "vol_amplitude": audio.Vol(1.7),
    "vol_db": audio.Vol(-3.0, GainType.DB),
    "vol_power": audio.Vol(2.5, GainType.POWER),
    "overdrive": audio.Overdrive(10.0, 30.0),
    "filtfilt": audio.Filtfilt([1.0, -0.5, 0.2], [0.4, 0.5, 0.6]),
    "fade_linear": audio.Fade(5, 3),
    "fade_exponential": audio.Fade(4, 6, audio.FadeShape.EXPONENTIAL),
    "fade_logarithmic": audio.Fade(4, 2, audio.FadeShape.LOGARITHMIC),
    "fade_quarter_sine": audio.Fade(7, 1, audio.FadeShape.QUARTER_SINE),
    "fade_half_sine": audio.Fade(3, 24, audio.FadeShape.HALF_SINE),
}
for name, op in ops.items():
    emit(name, op(wave), rtol=1e-5, atol=1e-5)
    out32 = op(wave.astype(np.float32))
    emit(name + "_f32_dtype", str(out32.dtype))

spec = np.abs(np.cos(np.arange(2 * 3 * 5) * 0.9)).reshape(2, 3, 5).astype(np.float32)
emit("amplitude_to_db", audio.AmplitudeToDB(top_db=6.0)(spec), rtol=1e-5, atol=1e-4)
emit("amplitude_to_db_magnitude", audio.AmplitudeToDB(ScaleType.MAGNITUDE, 2.0, 1e-3, 30.0)(spec[0]),
     rtol=1e-5, atol=1e-4)
emit("db_to_amplitude", audio.DBToAmplitude(0.5, 2.0)(spec), rtol=1e-5, atol=1e-6)
cplx = np.arange(-6, 6, dtype=np.float32).reshape(2, 3, 2)
emit("angle", audio.Angle()(cplx), rtol=1e-5, atol=1e-6)
emit("complex_norm", audio.ComplexNorm(1.5)(cplx), rtol=1e-5, atol=1e-5)
mag, phase = audio.Magphase(2.0)(cplx)
emit("magphase", [mag, phase], rtol=1e-5, atol=1e-5)
emit("compute_deltas", audio.ComputeDeltas(5, BorderType.EDGE)(spec), rtol=1e-5, atol=1e-6)
emit("compute_deltas_reflect", audio.ComputeDeltas(3, BorderType.REFLECT)(spec), rtol=1e-5, atol=1e-6)
stereo = np.stack([wave[0], wave[1] * 0.5]).reshape(2, 24)
emit("flanger_default", audio.Flanger(44100)(stereo), rtol=1e-5, atol=1e-5)
emit("flanger_triangular_quadratic", audio.Flanger(8000, 3.0, 5.0, 40.0, 60.0, 2.0, 50.0, audio.Modulation.TRIANGULAR,
                                                   audio.Interpolation.QUADRATIC)(stereo[None]), rtol=1e-5, atol=1e-5)
emit("flanger_int", audio.Flanger(44100)(np.array([[-2, -3, 0], [2, 2, 3]])))
emit_error("flanger_rank1", lambda: audio.Flanger(44100)(wave[0]))
emit("time_masking", audio.TimeMasking(False, 2, 1, 4.0)(spec))
emit("frequency_masking", audio.FrequencyMasking(False, 2, 0)(np.arange(12).reshape(3, 4)))
emit("iid_masking_shape", list(audio.FrequencyMasking(True, 2)(spec).shape))
emit_error("time_masking_param_long", lambda: audio.TimeMasking(False, 9, 0)(spec))
emit_error("frequency_masking_start_out", lambda: audio.FrequencyMasking(False, 1, 3)(spec))
emit_error("masking_negative_param", lambda: audio.TimeMasking(True, -2))
emit("dither_tpdf", audio.Dither()(wave), rtol=1e-6, atol=1e-6)
emit("dither_tpdf_shaped", audio.Dither(audio.DensityFunction.TPDF, True)(wave.astype(np.float32)), rtol=1e-5,
     atol=1e-5)
emit_error("dither_density_str", lambda: audio.Dither("TPDF"))
emit("mask_time", audio.MaskAlongAxis(1, 2, 9.0, 2)(spec))
emit("mask_freq", audio.MaskAlongAxis(0, 2, -1.5, 1)(spec.astype(np.float64)))
emit_error("mask_out_of_range", lambda: audio.MaskAlongAxis(4, 3, 0.0, 2)(spec))
emit_error("fade_too_long", lambda: audio.Fade(30, 0)(wave))
emit("mu_law_encoding", audio.MuLawEncoding(64)(np.linspace(-1, 1, 9).astype(np.float32)))
emit("mu_law_decoding", audio.MuLawDecoding()(np.array([[10, 100, 70, 200]], np.float32)))
emit("create_dct_none", audio.create_dct(3, 4), rtol=1e-6, atol=1e-6)
emit("create_dct_ortho", audio.create_dct(3, 4, NormMode.ORTHO), rtol=1e-6, atol=1e-6)

data = ds.NumpySlicesDataset({"audio": wave.astype(np.float32)}, shuffle=False)
data = data.map([audio.LowpassBiquad(8000, 400.0), audio.Gain(2.0)], input_columns=["audio"])
emit("pipeline", [r["audio"] for r in data.create_dict_iterator(num_epochs=1, output_numpy=True)],
     rtol=1e-5, atol=1e-5)

emit_error("sample_rate_float", lambda: audio.AllpassBiquad(44100.5, 200))
emit_error("sample_rate_zero", lambda: audio.LowpassBiquad(0, 200))
emit_error("q_range", lambda: audio.BandBiquad(44100, 200, 1.5))
emit_error("central_freq_str", lambda: audio.BandrejectBiquad(44100, "200"))
emit_error("deemph_rate", lambda: audio.DeemphBiquad(22050))
emit_error("riaa_rate", lambda: audio.RiaaBiquad(22050))
emit_error("biquad_a0_zero", lambda: audio.Biquad(1, 1, 1, 0, 1, 1))
emit_error("lfilter_sizes", lambda: audio.LFilter([1.0, 0.5], [1.0]))
emit_error("vol_power_zero", lambda: audio.Vol(0.0, GainType.POWER))
emit_error("int_waveform", lambda: audio.LowpassBiquad(44100, 200.0)(np.array([1, 2, 3], np.int32)))
emit_error("scalar_waveform", lambda: audio.LFilter([1.0, 0.5], [1.0, 0.2])(np.array(3.0)))
emit_error("list_input", lambda: audio.Gain(1.0)([1.0, 2.0]))
emit_error("create_dct_zero", lambda: audio.create_dct(0, 4))
