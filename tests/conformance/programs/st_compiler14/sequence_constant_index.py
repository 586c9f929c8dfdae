"""tests/ut/python/graph_syntax/tuple/test_tuple_index_by_negative and ut mutable/test_mutable_variable_length
(setitem_2) adapted: a constant index outside a tuple/list is MindSpore's IndexError naming its evaluator
(msgraph: Python's 'tuple index out of range'); an element read from a dynamic-length sequence is a variable
(F.isconstant False; msgraph folded it as a constant)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, nn, ops
from mindspore.ops import functional as F
from _conf import emit, emit_error


class SplitNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.split = ops.Split(axis=0, output_num=2)

    def construct(self, x):
        out = self.split(x)
        return out[-1], out[-2], out[-3]


@jit
def list_past_end(x):
    out = [x, x]
    return out[2]


@jit
def const_tuple_past_end():
    out = (1, 2)
    return out[5]


@jit
def dyn_elements():
    x = mutable([1, 2, 3], True)
    return F.isconstant(x[1]), F.isconstant(x[0] + 1), x[2] * 2


@jit
def dyn_setitem():
    x = mutable([1, 2, 3], True)
    x[0] = 5
    return F.isconstant(x[0]), F.is_sequence_value_unknown(x), x[0], x


@jit
def dyn_float_setitem():
    x = mutable([1.5, 2.5], True)
    x[1] = 5.5
    return F.isconstant(x[1]), x


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("split_negative_out_of_range", SplitNet(), Tensor(np.ones((2, 2, 3), np.float32)))
    emit_error("list_past_end", list_past_end, Tensor(1))
    emit_error("const_tuple_past_end", const_tuple_past_end)
    emit("dyn_elements", dyn_elements())
    emit("dyn_setitem", dyn_setitem())
    emit("dyn_float_setitem", dyn_float_setitem())
