"""``mindspore.device_context.gpu.device``."""


def is_available() -> bool:
    return False


def device_count() -> int:
    raise RuntimeError("Device_target GPU not exist.")
