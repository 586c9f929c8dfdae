"""graph_jit_sweep (jit29): a Primitive in a jit graph's output (``return x, ops.ReLU()``, a Primitive argument
returned) is MindSpore's RuntimeError "Function in output is not supported", as a function or a Cell is (msgraph
returned the Primitive).  A builtin function passed as an argument and returned comes back as itself (alone or in a
tuple), while ``return abs`` written in graph code is that error (msgraph raised for both).  ``Cell.set_inputs`` with fewer inputs than construct takes is MindSpore's TypeError, but
the declaration is kept: a later Graph-mode call is its ValueError on the count (msgraph ran the call)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_error
from _jit29_util import xf


@ms.jit
def prim_out(x):
    return x, ops.ReLU()


@ms.jit
def passthrough(x, a):
    return a


emit_error("primitive_in_output", lambda: prim_out(xf()))
emit_error("primitive_argument_returned", lambda: passthrough(xf(), ops.ReLU()))
emit("numpy_function_returned", passthrough(xf(), np.sum) is np.sum)
emit("builtin_argument_returned", passthrough(xf(), abs) is abs)


@ms.jit
def pair(x, a):
    return x + 1, a


@ms.jit
def builtin_in_code(x):
    return x, abs


emit("builtin_argument_in_tuple", pair(xf(), abs)[1] is abs)
emit_error("builtin_written_in_code", lambda: builtin_in_code(xf()))


class Add(nn.Cell):
    def construct(self, x, y):
        return x + y


net = Add()
emit_error("set_inputs_too_few", lambda: net.set_inputs(ms.Tensor(shape=[None], dtype=ms.float32)))
emit_error("call_after_too_few", lambda: net(xf(), xf()))
net3 = Add()
emit_error("set_inputs_too_many", lambda: net3.set_inputs(*[ms.Tensor(shape=[None], dtype=ms.float32)] * 3))
emit_error("call_after_too_many", lambda: net3(xf(), xf()))
