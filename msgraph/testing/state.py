"""Reset msgraph's process-wide settings between scripts run in one process (conformance harness).

A MindSpore script starts in a fresh process: default context, no auto-parallel settings, no
communication world.  :func:`reset_process_state` gives the next script in the same process that
start: the global seed and the random functions' seed counters are reset too (an MPI world and the
random generators themselves are left alone).
"""
from __future__ import annotations

import sys


def reset_process_state() -> None:
    from .. import context

    context.reset_context()
    _reset_random_state()
    if "msgraph.parallel._auto_parallel_context" in sys.modules:
        sys.modules["msgraph.parallel._auto_parallel_context"].reset_auto_parallel_context()
    if "msgraph.communication.management" in sys.modules:
        sys.modules["msgraph.communication.management"]._reset_single_process()


def _reset_random_state() -> None:
    """A fresh process's random state: no global seed, no random-function seed counters, no cached primitives
    (``_get_cache_prim``'s: a cached Bernoulli's kernel keeps state between calls), no shared kernel engines
    (``random_extra.shared_engine``: Dropout2D's)."""
    from ..common import random as _random
    from ..common import seed as _seed

    _random._seed = None
    _seed._KERNEL_SEED.clear()
    if "msgraph.ops._primitive_cache" in sys.modules:
        sys.modules["msgraph.ops._primitive_cache"]._CACHE.clear()
    if "msgraph.ops.random_extra" in sys.modules:
        sys.modules["msgraph.ops.random_extra"]._SHARED.clear()
