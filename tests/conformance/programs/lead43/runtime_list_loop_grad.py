"""A Tensor ``while`` that rebinds a list made when the graph runs (``out = x.tolist()``) runs as Python when the
graph runs (adapt43gs/runtime_list_in_tensor_while).  Where that list is dead, MindSpore 2.10 differentiates the
loop (its gradient 24 = 3 * 2 ** 3); where the list is returned, its Graph mode's JIT fallback gives zeros, plainly
wrong (its PyNative mode 24): msgraph follows PyNative.  After session 43's adapt43gs merge msgraph gave zeros for
both: the Tensors such a loop changes are now differentiated by running the loop again on the eager tape
(frontend/runtime_stmt.py ``_Rerun``)."""
import mindspore as ms
from mindspore import Tensor
from _conf import emit

FOLLOW_PYNATIVE = {
    "returned_list_grad": "MindSpore's Graph mode gives zeros through the loop its JIT fallback runs (PyNative 24)",
}


def dead_list(x):
    out = []
    while x.sum() < 20:
        x = x * 2
        out = x.tolist()
    return x.sum() * 3


def two_inputs(x, y):
    out = []
    while x.sum() < 20:
        x = x * y
        out = x.tolist()
    return x.sum() * 3


def with_list(x):
    out = []
    while x.sum() < 20:
        x = x * 2
        out = x.tolist()
    return x.sum() * 3, out


def first(x):
    return with_list(x)[0]


X = Tensor([1.5, 0.5, 1.0])
Y = Tensor([2.0, 2.0, 1.5])
emit("dead_list_value", ms.jit(dead_list)(X))
emit("dead_list_grad", ms.jit(ms.grad(dead_list))(X))
emit("two_inputs_grad", ms.jit(ms.grad(two_inputs, grad_position=(0, 1)))(X, Y))
emit("with_list_value", ms.jit(with_list)(X))
emit("returned_list_grad", ms.grad(first)(X))
