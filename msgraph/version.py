"""``mindspore.version``: the module that holds the package version (``ms.version.__version__``)."""
from . import __version__  # noqa: F401
