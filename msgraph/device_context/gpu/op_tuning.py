"""cuDNN convolution algorithm choices (checked, no effect here)."""
from .._switch import choose

_Q = "mindspore.device_context.gpu.op_tuning."


def conv_fprop_algo(mode: str) -> None:
    choose(_Q + "conv_fprop_algo", "gpu.conv_fprop_algo", "GPU", mode,
           ["normal", "performance", "implicit_gemm", "precomp_gemm", "gemm", "direct", "fft", "fft_tiling",
            "winograd", "winograd_nonfused"])


def conv_wgrad_algo(mode: str) -> None:
    choose(_Q + "conv_wgrad_algo", "gpu.conv_wgrad_algo", "GPU", mode,
           ["normal", "performance", "algo_0", "algo_1", "fft", "algo_3", "fft_tiling", "winograd_nonfused"])


def conv_dgrad_algo(mode: str) -> None:
    choose(_Q + "conv_dgrad_algo", "gpu.conv_dgrad_algo", "GPU", mode,
           ["normal", "performance", "algo_0", "algo_1", "fft", "fft_tiling", "winograd", "winograd_nonfused"])
