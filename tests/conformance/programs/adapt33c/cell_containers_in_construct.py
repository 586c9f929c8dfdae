"""Changing a CellList / CellDict attribute inside construct.  Graph mode (MindSpore 2.10): ``self.blocks[0] = cell``
and ``self.cell_dict["k"] = cell`` are its TypeError "CellList or CellDict object ... is not support to do assign
subscript." (a SequentialCell item is set and used), ``self.blocks.append / extend / insert`` its AttributeError
"'Tuple' object has no attribute ..." (graph code holds a CellList as a tuple); PyNative
runs them all as Python.  msgraph's graph had set the items silently and refused append with a SyntaxError (MSG201,
from the library's generator).  Found by adapting st container/test_CellDict and test_CellList (session 33,
adapt33c)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

MODES = ("graph",)   # (PyNative runs these as Python)


class Scale(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        return x * self.k


class ListSet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([Scale(2.0), Scale(3.0)])

    def construct(self, x):
        self.blocks[0] = Scale(5.0)
        return self.blocks[0](x)


class DictSet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cell_dict = nn.CellDict({"a": Scale(2.0), "relu": nn.ReLU()})

    def construct(self, x):
        self.cell_dict["c"] = Scale(5.0)
        return self.cell_dict["c"](x)


class SeqSet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.seq = nn.SequentialCell([Scale(2.0), Scale(3.0)])

    def construct(self, x):
        self.seq[0] = Scale(5.0)
        return self.seq(x)


class ListAppend(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([Scale(2.0), Scale(3.0)])

    def construct(self, x):
        self.blocks.append(Scale(5.0))
        return self.blocks[0](x) + self.blocks[-1](x)


class ListExtend(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([Scale(2.0), Scale(3.0)])

    def construct(self, x):
        self.blocks.extend([Scale(5.0)])
        return self.blocks[0](x) + self.blocks[-1](x)


class ListInsert(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([Scale(2.0), Scale(3.0)])

    def construct(self, x):
        self.blocks.insert(0, Scale(5.0))
        return self.blocks[0](x) + self.blocks[-1](x)


x = Tensor(np.array([1.0, -2.0], np.float32))
emit_error("celllist setitem", ListSet(), x)
emit_error("celldict setitem", DictSet(), x)
emit_error("sequentialcell setitem", SeqSet(), x)
emit_error("celllist append", ListAppend(), x)
emit_error("celllist extend", ListExtend(), x)
emit_error("celllist insert", ListInsert(), x)
