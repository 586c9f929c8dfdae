"""``Parameter.assign_value`` inside ms.jit / a jit-decorated construct: MindSpore 2.10's jit check finds no such
attribute on a Parameter there (AttributeError "'Parameter' object has no attribute 'assign_value'"), while
``Tensor.assign_value`` and ``Parameter.set_data`` are its RuntimeError "... is not supported in 'construct' or
function with @jit decorator".  msgraph raised the RuntimeError for the Parameter too.
Found by adapting st pynative/jit tests (session 36, adapt36ph)."""
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from _conf import emit_error

p = Parameter(Tensor([1.0, 2.0], ms.float32), name="p")


@ms.jit
def param_assign(x):
    p.assign_value(x + 1)
    return p * 2


@ms.jit
def tensor_assign(x):
    x.assign_value(x + 1)
    return x


@ms.jit
def param_set_data(x):
    p.set_data(x + 1)
    return p


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([1.0, 2.0], ms.float32), name="w")

    @ms.jit
    def construct(self, x):
        self.w.assign_value(self.w + x)
        return self.w * 2


x = Tensor([0.5, 1.5], ms.float32)
emit_error("param_assign", param_assign, x)
emit_error("tensor_assign", tensor_assign, x)
emit_error("param_set_data", param_set_data, x)
emit_error("cell_param_assign", Net(), x)
emit_error("param_assign_eager", lambda: (p.assign_value(Tensor([3.0, 4.0])), p.value())[1])
