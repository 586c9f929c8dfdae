"""Graph code: ``y.append(v)`` (a statement) on a list that graph code made binds ``y`` to a new list in MindSpore
2.10: another name for the old list, or a list holding it, is unchanged (``b = a; b.append(2)`` leaves ``a``; ``for y
in a: y.append(5)`` leaves ``a``; ``y = x1[1]; y.append(5)`` leaves ``x1``), while ``extend``, ``insert`` and
``reverse`` change the shared list in place. msgraph had appended in place. Found from st compiler/fallback
test_graph_fallback_runtime_list_inplace.py test_list_inplace_mixed."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit_error


@jit
def alias_append(t):
    a = [1]
    b = a
    b.append(2)
    return a, b


@jit
def alias_append_tensor(t):
    a = [1]
    b = a
    b.append(t)
    return a, b


@jit
def alias_extend(t):
    a = [1]
    b = a
    b.extend([2])
    return a, b


@jit
def loop_append(t):
    a = [[1], [2]]
    for y in a:
        y.append(5)
    return a


@jit
def loop_extend(t):
    a = [[1], [2]]
    for y in a:
        y.extend([5])
    return a


@jit
def held_append(t):
    y = [1]
    a = [y, [2]]
    y.append(5)
    return a, y


@jit
def item_append(t):
    x1 = [[1, 2], [3, 6]]
    y = x1[1]
    y.append(5)
    return x1, y


@jit
def item_insert(t):
    x1 = [[1, 2], [3, 6]]
    y = x1[1]
    y.insert(0, 5)
    x1.reverse()
    return x1


@jit
def grow(t):
    out = []
    for i in range(3):
        out.append(t * i)
    return out


T = Tensor(np.array([1], np.int64))
for name, fn in (("append through an alias", alias_append), ("append a tensor through an alias", alias_append_tensor),
                 ("extend through an alias", alias_extend), ("append to loop items", loop_append),
                 ("extend loop items", loop_extend), ("append to a list another list holds", held_append),
                 ("append to an item", item_append), ("insert into an item", item_insert),
                 ("append in a loop", grow)):
    emit_error(name, fn, T)
