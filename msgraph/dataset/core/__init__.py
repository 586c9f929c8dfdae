"""``mindspore.dataset.core``: the global dataset configuration lives in :mod:`.config`."""
from . import config  # noqa: F401
