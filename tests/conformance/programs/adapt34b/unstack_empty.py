"""Unstack along an axis of length 0 as MindSpore 2.10 does it (found by the adapt34b variant sweep of st ops/cpu
test_unpack_op.py): an empty tuple (msgraph gave one empty slice).  ops.Unstack and ops.unstack, negative axes.
PyNative only: MindSpore's Graph mode fails in its kernel ("For Unstack, memcpy error", a RuntimeError); msgraph's
Graph mode gives PyNative's empty tuple (docs/differences.md, Session 34 (adapt34b))."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

MODES = ("pynative",)


class Net(nn.Cell):
    def __init__(self, axis):
        super().__init__()
        self.op = ops.Unstack(axis)

    def construct(self, x):
        return len(self.op(x)), self.op(x)


emit("axis0", Net(0)(Tensor(np.zeros((0, 2), np.float32))))
emit("axis_neg", Net(-1)(Tensor(np.zeros((2, 3, 0), np.int32))))
emit("fn", ops.unstack(Tensor(np.zeros((2, 0), np.float32)), -1))
emit("nonempty_other", Net(0)(Tensor(np.zeros((2, 0), np.float32))))
