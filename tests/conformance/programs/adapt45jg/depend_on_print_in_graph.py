"""adapt45jg: ``ops.depend(y, ops.print_(...))`` in graph code (a jit function, a Graph-mode Cell; MindSpore 2.10 CPU:
the print runs, the value is ``y``; under a PyNative gradient of the jit function it prints once, the forward's).
msgraph raised AttributeError "'NoneType' object has no attribute 'dtype'" compiling it (the print's None value
passed to a Python call in graph code; found by the adapt45jg s3 sweep)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_stdout

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@ms.jit
def j_depend(x):
    y = x * 2
    z = ops.depend(y, ops.print_("dep"))
    return z * x


class Net(nn.Cell):
    def construct(self, x):
        y = x * 3
        return ops.depend(y, ops.print_("cell dep")) + x


def loss(x):
    return j_depend(x).sum()


emit("jit_call", j_depend(X))
emit("cell_call", Net()(X))
emit_stdout("jit_call_prints", lambda: j_depend(X))
emit("grad_of_python_calling_jit", ms.grad(loss)(X))
emit_stdout("grad_prints_once", lambda: ms.grad(loss)(X))
emit("grad_of_cell", ms.grad(Net())(X))
