"""``mindspore.ops.function.nn_func``: MindSpore's submodule of the function forms; here the whole
``ops.function`` namespace (``function.__path__`` points at this folder)."""
from msgraph.ops.function import *  # noqa: F401,F403
from msgraph.ops.upsample_ext import interpolate_ext  # noqa: F401,E402  (h-ops4: MindSpore keeps it out of ops)
