"""``mindspore.dataset.config`` (the module lives in :mod:`.core.config`, as in MindSpore)."""
import sys as _sys

from .core import config as _config

_sys.modules[__name__] = _config
