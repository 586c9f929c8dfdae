"""SparseApplyRMSProp with float16 states (adapt44cpub; st ops/cpu test_sparse_apply_r_m_s_prop_cpu_op
test_sparse_apply_rms_prop_update_fp16): MindSpore 2.10's kernel computes a row in float32 and stores each state as
it goes -- mom from the float32 ms, var minus the stored float16 mom -- so var 3.3945 - mom 0.05762 is 3.3359
(msgraph rounded once at the end: 3.3379).  The st test's inputs, a repeated index, a permutation; the Parameters
after the step."""
import numpy as np
import mindspore
from mindspore import Tensor, nn, Parameter
import mindspore.ops.operations as P
from _conf import emit_error

VAR = np.array([[[0.2048, 2.107], [3.395, 3.107]], [[1.971, 3.18], [2.648, 1.034]]])
MS = np.array([[[4.93, 3.984], [4.25, 3.662]], [[0.6567, 4.86], [3.867, 2.898]]])
MOM = np.array([[[1.537, 1.1], [4.668, 4.03]], [[0.5044, 1.44], [3.336, 3.855]]])
GRAD = np.array([[[4.105, 1.056], [4.773, 1.278]], [[0.5186, 1.605], [2.549, 1.029]]])


class Net(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.op = P.SparseApplyRMSProp(0.2, 0.01, 1e-6, True)
        self.var = Parameter(Tensor(VAR, dtype=dt), name="var")
        self.ms = Parameter(Tensor(MS, dtype=dt), name="ms")
        self.mom = Parameter(Tensor(MOM, dtype=dt), name="mom")

    def construct(self, lr, grad, indices):
        return self.op(self.var, self.ms, self.mom, lr, grad, indices)


def run(dt, ids):
    net = Net(dt)
    out = net(Tensor(0.01, dt), Tensor(GRAD, dt), Tensor(np.array(ids, np.int32)))
    return out, (net.var, net.ms, net.mom)


f16, f32 = mindspore.float16, mindspore.float32
emit_error("f16_st", lambda: run(f16, [0, 1]))
emit_error("f16_repeated", lambda: run(f16, [1, 1]))
emit_error("f16_reversed", lambda: run(f16, [1, 0]))
emit_error("f32_st", lambda: run(f32, [0, 1]))
