"""``mindspore.device_context.cpu``."""
from .device import device_count, is_available
from .op_tuning import threads_num

__all__ = sorted(["threads_num", "is_available", "device_count"])
