"""``mindspore.scipy.optimize`` (h-scipy): linear_sum_assignment.  Not yet: minimize (BFGS/LBFGS), line_search."""
from .linear_sum_assignment import linear_sum_assignment  # noqa: F401

__all__ = ["linear_sum_assignment"]
