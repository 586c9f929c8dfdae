"""``TrainFaultTolerance``: MindSpore's callback for MindIO's training fault tolerance (Ascend clusters with the
``mindio-ttp`` package, switched on by ``MS_ENABLE_TFT``).  msgraph has no MindIO: the class exists for imports
and checks its arguments as MindSpore 2.10 does; without an ``MS_ENABLE_TFT`` switch that needs MindIO,
constructing it is MindSpore's ValueError, and with one it is a RuntimeError (no MindIO here)."""
from __future__ import annotations

import os

from ._callback import Callback

__all__ = ["TrainFaultTolerance"]

_NEED_MINDIO = ["TTP:1", "UCE:1", "ARF:1", "TSP:1", "HCCE:1"]


class TrainFaultTolerance(Callback):
    """Training fault tolerance through MindIO (not available in msgraph)."""

    def __init__(self, ckpt_save_path=None, **kwargs):
        super().__init__()
        self.save_cb = kwargs.get("ckpt_save_fn", None)
        self.ckpt_save_path = ckpt_save_path
        if self.save_cb is None and self.ckpt_save_path is None:
            raise ValueError("TrainFaultTolerance construct need to set ckpt_save_fn or ckpt_save_path!")
        tft_env = os.getenv("MS_ENABLE_TFT", "")
        if not any(opt in tft_env for opt in _NEED_MINDIO):
            raise ValueError(f"MindIO TFT register need custom switch on one of:{_NEED_MINDIO}")
        raise RuntimeError("TrainFaultTolerance needs MindIO (mindio-ttp) on Ascend, which msgraph does not have.")
