"""``mindspore.device_context.gpu``: no CUDA device for MindSpore's GPU backend here (msgraph's Numba CUDA
backend is chosen with ``set_context(device_target="GPU")``); the tuning switches are accepted and ignored."""
from . import device, op_precision, op_tuning  # noqa: F401
from .device import device_count, is_available
from .op_precision import conv_allow_tf32, matmul_allow_tf32
from .op_tuning import conv_dgrad_algo, conv_fprop_algo, conv_wgrad_algo

__all__ = ["device_count", "is_available", "matmul_allow_tf32", "conv_allow_tf32", "conv_fprop_algo",
           "conv_wgrad_algo", "conv_dgrad_algo"]
