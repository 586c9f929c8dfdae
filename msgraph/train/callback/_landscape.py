"""``SummaryLandscape``: MindSpore's loss-landscape generator for MindInsight (h-rt3).

msgraph writes no summary files, so there is no landscape to compute: the class takes MindSpore's
argument and checks it; generating landscapes is a clear error.
"""
from __future__ import annotations

import os
from typing import Any


class SummaryLandscape:
    """``SummaryLandscape(summary_dir)``."""

    def __init__(self, summary_dir: str) -> None:
        if not isinstance(summary_dir, str):
            raise TypeError(f"For `summary_dir` the type should be a valid type of ['str'], but got "
                            f"{type(summary_dir).__name__}.")
        self._summary_dir = os.path.realpath(summary_dir)

    def gen_landscapes_with_multi_process(self, *args: Any, **kwargs: Any) -> None:
        raise NotImplementedError("SummaryLandscape.gen_landscapes_with_multi_process: msgraph writes no summary "
                                  "data for MindInsight's loss landscapes.")

    def clean_ckpt(self) -> None:
        """Remove the checkpoints collected for landscapes (there are none)."""
