"""``mindspore.ops.function.nn_func``: MindSpore's submodule of the function forms; here the whole
``ops.function`` namespace (``function.__path__`` points at this folder)."""
from msgraph.ops.function import *  # noqa: F401,F403
