"""``mindspore.ops.function.array_func``: MindSpore's submodule of the function forms; here the whole
``ops.function`` namespace (``function.__path__`` points at this folder)."""
from msgraph.ops.function import *  # noqa: F401,F403

# MindSpore's module-level primitive instances that code imports from array_func (h-hook2)
from msgraph.ops.operations import ArgMaxWithValue as _ArgMaxWithValue, ArgMinWithValue as _ArgMinWithValue  # noqa: E402
from msgraph.ops.st_ascend2 import SplitTensor, SplitWithSize  # noqa: E402
from .._helpers import user_type
# MindSpore 2.10's ``max_ext``/``min_ext``/``one_hot_ext`` are the mint forms: mint sits above ops, so
# msgraph.mint sets them here when it loads (``import msgraph`` loads it)

arg_max_with_value_ = _ArgMaxWithValue()
arg_min_with_value_ = _ArgMinWithValue()


# MindSpore 2.10's array_func forms of Tensor methods and mint functions its st tests import (h-ops5)
def new_ones(input, size, *, dtype=None):  # noqa: A002
    """``array_func.new_ones(input, size, *, dtype=None)``: ``input.new_ones(size, dtype=dtype)``."""
    return input.new_ones(size, dtype=dtype)


def new_zeros(input, size, *, dtype=None):  # noqa: A002
    """``array_func.new_zeros(input, size, *, dtype=None)``: ``input.new_zeros(size, dtype=dtype)``."""
    return input.new_zeros(size, dtype=dtype)



def split_ext(tensor, split_size, dim=0):
    """``array_func.split_ext(tensor, split_size, dim=0)``: ``SplitTensor`` for an int chunk size,
    ``SplitWithSize`` for a list/tuple of sizes (MindSpore 2.10's dispatch; on its CPU backend the chunk-size
    form has no Graph-mode kernel, which SplitTensor reproduces)."""
    if isinstance(split_size, int):
        return SplitTensor()(tensor, split_size, dim)
    if isinstance(split_size, (list, tuple)):
        return SplitWithSize()(tensor, split_size, dim)
    raise TypeError(f"Type of Argument `split_size` should be integer, tuple(int) or list(int), "
                    f"but got {user_type(split_size)}")
