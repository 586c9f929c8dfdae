"""``mindspore.mint.nn.layer``: the package MindSpore 2.10 defines its mint layers in (tests import
``from mindspore.mint.nn.layer import SyncBatchNorm``); msgraph's are mint.nn's, re-exported here."""
from __future__ import annotations

from .. import __all__ as _nn_all
from .. import *  # noqa: F401,F403

__all__ = [n for n in _nn_all if n != "functional"]
