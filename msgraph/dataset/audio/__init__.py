"""``mindspore.dataset.audio``: audio transforms (filters, decibel/complex/mu-law conversions, fades, masking,
dither, resampling, phase vocoder, pitch) and their enums."""
from . import transforms, utils  # noqa: F401
from .transforms import (  # noqa: F401
    AllpassBiquad, AmplitudeToDB, Angle, BandBiquad, BandpassBiquad, BandrejectBiquad, BassBiquad, Biquad,
    ComplexNorm, ComputeDeltas, Contrast, DBToAmplitude, DCShift, DeemphBiquad, Dither, EqualizerBiquad, Fade,
    Filtfilt, Flanger, FrequencyMasking, Gain, HighpassBiquad, LFilter, LowpassBiquad, Magphase, MaskAlongAxis,
    MaskAlongAxisIID, SlidingWindowCmn,
    MuLawDecoding, MuLawEncoding, Overdrive, RiaaBiquad, SpectralCentroid, Spectrogram, TimeMasking, TrebleBiquad,
    Vad, Vol, create_dct,
)
from .spectral import (  # noqa: F401
    LFCC, MFCC, GriffinLim, InverseMelScale, InverseSpectrogram, MelScale, MelSpectrogram, TimeStretch, linear_fbanks, melscale_fbanks,
)
from .utils import (  # noqa: F401
    BorderType, DensityFunction, FadeShape, GainType, Interpolation, MelType, Modulation, NormMode, NormType,
    ResampleMethod, ScaleType, WindowType,
)
from .extra import DetectPitchFrequency, PhaseVocoder, Phaser, PitchShift, Resample  # noqa: F401,E402
