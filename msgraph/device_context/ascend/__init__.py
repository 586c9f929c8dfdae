"""``mindspore.device_context.ascend``: no Ascend here (``is_available()`` is False)."""
from ... import log as logger

__all__ = ["device_count", "is_available"]


def device_count() -> int:
    raise RuntimeError("Device_target Ascend not exist.")


def is_available() -> bool:
    logger.warning("Device Ascend is not available.")
    return False
