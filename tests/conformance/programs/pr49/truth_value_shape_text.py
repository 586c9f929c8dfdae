"""The first line of the ValueError for a Tensor of several elements used as a graph-code condition.

MindSpore 2.10: "Only tensor which shape is () or (1,) can be converted to bool, but got tensor shape is (2)" --
its C++ shape text, ``(2)`` for a vector, ``(2, 3)``, ``(1, 2)``.  st compiler/control/test_control_flow_infer.py
test_analysis_fail_ir prints ``str(inst)``.  msgraph wrote the Python tuple ``(2,)`` and continued the line with
". The truth value of a Tensor with 2 elements is ambiguous." (now on the next line).  (Session 49 printed-output
comparison.)"""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

MODES = ("graph",)


class Cmp(nn.Cell):
    def construct(self, x, y):
        if x <= y:
            return x
        return y


class ConstCond(nn.Cell):
    def construct(self, x):
        if Tensor([0, 1]) and x:
            return x
        return x


def first_line(fn):
    try:
        fn()
        return "no error"
    except ValueError as e:
        return str(e).split("\n")[0]


for label, a, b in (("vec", np.ones(2), np.ones(1)), ("mat", np.ones((2, 3)), np.ones((2, 3))),
                    ("row", np.ones((1, 2)), np.ones((1, 2)))):
    emit(f"cond/{label}", first_line(lambda a=a, b=b: Cmp()(Tensor(a, ms.float32), Tensor(b, ms.float32))))
emit("const_cond", first_line(lambda: ConstCond()(Tensor(1.0))))
