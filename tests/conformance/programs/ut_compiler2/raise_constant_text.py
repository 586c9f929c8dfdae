"""tests/ut/python/graph_syntax/statements/test_raise_const.py::test_raise_nested_list / test_raise_nested_tuple
adapted: the message of a ``raise`` of constants in graph code is MindSpore 2.10's RaiseConstant text (floats as C++
prints them, ``2.0`` -> ``2``; bools ``true``; a one-element sequence as its element; several arguments as a tuple).
msgraph kept Python's ``([1, 2.0], [[1, 2.0], [1, 2.0]])``."""
import mindspore as ms
import mindspore.nn as nn
from _conf import emit

MODES = ("graph",)


class NestedList(nn.Cell):
    def construct(self):
        x = [1, 2.0]
        y = [x, x]
        raise ValueError(x, y)


class NestedTuple(nn.Cell):
    def construct(self):
        x = (1, 2.0)
        y = (x, x)
        raise ValueError(x, y)


class Numbers(nn.Cell):
    def construct(self):
        x = (1, 2.0, 3.5, -0.0, 1e20, True)
        raise ValueError(x, 2.0, [2.5])


class OneFloat(nn.Cell):
    def construct(self):
        raise ValueError(2.0)


class Mixed(nn.Cell):
    def construct(self):
        raise TypeError("a", 1.0, (1.0,), 0.1234567, 1e-7)


class OneString(nn.Cell):
    def construct(self):
        raise ValueError("plain message")


def message(cls):
    try:
        cls()()
    except Exception as e:   # the message, without MindSpore's C++ stack and traceback sections
        return type(e).__name__, str(e).split("\n\n")[0].strip().strip("'")
    return None


for c in (NestedList, NestedTuple, Numbers, OneFloat, Mixed, OneString):
    emit(c.__name__, message(c))
