"""``mindspore.device_context.cpu.device``."""


def is_available() -> bool:
    """The CPU backend is always available."""
    return True


def device_count() -> int:
    """One CPU device, as MindSpore counts it."""
    return 1
