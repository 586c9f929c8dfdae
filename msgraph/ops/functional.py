"""Function forms of every op (``ops.add``, ``ops.matmul``...), gathered from the op families."""
from .math import *  # noqa: F401,F403
