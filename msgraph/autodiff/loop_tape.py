"""Internal ops that let reverse-mode autodiff replay a ``while`` loop backwards.

The forward loop pushes its carried values onto a tape (a Python list threaded
through the loop as an SSA value); the backward loop pops them in reverse order,
recomputes the body's forward from them and runs the body's backward.  They are
effects (never folded, merged or reordered) and carry no gradient.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..ops.registry import OpKind, define_op

__all__: list = []

LOOP_TAPE_PUSH = define_op("LoopTapePush", OpKind.EFFECT, public=False, differentiable=False,
                           doc="LoopTapePush(tape, *values): the tape with the values pushed (a new cell; tape unchanged).")


@LOOP_TAPE_PUSH.def_impl
def _push(tape: Any, *values: Any) -> Any:
    # A persistent stack: each push is a new cell ``(values, rest)`` and nothing is ever mutated,
    # so a tape can be replayed more than once (grad of grad replays the first backward loop,
    # which pops the forward tape again).  ``None`` is the empty tape: a fresh one on every run.
    return (values, tape)


LOOP_TAPE_POP = define_op("LoopTapePop", OpKind.EFFECT, public=False, differentiable=False,
                          doc="LoopTapePop(tape) -> (tape, *values) of the last push.")


@LOOP_TAPE_POP.def_impl
def _pop(tape: Any) -> Any:
    values, rest = tape
    return (rest,) + tuple(values)


LOOP_TAPE_NONEMPTY = define_op("LoopTapeNonEmpty", OpKind.EFFECT, public=False, differentiable=False,
                               doc="Whether the tape still holds pushes (a 0-d bool).")
LOOP_TAPE_NONEMPTY.def_impl(lambda tape: np.bool_(tape is not None))


LOOP_TAPE_ADD = define_op("LoopTapeAdd", OpKind.EFFECT, public=False, differentiable=False,
                          doc="LoopTapeAdd(a, b): the elementwise sum of two tapes of adjoints (higher-order "
                              "gradients: a tape used twice gets the sum of both adjoint tapes).")


def _add_entries(x: Any, y: Any) -> Any:
    if x is None:
        return y
    if y is None:
        return x
    if isinstance(x, tuple):   # a tape pushed as a value
        return _add_tapes(x, y)
    return np.add(x, y)


def _add_tapes(a: Any, b: Any) -> Any:
    cells = []
    while a is not None and b is not None:
        (va, a), (vb, b) = a, b
        cells.append(tuple(_add_entries(x, y) for x, y in zip(va, vb)))
    out = a if a is not None else b
    for values in reversed(cells):
        out = (values, out)
    return out


LOOP_TAPE_ADD.def_impl(_add_tapes)
