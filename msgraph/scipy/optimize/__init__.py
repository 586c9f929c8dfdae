"""``mindspore.scipy.optimize`` (h-scipy): minimize (BFGS, LBFGS), line_search, linear_sum_assignment.

minimize and line_search run on the host (func called on Tensors, numpy bookkeeping): PyNative-style, also
under GRAPH_MODE outside a Cell.  Not yet: method='LAGRANGE'.
"""
from .minimize import OptimizeResults, minimize  # noqa: F401
from .line_search import line_search  # noqa: F401
from .linear_sum_assignment import linear_sum_assignment  # noqa: F401

__all__ = ["minimize", "line_search", "linear_sum_assignment"]
