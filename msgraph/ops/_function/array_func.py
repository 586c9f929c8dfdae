"""``mindspore.ops.function.array_func``: MindSpore's submodule of the function forms; here the whole
``ops.function`` namespace (``function.__path__`` points at this folder)."""
from msgraph.ops.function import *  # noqa: F401,F403

# MindSpore's module-level primitive instances that code imports from array_func (h-hook2)
from msgraph.ops.operations import ArgMaxWithValue as _ArgMaxWithValue, ArgMinWithValue as _ArgMinWithValue  # noqa: E402

arg_max_with_value_ = _ArgMaxWithValue()
arg_min_with_value_ = _ArgMinWithValue()


# MindSpore 2.10's array_func forms of Tensor methods and mint functions its st tests import (h-ops5)
def new_ones(input, size, *, dtype=None):  # noqa: A002
    """``array_func.new_ones(input, size, *, dtype=None)``: ``input.new_ones(size, dtype=dtype)``."""
    return input.new_ones(size, dtype=dtype)


def new_zeros(input, size, *, dtype=None):  # noqa: A002
    """``array_func.new_zeros(input, size, *, dtype=None)``: ``input.new_zeros(size, dtype=dtype)``."""
    return input.new_zeros(size, dtype=dtype)

