"""Graph-mode ops MindSpore 2.10's CPU build has no kernel for fail only where the kernel would run.

The frontend traces such an op (e.g. ``mint.fmod``) as usual and marks its result node with the attr
``cpu_kernel_missing`` (the RuntimeError's text).  MindSpore selects kernels after autodiff and dead-code elimination,
so a forward node whose value only a gradient's bprop could have read, and it does not, is gone before kernel
selection (``ms.grad`` of ``mint.fmod(x, y).sum()`` gives (1, -trunc(x / y)); the forward value, or fmod applied to
fmod's output under a gradient, is the error; measured: adapt44w2a/fmod_graph_dead).  This pass runs after DCE and
raises for a marked node that is still there.  The attr ``cpu_kernel_missing_type`` ``"TypeError"`` makes it the
kernel-selection TypeError of a dtype the kernel lacks (frontend/symbolic.emit_node: a uint16 ``P.Maximum`` under
``ms.grad``, whose MaximumGrad kernel takes uint16; vd49gb/uint_gap_graph_dead).
"""
from __future__ import annotations

from ..errors import DTypeError, OpRuntimeError
from typing import Set

from ..ir.nodes import Block, Graph, Value
from .base import Pass

ATTR = "cpu_kernel_missing"


#: ops that read only their input's shape: a use by one whose output shape is static does not keep a value live (at
#: jit_level O0 nothing folds the gradient's OnesLike(forward output) sens; MindSpore still drops the forward there)
SHAPE_ONLY = frozenset({"OnesLike", "ZerosLike"})


def _static(v: Value) -> bool:
    aval = getattr(v, "aval", None)
    return aval is not None and all(isinstance(d, int) and d >= 0 for d in aval.shape)


class MissingKernels(Pass):
    """Raise the RuntimeError of the first node still marked ``cpu_kernel_missing`` (after DCE) whose value is read."""

    name = "missing_kernels"

    def run(self, graph: Graph) -> bool:
        live: Set[int] = {v.id for _, v in graph.writes if isinstance(v, Value)}

        def block(b: Block) -> None:
            for r in b.results:
                if isinstance(r, Value):
                    live.add(r.id)
            for n in reversed(b.nodes):
                if not (n.is_effect or any(o.id in live for o in n.outputs)):
                    continue
                msg = n.attrs.get(ATTR)
                if msg:
                    if isinstance(msg, Exception):   # (an error kept as it was raised: autodiff/expand._poison)
                        raise msg
                    if n.attrs.get(ATTR + "_type") == "TypeError":
                        raise DTypeError(msg, hint=n.attrs.get(ATTR + "_hint", "")).with_loc(n.loc)
                    raise OpRuntimeError(msg)
                for blk in n.blocks:
                    block(blk)
                if n.name in SHAPE_ONLY and not n.blocks and all(_static(o) for o in n.outputs):
                    continue
                for i in n.inputs:
                    if isinstance(i, Value):
                        live.add(i.id)

        block(graph.block)
        return False
