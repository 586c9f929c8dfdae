"""mint.fix (MindSpore's st test_ops_fix): round toward zero, zero gradient, integers unchanged."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint
from _conf import emit


@ms.jit
def fix_graph(x):
    return mint.fix(x)


x = Tensor(np.array([-2.7, -0.5, 0.5, 3.9], np.float32))
emit("fix", mint.fix(x))
emit("fix_graph", fix_graph(x))
emit("fix_grad", ms.grad(mint.fix)(x))
emit("fix_int", mint.fix(Tensor(np.array([3, -4], np.int32))))
