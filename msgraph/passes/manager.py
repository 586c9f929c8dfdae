"""The pass manager: named passes, pipelines per jit_level, timing, verification, dumps."""
from __future__ import annotations

import logging
import os
import time
from typing import Callable, Dict, List, Optional, Sequence

from ..errors import CompileError, MsGraphError
from ..ir.nodes import Graph
from .base import Pass
from .epilogue import FuseEpilogues
from .f16_raise import Float16RaisedChains
from .fuse import Fuse
from .lower import LowerOps
from .missing_kernels import MissingKernels
from .simplify import CSE, DCE, FoldConstants, Simplify

log = logging.getLogger("msgraph.passes")


class PassManager:
    """Runs passes in order; verifies after each (when asked); records timings and dumps."""

    def __init__(self, passes: Sequence[Pass], verify: bool = False,
                 dump: Optional[Callable[[str, Graph], None]] = None):
        self.passes = list(passes)
        self.verify = verify
        self.dump = dump
        self.timings: Dict[str, float] = {}
        self.changed: Dict[str, bool] = {}

    def run(self, graph: Graph) -> Graph:
        from ..ir.verify import verify

        if self.dump:
            self.dump("00_parsed", graph)
        for i, p in enumerate(self.passes, 1):
            t0 = time.perf_counter()
            try:
                changed = p.run(graph)
            except MsGraphError:
                raise  # user-facing errors (e.g. a malformed user bprop) keep their class
            except Exception as exc:
                raise CompileError(f"internal error in pass '{p.name}': {type(exc).__name__}: {exc}") from exc
            dt = time.perf_counter() - t0
            self.timings[p.name] = self.timings.get(p.name, 0.0) + dt
            self.changed[p.name] = bool(changed)
            log.debug("pass %s: changed=%s %.3f ms", p.name, changed, dt * 1e3)
            if self.verify:
                problems = verify(graph)
                if problems:
                    raise CompileError(f"IR is invalid after pass '{p.name}':\n  " + "\n  ".join(problems))
            if self.dump:
                self.dump(f"{i:02d}_{p.name}", graph)
        return graph


#: The passes ``MSGRAPH_SKIP_PASSES`` may drop: the optimizations.  The others (ExpandGrad, Float16RaisedChains,
#: LowerOps, MissingKernels) make the graph the code generators can run and MindSpore's values, so they stay.
OPTIONAL_PASSES = ("Simplify", "FoldConstants", "CSE", "DCE", "FuseEpilogues", "Fuse")
_LEVELS = ("O0", "O1", "O2")


def debug_overrides() -> tuple:
    """``(level, skipped)`` from the test-only switches, read each time a pipeline is built:
    ``MSGRAPH_JIT_LEVEL=O0|O1|O2`` compiles every graph at that level whatever the program asked for;
    ``MSGRAPH_SKIP_PASSES=Simplify,CSE`` (class names of :data:`OPTIONAL_PASSES`, any case) leaves those passes
    out.  Used to compare a program's values across the pass pipeline (docs/debugging.md)."""
    level = os.environ.get("MSGRAPH_JIT_LEVEL", "").strip().upper() or None
    if level is not None and level not in _LEVELS:
        raise ValueError(f"MSGRAPH_JIT_LEVEL must be one of {', '.join(_LEVELS)}, got {level!r}.")
    names = {n.lower(): n for n in OPTIONAL_PASSES}
    skipped = set()
    for raw in os.environ.get("MSGRAPH_SKIP_PASSES", "").split(","):
        key = raw.strip().lower().replace("_", "")
        if not key:
            continue
        if key not in names:
            raise ValueError(f"MSGRAPH_SKIP_PASSES: unknown or required pass {raw.strip()!r}; "
                             f"the passes that may be skipped are {', '.join(OPTIONAL_PASSES)}.")
        skipped.add(names[key])
    return level, frozenset(skipped)


def pipeline(jit_level: str) -> List[Pass]:
    """The passes for a jit_level: O0 no constant folding, CSE or fusion, O1 default, O2 everything (the test-only switches of
    :func:`debug_overrides` may force the level and drop optional passes)."""
    level, skipped = debug_overrides()
    passes = _pipeline(level or jit_level)
    if skipped:
        passes = [p for p in passes if type(p).__name__ not in skipped]
    return passes


def _pipeline(jit_level: str) -> List[Pass]:
    from ..autodiff.expand import ExpandGrad   # (autodiff sits above passes)

    # Float16RaisedChains: values MindSpore's Graph mode computes at every jit_level (its CPU kernel selection);
    # LowerOps then expands the ops it saw whole (BiasAdd) into ops the later passes know
    # Simplify at every level: MindSpore 2.10 folds x + 0 (a float32 -0.0 stays -0.0) at jit_level O0 too -- its
    # front end's algebraic identities do not depend on the level (jl52/add_zero_jit_levels)
    if jit_level == "O0":
        return [ExpandGrad(), Float16RaisedChains(), LowerOps(), Simplify(), DCE(), MissingKernels()]
    passes: List[Pass] = [ExpandGrad(), Float16RaisedChains(), LowerOps(), Simplify(), FoldConstants(), CSE(), DCE(),
                           MissingKernels()]
    if jit_level == "O2":
        passes += [FoldConstants(), CSE(), DCE()]
    passes += [FuseEpilogues(), Fuse(aggressive=jit_level == "O2")]
    return passes
