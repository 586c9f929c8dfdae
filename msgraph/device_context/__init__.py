"""``mindspore.device_context`` (h-gpua2): the per-backend device settings of MindSpore 2.10, as they answer on the
CPU backend msgraph runs on.

The GPU and Ascend tuning/precision switches (cuDNN algorithms, TF32/HF32, ...) check their argument as MindSpore
does and otherwise change nothing: msgraph has no such kernels.  As in MindSpore on a CPU target, the first call of
a GPU switch logs an error ("CPU device is not supported") and returns.
"""
from . import ascend, cpu, gpu  # noqa: F401

__all__ = ["ascend", "cpu", "gpu"]
