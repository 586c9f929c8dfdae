"""``mindspore.mint.linalg``: inv / norm / vector_norm / matrix_norm / qr over the existing op functions."""
from __future__ import annotations

from ..ops.registry import graph_fold, op_function
from ._functions import _F


@op_function
def inv(input):  # noqa: A002
    """mint.linalg.inv(input): MatrixInverseExt's CPU kernel takes float32 only (a square input of another dtype is
    its ValueError; shapes are checked first)."""
    from ._functions import _is_tensor

    if _is_tensor(input) and len(input.shape) >= 2 and input.shape[-1] == input.shape[-2]:
        from ..ops._helpers import dtype_name

        if dtype_name(input) != "Float32":
            raise ValueError("For Primitive [MatrixInverseExt], type should be float32")
    return _F().inverse(input)


@op_function
def vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None):  # noqa: A002
    """mint.linalg.vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None)."""
    folded = graph_fold("LinalgVectorNorm", (x, ord, dim, keepdim, dtype))
    if folded is not None:
        return folded
    return _F().vector_norm(x, ord, dim, keepdim, dtype=dtype)


@op_function
def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, *, dtype=None):  # noqa: A002
    """mint.linalg.matrix_norm."""
    return _F().matrix_norm(A, ord, dim, keepdim, dtype=dtype)


@op_function
def norm(A, ord=None, dim=None, keepdim=False, *, dtype=None):  # noqa: A002
    """mint.linalg.norm."""
    return _F().norm(A, ord, dim, keepdim, dtype=dtype)


@op_function
def qr(A, mode="reduced"):  # noqa: A002
    """mint.linalg.qr(A, mode='reduced'): LinalgQr takes float32 only (TypeError)."""
    from ._functions import _is_tensor

    if _is_tensor(A):
        from ..ops._helpers import dtype_name

        if dtype_name(A) != "Float32":
            raise TypeError("For `LinalgQr`, the input tensor type is unsupported now. Please set type is 'FLOAT32'")
    return _F().qr(A, mode)


__all__ = ["inv", "vector_norm", "matrix_norm", "norm", "qr"]
