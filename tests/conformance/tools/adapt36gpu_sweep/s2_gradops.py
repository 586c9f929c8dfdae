"""st ops/gpu *_grad_op / *_grad_grad_op: the _grad_ops primitives (y / x, dy) forward in 5 dtypes, special values,
mismatched shapes, and their own gradient (GradOperation(get_all, sens_param): the GradGrad ops)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _h import case


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


class GG(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, a, b, s):
        return self.g(self.net)(a, b, s)


A = np.array([[0.25, 0.5, 0.9], [-0.3, 0.0, 2.0]])
B = np.array([[1.0, -2.0, 0.5], [3.0, 1.5, -1.0]])
S = np.array([[0.5, 1.0, -1.0], [2.0, 0.25, 1.0]])
SPEC = np.array([np.nan, np.inf, -np.inf, -0.0, 1.0, -1.0])
ONES = np.ones(6)
NAMES = ["SqrtGrad", "RsqrtGrad", "TanhGrad", "SigmoidGrad", "ReciprocalGrad", "InvGrad", "ACosGrad", "AsinGrad",
         "AtanGrad", "AsinhGrad", "AcoshGrad", "ReluGrad", "ReLU6Grad", "SoftplusGrad", "EluGrad", "HSwishGrad",
         "HSigmoidGrad", "GeLUGrad", "FastGeLUGrad", "SiLUGrad", "MishGrad", "SeLUGrad"]
for name in NAMES:
    try:
        prim = getattr(G, name)()
    except Exception as e:  # noqa
        print(name, "=> missing", type(e).__name__)
        continue
    for dt in [ms.float16, ms.float32, ms.float64, ms.int32, ms.complex64]:
        case(f"{name} {dt}", lambda: Net(prim)(Tensor(A, dt), Tensor(B, dt)))
    case(f"{name} special a", lambda: Net(prim)(Tensor(SPEC, ms.float32), Tensor(ONES, ms.float32)))
    case(f"{name} special b", lambda: Net(prim)(Tensor(ONES * 0.5, ms.float32), Tensor(SPEC, ms.float32)))
    case(f"{name} 0-d", lambda: Net(prim)(Tensor(0.5, ms.float32), Tensor(2.0, ms.float32)))
    case(f"{name} bcast", lambda: Net(prim)(Tensor(A, ms.float32), Tensor(B[0], ms.float32)))
    case(f"{name} mixed", lambda: Net(prim)(Tensor(A, ms.float32), Tensor(B, ms.float16)))
    case(f"{name} empty", lambda: Net(prim)(Tensor(np.zeros((0, 3)), ms.float32), Tensor(np.zeros((0, 3)), ms.float32)))
    for dt in [ms.float32, ms.float64]:
        case(f"{name} gradgrad {dt}", lambda: GG(Net(prim))(Tensor(A, dt), Tensor(B, dt), Tensor(S, dt)))
