"""``mindspore.version``: the module that holds the package version (``ms.version.__version__``)."""
from ._version import __version__  # noqa: F401  (the bottom-layer module msgraph.__version__ re-exports)
