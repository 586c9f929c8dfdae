"""Adapted from tests/st/ops/gpu/test_sinc_op.py, test_rsqrt_grad_op.py, test_sigmoid_grad_grad_op.py and
test_sqrt_grad_grad_op.py (CPU backend): Sinc, SigmoidGrad, RsqrtGrad, SqrtGrad and their second derivatives."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


x = np.array([[-1.5, 0.0, 0.25], [2.0, 0.5, -0.75]])
for dt in (np.float32, np.float64):
    emit(f"sinc_{np.dtype(dt).name}", Net(P.Sinc())(Tensor(x.astype(dt))), rtol=1e-6)
y = np.array([[0.1, 0.5, 0.9], [0.25, 0.75, 0.3]])
dy = np.array([[1.0, -2.0, 0.5], [3.0, 0.25, -1.0]])
for dt in (np.float16, np.float32, np.float64):
    yy, dd, s = Tensor(y.astype(dt)), Tensor(dy.astype(dt)), Tensor((dy * 0.5 + 1).astype(dt))
    for name, op in (("sigmoid", G.SigmoidGrad()), ("rsqrt", G.RsqrtGrad()), ("sqrt", G.SqrtGrad())):
        emit(f"{name}_grad_{np.dtype(dt).name}", Net(op)(yy, dd), rtol=1e-3 if dt == np.float16 else 1e-6)
        emit(f"{name}_grad_grad_{np.dtype(dt).name}", ops.GradOperation(get_all=True, sens_param=True)(Net(op))(
            yy, dd, s), rtol=1e-3 if dt == np.float16 else 1e-6)
