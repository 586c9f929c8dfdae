"""``mindspore.device_context``: per-backend device settings (MindSpore 2.10).  msgraph runs on the CPU (and
on a CUDA GPU through Numba); the CPU thread count is checked and kept, Ascend/GPU tuning switches are
accepted and have nothing to tune, as in a MindSpore CPU process (``_settings.py``)."""
from . import ascend, cpu, gpu  # noqa: F401
