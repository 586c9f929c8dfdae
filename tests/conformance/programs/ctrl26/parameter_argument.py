"""graph_syntax_sweep (ctrl26): a Parameter given to a jit function as an argument is a Parameter to
``isinstance`` in graph code, as in MindSpore 2.10 (``type(a) is Parameter`` stays False there); msgraph said
False.  A Tensor argument is not one."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter
from _conf import emit, emit_error

P = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name='param_arg')
X = Tensor(np.array([1.0, 2.0], np.float32))


@ms.jit
def kinds(a):
    return isinstance(a, Parameter), isinstance(a, Tensor), type(a) is Parameter


@ms.jit
def branch_on_kind(a):
    if isinstance(a, Parameter):
        return a * 2
    return a * 3


emit_error("parameter_argument", kinds, P)
emit_error("tensor_argument", kinds, X)
emit_error("branch_on_parameter", branch_on_kind, P)
emit_error("branch_on_tensor", branch_on_kind, X)
