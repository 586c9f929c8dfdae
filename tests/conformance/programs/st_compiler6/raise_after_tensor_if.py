"""A raise after an ``if`` on a Tensor that raises: the graph raises the first one whose path is taken
when it runs (the later, unconditional raise must not fire while compiling)
(tests/st/compiler/fallback/test_graph_fallback_runtime_list_inplace.py::test_list_in_joined_str)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable
from _conf import emit_error

MODES = ("graph",)


@jit
def two_raises(x, y, z):
    if z >= 1:
        raise TypeError(f"The input is {x}")
    raise TypeError(f"The input is {y}")


@jit
def two_plain(z):
    if z >= 1:
        raise ValueError("one")
    raise TypeError("two")


emit_error("first_taken", lambda: two_raises(mutable([1, 2, 3]), mutable([4, 5]), Tensor([1])))
emit_error("plain_first", lambda: two_plain(Tensor([1])))
