"""A dict whose item one branch of a Tensor ``if`` sets (``d = {"a": x, "b": x * 2}; if x > 0: d["a"] = x * 3``),
or that one branch rebinds to a dict of the same keys, read after the ``if``: MindSpore 2.10 joins the two dicts
key by key and differentiates through them (``ms.grad`` of ``d["a"] + d["b"]``: 5 where x > 0, 3 elsewhere; of
``d["b"]`` alone: 2).  msgraph had joined them as a Python object made when the graph runs, whose values carry no
gradient: the gradients were 0 (a silent difference; the values were right).  Dicts of different keys still join
that way.  Found by adapting st compiler/control test_tensor_in_list / test_list_join_to_dyn_len_list to a dict
(session 36, adapt36cf)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit_error


@jit
def item_set(x):
    d = {"a": x, "b": x * 2}
    if x.sum() > 0:
        d["a"] = x * 3
    return d["a"] + d["b"]


@jit
def other_item(x):
    d = {"a": x, "b": x * 2}
    if x.sum() > 0:
        d["a"] = x * 3
    return d["b"] * x


@jit
def rebound(x, y):
    d = {"p": x, "q": y}
    if x.sum() > y.sum():
        d = {"p": x * y, "q": y * 4}
    else:
        d["q"] = x - y
    return d["p"] * 2 + d["q"]


@jit
def returned(x):
    d = {"a": x, "b": x * 2}
    if x.sum() > 0:
        d["b"] = x * x
    return d


class Net(nn.Cell):
    def construct(self, x):
        d = {"k": x * 0, "v": x}
        for i in range(3):
            if x.sum() > i:
                d["k"] = d["k"] + d["v"] * i
        return d["k"].sum()


pos = Tensor(np.array([1.0, 2.0], np.float32))
neg = Tensor(np.array([-1.0, -2.0], np.float32))
for name, x in (("x > 0", pos), ("x < 0", neg)):
    emit_error("item set, " + name, item_set, x)
    emit_error("item set grad, " + name, ms.grad(item_set), x)
    emit_error("other item grad, " + name, ms.grad(other_item), x)
    emit_error("rebound grad, " + name, ms.grad(rebound, (0, 1)), x, Tensor(np.array([0.5, 0.5], np.float32)))
    emit_error("returned dict, " + name, returned, x)
    emit_error("cell loop grad, " + name, ms.grad(Net()), x)
