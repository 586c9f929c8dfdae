"""Adapted from tests/st/ops/gpu/test_expm1_op.py (fp16 case run on CPU): MindSpore 2.10's CPU Expm1 kernel is
exp(x) rounded to the input's dtype, minus 1 (float16 0.01 -> 0.009766, float32 1e-5 -> 1.00136e-05, 1e-8 -> 0);
msgraph computed an accurate np.expm1 (up to 2% off MindSpore near 0).  ops.elu follows Expm1 in float32 only and
ops.celu stays accurate (float64 CeLU computed in float32): both kept."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.expm1 = P.Expm1()

    def construct(self, x):
        return self.expm1(x), self.expm1(x) * 2, ops.elu(x), ops.celu(x)


small = np.array([1e-5, 0.01, -0.003, 0.1, 1e-8, 0.5, -1e-5, -0.01, 3.0, -7.0, 1e-3, -2e-4], np.float64)
rng = np.random.RandomState(0)
rand = rng.uniform(-2, 2, (2, 3, 4)).astype(np.float64)
for dt in (np.float16, np.float32, np.float64):
    for label, arr in (("small", small), ("rand", rand)):
        outs = Net()(Tensor(arr.astype(dt)))
        for name, o in zip(("expm1", "expm1x2", "elu", "celu"), outs):
            emit(f"{name}_{label}_{np.dtype(dt).name}", o)
emit("expm1_c64", ops.expm1(Tensor(np.array([1e-5 + 0j, 0.01 + 0j, -0.003 + 0j], np.complex64))))
emit("expm1_grad", ms.grad(Net())(Tensor(small.astype(np.float32))))
emit("mnp_expm1", ms.numpy.expm1(Tensor(small.astype(np.float32))))
