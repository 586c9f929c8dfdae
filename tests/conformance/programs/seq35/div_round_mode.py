"""`Tensor.div(other, rounding_mode='round')` (adapt35t "Left"): MindSpore 2.10's PyNative converts the string to
its RoundingMode enum, which has ROUND, and divides truly (Float32 [0, 0.5, ...] also for an int Tensor); Graph
mode's DivMod refuses it ("DivMod abstract failed.", RuntimeError).  An unknown string is a ValueError in both
modes; `ops.div(..., rounding_mode='round')` stays ops.div's ValueError.  msgraph raised ValueError everywhere."""
import numpy as np
from mindspore import nn, ops, Tensor
from _conf import emit_error

x = Tensor(np.array([[-3.0, 1.0, 2.5], [7.0, -0.5, 4.0]], np.float32))
xi = Tensor(np.array([[-3, 1, 2], [7, 0, 4]], np.int32))
y = Tensor(np.float32(2.0))


class DivRound(nn.Cell):
    def construct(self, a, b):
        return a.div(b, rounding_mode='round')


class DivRoundNum(nn.Cell):
    def construct(self, a):
        return a.div(2, rounding_mode='round')


class DivideRound(nn.Cell):
    def construct(self, a, b):
        return a.divide(b, rounding_mode='round')


class DivBad(nn.Cell):
    def construct(self, a):
        return a.div(2, rounding_mode='xx')


class OpsDivRound(nn.Cell):
    def construct(self, a, b):
        return ops.div(a, b, rounding_mode='round')


for tn, t in (("f32", x), ("i32", xi)):
    emit_error("div_round_" + tn, lambda t=t: DivRound()(t, y))
    emit_error("div_round_num_" + tn, lambda t=t: DivRoundNum()(t))
    emit_error("divide_round_" + tn, lambda t=t: DivideRound()(t, y))
    emit_error("div_bad_" + tn, lambda t=t: DivBad()(t))
    emit_error("ops_div_round_" + tn, lambda t=t: OpsDivRound()(t, y))
