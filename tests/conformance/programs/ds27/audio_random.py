"""Seeded random audio transforms: the iid masks (TimeMasking, FrequencyMasking with iid_masks, MaskAlongAxisIID)
draw a width in [0, mask_param] and a start in [0, size - width] from the transform's std::mt19937, one mask for
every spectrogram of the row; Dither's RPDF/GPDF noise is the waveform's sample at a drawn channel and time (GPDF:
six more summed, each written back), added in the waveform's type and rounded half away from zero.  msgraph drew a
mask per spectrogram and the samples from a numpy Generator (and took 0.5 off the RPDF noise)."""
import numpy as np

import mindspore.dataset.audio as audio
from _ds27_util import mapped

MODES = ("pynative",)

spec = np.arange(5 * 2 * 4 * 10, dtype=np.float32).reshape(5, 2, 4, 10) + 1
mapped("time_masking_iid", audio.TimeMasking(True, 4), spec)
mapped("frequency_masking_iid", audio.FrequencyMasking(True, 3), spec)
mapped("mask_along_axis_iid", audio.MaskAlongAxisIID(4, 0.0, 2), spec)
mapped("time_masking_iid_two_workers", audio.TimeMasking(True, 4), spec, workers=2)

wave = np.arange(3 * 2 * 16, dtype=np.float32).reshape(3, 2, 16) / 37 - 0.4
mapped("dither_rpdf", audio.Dither(audio.DensityFunction.RPDF), wave)
mapped("dither_rpdf_noise_shaping", audio.Dither(audio.DensityFunction.RPDF, True), wave)
mapped("dither_gpdf", audio.Dither(audio.DensityFunction.GPDF), wave)
mapped("dither_gpdf_float64", audio.Dither(audio.DensityFunction.GPDF),
       np.arange(3 * 3 * 8, dtype=np.float64).reshape(3, 3, 8) / 29 - 0.3)
mapped("dither_tpdf", audio.Dither(), wave)
