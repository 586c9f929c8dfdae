"""adapt42gs: a tuple / list that a ``while`` loop on a Tensor condition rebinds to another length (MindSpore 2.10
CPU; adapted from st compiler/control's while-loop tests and ut control_flow's tuple-carrying loops, combined with
the tuple concatenation of graph_syntax's sequence tests).

``t = t + (x,)`` (also ``l = l + [x]``, ``t += (1,)`` from an empty tuple, ``t = t[1:]``) inside ``while x.sum() <
20`` gives Python's result in MindSpore: the tuple of every iterate.  msgraph carried the tuple leaf by leaf and
dropped the leaves the body added: the tuple came back as it was before the loop, silently.  A tuple rebuilt with
its length kept stays a graph loop (the control)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@ms.jit
def grow_tuple(x):
    t = (x,)
    i = 0
    while x.sum() < 20:
        x = x * 2
        t = t + (x,)
        i += 1
    return t, i


@ms.jit
def grow_list_concat(x):
    t = [x]
    while x.sum() < 20:
        x = x * 2
        t = t + [x]
    return t


@ms.jit
def grow_from_empty(x):
    t = ()
    while x.sum() < 20:
        x = x * 2
        t += (1,)
    return t


@ms.jit
def shrink_tuple(x):
    t = (1, 2, 3, 4)
    while x.sum() < 20:
        x = x * 2
        t = t[1:]
    return t, x


@ms.jit
def same_length_rebuilt(x):
    t = (x, x)
    while t[0].sum() < 20:
        t = (t[0] * 2, t[1] + 1)
    return t


class Net(nn.Cell):
    def construct(self, x):
        t = (x,)
        while x.sum() < 20:
            x = x + 5
            t = t + (x * 0,)
        return len(t), t[-1]


emit("grow_tuple", grow_tuple(X))
emit("grow_list_concat", grow_list_concat(X))
emit("grow_from_empty", grow_from_empty(X))
emit("shrink_tuple", shrink_tuple(X))
emit("same_length_rebuilt", same_length_rebuilt(X))
emit("grow_tuple_cell", Net()(X))
