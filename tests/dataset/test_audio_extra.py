"""audio.Resample/PhaseVocoder/PitchShift/Phaser/DetectPitchFrequency: shapes, dtypes and identities (MindSpore's
recorded values are in tests/conformance/programs/ds_text_audio/resample.py)."""
import numpy as np
import pytest

import msgraph.dataset.audio as audio


def test_resample_lengths_and_dtypes():
    x = np.random.RandomState(0).randn(3, 50).astype(np.float32)
    assert audio.Resample(48000, 16000)(x).shape == (3, 17)
    assert audio.Resample(16000, 44100)(x).shape == (3, 138)
    assert audio.Resample(48000, 32000)(x.astype(np.float64)).dtype == np.float64
    assert audio.Resample(3, 2)(np.arange(9)).dtype == np.float32
    np.testing.assert_array_equal(audio.Resample(8000, 8000)(x), x)
    with pytest.raises(ValueError):
        audio.Resample(rolloff=1.5)


def test_phase_vocoder_rate_and_checks():
    spec = np.random.RandomState(1).randn(4, 9, 2).astype(np.float32)
    adv = np.linspace(0, np.pi, 4)[:, None].astype(np.float32)
    assert audio.PhaseVocoder(2.0, adv)(spec).shape == (4, 5, 2)
    with pytest.raises(RuntimeError, match="should be in shape of <freq, 1>"):
        audio.PhaseVocoder(2.0, adv[:, 0])(spec)


def test_pitch_shift_phaser_pitch_shapes():
    wave = np.sin(np.arange(400) * 0.3).astype(np.float32)[None]
    assert audio.PitchShift(8000, 3, n_fft=32)(wave).shape == (1, 400)
    out = audio.Phaser(8000)(wave)
    assert out.dtype == np.float32 and np.abs(out).max() <= 1
    freq = audio.DetectPitchFrequency(8000, win_length=3)(wave)
    assert freq.dtype == np.float32 and freq.shape == (1, 4)   # 5 frames, 3-frame median
