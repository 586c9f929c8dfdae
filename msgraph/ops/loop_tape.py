"""Internal ops that let reverse-mode autodiff replay a ``while`` loop backwards.

The forward loop pushes its carried values onto a tape (a Python list threaded
through the loop as an SSA value); the backward loop pops them in reverse order,
recomputes the body's forward from them and runs the body's backward.  They are
effects (never folded, merged or reordered) and carry no gradient.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .registry import OpKind, define_op

__all__: list = []

LOOP_TAPE_PUSH = define_op("LoopTapePush", OpKind.EFFECT, differentiable=False,
                           doc="LoopTapePush(tape, *values): appends the values; returns the tape.")


@LOOP_TAPE_PUSH.def_impl
def _push(tape: Any, *values: Any) -> Any:
    if tape is None:  # the loop starts a fresh tape on every run
        tape = []
    tape.append(values)
    return tape


LOOP_TAPE_POP = define_op("LoopTapePop", OpKind.EFFECT, differentiable=False,
                          doc="LoopTapePop(tape) -> (tape, *values) of the last push.")


@LOOP_TAPE_POP.def_impl
def _pop(tape: Any) -> Any:
    return (tape,) + tuple(tape.pop())


LOOP_TAPE_NONEMPTY = define_op("LoopTapeNonEmpty", OpKind.EFFECT, differentiable=False,
                               doc="Whether the tape still holds pushes (a 0-d bool).")
LOOP_TAPE_NONEMPTY.def_impl(lambda tape: np.bool_(bool(tape)))
