"""``mindspore.scipy.optimize.linear_sum_assignment`` (h-scipy)."""
from __future__ import annotations

import sys

from ...common.tensor import Tensor
from ...ops.registry import apply, op_function, prim
from ...ops.scipy_prims import LSAP


@op_function
def linear_sum_assignment(cost_matrix, maximize, dimension_limit=Tensor(sys.maxsize)):
    """(row_ind, col_ind): the assignment of least (greatest if maximize) total cost over the first
    dimension_limit columns, int64, padded with -1 to min(M, N)."""
    return apply(prim(LSAP), (cost_matrix, dimension_limit, maximize))
