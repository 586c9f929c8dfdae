"""ops.auto_generate view and split primitives (tests/st/ops/ascend/test_view_ops.py, test_internal_ops/test_swiglu.py):
BroadcastToView, NarrowView, TransposeExtView, SplitWithSize, SplitTensor (PyNative only on CPU), SplitTensorView; their errors; a
SplitTensorView of a dynamic-rank value (the join of two ranks under a Tensor condition) in a graph."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.auto_generate import (BroadcastToView, ExpandDimsView, NarrowView, SplitTensor, SplitTensorView,
                                         SplitWithSize, TransposeExtView)
from _conf import emit, emit_error


class Views(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bview = BroadcastToView()
        self.narrow = NarrowView()
        self.trans = TransposeExtView()
        self.sws = SplitWithSize()
        self.st = SplitTensor()
        self.stv = SplitTensorView()

    def construct(self, x, v):
        return (self.bview(v, (2, 3)), self.bview(v, (2, -1)), self.narrow(x, 1, 1, 2), self.narrow(x, 1, -2, 2),
                self.trans(x, 0, 1), self.sws(x, [1, 2], 1), self.sws(x, (1, 1), 0), self.stv(x, 2, 1),
                self.stv(x, 1, 0))


class Split(nn.Cell):
    def __init__(self):
        super().__init__()
        self.st = SplitTensor()

    def construct(self, x):
        return self.st(x, 2, 1)


x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
v = Tensor(np.array([1, 2, 3]).astype(np.float32))
emit("views", Views()(x, v))
if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("split_tensor_graph", lambda: Split()(x))   # no CPU kernel in a graph
else:
    emit("split_tensor", Split()(x))
emit_error("sws_sum", lambda: SplitWithSize()(x, [1, 1], 1))
emit_error("sws_dim", lambda: SplitWithSize()(x, [1, 2], 2))
emit_error("sws_int", lambda: SplitWithSize()(x, 2, 1))
emit_error("st_zero", lambda: SplitTensor()(x, 0, 1))
emit_error("st_dim", lambda: SplitTensor()(x, 2, 5))
emit_error("st_list", lambda: SplitTensor()(x, [1, 2], 1))
emit_error("narrow_len", lambda: NarrowView()(x, 1, 2, 2))
emit_error("narrow_start", lambda: NarrowView()(x, 1, 4, 0))
emit_error("trans_dim", lambda: TransposeExtView()(x, 0, 2))
emit_error("bview_shape", lambda: BroadcastToView()(x, (3, 3)))


class DynamicRank(nn.Cell):
    def __init__(self):
        super().__init__()
        self.expand = ExpandDimsView()
        self.split = SplitTensorView()

    def construct(self, a, b):
        if a.sum() < 3 * b.sum():
            a = a + b
        else:
            b = self.expand(b, 1)
        return a, self.split(b, 2, 0)


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("dynamic_rank", lambda: DynamicRank()(Tensor(np.ones([2, 4, 8]).astype(np.int32)),
                                                     Tensor(2 * np.ones([2, 4, 8]).astype(np.int32))))
