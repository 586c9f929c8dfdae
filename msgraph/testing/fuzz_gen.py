"""Random msgraph programs as SOURCE TEXT, with a numpy reference built from the same choices.

Used by :mod:`msgraph.testing.fuzz` (the differential fuzzer).  :func:`generate` draws one
program from a seed: a module defining

* helper functions (``h0(a, b)``) and sub-Cells (``Sub0``, with their own Parameters),
* ``Net(nn.Cell)`` with Parameters, Python-constant attributes and a ``construct`` built from
  elementwise ops, broadcasting, matmul, reductions, reshapes/transposes, slicing, ``where``,
  casts, Python-constant and Tensor-conditioned ``if``/``elif``/``else``, early returns,
  bounded Tensor ``while`` loops (with ``break``/``continue``), counter ``while`` loops,
  ``for`` over ranges and over tuples of Tensors, helper and sub-Cell calls, tuple outputs,
* ``Loss`` (a weighted sum of the float outputs) and ``GradNet`` (``GradOperation(get_all,
  get_by_list)`` over ``Loss``),
* the numpy reference ``net_ref(P, *inputs)`` and ``loss_ref`` -- the same statements, written
  with numpy -- and ``make_data(seed)`` (Parameters, inputs, output weights).

Every generated statement is a pair (msgraph text, numpy text) chosen together, so the two
programs cannot drift apart.  The reference records, through ``_M``, how close each run came
to a data-dependent decision (a Tensor ``if``/``while`` condition, a ``where`` mask, a
``floor``/``argmax`` tie: *branch* margins) and to a non-differentiable point (``abs``/``relu``
at 0, ``maximum`` ties, ``clip`` bounds, ``reduce_max`` ties: *kink* margins); the fuzzer
redraws inputs that come too close, so float rounding can never flip a branch between modes
and finite differences never straddle a kink.

Programs are trees of :class:`Stmt` so that the shrinker can delete statements and keep the
msgraph code and its reference in step.

This module is the stable entry point; the code lives in :mod:`msgraph.testing.fuzzing`
(``prelude``, ``program``, ``vocab``, ``expressions``, ``statements``, ``generator``).  The
tables (``KNOWN_ISSUES``, ``UNARY``...) are the same objects as in
:mod:`msgraph.testing.fuzzing.vocab`: change them there.
"""
from __future__ import annotations

# (names beyond __all__ are re-exported for code that imported them from the old single module)
from .fuzzing.expressions import ExpressionGen  # noqa: F401
from .fuzzing.generator import (  # noqa: F401
    Generator, _compile_helper, _compile_ref, _defined_before, _exec_def, generate,
)
from .fuzzing.prelude import PRELUDE, prelude_namespace
from .fuzzing.program import (  # noqa: F401
    Func, Program, Stmt, _render_cell, _render_helper, _render_ref, _touch_params,
)
from .fuzzing.statements import StatementGen, _updates  # noqa: F401
from .fuzzing.vocab import (  # noqa: F401
    BINARY, FIXED_ISSUES, INT_OK_BINARY, KNOWN_ISSUES, MAX_MAG, MAX_SIZE, OP_TAGS, SCALARS, UNARY, Ctx, E, Var,
    _bcast, _factor, _paren,
)

_OP_TAGS = OP_TAGS
_prelude_namespace = prelude_namespace

__all__ = ["Program", "Stmt", "Func", "generate", "PRELUDE", "Generator", "KNOWN_ISSUES", "FIXED_ISSUES"]
