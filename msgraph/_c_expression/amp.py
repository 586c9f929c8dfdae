"""``mindspore._c_expression.amp``: amp strategies (an amp level, its dtype, white and black lists of
``(primitive name, [arg positions])``) and the stack that the amp level ``'auto'`` pushes while a network runs.
The strategy objects and the per-op rule live in ``msgraph/ops/amp_state.py``, which the op dispatcher reads."""
from __future__ import annotations

from ..ops.amp_state import (AUTO_PROMOTE_LIST, AmpLevel, AmpStrategy, PrimCastStrategy,  # noqa: F401
                             PrimCastStrategyInfo, current_strategy, pop_strategy, push_strategy)

__all__ = ["AmpLevel", "AmpStrategy", "AutoPromoteList", "PrimCastStrategy", "PrimCastStrategyInfo", "SetDtypeList",
           "SetDtypeOptList", "create_amp_strategy", "get_curr_amp_strategy", "get_prim_cast_strategy_info",
           "pop_amp_strategy", "push_amp_strategy"]

AutoPromoteList = [(n, list(pos)) for n, pos in AUTO_PROMOTE_LIST]
SetDtypeList: list = []
SetDtypeOptList: list = []


def create_amp_strategy(amp_level, amp_dtype, white_list, black_list):
    """A new :class:`AmpStrategy` (not pushed)."""
    return AmpStrategy(amp_level, amp_dtype, white_list, black_list)


def push_amp_strategy(amp_level, amp_dtype, white_list, black_list):
    """Make a new strategy the current one: the ops that follow cast their inputs by it."""
    push_strategy(AmpStrategy(amp_level, amp_dtype, white_list, black_list))


def pop_amp_strategy():
    """Drop the current strategy (a warning when there is none, as in MindSpore)."""
    if not pop_strategy():
        from .. import log as logger

        logger.warning("amp strategy stack is empty, can not pop.")


def get_curr_amp_strategy():
    """The current strategy, or None."""
    return current_strategy()


def get_prim_cast_strategy_info(amp_strategy, op_name):
    """How ``amp_strategy`` treats the primitive named ``op_name`` (a :class:`PrimCastStrategyInfo`)."""
    return amp_strategy.cast_info(op_name)
