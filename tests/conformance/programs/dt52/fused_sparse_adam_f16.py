"""P.FusedSparseAdam / P.FusedSparseLazyAdam with float16 Parameters: the updated m, v and var (PyNative).

MindSpore 2.10 takes the hyper-parameters (beta1_power, beta2_power, lr, beta1, beta2, epsilon; Python floats here)
as float16 inputs beside the float16 var, then computes in float32 and rounds each state once: beta1 is
float16(0.9) = 0.89990234375.  msgraph used the float32 values: SILENT, m 1 float16 ulp off on 179 of 400 elements
(0.91015625 for 0.90966796875 at m = 1, g = 0.1), v on 24, var on 3.  Found by dt52's value dump with the tests'
float32 inputs in float16 (st test_sparse_apply_adam_op.py: its outputs read an unwritten m, v; probed beside it).
The outputs the ops return are not read: MindSpore's kernel leaves them unwritten (zeros / stale memory)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
import mindspore.ops.operations as P
from _conf import emit

MODES = ("pynative",)


class Net(nn.Cell):
    def __init__(self, lazy, m, v):
        super().__init__()
        self.op = P.FusedSparseLazyAdam() if lazy else P.FusedSparseAdam()
        self.var = Parameter(Tensor(np.ones([50, 8], np.float16)), name="var")
        self.m = Parameter(Tensor(m), name="m")
        self.v = Parameter(Tensor(v), name="v")

    def construct(self, grad, indices):
        return self.op(self.var, self.m, self.v, 0.9, 0.999, 0.001, 0.9, 0.999, 1e-8, grad, indices)


m = (np.arange(400).reshape(50, 8) % 37 / 19 - 0.7).astype(np.float16)
v = (np.arange(400).reshape(50, 8) % 29 / 13 + 0.1).astype(np.float16)
g = (np.arange(400).reshape(50, 8) % 31 / 7 - 2).astype(np.float16)
for lazy in (False, True):
    net = Net(lazy, m, v)
    net(Tensor(g), Tensor(np.arange(50).astype(np.int32)))
    name = "lazy" if lazy else "adam"
    emit(name + "_m", net.m.value())
    emit(name + "_v", net.v.value())
    emit(name + "_var", net.var.value())
