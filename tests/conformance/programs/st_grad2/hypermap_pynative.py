# HyperMap in PyNative (MindSpore 2.10): a MultitypeFuncGraph overload matching the arguments is called on
# them as they are; otherwise sequences are zipped as Python zips (a Tensor beside a tuple gives its rows,
# the shortest length wins).  (Graph mode differs: see hypermap_graph_leaves.)
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import composite as C
from _conf import emit

MODES = ("pynative",)

t1 = Tensor(np.array([1.0, 2.0], np.float32))
t2 = Tensor(np.array([3.0, 4.0], np.float32))


def add(a, b):
    return a + b


fg = C.MultitypeFuncGraph("fg")


@fg.register("Tensor", "Tensor")
def _tt(a, b):
    return a * b


@fg.register("Tensor", "Tuple")
def _ttu(a, b):
    return a + b[0]


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.hm = C.HyperMap()
        self.f = f

    def construct(self, *args):
        return self.hm(self.f, *args)


emit("tensor_rows_plain", Net(add)((t1, t2), t1))
emit("tensor_rows_overload", Net(fg)((t1, t2), t1))
emit("overload_tensor_tuple", Net(fg)((t1, t2), ((t1,), (t2,))))
emit("nested_overload", Net(fg)((t1, (t2, t1)), (t2, (t1, t2))))
emit("tuple_list_zip", Net(add)((t1, t2), [t1, t2]))
emit("shortest_length", Net(add)((t1, t2), (t1, t2, t1)))
