"""``mindspore._extends.parse``: its ``compile_config`` module (settings read by MindSpore's compiler)."""
from . import compile_config  # noqa: F401
from . import standard_method  # noqa: F401,E402  (h-cpu4: Tensor methods as functions)
