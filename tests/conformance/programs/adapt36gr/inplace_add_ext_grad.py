"""``inplace_add_ext_op(z, v)`` (MindSpore's generated InplaceAddExt) in graph code under a gradient: the added value
keeps its gradient (``z = y * 1; inplace_add_ext_op(z, x * 3); return z * 2``: d/dx = 6; MindSpore 2.10's st
test_inplace_backward_param_replace / _replace2 under ``@ms.jit``).  msgraph wrote it as an Assign and gave the value
no gradient (0).  Graph mode only: MindSpore 2.10's CPU PyNative has no InplaceAddExt kernel.  Found by adapting st
compiler/tensor_inplace test_tensor_inplace_grad (session 36, adapt36gr)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.auto_generate.gen_ops_def import inplace_add_ext_op
from _conf import emit_error

MODES = ("graph",)


class Local(nn.Cell):
    def construct(self, x, y):
        z = y * 1
        inplace_add_ext_op(z, x * 3)
        return z * 2


class Replace(nn.Cell):
    def construct(self, x, y):
        z = y * 1
        inplace_add_ext_op(z, x)
        return z


class Replace2(nn.Cell):
    def construct(self, x, t):
        t = t * 1
        m = t
        inplace_add_ext_op(m, x)
        n = t
        inplace_add_ext_op(n, m)
        return t


@ms.jit
def grad1(a, b, net):
    return ms.grad(net, grad_position=1)(a, b)


x = Tensor(np.array([1.0, -2.0], np.float32))
y = Tensor(np.array([2.0, 0.5], np.float32))
for name, net in (("local", Local()), ("replace", Replace()), ("replace2", Replace2())):
    emit_error(name + "_get_all", lambda net=net: ops.GradOperation(get_all=True)(net)(x, y))
    emit_error(name + "_jit_grad1", lambda net=net: grad1(x, y, net))
