"""``mindspore.device_context.ascend.device``."""


def is_available() -> bool:
    return False


def device_count() -> int:
    raise RuntimeError("Device Ascend not exist.")
