"""``mindspore.device_context.cpu``: the host backend msgraph runs on."""
from .device import device_count, is_available  # noqa: F401
from .op_tuning import threads_num  # noqa: F401

__all__ = ["device_count", "is_available", "threads_num"]
