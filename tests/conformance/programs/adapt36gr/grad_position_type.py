"""``ms.grad`` / ``ms.value_and_grad`` / ``ops.jacrev`` with ``grad_position`` a list: MindSpore 2.10's TypeError
"For 'F.grad', the 'grad_position' must be int or tuple." in both modes (msgraph had taken the list as a tuple).
A tuple, an int and other types as there.  Found by adapting st compiler/gradient's grad_position tests (session 36,
adapt36gr)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))


def f(a, b):
    return (a * b).sum()


for name, gp in (("list01", [0, 1]), ("list1", [1]), ("tuple01", (0, 1)), ("int1", 1), ("float", 0.0),
                 ("neg", -1), ("empty", ()), ("dup", (0, 0))):
    emit_error("grad_" + name, lambda gp=gp: ms.grad(f, grad_position=gp)(x, y))
    emit_error("vag_" + name, lambda gp=gp: ms.value_and_grad(f, grad_position=gp)(x, y))
emit_error("jacrev_list", lambda: ops.jacrev(f, grad_position=[0, 1])(x, y))
emit_error("jacrev_tuple", lambda: ops.jacrev(f, grad_position=(0, 1))(x, y))
