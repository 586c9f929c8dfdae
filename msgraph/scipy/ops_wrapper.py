"""``mindspore.scipy.ops_wrapper`` (h-scipy): matrix_set_diag."""
from __future__ import annotations

from .. import ops
from ..ops.registry import op_function


@op_function   # graph code calls it with symbolic arguments (its source is not graph code: a DTypeError there)
def matrix_set_diag(input_x, diagonal, k=0, alignment="RIGHT_LEFT"):
    """input_x with its k-th diagonal(s) replaced by diagonal (ops.MatrixSetDiagV3)."""
    from ..common import dtype as mstype
    from ..common.tensor import Tensor
    import numpy as np
    if not isinstance(k, Tensor):
        k = Tensor(np.asarray(k, np.int32))
    if k.dtype != mstype.int32:
        k = ops.cast(k, mstype.int32)
    return ops.MatrixSetDiagV3(align=alignment)(input_x, diagonal, k)


__all__ = ["matrix_set_diag"]
