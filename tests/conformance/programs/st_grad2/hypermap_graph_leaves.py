# HyperMap in graph code (adapted from MindSpore's st compiler/hypermap): arguments are zipped while all of
# them are sequences of one kind; a Tensor beside a tuple makes a leaf call (MultitypeFuncGraph picks
# ("Tensor", "Tuple")); tuple/list mixes and length mismatches are RuntimeErrors.
# (MindSpore's PyNative HyperMap broadcasts instead: Graph mode only.)
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import composite as C
from _conf import emit, emit_error

MODES = ("graph",)

fg = C.MultitypeFuncGraph("fg")


@fg.register("Tensor", "Tuple")
def _tensor_tuple(x, y):
    return ops.Tile()(x, y)


@fg.register("Tensor", "List")
def _tensor_list(x, y):
    return x + y[0]


@fg.register("Tensor", "Tensor")
def _tensor_tensor(x, y):
    return x * y


def add(a, b):
    return a + b


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.hm = C.HyperMap()
        self.f = f

    def construct(self, *args):
        return self.hm(self.f, *args)


t1 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
t2 = Tensor(np.array([4.0, 5.0, 6.0], np.float32))
emit("tensor_tuple_leaf", Net(fg)((t1, t2), ((1, 2), (2, 1))))
emit("tensor_list_leaf", Net(fg)((t1, t2), ([1, 2], [2, 1])))
emit("mixed_leaf_kinds", Net(fg)((t1, t2), ((1, 2), [2, 1])))
emit("nested_tensors", Net(fg)((t1, (t2, t1)), (t2, (t1, t2))))
emit("plain_fn_nested", Net(add)((t1, (t2, t1)), (t2, (t1, t2))))
emit_error("tuple_list_mix_error", lambda: Net(add)((t1, t2), [t1, t2]))
emit_error("length_mismatch_error", lambda: Net(add)((t1, t2), (t1, t2, t1)))
