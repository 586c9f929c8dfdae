"""CPU device queries."""


def is_available() -> bool:
    return True


def device_count() -> int:
    return 1
