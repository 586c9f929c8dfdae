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
    """mint.linalg.norm: ops.norm's values with MindSpore 2.10's linalg_norm checks first (an ord with no dim needs a
    1-D or 2-D input; 'fro' / 'nuc' are matrix norms, over two axes; at most two dims) -- all ValueErrors, where
    ops.norm returns None for the first and raises TypeError for the second."""
    from ..errors import OpError
    from ..ops._helpers import shape_of

    nd = len(tuple(shape_of(A)))
    if dim is None:
        if ord is not None and nd > 2:
            raise OpError("For `linalg.norm`, the input must be 1D or 2D when `ord` is specified but `dim` is "
                             "None.")
        n_axes = nd
    elif isinstance(dim, (list, tuple)):
        if len(dim) > 2:
            raise OpError(f"For `linalg.norm`, the length of `dim` must be 1 or 2 when dim is not None, but got "
                             f"{len(dim)}.")
        n_axes = len(dim)
    else:
        n_axes = 1
    if isinstance(ord, str) and ord in ("fro", "nuc") and n_axes != 2 and not (dim is None and ord == "fro"
                                                                                and nd == 2):
        raise OpError(f"For matrix_norm, the length of axis should be 2, but got {n_axes}.")
    return _F().norm(A, ord, dim, keepdim, dtype=dtype)


@op_function
def qr(A, mode="reduced"):  # noqa: A002
    """mint.linalg.qr(A, mode='reduced'): LinalgQr takes float32 only (TypeError)."""
    from ._functions import _is_tensor

    if _is_tensor(A):
        from ..ops._helpers import dtype_name

        if dtype_name(A) != "Float32":
            raise TypeError("For `LinalgQr`, the input tensor type is unsupported now. Please set type is 'FLOAT32'")
    if isinstance(mode, str) and mode not in ("reduced", "complete", "r"):
        # MindSpore 2.10: a string outside LinalgQr's mode enum fails its conversion (ValueError; adapt41opb); ops.qr
        # checks its two modes itself (TypeError, adapt41opa)
        raise ValueError(f'Failed to convert the value "{mode}" of input \'mode\' of \'LinalgQr\' to enum.')
    return _F().qr(A, mode)


__all__ = ["inv", "vector_norm", "matrix_norm", "norm", "qr"]
