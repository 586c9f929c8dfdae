"""``mindspore.mindrecord.common``."""
from . import exceptions  # noqa: F401
