"""adapt43gs: a list / tuple variable that a ``while`` on a Tensor condition rebinds to a list made when the graph
runs (``out = x.tolist()``, ``tuple(x.asnumpy().tolist())``, ``sorted(x.tolist())``) (MindSpore 2.10 CPU; adapted
from st fallback's runtime-list tests (test_graph_fallback_runtime_list) and st control's while-loop tests, the loop
body assigning the run-time list).

MindSpore's JIT Fallback gives the list the last iteration made ([12.0, 4.0, 8.0] for [3, 1, 2] doubled until the
sum reaches 20).  msgraph carried the variable leaf by leaf as it entered the loop and dropped the run-time value:
SILENT, ``[]`` / ``()`` after the loop; ``out = [0.0]`` before the loop and a Cell's ``res = [1.0]`` were MSG402's
UnboundLocalError.  Such a loop now runs as Python when the graph runs, as a loop that changes a tuple's length does
(adapt42gs/tuple_grows_in_tensor_while)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))


@ms.jit
def list_from_tolist(x):
    out = []
    while x.sum() < 20:
        x = x * 2
        out = x.tolist()
    return out


@ms.jit
def tuple_from_numpy_list(x):
    out = ()
    while x.sum() < 20:
        x = x * 2
        out = tuple(x.asnumpy().tolist())
    return out, x


@ms.jit
def sorted_list_one_item_before(x):
    out = [0.0]
    while x.sum() < 20:
        x = x * 2
        out = sorted(x.tolist())
    return out


@ms.jit
def list_and_counter(x):
    out = []
    n = 0
    while x.sum() < 20:
        x = x * 2
        out = x.tolist()
        n = n + len(out)
    return out, n


@ms.jit
def loop_not_entered(x):
    out = []
    while x.sum() < 1:
        x = x * 2
        out = x.tolist()
    return out


class Net(nn.Cell):
    def construct(self, x):
        res = [1.0]
        while x.sum() < 20:
            x = x + 5
            res = x.tolist()
        return res


emit("list_from_tolist", list_from_tolist(X))
emit("tuple_from_numpy_list", tuple_from_numpy_list(X))
emit("sorted_list_one_item_before", sorted_list_one_item_before(X))
emit("list_and_counter", list_and_counter(X))
emit("loop_not_entered", loop_not_entered(X))
emit("cell_list_from_tolist", Net()(X))
