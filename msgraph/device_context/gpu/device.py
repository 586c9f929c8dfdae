"""GPU device queries: msgraph has no GPU backend."""
from ... import log as logger


def device_count() -> int:
    raise RuntimeError("Device_target GPU not exist.")


def is_available() -> bool:
    logger.warning("Device GPU is not available.")
    return False
