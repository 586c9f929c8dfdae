"""`==` / `!=` of constant lists and tuples in graph code compare the elements' types too in MindSpore 2.10:
`[1, 2] == [1, 2.0]`, `(True, 2) == (1, 2)`, `[[1, 2]] == [[1, 2.0]]` are False (numbers alone: `1 == 1.0` is True).
Found by the adapt36fb sweep of st compiler/fallback (list in-place and runtime tests); msgraph had used Python's
equality (True)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

MODES = ("graph",)


@ms.jit
def mixed(x):
    return ([1, 2] == [1, 2.0], (1, 2) == (1.0, 2.0), [1] == [True], (0,) == (False,), [1, 2] != [1, 2.0],
            (3,) != (3.0,), 1 == 1.0)


@ms.jit
def same(x):
    return ([1, 2] == [1, 2], ("a", None) == ("a", None), [] == [], [1.5] == [1.5], [(1, 2.5)] == [(1, 2.5)],
            [1, "a"] != [1, "a"])


@ms.jit
def nested_and_lengths(x):
    return [[1, 2]] == [[1, 2.0]], [1] == [1, 2], [1, 2] == (1, 2), ((1, (2, 3)),) == ((1, (2, 3.0)),)


@ms.jit
def shape_lists(x):
    return [x.shape[0]] == [2], [x.shape[0]] == [2.0], list(x.shape) == [2], tuple(x.shape) == (2.0,)


@ms.jit
def in_condition(x):
    a = [1, 2]
    b = [1.0, 2.0]
    if a == b:
        return x + 1
    return x - 1


class Net(nn.Cell):
    def construct(self, x):
        return [1, 2] == [1, 2.0], (0,) == (False,), (3,) != (3.0,)


x = Tensor(np.array([1.0, 2.0], np.float32))
for fn in (mixed, same, nested_and_lengths, shape_lists, in_condition):
    emit_error(fn.__name__, lambda fn=fn: fn(x))
emit_error("cell", lambda: Net()(x))
