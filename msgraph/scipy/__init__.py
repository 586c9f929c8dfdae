"""``mindspore.scipy``: scipy-like linear algebra built on msgraph's ops (h-scipy).

Compositions of msgraph ops (so PyNative and Graph mode both run them, as MindSpore's do): linalg.py,
ops.py (the primitives), ops_wrapper.py (matrix_set_diag), utils.py; optimize: minimize (BFGS, LBFGS),
line_search, linear_sum_assignment; fft: dct, idct, dctn, idctn (type 2).
"""
from . import fft, linalg, optimize  # noqa: F401

__all__ = ["fft", "linalg", "optimize"]
