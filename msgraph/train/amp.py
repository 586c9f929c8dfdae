"""``mindspore.train.amp``: MindSpore 2.10's home of the mixed-precision helpers (the same objects as
:mod:`msgraph.amp`, which ``mindspore.amp`` names)."""
from __future__ import annotations

from ..amp import *  # noqa: F401,F403
from ..amp import __all__  # noqa: F401
from ..amp import _OutputTo16, _OutputTo32, _auto_black_list, _do_keep_batchnorm_fp32  # noqa: F401
