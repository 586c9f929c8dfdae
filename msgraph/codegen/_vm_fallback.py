"""libm-based stand-ins for :mod:`msgraph.codegen.vecmath` (used only if it is unavailable).

Same names and dtype behaviour (float32 in, float32 out); not vectorizable.  The functions are the
``libm`` column of :data:`msgraph.codegen.transcendentals.TABLE`, compiled with ``@njit``.
"""
from numba import njit

from .transcendentals import TABLE

for _row in TABLE.values():
    globals()[_row.name] = njit(cache=True, nogil=True, error_model="numpy")(_row.libm)
del _row

__all__ = sorted(TABLE)
