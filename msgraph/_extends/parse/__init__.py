"""``mindspore._extends.parse``: its ``compile_config`` module (settings read by MindSpore's compiler)."""
from . import compile_config  # noqa: F401
