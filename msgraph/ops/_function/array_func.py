"""``mindspore.ops.function.array_func``: MindSpore's submodule of the function forms; here the whole
``ops.function`` namespace (``function.__path__`` points at this folder)."""
from msgraph.ops.function import *  # noqa: F401,F403

# MindSpore's module-level primitive instances that code imports from array_func (h-hook2)
from msgraph.ops.operations import ArgMaxWithValue as _ArgMaxWithValue, ArgMinWithValue as _ArgMinWithValue  # noqa: E402

arg_max_with_value_ = _ArgMaxWithValue()
arg_min_with_value_ = _ArgMinWithValue()
