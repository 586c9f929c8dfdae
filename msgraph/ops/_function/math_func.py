"""``mindspore.ops.function.math_func``: MindSpore's submodule of the function forms; here the whole
``ops.function`` namespace (``function.__path__`` points at this folder)."""
from msgraph.ops.function import *  # noqa: F401,F403
from msgraph.ops import functional as F  # noqa: F401,E402  (MindSpore's math_func imports it; st tests use math_func.F)
# ``norm_ext`` (mint.norm) is set by msgraph.mint when it loads (mint sits above ops)
