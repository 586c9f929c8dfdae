"""x * 0.0 and x * -0.0 in one graph are two computations: 1/(x*0.0) is +inf and 1/(x*-0.0) is -inf for x > 0.

msgraph's CSE pass keyed a float constant by ``==``, which does not see a zero's sign, so at jit_level O1/O2 it
merged the second product into the first: 1/(x*-0.0) came out +inf (SILENT; O0, which has no CSE, and PyNative
were right).  MindSpore 2.10's Graph mode merges the two as well (-inf for both in the first Cell, +inf for both in
the second: its own constant dedupe), which its PyNative mode does not: msgraph follows PyNative there.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

# MindSpore 2.10's Graph mode merges x*0.0 and x*-0.0 (its PyNative does not)
FOLLOW_PYNATIVE = {"pos_then_neg.pos": "Graph mode merges x*0.0 and x*-0.0", "neg_then_pos.pos": "the same",
                   "neg_then_pos.neg": "the same"}


class PosThenNeg(nn.Cell):
    def construct(self, x):
        a = x * 0.0
        b = x * -0.0
        return 1 / a, 1 / b


class NegThenPos(nn.Cell):
    def construct(self, x):
        b = ops.mul(x, -0.0)
        a = ops.mul(x, 0.0)
        return 1 / a, 1 / b


x = Tensor(np.array([1.0, 2.0, -3.0], np.float32))
pos, neg = PosThenNeg()(x)
emit("pos_then_neg.pos", pos)
emit("pos_then_neg.neg", neg)
pos, neg = NegThenPos()(x)
emit("neg_then_pos.pos", pos)
emit("neg_then_pos.neg", neg)
