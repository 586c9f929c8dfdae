"""Graph-mode ops MindSpore 2.10's CPU build has no kernel for fail only where the kernel would run.

The frontend traces such an op (e.g. ``mint.fmod``) as usual and marks its result node with the attr
``cpu_kernel_missing`` (the RuntimeError's text).  MindSpore selects kernels after autodiff and dead-code elimination,
so a forward node whose value only a gradient's bprop could have read, and it does not, is gone before kernel
selection (``ms.grad`` of ``mint.fmod(x, y).sum()`` gives (1, -trunc(x / y)); the forward value, or fmod applied to
fmod's output under a gradient, is the error; measured: adapt44w2a/fmod_graph_dead).  This pass runs after DCE and
raises for a marked node that is still there.
"""
from __future__ import annotations

from ..errors import OpRuntimeError
from ..ir.nodes import Block, Graph
from .base import Pass

ATTR = "cpu_kernel_missing"


class MissingKernels(Pass):
    """Raise the RuntimeError of the first node still marked ``cpu_kernel_missing`` (after DCE)."""

    name = "missing_kernels"

    def run(self, graph: Graph) -> bool:
        def block(b: Block) -> None:
            for n in b.nodes:
                msg = n.attrs.get(ATTR)
                if msg:
                    raise OpRuntimeError(msg)
                for blk in n.blocks:
                    block(blk)

        block(graph.block)
        return False
