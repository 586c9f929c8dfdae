"""``mindspore.mint.distributed``: MindSpore 2.10's PyTorch-style process-group API over msgraph.communication
(one world: a single process, or MPI under ``mpiexec``) and its collective primitives.  The collectives write
their result into the given Tensor(s) and return None (``async_op=True``: a handle whose ``wait()`` returns True).
"""
from __future__ import annotations

from . import distributed  # noqa: F401
from .distributed import *  # noqa: F401,F403
from .distributed import __all__  # noqa: F401
