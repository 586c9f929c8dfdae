"""graph_semantics_sweep (gss27): indexing Cell containers.  PyNative: ``CellList[Tensor]`` is MindSpore's TypeError
("the type of 'index' must be int or slice"), an index out of range its IndexError naming the range (CellList and
SequentialCell); Graph mode picks by a Tensor index (switch_layer).  A missing ``CellDict`` key in graph code is
MindSpore's ValueError "The key z does not exist in the dict:ValueAny" (KeyError in PyNative)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error
from _gss27_util import X, MulK, mul_cells



class ByTensor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cl = mul_cells(1, 2, 3)

    def construct(self, x, i):
        return self.cl[i](x)


class OutOfRange(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cl = mul_cells(1, 2, 3)

    def construct(self, x):
        return self.cl[5](x)


class SeqOutOfRange(nn.Cell):
    def __init__(self):
        super().__init__()
        self.seq = nn.SequentialCell([MulK(2), MulK(3)])

    def construct(self, x):
        return self.seq[-3](x)


class DictMissing(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cd = nn.CellDict({'a': MulK(2), 'b': MulK(5)})

    def construct(self, x):
        return self.cd['z'](x)


class DictPresent(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cd = nn.CellDict({'a': MulK(2), 'b': MulK(5)})

    def construct(self, x):
        return self.cd['b'](x) + self.cd['a'](x)


emit_error("celllist_tensor_index", lambda: ByTensor()(X, Tensor(1, ms.int32)))
emit_error("celllist_out_of_range", lambda: OutOfRange()(X))
emit_error("sequential_out_of_range", lambda: SeqOutOfRange()(X))
emit_error("celldict_missing_key", lambda: DictMissing()(X))
emit("celldict_present", DictPresent()(X))
cl = nn.CellList([MulK(1), MulK(2)])
emit("celllist_negative_eager", cl[-1](X))
emit("celllist_bool_index_eager", cl[True](X))
emit_error("celllist_float_index_eager", lambda: cl[1.0])
