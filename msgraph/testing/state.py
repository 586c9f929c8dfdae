"""Reset msgraph's process-wide settings between scripts run in one process (conformance harness).

A MindSpore script starts in a fresh process: default context, no auto-parallel settings, no
communication world.  :func:`reset_process_state` gives the next script in the same process that
start (an MPI world and the random generators are left alone).
"""
from __future__ import annotations

import sys


def reset_process_state() -> None:
    from .. import context

    context.reset_context()
    if "msgraph.parallel._auto_parallel_context" in sys.modules:
        sys.modules["msgraph.parallel._auto_parallel_context"].reset_auto_parallel_context()
    if "msgraph.communication.management" in sys.modules:
        sys.modules["msgraph.communication.management"]._reset_single_process()
