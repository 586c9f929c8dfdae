"""``mindspore._extends.parse``: the graph parser's package; msgraph provides its ``compile_config``."""
from . import compile_config  # noqa: F401
