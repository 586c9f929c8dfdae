"""A name assigned in one branch of a Tensor ``if`` only and read after it, where the module has a global Tensor of
that name: MindSpore 2.10 reads the global in the other branch (``if x > 0: y = x * 2`` / ``return y`` gives the
global y where x <= 0; inside a loop over ``range`` the previous iteration's value, else the global).  Without such a
global it stays the UnboundLocalError "The local variable 'y' is not defined in false branch, but defined in true
branch."  (A PyNative gradient of such an ``@jit`` function runs its code eagerly in msgraph: the Python
UnboundLocalError where the branch is not taken; MindSpore's gradient is 0 there.)  msgraph had raised that UnboundLocalError whenever a branch left the name unassigned.  Found by adapting
st compiler/control inner/test_000_single_if (session 36, adapt36cf)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit_error

y = Tensor(np.array([10.0, 20.0], np.float32))
acc = Tensor(np.array([0.5, 0.5], np.float32))


@jit
def true_only(x):
    if x.sum() > 0:
        y = x * 2
    return y


@jit
def false_only(x):
    if x.sum() > 0:
        pass
    else:
        acc = x - 1
    return acc * 3


@jit
def in_range_loop(x):
    for i in range(3):
        if x.sum() > i:
            y = x + i
    return y


@jit
def no_global(x):
    if x.sum() > 0:
        z = x * 2
    return z


class Net(nn.Cell):
    def construct(self, x):
        if x[0] > x[1]:
            y = x * x
        return y + 1


pos = Tensor(np.array([1.0, 0.5], np.float32))
neg = Tensor(np.array([-1.0, -0.5], np.float32))
emit_error("true only, taken", true_only, pos)
emit_error("true only, not taken (global)", true_only, neg)
emit_error("true only grad, taken", ms.grad(true_only), pos)
emit_error("false only, taken (global)", false_only, pos)
emit_error("false only, not taken", false_only, neg)
emit_error("range loop if", in_range_loop, pos)
emit_error("range loop if, never", in_range_loop, neg)
emit_error("no global: UnboundLocalError", no_global, pos)
emit_error("cell construct, taken", Net(), Tensor(np.array([3.0, 1.0], np.float32)))
emit_error("cell construct, global", Net(), Tensor(np.array([1.0, 3.0], np.float32)))
