"""Seeded iid masks of the audio transforms (TimeMasking, FrequencyMasking with iid_masks, MaskAlongAxisIID):
MindSpore draws a width in [0, mask_param] and a start in [0, size - width] from the transform's std::mt19937,
one mask for every spectrogram of the row.  msgraph drew a mask per spectrogram from a numpy Generator."""
import numpy as np

import mindspore.dataset.audio as audio
from _ds27_util import mapped

MODES = ("pynative",)

spec = np.arange(5 * 2 * 4 * 10, dtype=np.float32).reshape(5, 2, 4, 10) + 1
mapped("time_masking_iid", audio.TimeMasking(True, 4), spec)
mapped("frequency_masking_iid", audio.FrequencyMasking(True, 3), spec)
mapped("mask_along_axis_iid", audio.MaskAlongAxisIID(4, 0.0, 2), spec)
mapped("time_masking_iid_two_workers", audio.TimeMasking(True, 4), spec, workers=2)
