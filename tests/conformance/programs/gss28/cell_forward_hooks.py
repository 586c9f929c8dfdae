"""graph_state_sweep (gss28): a Cell's forward pre-hooks and forward hooks run in Graph mode too.  MindSpore 2.10
compiles them into the graph wherever the Cell is called: a sub-Cell, the top Cell, a Cell called from an
``@ms.jit`` function or differentiated inside graph code (msgraph ignored them there).  A pre-hook's result
replaces the inputs (a value that is no tuple is the only input; None keeps them), a forward hook's replaces the
output (a tuple output of the sub-Cell then broadcasts in ``inner(x) + x``)."""
import mindspore as ms
from mindspore import nn
from _conf import emit
from _gss28_util import Outer, xf


def pre_add(cell, inputs):
    return (inputs[0] + 1,)


def pre_single(cell, inputs):
    return inputs[0] * 2


def pre_none(cell, inputs):
    return None


def fwd_mul(cell, inputs, output):
    return output * 3


def fwd_tuple(cell, inputs, output):
    return (output, output)


def net_with(*regs):
    net = Outer()
    for where, kind, fn in regs:
        cell = net.inner if where == "inner" else net
        getattr(cell, f"register_{kind}")(fn)
    return net


class GradOf(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        return ms.grad(self.net)(x)


CASES = {
    "pre_add": [("inner", "forward_pre_hook", pre_add)],
    "pre_single": [("inner", "forward_pre_hook", pre_single)],
    "pre_none": [("inner", "forward_pre_hook", pre_none)],
    "fwd_mul": [("inner", "forward_hook", fwd_mul)],
    "fwd_tuple": [("inner", "forward_hook", fwd_tuple)],
    "pre_and_fwd": [("inner", "forward_pre_hook", pre_add), ("inner", "forward_hook", fwd_mul)],
    "two_fwd": [("inner", "forward_hook", fwd_mul), ("inner", "forward_hook", fwd_mul)],
    "top_cell_fwd": [("top", "forward_hook", fwd_mul)],
    "top_cell_pre": [("top", "forward_pre_hook", pre_single)],
}
for name, regs in CASES.items():
    emit(f"{name}.forward", net_with(*regs)(xf()))
    if name != "fwd_tuple":
        emit(f"{name}.grad_in_cell", GradOf(net_with(*regs))(xf()))
net = net_with(("inner", "forward_hook", fwd_mul))
handle = net.inner.register_forward_pre_hook(pre_add)
handle.remove()
emit("removed_pre_hook", net(xf()))
jnet = net_with(("inner", "forward_hook", fwd_mul))


@ms.jit
def call_in_jit(x):
    return jnet(x)


emit("called_from_jit", call_in_jit(xf()))
