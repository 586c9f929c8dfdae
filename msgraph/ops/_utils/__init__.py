"""``mindspore.ops._utils``: MindSpore's argument helpers (``arg_dtype_cast``; h-dyn)."""
from .utils import get_broadcast_shape  # noqa: F401,E402
