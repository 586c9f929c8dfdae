"""A Parameter assigned over a Cell's Parameter attribute (``self.d.weight = Parameter(...)``) takes the old one's
place in MindSpore 2.10's ordered ``_params``: ``trainable_params()`` lists it first (['weight', 'd.bias']), and
gradients by list / optimizers follow that order.  msgraph had moved it to the end (['d.bias', 'weight']), silently
reordering the gradients of ``GradOperation(get_by_list=True)``.  Found by adapting st compiler/graph_syntax/
test_parameter_ref.py (session 34, adapt34g)."""
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit, emit_error


class Replace(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(2, 3, weight_init="ones", bias_init="zeros")
        self.d.weight = Parameter(ops.ones_like(self.d.weight) * 2)
        self.s = Parameter(Tensor(np.array(1.5, np.float32)), name="s")
        self.s = Parameter(Tensor(np.array(2.5, np.float32)), name="s2")

    def construct(self, h):
        return (self.d(h) * self.s).sum()


net = Replace()
x = Tensor(np.array([[1.0, 2.0]], np.float32))
emit("names", [p.name for p in net.trainable_params()])
emit("shapes", [tuple(p.shape) for p in net.trainable_params()])
emit_error("forward", net, x)
emit_error("grads by list", ops.GradOperation(get_by_list=True)(net, ms.ParameterTuple(net.trainable_params())), x)
