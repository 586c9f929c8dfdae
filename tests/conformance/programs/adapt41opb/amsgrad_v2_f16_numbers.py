"""ApplyAdamWithAmsgradV2 on float16 Parameters with Python-number hyper-parameters (st/ops
test_ops_applyadamwithamsgradv2 variants, adapt41opb).  Silent: MindSpore 2.10 converts the numbers to float16 first,
as float16 Tensors would be: epsilon 1e-8 becomes 0 (a zero gradient on a zero moment gives NaN) and beta1 0.9 is
0.8999 (m 0.07983); msgraph computed with the float32 numbers (0.5, 0.07996)."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn
from mindspore.ops import operations as P
from _conf import emit


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


class Amsgrad(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.op = P.ApplyAdamWithAmsgradV2()
        self.var = Parameter(T([[1.0, -2.0], [0.5, 3.0]], dt), name="var")
        self.m = Parameter(T([[0.1, 0.2], [0.0, -0.1]], dt), name="m")
        self.v = Parameter(T([[0.01, 0.04], [0.0, 0.09]], dt), name="v")
        self.vhat = Parameter(T([[0.02, 0.01], [0.0, 0.2]], dt), name="vhat")

    def construct(self, b1p, b2p, lr, b1, b2, eps, g):
        self.op(self.var, self.m, self.v, self.vhat, b1p, b2p, lr, b1, b2, eps, g)
        return self.var, self.m, self.v, self.vhat


GR = [[0.5, -1.0], [0.0, 2.0]]
emit("f16_numbers", Amsgrad("float16")(0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, T(GR, "float16")))
emit("f16_tensors", Amsgrad("float16")(*(T(h, "float16") for h in (0.9, 0.999, 0.01, 0.9, 0.999, 1e-8)),
                                       T(GR, "float16")))
emit("f16_numbers_eps_1e-3", Amsgrad("float16")(0.9, 0.999, 0.01, 0.9, 0.999, 1e-3, T(GR, "float16")))
emit("f32_numbers", Amsgrad("float32")(0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, T(GR, "float32")))
