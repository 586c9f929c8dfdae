"""``mindspore.nn.utils``: ``no_init_parameters`` (MindSpore 2.10's deprecated delayed-initialisation scope)."""
from __future__ import annotations

from contextlib import contextmanager

from ..common.tensor import Parameter

__all__ = ["no_init_parameters"]

Parameter.init_param = True


@contextmanager
def no_init_parameters():
    """Parameters created inside the block carry ``init_param=False`` (MindSpore skips their initialisation
    until ``init_data()``; msgraph fills them at creation, so only the flag differs)."""
    Parameter.init_param = False
    try:
        yield
    finally:
        Parameter.init_param = True
