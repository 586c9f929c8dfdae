"""``mindspore.tools.stress_detect`` (also ``mindspore.utils.stress_detect``): MindSpore's Ascend stress test."""
from __future__ import annotations

from .. import log


def stress_detect(detect_type: str = "aic") -> int:
    """MindSpore's AiCore/HCCS stress test: an unknown ``detect_type`` is logged and gives 1; the test itself
    runs only on Ascend, so on msgraph's CPU it is MindSpore's RuntimeError for a device without it."""
    if detect_type not in ["aic", "hccs"]:
        log.error(f"For stress detect, detection type must be 'aic' or 'hccs'."
                  f"But got {detect_type}. Exiting stress detect.")
        return 1
    raise RuntimeError("Stress detection is not supported.")
