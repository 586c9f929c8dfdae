"""``mindspore.device_context.gpu``: no GPU here (``is_available()`` is False)."""
from .device import device_count, is_available  # noqa: F401
from .op_precision import conv_allow_tf32, matmul_allow_tf32  # noqa: F401
from .op_tuning import conv_dgrad_algo, conv_fprop_algo, conv_wgrad_algo  # noqa: F401

__all__ = ["device_count", "is_available"]
