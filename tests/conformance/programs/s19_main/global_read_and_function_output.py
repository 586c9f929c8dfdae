"""Graph code may declare `global g` and read it (MindSpore 2.10 compiles it: tests/ut/python/pipeline/parse/
test_parse.py test_global_flag; msgraph refused the statement, MSG103), and a graph returning a Python function
or method is MindSpore's RuntimeError "Function in output is not supported" (test_structure_output.py
test_output_function*; msgraph returned the function object); a Parameter attribute assigned None or a tuple in graph
code is the TypeError of MindSpore's Assign."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, jit, ops
from _conf import emit, emit_error

g_x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@jit
def add_global(x):
    global g_x
    return ops.add(x, g_x)


class ReturnsMethod(nn.Cell):
    def func(self):
        return 0

    def construct(self):
        return self.func


class ReturnsMethodTuple(nn.Cell):
    def func(self):
        return 0

    def construct(self):
        return (1, self.func)


class ReturnsFunction(nn.Cell):
    def construct(self, x):
        return x, ops.add


x = Tensor(np.array([0.5, 1.5, 2.5], np.float32))
emit("global_read", add_global(x))
ms.set_context(mode=ms.GRAPH_MODE)
emit_error("method_output", lambda: ReturnsMethod()())
emit_error("method_in_tuple_output", lambda: ReturnsMethodTuple()())
emit_error("function_output", lambda: ReturnsFunction()(x))


class AssignCheck(nn.Cell):
    """tests/ut/python/pipeline/parse/test_parse.py test_assign_check_none: msgraph wrote NaN into the Parameter."""

    def __init__(self):
        super().__init__()
        self.cov_step = ms.Parameter(0.0, name="cov_step", requires_grad=False)

    def construct(self, x):
        self.cov_step = x
        return self.cov_step


for label, v in (("none", None), ("tuple", (1.0,))):
    net = AssignCheck()
    emit_error("assign_param_" + label, lambda: net(v))
    emit("param_after_" + label, net.cov_step)
net = AssignCheck()
emit("assign_param_number", net(3))
emit("param_after_number", net.cov_step)
