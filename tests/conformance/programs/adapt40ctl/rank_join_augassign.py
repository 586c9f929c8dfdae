"""``out += v`` after a Tensor ``if`` that joined Tensors of different ranks (a Parameter of shape () in one branch,
the input of shape (1,) in the other: st compiler/control inner test_010_if_in_if's IfInIfNet4 with a (1,) input).
MindSpore 2.10 computes in both modes; msgraph's Graph mode failed with its DTypeError "unsupported dtype object"
(the joined value is made when the graph runs, and the in-place ``+=`` read its dtype).  Where the 0-d value is
the one taken MindSpore's Graph mode returns it with the join's shape (1,) (its PyNative: shape ()), and a
gradient of shape (1,) for a 0-d input: msgraph follows PyNative there.  Session 40 (adapt40ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, Parameter
from mindspore.common import dtype as mstype
from _conf import emit

FOLLOW_PYNATIVE = {
    "rank_join_scalar_taken": "MindSpore's Graph mode gives the 0-d value taken the joined shape (1,) after `+=` "
                              "(returned unchanged it keeps shape ()); PyNative keeps ()",
    "param_or_input_taken_param": "the same: MindSpore's Graph mode gives the 0-d Parameter's value the joined shape "
                                  "(1,) after `+=`",
}


class ParamOrInput(nn.Cell):
    def __init__(self, a, b):
        super().__init__()
        self.param_a = Parameter(Tensor(a, mstype.int32), name="a")
        self.param_b = Parameter(Tensor(b, mstype.int32), name="b")

    def construct(self, x):
        if self.param_a > self.param_b:
            out = x
        else:
            out = self.param_a
        out += self.param_b
        return out


class TwoInputs(nn.Cell):
    def construct(self, x, y):
        if x > 0:
            out = x
        else:
            out = y
        out -= 1
        return out


def t(v, dt=np.int32):
    return Tensor(np.array(v, dt))


emit("param_or_input_taken_input", ParamOrInput(5, 4)(t([1])))
emit("param_or_input_taken_param", ParamOrInput(4, 5)(t([1])))
emit("param_or_input_0d", ParamOrInput(5, 4)(t(7)))
emit("two_inputs_vec_taken", TwoInputs()(t([2]), t(7)))
emit("two_inputs_vec_taken_f32", TwoInputs()(t([-2.0], np.float32), t([1.5, 2.5], np.float32)))
emit("rank_join_scalar_taken", TwoInputs()(t(2), t([7])))
