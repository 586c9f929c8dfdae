"""adapt45jg: an ``@ms.jit`` function called under a PyNative gradient (differentiated itself, or called by the
PyNative function that is) runs as its compiled graph, one node of PyNative's tape (MindSpore 2.10 CPU): its code
is graph code there as when it is called.  A ``global`` write is dropped (the gradient uses the old value, the global
keeps it), a module list appended in graph code is appended at compile time only, ``f"{x.shape}"`` is the graph's
text ``(3)``, and a print prints as the graph prints.  msgraph ran the function's Python op by op on the tape (silent:
gradients 5 / 7 instead of 2, the list grew at every call, ``(3,)``)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_stdout

MODES = ("pynative",)

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
Y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))
K = 2
G = [0]


@ms.jit
def j_global(x):
    global K
    K = 5
    return (x * K).sum()


@ms.jit
def j_append(x):
    G.append(1)
    return (x * len(G)).sum()


@ms.jit
def j_fstring(x):
    s = f"{x.shape}"
    return (x * len(s)).sum()


@ms.jit
def j_print(x):
    print("shape", x.shape)
    return x * 2


def outer(f):
    return lambda x: f(x * 1) * 2


emit("call_global", j_global(X))
emit("grad_global", ms.grad(j_global)(X))
emit("value_and_grad_global", ms.value_and_grad(j_global)(X))
emit("gradop_global", ops.GradOperation()(j_global)(X))
emit("grad_outer_global", ms.grad(outer(j_global))(X))
emit("global_after", K)
emit("call_append", j_append(X))
emit("grad_append", ms.grad(j_append)(X))
emit("value_and_grad_append", ms.value_and_grad(j_append)(X))
emit("grad_outer_append", ms.grad(outer(j_append))(X))
emit("list_after", len(G))
emit("grad_fstring", ms.grad(j_fstring)(X))
emit("value_and_grad_fstring", ms.value_and_grad(j_fstring)(X))
emit("grad_outer_fstring", ms.grad(outer(j_fstring))(X))
emit_stdout("print_under_grad", lambda: ms.grad(lambda x: (j_print(x) * Y).sum())(X))
emit("grad_print", ms.grad(lambda x: (j_print(x) * Y).sum())(X))
