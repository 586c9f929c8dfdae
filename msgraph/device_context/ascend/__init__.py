"""``mindspore.device_context.ascend``: no Ascend device; the settings are accepted and ignored, as a MindSpore
CPU process does."""
from . import device, op_debug, op_precision, op_tuning  # noqa: F401
from .device import device_count, is_available
from .op_debug import aclinit_config, debug_option, execute_timeout
from .op_precision import conv_allow_hf32, matmul_allow_hf32, op_precision_mode, precision_mode
from .op_tuning import aclnn_cache, aoe_job_type, aoe_tune_mode, op_compile

__all__ = ["device_count", "is_available", "aclinit_config", "debug_option", "execute_timeout", "conv_allow_hf32",
           "matmul_allow_hf32", "op_precision_mode", "precision_mode", "aclnn_cache", "aoe_job_type",
           "aoe_tune_mode", "op_compile"]
