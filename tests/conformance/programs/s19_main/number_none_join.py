"""A Python number returned in one branch of a Tensor condition and nothing (None) in the other joins, in MindSpore
2.10's LAX Graph mode, as a 0-d Tensor (int Int64, float Float32, bool Bool) or None when the graph runs
(tests/ut/python/pipeline/parse/test_grammar_constraints.py test_any_with_no_return); msgraph raised its join
error MSG401."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit


class IntOrNone(nn.Cell):
    def construct(self, inp):
        result = inp.any()
        if result:
            return 6


class FloatOrNone(nn.Cell):
    def construct(self, inp):
        if inp.any():
            return 2.5


class BoolOrNone(nn.Cell):
    def construct(self, inp):
        if inp.all():
            return True


ms.set_context(mode=ms.GRAPH_MODE)
yes = Tensor(np.arange(2 * 3 * 4).reshape((2, 3, 4)).astype(np.bool_))
no = Tensor(np.zeros((2, 3), np.bool_))
for name, net in (("int", IntOrNone()), ("float", FloatOrNone()), ("bool", BoolOrNone())):
    emit(name + "_true", net(Tensor(np.ones((2, 3), np.bool_))))
    emit(name + "_false", net(no))
emit("any_true", IntOrNone()(yes))
