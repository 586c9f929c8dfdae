"""``mindspore.dataset.audio.utils``: the enums audio transforms take (MindSpore 2.10's names and values)."""
from __future__ import annotations

from enum import Enum

__all__ = ["BorderType", "DensityFunction", "FadeShape", "GainType", "Interpolation", "MelType", "Modulation",
           "NormMode", "NormType", "ResampleMethod", "ScaleType", "WindowType"]


class BorderType(str, Enum):
    """Padding modes."""
    CONSTANT = "constant"
    EDGE = "edge"
    REFLECT = "reflect"
    SYMMETRIC = "symmetric"


class DensityFunction(str, Enum):
    """Dither noise densities."""
    TPDF = "TPDF"
    RPDF = "RPDF"
    GPDF = "GPDF"


class FadeShape(str, Enum):
    """Fade curves."""
    QUARTER_SINE = "quarter_sine"
    HALF_SINE = "half_sine"
    LINEAR = "linear"
    LOGARITHMIC = "logarithmic"
    EXPONENTIAL = "exponential"


class GainType(str, Enum):
    """How Vol reads its gain."""
    AMPLITUDE = "amplitude"
    POWER = "power"
    DB = "db"


class Interpolation(str, Enum):
    """Interpolation of Flanger's delay."""
    LINEAR = "linear"
    QUADRATIC = "quadratic"


class MelType(str, Enum):
    """Mel scales."""
    HTK = "htk"
    SLANEY = "slaney"


class Modulation(str, Enum):
    """Flanger's modulation."""
    SINUSOIDAL = "sinusoidal"
    TRIANGULAR = "triangular"


class NormMode(str, Enum):
    """DCT normalisation."""
    ORTHO = "ortho"
    NONE = "none"


class NormType(str, Enum):
    """Mel filter bank normalisation."""
    SLANEY = "slaney"
    NONE = "none"


class ResampleMethod(str, Enum):
    """Resampling kernels."""
    SINC_INTERPOLATION = "sinc_interpolation"
    KAISER_WINDOW = "kaiser_window"


class ScaleType(str, Enum):
    """Whether a spectrogram holds power or magnitude."""
    POWER = "power"
    MAGNITUDE = "magnitude"


class WindowType(str, Enum):
    """Window functions."""
    BARTLETT = "bartlett"
    BLACKMAN = "blackman"
    HAMMING = "hamming"
    HANN = "hann"
    KAISER = "kaiser"


def __getattr__(name: str):
    """``audio.utils.melscale_fbanks``/``linear_fbanks``/``create_dct`` (defined with the transforms)."""
    if name in ("melscale_fbanks", "linear_fbanks"):
        from . import spectral
        return getattr(spectral, name)
    if name == "create_dct":
        from . import transforms
        return transforms.create_dct
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
