"""TF32 switches of the GPU MatMul/Conv kernels (no effect here)."""
from .._switch import check_type, supported


def matmul_allow_tf32(value: bool) -> None:
    check_type("matmul_allow_tf32", "value", value, bool)
    supported("gpu.matmul_allow_tf32", "GPU")


def conv_allow_tf32(value: bool) -> None:
    check_type("conv_allow_tf32", "value", value, bool)
    supported("gpu.conv_allow_tf32", "GPU")
